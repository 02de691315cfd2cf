// The brute force the tests check sums against: a sum of games searched as ONE game.
// A position is the multiset of its components' states; the player to move wins iff some
// move in one component leads to a position the opponent loses. No Grundy values and no
// XOR rule. The moves come from a rule `moves(state, emit)` that calls emit(parts...)
// once per move, like a game's moves(); a test passes the rule as it reads it (from a
// code's digits, a set's membership test, a graph's edges), so the search stays
// independent of the code under test.
#pragma once

#include <algorithm>
#include <functional>
#include <type_traits>
#include <map>
#include <set>
#include <utility>
#include <vector>

namespace sg_test {

template <class State, class Moves>
class whole_sum_search {
public:
    // `drop` (optional) names states without moves, left out of positions so that the
    // memo stays small; leaving them in gives the same answers.
    explicit whole_sum_search(Moves moves, std::function<bool(const State&)> drop = {})
        : moves_(std::move(moves)), drop_(std::move(drop)) {}

    bool wins(std::vector<State> comps) {
        if (drop_) comps.erase(std::remove_if(comps.begin(), comps.end(), drop_), comps.end());
        std::sort(comps.begin(), comps.end());
        if (auto it = memo_.find(comps); it != memo_.end()) return it->second;
        bool win = false;
        for (std::size_t i = 0; i < comps.size() && !win; ++i) {
            if (i > 0 && comps[i] == comps[i - 1]) continue;  // the same component again
            moves_(comps[i], [&](const auto&... parts) {
                if (win) return;
                std::vector<State> next = comps;
                next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
                (next.push_back(State(parts)), ...);
                if (!wins(std::move(next))) win = true;
            });
        }
        memo_.emplace(std::move(comps), win);
        return win;
    }

    // Every winning move of the sum comps (components in the given order): the pairs
    // (component index, the states that component becomes, sorted), each once. The
    // resulting positions are searched whole, like wins().
    std::set<std::pair<std::size_t, std::vector<State>>> winning_moves(const std::vector<State>& comps) {
        std::set<std::pair<std::size_t, std::vector<State>>> out;
        for (std::size_t i = 0; i < comps.size(); ++i) {
            moves_(comps[i], [&](const auto&... parts) {
                std::vector<State> to{State(parts)...};
                std::sort(to.begin(), to.end());
                std::vector<State> next = comps;
                next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
                next.insert(next.end(), to.begin(), to.end());
                if (!wins(std::move(next))) out.emplace(i, std::move(to));
            });
        }
        return out;
    }

    // The same for a sum of parts, each part the sizes[p] consecutive states of comps:
    // the pairs (part index, that part's states after the move, sorted), each once.
    std::set<std::pair<std::size_t, std::vector<State>>> part_winning_moves(const std::vector<State>& comps,
                                                                           const std::vector<std::size_t>& sizes) {
        std::set<std::pair<std::size_t, std::vector<State>>> out;
        std::size_t first = 0;  // index in comps of part p's first state
        for (std::size_t p = 0; p < sizes.size(); ++p) {
            const std::size_t n = sizes[p];
            for (std::size_t j = 0; j < n; ++j)
                moves_(comps[first + j], [&](const auto&... to) {
                    std::vector<State> part(comps.begin() + static_cast<std::ptrdiff_t>(first),
                                            comps.begin() + static_cast<std::ptrdiff_t>(first + n));
                    part.erase(part.begin() + static_cast<std::ptrdiff_t>(j));
                    (part.push_back(State(to)), ...);
                    std::vector<State> next = comps;
                    next.erase(next.begin() + static_cast<std::ptrdiff_t>(first + j));
                    (next.push_back(State(to)), ...);
                    std::sort(part.begin(), part.end());
                    if (!wins(std::move(next))) out.emplace(p, std::move(part));
                });
            first += n;
        }
        return out;
    }

private:
    Moves moves_;
    std::function<bool(const State&)> drop_;
    std::map<std::vector<State>, bool> memo_;
};

// A solver's winning moves (sg::move: component and `to`) as the set winning_moves()
// of the search gives, with `to` sorted.
template <class Moves>
auto as_set(const Moves& moves) {
    using State = typename std::decay_t<decltype(moves.front().to)>::value_type;
    std::set<std::pair<std::size_t, std::vector<State>>> out;
    for (const auto& m : moves) {
        std::vector<State> to(m.to.begin(), m.to.end());
        std::sort(to.begin(), to.end());
        out.emplace(m.component, std::move(to));
    }
    return out;
}

// The search for the moves of an sg::impartial_game (its rules are the specification).
template <class Game>
auto game_search(const Game& g) {
    auto moves = [&g](const typename Game::state& s, auto&& emit) { g.moves(s, emit); };
    return whole_sum_search<typename Game::state, decltype(moves)>(moves);
}

}  // namespace sg_test
