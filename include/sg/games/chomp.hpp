// sg/games/chomp.hpp: Chomp on a rows x cols rectangle: sg::chomp of up to 64 squares (a
// position is one word), sg::basic_chomp<Words> of up to 64 * Words (an sg::bitboard). A
// move takes a square and every square above and to the right of it; taking the
// poisoned bottom-left square loses, so the game is normal play on the board without
// that square.
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "../detail/bitmask.hpp"
#include "../detail/hash.hpp"
#include "../error.hpp"
#include "bitboard.hpp"

namespace sg {

template <std::size_t Words>
class basic_chomp {
public:
    // The squares still on the board other than the poisoned one: square (r, c), r rows
    // up and c columns right of the poisoned square (0, 0), at bit r * cols + c of a
    // word (Words 1) or of an sg::bitboard<Words>.
    using state = std::conditional_t<Words == 1, std::uint64_t, bitboard<Words>>;
    static constexpr std::size_t max_squares = 64 * Words;

    // sg::error unless 1 <= rows * cols <= max_squares.
    basic_chomp(std::uint32_t rows, std::uint32_t cols) : rows_(rows), cols_(cols) {
        if (rows == 0 || cols == 0 || std::uint64_t{rows} * cols > max_squares)
            throw error(name() + ": a " + std::to_string(rows) + "x" + std::to_string(cols) +
                        " board must have between 1 and " + std::to_string(max_squares) + " squares" +
                        (Words == 1 ? " (sg::basic_chomp<W> takes 64 W)" : ""));
        for (std::uint32_t r = 0; r < rows; ++r)
            for (std::uint32_t c = 0; c < cols; ++c) {
                state m{};
                for (std::uint32_t r2 = r; r2 < rows; ++r2)
                    for (std::uint32_t c2 = c; c2 < cols; ++c2) m |= bit(r2, c2);
                bite_.push_back(m);
            }
    }

    [[nodiscard]] std::uint32_t rows() const noexcept { return rows_; }
    [[nodiscard]] std::uint32_t cols() const noexcept { return cols_; }
    // The whole rectangle (without the poisoned square).
    [[nodiscard]] state rectangle() const noexcept { return bite_[0] & ~bit(0, 0); }
    // The board whose column c (0 <= c < cols) keeps heights[c] squares; heights must
    // not increase from left to right, and heights[0] >= 1 (the poisoned square).
    [[nodiscard]] state staircase(const std::vector<std::uint32_t>& heights) const {
        if (heights.size() > cols_ || heights.empty() || heights[0] == 0 ||
            !std::is_sorted(heights.rbegin(), heights.rend()) || heights[0] > rows_)
            throw error(name() + ": a staircase needs 1 to " + std::to_string(cols_) +
                        " non-increasing column heights, the first between 1 and " + std::to_string(rows_));
        state s{};
        for (std::uint32_t c = 0; c < heights.size(); ++c)
            for (std::uint32_t r = 0; r < heights[c]; ++r) s |= bit(r, c);
        return s & ~bit(0, 0);
    }

    template <class Emit>
    void moves(const state& s, Emit&& emit) const {
        using detail::for_each_bit;  // a word's; a bitboard's is found by argument lookup
        for_each_bit(s, [&](std::size_t i) { emit(s & ~bite_[i]); });
    }

    // A square board's transposed position is the same game: the lesser of the two.
    [[nodiscard]] state canonical(const state& s) const {
        if (rows_ != cols_) return s;
        using detail::for_each_bit;
        state t{};
        for_each_bit(s, [&](std::size_t at) {
            const auto i = static_cast<std::uint32_t>(at);  // a 32-bit division
            t |= bit(i % cols_, i / cols_);
        });
        return std::min(s, t);
    }
    [[nodiscard]] std::uint64_t order_hint(const state& s) const noexcept {
        using detail::bit_count;
        return static_cast<std::uint64_t>(bit_count(s));
    }
    // Identifies the board (and the state's words) in a saved search table.
    [[nodiscard]] std::uint64_t table_tag() const noexcept {
        const std::uint64_t tag = 0x63686f6d70000000ULL | (std::uint64_t{rows_} << 8) | cols_;  // "chomp", rows, cols
        return Words == 1 ? tag : detail::hash_combine64(tag, Words);
    }

private:
    static std::string name() {
        return Words == 1 ? "sg::chomp" : "sg::basic_chomp<" + std::to_string(Words) + ">";
    }
    [[nodiscard]] state bit(std::uint32_t r, std::uint32_t c) const noexcept {
        return detail::single_set<state>(r * cols_ + c);
    }
    std::uint32_t rows_, cols_;
    std::vector<state> bite_;  // bite_[i]: square i and all above and right of it
};

// Chomp on up to 64 squares, a position one word.
using chomp = basic_chomp<1>;

}  // namespace sg
