// sg/games/split.hpp: one-heap games whose moves may split the heap: Grundy's game, an
// adapter that turns a function into such a game, and the nim-sequence of any such game
// computed bottom-up in one flat table (sg::heap_sequence), which also answers the
// queries of sg/queries.hpp on sums of heaps.
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "../detail/sequence.hpp"
#include "../error.hpp"
#include "../mex.hpp"
#include "../queries.hpp"
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

// The nim-sequence G(0), G(1), ... of a one-heap game (state convertible from
// std::uint64_t: heap_game, grundys_game, octal_game, ...) whose every move from heap m
// leads to heaps smaller than m, computed in increasing order of heap size: one flat
// table, the mex of each heap's options in one sg::mex_buffer, no hashing, no stack.
// Throws sg::error naming the heap if a move leads to a heap that is not smaller. No
// periodicity theorem covers split games in general: values only. It is also the
// additive solver of sums of heaps (sg/queries.hpp) and a part of sg::sum.
template <class Game>
class heap_sequence : public detail::sequence_base<heap_sequence<Game>> {
public:
    using game_type = Game;
    static constexpr const char* sequence_name = "sg::heap_sequence";

    explicit heap_sequence(Game game) : game_(std::move(game)) {}

    [[nodiscard]] const Game& game() const noexcept { return game_; }

    // Number of values computed: G(0) .. G(size() - 1).
    [[nodiscard]] std::uint64_t size() const noexcept { return g_.size(); }
    // G(n) for n < size().
    [[nodiscard]] nimber operator[](std::uint64_t n) const {
        SG_ASSERT(n < size());
        return g_[static_cast<std::size_t>(n)];
    }
    // G(0) .. G(size() - 1).
    [[nodiscard]] const std::vector<nimber>& values() const noexcept { return g_; }

    // Computes G(0) .. G(n). progress(k) is called every 65536 values with the number k
    // of values done. Throws sg::limit_error if n + 1 values cannot be stored.
    template <class Progress>
    void extend(std::uint64_t n, Progress&& progress) {
        if (n >= g_.max_size() - 1)
            throw limit_error("sg::heap_sequence: G(0.." + std::to_string(n) + ") does not fit in memory",
                              g_.max_size());
        const auto len = static_cast<std::size_t>(n) + 1;
        if (len > g_.capacity()) g_.reserve(std::max(len, g_.capacity() + g_.capacity() / 2));
        while (g_.size() < len) {
            const std::uint64_t m = g_.size();
            const auto mark = buf_.begin_set();
            game_.moves(m, [&](const auto&... parts) {
                if (!detail::all_below(m, parts...))
                    throw error("sg::heap_sequence: a move from heap " + std::to_string(m) +
                                " leads to a heap that is not smaller; heap_sequence needs moves to smaller heaps");
                nimber x = 0;
                ((x ^= g_[static_cast<std::size_t>(parts)]), ...);
                mark(x);
            });
            g_.push_back(buf_.mex());
            if ((g_.size() & 0xffff) == 0) progress(static_cast<std::uint64_t>(g_.size()));
        }
    }
    using detail::sequence_base<heap_sequence>::extend;  // extend(n)

    // value_within(n, max_len[, progress]) (G(n) if n < max_len, computing it, else
    // nullopt: without a periodicity theorem nothing beyond the values computed is
    // known) and component_value(n) come from detail::sequence_base
    // (sg/detail/sequence.hpp).

    // The hooks of the query surface (sg/queries.hpp): component_value(n) and each move
    // of the game from heap n to a position of value target, in the game's order.
    template <class F>
    void component_moves_to(std::uint64_t n, nimber target, F&& f) {
        (void)this->component_value(n);
        bool go = true;
        game_.moves(n, [&](const auto&... parts) {
            if (!go) return;
            nimber x = 0;
            ((x ^= g_[static_cast<std::size_t>(parts)]), ...);
            if (x != target) return;
            const std::array<std::uint64_t, sizeof...(parts)> to{static_cast<std::uint64_t>(parts)...};
            go = static_cast<bool>(f(std::span<const std::uint64_t>(to.data(), to.size())));
        });
    }

private:
    Game game_;
    std::vector<nimber> g_;
    mex_buffer buf_;
};

template <class Game>
heap_sequence(Game) -> heap_sequence<Game>;

}  // namespace sg
