// sg/games/chomp.hpp: Chomp on a rows x cols rectangle of up to 64 squares. A move takes
// a square and every square above and to the right of it; taking the poisoned bottom-left
// square loses, so the game is normal play on the board without that square.
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "../error.hpp"

namespace sg {

class chomp {
public:
    // The squares still on the board other than the poisoned one: square (r, c), r rows
    // up and c columns right of the poisoned square (0, 0), at bit r * cols + c.
    using state = std::uint64_t;

    // sg::error unless 1 <= rows * cols <= 64.
    chomp(std::uint32_t rows, std::uint32_t cols) : rows_(rows), cols_(cols) {
        if (rows == 0 || cols == 0 || std::uint64_t{rows} * cols > 64)
            throw error("sg::chomp: a " + std::to_string(rows) + "x" + std::to_string(cols) +
                        " board must have between 1 and 64 squares");
        for (std::uint32_t r = 0; r < rows; ++r)
            for (std::uint32_t c = 0; c < cols; ++c) {
                std::uint64_t m = 0;
                for (std::uint32_t r2 = r; r2 < rows; ++r2)
                    for (std::uint32_t c2 = c; c2 < cols; ++c2) m |= bit(r2, c2);
                bite_.push_back(m);
            }
    }

    [[nodiscard]] std::uint32_t rows() const noexcept { return rows_; }
    [[nodiscard]] std::uint32_t cols() const noexcept { return cols_; }
    // The whole rectangle (without the poisoned square).
    [[nodiscard]] state rectangle() const noexcept { return bite_[0] & ~std::uint64_t{1}; }
    // The board whose column c (0 <= c < cols) keeps heights[c] squares; heights must
    // not increase from left to right, and heights[0] >= 1 (the poisoned square).
    [[nodiscard]] state staircase(const std::vector<std::uint32_t>& heights) const {
        if (heights.size() > cols_ || heights.empty() || heights[0] == 0 ||
            !std::is_sorted(heights.rbegin(), heights.rend()) || heights[0] > rows_)
            throw error("sg::chomp: a staircase needs 1 to " + std::to_string(cols_) +
                        " non-increasing column heights, the first between 1 and " + std::to_string(rows_));
        state s = 0;
        for (std::uint32_t c = 0; c < heights.size(); ++c)
            for (std::uint32_t r = 0; r < heights[c]; ++r) s |= bit(r, c);
        return s & ~std::uint64_t{1};
    }

    template <class Emit>
    void moves(state s, Emit&& emit) const {
        for (std::uint64_t m = s; m != 0; m &= m - 1) emit(s & ~bite_[static_cast<std::size_t>(std::countr_zero(m))]);
    }

    // A square board's transposed position is the same game: the lesser of the two.
    [[nodiscard]] state canonical(state s) const {
        if (rows_ != cols_) return s;
        state t = 0;
        for (std::uint64_t m = s; m != 0; m &= m - 1) {
            const auto i = static_cast<std::uint32_t>(std::countr_zero(m));
            t |= bit(i % cols_, i / cols_);
        }
        return std::min(s, t);
    }
    [[nodiscard]] std::uint64_t order_hint(state s) const noexcept {
        return static_cast<std::uint64_t>(std::popcount(s));
    }
    [[nodiscard]] std::uint64_t table_tag() const noexcept {
        return 0x63686f6d70000000ULL | (std::uint64_t{rows_} << 8) | cols_;  // "chomp", rows, cols
    }

private:
    [[nodiscard]] std::uint64_t bit(std::uint32_t r, std::uint32_t c) const noexcept {
        return std::uint64_t{1} << (r * cols_ + c);
    }
    std::uint32_t rows_, cols_;
    std::vector<std::uint64_t> bite_;  // bite_[i]: square i and all above and right of it
};

}  // namespace sg
