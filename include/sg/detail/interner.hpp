// sg/detail/interner.hpp: the one state interner: numbers the distinct states of a game
// 0, 1, 2, ... in the order first seen, with the game's default memo as the map.
#pragma once

#include "config.hpp"  // first: stops below C++20

#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "budget.hpp"
#include "../game.hpp"
#include "../memo.hpp"
#include "../value.hpp"

namespace sg::detail {

// State -> id and id -> state. The game is passed to each call (it gives the dense index
// of a state when the memo is indexed), so the interner can live beside it in a solver.
template <class Game, class Id = std::uint32_t>
class interner {
public:
    using state = typename state_or_none<Game>::type;
    using id_type = Id;
    static constexpr id_type none = static_cast<id_type>(-1);

    explicit interner(const Game& g) : map_(make_memo<memo_type>(g)) {}

    // The id of s, or none if s was not added.
    [[nodiscard]] id_type find(const Game& g, const state& s) const {
        const nimber known = map_.get(memo_key<memo_type>(g, s));
        return known == no_value ? none : static_cast<id_type>(known);
    }
    // Adds s, which must not be known yet, and returns its id (the number of states
    // before it).
    id_type add(const Game& g, const state& s) {
        const auto id = static_cast<id_type>(states_.size());
        map_.put(memo_key<memo_type>(g, s), static_cast<nimber>(id));
        states_.push_back(s);
        return id;
    }

    [[nodiscard]] const state& operator[](std::size_t id) const noexcept { return states_[id]; }
    [[nodiscard]] const std::vector<state>& states() const noexcept { return states_; }
    [[nodiscard]] std::size_t size() const noexcept { return states_.size(); }
    // Bytes held: the map and the states (for memory budgets).
    [[nodiscard]] std::size_t memory_bytes() const noexcept {
        using key = std::conditional_t<memo_type::indexed, std::size_t, state>;
        return memo_bytes<memo_type, key>(map_) + bytes_of(states_);
    }
    // Bytes the next add() would allocate: the map's growth.
    [[nodiscard]] std::size_t growth_bytes() const noexcept { return memo_growth_bytes(map_); }

    // Forgets the states added after the first n.
    void truncate(const Game& g, std::size_t n) {
        for (std::size_t i = n; i < states_.size(); ++i) map_.erase(memo_key<memo_type>(g, states_[i]));
        states_.erase(states_.begin() + static_cast<std::ptrdiff_t>(n), states_.end());
    }
    void clear() {
        map_.clear();
        states_.clear();
    }

private:
    using memo_type = default_memo_t<Game>;
    memo_type map_;
    std::vector<state> states_;
};

}  // namespace sg::detail
