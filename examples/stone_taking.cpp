// POJ 1067 (Wythoff's game): each line holds two heap sizes a and b, until the end of
// the input. A move takes any positive number of tokens from one heap, or the same
// positive number from both; whoever cannot move loses. Print 1 if the player to move
// wins, else 0. The problem bounds the heaps by 10^9; any heaps below 2^64 are answered
// exactly.
//
// sg::wythoff_solver answers wins() for one position in O(1), by the P-position test in
// exact integer arithmetic (no floating-point golden ratio).
// Memory budget (docs/problems.md): 16 MiB. Two heaps a line, answered by a formula: no
// table.
#include <sg/games/wythoff.hpp>
#include <sg/io/input.hpp>

#include <cstdint>
#include <cstdio>
#include <string>

int main() {
    try {
        sg::text_input in;  // stdin, read as needed
        sg::wythoff_solver w;
        std::string out;
        while (in.more()) {  // blank lines are skipped
            const std::uint64_t a = in.number_on_line(0, UINT64_MAX, "the heap size a");
            const std::uint64_t b = in.number_on_line(0, UINT64_MAX, "the heap size b");
            in.end_line("expected two heap sizes a b on the line, found more");
            out += w.wins({a, b}) ? "1\n" : "0\n";
        }
        std::fwrite(out.data(), 1, out.size(), stdout);
    } catch (const sg::parse_error& e) {  // "line N: ..."
        std::fprintf(stderr, "stone_taking: %s\n", e.what());
        return 1;
    }
}
