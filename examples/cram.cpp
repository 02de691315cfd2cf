// Cram: two players in turn place a domino on two free adjacent cells of a board; the
// player who cannot move loses. Each line of the input is a board "H W" (H rows and W
// columns, 0 <= H, W and H * W <= 64); print the nimber of each empty board, one a
// line, until the end of the input.
//
// sg::search finds a nimber by outcome searches of the board plus a nim heap, which stop
// at the first winning move; the regions a domino cuts the board into are solved
// separately and mirror images share a table entry (docs/search.md). One solver answers
// every line, so later boards reuse what earlier ones found. Boards of up to 36 cells
// take a second at most, 5 x 8 about 2 s; even x even boards are 0 at once.
#include <sg/games/cram.hpp>
#include <sg/io/input.hpp>
#include <sg/search.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>

int main() {
    try {
        sg::text_input in;  // blank lines are skipped
        sg::search<sg::cram> solver(sg::cram{}, std::size_t{256} << 20);  // a table of 256 MiB at most
        while (in.more()) {
            const std::size_t line = in.line();
            const auto h = in.number_on_line<std::uint32_t>(0, 64, "the number of rows H");
            const auto w = in.number_on_line<std::uint32_t>(0, 64, "the number of columns W");
            in.end_line("expected the two numbers H W alone on the line, found more");
            if (std::uint64_t{h} * w > 64)
                sg::text_input::fail_at(line, "a " + std::to_string(h) + "x" + std::to_string(w) +
                                                  " board has more than 64 cells");
            const std::string out = std::to_string(solver.value(sg::cram::board(h, w))) + '\n';
            std::fputs(out.c_str(), stdout);
            std::fflush(stdout);  // each answer as soon as it is found
        }
    } catch (const sg::parse_error& e) {  // "line N: ..."
        std::fprintf(stderr, "cram: %s\n", e.what());
        return 1;
    }
}
