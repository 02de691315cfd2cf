// `grundy sum PART [PART ...] [--count]`: the value, the outcome and every winning move of
// a sum of positions of several families, one sg::sum part per PART:
//   nim N               sg::nim
//   subtraction SET N   sg::subtraction_sequence of the set (SET as for `grundy subtraction`)
//   octal CODE N        sg::octal_sequence
//   wythoff A B         sg::wythoff_solver
// Parts of the same family and SET or CODE share one solver. See docs/grundy-cli.md.
#include "family.hpp"

#include <sg/error.hpp>
#include <sg/games/nim.hpp>
#include <sg/games/octal.hpp>
#include <sg/games/subtraction.hpp>
#include <sg/games/wythoff.hpp>
#include <sg/sum.hpp>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace grundy_cli {

const std::string_view sum_help =
    "sum: grundy sum PART [PART ...] [--count], each PART one argument:\n"
    "    'nim N', 'subtraction SET N' (SET as below), 'octal CODE N', 'wythoff A B'\n"
    "    prints 'value V', then 'win' or 'lose', then each winning move 'K: R' (part K, 1-based,\n"
    "    becomes R: heap sizes joined by '+', 0 for nothing, or 'A B' for Wythoff); --count\n"
    "    prints only the number of winning moves\n"
    "    e.g.  grundy sum 'nim 3' 'octal 0.77 4' --count    ->  3\n";

namespace {

using u64 = std::uint64_t;

// Limits on a part (larger ones are refused with exit status 2): the work for its value
// and its winning moves, and the memory, stay bounded.
constexpr u64 max_octal_heap = 100'000;        // two-heap splits: about N t moves from a heap
constexpr u64 max_octal_heap_three = 2'000;    // three-heap splits: about N^2 t / 12 moves
constexpr u64 max_subtraction_work = 400'000'000;  // values computed times amounts
constexpr u64 max_all_but_heap = 1'000'000;    // a heap of n has about n moves
constexpr u64 max_named_heap = 100'000;        // the set's test on every amount up to n
constexpr u64 max_wythoff_positions = 250'000; // (A + 1)(B + 1), unless a P-position

using named_game = sg::predicate_subtraction_game<bool (*)(u64)>;

// What a winning move leaves of a part: heap sizes, ascending, without empty heaps; or
// the two Wythoff heaps, smaller first.
using result = std::vector<u64>;

struct entry {
    std::size_t part;  // 0-based
    result to;
    friend bool operator==(const entry&, const entry&) = default;
    friend auto operator<=>(const entry&, const entry&) = default;
};

std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
        const std::size_t from = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t') ++i;
        if (i > from) out.push_back(text.substr(from, i - from));
    }
    return out;
}

class sum_builder {
public:
    void add(std::string_view part_text) {
        const auto w = words(part_text);
        const std::string part(part_text);
        auto bad = [&](const std::string& why) -> usage_error {
            return usage_error("sum: bad PART '" + part + "': " + why);
        };
        if (w.empty()) throw bad("empty (write each PART as one argument, like 'nim 3')");
        const std::string_view family = w[0];
        const std::size_t want = family == "nim" ? 2 : 3;
        if (family != "nim" && family != "subtraction" && family != "octal" && family != "wythoff")
            throw bad("unknown family '" + std::string(family) + "' (nim, subtraction, octal, wythoff)");
        if (w.size() != want) {
            const char* form = family == "nim"           ? "nim N"
                               : family == "subtraction" ? "subtraction SET N"
                               : family == "octal"       ? "octal CODE N"
                                                         : "wythoff A B";
            throw bad(std::string("write '") + form + "' as one argument");
        }
        auto number = [&](std::string_view what, std::string_view text) {
            try {
                return parse_u64(what, text);
            } catch (const usage_error& e) {
                throw bad(e.what());
            }
        };
        if (family == "nim") {
            sum_.add(nim_, number("N", w[1]));
            heaps_.push_back(true);
        } else if (family == "octal") {
            add_octal(w[1], number("N", w[2]), bad);
        } else if (family == "subtraction") {
            add_subtraction(w[1], number("N", w[2]), bad);
        } else {
            add_wythoff(number("A", w[1]), number("B", w[2]), bad);
        }
    }

    [[nodiscard]] const sg::sum& sum() const noexcept { return sum_; }

    // The winning moves, each result once, by part and then result.
    [[nodiscard]] std::vector<entry> winning_moves() const {
        std::vector<entry> out;
        for (const sg::sum_move& m : sum_.winning_moves()) {
            result r;
            if (heaps_[m.part]) {
                for (u64 h : m.to<u64>())
                    if (h != 0) r.push_back(h);
                std::sort(r.begin(), r.end());
            } else {
                const auto& to = m.to<sg::wythoff::state>();
                SG_ASSERT(to.size() == 1);
                r = {std::min(to[0].first, to[0].second), std::max(to[0].first, to[0].second)};
            }
            out.push_back({m.part, std::move(r)});
        }
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
        return out;
    }

    // "2+3", "0", or "A B" for a Wythoff part.
    [[nodiscard]] std::string text(const entry& e) const {
        if (!heaps_[e.part]) return std::to_string(e.to[0]) + " " + std::to_string(e.to[1]);
        if (e.to.empty()) return "0";
        std::string s;
        for (u64 h : e.to) {
            if (!s.empty()) s += '+';
            s += std::to_string(h);
        }
        return s;
    }

private:
    // The solver for `key`, made by make() the first time.
    template <class Solver, class Make>
    Solver& solver(const std::string& key, Make make) {
        auto it = solvers_.find(key);
        if (it == solvers_.end()) it = solvers_.emplace(key, std::shared_ptr<void>(make())).first;
        return *static_cast<Solver*>(it->second.get());
    }

    template <class Bad>
    void add_octal(std::string_view code_text, u64 n, const Bad& bad) {
        sg::octal_code code;
        try {
            code = sg::octal_code(code_text);
        } catch (const sg::parse_error& e) {
            throw bad(e.what());
        }
        const u64 limit = code.max_heaps() == 3 ? max_octal_heap_three : max_octal_heap;
        if (n > limit)
            throw bad("N is at most " + std::to_string(limit) + " for the code " + code.str() +
                      (code.max_heaps() == 3 ? " (three-heap splits)" : ""));
        add_heap<sg::octal_sequence>("octal " + code.str(), code, n);
    }

    // Heap n of the solver made from `game` (shared by the parts with the same key).
    template <class Solver, class Game>
    void add_heap(const std::string& key, const Game& game, u64 n) {
        sum_.add(solver<Solver>(key, [&] { return std::make_shared<Solver>(game); }), n);
        heaps_.push_back(true);
    }

    template <class Bad>
    void add_subtraction(std::string_view spec, u64 n, const Bad& bad) {
        subtraction_set set;
        try {
            set = parse_subtraction_set(spec);
        } catch (const usage_error& e) {
            throw bad(e.what());
        }
        const std::string key = "subtraction " + std::string(spec);
        if (auto f = std::get_if<sg::subtraction_game>(&set)) {
            // Values beyond the heaps computed come from a period certified within
            // sg::period_search_length values; each costs about |S| steps.
            const u64 amounts = std::max<u64>(f->amounts().size(), 1);
            const u64 values = std::min<u64>(n, sg::period_search_length) + 1;
            if (values > max_subtraction_work / amounts)
                throw bad("N is at most " + std::to_string(max_subtraction_work / amounts - 1) + " for a set of " +
                          std::to_string(f->amounts().size()) + " amounts");
            add_heap<sg::subtraction_sequence<sg::subtraction_game>>(key, *f, n);
        } else if (auto a = std::get_if<sg::all_but_subtraction_game>(&set)) {
            if (n > max_all_but_heap) throw bad("N is at most " + std::to_string(max_all_but_heap) + " for an all-but set");
            add_heap<sg::subtraction_sequence<sg::all_but_subtraction_game>>(key, *a, n);
        } else {
            if (n > max_named_heap) throw bad("N is at most " + std::to_string(max_named_heap) + " for a named set");
            add_heap<sg::subtraction_sequence<named_game>>(key, named_game(std::get<bool (*)(u64)>(set)), n);
        }
    }

    template <class Bad>
    void add_wythoff(u64 a, u64 b, const Bad& bad) {
        auto& w = solver<sg::wythoff_solver>("wythoff", [] { return std::make_shared<sg::wythoff_solver>(); });
        const sg::wythoff::state s{a, b};
        // No formula gives Wythoff values: the value of (A, B), and its moves to a
        // non-zero value, need the value of every position below it.
        const bool small = a < max_wythoff_positions && b < max_wythoff_positions &&
                           (a + 1) * (b + 1) <= max_wythoff_positions;
        if (!small)
            throw bad("(A + 1)(B + 1) is at most " + std::to_string(max_wythoff_positions) +
                      " (the values of every position below it are computed)");
        sum_.add(w, s);
        heaps_.push_back(false);
    }

    std::map<std::string, std::shared_ptr<void>> solvers_;
    sg::nim nim_;
    sg::sum sum_;
    std::vector<bool> heaps_;  // per part: a heap family (else Wythoff)
};

}  // namespace

int run_sum(std::span<const std::string_view> args) {
    bool count = false;
    sum_builder b;
    for (std::string_view a : args) {
        if (a == "--count") {
            if (count) throw usage_error("option --count given twice");
            count = true;
        } else if (a.starts_with("--")) {
            throw usage_error("sum: unknown argument '" + std::string(a) + "'");
        } else {
            b.add(a);
        }
    }
    if (b.sum().empty()) throw usage_error("sum needs at least one PART, like 'nim 3' (see grundy --help)");
    const auto moves = b.winning_moves();
    if (count) {
        std::cout << moves.size() << '\n';
        return 0;
    }
    const sg::nimber v = b.sum().value();
    std::string out = "value " + std::to_string(v) + "\n" + (v != 0 ? "win\n" : "lose\n");
    for (const entry& e : moves) out += std::to_string(e.part + 1) + ": " + b.text(e) + "\n";
    std::cout << out;
    return 0;
}

}  // namespace grundy_cli
