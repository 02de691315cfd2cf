// sg/games/treblecross.hpp: Treblecross, tic-tac-toe on one row (a move puts an X on an
// empty cell; whoever makes three X in a row wins): the outcome, value and every winning
// move of any board, or of several boards played together, through the queries of
// sg/queries.hpp, by the reduction to the take-and-break game 0.11337.
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../error.hpp"
#include "../game.hpp"
#include "../queries.hpp"
#include "../value.hpp"
#include "octal.hpp"

namespace sg {

// Why the reduction holds: if some empty cell completes XXX, the player to move wins
// there. Otherwise an X within distance 2 of another X lets the opponent complete XXX,
// so no one plays there while they can avoid it; the game lives on the runs of cells
// at distance >= 3 from every X, and an X inside a run forbids the two cells on each
// side of it. That is the octal game 0.11337 on each run's length (Winning Ways, ch. 4,
// "Treblecross"; Berlekamp–Conway–Guy). A board of fewer than 3 cells never holds XXX:
// each move fills a cell, a heap of the parity of its empty cells.
//
// Several boards are one game in which whoever makes XXX on any board wins; its value
// is the XOR of the boards' values. A state is a board: a string of '.' and 'X'.
//
//   sg::treblecross t;
//   t.wins(std::string("X.....X"));            // the player to move wins?
//   for (const auto& m : t.winning_moves(std::string("....."))) ... // m.to[0]: the board after X
class treblecross : public queries<treblecross, std::string> {
public:
    using value_type = nimber;

    // Precomputes the run values for boards of up to `cells` cells (more on demand).
    explicit treblecross(std::size_t cells = 200) : seq_("0.11337") { seq_.extend(cells); }

    // The hooks of the query surface for a range of boards. Each board is checked: a
    // character other than '.' and 'X' (naming the cell) or an XXX already there throws
    // sg::error.
    //
    // The value: the XOR of the run values. A position where some board can complete
    // XXX is won at once and has no value (sg::error: ask outcome or wins).
    template <class R>
    [[nodiscard]] nimber position_value(const R& boards) {
        nimber x = 0;
        std::size_t i = 0;
        for (const std::string& b : boards) {
            const board_info info = analyse(b);
            if (!info.immediate.empty())
                throw error("sg::treblecross: board " + std::to_string(i + 1) +
                            " can complete XXX at once: the position is won and has no value");
            x ^= info.value;
            ++i;
        }
        return x;
    }
    template <class R>
    [[nodiscard]] sg::outcome position_outcome(const R& boards) {
        nimber x = 0;
        bool immediate = false;
        for (const std::string& b : boards) {
            const board_info info = analyse(b);
            immediate = immediate || !info.immediate.empty();
            x ^= info.value;
        }
        return immediate || x != 0 ? sg::outcome::win : sg::outcome::lose;
    }
    // Each winning move: the board moved in and that board after its X, boards in
    // order, cells in increasing order. When a board can complete XXX, the winning moves
    // are exactly the cells that complete it (on every board that can).
    template <class R, class F>
    void position_winning_moves(const R& boards, F&& f) {
        std::vector<board_info> infos;
        bool immediate = false;
        nimber total = 0;
        for (const std::string& b : boards) {
            infos.push_back(analyse(b));
            immediate = immediate || !infos.back().immediate.empty();
            total ^= infos.back().value;
        }
        if (!immediate && total == 0) return;
        std::size_t i = 0;
        for (const std::string& b : boards) {
            const board_info& info = infos[i];
            auto offer = [&](std::size_t cell) {
                std::string to = b;
                to[cell] = 'X';
                return static_cast<bool>(f(sg::move<std::string>{i, {std::move(to)}}));
            };
            if (immediate) {
                for (std::size_t c : info.immediate)
                    if (!offer(c)) return;
            } else if (b.size() < 3) {  // every empty cell flips the parity
                if ((total ^ 1) == 0)
                    for (std::size_t c = 0; c < b.size(); ++c)
                        if (b[c] == '.' && !offer(c)) return;
            } else {
                const nimber rest = total ^ info.value;
                for (std::size_t s = 0; s < b.size();) {
                    std::size_t e = s;
                    while (e < b.size() && info.free[e]) ++e;
                    for (std::size_t c = s; c < e; ++c) {  // an X at c forbids c-2 .. c+2 in the run
                        const std::size_t left = c >= s + 2 ? c - 2 - s : 0, right = e >= c + 3 ? e - c - 3 : 0;
                        if ((rest ^ run(e - s) ^ info.value ^ run(left) ^ run(right)) == 0 && !offer(c)) return;
                    }
                    s = e == s ? s + 1 : e;
                }
            }
            ++i;
        }
    }

    // The value of a run of `length` free cells (the game 0.11337).
    [[nodiscard]] nimber run(std::size_t length) { return seq_.value(length); }

private:
    struct board_info {
        std::vector<std::size_t> immediate;  // empty cells that complete XXX
        std::vector<bool> free;              // cells at distance >= 3 from every X
        nimber value = 0;                    // XOR of the runs' values (or the parity)
    };

    board_info analyse(std::string_view board) {
        const std::size_t n = board.size();
        for (std::size_t i = 0; i < n; ++i)
            if (board[i] != '.' && board[i] != 'X')
                throw error("sg::treblecross: cell " + std::to_string(i + 1) + " is '" + std::string(1, board[i]) +
                            "', not '.' or 'X'");
        if (board.find("XXX") != std::string_view::npos) throw error("sg::treblecross: the board already has XXX");
        board_info info;
        if (n < 3) {
            for (char c : board)
                if (c == '.') info.value ^= 1;
            return info;
        }
        auto x = [&](std::size_t i, int d) {  // is cell i + d an X (false outside the board)?
            const auto j = static_cast<long long>(i) + d;
            return j >= 0 && j < static_cast<long long>(n) && board[static_cast<std::size_t>(j)] == 'X';
        };
        for (std::size_t i = 0; i < n; ++i)
            if (board[i] == '.' && ((x(i, -2) && x(i, -1)) || (x(i, -1) && x(i, 1)) || (x(i, 1) && x(i, 2))))
                info.immediate.push_back(i);
        info.free.resize(n);
        for (std::size_t i = 0; i < n; ++i)
            info.free[i] = board[i] == '.' && !x(i, -2) && !x(i, -1) && !x(i, 1) && !x(i, 2);
        for (std::size_t i = 0; i < n;) {
            std::size_t e = i;
            while (e < n && info.free[e]) ++e;
            info.value ^= run(e - i);
            i = e == i ? i + 1 : e;
        }
        return info;
    }

    octal_sequence seq_;
};

}  // namespace sg
