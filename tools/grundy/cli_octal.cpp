// The `octal` family of the grundy explorer: take-and-break games by their octal or
// hexadecimal code (0.07, 0.137, 4.7, 0.3F, Grundy's game 4!.), computed with
// sg::octal_sequence and certified with the periodicity theorem (codes without the
// modifiers ! and ?). See docs/octal.md.
#include "cli.hpp"

#include <sg/error.hpp>
#include <sg/games/octal.hpp>
#include <sg/threads.hpp>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>

namespace grundy_cli {
namespace {

using u64 = std::uint64_t;

// Largest N for --upto (Grundy's game to 2^28: 9 min, 1.05 GB peak).
constexpr u64 max_upto = u64{1} << 28;
// Values examined by --period without --max, and by --value before giving up.
constexpr u64 search_length = u64{1} << 22;

// One sequence per run, shared by the questions about the same code (a plot after
// --period reads the values the search computed).
sg::octal_sequence& sequence(std::string_view spec) {
    static std::optional<sg::octal_sequence> seq;
    sg::octal_code code(spec);
    if (!seq || !(seq->code() == code)) seq.emplace(std::move(code));
    seq->set_memory_limit(memory_budget_bytes());  // --memory
    static sg::thread_team team(requested_threads());  // --threads
    seq->set_team(team.size() > 1 ? &team : nullptr);
    return *seq;
}

auto reporter(progress& prog, u64 total) {
    return [&prog, total](u64 done) { prog.at(done, total); };
}

sg::nimber_array upto(std::string_view spec, u64 n, progress& prog) {
    sg::octal_sequence& seq = sequence(spec);
    if (n > max_upto)
        throw usage_error("--upto " + std::to_string(n) + ": N is at most " + std::to_string(max_upto));
    // Computed while no period is certified, read from the certificate after.
    auto out = seq.prefix(n, reporter(prog, n + 1));
    prog.done(n + 1);
    return out;
}

period_answer period(std::string_view spec, u64 max_len, progress& prog) {
    sg::octal_sequence& seq = sequence(spec);
    if (seq.code().constrained())
        throw sg::error("octal: " + seq.code().str() +
                        " has a modifier (! or ?): no periodicity theorem covers it, so no period is certified "
                        "(--upto and --value compute values)");
    const u64 len = max_len == 0 ? search_length : max_len;
    period_answer ans;
    try {
        ans.periodic = seq.search_period(len, reporter(prog, len));
    } catch (const time_limit_reached&) {  // --time-limit: what the values computed prove
        ans.periodic = seq.certified_period();
        ans.stopped = !ans.periodic;
    }
    ans.examined = seq.size();
    if (ans.periodic)
        ans.certificate_end = seq.code().period_check_end(ans.periodic->preperiod, ans.periodic->period) +
                              ans.periodic->period;
    prog.done(seq.size());
    return ans;
}

sg::nimber value(std::string_view spec, u64 n, progress& prog) {
    sg::octal_sequence& seq = sequence(spec);
    // A code with a modifier has no periodicity theorem: its values are computed, as far
    // as --upto computes them, and beyond that there is nothing to try.
    const u64 reach = seq.code().constrained() ? max_upto + 1 : search_length;
    if (n >= reach && seq.code().constrained())
        throw sg::error("octal: G(" + std::to_string(n) + ") of " + seq.code().str() +
                        " is beyond the " + std::to_string(reach) +
                        " values --value computes, and a code with a modifier (! or ?) has no periodicity theorem");
    const auto v = seq.value_within(n, reach, reporter(prog, n < reach ? n + 1 : reach));
    prog.done(seq.size());
    if (!v)
        throw sg::error("octal: G(" + std::to_string(n) + ") of " + seq.code().str() +
                        " is not certified: no period within " + std::to_string(seq.size()) +
                        " values (grundy octal CODE --period --max L looks further)");
    return *v;
}

// The parity mask with the fewest rare values among G(0) .. G(n) (with a certified period:
// among the values computed, which hold a whole period), over at least rare_mask_floor
// values so that short sequences are split too.
constexpr u64 rare_mask_floor = 1025;
u64 rare_mask(std::string_view spec, u64 n, progress& prog) {
    sg::octal_sequence& seq = sequence(spec);
    const u64 last = std::max(seq.certificate() ? std::min(n, seq.size() - 1) : n, rare_mask_floor - 1);
    seq.extend(last, reporter(prog, last + 1));
    return seq.mask();
}

SG_GRUNDY_FAMILY((family{
    .name = "octal",
    .memory_budget = true,
    .threads = true,
    .help = "    SPEC: a take-and-break code d0.d1d2...: digit d_k says what taking k tokens from a\n"
            "          heap may leave: +1 nothing, +2 one heap, +4 two heaps, +8 three (hex digits);\n"
            "          a digit with a split may end in ! (heaps pairwise unequal) or ? (not all equal);\n"
            "          0.77 Kayles, 0.137 Dawson's chess, 0.6 Officers, 4.7, 0.3F, 4!. Grundy's game\n"
            "    e.g.  grundy octal 0.137 --period    ->  preperiod 52 period 34\n",
    .upto = upto,
    .period = period,
    .value = value,
    .rare_mask = rare_mask,
}));

}  // namespace
}  // namespace grundy_cli
