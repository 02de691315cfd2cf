// POJ 2311 "Cutting Game": a w x h sheet of grid paper; a move cuts one piece along a
// grid line into two; who first cuts out a 1 x 1 piece wins. Input: lines "w h" (2 <= w,
// h <= 200) until the end of input. Print WIN if the first player wins, else LOSE.
//
// Cutting a strip of width 1 hands the opponent a 1 x 1 cut, so both players keep every
// side >= 2 while they can; sg::cutting_game is that normal-play game (see
// docs/cutting.md). Sides of 1 are answered too: 1 x k (k >= 2) wins at once, 1 x 1
// cannot be cut.
#include <sg/games/cutting.hpp>
#include <sg/grundy.hpp>

#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

[[noreturn]] void fail(std::size_t line, const std::string& what) {
    std::fprintf(stderr, "cutting_game: line %zu: %s\n", line, what.c_str());
    std::exit(1);
}

}  // namespace

int main() {
    std::string in;
    char buf[1 << 16];
    for (std::size_t got; (got = std::fread(buf, 1, sizeof buf, stdin)) > 0;) in.append(buf, got);
    sg::grundy<sg::cutting_game> g;  // every rectangle up to 200 x 200, a flat table
    std::string out;
    std::size_t line = 0;
    for (std::size_t pos = 0; pos < in.size();) {
        const std::size_t eol = std::min(in.find('\n', pos), in.size());
        const std::string_view s = std::string_view(in).substr(pos, eol - pos);
        pos = eol + 1;
        ++line;
        int side[2] = {0, 0};
        int count = 0;
        for (std::size_t i = 0;;) {
            while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r')) ++i;
            if (i == s.size()) break;
            std::size_t j = i;
            while (j < s.size() && s[j] != ' ' && s[j] != '\t' && s[j] != '\r') ++j;
            const std::string_view word = s.substr(i, j - i);
            long v = 0;
            const auto [p, ec] = std::from_chars(word.data(), word.data() + word.size(), v);
            if (ec != std::errc{} || p != word.data() + word.size())
                fail(line, "expected the sides w h as whole numbers, got '" + std::string(word) + "'");
            if (count == 2) fail(line, "more than two numbers (expected w h)");
            if (v < 1 || v > 200) fail(line, "side " + std::string(word) + " is outside 1 .. 200");
            side[count++] = static_cast<int>(v);
            i = j;
        }
        if (count == 0) continue;  // blank line
        if (count == 1) fail(line, "expected two sides w h, got one");
        const auto [w, h] = side;
        const bool win = sg::cutting_game::immediate_win(w, h) || (w >= 2 && h >= 2 && g.wins({w, h}));
        out += win ? "WIN\n" : "LOSE\n";
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
}
