// POJ 1704 "Georgia and Bob": the first line holds T (T <= 20); each case is a line N
// (N <= 1000), then N distinct positions (1 .. 10000, in any order) of chessmen on a
// row of cells numbered from 1. A move shifts one chessman left by at least one cell,
// without passing or landing on another and without leaving the row; who cannot move
// loses. Georgia moves first: print "Georgia will win" or "Bob will win".
//
// sg::coins_on_line reduces the row to staircase Nim (the gaps between neighbours are
// the stairs) and decides it by the XOR of the odd stairs.
// Memory budget (docs/problems.md): 16 MiB. At most 1000 chessmen a test, read one test
// at a time: no table.
#include <sg/games/staircase.hpp>
#include <sg/io/input.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

int main() {
    try {
        sg::text_input in;  // stdin, read as needed
        const std::uint64_t tests = in.number(1, 20, "the number of tests T");
        std::vector<std::uint64_t> cells;
        std::string out;
        for (std::uint64_t t = 0; t < tests; ++t) {
            cells.resize(in.number<std::size_t>(1, 1000, "the number of chessmen N"));
            std::size_t first_line = 0;
            for (std::size_t i = 0; i < cells.size(); ++i) {
                cells[i] = in.number(1, 10000, "a chessman's position");
                if (i == 0) first_line = in.line();
            }
            std::vector<std::uint64_t> sorted = cells;
            std::sort(sorted.begin(), sorted.end());
            if (const auto same = std::adjacent_find(sorted.begin(), sorted.end()); same != sorted.end())
                sg::text_input::fail_at(first_line, "two chessmen at position " + std::to_string(*same));
            out += sg::coins_on_line::wins(cells) ? "Georgia will win\n" : "Bob will win\n";
        }
        if (in.more()) in.fail("unexpected text after the last test");
        std::fwrite(out.data(), 1, out.size(), stdout);
    } catch (const sg::parse_error& e) {  // "line N: ..."
        std::fprintf(stderr, "georgia_and_bob: %s\n", e.what());
        return 1;
    }
}
