// Fuzzes sg::text_input: a few bytes choose a sequence of reads (number, number_on_line,
// word, end_line, line_numbers, more) with their ranges; the rest is the text. A read
// either returns what it promises (a number in range, a word without blanks, a line
// count that never goes back) or throws sg::parse_error; nothing else may happen.
#include <sg/error.hpp>
#include <sg/io/input.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "fuzz_support.hpp"

using sg_fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const std::size_t ops = data[0] % 16u;
    if (size < 1 + ops) return 0;
    const std::uint8_t* op = data + 1;
    sg::text_input in(std::string(reinterpret_cast<const char*>(data + 1 + ops), size - 1 - ops));
    std::size_t last_line = in.line();
    try {
        for (std::size_t i = 0; i < ops; ++i) {
            const unsigned b = op[i];
            // lo and hi from the high bits: small ranges, 64-bit ones, a single value.
            const std::uint64_t lo = (b & 0x10u) ? 1 : 0;
            const std::uint64_t hi = (b & 0x20u) ? 9 : (b & 0x40u) ? 1000 : UINT64_MAX;
            switch (b % 8u) {
                case 0:
                case 1: {
                    const std::uint64_t v = in.number(lo, hi, "a number");
                    require(v >= lo && v <= hi);
                    break;
                }
                case 2: {
                    const std::uint64_t v = in.number_on_line(lo, hi, "a number");
                    require(v >= lo && v <= hi);
                    break;
                }
                case 3: {
                    const std::string_view w = in.word("a word");
                    require(!w.empty());
                    for (const char c : w)
                        require(c != ' ' && c != '\t' && c != '\r' && c != '\n');
                    break;
                }
                case 4:
                    in.end_line("text after the numbers");
                    break;
                case 5: {
                    const std::size_t count = (b >> 3) % 5u;
                    const auto v = in.line_numbers(count, lo, hi, "numbers");
                    require(v.size() == count);
                    for (const auto x : v)
                        require(x >= lo && x <= hi);
                    break;
                }
                default:
                    (void)in.more();
                    break;
            }
            require(in.line() >= last_line);
            last_line = in.line();
        }
    } catch (const sg::parse_error& e) {
        const std::string what = e.what();
        require(what.rfind("line ", 0) == 0);  // every message names its line
    }
    return 0;
}
