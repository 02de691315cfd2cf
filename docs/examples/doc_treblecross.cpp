// docs/treblecross.md: outcome and winning first moves of Treblecross boards.
#include <sg/games/treblecross.hpp>

#include <iostream>

int main() {
    sg::treblecross game;
    for (const char* board : {"...", "X.....X..X.............X....X..X", ".....", "X.X.....", "........"}) {
        const auto a = game.solve(board);
        std::cout << board << ": " << (a.winning ? "win" : "lose");
        for (std::size_t m : a.moves) std::cout << ' ' << m;
        std::cout << '\n';
    }
    std::cout << "runs of 0..15 free cells:";
    for (std::size_t n = 0; n < 16; ++n) std::cout << ' ' << game.run(n);
    std::cout << '\n';
}
