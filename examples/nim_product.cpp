// Library Checker "Nim Product (64 bit)": the first line holds T (at most 10^6); each of
// the next T lines holds A and B, 0 <= A, B < 2^64. Print the nim product A * B of each
// pair on its own line.
//
// sg::nim_mul multiplies with tables of logarithms in GF(2^16), built on the first call.
// Memory budget (docs/problems.md): 16 MiB: the nimber tables (logarithms and
// powers in GF(2^16), about 0.5 MB), built once, and the answers of the cases read.
#include <sg/io/input.hpp>
#include <sg/nimber.hpp>

#include <charconv>
#include <cstdint>
#include <cstdio>
#include <string>

int main() {
    try {
        sg::text_input in;  // stdin, read as needed
        const std::uint64_t tests = in.number(0, 1'000'000, "the number of test cases T");
        std::string out(static_cast<std::size_t>(tests) * 21, '\0');
        char* p = out.data();
        for (std::uint64_t t = 0; t < tests; ++t) {
            const std::uint64_t a = in.number(0, UINT64_MAX, "A");
            const std::uint64_t b = in.number(0, UINT64_MAX, "B");
            p = std::to_chars(p, p + 20, sg::nim_mul(a, b)).ptr;
            *p++ = '\n';
        }
        if (in.more()) in.fail("unexpected text after the last test case");
        std::fwrite(out.data(), 1, static_cast<std::size_t>(p - out.data()), stdout);
    } catch (const sg::parse_error& e) {  // "line N: ..."
        std::fprintf(stderr, "nim_product: %s\n", e.what());
        return 1;
    }
}
