// docs/input.md: reading a contest input with sg::text_input, and its error messages.
#include <sg/io/input.hpp>

#include <cstddef>
#include <cstdint>
#include <iostream>
#include <string>
#include <vector>

// "T, then T lines each holding N and N heap sizes": prints the XOR of each line.
void solve(const std::string& text) {
    try {
        sg::text_input in(text);  // sg::text_input in; reads stdin
        const std::uint64_t tests = in.number_on_line(1, 1000, "the number of tests T");
        in.end_line("expected T alone on the first line");
        for (std::uint64_t t = 0; t < tests; ++t) {
            const std::uint64_t n = in.number_on_line(1, 100, "the number of heaps N");
            std::uint64_t x = 0;
            for (std::uint64_t i = 0; i < n; ++i) x ^= in.number_on_line(0, UINT64_MAX, "a heap size");
            in.end_line("more heap sizes than N on the line");
            std::cout << "XOR " << x << '\n';
        }
        if (in.more()) in.fail("unexpected text after the last test");
    } catch (const sg::parse_error& e) {
        std::cout << "error: " << e.what() << '\n';
    }
}

int main() {
    solve("2\n3 1 2 3\r\n2 5 18446744073709551615\n");  // CRLF works too
    solve("2\n3 1 2 3\n2 5\n");
    solve("2\n3 1 2 3\n2 5 x7\n");
    solve("2\n3 1 2 3\n\n2 5 7\n");  // a blank line where a test belongs
    solve("1\n1 18446744073709551616\n");
    solve("1\n2 1 2 3\n");

    // Line-structured formats: a line that must hold exactly k numbers.
    sg::text_input in(std::string("3\n2 5 7\n"));
    const std::size_t k = in.line_numbers<std::size_t>(1, 0, 100, "the size k")[0];
    const std::vector<std::uint64_t> amounts = in.line_numbers(k, 1, 1000, "amounts");
    std::cout << "k = " << k << ", last amount " << amounts.back() << ", now on line " << in.line() << '\n';
    try {
        (void)sg::text_input(std::string("2 5\n")).line_numbers(3, 0, 9, "amounts");
    } catch (const sg::parse_error& e) {
        std::cout << "error: " << e.what() << '\n';
    }
}
