// The `subtraction` family of the grundy explorer: finite sets (1,3,4 or 1-5,8),
// all-but sets (all-but:1,2) and named infinite sets (powers-of-two, primes, squares,
// fibonacci). See docs/grundy-cli.md.
#include "cli.hpp"

#include <sg/error.hpp>
#include <sg/games/subtraction.hpp>
#include <sg/games/subtraction_segments.hpp>

#include <bit>
#include <cmath>
#include <cstdint>
#include <string>
#include <type_traits>
#include <variant>

namespace grundy_cli {
namespace {

using u64 = std::uint64_t;

// Largest N for --upto, and for --value on sets without a certified period.
constexpr u64 max_upto = 100'000'000;
// Largest number of amounts a SPEC may list (ranges included).
constexpr u64 max_amounts = 1'000'000;

bool is_prime(u64 k) {
    if (k < 2) return false;
    if (k % 2 == 0) return k == 2;
    for (u64 d = 3; d <= k / d; d += 2)
        if (k % d == 0) return false;
    return true;
}
bool is_square(u64 k) {
    u64 r = static_cast<u64>(std::sqrt(static_cast<long double>(k)));
    while (r * r > k) --r;
    while ((r + 1) * (r + 1) <= k) ++r;
    return r * r == k;
}
bool is_fibonacci(u64 k) {  // 1, 2, 3, 5, 8, ...
    for (u64 a = 1, b = 2; a <= k; b = a + b, a = b - a)
        if (a == k) return true;
    return false;
}

struct named_set {
    std::string_view name;
    bool (*in_set)(u64);
};
constexpr named_set named_sets[] = {
    {"powers-of-two", [](u64 k) { return std::has_single_bit(k); }},
    {"primes", is_prime},
    {"squares", is_square},
    {"fibonacci", is_fibonacci},
};

using game = std::variant<sg::subtraction_game, sg::all_but_subtraction_game, const named_set*>;

[[noreturn]] void bad_spec(std::string_view spec, std::string_view why) {
    throw usage_error("subtraction: bad SPEC '" + std::string(spec) + "': " + std::string(why) +
                      " (write amounts like 1,3,4 or 1-5,8, or all-but:1,2, or a named set; see --help)");
}

// "a,b,c-d,...": positive amounts and inclusive ranges; empty for all-but:.
std::vector<u64> parse_amounts(std::string_view spec, std::string_view list, std::size_t offset) {
    std::vector<u64> out;
    if (list.empty()) return out;
    std::size_t pos = 0;
    auto number = [&]() {
        const std::size_t at = offset + pos + 1;
        const number_read r = read_number(list, pos);
        if (r.result == number_read::status::none)
            bad_spec(spec, "expected an amount at character " + std::to_string(at));
        if (r.result == number_read::status::too_large)
            bad_spec(spec, "amount too large at character " + std::to_string(at));
        if (r.value == 0) bad_spec(spec, "amount 0 at character " + std::to_string(at) + " is not a move");
        return r.value;
    };
    while (true) {
        const u64 lo = number();
        u64 hi = lo;
        if (pos < list.size() && list[pos] == '-') {
            ++pos;
            const std::size_t at = offset + pos + 1;
            hi = number();
            if (hi < lo) bad_spec(spec, "range ending below its start at character " + std::to_string(at));
        }
        if (hi - lo >= max_amounts || out.size() + (hi - lo + 1) > max_amounts)
            bad_spec(spec, "more than " + std::to_string(max_amounts) + " amounts");
        for (u64 k = lo;; ++k) {
            out.push_back(k);
            if (k == hi) break;
        }
        if (pos == list.size()) return out;
        if (list[pos] != ',')
            bad_spec(spec,
                     std::string("unexpected '") + list[pos] + "' at character " + std::to_string(offset + pos + 1));
        ++pos;
    }
}

game parse(std::string_view spec) {
    for (const named_set& s : named_sets)
        if (spec == s.name) return &s;
    constexpr std::string_view all_but = "all-but:";
    if (spec.starts_with(all_but))
        return sg::all_but_subtraction_game(parse_amounts(spec, spec.substr(all_but.size()), all_but.size()));
    if (spec.empty()) bad_spec(spec, "no amounts");
    return sg::subtraction_game(parse_amounts(spec, spec, 0));
}

// The sequence of a set: a finite set's with the segment engine, for huge amounts.
template <class Set>
auto sequence_of(Set set) {
    if constexpr (std::is_same_v<Set, sg::subtraction_game>)
        return sg::subtraction_segments(std::move(set));
    else
        return sg::subtraction_sequence(std::move(set));
}

auto reporter(progress& prog, u64 total) {
    return [&prog, total](u64 done) { prog.at(done & ~u64{0xfff}, total); };
}

sg::nimber_array upto(std::string_view spec, u64 n, progress& prog) {
    const game g = parse(spec);
    if (n > max_upto)
        throw usage_error("--upto " + std::to_string(n) + ": N is at most " + std::to_string(max_upto));
    auto report = reporter(prog, n + 1);
    sg::nimber_array seq;
    auto values = [&](auto set) {
        sg::subtraction_sequence s(std::move(set));
        s.set_memory_limit(memory_budget_bytes());
        s.extend(n, report);
        return sg::nimber_array::generate(static_cast<std::size_t>(n) + 1, [&s](std::size_t i) { return s[i]; });
    };
    if (auto f = std::get_if<sg::subtraction_game>(&g))
        seq = values(*f);
    else if (auto a = std::get_if<sg::all_but_subtraction_game>(&g))
        seq = values(*a);
    else
        seq = values(sg::predicate_subtraction_game(std::get<const named_set*>(g)->in_set));
    prog.done(n + 1);
    return seq;
}

period_answer period(std::string_view spec, u64 max_len, progress& prog) {
    const game g = parse(spec);
    const u64 len = max_len == 0 ? sg::period_search_length : max_len;
    auto report = reporter(prog, len);
    period_answer ans;
    ans.examined = len;
    auto search = [&](auto set) {
        auto s = sequence_of(std::move(set));
        s.set_memory_limit(memory_budget_bytes());
        return s.search_period(len, report);
    };
    if (auto f = std::get_if<sg::subtraction_game>(&g)) {
        ans.periodic = search(*f);
        // The theorem for finite sets: agreement on max S heaps after the preperiod.
        if (ans.periodic) ans.certificate_end = ans.periodic->preperiod + ans.periodic->period + f->max_amount();
    } else if (auto a = std::get_if<sg::all_but_subtraction_game>(&g))
        ans.periodic = search(*a);
    else
        throw sg::error("subtraction: no theorem certifies a period of the infinite set '" + std::string(spec) +
                        "'; use --upto or --value N with N <= " + std::to_string(max_upto));
    prog.done(ans.periodic ? ans.periodic->preperiod + ans.periodic->period : len);
    return ans;
}

sg::nimber value(std::string_view spec, u64 n, progress& prog) {
    const game g = parse(spec);
    // Small heaps: straight from the sequence, no certificate needed.
    if (n < sg::period_search_length || (std::holds_alternative<const named_set*>(g) && n <= max_upto))
        return upto(spec, n, prog)[static_cast<std::size_t>(n)];
    if (std::holds_alternative<const named_set*>(g))
        throw sg::error("subtraction: G(" + std::to_string(n) + ") of the infinite set '" + std::string(spec) +
                        "' is not certified: no theorem gives its period; at most N = " + std::to_string(max_upto));
    auto not_certified = [n](u64 examined) {
        return sg::error("subtraction: G(" + std::to_string(n) + ") is not certified: no period within " +
                         std::to_string(examined) + " values (grundy subtraction SPEC --period --max L looks further)");
    };
    // A finite set: from a certified period or, with an amount above 2^16, from the runs of
    // its segments, which may cover every 64-bit heap without a period (1,2,K with K = 2^64 - 1).
    if (auto f = std::get_if<sg::subtraction_game>(&g)) {
        sg::subtraction_segments s(*f);
        s.set_memory_limit(memory_budget_bytes());
        auto report = reporter(prog, sg::period_search_length);
        const auto v = s.value_within(n, sg::period_search_length, report);
        if (!v) throw not_certified(sg::period_search_length);
        prog.done(s.size());
        return *v;
    }
    const period_answer ans = period(spec, 0, prog);
    if (!ans.periodic) throw not_certified(ans.examined);
    return (*ans.periodic)(n);
}

family make_family() {
    family f;
    f.name = "subtraction";
    f.memory_budget = true;
    f.help =
        "    SPEC: amounts and ranges, 1,3,4 or 1-5,8 (take k tokens, k in the set);\n"
        "          all-but:1,2 (take any k >= 1 except 1 and 2; all-but: alone is Nim);\n"
        "          powers-of-two, primes, squares, fibonacci (--upto and --value only)\n"
        "    e.g.  grundy subtraction 1,3,4 --period    ->  preperiod 0 period 7\n";
    f.upto = upto;
    f.period = period;
    f.value = value;
    return f;
}

SG_GRUNDY_FAMILY(make_family());

}  // namespace

subtraction_set parse_subtraction_set(std::string_view spec) {
    const game g = parse(spec);
    if (auto s = std::get_if<const named_set*>(&g)) return (*s)->in_set;
    if (auto a = std::get_if<sg::all_but_subtraction_game>(&g)) return *a;
    return std::get<sg::subtraction_game>(g);
}

}  // namespace grundy_cli
