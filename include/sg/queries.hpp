// sg/queries.hpp: the one query surface of every sg solver. sg::queries<Solver, State>
// gives a solver, from two or three hooks, the same members for a state, a range of
// states and a braced list: value, outcome, wins, winning_move, winning_moves,
// count_winning_moves, and move_to_value / moves_to_value for one state.
#pragma once

#include "detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <array>
#include <concepts>
#include <cstddef>
#include <initializer_list>
#include <memory>
#include <numeric>
#include <optional>
#include <ranges>
#include <span>
#include <type_traits>
#include <utility>
#include <vector>

#include "error.hpp"
#include "game.hpp"
#include "value.hpp"

#include "detail/query_shapes.hpp"  // last: defines SG_DETAIL_QUERY_SHAPES until the end

namespace sg {

// ---------------------------------------------------------------------------------
// The solver protocol. A solver is either
//
// * additive (normal play: the value of a sum is the XOR of its components' values),
//   with the public hooks
//       nimber component_value(const State& s);
//       template <class F> void component_moves_to(const State& s, nimber target, F&& f);
//   where component_moves_to calls f(std::span<const State> to) for each move from s to
//   a position (a state, or a sum of states for a split) of value `target`, and stops
//   when f returns false; optionally also
//       bool component_is_zero(const State& s);
//   when the family decides "value 0" faster than it computes the value (Wythoff's
//   P-positions): outcome, wins and winning moves of one state then use it; or
//
// * whole-position (misère play, loopy games), with the public hooks
//       using value_type = ...;
//       template <class R> value_type position_value(const R& components);
//       template <class R> sg::outcome position_outcome(const R& components);
//       template <class R, class F> void position_winning_moves(const R& components, F&& f);
//   (R a forward range of State; f(sg::move<State>&&) -> bool as above), and optionally
//       template <class F> void component_moves_to(const State& s, value_type target, F&& f);
//
// Hooks that are const members make the queries usable on a const solver.

template <class S, class State>
concept additive_solver = requires(S& s, const State& st, nimber t) {
    { s.component_value(st) } -> std::same_as<nimber>;
    s.component_moves_to(st, t, [](std::span<const State>) { return true; });
};

template <class S, class State>
concept position_solver = requires(S& s, std::span<const State> r) {
    typename S::value_type;
    { s.position_outcome(r) } -> std::same_as<sg::outcome>;
    s.position_value(r);
    s.position_winning_moves(r, [](sg::move<State>&&) { return true; });
};

template <class S, class State>
concept solver_of = additive_solver<S, State> || position_solver<S, State>;

namespace detail {
template <class State>
std::span<const State> one(const State& s) noexcept {
    return std::span<const State>(&s, 1);
}
template <class State>
std::span<const State> list(std::initializer_list<State> l) noexcept {
    // std::span, not std::ranges::subrange: clang 14 cannot instantiate libstdc++ 12's subrange.
    return std::span<const State>(l.begin(), l.size());
}

// Two moves' results are the same position when they hold the same states in any
// order (a split into 1 + 3 and into 3 + 1). For ordered states the parts are sorted,
// so a result reads in ascending order; otherwise they keep the game's order.
template <class State>
void normalise(std::vector<State>& to) {
    if constexpr (std::totally_ordered<State>) std::sort(to.begin(), to.end());
}
template <class State>
bool same_position(const std::vector<State>& a, const std::vector<State>& b) {
    if (a.size() != b.size()) return false;
    if constexpr (std::totally_ordered<State>)
        return a == b;  // both normalised
    else
        return std::is_permutation(a.begin(), a.end(), b.begin(), b.end());
}

// Keeps the first of each set of equal results among tos[from ..], in their order.
template <class State, class Get>
void drop_repeats(std::vector<State>& items, std::size_t from, Get get) {
    if (items.size() - from < 2) return;
    if constexpr (std::totally_ordered<std::remove_cvref_t<decltype(get(items[0]))>>) {
        std::vector<std::size_t> order(items.size() - from);
        std::iota(order.begin(), order.end(), from);
        std::stable_sort(order.begin(), order.end(),
                         [&](std::size_t a, std::size_t b) { return get(items[a]) < get(items[b]); });
        std::vector<char> drop(order.size(), 0);
        for (std::size_t k = 1; k < order.size(); ++k)
            if (get(items[order[k]]) == get(items[order[k - 1]])) drop[order[k] - from] = 1;
        std::size_t w = from;
        for (std::size_t r = from; r < items.size(); ++r)
            if (!drop[r - from]) {
                if (w != r) items[w] = std::move(items[r]);
                ++w;
            }
        items.erase(items.begin() + static_cast<std::ptrdiff_t>(w), items.end());
    } else {
        std::size_t w = from;
        for (std::size_t r = from; r < items.size(); ++r) {
            bool seen = false;
            for (std::size_t q = from; q < w && !seen; ++q) seen = same_position(get(items[q]), get(items[r]));
            if (!seen) {
                if (w != r) items[w] = std::move(items[r]);
                ++w;
            }
        }
        items.erase(items.begin() + static_cast<std::ptrdiff_t>(w), items.end());
    }
}
// The number of distinct results among those stored one after another in flat, result
// k being flat[start[k] .. start[k + 1]) (sorted when State is ordered).
template <class State>
std::size_t count_distinct(const std::vector<State>& flat, const std::vector<std::size_t>& start) {
    const std::size_t n = start.size();
    if (n < 2) return n;
    const auto first = [&](std::size_t k) { return flat.begin() + static_cast<std::ptrdiff_t>(start[k]); };
    const auto last = [&](std::size_t k) {
        return k + 1 < n ? flat.begin() + static_cast<std::ptrdiff_t>(start[k + 1]) : flat.end();
    };
    const auto same = [&](std::size_t a, std::size_t b) {
        if constexpr (std::totally_ordered<State>)
            return std::equal(first(a), last(a), first(b), last(b));
        else
            return std::is_permutation(first(a), last(a), first(b), last(b));
    };
    if constexpr (std::totally_ordered<State>) {
        if (n > 16) {  // many results: sort them
            std::vector<std::size_t> order(n);
            std::iota(order.begin(), order.end(), std::size_t{0});
            std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
                return std::lexicographical_compare(first(a), last(a), first(b), last(b));
            });
            std::size_t distinct = 1;
            for (std::size_t k = 1; k < n; ++k) distinct += !same(order[k - 1], order[k]);
            return distinct;
        }
    }
    std::size_t distinct = 0;
    for (std::size_t k = 0; k < n; ++k) {
        bool seen = false;
        for (std::size_t q = 0; q < k && !seen; ++q) seen = same(q, k);
        distinct += !seen;
    }
    return distinct;
}
}  // namespace detail

// ---------------------------------------------------------------------------------
// sg::queries<Solver, State>: derive from it (CRTP) and provide the hooks above; every
// query below then exists for `const State&`, any range of states and a braced list.
//
//   value(p)                the value: a nimber (normal play and misère), a loopy_value
//   operator()(s)           value(s) for one state
//   outcome(p), wins(p)     for the player to move; wins is true on N-positions only
//   winning_move(p)         the first winning move, or nullopt: components in order,
//                           each one's moves in the game's listing order
//   winning_moves(p)        every winning move in that order; a component's moves to the
//                           same position (equal states in any order) count once
//   count_winning_moves(p)  winning_moves(p).size()
//   move_to_value(s, v)     the first move from s to a position of value v, or nullopt
//   moves_to_value(s, v)    every such move, each position once
//
// and, for a solver of a game that names its moves' actions (sg::grundy of a game with
// `using action = ...;` whose moves emit(sg::act(a), ...)):
//   winning_action(p)       the first winning move with its action, or nullopt
//   winning_actions(p)      every winning move with its action (an sg::action_move), in
//                           the order above; moves to the same position by two actions
//                           are two moves
//   count_winning_actions(p) winning_actions(p).size(), without building them
//
// A winning move is a sg::move<State>: the component moved in and the states it
// becomes (none if it vanishes, several for a split), ascending if State is ordered.
template <class Solver, class State>
class queries {
public:
    using state = State;
    using move_type = sg::move<State>;

private:
    template <class S>
    static constexpr bool is_additive() {
        return additive_solver<S, State>;
    }

    template <class S, class R>
    static auto value_impl(S& s, const R& r) {
        if constexpr (is_additive<S>()) {
            nimber x = 0;
            for (const State& c : r) x ^= s.component_value(c);
            return x;
        } else {
            return s.position_value(r);
        }
    }

    template <class S>
    static constexpr bool has_zero_test() {
        return requires(S& x, const State& st) {
            { x.component_is_zero(st) } -> std::convertible_to<bool>;
        };
    }
    // A range of exactly one state: that state (a copy: the range's elements may only
    // convert to State).
    template <class R>
    static std::optional<State> single(const R& r) {
        auto it = std::ranges::begin(r);
        if (it == std::ranges::end(r)) return std::nullopt;
        std::optional<State> first(std::in_place, *it);
        if (++it != std::ranges::end(r)) return std::nullopt;
        return first;
    }

    template <class S, class R>
    static sg::outcome outcome_impl(S& s, const R& r) {
        if constexpr (is_additive<S>() && has_zero_test<S>()) {
            if (const auto one = single(r)) return s.component_is_zero(*one) ? sg::outcome::lose : sg::outcome::win;
        }
        if constexpr (is_additive<S>())
            return outcome_of(value_impl(s, r));
        else
            return s.position_outcome(r);
    }

    // Calls f(move&&) for each winning move until f returns false. For an additive
    // solver: the sum's value x, and in each component the moves to value v ^ x.
    template <class S, class R, class F>
    static void each_winning_move(S& s, const R& r, F&& f) {
        if constexpr (is_additive<S>() && has_zero_test<S>()) {
            if (const auto one = single(r)) {
                if (s.component_is_zero(*one)) return;
                s.component_moves_to(*one, nimber{0}, [&](std::span<const State> to) {
                    std::vector<State> t(to.begin(), to.end());
                    detail::normalise(t);
                    return f(move_type{0, std::move(t)});
                });
                return;
            }
        }
        if constexpr (is_additive<S>()) {
            const nimber x = value_impl(s, r);
            if (x == 0) return;
            std::size_t i = 0;
            bool go = true;
            for (const State& c : r) {
                const nimber v = s.component_value(c);
                s.component_moves_to(c, v ^ x, [&](std::span<const State> to) {
                    std::vector<State> t(to.begin(), to.end());
                    detail::normalise(t);
                    go = f(move_type{i, std::move(t)});
                    return go;
                });
                if (!go) return;
                ++i;
            }
        } else {
            s.position_winning_moves(r, [&](move_type&& m) {
                detail::normalise(m.to);
                return f(std::move(m));
            });
        }
    }

    template <class S, class R>
    static std::optional<move_type> winning_move_impl(S& s, const R& r) {
        std::optional<move_type> found;
        each_winning_move(s, r, [&](move_type&& m) {
            found.emplace(std::move(m));
            return false;
        });
        return found;
    }

    template <class S, class R>
    static std::vector<move_type> winning_moves_impl(S& s, const R& r) {
        std::vector<move_type> all;
        std::size_t from = 0;  // the first move of the current component
        each_winning_move(s, r, [&](move_type&& m) {
            if (!all.empty() && all.back().component != m.component) {
                detail::drop_repeats(all, from, [](const move_type& x) -> const std::vector<State>& { return x.to; });
                from = all.size();
            }
            all.push_back(std::move(m));
            return true;
        });
        detail::drop_repeats(all, from, [](const move_type& x) -> const std::vector<State>& { return x.to; });
        return all;
    }

    // Counts without building the moves: each component's results go to one reused
    // buffer, and the distinct ones are counted there.
    template <class S, class R>
    static std::size_t count_impl(S& s, const R& r) {
        if constexpr (is_additive<S>()) {
            if constexpr (has_zero_test<S>())
                if (single(r).has_value()) return winning_moves_impl(s, r).size();
            const nimber x = value_impl(s, r);
            if (x == 0) return 0;
            std::size_t count = 0;
            std::vector<State> flat;
            std::vector<std::size_t> start;
            for (const State& c : r) {
                flat.clear();
                start.clear();
                s.component_moves_to(c, s.component_value(c) ^ x, [&](std::span<const State> to) {
                    start.push_back(flat.size());
                    flat.insert(flat.end(), to.begin(), to.end());
                    if constexpr (std::totally_ordered<State>)
                        std::sort(flat.begin() + static_cast<std::ptrdiff_t>(start.back()), flat.end());
                    return true;
                });
                count += detail::count_distinct(flat, start);
            }
            return count;
        } else {
            return winning_moves_impl(s, r).size();
        }
    }

    template <class S>
    static std::optional<std::vector<State>> move_to_value_impl(S& s, const State& c, nimber target) {
        std::optional<std::vector<State>> found;
        s.component_moves_to(c, target, [&](std::span<const State> to) {
            found.emplace(to.begin(), to.end());
            detail::normalise(*found);
            return false;
        });
        return found;
    }

    template <class S>
    static std::vector<std::vector<State>> moves_to_value_impl(S& s, const State& c, nimber target) {
        std::vector<std::vector<State>> all;
        s.component_moves_to(c, target, [&](std::span<const State> to) {
            all.emplace_back(to.begin(), to.end());
            detail::normalise(all.back());
            return true;
        });
        detail::drop_repeats(all, 0, [](const std::vector<State>& x) -> const std::vector<State>& { return x; });
        return all;
    }

    // The queries by action, for a solver whose game names its moves' actions (the hook
    // component_actions_to, and action_type): each winning move with its action, in
    // component order and each component's listing order; two actions that reach the
    // same position are two moves.
    template <class S, class R, class F>
    static void each_winning_action(S& s, const R& r, F&& f) {
        using A = typename S::action_type;
        const nimber x = value_impl(s, r);
        if (x == 0) return;
        std::size_t i = 0;
        bool go = true;
        for (const State& c : r) {
            s.component_actions_to(c, s.component_value(c) ^ x, [&](const A& a, std::span<const State> to) {
                go = f(i, a, to);
                return go;
            });
            if (!go) return;
            ++i;
        }
    }
    template <class S>
    static auto action_move_of(std::size_t i, const typename S::action_type& a, std::span<const State> to) {
        std::vector<State> t(to.begin(), to.end());
        detail::normalise(t);
        return action_move<State, typename S::action_type>{i, a, std::move(t)};
    }
    template <class S, class R>
    static auto winning_action_impl(S& s, const R& r) {
        std::optional<action_move<State, typename S::action_type>> found;
        each_winning_action(s, r, [&](std::size_t i, const auto& a, std::span<const State> to) {
            found.emplace(action_move_of<S>(i, a, to));
            return false;
        });
        return found;
    }
    template <class S, class R>
    static auto winning_actions_impl(S& s, const R& r) {
        std::vector<action_move<State, typename S::action_type>> all;
        each_winning_action(s, r, [&](std::size_t i, const auto& a, std::span<const State> to) {
            all.push_back(action_move_of<S>(i, a, to));
            return true;
        });
        return all;
    }
    template <class S, class R>
    static std::size_t count_actions_impl(S& s, const R& r) {
        std::size_t count = 0;
        each_winning_action(s, r, [&](std::size_t, const auto&, std::span<const State>) {
            ++count;
            return true;
        });
        return count;
    }

    Solver& self() noexcept { return static_cast<Solver&>(*this); }
    const Solver& self() const noexcept { return static_cast<const Solver&>(*this); }

    // The hooks of the const solver exist: the const overloads are offered.
    template <class S = Solver>
    static constexpr bool const_ok = solver_of<const S, State>;
    // The solver answers the queries by action.
    template <class S = Solver>
    static constexpr bool actions_ok = requires(S& x, const State& st, nimber t) {
        typename S::action_type;
        x.component_actions_to(st, t, [](const typename S::action_type&, std::span<const State>) { return true; });
    };
    template <class S = Solver>
    static constexpr bool actions_const_ok = actions_ok<const S>;

public:
    SG_DETAIL_QUERY_SHAPES(auto, value, value_impl, true, const_ok<>)
    SG_DETAIL_QUERY_SHAPES(sg::outcome, outcome, outcome_impl, true, const_ok<>)
    SG_DETAIL_QUERY_SHAPES(bool, wins, wins_impl, true, const_ok<>)
    SG_DETAIL_QUERY_SHAPES(std::optional<move_type>, winning_move, winning_move_impl, true, const_ok<>)
    SG_DETAIL_QUERY_SHAPES(std::vector<move_type>, winning_moves, winning_moves_impl, true, const_ok<>)
    SG_DETAIL_QUERY_SHAPES(std::size_t, count_winning_moves, count_impl, true, const_ok<>)
    SG_DETAIL_QUERY_SHAPES(auto, winning_action, winning_action_impl, actions_ok<>, actions_const_ok<>)
    SG_DETAIL_QUERY_SHAPES(auto, winning_actions, winning_actions_impl, actions_ok<>, actions_const_ok<>)
    SG_DETAIL_QUERY_SHAPES(std::size_t, count_winning_actions, count_actions_impl, actions_ok<>, actions_const_ok<>)

    [[nodiscard]] auto operator()(const State& s) { return value_impl(self(), detail::one(s)); }
    [[nodiscard]] auto operator()(const State& s) const
        requires const_ok<>
    {
        return value_impl(self(), detail::one(s));
    }

    // Moves from one state to a position of value target (normal-play or misère value).
    [[nodiscard]] std::optional<std::vector<State>> move_to_value(const State& s, nimber target) {
        return move_to_value_impl(self(), s, target);
    }
    [[nodiscard]] std::optional<std::vector<State>> move_to_value(const State& s, nimber target) const
        requires const_ok<>
    {
        return move_to_value_impl(self(), s, target);
    }
    [[nodiscard]] std::vector<std::vector<State>> moves_to_value(const State& s, nimber target) {
        return moves_to_value_impl(self(), s, target);
    }
    [[nodiscard]] std::vector<std::vector<State>> moves_to_value(const State& s, nimber target) const
        requires const_ok<>
    {
        return moves_to_value_impl(self(), s, target);
    }

private:
    template <class S, class R>
    static bool wins_impl(S& s, const R& r) {
        return outcome_impl(s, r) == sg::outcome::win;
    }
};

}  // namespace sg

#include "detail/query_shapes_end.hpp"
