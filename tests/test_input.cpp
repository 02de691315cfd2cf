#include <sg/io/input.hpp>

#include <charconv>
#include <climits>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <random>
#include <string>
#include <system_error>
#include <type_traits>
#include <vector>

#include "messages.hpp"
#include "sg_catch.hpp"

namespace {

constexpr std::uint64_t max64 = UINT64_MAX;

// The message of the sg::parse_error that f throws ("" if it throws none).
template <class F>
std::string message_of(F&& f) {
    return sg_test::message_of<sg::parse_error>(f);
}

}  // namespace

static_assert(std::is_constructible_v<sg::text_input, std::FILE*>);
static_assert(std::is_constructible_v<sg::text_input, std::string>);
static_assert(std::is_default_constructible_v<sg::text_input>);
static_assert(!std::is_convertible_v<std::string, sg::text_input>);  // explicit

TEST_CASE("text_input: empty input") {
    for (const char* text : {"", " ", "\n", " \t\r\n\r\n"}) {
        sg::text_input in{std::string(text)};
        CHECK_FALSE(in.more());
        CHECK_FALSE(in.more());  // and stays there
    }
    sg::text_input in{std::string()};
    CHECK(in.line() == 1);
    CHECK(message_of([&] { (void)in.number(0, 9, "the count T"); }) == "line 1: missing the count T (end of input)");
    CHECK(message_of([&] { (void)in.number_on_line(0, 9, "a"); }) == "line 1: missing a (end of input)");
    CHECK(message_of([&] { (void)in.line_numbers(2, 0, 9, "sizes"); }) == "line 1: missing sizes (end of input)");
    CHECK(in.line_numbers(0, 0, 9, "sizes").empty());  // an empty line, at the end
    CHECK(in.line() == 2);
}

TEST_CASE("text_input: more() skips blanks and line ends, counting lines") {
    sg::text_input in{std::string("\n\r\n \t\n  7\r\n\n\n8 \t 9\n\n")};
    REQUIRE(in.more());
    CHECK(in.line() == 4);
    CHECK(in.number(0, 9, "x") == 7);
    CHECK(in.line() == 4);
    CHECK(in.number(0, 9, "x") == 8);
    CHECK(in.line() == 7);
    CHECK(in.number(0, 9, "x") == 9);
    CHECK_FALSE(in.more());
    CHECK(in.line() == 9);  // the line after the last line end
}

TEST_CASE("text_input: number() crosses lines and checks the range") {
    sg::text_input in{std::string("1 2\n\n3\r\n 0 18446744073709551615\n00042 000000000000000000000000000000007")};
    CHECK(in.number(1, 1, "a") == 1);
    CHECK(in.number(0, 2, "b") == 2);
    CHECK(in.number(3, 10, "c") == 3);
    CHECK(in.line() == 3);
    CHECK(in.number(0, 0, "d") == 0);
    CHECK(in.number(max64, max64, "e") == max64);
    CHECK(in.number(42, 42, "f") == 42);           // leading zeros
    CHECK(in.number(0, 7, "g") == 7);              // more than 20 digits, small value
    CHECK(in.line() == 5);                         // no line end after the last number
    CHECK_FALSE(in.more());
    CHECK(message_of([&] { (void)in.number(0, 1, "h"); }) == "line 5: missing h (end of input)");
}

TEST_CASE("text_input: number() messages") {
    const auto first_error = [](const std::string& text, std::uint64_t lo, std::uint64_t hi) {
        return message_of([&] {
            sg::text_input in{text};
            for (;;) (void)in.number(lo, hi, "a heap size");
        });
    };
    CHECK(first_error("5\n4\n", 5, 10) == "line 2: a heap size must be from 5 to 10, got 4");
    CHECK(first_error("5 11", 5, 10) == "line 1: a heap size must be from 5 to 10, got 11");
    CHECK(first_error("5\n\n-1", 0, 10) == "line 3: expected a heap size, got '-1'");
    CHECK(first_error("+5", 0, 10) == "line 1: expected a heap size, got '+5'");
    CHECK(first_error("12abc 3", 0, 100) == "line 1: expected a heap size, got '12abc'");
    CHECK(first_error("1 x\r\n", 0, 100) == "line 1: expected a heap size, got 'x'");
    CHECK(first_error("1 2\n", 0, 100) == "line 2: missing a heap size (end of input)");
    // Control characters are part of a token (only space, tab and CR are blanks), and
    // messages show them as \xHH.
    CHECK(first_error(std::string("7\0 8", 4), 0, 100) == "line 1: expected a heap size, got '7\\x00'");
    CHECK(first_error("1\v2\x7f", 0, 100) == "line 1: expected a heap size, got '1\\x0b2\\x7f'");
    // 2^64 - 1 fits, 2^64 and beyond overflow, with the range message.
    CHECK(first_error("18446744073709551615 18446744073709551616", 0, max64) ==
          "line 1: a heap size must be from 0 to 18446744073709551615, got 18446744073709551616");
    CHECK(first_error("99999999999999999999", 0, max64) ==
          "line 1: a heap size must be from 0 to 18446744073709551615, got 99999999999999999999");
    CHECK(first_error("18446744073709551625", 0, max64) ==
          "line 1: a heap size must be from 0 to 18446744073709551615, got 18446744073709551625");
    CHECK(first_error("184467440737095516150", 0, max64) ==
          "line 1: a heap size must be from 0 to 18446744073709551615, got 184467440737095516150");
}

TEST_CASE("text_input: tokens in messages are cut to 40 bytes") {
    const std::string forty(40, 'a');
    CHECK(message_of([&] { (void)sg::text_input(forty + "bcd").number(0, 1, "n"); }) ==
          "line 1: expected n, got '" + forty + "'");
    CHECK(message_of([&] { (void)sg::text_input(forty).number(0, 1, "n"); }) == "line 1: expected n, got '" + forty + "'");
    const std::string digits(40, '9');
    CHECK(message_of([&] { (void)sg::text_input(digits + "12345 1").number(0, max64, "n"); }) ==
          "line 1: n must be from 0 to 18446744073709551615, got " + digits);
    // Never inside a UTF-8 sequence: "é" (2 bytes) at bytes 40-41 is left out whole.
    const std::string thirty_nine(39, 'x');
    CHECK(message_of([&] { (void)sg::text_input(thirty_nine + "\xc3\xa9z").number(0, 1, "n"); }) ==
          "line 1: expected n, got '" + thirty_nine + "'");
    CHECK(message_of([&] { (void)sg::text_input(thirty_nine + "z\xc3\xa9").number(0, 1, "n"); }) ==
          "line 1: expected n, got '" + thirty_nine + "z'");
}

TEST_CASE("text_input: number_on_line() stays on the line") {
    sg::text_input in{std::string("1 \t2\r\n3\n\n4")};
    CHECK(in.number_on_line(0, 9, "a") == 1);
    CHECK(in.number_on_line(0, 9, "b") == 2);
    CHECK(message_of([&] { (void)in.number_on_line(0, 9, "the heap size c"); }) ==
          "line 1: missing the heap size c (end of line)");
    in.end_line("only two");
    CHECK(in.line() == 2);
    CHECK(in.number_on_line(0, 9, "c") == 3);
    in.end_line("only one");
    CHECK(message_of([&] { (void)in.number_on_line(0, 9, "d"); }) == "line 3: missing d (end of line)");
    in.end_line("nothing");  // the blank line 3
    CHECK(in.number_on_line(4, 4, "d") == 4);
    CHECK(message_of([&] { (void)in.number_on_line(0, 9, "e"); }) == "line 4: missing e (end of input)");
    CHECK(message_of([&] { (void)sg::text_input("1 -2").number_on_line(0, 9, "f"); }) == "");
    sg::text_input bad{std::string("5 -2")};
    (void)bad.number_on_line(0, 9, "f");
    CHECK(message_of([&] { (void)bad.number_on_line(0, 9, "g"); }) == "line 1: expected g, got '-2'");
    CHECK(message_of([&] { (void)sg::text_input(" 10").number_on_line(0, 9, "g"); }) ==
          "line 1: g must be from 0 to 9, got 10");
}

TEST_CASE("text_input: end_line()") {
    sg::text_input in{std::string("1 2 \t\r\n3 4\n5")};
    (void)in.number_on_line(0, 9, "a");
    (void)in.number_on_line(0, 9, "b");
    in.end_line("expected two numbers on the line, found more");
    CHECK(in.line() == 2);
    (void)in.number_on_line(0, 9, "a");
    CHECK(message_of([&] { in.end_line("expected one number on the line, found more"); }) ==
          "line 2: expected one number on the line, found more");
    CHECK(in.number_on_line(0, 9, "b") == 4);  // a failed end_line() moves nothing
    in.end_line("no");
    CHECK(in.line() == 3);
    CHECK(in.number_on_line(0, 9, "c") == 5);
    in.end_line("no");  // no line end after the last line: only the count advances
    CHECK(in.line() == 4);
    CHECK_FALSE(in.more());
    CHECK(in.line() == 4);
    // A missing last line end changes no line number.
    for (const char* text : {"7\n", "7"}) {
        sg::text_input t{std::string(text)};
        (void)t.number_on_line(0, 9, "n");
        t.end_line("no");
        CHECK(message_of([&] { (void)t.number_on_line(0, 9, "m"); }) == "line 2: missing m (end of input)");
    }
}

TEST_CASE("text_input: line_numbers()") {
    sg::text_input in{std::string("3\n 4 5\t6 \r\n\n1\n7 8")};
    CHECK(in.line_numbers(1, 0, 9, "the count k") == std::vector<std::uint64_t>{3});
    CHECK(in.line() == 2);
    CHECK(in.line_numbers(3, 4, 6, "amounts") == std::vector<std::uint64_t>{4, 5, 6});
    CHECK(in.line() == 3);
    CHECK(in.line_numbers(0, 0, 9, "nothing").empty());  // the blank line 3
    CHECK(in.line() == 4);
    const auto error_on = [](const std::string& text, std::size_t count) {
        return message_of([&] {
            sg::text_input t{text};
            (void)t.line_numbers(1, 0, max64, "the count");
            (void)t.line_numbers(count, 1, 100, "heap sizes");
        });
    };
    CHECK(error_on("2\n5 6\n", 2).empty());
    CHECK(error_on("2\n5\n6", 2) == "line 2: expected 2 numbers (heap sizes), got 1");
    CHECK(error_on("2\n5 6 7", 2) == "line 2: expected 2 numbers (heap sizes), got 3");
    CHECK(error_on("1\n5 6", 1) == "line 2: expected 1 number (heap sizes), got 2");
    CHECK(error_on("1\n2 x 3", 2) == "line 2: expected heap sizes, got 'x'");
    CHECK(error_on("1\n2 0 3", 3) == "line 2: heap sizes must be from 1 to 100, got 0");
    CHECK(error_on("1\n \r\n5", 1) == "line 2: missing heap sizes (end of line)");
    CHECK(error_on("1\n", 1) == "line 2: missing heap sizes (end of input)");
    CHECK(error_on("1", 1) == "line 2: missing heap sizes (end of input)");
    CHECK(error_on("1\n", 0).empty());
    CHECK(error_on("1\n5", 0) == "line 2: expected 0 numbers (heap sizes), got 1");
    CHECK(error_on("1 2\n", 0) == "line 1: expected 1 number (the count), got 2");
    CHECK(error_on("\n5\n", 0) == "line 1: missing the count (end of line)");
}

TEST_CASE("text_input: line() with CRLF, blank lines and no last line end") {
    const std::string text = "1\r\n\r\n2\n\n\n3 4\r\n   \r\n5";
    std::vector<std::size_t> lines;
    sg::text_input in{text};
    while (in.more()) {
        (void)in.number(0, 9, "n");
        lines.push_back(in.line());
    }
    CHECK(lines == std::vector<std::size_t>{1, 3, 6, 6, 8});
    CHECK(in.line() == 8);
}

TEST_CASE("text_input: fail() and fail_at()") {
    sg::text_input in{std::string("1\n2\n3\n")};
    (void)in.number(0, 9, "n");
    (void)in.number(0, 9, "n");
    CHECK(in.line() == 2);
    CHECK(message_of([&] { in.fail("unexpected text"); }) == "line 2: unexpected text");
    CHECK(message_of([&] { sg::text_input::fail_at(17, "amount 0 is not a move"); }) ==
          "line 17: amount 0 is not a move");
    CHECK_THROWS_AS(in.fail("x"), sg::error);  // a parse_error is an sg::error
}

TEST_CASE("text_input: reads a FILE in blocks") {
    std::FILE* f = std::tmpfile();
    REQUIRE(f != nullptr);
    // About 390 KB, several 64 KiB blocks, with numbers across the block borders.
    std::mt19937_64 rng(42);
    std::vector<std::uint64_t> want;
    std::string text;
    for (int i = 0; i < 20'000; ++i) {
        want.push_back(rng());
        text += std::to_string(want.back()) + (i % 3 == 2 ? "\r\n" : " ");
    }
    REQUIRE(std::fwrite(text.data(), 1, text.size(), f) == text.size());
    std::rewind(f);
    sg::text_input in(f);  // the stream is read as the calls need it: it stays open
    std::vector<std::uint64_t> got;
    while (in.more()) got.push_back(in.number(0, max64, "n"));
    std::fclose(f);
    CHECK(got == want);
    CHECK(in.line() == 20'000 / 3 + 1);
}

TEST_CASE("text_input: a stream reads like the same text held whole") {
    // Random text of several 64 KiB blocks: numbers (some of hundreds of digits, some
    // out of range), junk, words longer than a block, blanks, CRLF and bare line ends.
    // The same random calls on a stream and on the string must give the same numbers,
    // words, line numbers and messages, wherever the tokens meet a block border.
    std::mt19937_64 rng(2026);
    const auto below = [&rng](std::uint64_t n) { return static_cast<std::size_t>(rng() % n); };  // a size
    for (int round = 0; round < 6; ++round) {
        std::string text;
        while (text.size() < 300'000) {
            switch (rng() % 1000 < 2 ? 0 : 1 + rng() % 8) {
                case 0: text += std::string(1 + below(70'000), 'x'); break;                 // a long word
                case 1: text += std::string(1 + below(400), static_cast<char>('1' + rng() % 9)); break;  // long number
                case 2: text += "\r\n"; break;
                case 3: text += '\n'; break;
                case 4: text += std::string(1 + below(5), ' '); break;
                case 5: text += "7z"; break;
                default: text += std::to_string(rng() % 1'000'000) + ' '; break;
            }
        }
        if (round % 2 == 1) text.pop_back();  // sometimes no last blank or line end
        std::FILE* f = std::tmpfile();
        REQUIRE(f != nullptr);
        REQUIRE(std::fwrite(text.data(), 1, text.size(), f) == text.size());
        std::rewind(f);
        sg::text_input streamed(f);
        sg::text_input held{text};
        std::mt19937_64 calls(static_cast<std::uint64_t>(round));
        // One call on `in`, by kind k: its result and message as text.
        const auto step = [](sg::text_input& in, std::uint64_t k) {
            std::string out;
            const std::string message = message_of([&] {
                switch (k) {
                    case 0: out = in.more() ? "more" : "end"; break;
                    case 1: out = std::to_string(in.number(0, 999'999, "n")); break;
                    case 2: out = std::to_string(in.number_on_line(0, max64, "m")); break;
                    case 3: out = std::string(in.word("w")); break;
                    case 4: in.end_line("junk"); break;
                    default: out = std::to_string(in.line_numbers(2, 0, max64, "pair").size()); break;
                }
            });
            return out + "|" + message + "|" + std::to_string(in.line());
        };
        int steps = 0;
        for (;; ++steps) {
            const std::uint64_t k = calls() % 6;
            const std::string a = step(streamed, k);
            REQUIRE(a == step(held, k));
            if (a.rfind("end|", 0) == 0) break;
            if (steps > 1'000'000) FAIL("the calls do not reach the end of the input");
            if (a.find("|line") != std::string::npos) {  // an error: move past the token
                const std::string w = step(streamed, 3);
                REQUIRE(w == step(held, 3));
            }
        }
        std::fclose(f);
        CHECK(steps > 500);
    }
}

TEST_CASE("text_input: a stream that cannot be read") {
    // Reading a directory fails (EISDIR) on the systems this runs on.
    std::FILE* dir = std::fopen(std::filesystem::temp_directory_path().string().c_str(), "r");
    if (dir == nullptr) return;  // the system refuses to open it: nothing to test
    // The stream is read when a call needs it: the first call fails.
    const std::string message = message_of([&] {
        sg::text_input in(dir);
        (void)in.more();
    });
    std::fclose(dir);
    CHECK(message == "line 1: reading the input failed");
}

TEST_CASE("text_input: numbers agree with std::from_chars on random tokens") {
    // Tokens near every digit count and the 64-bit border, with junk; the reference is
    // std::from_chars (decimal, no sign), independent of the reader's own loop.
    std::mt19937_64 rng(7);
    const auto below = [&rng](std::uint64_t n) { return static_cast<std::size_t>(rng() % n); };  // a size
    const auto token = [&rng, &below]() {
        std::string t;
        switch (rng() % 6) {
            case 0:
                t = std::to_string(rng() >> (rng() % 64));
                break;
            case 1:
                t = std::to_string(max64 - rng() % 20);
                break;
            case 2:
                t = "1844674407370955161" + std::to_string(rng() % 10);  // 2^64 - 6 ... 2^64 + 3
                break;
            case 3:
                t = std::string(below(25), '0') + std::to_string(rng() % 1000);
                break;
            case 4:
                for (std::size_t n = 1 + below(25); n > 0; --n) t += static_cast<char>('0' + rng() % 10);
                break;
            default:
                t = std::to_string(rng() % 100);
                t.insert(below(t.size() + 1), 1, "-+x.e"[rng() % 5]);
        }
        return t;
    };
    for (int round = 0; round < 20'000; ++round) {
        const std::string t = token();
        const std::uint64_t lo = rng() % 3 == 0 ? rng() >> (rng() % 64) : 0;
        const std::uint64_t span = max64 - lo;
        const std::uint64_t hi = rng() % 3 == 0 && span > 0 ? lo + (rng() >> (rng() % 64)) % span : max64;
        std::uint64_t want = 0;
        const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), want);
        std::string expected;
        if (end != t.data() + t.size() || ec == std::errc::invalid_argument)
            expected = "line 2: expected v, got '" + t.substr(0, 40) + "'";
        else if (ec == std::errc::result_out_of_range || want < lo || want > hi)
            expected = "line 2: v must be from " + std::to_string(lo) + " to " + std::to_string(hi) + ", got " +
                       t.substr(0, 40);
        sg::text_input in{"0\n " + t + "\r\n"};
        (void)in.number(0, 0, "zero");
        std::uint64_t got = 0;
        const std::string message = message_of([&] { got = in.number(lo, hi, "v"); });
        INFO(t << " in [" << lo << ", " << hi << "]");
        CHECK(message == expected);
        if (expected.empty()) CHECK(got == want);
    }
}

TEST_CASE("text_input: word() reads text tokens across lines") {
    sg::text_input in("  X..X\r\n\n..XX. 12\n");
    CHECK(in.word("a board") == "X..X");
    CHECK(in.line() == 1);
    CHECK(in.word("a board") == "..XX.");
    CHECK(in.line() == 3);
    CHECK(in.number_on_line(0, 99, "a count") == 12);
    try {
        (void)in.word("a board");
        FAIL("no throw");
    } catch (const sg::parse_error& e) {
        CHECK(std::string(e.what()) == "line 4: missing a board (end of input)");
    }
}

TEST_CASE("text_input: numbers into any integer type") {
    sg::text_input in{std::string("7 -3 0 -0 255\n-128 127 -9223372036854775808 9223372036854775807\n"
                                  "18446744073709551615 12 -5 6\n")};
    static_assert(std::is_same_v<decltype(in.number<int>(0, 1, "")), int>);
    static_assert(std::is_same_v<decltype(in.number_on_line<std::int8_t>(0, 1, "")), std::int8_t>);
    static_assert(std::is_same_v<decltype(in.line_numbers<short>(1, 0, 1, "")), std::vector<short>>);
    CHECK(in.number<int>(1, 10, "a") == 7);
    CHECK(in.number<int>(-5, 5, "b") == -3);
    CHECK(in.number<long>(0, 0, "c") == 0);
    CHECK(in.number<int>(0, 0, "d") == 0);  // "-0" is 0, so within 0..0
    CHECK(in.number_on_line<std::uint8_t>(0, 255, "e") == 255);
    in.end_line("f");
    CHECK(in.number<std::int8_t>(-128, 127, "g") == -128);
    CHECK(in.number<std::int8_t>(-128, 127, "h") == 127);
    CHECK(in.number<long long>(LLONG_MIN, LLONG_MAX, "i") == LLONG_MIN);
    CHECK(in.number<long long>(LLONG_MIN, LLONG_MAX, "j") == LLONG_MAX);
    CHECK(in.number<std::uint64_t>(0, max64, "k") == max64);
    CHECK(in.line_numbers<int>(3, -100, 100, "l") == std::vector<int>{12, -5, 6});
    CHECK_FALSE(in.more());
}

TEST_CASE("text_input: typed numbers out of range, and signs") {
    const auto read = [](const char* text, auto lo, auto hi) {
        return message_of([&] { (void)sg::text_input(std::string(text)).number<decltype(lo)>(lo, hi, "n"); });
    };
    CHECK(read("-6", -5, 5) == "line 1: n must be from -5 to 5, got -6");
    CHECK(read("6", -5, 5) == "line 1: n must be from -5 to 5, got 6");
    CHECK(read("-1", 0, 5) == "line 1: n must be from 0 to 5, got -1");
    CHECK(read("-3", -10, -4) == "line 1: n must be from -10 to -4, got -3");
    CHECK(read("3", 4, 10) == "line 1: n must be from 4 to 10, got 3");
    CHECK(read("-4", -10, -4).empty());
    CHECK(read("-10", -10, -4).empty());
    CHECK(read("-129", std::int8_t{-128}, std::int8_t{127}) == "line 1: n must be from -128 to 127, got -129");
    CHECK(read("128", std::int8_t{-128}, std::int8_t{127}) == "line 1: n must be from -128 to 127, got 128");
    CHECK(read("-9223372036854775809", LLONG_MIN, LLONG_MAX) ==
          "line 1: n must be from -9223372036854775808 to 9223372036854775807, got -9223372036854775809");
    CHECK(read("-99999999999999999999999", -1, 1) == "line 1: n must be from -1 to 1, got -99999999999999999999999");
    CHECK(read("2147483648", INT_MIN, INT_MAX) == "line 1: n must be from -2147483648 to 2147483647, got 2147483648");
    CHECK(read("-", -1, 1) == "line 1: expected n, got '-'");
    CHECK(read("--1", -1, 1) == "line 1: expected n, got '--1'");
    CHECK(read("-1x", -1, 1) == "line 1: expected n, got '-1x'");
    CHECK(read("+1", -1, 1) == "line 1: expected n, got '+1'");
    // An unsigned type takes no sign, as number() does not.
    CHECK(read("-1", 0U, 5U) == "line 1: expected n, got '-1'");
    CHECK(read("300", std::uint8_t{0}, std::uint8_t{255}) == "line 1: n must be from 0 to 255, got 300");
    CHECK(message_of([] { (void)sg::text_input(std::string("\n5")).number_on_line<int>(0, 9, "m"); }) ==
          "line 1: missing m (end of line)");
}

TEST_CASE("text_input: typed numbers agree with std::from_chars on random tokens") {
    std::mt19937_64 rng(2024);
    for (int i = 0; i < 20000; ++i) {
        const auto v = static_cast<std::int64_t>(rng());
        const int shift = static_cast<int>(rng() % 64);
        const std::int64_t x = v >> shift;  // every size of number, both signs
        const std::string text = std::to_string(x);
        const std::int64_t lo = -static_cast<std::int64_t>(rng() >> (rng() % 63 + 1));
        const std::int64_t hi = lo + static_cast<std::int64_t>(rng() >> 2);
        std::int64_t expected = 0;
        std::from_chars(text.data(), text.data() + text.size(), expected);
        std::int64_t value = 0;
        const std::string got = message_of([&] { value = sg::text_input(text).number<std::int64_t>(lo, hi, "x"); });
        const bool in_range = expected >= lo && expected <= hi;
        CHECK(got.empty() == in_range);
        if (in_range) CHECK(value == expected);
    }
}
