// POJ 2311 "Cutting Game": a w x h sheet of grid paper; a move cuts one piece along a
// grid line into two; who first cuts out a 1 x 1 piece wins. Input: lines "w h" (2 <= w,
// h <= 200) until the end of input. Print WIN if the first player wins, else LOSE.
//
// Cutting a strip of width 1 hands the opponent a 1 x 1 cut, so both players keep every
// side >= 2 while they can; sg::cutting_game is that normal-play game (see
// docs/cutting.md). Sides of 1 are answered too: 1 x k (k >= 2) wins at once, 1 x 1
// cannot be cut.
// Memory budget (docs/problems.md): 64 MiB. Sides of at most 200 keep the solver's flat
// table at 0.3 MiB (8 bytes a rectangle up to 200 x 200, measured by memory_used()).
#include <sg/games/cutting.hpp>
#include <sg/grundy.hpp>
#include <sg/io/input.hpp>

#include <cstdio>
#include <string>

int main() {
    try {
        sg::text_input in;
        sg::grundy<sg::cutting_game> g;  // every rectangle up to 200 x 200, a flat table
        std::string out;
        while (in.more()) {
            const auto w = in.number_on_line<int>(1, 200, "the side w");
            const auto h = in.number_on_line<int>(1, 200, "the side h");
            in.end_line("expected two sides w h on the line, found more");
            const bool win = sg::cutting_game::immediate_win(w, h) || (w >= 2 && h >= 2 && g.wins({w, h}));
            out += win ? "WIN\n" : "LOSE\n";
        }
        std::fwrite(out.data(), 1, out.size(), stdout);
    } catch (const sg::parse_error& e) {
        std::fprintf(stderr, "cutting_game: %s\n", e.what());
        return 1;
    }
}
