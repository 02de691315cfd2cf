// POJ 3710 "Christmas Game": several test cases until the end of the input. Each starts
// with N, the number of trees; each tree starts with a line "m k" (vertices 1..m, k
// edges) followed by k lines "a b", one edge each (parallel edges allowed). Vertex 1 of
// every tree stands on the ground. Players alternately delete an edge; everything no
// longer connected to the ground falls away; who cannot move loses. Sally moves first:
// print "Sally" if she wins, else "Harry".
//
// Each tree is a Green Hackenbush picture; sg::green_hackenbush values any graph (it
// does not rely on the problem's promise that cycles share at most one vertex with the
// rest of the tree), and the trees add up by XOR.
#include <sg/games/hackenbush.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

// The whole input, read at once, with the number of the line being read.
class input {
public:
    input() {
        char buf[1 << 16];
        for (std::size_t got; (got = std::fread(buf, 1, sizeof buf, stdin)) > 0;) text_.append(buf, got);
    }

    [[noreturn]] void fail(const std::string& what) const {
        std::fprintf(stderr, "christmas_game: line %ld: %s\n", line_, what.c_str());
        std::exit(1);
    }

    // Skips blanks and line ends; false at the end of the input.
    bool more() {
        for (; pos_ < text_.size(); ++pos_) {
            const char c = text_[pos_];
            if (c == '\n')
                ++line_;
            else if (c != ' ' && c != '\t' && c != '\r')
                return true;
        }
        return false;
    }

    // A decimal number from lo to hi.
    std::size_t number(std::size_t lo, std::size_t hi, const char* what) {
        if (!more()) fail(std::string("missing ") + what + " (end of input)");
        const std::size_t begin = pos_;
        std::size_t v = 0;
        for (; pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9'; ++pos_)
            v = std::min<std::size_t>(v * 10 + static_cast<std::size_t>(text_[pos_] - '0'), hi + 1);
        std::size_t end = pos_;
        while (end < text_.size() && text_[end] != ' ' && text_[end] != '\t' && text_[end] != '\r' &&
               text_[end] != '\n')
            ++end;
        const std::string token = text_.substr(begin, std::min<std::size_t>(end - begin, 40));
        if (pos_ == begin || pos_ != end) fail(std::string("expected ") + what + ", got '" + token + "'");
        if (v < lo || v > hi)
            fail(std::string(what) + " must be from " + std::to_string(lo) + " to " + std::to_string(hi) +
                 ", got " + token);
        return v;
    }

private:
    std::string text_;
    std::size_t pos_ = 0;
    long line_ = 1;
};

}  // namespace

int main() {
    input in;
    std::string out;
    while (in.more()) {
        const std::size_t trees = in.number(1, 1'000'000, "the number of trees N");
        sg::nimber total = 0;
        for (std::size_t t = 0; t < trees; ++t) {
            const std::size_t m = in.number(1, 1'000'000, "the number of vertices m");
            const std::size_t k = in.number(0, 10'000'000, "the number of edges k");
            sg::green_hackenbush tree(m);
            tree.reserve(m, k);
            tree.set_ground(0);
            for (std::size_t e = 0; e < k; ++e) {
                const std::size_t a = in.number(1, m, "a vertex of the tree (1..m)");
                const std::size_t b = in.number(1, m, "a vertex of the tree (1..m)");
                tree.add_edge(a - 1, b - 1);
            }
            total ^= tree.value();
        }
        out += total != 0 ? "Sally\n" : "Harry\n";
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
}
