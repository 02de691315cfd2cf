// sg/games/nim.hpp: plain Nim. sg::nim answers the queries of sg/queries.hpp for heaps
// of any 64-bit size in O(1) per heap (a heap of n has value n), and is also a game for
// the generic solver (a heap of n moves to every smaller heap).
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <cstdint>
#include <span>

#include "../queries.hpp"
#include "../value.hpp"

namespace sg {

// Nim: take any positive number of tokens from one heap. Bouton's theorem: a sum of
// heaps is lost for the player to move exactly when the XOR of the sizes is 0, and the
// winning moves bring one heap h down to h ^ x (x the XOR), wherever that is smaller.
//
//   sg::nim{}.count_winning_moves(heaps)    // POJ 2975
//   sg::nim{}.winning_moves({3, 4, 5})      // {component 0 -> 1}
struct nim : queries<nim, std::uint64_t> {
    using state = std::uint64_t;

    // As a game: every smaller heap.
    template <class Emit>
    void moves(std::uint64_t n, Emit&& emit) const {
        for (std::uint64_t k = 0; k < n; ++k) emit(k);
    }

    // The hooks of the query surface.
    [[nodiscard]] nimber component_value(std::uint64_t n) const noexcept { return n; }
    template <class F>
    void component_moves_to(std::uint64_t n, nimber target, F&& f) const {
        if (target < n) f(std::span<const std::uint64_t>(&target, 1));
    }
};

}  // namespace sg
