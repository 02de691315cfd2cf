// sg/games/grundys_game.hpp: Grundy's game (split one heap into two unequal heaps), a game
// for the generic solver, and its nim-sequence sg::heap_sequence<grundys_game>, which is
// the octal engine's sequence of its take-and-break code 4!. (rare and common values).
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <cstdint>
#include <utility>

#include "octal.hpp"
#include "split.hpp"

namespace sg {

// Grundy's game: split one heap into two nonempty heaps of different sizes; a heap of 1
// or 2 cannot be split. State: the heap size. As a take-and-break code it is 4!. (remove
// nothing, leave two unequal heaps), so heap_sequence computes it with the octal engine.
struct grundys_game {
    using state = std::uint64_t;
    void moves(const state& n, auto&& emit) const {
        for (state a = 1; 2 * a < n; ++a) emit(a, n - a);
    }
    [[nodiscard]] static octal_code take_and_break_code() { return octal_code("4!."); }
};

// The nim-sequence of Grundy's game: the octal_sequence of 4!. (1 byte a value while the
// values fit: docs/octal.md), with every member of octal_sequence and game(). It is
// defined with the game, so every use of heap_sequence<grundys_game> sees it.
template <>
class heap_sequence<grundys_game> : public octal_sequence {
public:
    using game_type = grundys_game;

    explicit heap_sequence(grundys_game game = {})
        : octal_sequence(grundys_game::take_and_break_code()), game_(std::move(game)) {}

    [[nodiscard]] const grundys_game& game() const noexcept { return game_; }

private:
    grundys_game game_;
};

}  // namespace sg
