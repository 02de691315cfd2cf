// sg/games/wythoff.hpp: Wythoff's game: an impartial_game, and sg::wythoff_solver with the
// queries of sg/queries.hpp: outcome and every winning move of one position in O(1) for
// any 64-bit heaps (exact integer arithmetic), exact Grundy values and sums with the
// generic solver; the k-th P-position in O(1).
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <compare>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <utility>

#include "../error.hpp"
#include "../grundy.hpp"
#include "../queries.hpp"
#include "../value.hpp"

namespace sg {

// Two heaps; a move takes any positive number of tokens from one heap, or the same
// positive number from both. State (a, b) = the two heap sizes, in either order.
struct wythoff {
    using state = std::pair<std::uint64_t, std::uint64_t>;

    void moves(const state& s, auto&& emit) const {
        const auto [a, b] = s;
        for (std::uint64_t i = 1; i <= a; ++i)
            emit(state{a - i, b});
        for (std::uint64_t i = 1; i <= b; ++i)
            emit(state{a, b - i});
        for (std::uint64_t i = 1; i <= a && i <= b; ++i)
            emit(state{a - i, b - i});
    }
};

namespace detail {

// An unsigned 128-bit value as two 64-bit halves, ordered numerically.
struct wide {
    std::uint64_t hi = 0, lo = 0;
    friend constexpr auto operator<=>(const wide&, const wide&) = default;
};

// The full product x*y, from four 32-bit partial products.
[[nodiscard]] constexpr wide mul_wide(std::uint64_t x, std::uint64_t y) noexcept {
    constexpr std::uint64_t m = 0xffffffffu;
    const std::uint64_t x0 = x & m, x1 = x >> 32, y0 = y & m, y1 = y >> 32;
    const std::uint64_t p00 = x0 * y0, p01 = x0 * y1, p10 = x1 * y0, p11 = x1 * y1;
    const std::uint64_t mid = (p00 >> 32) + (p01 & m) + (p10 & m);
    return {p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32), (mid << 32) | (p00 & m)};
}

// floor(2^64 / phi) = floor(2^64 (phi - 1)), phi = (1 + sqrt 5) / 2.
inline constexpr std::uint64_t inverse_golden_64 = 0x9e3779b97f4a7c15u;

// For 1 <= k <= a: is a < k*phi?  Squaring 2a - k < k*sqrt(5) (both sides positive)
// gives a*a < k*(a + k), compared as a*(a - k) < k*k so that nothing overflows.
[[nodiscard]] constexpr bool below_k_phi(std::uint64_t a, std::uint64_t k) noexcept {
    return mul_wide(a, a - k) < mul_wide(k, k);
}

// floor(k*phi) = k + floor(k/phi) for k < 2^63 (then it is below 2^64). The fixed-point
// estimate k * inverse_golden_64 / 2^64 is floor(k/phi) or one less; the exact test
// decides.
[[nodiscard]] constexpr std::uint64_t lower_wythoff(std::uint64_t k) noexcept {
    if (k == 0) return 0;
    const std::uint64_t d = mul_wide(k, inverse_golden_64).hi;
    return below_k_phi(k + d + 1, k) ? k + d + 1 : k + d;
}

[[noreturn]] inline void throw_wythoff_index(std::uint64_t k) {
    throw error("sg::wythoff_p_position: index " + std::to_string(k) +
                " is too large: the upper heap floor(k*phi^2) would not fit in 64 bits");
}

// Is (a, b) a P-position (the player to move loses)? They are the pairs
// (floor(k*phi), floor(k*phi^2)), k >= 0, in either order. Exact for all 64-bit a, b.
[[nodiscard]] constexpr bool wythoff_p(std::uint64_t a, std::uint64_t b) noexcept {
    if (a > b) std::swap(a, b);
    const std::uint64_t k = b - a;
    if (k == 0) return a == 0;
    if (a < k) return false;  // floor(k*phi) >= k
    // a == floor(k*phi)  <=>  a < k*phi < a + 1  <=>  a < k*phi and not a + 1 < k*phi.
    // a + 1 <= b fits, and a + 1 > k.
    return below_k_phi(a, k) && !below_k_phi(a + 1, k);
}

// The partner of x: the y with (x, y) a P-position, or nullopt if y >= 2^64. By Beatty's
// theorem x >= 1 is floor(j*phi) (partner x + j) or floor(j*phi) + j (partner x - j) for
// exactly one j >= 1. floor(x/phi) is e or e + 1 (e the fixed-point estimate), and
// x = floor(j*phi) needs j = floor(x/phi) + 1, x = floor(j*phi) + j needs
// j = x - floor(x/phi); the exact P-test decides between the candidates.
[[nodiscard]] constexpr std::optional<std::uint64_t> wythoff_partner(std::uint64_t x) noexcept {
    if (x == 0) return std::uint64_t{0};
    const std::uint64_t e = mul_wide(x, inverse_golden_64).hi;
    for (const std::uint64_t j : {e + 1, e + 2})
        if (j <= std::numeric_limits<std::uint64_t>::max() - x && wythoff_p(x, x + j)) return x + j;
    for (const std::uint64_t j : {x - e, x - e - 1})
        if (j >= 1 && wythoff_p(x - j, x)) return x - j;
    return std::nullopt;  // x = floor(j*phi) with floor(j*phi) + j >= 2^64
}

// Calls f(state) for each move from (a, b) to a P-position, in the order wythoff::moves
// lists them (the first heap lowered, the second heap lowered, both lowered), until f
// returns false. There are at most three: in a P-position each heap has one partner,
// and each difference one pair.
template <class F>
constexpr void wythoff_moves_to_p(std::uint64_t a, std::uint64_t b, F&& f) {
    using state = std::pair<std::uint64_t, std::uint64_t>;
    if (const auto p = wythoff_partner(b); p && *p < a)
        if (!f(state{*p, b})) return;
    if (const auto p = wythoff_partner(a); p && *p < b)
        if (!f(state{a, *p})) return;
    const std::uint64_t lo = a < b ? a : b, k = (a < b ? b : a) - lo;
    if (k == 0) {
        if (lo > 0) f(state{0, 0});
        return;
    }
    // lo > floor(k*phi): lower both heaps to the P-position with difference k (k <= lo
    // and lo + k < 2^64 give k < 2^63).
    if (k <= lo && !below_k_phi(lo, k)) {
        const std::uint64_t t = lower_wythoff(k);
        f(a < b ? state{t, t + k} : state{t + k, t});
    }
}

}  // namespace detail

// wythoff_outcome(a, b): outcome::lose for a P-position (the player to move loses), else
// outcome::win. O(1), exact for all 64-bit heaps, constexpr.
struct wythoff_outcome_fn {
    [[nodiscard]] constexpr outcome operator()(std::uint64_t a, std::uint64_t b) const noexcept {
        return detail::wythoff_p(a, b) ? outcome::lose : outcome::win;
    }
};

struct wythoff_p_position_fn {
    // The k-th P-position (floor(k*phi), floor(k*phi^2)), k = 0, 1, 2, ...; the second
    // heap exceeds the first by k. Throws sg::error if floor(k*phi^2) >= 2^64
    // (k > 7046029254386353130, whose P-position ends at 2^64 - 1).
    [[nodiscard]] constexpr wythoff::state operator()(std::uint64_t k) const {
        if (k >= (std::uint64_t{1} << 63)) detail::throw_wythoff_index(k);
        const std::uint64_t a = detail::lower_wythoff(k);
        if (a + k < a) detail::throw_wythoff_index(k);
        return {a, a + k};
    }
};

inline constexpr wythoff_outcome_fn wythoff_outcome{};
// wythoff_p_position(k): the k-th P-position (floor(k*phi), floor(k*phi^2)). O(1).
inline constexpr wythoff_p_position_fn wythoff_p_position{};

// The solver of Wythoff positions and their sums, with the queries of sg/queries.hpp
// (value, outcome, wins, winning_move, winning_moves, count_winning_moves, ...).
//
// * One position: outcome, wins, winning_move(s) and count_winning_moves are O(1) for
//   any 64-bit heaps: the P-position test and the closed form of the (at most three)
//   moves to P-positions, never a search.
// * Values: exact Grundy values by an internal sg::grundy<sg::wythoff>, memoised (0 at
//   once for a P-position). No formula for them is known: a value of (a, b) stores
//   every position below it, O(ab) memory and O(ab(a + b)) time.
// * Sums: the value of each component, then moves to value v ^ x in each one; a move to
//   value 0 by the closed form, any other by the internal solver.
//
//   sg::wythoff_solver w;
//   w.wins({10, 12});                    // true
//   w.winning_moves({10, 12});           // to (10, 6) and to (3, 5)
//   w.value({state{1, 2}, state{4, 4}}); // 0 ^ 7
class wythoff_solver : public queries<wythoff_solver, wythoff::state> {
public:
    using state = wythoff::state;

    // state_limit bounds the positions the internal solver stores (sg::limit_error
    // beyond it, values computed so far kept), as for sg::grundy.
    wythoff_solver() = default;
    explicit wythoff_solver(std::size_t state_limit) : values_(wythoff{}, state_limit) {}

    // The hooks of sg/queries.hpp.
    [[nodiscard]] nimber component_value(const state& s) {
        return detail::wythoff_p(s.first, s.second) ? 0 : values_.component_value(s);
    }
    [[nodiscard]] constexpr bool component_is_zero(const state& s) const noexcept {
        return detail::wythoff_p(s.first, s.second);
    }
    // Calls f(std::span<const state>) for each move from s to a position of value
    // target, in the game's listing order, until f returns false.
    template <class F>
    void component_moves_to(const state& s, nimber target, F&& f) {
        if (target != 0) {
            values_.component_moves_to(s, target, f);
            return;
        }
        detail::wythoff_moves_to_p(
            s.first, s.second, [&](const state& to) { return static_cast<bool>(f(std::span<const state>(&to, 1))); });
    }

    // The internal generic solver (the Grundy values stored so far).
    [[nodiscard]] const grundy<wythoff>& values() const noexcept { return values_; }
    // Number of positions whose Grundy value is stored.
    [[nodiscard]] std::size_t size() const noexcept { return values_.size(); }
    // Forgets every stored value.
    void clear() { values_.clear(); }
    [[nodiscard]] std::size_t state_limit() const noexcept { return values_.state_limit(); }
    void set_state_limit(std::size_t n) noexcept { values_.set_state_limit(n); }

private:
    grundy<wythoff> values_{wythoff{}, std::numeric_limits<std::size_t>::max()};
};

}  // namespace sg
