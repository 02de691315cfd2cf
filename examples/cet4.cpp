// HDU 1847 "Good Luck in CET-4 Everybody!": a heap of n cards; Kiki and Cici take
// turns, Kiki first, each taking 2^k cards (1, 2, 4, 8, ...); whoever takes the last
// card wins. Input: lines each holding one n (1 <= n <= 1000) until the end of input.
// Print Kiki if the first player wins, else Cici, one line per input line.
//
// The set of amounts, the powers of two, is infinite: a predicate_subtraction_game,
// whose nim-sequence is computed once up to the largest n read.
#include <sg/games/subtraction.hpp>

#include <algorithm>
#include <bit>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

constexpr std::uint64_t max_n = 10'000'000;  // far above the problem's 1000

[[noreturn]] void fail(std::size_t line, const std::string& what) {
    std::fprintf(stderr, "cet4: line %zu: %s\n", line, what.c_str());
    std::exit(1);
}

bool blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

}  // namespace

int main() {
    std::string text;
    char buf[1 << 16];
    for (std::size_t got; (got = std::fread(buf, 1, sizeof buf, stdin)) > 0;) text.append(buf, got);

    // One n per line; blank lines (a trailing newline, say) are skipped.
    std::vector<std::uint64_t> ns;
    std::size_t line = 0;
    for (std::size_t pos = 0; pos < text.size();) {
        ++line;
        const std::size_t eol = std::min(text.find('\n', pos), text.size());
        std::size_t i = pos;
        while (i < eol && blank(text[i])) ++i;
        std::size_t j = eol;
        while (j > i && blank(text[j - 1])) --j;
        pos = eol + 1;
        if (i == j) continue;
        std::uint64_t n = 0;
        const auto [p, ec] = std::from_chars(text.data() + i, text.data() + j, n);
        const std::string token(text, i, j - i);
        if (p != text.data() + j || ec == std::errc::invalid_argument)
            fail(line, "expected one whole number n, got '" + token + "'");
        if (ec == std::errc::result_out_of_range || n > max_n)
            fail(line, "n = " + token + " is above " + std::to_string(max_n));
        ns.push_back(n);
    }

    const sg::predicate_subtraction_game cards([](std::uint64_t k) { return std::has_single_bit(k); });
    const std::uint64_t largest = ns.empty() ? 0 : *std::max_element(ns.begin(), ns.end());
    const std::vector<std::uint8_t> g = sg::subtraction_sequence<std::uint8_t>(cards, largest);

    std::string out;
    out.reserve(ns.size() * 5);
    for (std::uint64_t n : ns) out += g[n] != 0 ? "Kiki\n" : "Cici\n";
    std::fwrite(out.data(), 1, out.size(), stdout);
}
