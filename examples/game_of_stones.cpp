// Codeforces 768E "Game of Stones": n piles of 1..60 stones; a move removes some
// stones from one pile, but never the same number twice from the same pile. The first
// player moves first; print YES if the second player wins, NO otherwise.
//
// Each pile is its own game, with state (stones left, amounts already taken from it);
// sg::grundy computes the value of every pile size once, and the piles add up by XOR.
// Amounts larger than what is left can never be taken again, so they are dropped from
// the state: that keeps the number of states small (114058 for all sizes 0..60).
#include <sg/grundy.hpp>

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>

namespace {

struct stones {
    using state = std::pair<int, std::uint64_t>;  // stones left, bit k: k already taken
    static std::uint64_t below(int left) {        // bits 1..left
        return left >= 63 ? ~std::uint64_t{0} : (std::uint64_t{1} << (left + 1)) - 1;
    }
    void moves(const state& s, auto&& emit) const {
        const auto [left, used] = s;
        for (int k = 1; k <= left; ++k)
            if (!(used >> k & 1)) emit(state{left - k, (used | std::uint64_t{1} << k) & below(left - k)});
    }
};

[[noreturn]] void fail(long line, const std::string& what) {
    std::fprintf(stderr, "game_of_stones: line %ld: %s\n", line, what.c_str());
    std::exit(1);
}

// Reads one integer alone on its line; `line` counts lines read so far.
long read_line_int(long& line, long lo, long hi, const char* what) {
    char buf[64];
    ++line;
    if (!std::fgets(buf, sizeof buf, stdin)) fail(line, std::string("missing ") + what);
    std::string s(buf);
    if (s.find('\n') == std::string::npos && !std::feof(stdin)) fail(line, "line too long");
    while (!s.empty() && (s.back() == '\n' || s.back() == '\r' || s.back() == ' ' || s.back() == '\t')) s.pop_back();
    std::size_t i = 0;
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
    s.erase(0, i);
    if (s.empty()) fail(line, std::string("missing ") + what);
    char* end = nullptr;
    errno = 0;
    const long v = std::strtol(s.c_str(), &end, 10);
    if (*end != '\0' || end == s.c_str()) fail(line, std::string("expected ") + what + ", got '" + s + "'");
    if (errno != 0 || v < lo || v > hi)
        fail(line, std::string(what) + " must be from " + std::to_string(lo) + " to " + std::to_string(hi) +
                       ", got " + s);
    return v;
}

}  // namespace

int main() {
    constexpr int max_pile = 60;
    sg::grundy<stones> g;
    sg::nimber value[max_pile + 1];
    for (int s = 0; s <= max_pile; ++s) value[s] = g(stones::state{s, 0});

    long line = 0;
    const long n = read_line_int(line, 1, 1'000'000, "the number of piles n (1..10^6)");
    sg::nimber x = 0;
    for (long i = 0; i < n; ++i) x ^= value[read_line_int(line, 1, max_pile, "a pile size (1..60)")];
    std::puts(x == 0 ? "YES" : "NO");
}
