// sg/games/bitboard.hpp: sg::bitboard<Words>, a set of up to 64 * Words cells or
// vertices in Words machine words: the state of Node Kayles (and of a user's game) past
// 64 vertices, with the set operations, bit iteration and hashing a search needs.
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <array>
#include <bit>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <ostream>

#include "../detail/bitmask.hpp"
#include "../detail/hash.hpp"

namespace sg {

// Element i is bit i % 64 of word i / 64. A value type: trivially copyable (so a saved
// search table holds it as its bytes), ordered word by word from the highest.
template <std::size_t Words>
struct bitboard {
    static_assert(Words >= 1, "sg::bitboard: at least one word");
    static constexpr std::size_t capacity = 64 * Words;

    std::array<std::uint64_t, Words> words{};

    // {i}; i < capacity.
    [[nodiscard]] static constexpr bitboard single(std::size_t i) noexcept {
        bitboard b;
        b.words[i / 64] = std::uint64_t{1} << (i % 64);
        return b;
    }
    // {0, 1, ..., n - 1}; n <= capacity.
    [[nodiscard]] static constexpr bitboard first(std::size_t n) noexcept {
        bitboard b;
        for (std::size_t w = 0; w < Words && n > 64 * w; ++w)
            b.words[w] = n - 64 * w >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << (n - 64 * w)) - 1;
        return b;
    }

    [[nodiscard]] constexpr bool test(std::size_t i) const noexcept { return ((words[i / 64] >> (i % 64)) & 1U) != 0; }
    [[nodiscard]] constexpr bool empty() const noexcept {
        for (const std::uint64_t w : words)
            if (w != 0) return false;
        return true;
    }
    [[nodiscard]] constexpr std::size_t count() const noexcept {
        std::size_t n = 0;
        for (const std::uint64_t w : words) n += static_cast<std::size_t>(std::popcount(w));
        return n;
    }
    // The least element; capacity if empty.
    [[nodiscard]] constexpr std::size_t lowest() const noexcept {
        for (std::size_t w = 0; w < Words; ++w)
            if (words[w] != 0) return 64 * w + static_cast<std::size_t>(std::countr_zero(words[w]));
        return capacity;
    }
    // The greatest element; capacity if empty.
    [[nodiscard]] constexpr std::size_t highest() const noexcept {
        for (std::size_t w = Words; w-- > 0;)
            if (words[w] != 0) return 64 * w + 63 - static_cast<std::size_t>(std::countl_zero(words[w]));
        return capacity;
    }
    // Elements at .. at + n - 1 (n <= 64, at + n <= capacity) as the bits 0 .. n - 1 of a
    // word, and the same run set to the low n bits of x (the other elements kept).
    [[nodiscard]] constexpr std::uint64_t bits(std::size_t at, std::size_t n) const noexcept {
        const std::size_t w = at / 64, b = at % 64;
        std::uint64_t x = words[w] >> b;
        if (b != 0 && b + n > 64) x |= words[w + 1] << (64 - b);
        return n >= 64 ? x : x & ((std::uint64_t{1} << n) - 1);
    }
    constexpr void set_bits(std::size_t at, std::size_t n, std::uint64_t x) noexcept {
        const std::uint64_t mask = n >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
        x &= mask;
        const std::size_t w = at / 64, b = at % 64;
        words[w] = (words[w] & ~(mask << b)) | (x << b);
        if (b != 0 && b + n > 64) words[w + 1] = (words[w + 1] & ~(mask >> (64 - b))) | (x >> (64 - b));
    }
    // Calls f(i) for each element i, in increasing order.
    template <class F>
    constexpr void for_each(F&& f) const {
        for (std::size_t w = 0; w < Words; ++w)
            for (std::uint64_t m = words[w]; m != 0; m &= m - 1)
                f(64 * w + static_cast<std::size_t>(std::countr_zero(m)));
    }

    constexpr bitboard& operator&=(const bitboard& o) noexcept {
        for (std::size_t w = 0; w < Words; ++w) words[w] &= o.words[w];
        return *this;
    }
    constexpr bitboard& operator|=(const bitboard& o) noexcept {
        for (std::size_t w = 0; w < Words; ++w) words[w] |= o.words[w];
        return *this;
    }
    constexpr bitboard& operator^=(const bitboard& o) noexcept {
        for (std::size_t w = 0; w < Words; ++w) words[w] ^= o.words[w];
        return *this;
    }
    // Each element i moved to i + n (<<) or to i - n (>>); those moved past either end
    // drop out (any n: n >= capacity leaves the empty set).
    constexpr bitboard& operator<<=(std::size_t n) noexcept {
        const std::size_t q = n / 64, b = n % 64;
        for (std::size_t w = Words; w-- > 0;) {
            std::uint64_t x = w >= q ? words[w - q] << b : 0;
            if (b != 0 && w >= q + 1) x |= words[w - q - 1] >> (64 - b);
            words[w] = x;
        }
        return *this;
    }
    constexpr bitboard& operator>>=(std::size_t n) noexcept {
        const std::size_t q = n / 64, b = n % 64;
        for (std::size_t w = 0; w < Words; ++w) {
            std::uint64_t x = q < Words - w ? words[w + q] >> b : 0;
            if (b != 0 && q + 1 < Words - w) x |= words[w + q + 1] << (64 - b);
            words[w] = x;
        }
        return *this;
    }
    [[nodiscard]] friend constexpr bitboard operator<<(bitboard a, std::size_t n) noexcept { return a <<= n; }
    [[nodiscard]] friend constexpr bitboard operator>>(bitboard a, std::size_t n) noexcept { return a >>= n; }
    [[nodiscard]] friend constexpr bitboard operator&(bitboard a, const bitboard& b) noexcept { return a &= b; }
    [[nodiscard]] friend constexpr bitboard operator|(bitboard a, const bitboard& b) noexcept { return a |= b; }
    [[nodiscard]] friend constexpr bitboard operator^(bitboard a, const bitboard& b) noexcept { return a ^= b; }
    // The complement within all capacity elements.
    [[nodiscard]] friend constexpr bitboard operator~(bitboard a) noexcept {
        for (std::uint64_t& w : a.words) w = ~w;
        return a;
    }
    friend constexpr bool operator==(const bitboard&, const bitboard&) = default;
    [[nodiscard]] friend constexpr std::strong_ordering operator<=>(const bitboard& a, const bitboard& b) noexcept {
        for (std::size_t w = Words; w-- > 0;)
            if (a.words[w] != b.words[w]) return a.words[w] <=> b.words[w];
        return std::strong_ordering::equal;
    }

    // The set of the least element alone (the empty set if empty): what x & -x is to a word.
    [[nodiscard]] friend constexpr bitboard lowest_bit(const bitboard& x) noexcept {
        bitboard b;
        for (std::size_t w = 0; w < Words; ++w)
            if (x.words[w] != 0) {
                b.words[w] = x.words[w] & (~x.words[w] + 1);
                break;
            }
        return b;
    }
    // f(i) for each element, in increasing order (as detail::for_each_bit on a word).
    template <class F>
    friend constexpr void for_each_bit(const bitboard& x, F&& f) {
        x.for_each(f);
    }
    [[nodiscard]] friend constexpr std::size_t bit_count(const bitboard& x) noexcept { return x.count(); }
};

// The elements in braces: {0, 5, 64}.
template <std::size_t Words>
std::ostream& operator<<(std::ostream& os, const bitboard<Words>& b) {
    os << '{';
    const char* sep = "";
    b.for_each([&](std::size_t i) {
        os << sep << i;
        sep = ", ";
    });
    return os << '}';
}

}  // namespace sg

template <std::size_t Words>
struct std::hash<sg::bitboard<Words>> {
    [[nodiscard]] std::size_t operator()(const sg::bitboard<Words>& b) const noexcept {
        std::uint64_t h = b.words[0];
        for (std::size_t w = 1; w < Words; ++w) h = sg::detail::hash_combine64(h, b.words[w]);
        return sg::detail::hash_u64(h);
    }
};
