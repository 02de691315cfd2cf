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

[[nodiscard]] constexpr std::size_t hash_combine(std::size_t seed, std::size_t h) noexcept {
    return static_cast<std::size_t>(mix64(seed ^ (h + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2))));
}

}  // namespace sg::detail
