// The nim-sequence of an octal or hexadecimal code by the plain definition, written from
// the rules of the code and nothing else, for the tests of the octal engine: G(n) is the
// mex over every way to remove k tokens and leave 0, 1, 2 or 3 nonempty heaps (as the
// digit's modifier allows: '!' pairwise unequal heaps, '?' not all equal).
#pragma once

#include <sg/games/octal.hpp>

#include <cstddef>
#include <string>
#include <vector>

namespace sg_test {

inline std::vector<sg::nimber> octal_plain(const std::string& code_text, std::size_t n) {
    const sg::octal_code code(code_text);
    std::vector<sg::nimber> g(n + 1, 0);
    std::vector<bool> seen;
    const auto at = [](sg::nimber v) { return static_cast<std::size_t>(v); };  // a value as an index
    for (std::size_t h = 0; h <= n; ++h) {
        seen.assign(4 * h + 8, false);
        for (std::size_t k = 0; k <= h && k <= code.length(); ++k) {
            const unsigned d = code.digit(k);
            const std::size_t m = h - k;
            if ((d & 1) && m == 0) seen[0] = true;
            if ((d & 2) && k > 0 && m > 0) seen[at(g[m])] = true;
            // A modifier: '!' the heaps left are pairwise unequal, '?' not all equal.
            const sg::split_constraint rule = code.constraint(k);
            for (std::size_t a = 1; (d & 4) && a < m; ++a)
                if (rule == sg::split_constraint::none || a != m - a) seen[at(g[a] ^ g[m - a])] = true;
            for (std::size_t a = 1; (d & 8) && a < m; ++a)
                for (std::size_t b = 1; a + b < m; ++b) {
                    const std::size_t c = m - a - b;
                    if (rule == sg::split_constraint::unequal && (a == b || b == c || a == c)) continue;
                    if (rule == sg::split_constraint::not_all_equal && a == b && b == c) continue;
                    seen[at(g[a] ^ g[b] ^ g[c])] = true;
                }
        }
        while (seen[at(g[h])]) ++g[h];
    }
    return g;
}

}  // namespace sg_test
