// HDU 1536 / POJ 2960 "S-Nim": cases until a line 0. Each case is a line "k s1 .. sk"
// (1 <= k <= 100, the amounts of S, 1 .. 10000, in any order), a line m (m <= 100),
// then m lines "l h1 .. hl" (l <= 100 heaps of 0 .. 10000 beans), each a position; a
// move takes s beans from one heap, s in S. Print for each case one line with W (the
// player to move wins) or L for each position, in order, without separators.
//
// Every heap is a subtraction game with set S: its nim-sequence up to 10000 comes from
// sg::subtraction_sequence, and a position wins iff the XOR of its heaps' values is not 0.
// Memory budget (docs/problems.md): 16 MiB. Amounts and heaps of at most 10000: one
// sequence G(0..10000) at a time, 80 KB.
#include <sg/games/subtraction.hpp>
#include <sg/io/input.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

int main() {
    try {
        sg::text_input in;  // stdin, read as needed; blank lines between cases are skipped
        std::string out;
        for (;;) {
            if (!in.more()) in.fail("missing the final line 0 (end of input)");
            const auto k = in.number_on_line<std::size_t>(0, 100, "the size k of S (0 ends the input)");
            if (k == 0) {
                in.end_line("expected 0 alone on the last line, found more");
                break;
            }
            const std::vector<std::uint64_t> amounts = in.line_numbers(k, 1, 10000, "amounts of S");
            if (!in.more()) in.fail("missing the number of positions m (end of input)");
            const auto m = in.number_on_line<std::size_t>(0, 100, "the number of positions m");
            in.end_line("expected the number of positions m alone on the line, found more");
            sg::subtraction_sequence seq{sg::subtraction_game(amounts)};
            seq.extend(10000);
            for (std::size_t i = 0; i < m; ++i) {
                if (!in.more()) in.fail("missing position " + std::to_string(i + 1) + " (end of input)");
                const auto l = in.number_on_line<std::size_t>(0, 100, "the number of heaps l");
                const std::vector<std::uint64_t> heaps = in.line_numbers(l, 0, 10000, "heap sizes");
                out += seq.wins(heaps) ? 'W' : 'L';
            }
            out += '\n';
        }
        if (in.more()) in.fail("unexpected text after the final line 0");
        std::fwrite(out.data(), 1, out.size(), stdout);
    } catch (const sg::parse_error& e) {  // "line N: ..."
        std::fprintf(stderr, "s_nim: %s\n", e.what());
        return 1;
    }
}
