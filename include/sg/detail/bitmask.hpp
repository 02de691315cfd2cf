// sg/detail/bitmask.hpp: helpers of the games whose states are cell or vertex sets
// (Cram, Chomp, Node Kayles), a 64-bit word or an sg::bitboard of several: connected components
// of a set, and emitting a run-time number of components through a game's variadic
// emit(). The word's set operations are here; sg::bitboard's, of the same names
// (lowest_bit, for_each_bit, bit_count), are its friends, found by argument lookup;
// single_set, contains, lowest_of, highest_of, bits_of, set_bits_of and the shifts take
// either.
#pragma once

#include "config.hpp"  // first: stops below C++20

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <type_traits>

namespace sg::detail {

// The set of the least element of x alone (0 if x is 0).
[[nodiscard]] constexpr std::uint64_t lowest_bit(std::uint64_t x) noexcept { return x & (~x + 1); }
// f(i) for each element i of x, in increasing order.
template <class F>
constexpr void for_each_bit(std::uint64_t x, F&& f) {
    for (; x != 0; x &= x - 1) f(static_cast<std::size_t>(std::countr_zero(x)));
}
[[nodiscard]] constexpr std::size_t bit_count(std::uint64_t x) noexcept {
    return static_cast<std::size_t>(std::popcount(x));
}

// The calls below take a word or an sg::bitboard (calling its members of the same
// meaning), so that a game's code is written once for both.

// {i} (i < the set's capacity).
template <class Set>
[[nodiscard]] constexpr Set single_set(std::size_t i) noexcept {
    if constexpr (std::is_same_v<Set, std::uint64_t>)
        return std::uint64_t{1} << i;
    else
        return Set::single(i);
}
// Whether i is an element of x.
template <class Set>
[[nodiscard]] constexpr bool contains(const Set& x, std::size_t i) noexcept {
    if constexpr (std::is_same_v<Set, std::uint64_t>)
        return ((x >> i) & 1U) != 0;
    else
        return x.test(i);
}
// The least and the greatest element of x (x not empty).
template <class Set>
[[nodiscard]] constexpr std::size_t lowest_of(const Set& x) noexcept {
    if constexpr (std::is_same_v<Set, std::uint64_t>)
        return static_cast<std::size_t>(std::countr_zero(x));
    else
        return x.lowest();
}
template <class Set>
[[nodiscard]] constexpr std::size_t highest_of(const Set& x) noexcept {
    if constexpr (std::is_same_v<Set, std::uint64_t>)
        return static_cast<std::size_t>(63 - std::countl_zero(x));
    else
        return x.highest();
}
// The elements at .. at + n - 1 of x as the low n bits of a word, and that run of s set
// from the low n bits of x (1 <= n <= 64, at + n <= the capacity): a row of a board.
template <class Set>
[[nodiscard]] constexpr std::uint64_t bits_of(const Set& x, std::size_t at, std::size_t n) noexcept {
    if constexpr (std::is_same_v<Set, std::uint64_t>)
        return (x >> at) & (n >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1);
    else
        return x.bits(at, n);
}
template <class Set>
constexpr void set_bits_of(Set& s, std::size_t at, std::size_t n, std::uint64_t x) noexcept {
    if constexpr (std::is_same_v<Set, std::uint64_t>) {
        const std::uint64_t mask = n >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
        s = (s & ~(mask << at)) | ((x & mask) << at);
    } else {
        s.set_bits(at, n, x);
    }
}
// x with each element i moved to i + n (up) or i - n (down); those moved past either
// end drop out (any n).
template <class Set>
[[nodiscard]] constexpr Set shifted_up(const Set& x, std::size_t n) noexcept {
    if constexpr (std::is_same_v<Set, std::uint64_t>)
        return n >= 64 ? 0 : x << n;
    else
        return x << n;
}
template <class Set>
[[nodiscard]] constexpr Set shifted_down(const Set& x, std::size_t n) noexcept {
    if constexpr (std::is_same_v<Set, std::uint64_t>)
        return n >= 64 ? 0 : x >> n;
    else
        return x >> n;
}

// Of `images` boards of n lines each (line(k, i): line i of board k, a word), the index of
// the least in the order of their bits: lines compared from the last, the most significant.
template <class Line>
[[nodiscard]] int least_image(int images, std::size_t n, Line&& line) {
    int least = 0;
    for (int k = 1; k < images; ++k)
        for (std::size_t i = n; i-- > 0;)
            if (line(k, i) != line(least, i)) {
                if (line(k, i) < line(least, i)) least = k;
                break;
            }
    return least;
}

// x with its 64 bits in reverse order (bit i to bit 63 - i).
[[nodiscard]] constexpr std::uint64_t reverse_bits(std::uint64_t x) noexcept {
    x = ((x >> 1) & 0x5555555555555555ULL) | ((x & 0x5555555555555555ULL) << 1);
    x = ((x >> 2) & 0x3333333333333333ULL) | ((x & 0x3333333333333333ULL) << 2);
    x = ((x >> 4) & 0x0f0f0f0f0f0f0f0fULL) | ((x & 0x0f0f0f0f0f0f0f0fULL) << 4);
    x = ((x >> 8) & 0x00ff00ff00ff00ffULL) | ((x & 0x00ff00ff00ff00ffULL) << 8);
    x = ((x >> 16) & 0x0000ffff0000ffffULL) | ((x & 0x0000ffff0000ffffULL) << 16);
    return (x >> 32) | (x << 32);
}

// The connected component of `within` that holds the set `seed`: spread(S) returns the
// neighbours of the set S (cells outside `within` in the answer are ignored).
template <class Set, class Spread>
[[nodiscard]] Set component_of(const Set& seed, const Set& within, Spread spread) {
    Set comp = seed & within, frontier = comp;
    while (frontier != Set{}) {
        frontier = spread(frontier) & within & ~comp;
        comp |= frontier;
    }
    return comp;
}

// Splits `set` into its connected components (lowest cell first); calls keep(c) for
// each one and returns how many it kept (keep returns false to drop a component).
template <class Set, class Spread, class Keep>
std::size_t for_each_component(Set set, Spread spread, Keep keep) {
    std::size_t n = 0;
    while (set != Set{}) {
        const Set c = component_of(lowest_bit(set), set, spread);
        set &= ~c;
        if (keep(c)) ++n;
    }
    return n;
}

// emit(parts[0], ..., parts[n - 1]) for n <= N (N at most 8): a game whose moves split
// into a number of parts known only at run time emits them through this.
template <class Emit, class State, std::size_t N>
void emit_parts(Emit& emit, const std::array<State, N>& p, std::size_t n) {
    static_assert(N <= 8, "emit_parts: at most 8 parts");
    switch (n) {
        case 0: emit(); break;
        case 1: emit(p[0]); break;
        case 2: if constexpr (N >= 2) emit(p[0], p[1]); break;
        case 3: if constexpr (N >= 3) emit(p[0], p[1], p[2]); break;
        case 4: if constexpr (N >= 4) emit(p[0], p[1], p[2], p[3]); break;
        case 5: if constexpr (N >= 5) emit(p[0], p[1], p[2], p[3], p[4]); break;
        case 6: if constexpr (N >= 6) emit(p[0], p[1], p[2], p[3], p[4], p[5]); break;
        case 7: if constexpr (N >= 7) emit(p[0], p[1], p[2], p[3], p[4], p[5], p[6]); break;
        default: if constexpr (N >= 8) emit(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7]); break;
    }
}

}  // namespace sg::detail
