// POJ 2975 "Nim": several games of Nim. Each case is a line with n (1 <= n <= 1000) and a
// line with the n heap sizes (1 <= k <= 10^9); a line 0 ends the input. Print for each
// case the number of winning first moves (0 if the first player loses); a move is a
// heap and the size it is lowered to, so two equal heaps give two moves.
//
// sg::nim answers count_winning_moves from Bouton's theorem: with x the XOR of the
// sizes, heap h has a winning move iff h ^ x < h. The input must end with the line 0:
// an input that stops without it is taken as cut short and refused.
// Memory budget (docs/problems.md): 16 MiB. At most 1000 heaps a case: no table.
#include <sg/games/nim.hpp>
#include <sg/io/input.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

int main() {
    try {
        sg::text_input in;  // stdin, read as needed; blank lines between cases are skipped
        const sg::nim nim;
        std::string out;
        for (;;) {
            if (!in.more()) in.fail("missing the final line 0 (end of input)");
            const auto n = in.number_on_line<std::size_t>(0, 1000, "the number of heaps n (0 ends the input)");
            in.end_line("expected the number of heaps n alone on the line, found more");
            if (n == 0) break;
            if (!in.more()) in.fail("missing the " + std::to_string(n) + " heap sizes (end of input)");
            const std::vector<std::uint64_t> heaps = in.line_numbers(n, 1, 1'000'000'000, "heap sizes");
            out += std::to_string(nim.count_winning_moves(heaps));
            out += '\n';
        }
        if (in.more()) in.fail("unexpected text after the final line 0");
        std::fwrite(out.data(), 1, out.size(), stdout);
    } catch (const sg::parse_error& e) {  // "line N: ..."
        std::fprintf(stderr, "nim_count: %s\n", e.what());
        return 1;
    }
}
