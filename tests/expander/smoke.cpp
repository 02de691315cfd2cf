// Smoke test of the single header: this file and smoke-other.cpp both include only
// sg_all.hpp (twice here) and link into one program.
#include "sg_all.hpp"
#include "sg_all.hpp"

#include <cstdio>
#include <vector>

sg::nimber grundy_game_value(int n);  // smoke-other.cpp

namespace {
// Take 1..k tokens from a heap: G(n) = n mod (k+1) (Bouton-style Bash game).
struct take_up_to {
    using state = int;
    int k = 3;
    void moves(int n, auto&& emit) const {
        for (int t = 1; t <= k && t <= n; ++t) emit(n - t);
    }
};
}  // namespace

int main() {
    int bad = 0;
    sg::grundy<take_up_to> g{take_up_to{3}};
    for (int n = 0; n < 100; ++n) bad += g(n) != static_cast<sg::nimber>(n % 4);
    const std::vector<int> sum{5, 6, 7};
    const auto move = g.winning_move(sum);  // 1 ^ 2 ^ 3 = 0: no winning move
    bad += move.has_value() || g.wins(sum);
    // 1 ^ 2 ^ 1 = 2: 5 -> 3 (value 1 up to 3) comes first, then 6 -> 4 and 9 -> 7.
    const auto win = g.winning_move({5, 6, 9});
    bad += !win || win->component != 0 || win->to != std::vector<int>{3};
    bad += g.count_winning_moves({5, 6, 9}) != 3;
    // Grundy's game (split a heap into two unequal heaps), OEIS A002188.
    const sg::nimber a002188[] = {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0};
    for (int n = 0; n < 21; ++n) bad += grundy_game_value(n) != a002188[n];
    if (bad != 0) {
        std::printf("sg_all.hpp: %d checks failed\n", bad);
        return 1;
    }
    std::printf("sg_all.hpp: ok\n");
}
