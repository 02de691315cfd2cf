// sg/games/staircase.hpp: staircase Nim (move any positive number of coins from a stair
// to the stair below; coins on the ground stay) and its reduction of coins on a line
// moved left without passing each other (POJ 1704): value, outcome and winning moves.
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <numeric>
#include <optional>
#include <ranges>
#include <string>
#include <vector>

#include "../error.hpp"
#include "../game.hpp"
#include "../value.hpp"

namespace sg {

namespace detail {
template <class R>
concept count_range = std::ranges::forward_range<R> &&
                      std::convertible_to<std::ranges::range_reference_t<R>, std::uint64_t>;
}  // namespace detail

// ---------------------------------------------------------------------------------
// Staircase Nim: stairs[i] coins stand on stair i, stair 0 being the ground. A move
// takes any positive number of coins from one stair i >= 1 down to stair i - 1. The
// coins on even stairs do not matter (a move from an even stair to an odd one can be
// answered by moving the same coins on down to the next even stair), and a move from
// an odd stair is a Nim move: the value of a staircase is the XOR of its odd stairs
// (docs/staircase.md). A move is a sg::move<std::uint64_t>
// {i, {coins left on stair i}}: the coins taken go to stair i - 1.
struct staircase_nim {
    using move_type = sg::move<std::uint64_t>;

    template <detail::count_range R>
    [[nodiscard]] static nimber value(const R& stairs) {
        nimber x = 0;
        std::size_t i = 0;
        for (std::uint64_t c : stairs) x ^= (i++ % 2 == 1) ? c : 0;
        return x;
    }
    template <detail::count_range R>
    [[nodiscard]] static sg::outcome outcome(const R& stairs) {
        return outcome_of(value(stairs));
    }
    template <detail::count_range R>
    [[nodiscard]] static bool wins(const R& stairs) {
        return value(stairs) != 0;
    }
    // The winning move from the lowest odd stair that has one, or nullopt if the
    // player to move loses.
    template <detail::count_range R>
    [[nodiscard]] static std::optional<move_type> winning_move(const R& stairs) {
        const nimber x = value(stairs);
        if (x == 0) return std::nullopt;
        std::size_t i = 0;
        for (std::uint64_t c : stairs) {
            if (i % 2 == 1 && (c ^ x) < c) return move_type{i, {c ^ x}};
            ++i;
        }
        return std::nullopt;  // unreachable: the top bit of x is in some odd stair
    }
    // Every winning move, by stair: from an odd stair i, down to c ^ x coins; from an
    // even stair i >= 2, the coins that raise odd stair i - 1 from c' to c' ^ x, if it
    // grows and stair i has that many.
    template <detail::count_range R>
    [[nodiscard]] static std::vector<move_type> winning_moves(const R& stairs) {
        std::vector<move_type> out;
        const nimber x = value(stairs);
        if (x == 0) return out;
        std::size_t i = 0;
        std::uint64_t below = 0;
        for (std::uint64_t c : stairs) {
            if (i % 2 == 1) {
                if ((c ^ x) < c) out.push_back(move_type{i, {c ^ x}});
            } else if (i >= 2 && (below ^ x) > below && (below ^ x) - below <= c) {
                out.push_back(move_type{i, {c - ((below ^ x) - below)}});
            }
            below = c;
            ++i;
        }
        return out;
    }

    static nimber value(std::initializer_list<std::uint64_t> s) { return value(std::vector<std::uint64_t>(s)); }
    static sg::outcome outcome(std::initializer_list<std::uint64_t> s) { return outcome(std::vector<std::uint64_t>(s)); }
    static bool wins(std::initializer_list<std::uint64_t> s) { return wins(std::vector<std::uint64_t>(s)); }
    static std::optional<move_type> winning_move(std::initializer_list<std::uint64_t> s) {
        return winning_move(std::vector<std::uint64_t>(s));
    }
    static std::vector<move_type> winning_moves(std::initializer_list<std::uint64_t> s) {
        return winning_moves(std::vector<std::uint64_t>(s));
    }
};

// ---------------------------------------------------------------------------------
// Coins on a line of cells 1, 2, 3, ...: a move shifts one coin left by at least one
// cell, without passing or landing on another coin and without leaving the line (POJ
// 1704). With the coins sorted, p_1 < ... < p_n and p_0 = 0, the gap left of coin j,
// p_j - p_{j-1} - 1, is stair n + 1 - j of a staircase: moving coin j left by d takes d
// from its gap and adds d to the gap of coin j + 1 (for the last coin, to the ground).
// Positions may be given in any order; a move is a sg::move<std::uint64_t>
// {which coin (its index in the given order), {its new cell}}.
struct coins_on_line {
    using move_type = sg::move<std::uint64_t>;

    // The staircase of the coins (stairs[0], the ground, is 0). Throws sg::error if a
    // position is 0 or two coins share a cell.
    template <detail::count_range R>
    [[nodiscard]] static std::vector<std::uint64_t> stairs(const R& positions) {
        return reduce(positions).stairs;
    }
    template <detail::count_range R>
    [[nodiscard]] static sg::outcome outcome(const R& positions) {
        return staircase_nim::outcome(stairs(positions));
    }
    template <detail::count_range R>
    [[nodiscard]] static bool wins(const R& positions) {
        return outcome(positions) == sg::outcome::win;
    }
    template <detail::count_range R>
    [[nodiscard]] static std::optional<move_type> winning_move(const R& positions) {
        const reduction r = reduce(positions);
        const auto m = staircase_nim::winning_move(r.stairs);
        if (!m) return std::nullopt;
        const std::size_t n = r.order.size();
        const std::size_t j = n - m->component;  // 0-based sorted coin of stair n - j
        const std::uint64_t d = r.stairs[m->component] - m->to[0];
        return move_type{r.order[j], {r.sorted[j] - d}};
    }

    static std::vector<std::uint64_t> stairs(std::initializer_list<std::uint64_t> p) {
        return stairs(std::vector<std::uint64_t>(p));
    }
    static sg::outcome outcome(std::initializer_list<std::uint64_t> p) {
        return outcome(std::vector<std::uint64_t>(p));
    }
    static bool wins(std::initializer_list<std::uint64_t> p) { return wins(std::vector<std::uint64_t>(p)); }
    static std::optional<move_type> winning_move(std::initializer_list<std::uint64_t> p) {
        return winning_move(std::vector<std::uint64_t>(p));
    }

private:
    struct reduction {
        std::vector<std::uint64_t> sorted;  // the cells, ascending
        std::vector<std::size_t> order;     // order[j]: the given index of sorted coin j
        std::vector<std::uint64_t> stairs;
    };
    template <class R>
    static reduction reduce(const R& positions) {
        reduction r;
        for (std::uint64_t p : positions) r.sorted.push_back(p);
        const std::size_t n = r.sorted.size();
        r.order.resize(n);
        std::iota(r.order.begin(), r.order.end(), std::size_t{0});
        std::sort(r.order.begin(), r.order.end(),
                  [&](std::size_t a, std::size_t b) { return r.sorted[a] < r.sorted[b]; });
        std::vector<std::uint64_t> cells(n);
        for (std::size_t j = 0; j < n; ++j) cells[j] = r.sorted[r.order[j]];
        r.sorted = std::move(cells);
        r.stairs.assign(n + 1, 0);
        std::uint64_t left = 0;
        for (std::size_t j = 0; j < n; ++j) {
            if (r.sorted[j] == 0) throw error("sg::coins_on_line: cells are numbered from 1; a coin is at 0");
            if (r.sorted[j] == left)
                throw error("sg::coins_on_line: two coins share cell " + std::to_string(left));
            r.stairs[n - j] = r.sorted[j] - left - 1;
            left = r.sorted[j];
        }
        return r;
    }
};

}  // namespace sg
