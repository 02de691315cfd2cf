// HDU 1848 "Fibonacci again and again": lines "m n p" (three heaps, 1 <= each <= 1000)
// until a line "0 0 0". A move takes a Fibonacci number of stones (1, 2, 3, 5, 8, ...)
// from one heap. Print Fibo if the first player wins, else Nacci.
//
// Every heap is the subtraction game whose set S is the Fibonacci numbers up to 1000;
// sg::subtraction_sequence gives its values, and a line wins iff their XOR is not 0.
// Memory budget (docs/problems.md): 16 MiB. Heaps of at most 1000: G(0..1000), 8 KB.
#include <sg/games/subtraction.hpp>
#include <sg/io/input.hpp>

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

int main() {
    try {
        sg::text_input in;  // stdin, read as needed; blank lines are skipped
        std::vector<std::uint64_t> fib{1, 2};
        while (fib.back() + fib[fib.size() - 2] <= 1000) fib.push_back(fib.back() + fib[fib.size() - 2]);
        sg::subtraction_sequence seq{sg::subtraction_game(fib)};
        seq.extend(1000);
        std::string out;
        for (;;) {
            if (!in.more()) in.fail("missing the final line 0 0 0 (end of input)");
            const std::size_t line = in.line();
            const std::vector<std::uint64_t> heaps = in.line_numbers(3, 0, 1000, "heap sizes m n p");
            if (heaps[0] == 0 && heaps[1] == 0 && heaps[2] == 0) break;
            for (std::uint64_t h : heaps)
                if (h == 0) in.fail_at(line, "heap size 0 (heaps hold 1 to 1000 stones; 0 0 0 ends the input)");
            out += seq.wins(heaps) ? "Fibo\n" : "Nacci\n";
        }
        if (in.more()) in.fail("unexpected text after the final line 0 0 0");
        std::fwrite(out.data(), 1, out.size(), stdout);
    } catch (const sg::parse_error& e) {  // "line N: ..."
        std::fprintf(stderr, "fibonacci_again: %s\n", e.what());
        return 1;
    }
}
