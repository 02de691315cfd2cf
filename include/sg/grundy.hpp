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
#include <sstream>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "detail/budget.hpp"
#include "detail/print.hpp"
#include "error.hpp"
#include "game.hpp"
#include "memo.hpp"
#include "mex.hpp"
#include "queries.hpp"
#include "value.hpp"

namespace sg {

// Solves an impartial game under normal play. Every state's value is computed once and
// kept until clear(). A state's moves are listed once if its options are solved when it
// is reached, else twice (the second time to record the unsolved ones). The search keeps
// its own stack on the heap, so depth is bounded by memory only.
template <class Game, class Memo = default_memo_t<Game>>
class grundy : public queries<grundy<Game, Memo>, typename detail::state_or_none<Game>::type>,
               public detail::memory_budget {
    static_assert(check_game<Game>());

public:
    using game_type = Game;
    using state = typename detail::state_or_none<Game>::type;
    using memo_type = Memo;
    using move_type = sg::move<state>;
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
        solve(s);
        bool go = true;
        game_.moves(s, [&](const auto&... parts) {
            if (!go) return;
            nimber acc = 0;
            ((acc ^= solve(detail::as_state<state>(parts))), ...);
            if (acc != target) return;
            const std::array<state, sizeof...(parts)> to{state(parts)...};
            go = f(std::span<const state>(to.data(), to.size()));
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
    // that does not: 2, 4 or 8 bytes; a hash_memo its slots, 16 bytes or more
    // each; a map_memo an estimate by node), the search stack (frames, each move's XOR
    // and the unsolved parts: their vectors' capacities) and the mex buffer.
    // set_memory_limit(bytes) (memory_limit(); none by default): before a state is
    // stored, memory_used() plus what the memo would allocate for it (a hash table's
    // doubling) is checked against the budget; past it the query throws limit_error
    // (kind bytes, reached() the figure) and keeps what it has finished, like the state
    // limit. Growth of the stack while one state's moves are listed is seen at the next
    // state.
    [[nodiscard]] std::size_t memory_used() const noexcept {
        return detail::memo_bytes<Memo, std::conditional_t<indexed, std::size_t, state>>(memo_) +
               detail::bytes_of_all(frames_, acc_, parts_) + mex_.capacity() * sizeof(std::uint32_t);
    }

private:
    // The search keeps, for each state on the current path (a frame), the XOR of the
    // solved parts of each of its moves (acc_), and the parts not solved when the state
    // was listed (parts_), each with the move it belongs to. Options are solved last
    // listed first; a frame's unsolved parts are the tail of parts_ while it is on top.
    struct frame {
        state s;
        std::size_t moves;  // its moves are acc_[moves ..]
        std::size_t parts;  // its unsolved parts are parts_[parts ..]
    };
    struct part {
        state s;
        std::size_t move;  // index into acc_
    };

    decltype(auto) key(const state& s) const { return detail::memo_key<Memo>(game_, s); }

    nimber solve(const state& root) {
        nimber v = memo_.get(key(root));
        if (v < pending_value) return v;
        SG_ASSERT(frames_.empty() && acc_.empty() && parts_.empty());
        try {
            v = expand(root);
            if (v == no_value) v = run();
        } catch (...) {
            unwind();
            throw;
        }
        return v;
    }

    // Solves a new state s if every option is known: lists its moves once, stores and
    // returns its value. Otherwise lists them a second time, recording each move's solved
    // XOR and unsolved parts, marks s pending, pushes its frame and returns no_value.
    // (s is marked after its listings, so a move from s to itself is caught when that
    // part is resumed, as a cycle of length 1.)
    nimber expand(const state& s) {
        bool complete = true;
        const auto insert = mex_.begin_set();
        game_.moves(s, [&](const auto&... option) {
            if (!complete) return;
            nimber x = 0;
            if ((try_part(detail::as_state<state>(option), x, s) && ...))
                insert(x);
            else
                complete = false;
        });
        if (memo_.size() >= limit_) throw_limit();
        if (memory_limited()) {
            const std::size_t grow = detail::memo_growth_bytes(memo_);
            check_memory("sg::grundy", memory_used() + grow, grow != 0);
        }
        if (complete) {
            const nimber v = mex_.mex();
            memo_.put(key(s), v);
            return v;
        }
        const std::size_t moves = acc_.size();
        const std::size_t parts = parts_.size();
        game_.moves(s, [&](const auto&... option) {
            nimber x = 0;
            (record_part(detail::as_state<state>(option), x, s), ...);
            acc_.push_back(x);
        });
        memo_.put(key(s), pending_value);
        frames_.push_back(frame{s, moves, parts});
        return no_value;
    }

    // Adds the value of part t to x; false if t is not solved yet.
    bool try_part(const state& t, nimber& x, const state& from) {
        const nimber v = memo_.get(key(t));
        if (v < pending_value) [[likely]] {
            x ^= v;
            return true;
        }
        if (v == pending_value) throw_cycle_at(state(t), from);  // a copy: t's address stays private
        return false;
    }

    // Adds the value of part t to x, or records t as unsolved in the move being listed
    // (whose index will be acc_.size()).
    void record_part(const state& t, nimber& x, const state& from) {
        const nimber v = memo_.get(key(t));
        if (v < pending_value)
            x ^= v;
        else if (v == pending_value)
            throw_cycle(t, &from);
        else
            parts_.push_back(part{t, acc_.size()});
    }

    // Solves the frames on the path until the root's is done; returns the root's value.
    nimber run() {
        for (;;) {
            frame& f = frames_.back();
            if (parts_.size() > f.parts) {
                const part& p = parts_.back();
                nimber v = memo_.get(key(p.s));
                if (v == pending_value) throw_cycle(p.s);
                if (v == no_value) {
                    const state t = p.s;  // expand() may grow parts_
                    v = expand(t);
                    if (v == no_value) continue;  // descend into t's frame
                }
                acc_[parts_.back().move] ^= v;
                parts_.pop_back();
                continue;
            }
            // Every option of f is solved: its value is the mex over its moves.
            mex_.begin();
            for (std::size_t m = f.moves; m < acc_.size(); ++m) mex_.insert(acc_[m]);
            const nimber v = mex_.mex();
            memo_.put(key(f.s), v);
            acc_.resize(f.moves);
            frames_.pop_back();
            if (frames_.empty()) return v;
            // The parent descended into the last of its parts: that part is f.
            acc_[parts_.back().move] ^= v;
            parts_.pop_back();
        }
    }

    // Removes the pending marks of an interrupted search; finished values stay.
    void unwind() noexcept {
        detail::erase_pending(memo_, frames_, [this](const state& s) -> decltype(auto) { return key(s); });
        frames_.clear();
        acc_.clear();
        parts_.clear();
    }

    [[noreturn]] void throw_cycle_at(const state t, const state& from) { throw_cycle(t, &from); }

    // t is pending, so it lies on the path of frames: the path from t to the top frame
    // (then to `from`, the state being listed, if any), closed by the move back to t, is
    // a cycle.
    [[noreturn]] void throw_cycle(const state& t, const state* from = nullptr) {
        std::vector<const state*> path;
        if (from) path.push_back(from);  // not on the path of frames yet
        for (auto it = frames_.rbegin(); it != frames_.rend(); ++it) {
            path.push_back(&it->s);
            if (it->s == t) break;
        }
        const std::size_t len = path.size();
        std::ostringstream msg;
        msg << "sg::grundy: the game has a cycle of " << len << (len == 1 ? " state" : " states");
        if constexpr (detail::printable<state>()) {
            std::vector<const state*> cycle(path.rbegin(), path.rend());  // from t round to t
            msg << ": " << describe_cycle(cycle, [](std::ostream& os, const state* x) { detail::print(os, *x); });
        } else {
            msg << " (give the state type an operator<< to see them)";
        }
        msg << "; Grundy values need an acyclic game (see sg/loopy.hpp for games with cycles)";
        throw cycle_error(msg.str(), len);
    }

    [[noreturn]] void throw_limit() const {
        throw limit_error("sg::grundy: state limit of " + std::to_string(limit_) +
                              " stored states reached; raise it with set_state_limit() and call again",
                          limit_);
    }

    Game game_;
    Memo memo_;
    std::size_t limit_;
    mex_buffer mex_;
    std::vector<frame> frames_;
    std::vector<nimber> acc_;
    std::vector<part> parts_;
};

template <class Game>
grundy(Game) -> grundy<Game>;
template <class Game>
grundy(Game, std::size_t) -> grundy<Game>;

}  // namespace sg
