// AcWing 893 "Set-Nim": n heaps; a move takes k tokens from one heap, k in a set S of
// distinct positive amounts. Input: line 1 k; line 2 the k amounts of S; line 3 n;
// line 4 the n heap sizes. Print Yes if the first player wins, else No.
//
// Every heap is a subtraction game with set S, and the heaps add up by XOR. Heaps up to
// 2^20 are looked up in the nim-sequence; larger ones (up to 2^64-1) through the
// certified period of S, in O(1) each.
#include <sg/games/subtraction.hpp>

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

namespace {

[[noreturn]] void fail(std::size_t line, const std::string& what) {
    std::fprintf(stderr, "set_nim: line %zu: %s\n", line, what.c_str());
    std::exit(1);
}

// The whole input, read at once and handed out line by line.
class input {
public:
    input() {
        char buf[1 << 16];
        for (std::size_t got; (got = std::fread(buf, 1, sizeof buf, stdin)) > 0;) text_.append(buf, got);
    }
    // The numbers on the next line, which must hold exactly `count` of them (any
    // number if count is -1); `what` names them in messages.
    std::vector<std::uint64_t> numbers(long count, const char* what) {
        ++line_;
        if (pos_ >= text_.size() && count != 0) fail(line_, std::string("missing ") + what);
        const std::size_t eol = std::min(text_.find('\n', pos_), text_.size());
        const std::string_view s(text_.data() + pos_, eol - pos_);
        pos_ = eol + 1;
        std::vector<std::uint64_t> out;
        for (std::size_t i = 0;;) {
            while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r')) ++i;
            if (i == s.size()) break;
            std::uint64_t v = 0;
            auto [p, ec] = std::from_chars(s.data() + i, s.data() + s.size(), v);
            const std::size_t len = static_cast<std::size_t>(p - (s.data() + i));
            if (ec == std::errc::result_out_of_range) fail(line_, std::string(what) + " above 2^64-1");
            if (len == 0 || (p != s.data() + s.size() && *p != ' ' && *p != '\t' && *p != '\r')) {
                std::size_t j = i;
                while (j < s.size() && s[j] != ' ' && s[j] != '\t' && s[j] != '\r') ++j;
                fail(line_, "expected " + std::string(what) + ", got '" + std::string(s.substr(i, j - i)) + "'");
            }
            out.push_back(v);
            i += len;
        }
        if (count > 0 && out.empty()) fail(line_, std::string("missing ") + what);
        if (count >= 0 && out.size() != static_cast<std::size_t>(count))
            fail(line_, "expected " + std::to_string(count) + (count == 1 ? " number (" : " numbers (") + what +
                            "), got " + std::to_string(out.size()));
        return out;
    }
    [[nodiscard]] std::size_t line() const noexcept { return line_; }
    // Only blank lines may follow the last line.
    void finish() {
        for (; pos_ < text_.size(); ++pos_) {
            if (text_[pos_] == '\n')
                ++line_;
            else if (text_[pos_] != ' ' && text_[pos_] != '\t' && text_[pos_] != '\r')
                fail(line_ + 1, "unexpected text after the heap sizes");
        }
    }

private:
    std::string text_;
    std::size_t pos_ = 0, line_ = 0;
};

// A count alone on its line, at most 10^6.
long read_count(input& in, const char* what) {
    const std::uint64_t v = in.numbers(1, what)[0];
    if (v > 1'000'000) fail(in.line(), std::string(what) + " must be at most 1000000, got " + std::to_string(v));
    return static_cast<long>(v);
}

}  // namespace

int main() {
    input in;
    const long k = read_count(in, "the size k of S");
    const std::vector<std::uint64_t> amounts = in.numbers(k, "amounts");
    for (std::uint64_t a : amounts)
        if (a == 0) fail(in.line(), "amount 0 is not a move (amounts are positive)");
    const long n = read_count(in, "the number of heaps n");
    const std::vector<std::uint64_t> heaps = in.numbers(n, "heap sizes");
    const std::size_t heap_line = in.line();
    in.finish();

    const sg::subtraction_game game(amounts);
    const std::uint64_t largest = heaps.empty() ? 0 : *std::max_element(heaps.begin(), heaps.end());
    sg::nimber x = 0;
    if (largest < (std::uint64_t{1} << 20)) {
        const std::vector<sg::nimber> g = sg::subtraction_sequence(game, largest);
        for (std::uint64_t h : heaps) x ^= g[h];
    } else {
        const auto period = sg::subtraction_period(game);
        if (!period)
            fail(heap_line, "heap " + std::to_string(largest) + " is too large: no period of S certified within " +
                        std::to_string(sg::subtraction_search_length) + " values");
        for (std::uint64_t h : heaps) x ^= (*period)(h);
    }
    std::puts(x != 0 ? "Yes" : "No");
}
