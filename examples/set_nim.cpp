// AcWing 893 "Set-Nim": n heaps; a move takes k tokens from one heap, k in a set S of
// distinct positive amounts. Input: line 1 k; line 2 the k amounts of S; line 3 n;
// line 4 the n heap sizes. Print Yes if the first player wins, else No.
//
// Every heap is a subtraction game with set S, and the heaps add up by XOR. Heaps up to
// 2^20 are looked up in the nim-sequence; larger ones (up to 2^64-1) through the
// certified period of S, in O(1) each.
// Memory budget (docs/problems.md): 256 MiB. At most 10^6 amounts; heaps below 2^20 are
// looked up in G(0..2^20), 8 MiB; the period search examines at most
// sg::period_search_length = 4194304 values, about 16 bytes each (64 MiB).
#include <sg/games/subtraction.hpp>
#include <sg/io/input.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

int main() {
    try {
        sg::text_input in;  // stdin, read as needed; the four lines follow one another
        const auto count = [&in](const char* what) {
            return in.line_numbers<std::size_t>(1, 0, 1'000'000, what)[0];
        };
        const std::size_t k = count("the size k of S");
        const std::size_t amounts_line = in.line();
        const std::vector<std::uint64_t> amounts = in.line_numbers(k, 0, UINT64_MAX, "amounts");
        for (std::uint64_t a : amounts)
            if (a == 0) in.fail_at(amounts_line, "amount 0 is not a move (amounts are positive)");
        const std::size_t n = count("the number of heaps n");
        const std::size_t heap_line = in.line();
        const std::vector<std::uint64_t> heaps = in.line_numbers(n, 0, UINT64_MAX, "heap sizes");
        if (in.more()) in.fail("unexpected text after the heap sizes");  // blank lines may follow

        sg::subtraction_sequence seq{sg::subtraction_game(amounts)};
        const std::uint64_t largest = heaps.empty() ? 0 : *std::max_element(heaps.begin(), heaps.end());
        if (largest >= (std::uint64_t{1} << 20) && !seq.search_period())
            in.fail_at(heap_line, "heap " + std::to_string(largest) +
                                      " is too large: no period of S certified within " +
                                      std::to_string(sg::period_search_length) + " values");
        const sg::nimber x = seq.value(heaps);  // from the sequence, or from the period
        std::puts(x != 0 ? "Yes" : "No");
    } catch (const sg::parse_error& e) {  // "line N: ..."
        std::fprintf(stderr, "set_nim: %s\n", e.what());
        return 1;
    }
}
