// docs/game.md: what makes a game, checked at compile time, and its move list.
#include <sg/game.hpp>

#include <iostream>
#include <utility>

// Cutting a w x h bar of chocolate along a grid line: a move splits it into two bars.
struct cutting {
    using state = std::pair<int, int>;
    void moves(const state& r, auto&& emit) const {
        for (int i = 1; i < r.first; ++i) emit(state{i, r.second}, state{r.first - i, r.second});
        for (int j = 1; j < r.second; ++j) emit(state{r.first, j}, state{r.first, r.second - j});
    }
};

struct not_a_game {
    int moves;
};

static_assert(sg::impartial_game<cutting>);
static_assert(!sg::impartial_game<not_a_game>);
static_assert(!sg::dense_game<cutting>);

int main() {
    for (const auto& move : sg::list_moves(cutting{}, {3, 2})) {
        const char* sep = "";
        for (const auto& [w, h] : move) {
            std::cout << sep << w << 'x' << h;
            sep = " + ";
        }
        std::cout << '\n';
    }
}
