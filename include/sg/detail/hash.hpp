// sg/detail/hash.hpp: hash_combine and a mixer used by sg::hash.
#pragma once

#include "config.hpp"  // first: stops below C++20

#include <cstddef>
#include <cstdint>

namespace sg::detail {

// Finaliser of SplitMix64 (Steele, Lea, Flood 2014): a bijection that spreads every
// input bit over the whole word, so identity hashes of small integers do not cluster.
[[nodiscard]] constexpr std::uint64_t mix64(std::uint64_t x) noexcept {
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    x ^= x >> 31;
    return x;
}

// Mixes h into seed, in 64 bits on every platform (for values that must not depend on
// the width of size_t, such as a game's table_tag() saved in a file).
[[nodiscard]] constexpr std::uint64_t hash_combine64(std::uint64_t seed, std::uint64_t h) noexcept {
    return mix64(seed ^ (h + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2)));
}

// The same for hash values; where size_t has 32 bits, the low half of the 64-bit result.
[[nodiscard]] constexpr std::size_t hash_combine(std::size_t seed, std::size_t h) noexcept {
    return static_cast<std::size_t>(hash_combine64(seed, h));
}

// A 64-bit value as a hash value: itself where size_t has 64 bits; where it has 32, the
// high half of mix64(x), so that the high bits of x are not dropped (a plain cast would
// send every state that differs only above bit 31 to the same slot).
[[nodiscard]] constexpr std::size_t hash_u64(std::uint64_t x) noexcept {
    if constexpr (sizeof(std::size_t) >= sizeof(std::uint64_t))
        return static_cast<std::size_t>(x);
    else
        return static_cast<std::size_t>(mix64(x) >> 32);
}

}  // namespace sg::detail
