// UVA 10561 "Treblecross": a row of cells, some marked X. A move puts an X on an empty
// cell; who makes three X in a row wins. Input: a line with N, then N boards of '.' and
// 'X', 3 to 200 cells, never with XXX. For each board print WINNING or LOSING, then all
// winning first moves (1-based cells, increasing, single spaces; an empty line after
// LOSING).
//
// sg::treblecross reduces a board to the take-and-break game 0.11337 on its runs of
// free cells (see docs/treblecross.md); boards that allow XXX at once are won there. A
// winning move is the board after its X: the cell printed is where the two differ.
// Memory budget (docs/problems.md): 16 MiB. Boards of at most 200 cells: the values of
// runs up to 200 (1.6 KB); each board is answered as it is read, the answers kept for
// the end (about as long as the input).
#include <sg/games/treblecross.hpp>
#include <sg/io/input.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <string>
#include <string_view>

int main() {
    try {
        sg::text_input in;
        const std::size_t boards = in.number_on_line<std::size_t>(0, 1'000'000, "the number of boards");
        in.end_line("expected only the number of boards on the first line");
        sg::treblecross game(200);
        std::string out;
        for (std::size_t k = 0; k < boards; ++k) {
            const std::string what = "board " + std::to_string(k + 1) + " of " + std::to_string(boards);
            const std::string_view b = in.word(what);
            if (b.size() < 3 || b.size() > 200) in.fail("a board has 3 to 200 cells, this one " + std::to_string(b.size()));
            for (std::size_t i = 0; i < b.size(); ++i)
                if (b[i] != '.' && b[i] != 'X')
                    in.fail("cell " + std::to_string(i + 1) + " is '" + std::string(1, b[i]) + "', not '.' or 'X'");
            if (b.find("XXX") != std::string_view::npos) in.fail("the board already has XXX");
            in.end_line("a board is one word of '.' and 'X'");
            const std::string board(b);
            out += game.wins(board) ? "WINNING\n" : "LOSING\n";
            bool first = true;
            for (const auto& m : game.winning_moves(board)) {  // cells in increasing order
                const auto cell = std::mismatch(board.begin(), board.end(), m.to[0].begin()).first - board.begin();
                if (!first) out += ' ';
                out += std::to_string(cell + 1);
                first = false;
            }
            out += '\n';
        }
        if (in.more()) in.fail("more boards than the " + std::to_string(boards) + " announced");
        std::fwrite(out.data(), 1, out.size(), stdout);
    } catch (const sg::parse_error& e) {
        std::fprintf(stderr, "treble_cross: %s\n", e.what());
        return 1;
    }
}
