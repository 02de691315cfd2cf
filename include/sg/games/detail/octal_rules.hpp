// sg/games/detail/octal_rules.hpp: what an octal code lets a split leave, for the code itself
// (sg/games/octal.hpp, where the rule is public as sg::split_constraint) and for the
// nim-sequence engine under games/detail/: the rule of a digit, the largest smaller part of a
// two-heap split and the three-heap splits.
#pragma once

#include "../../detail/config.hpp"  // first: stops below C++20

#include <cstdint>

namespace sg::detail {

// How the heaps a split leaves must differ (CGSuite's modifiers of a code digit): any
// sizes; '!' pairwise unequal; '?' not all equal. For a split into two heaps '!' and '?'
// both exclude a = b. Public as sg::split_constraint.
enum class split_rule : std::uint8_t { none, unequal, not_all_equal };

// The largest smaller part a of a split of m into two heaps (a, m - a) that the
// rule allows: m / 2, or (m - 1) / 2 when the parts must differ.
[[nodiscard]] constexpr std::uint64_t largest_half(std::uint64_t m, split_rule c) noexcept {
    return c == split_rule::none ? m / 2 : (m - (m > 0)) / 2;
}

// visit(a, b, c) for every split of m into three nonempty heaps a <= b <= c that the
// rule allows (each once, a increasing, then b); stops, returning false, as soon as
// visit does.
template <class Visit>
bool three_heap_splits(std::uint64_t m, split_rule c, Visit&& visit) {
    const std::uint64_t step = c == split_rule::unequal ? 1 : 0;  // a < b < c
    for (std::uint64_t a = 1; 3 * a <= m; ++a)
        for (std::uint64_t b = a + step; 2 * b + step <= m - a; ++b) {
            if (c == split_rule::not_all_equal && 3 * a == m) continue;  // only b = a is left
            if (!visit(a, b, m - a - b)) return false;
        }
    return true;
}

}  // namespace sg::detail
