// Fuzzes the octal code parser (sg::octal_code in sg/games/octal.hpp) and the octal
// engine behind it. Any text either parses or throws sg::parse_error. A code that
// parses prints as canonical text that parses to the same code, and the engine's values
// G(0) .. G(40) agree with the plain definition: the mex over every move the digits
// allow (digit d_k: bit 1 takes a whole heap of k, bit 2 leaves one heap, bit 4 two,
// bit 8 three; a modifier '!' keeps the heaps of its splits pairwise unequal, '?' not
// all equal).
#include <sg/error.hpp>
#include <sg/games/octal.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz_support.hpp"

namespace {
using sg_fuzz::require;

// G(0) .. G(top) straight from the definition.
std::vector<unsigned> plain_values(const sg::octal_code& code, std::size_t top) {
    std::vector<unsigned> g(top + 1, 0);
    for (std::size_t n = 0; n <= top; ++n) {
        std::vector<bool> seen(64, false);
        const auto add = [&](unsigned v) {
            if (v >= seen.size()) seen.resize(2 * v + 1, false);
            seen[v] = true;
        };
        for (std::size_t k = 0; k <= n && k <= code.length(); ++k) {
            const unsigned d = code.digit(k);
            const sg::split_constraint rule = code.constraint(k);
            const bool unequal = rule == sg::split_constraint::unequal;
            const std::size_t r = n - k;  // what the move leaves, in 0, 1, 2 or 3 heaps
            if ((d & 1u) && r == 0) add(0);
            if ((d & 2u) && r >= 1) add(g[r]);
            if (d & 4u)
                for (std::size_t a = 1; a <= r - a && r >= 2; ++a)
                    if (rule == sg::split_constraint::none || a != r - a) add(g[a] ^ g[r - a]);
            if (d & 8u)
                for (std::size_t a = 1; 3 * a <= r; ++a)
                    for (std::size_t b = a; a + 2 * b <= r; ++b) {
                        const std::size_t c = r - a - b;
                        if (unequal && (a == b || b == c)) continue;
                        if (rule == sg::split_constraint::not_all_equal && a == c) continue;  // a <= b <= c
                        add(g[a] ^ g[b] ^ g[c]);
                    }
        }
        unsigned m = 0;
        while (m < seen.size() && seen[m])
            ++m;
        g[n] = m;
    }
    return g;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    sg::octal_code code;
    try {
        code = sg::octal_code(text);
    } catch (const sg::parse_error& e) {
        require(std::string_view(e.what()).starts_with("sg::octal_code: bad code"));
        return 0;
    }
    const std::string canonical = code.str();
    require(sg::octal_code(canonical) == code);
    require(sg::octal_code(canonical).str() == canonical);
    if (code.length() > 64) return 0;  // long codes: the parser was the point
    constexpr std::size_t top = 40;
    sg::octal_sequence seq(code);
    seq.extend(top);
    require(seq.size() > top);
    const std::vector<unsigned> want = plain_values(code, top);
    for (std::size_t n = 0; n <= top; ++n)
        require(seq[n] == want[n]);
    return 0;
}
