// sg/games/cutting.hpp: the Cutting Game on w x h paper, with the POJ 2311 rule (who
// cuts out a 1 x 1 piece wins at once; states 2 <= w, h) and in its plain normal-play
// form (who cannot cut loses; 1 <= w, h), as impartial games for sg::grundy and sums of
// rectangles. States outside the range throw sg::error.
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <utility>

#include "../error.hpp"

namespace sg {

namespace detail {
// Rectangles w x h with min_side <= w, h <= max_side, stored with w <= h (a rectangle
// and its turn have the same value): a dense index over w, h in 1 .. max_side.
struct rectangle_index {
    int max_side = 200;

    [[nodiscard]] static constexpr std::pair<int, int> normal(int w, int h) noexcept {
        return w <= h ? std::pair<int, int>{w, h} : std::pair<int, int>{h, w};
    }
    [[nodiscard]] std::size_t size() const noexcept {
        // In 64 bits, saturated: where size_t has 32 bits a max_side above 65535 asks for a
        // table no vector holds (the memo's allocation throws), not for a wrapped-around size.
        const auto m = static_cast<std::uint64_t>(static_cast<std::size_t>(max_side));
        return static_cast<std::size_t>(std::min<std::uint64_t>(m * m, std::numeric_limits<std::size_t>::max()));
    }

protected:
    // The index of r in a game whose states have sides min_side .. max_side, or
    // sg::error naming r, the game and the range.
    [[nodiscard]] std::size_t slot(const std::pair<int, int>& r, int min_side, const char* game) const {
        const auto [w, h] = normal(r.first, r.second);
        if (w < min_side || h > max_side) outside(r, min_side, game);
        return static_cast<std::size_t>(w - 1) * static_cast<std::size_t>(max_side) + static_cast<std::size_t>(h - 1);
    }
    [[noreturn]] void outside(const std::pair<int, int>& r, int min_side, const char* game) const {
        std::string why = std::string(game) + ": rectangle " + std::to_string(r.first) + " x " +
                          std::to_string(r.second) + " is not a state: both sides must be in " +
                          std::to_string(min_side) + " .. " + std::to_string(max_side);
        const auto [w, h] = normal(r.first, r.second);
        if (min_side == 2 && w == 1)
            why += " (a piece with a side 1 is decided by cutting_game::immediate_win, not by a value)";
        else if (h > max_side && w >= min_side)
            why += " (raise max_side)";
        throw error(why);
    }
};
}  // namespace detail

// POJ 2311. A move cuts one piece along a grid line into two; the player who cuts out a
// 1 x 1 piece wins at once. A cut that leaves a piece with a side of 1 (other than
// cutting 1 x 1 itself) loses, since the opponent then cuts a 1 x 1 piece out of it;
// so good play keeps every side >= 2, and the game is the normal-play game on pieces
// with both sides >= 2 whose moves are the cuts leaving both parts with both sides >= 2.
// A state is (w, h) with 2 <= w, h <= max_side. A piece with a side 1 is not a state:
// 1 x k (k >= 2) is an immediate win for the player to move, whatever else lies on the
// table (immediate_win()), which no Grundy value expresses, and 1 x 1 cannot be cut.
// Asking the solver about one throws sg::error naming it and the range.
struct cutting_game : detail::rectangle_index {
    using state = std::pair<int, int>;

    // One-to-one onto 0 .. size()-1 for the states; sg::error for anything else.
    [[nodiscard]] std::size_t index(const state& r) const { return slot(r, 2, "sg::cutting_game"); }

    void moves(const state& r, auto&& emit) const {
        const auto [w, h] = normal(r.first, r.second);
        if (w < 2) outside(r, 2, "sg::cutting_game");  // also with a memo other than the flat table
        for (int i = 2; 2 * i <= w; ++i)
            emit(normal(i, h), normal(w - i, h));
        for (int j = 2; 2 * j <= h; ++j)
            emit(normal(w, j), normal(w, h - j));
    }

    // A piece with a side 1 and area >= 2: the player to move cuts a 1 x 1 piece out of
    // it and wins, whatever the other pieces are.
    [[nodiscard]] static constexpr bool immediate_win(int w, int h) noexcept {
        return (w == 1 || h == 1) && w * h >= 2;
    }
};

// The plain Cutting Game: a move cuts one piece along a grid line into two, and the
// player who cannot cut (every piece is 1 x 1) loses. Every play from w x h has exactly
// w h - 1 cuts, so G(w x h) = (w h - 1) mod 2. A state is (w, h), 1 <= w, h <= max_side.
struct plain_cutting_game : detail::rectangle_index {
    using state = std::pair<int, int>;

    // One-to-one onto 0 .. size()-1 for the states; sg::error for anything else.
    [[nodiscard]] std::size_t index(const state& r) const { return slot(r, 1, "sg::plain_cutting_game"); }

    void moves(const state& r, auto&& emit) const {
        const auto [w, h] = normal(r.first, r.second);
        for (int i = 1; 2 * i <= w; ++i)
            emit(normal(i, h), normal(w - i, h));
        for (int j = 1; 2 * j <= h; ++j)
            emit(normal(w, j), normal(w, h - j));
    }
};

}  // namespace sg
