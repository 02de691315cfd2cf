// POJ 3480 "John" (misère Nim): the first line holds T; each test is a line with N,
// then a line with N heap sizes. Players alternately take any positive number of
// tokens from one heap; whoever takes the last token loses. John moves first: print
// "John" if he wins, else "Brother".
//
// sg::misere_nim applies Bouton's misère rule in O(N).
#include <sg/misere.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

// The whole input, read at once, with the number of the line being read.
class input {
public:
    input() {
        char buf[1 << 16];
        for (std::size_t got; (got = std::fread(buf, 1, sizeof buf, stdin)) > 0;) text_.append(buf, got);
    }

    [[noreturn]] void fail(const std::string& what) const {
        std::fprintf(stderr, "john: line %ld: %s\n", line_, what.c_str());
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

    // An unsigned decimal number from lo to hi.
    std::uint64_t number(std::uint64_t lo, std::uint64_t hi, const char* what) {
        if (!more()) fail(std::string("missing ") + what + " (end of input)");
        const std::size_t begin = pos_;
        std::uint64_t v = 0;
        bool overflow = false;
        for (; pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9'; ++pos_) {
            const auto d = static_cast<std::uint64_t>(text_[pos_] - '0');
            overflow = overflow || v > (UINT64_MAX - d) / 10;
            v = v * 10 + d;
        }
        std::size_t end = pos_;
        while (end < text_.size() && text_[end] != ' ' && text_[end] != '\t' && text_[end] != '\r' &&
               text_[end] != '\n')
            ++end;
        const std::string token = text_.substr(begin, std::min<std::size_t>(end - begin, 40));
        if (pos_ == begin || pos_ != end) fail(std::string("expected ") + what + ", got '" + token + "'");
        if (overflow || v < lo || v > hi)
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
    const std::uint64_t tests = in.number(1, 1'000'000, "the number of tests T");
    std::vector<sg::nimber> heaps;
    std::string out;
    for (std::uint64_t t = 0; t < tests; ++t) {
        heaps.resize(in.number(1, 1'000'000, "the number of heaps N"));
        for (sg::nimber& h : heaps) h = in.number(0, UINT64_MAX, "a heap size");
        out += sg::misere_nim(heaps) == sg::outcome::win ? "John\n" : "Brother\n";
    }
    if (in.more()) in.fail("unexpected text after the last test");
    std::fwrite(out.data(), 1, out.size(), stdout);
}
