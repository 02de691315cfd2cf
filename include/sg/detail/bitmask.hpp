// sg/detail/bitmask.hpp: helpers of the games whose states are 64-bit cell or vertex
// sets (Cram, Node Kayles): connected components of a set, and emitting a run-time
// number of components through a game's variadic emit().
#pragma once

#include "config.hpp"  // first: stops below C++20

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

namespace sg::detail {

// The connected component of `within` that holds the set `seed`: spread(S) returns the
// neighbours of the set S (cells outside `within` in the answer are ignored).
template <class Spread>
[[nodiscard]] std::uint64_t component_of(std::uint64_t seed, std::uint64_t within, Spread spread) {
    std::uint64_t comp = seed & within, frontier = comp;
    while (frontier != 0) {
        frontier = spread(frontier) & within & ~comp;
        comp |= frontier;
    }
    return comp;
}

// Splits `set` into its connected components (lowest cell first); calls keep(c) for
// each one and returns how many it kept (keep returns false to drop a component).
template <class Spread, class Keep>
std::size_t for_each_component(std::uint64_t set, Spread spread, Keep keep) {
    std::size_t n = 0;
    while (set != 0) {
        const std::uint64_t c = component_of(set & (~set + 1), set, spread);
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
