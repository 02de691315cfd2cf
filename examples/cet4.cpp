// HDU 1847 "Good Luck in CET-4 Everybody!": a heap of n cards; Kiki and Cici take
// turns, Kiki first, each taking 2^k cards (1, 2, 4, 8, ...); whoever takes the last
// card wins. Input: lines each holding one n (1 <= n <= 1000) until the end of input.
// Print Kiki if the first player wins, else Cici, one line per input line.
//
// The set of amounts, the powers of two, is infinite: a predicate_subtraction_game,
// whose nim-sequence is computed once up to the largest n read.
// Memory budget (docs/problems.md): 16 MiB. n of at most 10^7: G(0..n) in one byte a
// value, 10 MB at most, and the 24 powers of two up to n.
#include <sg/games/subtraction.hpp>
#include <sg/io/input.hpp>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

constexpr std::uint64_t max_n = 10'000'000;  // far above the problem's 1000

int main() {
    // One n per line; blank lines (a trailing newline, say) are skipped.
    std::vector<std::uint64_t> ns;
    try {
        sg::text_input in;  // stdin, read as needed
        while (in.more()) {
            ns.push_back(in.number_on_line(0, max_n, "the number of cards n"));
            in.end_line("expected one number n alone on the line, found more");
        }
    } catch (const sg::parse_error& e) {  // "line N: ..."
        std::fprintf(stderr, "cet4: %s\n", e.what());
        return 1;
    }

    const sg::predicate_subtraction_game cards([](std::uint64_t k) { return std::has_single_bit(k); });
    const std::uint64_t largest = ns.empty() ? 0 : *std::max_element(ns.begin(), ns.end());
    sg::subtraction_sequence<decltype(cards), std::uint8_t> g(cards);  // one byte a value
    g.extend(largest);

    std::string out;
    out.reserve(ns.size() * 5);
    for (std::uint64_t n : ns) out += g.wins(n) ? "Kiki\n" : "Cici\n";
    std::fwrite(out.data(), 1, out.size(), stdout);
}
