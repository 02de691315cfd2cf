// sg/io/input.hpp: sg::text_input, a fast reader of contest-style text input (decimal
// numbers of any integer type with range checks, line structure) whose errors name the
// line.
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "../error.hpp"

namespace sg {

// The integer types text_input reads into: every one but bool.
template <class T>
concept readable_integer = std::integral<T> && !std::same_as<std::remove_cv_t<T>, bool>;

// Input read from the front in blocks (a stream is never held whole: a window of 64 KiB
// or so, longer only for a longer token). Blanks are space, tab and CR (so CRLF line
// ends work); a line ends at '\n'; a token is a run of other characters. Every error
// throws sg::parse_error "line N: ...", N counting from 1.
class text_input {
public:
    // Reads `stream` as the calls need it, with one fread per 64 KiB; a read error
    // throws parse_error "line N: reading the input failed" (N the line being read).
    explicit text_input(std::FILE* stream = stdin) : stream_(stream) { SG_ASSERT(stream != nullptr); }
    // Reads from a string (tests, or input obtained some other way).
    explicit text_input(std::string text) : text_(std::move(text)) {}

    text_input(const text_input&) = delete;
    text_input& operator=(const text_input&) = delete;

    // Skips blanks and line ends; false at the end of the input.
    [[nodiscard]] bool more() {
        for (;;) {
            const char* s = text_.data();
            std::size_t p = pos_;
            for (;; ++p) {
                const char c = s[p];  // s[size()] is '\0', which stops the loop
                if (c == '\n')
                    ++line_;
                else if (!blank(c))
                    break;
            }
            pos_ = p;
            if (p < text_.size()) return true;
            if (!refill()) return false;
        }
    }

    // The next token, wherever it is (line ends are crossed): an unsigned decimal
    // number from lo to hi. `what` names it in messages ("a heap size").
    [[nodiscard]] std::uint64_t number(std::uint64_t lo, std::uint64_t hi, std::string_view what) {
        if (!more()) fail(missing(what, "end of input"));
        return parse(lo, hi, what);
    }

    // The same, but the token must stand on the current line.
    [[nodiscard]] std::uint64_t number_on_line(std::uint64_t lo, std::uint64_t hi, std::string_view what) {
        at_number_on_line(what);
        return parse(lo, hi, what);
    }

    // number() and number_on_line() into the integer type T: in.number<int>(1, n, "a
    // vertex"). A signed T reads an optional '-' before the digits.
    template <readable_integer T>
    [[nodiscard]] T number(std::type_identity_t<T> lo, std::type_identity_t<T> hi, std::string_view what) {
        if (!more()) fail(missing(what, "end of input"));
        return parse_as<T>(lo, hi, what);
    }
    template <readable_integer T>
    [[nodiscard]] T number_on_line(std::type_identity_t<T> lo, std::type_identity_t<T> hi, std::string_view what) {
        at_number_on_line(what);
        return parse_as<T>(lo, hi, what);
    }

    // The next token, wherever it is (line ends are crossed), as text: a board, a word.
    // It stays valid until the next call on this text_input.
    [[nodiscard]] std::string_view word(std::string_view what) {
        if (!more()) fail(missing(what, "end of input"));
        const std::size_t n = token_length();
        const std::size_t begin = pos_;
        pos_ += n;
        return std::string_view(text_).substr(begin, n);
    }

    // Only blanks may follow on the current line, else fail(complaint); then moves to
    // the next line. At the end of the input only line() advances, so a missing last
    // newline changes no line number.
    void end_line(std::string_view complaint) {
        skip_blanks();
        if (pos_ < text_.size() && text_[pos_] != '\n') fail(complaint);
        pass_line_end();
    }

    // The rest of the current line, which must hold exactly `count` numbers, each from
    // lo to hi; then moves to the next line. An empty line (or the end of the input) is
    // "missing WHAT"; another count is "expected COUNT numbers (WHAT), got FOUND".
    [[nodiscard]] std::vector<std::uint64_t> line_numbers(std::size_t count, std::uint64_t lo, std::uint64_t hi,
                                                          std::string_view what) {
        return line_numbers<std::uint64_t>(count, lo, hi, what);
    }

    // line_numbers() into the integer type T.
    template <readable_integer T>
    [[nodiscard]] std::vector<T> line_numbers(std::size_t count, std::type_identity_t<T> lo,
                                              std::type_identity_t<T> hi, std::string_view what) {
        std::vector<T> out;
        out.reserve(std::min<std::size_t>(count, std::size_t{1} << 20));  // more only as numbers come
        for (;;) {
            skip_blanks();
            if (pos_ == text_.size() || text_[pos_] == '\n') break;
            out.push_back(parse_as<T>(lo, hi, what));
        }
        if (out.size() != count) {
            if (out.empty()) fail(missing(what, pos_ == text_.size() ? "end of input" : "end of line"));
            // Appended piece by piece: "literal" + std::string&& here makes g++ 12 -O3 -m32
            // warn (-Wrestrict, a false positive of its string inlining).
            std::string message = "expected ";
            message += std::to_string(count);
            message += count == 1 ? " number (" : " numbers (";
            message += what;
            message += "), got ";
            message += std::to_string(out.size());
            fail(message);
        }
        pass_line_end();
        return out;
    }

    // The number of the line being read: 1 + the line ends passed so far.
    [[nodiscard]] std::size_t line() const noexcept { return line_; }

    // Throws sg::parse_error "line N: what" for the current line.
    [[noreturn]] void fail(std::string_view what) const { fail_at(line_, what); }

    // Throws sg::parse_error "line N: what" for a line read earlier (see line()).
    [[noreturn]] static void fail_at(std::size_t line, std::string_view what) {
        throw parse_error("line " + std::to_string(line) + ": " + std::string(what));
    }

private:
    static constexpr std::size_t shown_ = 40;  // longest piece of a token a message quotes

    static bool blank(char c) noexcept { return c == ' ' || c == '\t' || c == '\r'; }
    static bool digit(char c) noexcept { return c >= '0' && c <= '9'; }

    // The unread text begins at pos_; text_[text_.size()] is '\0'. Appends the next block
    // of the stream, first dropping what lies before pos_; false at the end of the input.
    bool refill() {
        if (stream_ == nullptr) return false;
        text_.erase(0, pos_);
        pos_ = 0;
        const std::size_t old = text_.size();
        text_.resize(old + block_);
        const std::size_t got = std::fread(text_.data() + old, 1, block_, stream_);
        text_.resize(old + got);
        if (got == 0) {
            if (std::ferror(stream_)) fail("reading the input failed");
            stream_ = nullptr;  // the end: nothing more to read
            return false;
        }
        return true;
    }

    // The length of the token at pos_ (not blank, not a line end), read whole.
    [[nodiscard]] std::size_t token_length() {
        std::size_t n = 0;
        for (;;) {
            while (pos_ + n < text_.size() && !blank(text_[pos_ + n]) && text_[pos_ + n] != '\n') ++n;
            if (pos_ + n < text_.size() || !refill()) return n;
        }
    }

    void skip_blanks() {
        for (;;) {
            while (blank(text_[pos_])) ++pos_;  // stops at the final '\0'
            if (pos_ < text_.size() || !refill()) return;
        }
    }

    // Passes the line end at pos_ (if any: not at the end of the input).
    void pass_line_end() noexcept {
        if (pos_ < text_.size()) ++pos_;
        ++line_;
    }

    static std::string missing(std::string_view what, const char* where) {
        return "missing " + std::string(what) + " (" + where + ")";
    }

    // The token at pos_ (not blank, not a line end) for a message: its first shown_
    // bytes (never cut inside a UTF-8 sequence), control characters written \xHH.
    [[nodiscard]] std::string token() {
        std::size_t n = token_length();
        if (n > shown_) {
            n = shown_;
            while (n > 0 && (static_cast<unsigned char>(text_[pos_ + n]) & 0xC0U) == 0x80U) --n;
        }
        std::string out;
        for (const char c : std::string_view(text_).substr(pos_, n)) {
            const auto u = static_cast<unsigned char>(c);
            if (u >= 0x20U && u != 0x7FU) {
                out += c;
            } else {
                out += "\\x";
                out += "0123456789abcdef"[u >> 4];
                out += "0123456789abcdef"[u & 0xFU];
            }
        }
        return out;
    }

    void at_number_on_line(std::string_view what) {
        skip_blanks();
        if (pos_ == text_.size()) fail(missing(what, "end of input"));
        if (text_[pos_] == '\n') fail(missing(what, "end of line"));
    }

    // The token at pos_, which must be a number from lo to hi; moves past it.
    [[nodiscard]] std::uint64_t parse(std::uint64_t lo, std::uint64_t hi, std::string_view what) {
        SG_ASSERT(lo <= hi);
        const scanned n = scan(false, what);
        if (n.overflow || n.magnitude < lo || n.magnitude > hi) fail_range(lo, hi, what);
        pos_ = n.end;
        return n.magnitude;
    }

    // The same into T; a signed T takes a '-' first.
    template <readable_integer T>
    [[nodiscard]] T parse_as(T lo, T hi, std::string_view what) {
        SG_ASSERT(lo <= hi);
        if constexpr (std::is_unsigned_v<T>) {
            return static_cast<T>(parse(lo, hi, what));
        } else {
            const scanned n = scan(true, what);
            // The value is -magnitude or magnitude; it is in range if it lies between
            // lo and hi, compared without forming it where it could overflow T.
            bool in_range = !n.overflow;
            if (in_range && n.negative)
                in_range = lo < 0 && n.magnitude <= magnitude_of(lo) && (hi >= 0 || n.magnitude >= magnitude_of(hi));
            else if (in_range)
                in_range = hi >= 0 && n.magnitude <= static_cast<std::uint64_t>(hi) &&
                           (lo <= 0 || n.magnitude >= static_cast<std::uint64_t>(lo));
            if (!in_range) fail_range(std::to_string(lo), std::to_string(hi), what);
            pos_ = n.end;
            if (!n.negative) return static_cast<T>(n.magnitude);
            // -magnitude, with T's minimum (magnitude 2^(bits-1)) reached without overflow.
            return static_cast<T>(-static_cast<T>(n.magnitude - 1) - 1);
        }
    }

    template <class T>
    static std::uint64_t magnitude_of(T negative) noexcept {  // |negative|, for negative < 0
        return static_cast<std::uint64_t>(-(negative + 1)) + 1;
    }

    // A number token at pos_: an optional '-' (if signed_ok), then digits, then a blank,
    // a line end or the end. The digits' value, or overflow past 2^64 - 1.
    struct scanned {
        bool negative = false;
        bool overflow = false;
        std::uint64_t magnitude = 0;
        std::size_t end = 0;  // where the token ends
    };
    [[nodiscard]] scanned scan(bool signed_ok, std::string_view what) {
        for (;;) {
            const char* s = text_.data();
            scanned n;
            n.negative = signed_ok && s[pos_] == '-';
            const std::size_t begin = pos_ + (n.negative ? 1 : 0);
            std::size_t p = begin;
            std::uint64_t v = 0;
            // 19 digits always fit in 64 bits; only longer numbers need the overflow test.
            for (const std::size_t safe = begin + 19; p < safe && digit(s[p]); ++p)
                v = v * 10 + static_cast<std::uint64_t>(s[p] - '0');
            bool overflow = false;
            for (; digit(s[p]); ++p) {
                const auto d = static_cast<std::uint64_t>(s[p] - '0');
                if (overflow || v > (std::numeric_limits<std::uint64_t>::max() - d) / 10)
                    overflow = true;
                else
                    v = v * 10 + d;
            }
            if (p == text_.size() && stream_ != nullptr) {
                // The number may run on past the text read so far: read it whole (it
                // stays at pos_) and parse it again.
                (void)token_length();
                continue;
            }
            if (p == begin || (p < text_.size() && !blank(s[p]) && s[p] != '\n')) fail_not_number(what);
            n.overflow = overflow;
            n.magnitude = v;
            n.negative = n.negative && v != 0;  // "-0" is 0
            n.end = p;
            return n;
        }
    }

    [[noreturn]] void fail_not_number(std::string_view what) {
        fail("expected " + std::string(what) + ", got '" + token() + "'");
    }
    [[noreturn]] void fail_range(std::uint64_t lo, std::uint64_t hi, std::string_view what) {
        fail_range(std::to_string(lo), std::to_string(hi), what);
    }
    [[noreturn]] void fail_range(const std::string& lo, const std::string& hi, std::string_view what) {
        fail(std::string(what) + " must be from " + lo + " to " + hi + ", got " + token());
    }

    static constexpr std::size_t block_ = std::size_t{1} << 16;  // bytes one fread asks for

    std::FILE* stream_ = nullptr;  // what is left to read, or null when all is in text_
    std::string text_;             // the text read and not yet dropped
    std::size_t pos_ = 0;          // the next character to read
    std::size_t line_ = 1;  // the line being read (see line())
};

}  // namespace sg
