// sg/grundy.hpp: sg::grundy<Game>, the generic solver: memoised Grundy values of any
// impartial game without recursion, with the queries of sg/queries.hpp (values,
// outcomes, every winning move of sums), cycle and state-limit errors.
#pragma once

#include "detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <optional>
#include <ranges>
#include <span>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "detail/acyclic.hpp"
#include "detail/budget.hpp"
#include "detail/print.hpp"
#include "error.hpp"
#include "game.hpp"
#include "memo.hpp"
#include "mex.hpp"
#include "queries.hpp"
#include "value.hpp"

namespace sg {

namespace detail {
// The state of index i for grundy::fill: the game's state_at(i), or i itself for integer
// states (checked against the game's index where it has one).
template <class State, class Game>
State state_of_index(const Game& game, std::size_t i) {
    if constexpr (has_state_at<Game>) {
        return game.state_at(i);
    } else {
        static_assert(std::is_integral_v<State>,
                      "sg::grundy::fill needs the game's state_at(i), the state of index i, or integer states");
        if constexpr (sizeof(State) <= sizeof(std::size_t)) {
            if (i > static_cast<std::size_t>(std::numeric_limits<State>::max()))
                throw error("sg::grundy::fill: state " + std::to_string(i) + " does not fit the game's state type");
        }
        const auto s = static_cast<State>(i);
        if constexpr (dense_game<Game>) {
            if (static_cast<std::size_t>(game.index(s)) != i)
                throw error("sg::grundy::fill: index(" + std::to_string(i) + ") is " +
                            std::to_string(static_cast<std::size_t>(game.index(s))) + ", not " + std::to_string(i) +
                            ": give the game state_at(i), the state of index i");
        }
        return s;
    }
}

// The search of sg::grundy keeps, for each state on the current path (a frame), the
// number of its unsolved parts still to look at; they are the tail of the solver's
// parts while the frame is on top (solved last listed first). A part is taken off when
// it is looked at, so a path of n states that each wait on one option holds n frames
// and no part. When every part of the top frame is solved, its moves are listed again
// to take the mex.
template <class State>
struct grundy_frame {
    State node;
    std::uint32_t parts;  // its unsolved parts not yet looked at: the tail of the parts

    // A count of unsolved parts, which must fit 32 bits.
    static std::uint32_t count(std::size_t n) {
        if (n > std::numeric_limits<std::uint32_t>::max()) [[unlikely]]
            too_many();
        return static_cast<std::uint32_t>(n);
    }
    [[noreturn]] static void too_many() {
        throw limit_error("sg::grundy: a state with more than 4294967295 unsolved parts",
                          std::numeric_limits<std::uint32_t>::max());
    }
};

// grundy::fill(upto) with an indexed memo: upto is at most the game's size().
template <class Game>
void check_fill_size(const Game& game, std::size_t upto) {
    if (upto > static_cast<std::size_t>(game.size()))
        throw error("sg::grundy::fill: " + std::to_string(upto) + " states asked for, the game has size() = " +
                    std::to_string(static_cast<std::size_t>(game.size())));
}
}  // namespace detail

// Solves an impartial game under normal play. Every state's value is computed once and
// kept until clear(). A state's moves are listed once if its options are solved when it
// is reached, else twice (the first time records the unsolved ones, the second, once
// they are solved, takes the mex). The search keeps its own stack on the heap, so depth
// is bounded by memory only: frame_bytes (8 for int states) a level, and the unsolved
// parts waiting.
template <class Game, class Memo = default_memo_t<Game>>
class grundy : public queries<grundy<Game, Memo>, typename detail::state_or_none<Game>::type>,
               public detail::memory_budget {
    static_assert(check_game<Game>());

public:
    using game_type = Game;
    using state = typename detail::state_or_none<Game>::type;
    using memo_type = Memo;
    using move_type = sg::move<state>;
    // The game's action type where it names one (using action = ...;), else no_action.
    using action_type = typename detail::action_or_none<Game>::type;
    static constexpr bool indexed = Memo::indexed;
    static_assert(!impartial_game<Game> || !indexed || dense_game<Game>,
                  "sg::grundy: an indexed memo (dense_memo) needs a game with size() and index(state)");
    static_assert(!(dense_game<Game> || hashable_game<Game>) ||
                      memo_for<Memo, std::conditional_t<indexed, std::size_t, state>>,
                  "sg::grundy: Memo does not follow the memo protocol of sg/memo.hpp");

    explicit grundy(Game game = Game{}, std::size_t state_limit = std::numeric_limits<std::size_t>::max())
        : game_(std::move(game)), memo_(detail::make_memo<Memo>(game_)), limit_(state_limit) {}

    [[nodiscard]] const Game& game() const noexcept { return game_; }
    [[nodiscard]] const Memo& memo() const noexcept { return memo_; }

    // The queries of sg/queries.hpp (value, outcome, wins, winning_move, winning_moves,
    // count_winning_moves for a state, a range or a braced list; move_to_value and
    // moves_to_value) rest on these two hooks. A value throws cycle_error if a cycle of
    // moves is reachable, limit_error if more than state_limit() states would be
    // stored; values computed before the throw are kept.
    [[nodiscard]] nimber component_value(const state& s) { return solve(s); }

    // Calls f(std::span<const state>) for each move from s, in listing order, to a
    // position of value target, until f returns false.
    template <class F>
    void component_moves_to(const state& s, nimber target, F&& f) {
        moves_to(s, target, [&](const auto&... parts) {
            const std::vector<state> to = detail::parts_of<state>(parts...);
            return static_cast<bool>(f(std::span<const state>(to)));
        });
    }

    // Solves the states of index 0 .. upto-1 in increasing order: a dense game's states
    // (the game gives state_at(i), or its states are integers with index(i) == i), or
    // the integer states 0 .. upto-1 of any game. Where every move leads to a smaller
    // index, each state's options are solved when it is reached: the table fills at the
    // speed of a hand-written loop, with no search stack. Any other order is right too
    // (a state with unsolved options is searched as value() would). fill() is every
    // state of a dense game.
    void fill(std::size_t upto) {
        if constexpr (indexed) detail::check_fill_size(game_, upto);
        SG_ASSERT(path_.empty() && parts_.empty());
        for (std::size_t i = 0; i < upto; ++i) {
            const state s = detail::state_of_index<state>(game_, i);
            if (memo_.get(key(s)) < pending_value) continue;
            // The fast path: every option solved already. Otherwise (and near a limit)
            // the search, as value() does, after the listing's unsolved parts are dropped.
            listing l;
            try {
                l = list(s, &s);
            } catch (...) {  // moves() threw, or the memo refused an index: nothing is left pending
                parts_.clear();
                throw;
            }
            if (l.open == 0 && memo_.size() < limit_ && !memory_limited()) {
                memo_.put(key(s), l.mex);
                continue;
            }
            parts_.clear();
            (void)solve(s);
        }
    }
    void fill()
        requires dense_game<Game>
    {
        fill(static_cast<std::size_t>(game_.size()));
    }

    // Calls f(const action_type&, std::span<const state>) for each move from s, in
    // listing order, to a position of value target, until f returns false: the hook of
    // the winning_actions queries, for a game that names its actions. A move emitted
    // without sg::act(...) throws sg::error.
    template <class F>
        requires has_actions<Game>
    void component_actions_to(const state& s, nimber target, F&& f) {
        moves_to(s, target, [&](const auto&... parts) {
            const std::optional<action_type> a = detail::action_of<action_type>(parts...);
            if (!a)
                throw error("sg::grundy: a move without an action (emit(sg::act(a), ...)) in a game that names "
                            "its actions");
            const std::vector<state> to = detail::parts_of<state>(parts...);
            return static_cast<bool>(f(*a, std::span<const state>(to)));
        });
    }

    // Number of states whose value is stored.
    [[nodiscard]] std::size_t size() const noexcept { return memo_.size(); }
    // Forgets every stored value.
    void clear() { memo_.clear(); }

    [[nodiscard]] std::size_t state_limit() const noexcept { return limit_; }
    // At most n states are stored; a computation that needs more throws limit_error and
    // keeps what it has finished, so it can go on after the limit is raised.
    void set_state_limit(std::size_t n) noexcept { limit_ = n; }

    // Bytes held: the memo (a dense_memo is allocated whole, 1 byte a state of
    // game.size() while the values fit, when the solver is made, and widened by a value
    // that does not: 2, 4 or 8 bytes; a hash_memo its slots, 8 bytes each for int
    // states; a map_memo an estimate by node), the search stack (frames and the unsolved
    // parts: their vectors' capacities) and the mex buffer.
    // set_memory_limit(bytes) (memory_limit(); none by default): before a state is
    // stored, memory_used() plus what the memo would allocate for it (a hash table's
    // doubling) is checked against the budget; past it the query throws limit_error
    // (kind bytes, reached() the figure) and keeps what it has finished, like the state
    // limit. Growth of the stack while one state's moves are listed is seen at the next
    // state.
    [[nodiscard]] std::size_t memory_used() const noexcept {
        return detail::memo_bytes<Memo, std::conditional_t<indexed, std::size_t, state>>(memo_) +
               path_.memory_bytes() + detail::bytes_of(parts_) + mex_.capacity() * sizeof(std::uint32_t);
    }

    // Bytes of one level of the search stack besides its unsolved parts (sizeof(state)
    // each): 8 for int states.
    static constexpr std::size_t frame_bytes = sizeof(detail::grundy_frame<state>);

private:
    using frame = detail::grundy_frame<state>;
    static constexpr std::size_t parts_floor = 4096, parts_per_state = 8;  // see list()

    decltype(auto) key(const state& s) const { return detail::memo_key<Memo>(game_, s); }

    // Calls g(parts...) with the arguments of each move from s, in listing order, to a
    // position of value target, until g returns false: the walk of the two hooks above.
    template <class G>
    void moves_to(const state& s, nimber target, G&& g) {
        solve(s);
        bool go = true;
        game_.moves(s, [&](const auto&... parts) {
            if (!go) return;
            nimber acc = 0;
            detail::for_each_part<state>([&](const state& p) { acc ^= solve(p); }, parts...);
            if (acc == target) go = g(parts...);
        });
    }

    nimber solve(const state& root) {
        nimber v = memo_.get(key(root));
        if (v < pending_value) return v;
        SG_ASSERT(path_.empty() && parts_.empty());
        try {
            v = open(root);
            if (v == no_value) {
                path_.run(*this);
                v = memo_.get(key(root));
            }
        } catch (...) {
            unwind();
            throw;
        }
        return v;
    }

    // What list() found: how many unsolved parts it pushed, and when there are none the
    // mex of the moves' values.
    struct listing {
        std::size_t open;
        nimber mex;
    };

    // Lists the moves of s once: collects the value of each move whose parts are all
    // solved and pushes the unsolved parts onto parts_. Values below 64 go into one
    // machine word (mex_bits<1>), larger ones into the mex buffer, which is looked at
    // only if every value below 64 is present. A pending part closes a cycle through
    // `from` (s, when s is not on the path of frames yet) or through the top frame (from
    // null: s is the top frame).
    //
    // The stack of unsolved parts stays within parts_floor + parts_per_state * (states
    // stored) entries: past that, a listing pushes its first unsolved part only, and s
    // is listed again once that part is solved. A game whose last move goes one state
    // down, after many splits, would otherwise hold every split of every state on the
    // path (O(n^2) parts for a heap of n).
    listing list(const state& s, const state* from) {
        const std::size_t before = parts_.size();
        mex_bits<1> low;
        bool high = false;
        detail::with_reader(memo_, [&](const auto& reader) {
            game_.moves(s, [&](const auto&... option) {
                nimber x = 0;
                bool solved = true;  // every part is looked at: the unsolved ones are pushed
                if constexpr (detail::fixed_parts<state, std::remove_cvref_t<decltype(option)>...>)
                    ((solved = take_part(reader, detail::as_state<state>(option), x, from, before) && solved), ...);
                else  // ranges among the parts (the fold above is the hot path, measured faster)
                    detail::for_each_part<state>(
                        [&](const state& p) { solved = take_part(reader, p, x, from, before) && solved; }, option...);
                if (!solved) return;
                if (x < 64) [[likely]]
                    low.insert(x);
                else
                    insert_high(x, high);
            });
        });
        const std::size_t open = parts_.size() - before;
        if (open != 0) return {open, no_value};
        const nimber m = low.mex();
        if (m < 64 || !high) return {0, m};
        for (nimber v = 0; v < 64; ++v) mex_.insert(v);
        return {0, mex_.mex()};
    }
    // A value of 64 or more for the set list() collects.
    void insert_high(nimber x, bool& high) {
        if (!high) mex_.begin();
        high = true;
        mex_.insert(x);
    }

    // Adds the value of part t to x and returns true, or returns false if t is not
    // solved yet, pushing it onto parts_ if it is the listing's first (parts_ held
    // `before` entries when it began) or the stack is within its bound (see list()).
    template <class Reader>
    bool take_part(const Reader& reader, const state& t, nimber& x, const state* from, std::size_t before) {
        const nimber v = reader.get(key(t));
        if (v < pending_value) [[likely]] {
            x ^= v;
            return true;
        }
        if (v == pending_value) throw_cycle(state(t), from);  // a copy: t's address stays private
        if (parts_.size() == before || parts_.size() < parts_floor + parts_per_state * static_cast<std::size_t>(memo_.size()))
            push_part(state(t));
        return false;
    }
    void push_part(state t) { parts_.push_back(std::move(t)); }  // a copy made off the fast path

    // Solves a new state s if every option is known: stores and returns its value.
    // Otherwise marks s pending, pushes its frame (its unsolved parts are on parts_) and
    // returns no_value. (s is marked after its listing, so a move from s to itself is
    // caught when that part is looked at, as a cycle of length 1.)
    nimber open(const state& s) {
        const listing l = list(s, &s);
        if (memo_.size() >= limit_) detail::throw_state_limit("sg::grundy", limit_, "stored states");
        check_growth("sg::grundy", *this, memo_);
        if (l.open == 0) {
            memo_.put(key(s), l.mex);
            return l.mex;
        }
        memo_.put(key(s), pending_value);
        path_.push(frame{s, frame::count(l.open)});
        return no_value;
    }

    // The hooks of the search (detail::acyclic_path): a frame's options to look at are
    // its unsolved parts, one a call (measured faster here than a loop over them, which
    // misere and the compounds use); when none is left its moves are listed again to
    // take the mex.
    friend class detail::acyclic_path<frame>;
    template <class See>
    bool look(frame& f, See&& see) {
        if (f.parts == 0) return false;
        --f.parts;
        const state t = std::move(parts_.back());
        parts_.pop_back();
        (void)see(t);
        return true;
    }
    nimber status(const state& t) const { return memo_.get(key(t)); }
    void take(frame&, nimber) const noexcept {}  // the close lists the moves again
    bool close(frame& f) {
        const listing l = list(f.node, nullptr);
        if (l.open != 0) [[unlikely]] {  // moves() listed a new option: go on with it
            f.parts = frame::count(l.open);
            return false;
        }
        memo_.put(key(f.node), l.mex);
        return true;
    }
    void unmark(const frame& f) noexcept { detail::unmark_pending(memo_, key(f.node)); }

    // Removes the pending marks of an interrupted search; finished values stay.
    void unwind() noexcept {
        path_.unwind(*this);
        parts_.clear();
    }

    // t is pending, so it lies on the path of frames: the path from t to the top frame
    // (then to `from`, the state being listed, if any), closed by the move back to t, is
    // a cycle.
    [[noreturn]] void throw_cycle(const state& t, const state* from = nullptr) const {
        detail::throw_cycle_error<state>(
            "sg::grundy", "state", path_.cycle(t, from),
            [](std::string& out, const auto* x) { detail::print(out, *x); },
            "Grundy values need an acyclic game (see sg/loopy.hpp for games with cycles)");
    }

    Game game_;
    Memo memo_;
    std::size_t limit_;
    mex_buffer mex_;
    detail::acyclic_path<frame> path_;
    std::vector<state> parts_;
};

template <class Game>
grundy(Game) -> grundy<Game>;
template <class Game>
grundy(Game, std::size_t) -> grundy<Game>;

}  // namespace sg
