// POJ 3480 "John" (misère Nim): the first line holds T; each test is a line with N,
// then a line with N heap sizes. Players alternately take any positive number of
// tokens from one heap; whoever takes the last token loses. John moves first: print
// "John" if he wins, else "Brother".
//
// sg::misere_nim applies Bouton's misère rule in O(N).
// Memory budget (docs/problems.md): 16 MiB. At most 10^6 heaps a test, 8 bytes each, read
// one test at a time: no table.
#include <sg/io/input.hpp>
#include <sg/misere.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

int main() {
    try {
        sg::text_input in;  // stdin, read as needed
        const std::uint64_t tests = in.number(1, 1'000'000, "the number of tests T");
        std::vector<sg::nimber> heaps;
        std::string out;
        for (std::uint64_t t = 0; t < tests; ++t) {
            heaps.resize(in.number<std::size_t>(1, 1'000'000, "the number of heaps N"));
            for (sg::nimber& h : heaps) h = in.number(0, UINT64_MAX, "a heap size");
            out += sg::misere_nim(heaps) == sg::outcome::win ? "John\n" : "Brother\n";
        }
        if (in.more()) in.fail("unexpected text after the last test");
        std::fwrite(out.data(), 1, out.size(), stdout);
    } catch (const sg::parse_error& e) {  // "line N: ..."
        std::fprintf(stderr, "john: %s\n", e.what());
        return 1;
    }
}
