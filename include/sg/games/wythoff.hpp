// sg/games/wythoff.hpp: Wythoff's game: an impartial_game for the generic solver, and in
// exact integer arithmetic for any 64-bit heaps: the P-position test, the k-th P-position
// and a winning move, each in O(1).
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include "../error.hpp"
#include "../value.hpp"

namespace sg {

// Two heaps; a move takes any positive number of tokens from one heap, or the same
// positive number from both. State (a, b) = the two heap sizes, in either order.
struct wythoff {
    using state = std::pair<std::uint64_t, std::uint64_t>;

    void moves(const state& s, auto&& emit) const {
        const auto [a, b] = s;
        for (std::uint64_t i = 1; i <= a; ++i) emit(state{a - i, b});
        for (std::uint64_t i = 1; i <= b; ++i) emit(state{a, b - i});
        for (std::uint64_t i = 1; i <= a && i <= b; ++i) emit(state{a - i, b - i});
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

}  // namespace detail

struct wythoff_lose_fn {
    // Is (a, b) a P-position (the player to move loses)? They are the pairs
    // (floor(k*phi), floor(k*phi^2)), k >= 0, in either order. Exact for all 64-bit a, b.
    [[nodiscard]] constexpr bool operator()(std::uint64_t a, std::uint64_t b) const noexcept {
        if (a > b) std::swap(a, b);
        const std::uint64_t k = b - a;
        if (k == 0) return a == 0;
        if (a < k) return false;  // floor(k*phi) >= k
        // a == floor(k*phi)  <=>  a < k*phi < a + 1  <=>  a < k*phi and not a + 1 < k*phi.
        // a + 1 <= b - 1 fits, and a + 1 > k.
        return detail::below_k_phi(a, k) && !detail::below_k_phi(a + 1, k);
    }
};

struct wythoff_outcome_fn {
    [[nodiscard]] constexpr outcome operator()(std::uint64_t a, std::uint64_t b) const noexcept {
        return wythoff_lose_fn{}(a, b) ? outcome::lose : outcome::win;
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

struct wythoff_winning_move_fn {
    // A move from (a, b) to a P-position, as the new pair in the same heap order, or
    // nullopt if (a, b) is a P-position already. If taking equally from both heaps wins,
    // that move is returned; otherwise the move lowers the larger heap alone (one of
    // the two always wins, by Beatty's theorem).
    [[nodiscard]] constexpr std::optional<wythoff::state> operator()(std::uint64_t a, std::uint64_t b) const noexcept {
        if (wythoff_lose_fn{}(a, b)) return std::nullopt;
        const bool swapped = a > b;
        if (swapped) std::swap(a, b);
        const auto result = [swapped](std::uint64_t x, std::uint64_t y) {
            return swapped ? wythoff::state{y, x} : wythoff::state{x, y};
        };
        const std::uint64_t k = b - a;
        // a > floor(k*phi): lower both heaps to the P-position with difference k
        // (k <= a and a + k = b < 2^64 give k < 2^63).
        if (k <= a && !detail::below_k_phi(a, k)) {
            const std::uint64_t target = detail::lower_wythoff(k);
            return result(target, target + k);
        }
        if (a == 0) return result(0, 0);
        // Otherwise a < floor(k*phi). By Beatty's theorem a is floor(j*phi) or
        // floor(j*phi^2) for exactly one j >= 1, and in both cases j < k, so the partner
        // of a is below b: move the second heap there. floor(a/phi) is e or e + 1, and
        // a = floor(j*phi) needs j = floor(a/phi) + 1, a = floor(j*phi^2) needs
        // j = a - floor(a/phi).
        const std::uint64_t e = detail::mul_wide(a, detail::inverse_golden_64).hi;
        for (std::uint64_t j : {e + 1, e + 2})
            if (detail::lower_wythoff(j) == a) return result(a, a + j);
        for (std::uint64_t j : {a - e, a - e - 1})
            if (detail::lower_wythoff(j) == a - j) return result(a, a - j);
        return std::nullopt;  // unreachable: Beatty's theorem
    }
};

// wythoff_lose(a, b): is (a, b) a P-position? O(1), exact for all 64-bit heaps.
inline constexpr wythoff_lose_fn wythoff_lose{};
// wythoff_outcome(a, b): outcome::lose for a P-position, else outcome::win. O(1).
inline constexpr wythoff_outcome_fn wythoff_outcome{};
// wythoff_p_position(k): the k-th P-position (floor(k*phi), floor(k*phi^2)). O(1).
inline constexpr wythoff_p_position_fn wythoff_p_position{};
// wythoff_winning_move(a, b): a move to a P-position, or nullopt. O(1).
inline constexpr wythoff_winning_move_fn wythoff_winning_move{};

}  // namespace sg
