// docs/subtraction.md: subtraction games, their nim-sequences and certified periods.
#include <sg/games/subtraction.hpp>
#include <sg/grundy.hpp>

#include <bit>
#include <cstdint>
#include <iostream>

int main() {
    // Take 1, 3 or 4 tokens.
    const sg::subtraction_game game{1, 3, 4};
    for (sg::nimber v : sg::subtraction_sequence(game, 13)) std::cout << v << ' ';
    std::cout << '\n';

    // Shortest period and smallest preperiod, certified: G(n) for any 64-bit n in O(1).
    const auto ps = sg::subtraction_period(game);
    if (!ps) return 1;
    std::cout << "preperiod " << ps->preperiod << " period " << ps->period << '\n';
    const std::uint64_t huge = 18446744073709551615u;
    std::cout << "G(2^64-1) = " << (*ps)(huge) << '\n';
    const bool first_wins = ((*ps)(5) ^ (*ps)(9) ^ (*ps)(huge)) != 0;
    std::cout << "heaps {5, 9, 2^64-1}: " << (first_wins ? "first player wins" : "second player wins") << '\n';

    // Take any number except 2 or 3: arithmetic-periodic, G(n + p) = G(n) + s.
    const sg::all_but_subtraction_game all_but{2, 3};
    for (sg::nimber v : sg::subtraction_sequence(all_but, 13)) std::cout << v << ' ';
    std::cout << '\n';
    if (const auto ap = sg::subtraction_period(all_but))
        std::cout << "preperiod " << ap->preperiod << " period " << ap->period << " saltus " << ap->saltus
                  << ", G(10^18) = " << (*ap)(1'000'000'000'000'000'000u) << '\n';

    // Take a power of two (HDU 1847): a predicate set, sequences only.
    const sg::predicate_subtraction_game powers([](std::uint64_t k) { return std::has_single_bit(k); });
    for (sg::nimber v : sg::subtraction_sequence(powers, 13)) std::cout << v << ' ';
    std::cout << '\n';

    // Every family is an impartial game, so the generic solver agrees and finds moves.
    sg::grundy solver{game};
    const auto move = solver.winning_move({5, 9, 6});
    if (move) std::cout << "winning move: heap " << move->component << " -> " << move->to[0] << '\n';
}
