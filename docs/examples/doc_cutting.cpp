// docs/cutting.md: the Cutting Game with the POJ 2311 rule and in plain normal play.
#include <sg/games/cutting.hpp>
#include <sg/grundy.hpp>

#include <cstdio>
#include <vector>

int main() {
    sg::grundy<sg::cutting_game> g;  // rectangles up to 200 x 200
    for (auto [w, h] : {std::pair{2, 2}, {3, 2}, {4, 2}, {5, 7}})
        std::printf("%d x %d: %s\n", w, h, g.wins({w, h}) ? "WIN" : "LOSE");

    // A sum of sheets, and the cut that wins it.
    const std::vector<sg::cutting_game::state> sheets = {{4, 2}, {5, 7}, {6, 6}};
    if (auto m = g.winning_move(sheets))
        std::printf("cut sheet %zu into %d x %d and %d x %d\n", m->component, m->to[0].first, m->to[0].second,
                    m->to[1].first, m->to[1].second);

    // A piece with a side 1 is not a state: 1 x 5 wins at once under the POJ rule.
    std::printf("1 x 5: immediate win %s\n", sg::cutting_game::immediate_win(1, 5) ? "yes" : "no");
    try {
        (void)g.wins({1, 5});
    } catch (const sg::error& e) {
        std::printf("%s\n", e.what());
    }

    // Plain normal play: G = (w h - 1) mod 2.
    sg::grundy<sg::plain_cutting_game> plain;
    std::printf("plain: G(3 x 5) = %llu, G(4 x 5) = %llu\n", static_cast<unsigned long long>(plain({3, 5})),
                static_cast<unsigned long long>(plain({4, 5})));
}
