// sg/games/split.hpp: one-heap games whose moves may split the heap: Grundy's game, an
// adapter that turns a function into such a game, and the nim-sequence of any such game
// computed bottom-up in one flat table.
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "../error.hpp"
#include "../mex.hpp"
#include "../value.hpp"

namespace sg {

// Grundy's game: split one heap into two nonempty heaps of different sizes; a heap of 1
// or 2 cannot be split. State: the heap size.
struct grundys_game {
    using state = std::uint64_t;
    void moves(const state& n, auto&& emit) const {
        for (state a = 1; 2 * a < n; ++a) emit(a, n - a);
    }
};

// A one-heap game from a function f(n, emit) that calls emit(m) for a move to one heap
// m, emit(a, b, ...) for a split, emit() for a move that leaves nothing:
//   auto g = sg::heap_game([](std::uint64_t n, auto&& emit) {
//       for (std::uint64_t a = 1; 2 * a + 1 <= n; ++a) emit(a, n - 1 - a);   // Kayles-like
//   });
template <class F>
struct heap_game {
    using state = std::uint64_t;
    explicit heap_game(F f) : rule(std::move(f)) {}
    F rule;
    void moves(const state& n, auto&& emit) const { rule(n, emit); }
};
template <class F>
heap_game(F) -> heap_game<F>;

namespace detail {
template <class... S>
[[nodiscard]] bool all_below(std::uint64_t n, const S&... parts) noexcept {
    return ((static_cast<std::uint64_t>(parts) < n) && ...);
}
}  // namespace detail

// G(0) .. G(n) of a one-heap game (state convertible from std::uint64_t, e.g. heap_game,
// grundys_game, octal_game) whose every move from heap m leads to heaps smaller than m,
// in increasing order of heap size: one flat table, no hashing, no stack. Throws
// sg::error naming the heap and the part if a move leads to a heap that is not smaller.
template <class Game>
[[nodiscard]] std::vector<nimber> heap_sequence(const Game& game, std::uint64_t n) {
    std::vector<nimber> g;
    g.reserve(static_cast<std::size_t>(n) + 1);
    mex_buffer buf;
    for (std::uint64_t m = 0; m <= n; ++m) {
        buf.begin();
        game.moves(m, [&](const auto&... parts) {
            if (!detail::all_below(m, parts...))
                throw error("sg::heap_sequence: a move from heap " + std::to_string(m) +
                            " leads to a heap that is not smaller; heap_sequence needs moves to smaller heaps");
            nimber x = 0;
            ((x ^= g[static_cast<std::size_t>(parts)]), ...);
            buf.insert(x);
        });
        g.push_back(buf.mex());
    }
    return g;
}

}  // namespace sg
