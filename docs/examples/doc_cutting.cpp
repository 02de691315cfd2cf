// docs/cutting.md: the Cutting Game with the POJ 2311 rule and in plain normal play.
#include <sg/games/cutting.hpp>
#include <sg/grundy.hpp>

#include <cstdio>

int main() {
    sg::grundy<sg::cutting_game> g;  // rectangles up to 200 x 200
    for (auto [w, h] : {std::pair{2, 2}, {3, 2}, {4, 2}, {5, 7}})
        std::printf("%d x %d: %s\n", w, h, g.wins({w, h}) ? "WIN" : "LOSE");

    // A sum of sheets, and the cut that wins it.
    const std::vector<sg::cutting_game::state> sheets = {{4, 2}, {5, 7}, {6, 6}};
    if (auto m = g.winning_move(sheets))
        std::printf("cut sheet %zu into %d x %d and %d x %d\n", m->component, m->to[0].first, m->to[0].second,
                    m->to[1].first, m->to[1].second);

    // Plain normal play: G = (w h - 1) mod 2.
    sg::grundy<sg::plain_cutting_game> plain;
    std::printf("plain: G(3 x 5) = %llu, G(4 x 5) = %llu\n", static_cast<unsigned long long>(plain({3, 5})),
                static_cast<unsigned long long>(plain({4, 5})));
}
