// docs/subtraction.md: subtraction games, their nim-sequences, certified periods and sums.
#include <sg/games/subtraction.hpp>
#include <sg/games/subtraction_segments.hpp>
#include <sg/grundy.hpp>

#include <bit>
#include <cstdint>
#include <iostream>

int main() {
    // Take 1, 3 or 4 tokens.
    sg::subtraction_sequence seq(sg::subtraction_game{1, 3, 4});
    seq.extend(13);
    for (sg::nimber v : seq.values()) std::cout << v << ' ';
    std::cout << '\n';

    // Shortest period and smallest preperiod, certified: G(n) for any 64-bit n in O(1).
    const auto ps = seq.search_period();
    if (!ps) return 1;
    std::cout << "preperiod " << ps->preperiod << " period " << ps->period << '\n';
    const std::uint64_t huge = 18446744073709551615u;
    std::cout << "G(2^64-1) = " << seq.value(huge) << '\n';
    std::cout << "heaps {5, 9, 2^64-1}: " << (seq.wins({5, 9, huge}) ? "first player wins" : "second player wins")
              << '\n';

    // The sequence answers sums of heaps: every winning move of 5 + 9 + 6.
    std::cout << "5 + 9 + 6: " << seq.count_winning_moves({5, 9, 6}) << " winning moves:";
    for (const auto& m : seq.winning_moves({5, 9, 6})) std::cout << " heap " << m.component << " -> " << m.to[0] << ';';
    std::cout << '\n';

    // Take any number except 2 or 3: arithmetic-periodic, G(n + p) = G(n) + s.
    sg::subtraction_sequence all_but(sg::all_but_subtraction_game{2, 3});
    all_but.extend(13);
    for (sg::nimber v : all_but.values()) std::cout << v << ' ';
    std::cout << '\n';
    if (const auto ap = all_but.search_period())
        std::cout << "preperiod " << ap->preperiod << " period " << ap->period << " saltus " << ap->saltus
                  << ", G(10^18) = " << (*ap)(1'000'000'000'000'000'000u) << '\n';
    // A winning move from a huge heap, found through the period.
    if (const auto m = all_but.winning_move({1'000'000'000'000'000'000u, 7}))
        std::cout << "10^18 + 7: heap " << m->component << " -> " << m->to[0] << '\n';

    // A huge amount (Codeforces 1194D, 1-2-K Game): runs of periodic segments, in
    // microseconds. 3 divides k, so the period is k + 1, too long to list: two runs.
    sg::subtraction_segments cf(sg::subtraction_game{1, 2, 999'999'999'999'999'999u});
    if (const auto cp = cf.search_period())
        std::cout << "{1, 2, 10^18 - 1}: preperiod " << cp->preperiod << " period " << cp->period << ", "
                  << cp->runs.runs.size() << " runs\n";
    const std::uint64_t far = 1'000'000'000'000'012'345u;
    std::cout << "heap 10^18 + 12345: G = " << cf.value(far) << ", "
              << (cf.wins(far) ? "first player wins" : "second player wins") << '\n';

    // Take a power of two (HDU 1847): a predicate set, values only.
    const sg::predicate_subtraction_game cards([](std::uint64_t k) { return std::has_single_bit(k); });
    sg::subtraction_sequence powers(cards);
    powers.extend(13);
    for (sg::nimber v : powers.values()) std::cout << v << ' ';
    std::cout << '\n';

    // Every family is an impartial game, so the generic solver agrees.
    sg::grundy solver{seq.game()};
    const auto move = solver.winning_move({5, 9, 6});
    if (move) std::cout << "sg::grundy: heap " << move->component << " -> " << move->to[0] << '\n';
}
