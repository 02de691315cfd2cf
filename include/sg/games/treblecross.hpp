// sg/games/treblecross.hpp: Treblecross, tic-tac-toe on one row (a move puts an X on an
// empty cell; whoever makes three X in a row wins): the outcome and every winning first
// move of any board, by its reduction to the take-and-break game 0.11337.
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "../error.hpp"
#include "../value.hpp"
#include "octal.hpp"

namespace sg {

// Why the reduction holds: if some empty cell completes XXX, the player to move wins
// there. Otherwise an X within distance 2 of another X lets the opponent complete XXX,
// so no one plays there while they can avoid it; the game lives on the runs of cells
// at distance >= 3 from every X, and an X inside a run forbids the two cells on each
// side of it. That is the octal game 0.11337 on each run's length (Winning Ways, ch. 4,
// "Treblecross"; Berlekamp–Conway–Guy).
class treblecross {
public:
    struct answer {
        bool winning = false;             // the player to move wins
        std::vector<std::size_t> moves;  // every winning first move, 0-based cells, increasing
    };

    // Precomputes the run values for boards of up to `cells` cells (more on demand).
    explicit treblecross(std::size_t cells = 200) : seq_("0.11337") { seq_.extend(cells); }

    // A board of '.' (empty) and 'X'. Throws sg::error for any other character (naming
    // the cell) and for a board that has XXX already (the game is over).
    [[nodiscard]] answer solve(std::string_view board) {
        const std::size_t n = board.size();
        for (std::size_t i = 0; i < n; ++i)
            if (board[i] != '.' && board[i] != 'X')
                throw error("sg::treblecross: cell " + std::to_string(i + 1) + " is '" + std::string(1, board[i]) +
                            "', not '.' or 'X'");
        if (board.find("XXX") != std::string_view::npos)
            throw error("sg::treblecross: the board already has XXX");
        auto x = [&](std::size_t i, int d) {  // is cell i + d an X (false outside the board)?
            const auto j = static_cast<long long>(i) + d;
            return j >= 0 && j < static_cast<long long>(n) && board[static_cast<std::size_t>(j)] == 'X';
        };
        answer a;
        for (std::size_t i = 0; i < n; ++i)
            if (board[i] == '.' && ((x(i, -2) && x(i, -1)) || (x(i, -1) && x(i, 1)) || (x(i, 1) && x(i, 2))))
                a.moves.push_back(i);
        if (!a.moves.empty()) {
            a.winning = true;
            return a;
        }
        std::vector<bool> free(n);
        for (std::size_t i = 0; i < n; ++i)
            free[i] = board[i] == '.' && !x(i, -2) && !x(i, -1) && !x(i, 1) && !x(i, 2);
        sg::nimber total = 0;
        for (std::size_t i = 0; i < n;) {
            std::size_t e = i;
            while (e < n && free[e]) ++e;
            total ^= run(e - i);
            i = e == i ? i + 1 : e;
        }
        a.winning = total != 0;
        for (std::size_t s = 0; s < n && a.winning;) {
            std::size_t e = s;
            while (e < n && free[e]) ++e;
            for (std::size_t i = s; i < e; ++i) {  // an X at i forbids i-2 .. i+2 in the run
                const std::size_t left = i >= s + 2 ? i - 2 - s : 0, right = e >= i + 3 ? e - i - 3 : 0;
                if ((total ^ run(e - s) ^ run(left) ^ run(right)) == 0) a.moves.push_back(i);
            }
            s = e == s ? s + 1 : e;
        }
        return a;
    }

    [[nodiscard]] bool wins(std::string_view board) { return solve(board).winning; }

    // The value of a run of `length` free cells (the game 0.11337).
    [[nodiscard]] nimber run(std::size_t length) { return seq_.value(length); }

private:
    octal_sequence seq_;
};

}  // namespace sg
