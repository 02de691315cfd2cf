// sg/value.hpp: the Grundy value type sg::nimber, nim-sums and outcomes.
#pragma once

#include "detail/config.hpp"  // first: stops below C++20

#include <cstdint>
#include <initializer_list>
#include <ranges>
#include <string_view>

namespace sg {

// Grundy values (nimbers) are unsigned 64-bit everywhere in sg. The two largest
// values are reserved by the memo tables as markers; no mex can reach them.
using nimber = std::uint64_t;

// Markers a memo returns or stores besides real values (sg/memo.hpp); the acyclic
// searches say what they know of a node in the same terms: its value (solved),
// pending_value (on the search's path) or no_value (not reached).
inline constexpr nimber no_value = ~nimber{0};           // absent
inline constexpr nimber pending_value = ~nimber{0} - 1;  // being solved

// The outcome of a position for the player about to move. `lose` is a P-position
// (the previous player wins), `win` an N-position; `draw` arises only in loopy games.
enum class outcome : std::uint8_t { lose, win, draw };

[[nodiscard]] constexpr std::string_view to_string(outcome o) noexcept {
    switch (o) {
        case outcome::lose: return "lose";
        case outcome::win: return "win";
        case outcome::draw: return "draw";
    }
    return "?";
}

// Outcome of a position (or sum) of normal-play value v.
[[nodiscard]] constexpr outcome outcome_of(nimber v) noexcept {
    return v == 0 ? outcome::lose : outcome::win;
}

struct nim_sum_fn {
    [[nodiscard]] constexpr nimber operator()(std::initializer_list<nimber> values) const noexcept {
        nimber x = 0;
        for (nimber v : values) x ^= v;
        return x;
    }
    template <std::ranges::input_range R>
        requires std::convertible_to<std::ranges::range_reference_t<R>, nimber>
    [[nodiscard]] constexpr nimber operator()(R&& values) const {
        nimber x = 0;
        for (auto&& v : values) x ^= static_cast<nimber>(v);
        return x;
    }
};

// nim_sum(values): the XOR of Grundy values, the value of the sum of the games
// (Sprague–Grundy theorem).
inline constexpr nim_sum_fn nim_sum{};

}  // namespace sg
