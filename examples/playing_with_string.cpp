// Codeforces 305E "Playing with String": a string of lowercase letters, up to 5000. A
// move picks one of the pieces and in it a letter whose two neighbours in the piece are
// equal; the piece is cut into three: the left part, the letter, the right part. Who
// cannot move loses. Print "Second" if the second player wins; else "First" and, on the
// next line, the smallest winning cut (its 1-based position in the string).
//
// Only a letter with equal neighbours can be cut, and cutting it leaves its neighbours
// at the ends of their pieces, where they can never be cut: the string is a sum of runs
// of consecutive cuttable positions, and cutting position j of a run of l leaves runs of
// j - 2 and l - j - 1. The game names each move's action (the position in its run), so
// sg::grundy's winning_actions gives the winning cuts with their positions directly.
// Memory budget (docs/problems.md): 256 MiB. A string of at most 5000 letters: runs of
// at most 4998, whose values fill a table of 5000 (5 KB) bottom-up; each run length lists its
// moves once, O(5000^2) in all.
#include <sg/grundy.hpp>
#include <sg/io/input.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace {
struct runs {
    using state = int;
    using action = int;  // the position cut, 1-based within the run
    void moves(int l, auto&& emit) const {
        for (int j = 1; j <= l; ++j) emit(sg::act(j), std::max(0, j - 2), std::max(0, l - j - 1));
    }
    std::size_t size() const { return 5000; }
    std::size_t index(int l) const { return static_cast<std::size_t>(l); }
};
}  // namespace

int main() {
    try {
        sg::text_input in;
        const std::string_view s = in.word("the string");
        if (s.size() > 5000) in.fail("the string has at most 5000 letters, this one " + std::to_string(s.size()));
        for (std::size_t i = 0; i < s.size(); ++i)
            if (s[i] < 'a' || s[i] > 'z')
                in.fail("letter " + std::to_string(i + 1) + " is not a lowercase letter");
        const std::string text(s);
        in.end_line("expected only the string on the line");
        if (in.more()) in.fail("expected nothing after the string");

        // The runs of cuttable positions: where each starts (0-based) and its length.
        std::vector<int> start, length;
        for (std::size_t i = 1; i + 1 < text.size(); ++i) {
            if (text[i - 1] != text[i + 1]) continue;
            if (!length.empty() && start.back() + length.back() == static_cast<int>(i))
                ++length.back();
            else
                start.push_back(static_cast<int>(i)), length.push_back(1);
        }
        sg::grundy<runs> g;
        g.fill();
        if (const auto m = g.winning_action(length)) {
            // winning_action gives the first winning cut in component order, and the runs
            // lie left to right, each cut in increasing position: it is the smallest.
            std::printf("First\n%d\n", start[m->component] + m->action);
        } else {
            std::printf("Second\n");
        }
    } catch (const sg::parse_error& e) {
        std::fprintf(stderr, "playing_with_string: %s\n", e.what());
        return 1;
    }
}
