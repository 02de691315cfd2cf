// Library Checker "Nim Product (64 bit)": the first line holds T (at most 10^6); each of
// the next T lines holds A and B, 0 <= A, B < 2^64. Print the nim product A * B of each
// pair on its own line.
//
// sg::nim_mul multiplies with tables of logarithms in GF(2^16), built on the first call.
#include <sg/nimber.hpp>

#include <algorithm>
#include <charconv>
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
        std::fprintf(stderr, "nim_product: line %ld: %s\n", line_, what.c_str());
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

    // An unsigned decimal number of at most hi.
    std::uint64_t number(std::uint64_t hi, const char* what) {
        if (!more()) fail(std::string("missing ") + what + " (end of input)");
        const char* first = text_.data() + pos_;
        const char* last = text_.data() + text_.size();
        const char* end = std::find_if(first, last, [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; });
        const std::string token(first, std::min<std::size_t>(static_cast<std::size_t>(end - first), 40));
        std::uint64_t v = 0;
        const auto [stop, ec] = std::from_chars(first, end, v);
        if (first == end || *first < '0' || *first > '9' || stop != end)
            fail(std::string("expected ") + what + ", got '" + token + "'");
        if (ec != std::errc{} || v > hi) fail(std::string(what) + " must be at most " + std::to_string(hi) + ", got " + token);
        pos_ += static_cast<std::size_t>(end - first);
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
    const std::uint64_t tests = in.number(1'000'000, "the number of test cases T");
    std::string out(static_cast<std::size_t>(tests) * 21, '\0');
    char* p = out.data();
    for (std::uint64_t t = 0; t < tests; ++t) {
        const std::uint64_t a = in.number(UINT64_MAX, "A");
        const std::uint64_t b = in.number(UINT64_MAX, "B");
        p = std::to_chars(p, p + 20, sg::nim_mul(a, b)).ptr;
        *p++ = '\n';
    }
    if (in.more()) in.fail("unexpected text after the last test case");
    std::fwrite(out.data(), 1, static_cast<std::size_t>(p - out.data()), stdout);
}
