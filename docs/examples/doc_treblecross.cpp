// docs/treblecross.md: outcome and winning first moves of Treblecross boards.
#include <sg/games/treblecross.hpp>

#include <algorithm>
#include <iostream>
#include <string>

int main() {
    sg::treblecross game;
    for (const std::string board : {"...", "X.....X..X.............X....X..X", ".....", "X.X.....", "........"}) {
        std::cout << board << ": " << (game.wins(board) ? "win" : "lose");
        for (const auto& m : game.winning_moves(board))  // the board after each winning X
            std::cout << ' ' << std::mismatch(board.begin(), board.end(), m.to[0].begin()).first - board.begin();
        std::cout << '\n';
    }
    std::cout << "runs of 0..15 free cells:";
    for (std::size_t n = 0; n < 16; ++n) std::cout << ' ' << game.run(n);
    std::cout << '\n';

    // Two boards played together: whoever makes XXX on either wins.
    const std::string a = ".....", b = "........";
    std::cout << a << " + " << b << ": value " << game.value({a, b}) << ", "
              << (game.wins({a, b}) ? "win" : "lose") << ", " << game.count_winning_moves({a, b})
              << " winning moves\n";
    for (const auto& m : game.winning_moves({a, b})) std::cout << "  board " << m.component << " -> " << m.to[0] << '\n';
}
