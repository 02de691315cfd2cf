// sg/game.hpp: the impartial_game concept (a state type plus the moves from a state),
// its optional refinements (dense index, hasher), sg::hash, and move listing helpers.
#pragma once

#include "detail/config.hpp"  // first: stops below C++20

#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <ranges>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "detail/hash.hpp"

namespace sg {

// ---------------------------------------------------------------------------------
// sg::hash<T>: std::hash<T> where it exists, otherwise a combination for pairs,
// tuples, arrays and vectors of hashable elements.
template <class T, class = void>
struct hash;

namespace detail {
template <class T>
concept std_hashable = requires(const T& t) {
    { std::hash<T>{}(t) } -> std::convertible_to<std::size_t>;
};
template <class T>
concept sg_hashable = requires(const T& t) {
    { sg::hash<T>{}(t) } -> std::convertible_to<std::size_t>;
};
}  // namespace detail

// Integers hash to themselves, as with std::hash; hash_memo spreads them by Fibonacci
// hashing, and hash_combine mixes them inside pairs, tuples and ranges. Where size_t has
// 32 bits, a 64-bit integer is folded by detail::hash_u64 instead of cut to its low half.
template <class T>
struct hash<T, std::enable_if_t<std::is_integral_v<T> || std::is_enum_v<T>>> {
    [[nodiscard]] constexpr std::size_t operator()(T t) const noexcept {
        if constexpr (sizeof(std::size_t) < sizeof(std::uint64_t) && sizeof(T) > sizeof(std::size_t))
            return detail::hash_u64(static_cast<std::uint64_t>(t));
        else
            return static_cast<std::size_t>(t);
    }
};

template <class T>
struct hash<T, std::enable_if_t<!std::is_integral_v<T> && !std::is_enum_v<T> && detail::std_hashable<T>>>
    : std::hash<T> {};

template <class A, class B>
struct hash<std::pair<A, B>, std::enable_if_t<!detail::std_hashable<std::pair<A, B>>>> {
    [[nodiscard]] std::size_t operator()(const std::pair<A, B>& p) const {
        return detail::hash_combine(sg::hash<A>{}(p.first), sg::hash<B>{}(p.second));
    }
};

template <class... T>
struct hash<std::tuple<T...>, std::enable_if_t<!detail::std_hashable<std::tuple<T...>>>> {
    [[nodiscard]] std::size_t operator()(const std::tuple<T...>& t) const {
        return std::apply(
            [](const auto&... e) {
                std::size_t h = sizeof...(T);
                ((h = detail::hash_combine(h, sg::hash<std::remove_cvref_t<decltype(e)>>{}(e))), ...);
                return h;
            },
            t);
    }
};

template <class E, std::size_t N>
struct hash<std::array<E, N>, std::enable_if_t<!detail::std_hashable<std::array<E, N>>>> {
    [[nodiscard]] std::size_t operator()(const std::array<E, N>& a) const {
        std::size_t h = N;
        for (const auto& e : a) h = detail::hash_combine(h, sg::hash<E>{}(e));
        return h;
    }
};

template <class E, class A>
struct hash<std::vector<E, A>, std::enable_if_t<!detail::std_hashable<std::vector<E, A>>>> {
    [[nodiscard]] std::size_t operator()(const std::vector<E, A>& v) const {
        std::size_t h = v.size();
        for (const auto& e : v) h = detail::hash_combine(h, sg::hash<E>{}(e));
        return h;
    }
};

template <class... T>
struct hash<std::variant<T...>, std::enable_if_t<!detail::std_hashable<std::variant<T...>>>> {
    [[nodiscard]] std::size_t operator()(const std::variant<T...>& v) const {
        return hash_at(v, std::index_sequence_for<T...>{});
    }

private:
    template <std::size_t... I>
    static std::size_t hash_at(const std::variant<T...>& v, std::index_sequence<I...>) {
        std::size_t h = 0;
        ((v.index() == I ? (h = detail::hash_combine(I, sg::hash<std::variant_alternative_t<I, std::variant<T...>>>{}(
                                                            std::get<I>(v))),
                            0)
                         : 0),
         ...);
        return h;
    }
};

// ---------------------------------------------------------------------------------
// The game concept.
//
//   struct my_game {
//       using state = ...;                                  // copyable, ==
//       void moves(const state& s, auto&& emit) const;      // emit(t), emit(t1, t2, ...), emit(range)
//       // optional: std::size_t size() const; std::size_t index(const state&) const;
//       // optional, with them: state state_at(std::size_t i) const;   // index's inverse
//       // optional: using hash = ...;                      // hasher for state
//   };
//
// emit(t) reports a move to the single state t; emit(t1, ..., tk) a move to the sum
// t1 + ... + tk (a split: the position falls apart into independent games); emit()
// with no state is a move to the empty sum, a terminal position of value 0. An
// argument may also be a range of states (a std::vector, std::span or array of the
// state type itself, iterable when const): its states are parts of the sum, for a move to a number of
// parts known only at run time; emit(std::vector<state>{}) is the empty sum too.
//
// A move may name its action, the thing a player does (a cell, an amount, a cut):
// emit(sg::act(a), parts...), with `using action = A;` in the game. Values ignore it;
// the winning_actions queries of sg::grundy report it (sg/queries.hpp).

// The action of a move, passed to emit() before its parts: emit(sg::act(cell), l, r).
template <class A>
struct move_action {
    A value;
};
template <class A>
[[nodiscard]] constexpr move_action<std::remove_cvref_t<A>> act(A&& a) {
    return {std::forward<A>(a)};
}

namespace detail {
template <class T>
inline constexpr bool is_move_action = false;
template <class A>
inline constexpr bool is_move_action<move_action<A>> = true;
}  // namespace detail

// A range of states that is not itself a state: what the sum queries of the solvers
// take (so that a state type that is a range, such as std::vector<int>, stays a state).
template <class R, class State>
concept range_of_states = std::ranges::input_range<R> &&
                          std::convertible_to<std::ranges::range_reference_t<R>, const State&> &&
                          !std::convertible_to<R, const State&>;

// What emit() takes as a range of parts: a range of states of exactly the state type, so
// that a value of another type that happens to be a range (a std::string passed to a
// game of int states) is refused as a wrong state, not taken apart.
template <class R, class State>
concept range_of_parts = range_of_states<R, State> && std::same_as<std::ranges::range_value_t<R>, State>;

namespace detail {
// The argument the concept passes to moves(): accepts any number of states and
// ranges of states.
template <class State>
struct emit_archetype {
    template <class... S>
        requires((std::convertible_to<S, State> || range_of_parts<std::remove_cvref_t<S>, State> ||
                  is_move_action<std::remove_cvref_t<S>>) &&
                 ...)
    void operator()(S&&...) const noexcept {}
};
}  // namespace detail

template <class G>
concept has_state_type = requires { typename G::state; };

template <class G>
concept has_moves = has_state_type<G> &&
    requires(const G& g, const typename G::state& s, detail::emit_archetype<typename G::state>& emit) {
        g.moves(s, emit);
    };

template <class G>
concept has_dense_index = has_state_type<G> && requires(const G& g, const typename G::state& s) {
    { g.size() } -> std::convertible_to<std::size_t>;
    { g.index(s) } -> std::convertible_to<std::size_t>;
};

// An optional hook of a dense game: the state of each index, the inverse of index().
template <class G>
concept has_state_at = has_dense_index<G> && requires(const G& g, std::size_t i) {
    { g.state_at(i) } -> std::convertible_to<typename G::state>;
};

// A game that names its moves' actions (using action = ...;).
template <class G>
concept has_actions = has_state_type<G> && requires { typename G::action; };

template <class G>
concept has_own_hash = has_state_type<G> && requires { typename G::hash; };

namespace detail {
template <class G, bool = has_own_hash<G>>
struct state_hash {
    using type = sg::hash<typename G::state>;
};
template <class G>
struct state_hash<G, true> {
    using type = typename G::hash;
};
}  // namespace detail

// The hasher a game's states are stored with: G::hash if the game names one, else
// sg::hash<state>.
template <has_state_type G>
using state_hash_t = typename detail::state_hash<G>::type;

template <class G>
concept impartial_game = has_state_type<G> && has_moves<G> && std::copyable<typename G::state> &&
                         std::equality_comparable<typename G::state>;

// A game whose states map one-to-one onto 0 .. size()-1: the solver uses a flat table.
template <class G>
concept dense_game = impartial_game<G> && has_dense_index<G>;

// A game whose states can be stored in a hash table.
template <class G>
concept hashable_game = impartial_game<G> && requires(const state_hash_t<G>& h, const typename G::state& s) {
    { h(s) } -> std::convertible_to<std::size_t>;
};

template <class G>
using state_t = typename G::state;

// The action_type of a solver whose game names no actions.
struct no_action {
    friend bool operator==(const no_action&, const no_action&) = default;
};

namespace detail {
struct no_state {
    friend bool operator==(const no_state&, const no_state&) = default;
};
template <class G>
struct state_or_none {
    using type = no_state;
};
template <has_state_type G>
struct state_or_none<G> {
    using type = typename G::state;
};
// The game's action type, or no_action.
template <class G>
struct action_or_none {
    using type = no_action;
};
template <has_actions G>
struct action_or_none<G> {
    using type = typename G::action;
};
}  // namespace detail

namespace detail {
// A part passed to emit(), as the game's state type: by reference when it is one.
template <class State, class T>
decltype(auto) as_state(const T& t) {
    if constexpr (std::is_same_v<T, State>) {
        return t;  // const State&
    } else {
        static_assert(std::is_constructible_v<State, const T&>,
                      "sg: moves() passed emit() an argument that is not a state of the game: emit(t) and "
                      "emit(t1, t2, ...) take values convertible to the game's `state` type, or ranges of them");
        return State(t);
    }
}

// No range and no action among the arguments: each is one part.
template <class State, class... Parts>
inline constexpr bool fixed_parts = ((!range_of_parts<Parts, State> && !is_move_action<Parts>) && ...);
// A move to exactly one state, known when compiling.
template <class State, class... Parts>
inline constexpr bool one_fixed_part = sizeof...(Parts) == 1 && fixed_parts<State, Parts...>;

// Calls f(const State&) for each part of a move, in order: each argument emit() was
// given is one part, or a range of parts. The one way every solver takes a move apart.
template <class State, class F, class Part>
void for_each_part_of(F& f, const Part& p) {
    if constexpr (is_move_action<Part>) {
        (void)p;  // the move's action, not a part
    } else if constexpr (range_of_parts<Part, State>) {
        for (const auto& x : p) f(as_state<State>(x));
    } else {
        f(as_state<State>(p));
    }
}
template <class State, class F, class... Parts>
void for_each_part(F&& f, const Parts&... parts) {
    (for_each_part_of<State>(f, parts), ...);
}

// The action emit() was given before the parts (sg::act(a)), as an A, or nullopt.
template <class A, class... Parts>
std::optional<A> action_of(const Parts&... parts) {
    static_assert((static_cast<int>(is_move_action<Parts>) + ... + 0) <= 1,
                  "sg: emit() was given more than one sg::act(...) for one move");
    std::optional<A> out;
    [[maybe_unused]] const auto one = [&out](const auto& p) {  // unused by emit()
        if constexpr (is_move_action<std::remove_cvref_t<decltype(p)>>) out.emplace(p.value);
    };
    (one(parts), ...);
    return out;
}

// The parts of a move, copied.
template <class State, class... Parts>
std::vector<State> parts_of(const Parts&... parts) {
    std::vector<State> out;
    if constexpr (fixed_parts<State, Parts...>) out.reserve(sizeof...(Parts));
    for_each_part<State>([&out](const State& p) { out.push_back(p); }, parts...);
    return out;
}

}  // namespace detail

// Compile-time diagnosis for a type that is meant to be a game: a static_assert per
// requirement, so the compiler's message names the one that is missing.
template <class G>
consteval bool check_game() {
    static_assert(has_state_type<G>,
                  "sg: a game type needs a member type `state` (using state = ...;)");
    if constexpr (has_state_type<G>) {
        static_assert(has_moves<G>,
                      "sg: a game type needs a const member `moves(const state&, auto&& emit)` that calls "
                      "emit(t) or emit(t1, t2, ...) for each move");
        static_assert(std::copyable<typename G::state>, "sg: the game's `state` type must be copyable");
        static_assert(std::equality_comparable<typename G::state>,
                      "sg: the game's `state` type needs operator==");
        if constexpr (impartial_game<G> && !dense_game<G>)
            static_assert(hashable_game<G>,
                          "sg: the game's `state` type has no hash: specialise std::hash or sg::hash for it, "
                          "or name a hasher in the game (using hash = ...;), or give the game size() and "
                          "index(state) for a flat table");
    }
    return true;
}

// ---------------------------------------------------------------------------------
// A move in a sum of games: component `component` goes to the sum of the states `to`
// (one state for an ordinary move, several for a split, none if it vanishes).
template <class State>
struct move {
    std::size_t component = 0;
    std::vector<State> to;
    friend bool operator==(const move&, const move&) = default;
};

// A winning move with its action: component `component` goes to `to` by `action`.
template <class State, class Action>
struct action_move {
    std::size_t component = 0;
    Action action;
    std::vector<State> to;
    friend bool operator==(const action_move&, const action_move&) = default;
};

// Lists the moves from s as vectors of states (one vector per move). For tools,
// tests and teaching; solvers call moves() directly.
template <impartial_game G>
[[nodiscard]] std::vector<std::vector<state_t<G>>> list_moves(const G& g, const state_t<G>& s) {
    std::vector<std::vector<state_t<G>>> out;
    g.moves(s, [&](const auto&... parts) { out.push_back(detail::parts_of<state_t<G>>(parts...)); });
    return out;
}


// ---------------------------------------------------------------------------------
// sg::game_union<G...>: one game whose states are the states of any of the games G...,
// as std::variant<state_t<G>...> (alternative I a state of the I-th game). A sum of
// positions of different games is then a sum of this one game, which every solver
// takes: sg::misere and sg::loopy decide misère and loopy sums of different games
// this way, and sg::grundy checks sg::sum against a search of the whole sum.
template <class... G>
class game_union {
    static_assert(sizeof...(G) > 0, "sg::game_union: give at least one game");
    static_assert((check_game<G>() && ...));

public:
    using state = std::variant<typename detail::state_or_none<G>::type...>;

    game_union() = default;
    explicit game_union(G... games) : games_(std::move(games)...) {}

    // The I-th game, and a state of it as a state of the union.
    template <std::size_t I>
    [[nodiscard]] const auto& game() const noexcept {
        return std::get<I>(games_);
    }
    template <std::size_t I, class S>
    [[nodiscard]] static state make(S&& s) {
        return state(std::in_place_index<I>, std::forward<S>(s));
    }

    template <class Emit>
    void moves(const state& s, Emit&& emit) const {
        moves_at(s, emit, std::index_sequence_for<G...>{});
    }

private:
    template <class Emit, std::size_t... I>
    void moves_at(const state& s, Emit& emit, std::index_sequence<I...>) const {
        ((s.index() == I ? (moves_of<I>(s, emit), 0) : 0), ...);
    }
    template <std::size_t I, class Emit>
    void moves_of(const state& s, Emit& emit) const {
        using S = std::variant_alternative_t<I, state>;
        std::get<I>(games_).moves(std::get<I>(s), [&](const auto&... parts) {
            if constexpr (detail::fixed_parts<S, std::remove_cvref_t<decltype(parts)>...>) {
                emit(state(std::in_place_index<I>, detail::as_state<S>(parts))...);
            } else {  // a runtime number of parts (or an action, not passed on): one range
                std::vector<state> to;
                detail::for_each_part<S>([&](const S& p) { to.emplace_back(std::in_place_index<I>, p); }, parts...);
                emit(to);
            }
        });
    }

    std::tuple<G...> games_;
};

}  // namespace sg
