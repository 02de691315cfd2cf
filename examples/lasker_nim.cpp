// HDU 3032 "Nim or not Nim?" (Lasker's Nim): first line T (T <= 100); each case is a
// line N (1 <= N <= 10^6) and a line with the N heap sizes (1 <= s <= 2^31 - 1). A move
// takes any positive number of stones from one heap, or splits one heap into two
// nonempty heaps. Alice moves first; print Alice if she wins, else Bob.
//
// The nim-sequence of Lasker's Nim is arithmetic-periodic: sg::heap_sequence computes
// its first values and certifies G(n + p) = G(n) + s from them (the theorem of
// docs/split.md); every heap, however large, is then answered from that certificate.
// Memory budget (docs/problems.md): 16 MiB. The period is certified from the same first
// values for every input (a few KB, memory_used()); at most 10^6 heaps a case, 8 bytes
// each.
#include <sg/games/split.hpp>
#include <sg/io/input.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

int main() {
    try {
        sg::text_input in;  // stdin, read as needed; blank lines between cases are skipped
        sg::heap_sequence seq{sg::take_or_split_game{}};  // K = {0}: Lasker's Nim
        if (!seq.search_period()) in.fail("no arithmetic period of Lasker's Nim certified");
        if (!in.more()) in.fail("missing the number of cases T");
        const auto t = in.line_numbers<std::size_t>(1, 0, 100, "the number of cases T")[0];
        std::string out;
        for (std::size_t c = 0; c < t; ++c) {
            if (!in.more()) in.fail("missing case " + std::to_string(c + 1) + " of " + std::to_string(t) + " (end of input)");
            const auto n = in.line_numbers<std::size_t>(1, 1, 1'000'000, "the number of heaps N")[0];
            if (!in.more()) in.fail("missing the " + std::to_string(n) + " heap sizes (end of input)");
            const std::vector<std::uint64_t> heaps = in.line_numbers(n, 1, 2147483647, "heap sizes");
            out += seq.wins(heaps) ? "Alice\n" : "Bob\n";
        }
        if (in.more()) in.fail("unexpected text after the last case");
        std::fwrite(out.data(), 1, out.size(), stdout);
    } catch (const sg::parse_error& e) {  // "line N: ..."
        std::fprintf(stderr, "lasker_nim: %s\n", e.what());
        return 1;
    }
}
