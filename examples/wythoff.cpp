// POJ 1067 (Wythoff's game): each line holds two heap sizes a and b, until the end of
// the input. A move takes any positive number of tokens from one heap, or the same
// positive number from both; whoever cannot move loses. Print 1 if the player to move
// wins, else 0. The problem bounds the heaps by 10^9; any heaps below 2^64 are answered
// exactly.
//
// sg::wythoff_lose tests for a P-position in O(1) integer arithmetic, without the
// floating-point golden ratio.
#include <sg/games/wythoff.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

// Reads the input line by line: each line must hold exactly two numbers.
class input {
public:
    input() {
        char buf[1 << 16];
        for (std::size_t got; (got = std::fread(buf, 1, sizeof buf, stdin)) > 0;) text_.append(buf, got);
    }

    [[noreturn]] void fail(const std::string& what) const {
        std::fprintf(stderr, "wythoff: line %ld: %s\n", line_, what.c_str());
        std::exit(1);
    }

    // Skips blank lines; false at the end of the input.
    bool next_line() {
        for (; pos_ < text_.size(); ++pos_) {
            const char c = text_[pos_];
            if (c == '\n')
                ++line_;
            else if (!blank(c))
                return true;
        }
        return false;
    }

    // A heap size on the current line.
    std::uint64_t heap(const char* what) {
        while (pos_ < text_.size() && blank(text_[pos_])) ++pos_;
        if (pos_ == text_.size() || text_[pos_] == '\n') fail(std::string("missing ") + what + " (end of line)");
        const std::size_t begin = pos_;
        std::uint64_t v = 0;
        bool overflow = false;
        for (; pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9'; ++pos_) {
            const auto d = static_cast<std::uint64_t>(text_[pos_] - '0');
            overflow = overflow || v > (UINT64_MAX - d) / 10;
            v = v * 10 + d;
        }
        std::size_t end = pos_;
        while (end < text_.size() && !blank(text_[end]) && text_[end] != '\n') ++end;
        const std::string token = text_.substr(begin, std::min<std::size_t>(end - begin, 40));
        if (pos_ == begin || pos_ != end) fail(std::string("expected ") + what + ", got '" + token + "'");
        if (overflow) fail(std::string(what) + " must be below 2^64, got " + token);
        return v;
    }

    // Nothing but blanks may follow on the current line.
    void end_line() {
        while (pos_ < text_.size() && blank(text_[pos_])) ++pos_;
        if (pos_ < text_.size() && text_[pos_] != '\n') fail("expected two heap sizes a b on the line, found more");
    }

private:
    static bool blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }
    std::string text_;
    std::size_t pos_ = 0;
    long line_ = 1;
};

}  // namespace

int main() {
    input in;
    std::string out;
    while (in.next_line()) {
        const std::uint64_t a = in.heap("the heap size a");
        const std::uint64_t b = in.heap("the heap size b");
        in.end_line();
        out += sg::wythoff_lose(a, b) ? "0\n" : "1\n";
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
}
