// sg/games/detail/octal_kernels.hpp: the searches of the nim-sequence engine
// (games/detail/octal_engine.hpp) for one storage width T: given the options found without a
// search, settle whether the candidate values are left by a pair of common heaps of a
// split (games/detail/octal_splits.hpp), in blocks of pairs that compilers vectorise. They
// read only the values and write only a scratch of their own, so several threads may
// settle different heaps at once.
#pragma once

#include "../../detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

#include "../../mex.hpp"
#include "../../value.hpp"
#include "octal_rules.hpp"
#include "octal_splits.hpp"

namespace sg::detail {

// The values one thread reads and the scratch it writes while settling a value.
template <class T>
struct octal_scratch {
    const T* g = nullptr;    // G(0), G(1), ...
    const T* low = nullptr;  // G(octal_kernels<T>::low_span - 1), ..., G(0), or nullptr
    nimber max_value = 0;    // at least every value in g
    std::vector<std::uint8_t> missing;
    std::vector<nimber> todo;
    std::size_t work = 0;  // pairs the searches looked at
};

template <class T>
struct octal_kernels {
    static constexpr std::size_t block = 64;
    // The engine keeps G(low_span - 1), ..., G(1), G(0), the smallest heaps in reverse
    // order (octal_scratch::low), so that the pairs (b, m - b) of a block read both parts
    // in ascending order.
    static constexpr std::size_t low_span = std::size_t{1} << 13;

    // The smallest value >= c that is no option marked and no option of a pair of split
    // s, searching those pairs; every value below c is marked. ub: the first value from c
    // on that is not marked and that s does not reach (the answer is at most ub); u: the
    // values below ub not marked yet, each reached by s. They are looked for among the
    // pairs of s, smaller part a = 1, 2, ...: while many are missing, by blocks of pairs
    // looked up in a table of the missing values (then one at a time near the end), and
    // (at most 4 left, usually the hard ones) by comparing blocks of pairs with all of
    // them at once, which compilers turn into vector instructions.
    static nimber confirm(const octal_split& s, const mex_buffer::inserter& mark, nimber c, std::size_t n,
                          octal_scratch<T>& w, nimber known_ub) {
        const nimber ub = missing_from(s, mark, c, n, w, known_ub);
        std::size_t u = w.todo.size(), a = 1;
        if (u > 4) a = cross_off_blocks(s, mark, n, w, u);
        a = cross_off_pairs(s, mark, n, w.g, a, u, ub);
        w.work += (a - 1) * s.ks.size();
        if (u == 0) return ub;
        find_last(s, mark, n, w, a, u);
        if (u == 0) return ub;
        while (mark.contains(c)) ++c;
        return c;
    }

    // ub, with w.todo the values from c to ub not marked (each reached by s, increasing).
    static nimber missing_from(const octal_split& s, const mex_buffer::inserter& mark, nimber c, std::size_t n,
                               octal_scratch<T>& w, nimber known_ub) {
        std::vector<nimber>& todo = w.todo;
        todo.clear();
        nimber ub = c;
        if (known_ub > c) {
            // The caller found ub already: every value from c to it not marked is reached.
            for (; ub < known_ub; ++ub)
                if (!mark.contains(ub)) todo.push_back(ub);
            return ub;
        }
        for (;; ++ub) {
            if (mark.contains(ub)) continue;
            if (!octal_splits::reaches(s, ub, n, w.max_value)) return ub;
            todo.push_back(ub);
        }
    }

    // With u > 4 values of w.todo missing: the pairs of s in whole blocks from a = 1,
    // tested against a table of the missing values (one load a pair, no store), then
    // searched one by one where they hit; marks the values found, lowers u by their
    // number and returns the first a not looked at.
    static std::size_t cross_off_blocks(const octal_split& s, const mex_buffer::inserter& mark, std::size_t n,
                                        octal_scratch<T>& w, std::size_t& u) {
        const T* g = w.g;
        std::vector<std::uint8_t>& missing = w.missing;
        const std::vector<nimber>& todo = w.todo;
        std::size_t a = 1;
        const auto lim = static_cast<std::size_t>(std::bit_ceil(w.max_value + 1));
        missing.assign(lim, 0);
        for (nimber v : todo) missing[static_cast<std::size_t>(v)] = 1;
        const std::size_t kmax = s.ks.back();
        const std::uint8_t* miss = missing.data();
        const T* low = w.low;
        T x[block];  // the values of a block of pairs
        // Whole blocks below every split's largest half (below m / 2 with a modifier).
        const std::size_t strict = s.any_rule ? 1 : 0;
        while (u > 4 && n >= kmax && 2 * (a + block - 1) + kmax + strict <= n) {
            for (std::size_t k : s.ks) {
                // x: the values of the pairs (a + i, n - k - a - i), i < block, in some
                // order; from the reversed copy (both runs ascending, a vector loop)
                // while a + block <= low_span.
                if (low != nullptr && a + block <= low_span) {
                    const T* lo = low + (low_span - (a + block));  // G(a + block - 1 - j)
                    const T* hi = g + (n - k - (a + block - 1));   // G(n - k - a - block + 1 + j)
                    for (std::size_t j = 0; j < block; ++j) x[j] = static_cast<T>(lo[j] ^ hi[j]);
                } else {
                    const T* lo = g + a;
                    const T* hi = g + (n - k - a);
                    for (std::size_t i = 0; i < block; ++i) x[i] = static_cast<T>(lo[i] ^ *(hi - i));
                }
                if (u <= 16) {  // with many missing, nearly every block hits: no test
                    unsigned h0 = 0, h1 = 0, h2 = 0, h3 = 0;  // four chains of ORs, not one
                    for (std::size_t i = 0; i < block; i += 4) {
                        h0 |= miss[static_cast<std::size_t>(x[i])];
                        h1 |= miss[static_cast<std::size_t>(x[i + 1])];
                        h2 |= miss[static_cast<std::size_t>(x[i + 2])];
                        h3 |= miss[static_cast<std::size_t>(x[i + 3])];
                    }
                    if ((h0 | h1 | h2 | h3) == 0) continue;
                }
                // Branch-free: crosses off the missing values the block leaves (marked
                // below, once the blocks are done).
                std::uint8_t* const missed = missing.data();
                for (std::size_t i = 0; i < block; ++i) {
                    const auto v = static_cast<std::size_t>(x[i]);
                    u -= missed[v];
                    missed[v] = 0;
                }
            }
            a += block;
        }
        for (nimber v : todo)
            if (missing[static_cast<std::size_t>(v)] == 0) mark(v);
        return a;
    }

    // The pairs (a, n - k - a) of s one at a time from a on while more than 4 values are
    // missing (u of them, below ub); returns the first a not looked at.
    static std::size_t cross_off_pairs(const octal_split& s, const mex_buffer::inserter& mark, std::size_t n,
                                       const T* g, std::size_t a, std::size_t& u, nimber ub) {
        const std::size_t amax = n >= s.ks.front() + 2 ? (n - s.ks.front()) / 2 : 0;
        for (; a <= amax && u > 4; ++a) {
            const nimber ga = g[a];
            for (std::size_t i = 0; i < s.ks.size(); ++i) {
                const std::size_t k = s.ks[i];
                if (2 * a + k > n) break;  // ks is increasing
                if (2 * a + k == n && s.rule[i] != split_rule::none) continue;  // a == b: no split
                // x is an option, so marking it is always right; count it if it was missing.
                const nimber x = ga ^ g[n - k - a];
                u -= static_cast<std::size_t>(mark.insert_new(x) & (x < ub));
            }
        }
        return a;
    }

    // At most 4 values missing (u of them, in w.todo): the pairs of s from a on compared
    // with all of them at once, by whole blocks (vector instructions) and one at a time
    // at the end of each split, until none is missing or the pairs run out.
    static void find_last(const octal_split& s, const mex_buffer::inserter& mark, std::size_t n,
                          octal_scratch<T>& w, std::size_t a, std::size_t& u) {
        const T* g = w.g;
        std::vector<nimber>& todo = w.todo;
        T want[4] = {0, 0, 0, 0};
        missing_below(mark, want, todo);
        for (std::size_t i = 0; i < s.ks.size(); ++i) {
            const std::size_t k = s.ks[i];
            if (n < k + 2) break;
            const std::size_t m = n - k;
            const auto h = static_cast<std::size_t>(largest_half(m, s.rule[i]));
            std::size_t b = a;
            const T* low = w.low;
            while (u > 0 && b <= h) {
                const std::size_t end = std::min(h + 1, b + block);
                // Here u <= 4: want holds every missing value. A whole block tells which
                // of them it leaves (smaller parts from the reversed copy while there, so
                // both runs ascend: vector loads).
                if (end - b == block) {
                    const unsigned hit = end <= low_span && low != nullptr
                                             ? block_hits_ascending(low + (low_span - end), g + (m - end + 1), want)
                                             : block_hits(g + b, g + (m - b), want);
                    b = end;
                    if (hit == 0) continue;
                    for (unsigned j = 0; j < 4; ++j)  // a repeated want is fresh only once
                        if ((hit >> j) & 1) u -= static_cast<std::size_t>(mark.insert_new(want[j]));
                    missing_below(mark, want, todo);
                    continue;
                }
                const std::size_t before = u;
                for (; b < end; ++b) {
                    const auto x = static_cast<T>(g[b] ^ g[m - b]);
                    if ((x == want[0] || x == want[1] || x == want[2] || x == want[3]) && mark.insert_new(x)) --u;
                }
                if (u != before) missing_below(mark, want, todo);
            }
            w.work += b - a;
            if (u == 0) return;
        }
    }

    // want[0..3]: the first (up to) four missing values that are no option yet (todo
    // keeps those, dropping the others), the first repeated to fill the array.
    static void missing_below(const mex_buffer::inserter& mark, T (&want)[4], std::vector<nimber>& todo) {
        std::erase_if(todo, [&](nimber v) { return mark.contains(v); });
        std::size_t w = 0;
        for (; w < 4 && w < todo.size(); ++w) want[w] = static_cast<T>(todo[w]);
        for (std::size_t i = w; i < 4; ++i) want[i] = want[0];
    }

    // Which of want[0..3] do the pairs (lo[i], hi[i]), i < block, XOR to? Bit j for
    // want[j]. Branch-free, one pass of vector compares.
    [[nodiscard]] static unsigned block_hits_ascending(const T* lo, const T* hi, const T (&want)[4]) noexcept {
        const T w0 = want[0], w1 = want[1], w2 = want[2], w3 = want[3];
        T h0 = 0, h1 = 0, h2 = 0, h3 = 0;
        for (std::size_t i = 0; i < block; ++i) {
            const auto x = static_cast<T>(lo[i] ^ hi[i]);
            h0 |= static_cast<T>(x == w0);
            h1 |= static_cast<T>(x == w1);
            h2 |= static_cast<T>(x == w2);
            h3 |= static_cast<T>(x == w3);
        }
        return unsigned{h0 != 0} | unsigned{h1 != 0} << 1 | unsigned{h2 != 0} << 2 | unsigned{h3 != 0} << 3;
    }

    // Which of want[0..3] do the pairs (lo[i], hi[-i]), i < block, XOR to? Bit j for
    // want[j]. Branch-free.
    [[nodiscard]] static unsigned block_hits(const T* lo, const T* hi, const T (&want)[4]) noexcept {
        if constexpr (sizeof(T) == 1) {
            // Eight pairs in a 64-bit word (reversing bytes needs no vector shuffle): the
            // bytes of hi reversed, XORed with those of lo, then a zero-byte test against
            // each wanted value. Independent of the byte order.
            constexpr std::uint64_t ones = 0x0101010101010101, highs = 0x8080808080808080;
            std::uint64_t w[4], acc[4] = {0, 0, 0, 0};
            for (int j = 0; j < 4; ++j) w[j] = ones * want[j];
            for (std::size_t i = 0; i < block; i += 8) {
                std::uint64_t a, b;
                std::memcpy(&a, lo + i, 8);
                std::memcpy(&b, hi - i - 7, 8);  // hi[-i-7] .. hi[-i]
                b = ((b & 0x00FF00FF00FF00FF) << 8) | ((b >> 8) & 0x00FF00FF00FF00FF);
                b = ((b & 0x0000FFFF0000FFFF) << 16) | ((b >> 16) & 0x0000FFFF0000FFFF);
                b = (b << 32) | (b >> 32);
                const std::uint64_t x = a ^ b;
                for (int j = 0; j < 4; ++j) {
                    const std::uint64_t v = x ^ w[j];
                    acc[j] |= (v - ones) & ~v & highs;  // nonzero iff some byte of v is 0
                }
            }
            return unsigned{acc[0] != 0} | unsigned{acc[1] != 0} << 1 | unsigned{acc[2] != 0} << 2 |
                   unsigned{acc[3] != 0} << 3;
        }
        unsigned hit = 0;
        for (std::size_t i = 0; i < block; ++i) {
            const T x = static_cast<T>(lo[i] ^ *(hi - i));
            hit |= static_cast<unsigned>(x == want[0]) | static_cast<unsigned>(x == want[1]) << 1 |
                   static_cast<unsigned>(x == want[2]) << 2 | static_cast<unsigned>(x == want[3]) << 3;
        }
        return hit;
    }
};

}  // namespace sg::detail
