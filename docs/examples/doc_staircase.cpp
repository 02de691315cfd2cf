// docs/staircase.md: staircase Nim (value, every winning move) and chessmen on a row
// (POJ 1704) through its reduction to a staircase.
#include <sg/games/staircase.hpp>

#include <cstdint>
#include <cstdio>
#include <vector>

int main() {
    // stairs[0] is the ground: coins there are out of play.
    const std::vector<std::uint64_t> stairs = {4, 3, 5, 6, 2};
    std::printf("staircase {4, 3, 5, 6, 2}: value %llu (3 ^ 6), %s\n",
                static_cast<unsigned long long>(sg::staircase_nim::value(stairs)),
                sg::staircase_nim::wins(stairs) ? "first player wins" : "first player loses");
    for (const auto& m : sg::staircase_nim::winning_moves(stairs))
        std::printf("  move %llu coins from stair %zu to stair %zu\n",
                    static_cast<unsigned long long>(stairs[m.component] - m.to[0]), m.component, m.component - 1);

    // POJ 1704's samples: chessmen on cells 1, 2, 3 and on 1 5 6 7 9 12 14 17.
    std::printf("{1, 2, 3}: %s\n", sg::coins_on_line::wins({1, 2, 3}) ? "Georgia will win" : "Bob will win");
    const std::vector<std::uint64_t> row = {1, 5, 6, 7, 9, 12, 14, 17};
    std::printf("stairs of {1, 5, 6, 7, 9, 12, 14, 17}:");
    for (std::uint64_t s : sg::coins_on_line::stairs(row)) std::printf(" %llu", static_cast<unsigned long long>(s));
    std::printf("\n%s\n", sg::coins_on_line::wins(row) ? "Georgia will win" : "Bob will win");
    if (const auto m = sg::coins_on_line::winning_move(row))
        std::printf("  move the chessman on %llu to %llu\n", static_cast<unsigned long long>(row[m->component]),
                    static_cast<unsigned long long>(m->to[0]));
}
