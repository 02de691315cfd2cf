// sg/games/detail/octal_splits.hpp: the two-heap splits of an octal code as the nim-sequence
// engine (games/detail/octal_engine.hpp) sees them, by parity, with their common values: which
// sets are common, which heaps are rare, and when and how the sets are chosen again. Only
// the histograms and the lists of rare heaps read the values; the choices themselves do
// not depend on how wide a value is stored.
#pragma once

#include "../../detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <utility>
#include <vector>

#include "../../value.hpp"
#include "octal_rules.hpp"

namespace sg::detail {

// Heap indices in increasing order: 4 bytes each below 2^32, 8 bytes from there on.
class octal_heap_list {
public:
    void push_back(std::uint64_t a) {
        if (a <= std::numeric_limits<std::uint32_t>::max())
            low_.push_back(static_cast<std::uint32_t>(a));
        else
            high_.push_back(a);
    }
    // f(a) for every a < m, in increasing order.
    template <class F>
    void below(std::uint64_t m, F&& f) const {
        // The end first (usually every heap is below m), then a loop without a test.
        const std::size_t end = low_.empty() || low_.back() < m
                                    ? low_.size()
                                    : static_cast<std::size_t>(std::lower_bound(low_.begin(), low_.end(), m) - low_.begin());
        const std::uint32_t* p = low_.data();
        for (std::size_t i = 0; i < end; ++i) f(std::size_t{p[i]});
        if (end < low_.size()) return;
        for (std::uint64_t a : high_) {
            if (a >= m) return;
            f(static_cast<std::size_t>(a));
        }
    }
    [[nodiscard]] std::size_t size() const noexcept { return low_.size() + high_.size(); }
    [[nodiscard]] std::size_t memory_bytes() const noexcept {
        return low_.capacity() * sizeof(std::uint32_t) + high_.capacity() * sizeof(std::uint64_t);
    }
    void clear() noexcept {
        low_.clear();
        high_.clear();
    }
    // Drops every heap from m on.
    void truncate(std::uint64_t m) {
        std::erase_if(high_, [m](std::uint64_t a) { return a >= m; });
        if (m <= std::numeric_limits<std::uint32_t>::max())
            low_.erase(std::lower_bound(low_.begin(), low_.end(), static_cast<std::uint32_t>(m)), low_.end());
    }
    void shrink_to_fit() {
        low_.shrink_to_fit();
        high_.shrink_to_fit();
    }

private:
    std::vector<std::uint32_t> low_;
    std::vector<std::uint64_t> high_;
};

// The two-heap splits of one parity d = k mod 2 and their common values (see
// octal_splits): the odd-parity classes of `mask` when `common` is empty, else the bit
// set `common` over x = 2 G + (heap mod 2), with `reach` = C ^ C.
struct octal_split {
    std::vector<std::size_t> ks;   // k of the splits, increasing
    std::vector<split_rule> rule;  // the modifier of each k: with one, a == b is no split
    bool any_rule = false;         // some k has a modifier
    bool plain = true;             // every pair is enumerated
    std::uint64_t mask = 0;
    std::vector<std::uint64_t> common, reach;
    octal_heap_list rare;  // heaps a >= 1 with x(a) not common
};

// Bit sets over x as words of 64 bits.
[[nodiscard]] inline bool test_bit(const std::vector<std::uint64_t>& bits, std::uint64_t x) noexcept {
    return (x >> 6) < bits.size() && ((bits[static_cast<std::size_t>(x >> 6)] >> (x & 63)) & 1) != 0;
}
inline void set_bit(std::vector<std::uint64_t>& bits, std::uint64_t x) noexcept {
    bits[static_cast<std::size_t>(x >> 6)] |= std::uint64_t{1} << (x & 63);
}

// Bits 0, 2, ..., 62 of x as bits 0 .. 31.
[[nodiscard]] constexpr std::uint64_t even_bits(std::uint64_t x) noexcept {
    x &= 0x5555555555555555;
    x = (x | x >> 1) & 0x3333333333333333;
    x = (x | x >> 2) & 0x0F0F0F0F0F0F0F0F;
    x = (x | x >> 4) & 0x00FF00FF00FF00FF;
    x = (x | x >> 8) & 0x0000FFFF0000FFFF;
    return (x | x >> 16) & 0x00000000FFFFFFFF;
}

// The parity mask m with the fewest heaps rare (popcount(G & m) even) among `total`
// heaps, from the histogram w of the low bits of their values, by a Walsh–Hadamard
// transform: rare(x) = (N + W[x]) / 2. (0, total) when no mask leaves fewer than half
// of them rare.
[[nodiscard]] inline std::pair<std::uint64_t, std::size_t> best_parity_mask(std::vector<std::int64_t> w,
                                                                             std::size_t total) {
    const std::size_t size = w.size();
    for (std::size_t len = 1; len < size; len *= 2)
        for (std::size_t i = 0; i < size; i += 2 * len)
            for (std::size_t j = i; j < i + len; ++j) {
                const std::int64_t x = w[j], y = w[j + len];
                w[j] = x + y;
                w[j + len] = x - y;
            }
    const auto n = static_cast<std::int64_t>(total);
    std::size_t best = 0;
    std::int64_t best_rare = n;
    for (std::size_t x = 1; x < size; ++x) {
        const std::int64_t rare = (n + w[x]) / 2;
        if (rare < best_rare) {
            best_rare = rare;
            best = x;
        }
    }
    if (2 * best_rare >= n) return {0, total};
    return {best, static_cast<std::size_t>(best_rare)};
}

// The common set of parity d taken greedily in the given order of x = 2 G + (heap mod
// 2), x < domain: each x whose XOR with d is no XOR of two members joins (at most 4096
// members). common gets the members, reach every XOR of two of them.
inline void greedy_common_set(std::span<const std::uint32_t> order, std::size_t d, std::size_t domain,
                              std::vector<std::uint64_t>& common, std::vector<std::uint64_t>& reach) {
    const std::size_t words = domain / 64 + 1;
    common.assign(words, 0);
    reach.assign(words, 0);
    set_bit(reach, 0);
    std::vector<std::uint32_t> members;
    for (std::uint32_t x : order) {
        if (members.size() >= 4096) break;
        if (x >= domain || test_bit(common, x) || test_bit(reach, x ^ d)) continue;
        for (std::uint32_t c : members) set_bit(reach, x ^ c);
        members.push_back(x);
        set_bit(common, x);
    }
}

// The splits of both parities and the choice of their common sets.
//
// Write x(a) = 2 G(a) + (a mod 2). A two-heap split of parity d (it removes k tokens, k
// mod 2 = d) from heap n leaves a + b = n - k, so x(a) ^ x(b) = 2 option + ((n ^ d) mod
// 2). A set C of such x is common for parity d when no XOR of two members of C, flipped
// by d, is in C. Then a common value x(n) is never the option of a pair of common heaps,
// so every common option comes from a pair with a rare part (the engine enumerates the
// rare heaps), and a value can be the option of a pair of common heaps only if it is
// reached: 2 v + ((n ^ d) mod 2) in C ^ C. Every choice of C is exact; a poor one costs
// time, never a value.
//
// The splits are chosen again as the sequence grows (at 2^10 values, then every 1.5x, and
// when rare heaps arrive faster than the split predicts): for each parity, greedily from
// the most frequent x down, every x that keeps C common; or the odd-parity classes of the
// best mask (popcount(G & m) odd, found by a Walsh–Hadamard transform of the histogram)
// when that leaves fewer heaps rare. A split that leaves half the heaps rare or more is
// not used: those pairs are enumerated plainly.
class octal_splits {
public:
    // Values below 2^16 get a general split; wider ones only a mask.
    static constexpr int general_bits = 16;

    // A split of the code: k tokens removed, the digit's rule.
    void add(std::size_t k, split_rule rule) {
        octal_split& s = s_[k & 1];
        s.ks.push_back(k);
        s.rule.push_back(rule);
        s.any_rule = s.any_rule || rule != split_rule::none;
        any_ = true;
    }
    // Does the code have a two-heap split?
    [[nodiscard]] bool any() const noexcept { return any_; }
    // The splits of parity d.
    [[nodiscard]] const octal_split& operator[](std::size_t d) const noexcept { return s_[d]; }
    [[nodiscard]] const octal_split* begin() const noexcept { return s_.data(); }
    [[nodiscard]] const octal_split* end() const noexcept { return s_.data() + s_.size(); }

    // Are the common pairs of s searched (not enumerated, and s not empty)?
    [[nodiscard]] static bool searched(const octal_split& s) noexcept { return !s.ks.empty() && !s.plain; }
    [[nodiscard]] int searched_count() const noexcept {
        return static_cast<int>(std::count_if(s_.begin(), s_.end(), searched));
    }
    // Are the splits to be chosen again before heap n is computed?
    [[nodiscard]] bool due(std::size_t n) const noexcept { return !fixed_ && any_ && (n >= next_ || degrading(n)); }

    // G(n) = v is stored: heap n joins the rare heaps of each split it is rare for.
    void stored(std::size_t n, nimber v) {
        if (n == 0) return;
        for (octal_split& s : s_)
            if (searched(s) && !common(s, n, v)) {
                s.rare.push_back(n);
                ++rare_since_;
            }
    }
    // Drops heap n and every heap after it.
    void truncate(std::size_t n) {
        for (octal_split& s : s_) s.rare.truncate(n);
    }

    // Can a pair of common heaps of some split leave value v from heap n (every value at
    // most max_value)? Bit i of reached_word(q, n, max_value): can one leave 64 q + i?
    [[nodiscard]] bool reached(nimber v, std::size_t n, nimber max_value) const noexcept {
        return std::any_of(s_.begin(), s_.end(),
                           [&](const octal_split& s) { return searched(s) && reaches(s, v, n, max_value); });
    }
    [[nodiscard]] std::uint64_t reached_word(std::size_t q, std::size_t n, nimber max_value) const noexcept {
        std::uint64_t r = 0;
        for (const octal_split& s : s_)
            if (searched(s)) r |= reach_word(s, q, n, max_value);
        return r;
    }
    // The most heaps a split enumerates among `values` heaps: its rare heaps, or every
    // heap where no split is used.
    [[nodiscard]] std::size_t rare_count(std::size_t values) const noexcept {
        std::size_t r = 0;
        for (const auto& s : s_)
            if (!s.ks.empty()) r = std::max(r, s.plain ? values : s.rare.size());
        return r;
    }
    [[nodiscard]] std::size_t memory_bytes() const noexcept {
        std::size_t b = 0;
        for (const auto& s : s_)
            b += s.rare.memory_bytes() + (s.common.capacity() + s.reach.capacity()) * sizeof(std::uint64_t);
        return b;
    }

    // The mask forced by fix_mask, or else the parity mask with the fewest rare values
    // among G(1) .. G(g.size() - 1) (0 when none leaves fewer than half of them rare).
    template <class T>
    [[nodiscard]] std::uint64_t mask(std::span<const T> g, nimber max_value) const {
        if (fixed_) return fixed_mask_;
        return best_mask(g, max_value).first;
    }

    // Uses the odd-parity classes of mask m as the common values of every split from now
    // on (0: the plain definition); no automatic choice any more.
    template <class T>
    void fix_mask(std::uint64_t m, std::span<const T> g) {
        fixed_ = true;
        fixed_mask_ = m;
        for (octal_split& s : s_) {
            if (s.ks.empty()) continue;
            s.plain = m == 0;
            s.mask = m;
            s.common.clear();
            s.reach.clear();
            fill_rare(s, g);
        }
    }

    // Takes the common set of each parity greedily in the given order of x (below 2^17)
    // from now on; no automatic choice any more.
    template <class T>
    void fix_common_order(std::span<const std::uint32_t> order, std::span<const T> g) {
        fixed_ = true;
        fixed_mask_ = 0;
        for (std::size_t d = 0; d < 2; ++d) {
            octal_split& s = s_[d];
            if (s.ks.empty()) continue;
            greedy_common_set(order, d, std::size_t{2} << general_bits, s.common, s.reach);
            s.plain = false;
            fill_rare(s, g);
        }
    }

    // Chooses the split of each parity again over the values g (see the class comment).
    template <class T>
    void rebuild(std::span<const T> g, nimber max_value) {
        const std::size_t n = g.size();
        next_ = n + n / 2 + 1;
        rebuilt_at_ = n;
        rare_since_ = 0;
        if (n < 2) return;
        // Histogram of x = 2 G + (a mod 2) while the values are narrow enough.
        std::vector<std::uint64_t> count;
        if (std::bit_width(max_value) <= general_bits) {
            count.assign(std::size_t{2} << std::bit_width(max_value), 0);
            for (std::size_t a = 1; a < n; ++a) ++count[2 * static_cast<std::size_t>(g[a]) + (a & 1)];
        }
        choose(count, best_mask(g, max_value), n - 1);
        rare_at_rebuild_ = 0;
        for (octal_split& s : s_) {
            if (s.ks.empty()) continue;
            fill_rare(s, g);
            rare_at_rebuild_ = std::max(rare_at_rebuild_, s.plain ? n - 1 : s.rare.size());
        }
    }

    // Is heap a, of value v, common for split s?
    [[nodiscard]] static bool common(const octal_split& s, std::size_t a, nimber v) noexcept {
        if (s.common.empty()) return (std::popcount(v & s.mask) & 1) != 0;
        return v < (std::uint64_t{1} << general_bits) && test_bit(s.common, 2 * v + (a & 1));
    }
    // Can a pair of common heaps of split s leave value c from heap n?
    [[nodiscard]] static bool reaches(const octal_split& s, nimber c, std::size_t n, nimber max_value) noexcept {
        if (c >= std::bit_ceil(max_value + 1)) return false;  // above every XOR of two values
        if (s.common.empty()) return (std::popcount(c & s.mask) & 1) == 0;
        const std::size_t d = s.ks.front() & 1;
        return test_bit(s.reach, 2 * c + ((n ^ d) & 1));
    }

private:
    // reaches() for the 64 values 64 q .. 64 q + 63 at once: bit i for value 64 q + i.
    [[nodiscard]] static std::uint64_t reach_word(const octal_split& s, std::size_t q, std::size_t n,
                                                  nimber max_value) noexcept {
        const nimber lo = nimber{64} * q, limit = std::bit_ceil(max_value + 1);
        if (lo >= limit) return 0;  // above every XOR of two values
        std::uint64_t r = 0;
        if (s.common.empty()) {
            // popcount(v & mask) even: the pattern of the low 6 bits of v, flipped when
            // the high bits of v meet the mask an odd number of times.
            std::uint64_t low = 1;  // bit i: popcount(i & mask) even, for i below 2^b, then 2^(b+1)
            for (unsigned b = 0; b < 6; ++b) {
                const unsigned w = 1u << b;
                const std::uint64_t ones = (std::uint64_t{1} << w) - 1, half = low & ones;
                low = half | (((s.mask >> b) & 1) != 0 ? ~half & ones : half) << w;  // i + 2^b: bit b flips
            }
            r = (std::popcount(lo & s.mask) & 1) != 0 ? ~low : low;
        } else {
            // Bits x = 2 v + p of reach (p the parity of the heaps a pair leaves): every
            // other bit of its words 2 q and 2 q + 1.
            const unsigned p = static_cast<unsigned>((n ^ s.ks.front()) & 1);
            const auto word = [&](std::size_t k) { return k < s.reach.size() ? s.reach[k] >> p : 0; };
            r = even_bits(word(2 * q)) | even_bits(word(2 * q + 1)) << 32;
        }
        if (limit - lo < 64) r &= (std::uint64_t{1} << (limit - lo)) - 1;
        return r;
    }
    template <class T>
    static void fill_rare(octal_split& s, std::span<const T> g) {
        s.rare.clear();
        if (s.plain) {
            s.rare.shrink_to_fit();
            return;
        }
        for (std::size_t a = 1; a < g.size(); ++a)
            if (!common(s, a, g[a])) s.rare.push_back(a);
    }

    // Rare heaps arrive much faster than when the splits were chosen.
    [[nodiscard]] bool degrading(std::size_t n) const noexcept {
        if ((n & 255) != 0 || rebuilt_at_ == 0) return false;
        const std::size_t since = n - rebuilt_at_;
        if (16 * since < rebuilt_at_) return false;
        return rare_since_ > 64 + 2 * rare_at_rebuild_ * since / rebuilt_at_;
    }

    // The parity mask with the fewest rare values among G(1..n-1) and their number; (0,
    // n - 1) when no mask leaves fewer than half of them rare.
    template <class T>
    [[nodiscard]] static std::pair<std::uint64_t, std::size_t> best_mask(std::span<const T> g, nimber max_value) {
        const std::size_t total = g.size() > 1 ? g.size() - 1 : 0;
        const int bits = std::min(16, static_cast<int>(std::bit_width(max_value)));
        if (bits == 0 || total == 0) return {0, total};
        std::vector<std::int64_t> w(std::size_t{1} << bits, 0);
        for (std::size_t a = 1; a < g.size(); ++a) ++w[static_cast<std::size_t>(g[a]) & (w.size() - 1)];
        return best_parity_mask(std::move(w), total);
    }
    // The common sets of both parities over `total` heaps: greedy over the histogram
    // `count` of x (empty when the values are too wide), or the mask (with the number of
    // heaps it leaves rare), whichever leaves fewer rare; plain where both leave half.
    void choose(const std::vector<std::uint64_t>& count, std::pair<std::uint64_t, std::size_t> by_mask,
                std::size_t total) {
        const auto [mask, mask_rare] = by_mask;
        std::vector<std::uint32_t> order;  // x with a nonzero count, most frequent first
        for (std::size_t x = 0; x < count.size(); ++x)
            if (count[x] != 0) order.push_back(static_cast<std::uint32_t>(x));
        std::stable_sort(order.begin(), order.end(),
                         [&](std::uint32_t x, std::uint32_t y) { return count[x] > count[y]; });
        for (std::size_t d = 0; d < 2; ++d) {
            octal_split& s = s_[d];
            if (s.ks.empty()) continue;
            std::vector<std::uint64_t> common, reach;
            std::size_t greedy_rare = total;
            if (!count.empty()) {
                greedy_common_set(order, d, count.size(), common, reach);
                std::size_t covered = 0;
                for (std::uint32_t x : order)
                    if (test_bit(common, x)) covered += static_cast<std::size_t>(count[x]);  // <= total
                greedy_rare = total - covered;
            }
            const std::size_t rare = std::min(greedy_rare, mask_rare);
            s.plain = 2 * rare >= total;
            if (!s.plain && greedy_rare <= mask_rare) {
                s.common = std::move(common);
                s.reach = std::move(reach);
            } else {
                s.common.clear();
                s.reach.clear();
                s.mask = mask;
            }
        }
    }

    std::array<octal_split, 2> s_;  // by parity of k
    bool any_ = false;
    bool fixed_ = false;
    std::uint64_t fixed_mask_ = 0;
    std::size_t next_ = 1024;  // the next choice, at this many values
    std::size_t rebuilt_at_ = 0, rare_at_rebuild_ = 0, rare_since_ = 0;
};

}  // namespace sg::detail
