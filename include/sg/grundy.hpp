// sg/grundy.hpp: sg::grundy<Game>, the generic solver: memoised Grundy values of any
// impartial game without recursion, outcomes and winning moves of sums, cycle and
// state-limit errors.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <limits>
#include <optional>
#include <ranges>
#include <sstream>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "detail/print.hpp"
#include "error.hpp"
#include "game.hpp"
#include "memo.hpp"
#include "mex.hpp"
#include "value.hpp"

namespace sg {

// Solves an impartial game under normal play. Every state's value is computed once and
// kept until clear(). The search keeps its own stack on the heap, so depth is bounded by
// memory only. A state's moves are listed once if all its options are known when it is
// reached, twice otherwise (once to find the unknown options, once to take the mex).
template <class Game, class Memo = default_memo_t<Game>>
class grundy {
    static_assert(check_game<Game>());

public:
    using game_type = Game;
    using state = typename detail::state_or_none<Game>::type;
    using memo_type = Memo;
    using move_type = sg::move<state>;
    static constexpr bool indexed = Memo::indexed;
    static_assert(!impartial_game<Game> || !indexed || dense_game<Game>,
                  "sg::grundy: an indexed memo (dense_memo) needs a game with size() and index(state)");
    static_assert(!impartial_game<Game> || memo_for<Memo, std::conditional_t<indexed, std::size_t, state>>,
                  "sg::grundy: Memo does not follow the memo protocol of sg/memo.hpp");

    explicit grundy(Game game = Game{}, std::size_t state_limit = std::numeric_limits<std::size_t>::max())
        : game_(std::move(game)), memo_(make_memo(game_)), limit_(state_limit) {}

    [[nodiscard]] const Game& game() const noexcept { return game_; }
    [[nodiscard]] const Memo& memo() const noexcept { return memo_; }

    // Grundy value of one state. Throws cycle_error if a cycle of moves is reachable
    // from s, limit_error if more than state_limit() states would be stored; values
    // computed before the throw are kept.
    [[nodiscard]] nimber value(const state& s) { return solve(s); }
    [[nodiscard]] nimber operator()(const state& s) { return solve(s); }

    // Value of a sum of states: the XOR of their values.
    template <std::ranges::input_range R>
        requires std::convertible_to<std::ranges::range_reference_t<R>, const state&> &&
                 (!std::convertible_to<R, const state&>)
    [[nodiscard]] nimber value(R&& components) {
        nimber x = 0;
        for (const state& s : components) x ^= solve(s);
        return x;
    }
    [[nodiscard]] nimber value(std::initializer_list<state> components) {
        return value(std::ranges::subrange(components.begin(), components.end()));
    }

    // Does the player to move win (the state or sum of states)?
    [[nodiscard]] bool wins(const state& s) { return solve(s) != 0; }
    template <std::ranges::input_range R>
        requires std::convertible_to<std::ranges::range_reference_t<R>, const state&> &&
                 (!std::convertible_to<R, const state&>)
    [[nodiscard]] bool wins(R&& components) {
        return value(std::forward<R>(components)) != 0;
    }
    [[nodiscard]] bool wins(std::initializer_list<state> components) { return value(components) != 0; }

    [[nodiscard]] sg::outcome outcome(const state& s) { return outcome_of(solve(s)); }
    template <std::ranges::input_range R>
        requires std::convertible_to<std::ranges::range_reference_t<R>, const state&> &&
                 (!std::convertible_to<R, const state&>)
    [[nodiscard]] sg::outcome outcome(R&& components) {
        return outcome_of(value(std::forward<R>(components)));
    }
    [[nodiscard]] sg::outcome outcome(std::initializer_list<state> components) {
        return outcome_of(value(components));
    }

    // A move that leaves the sum with value 0, or nullopt if the sum's value is 0
    // already (every move loses). Among the components, the first one (in order) that
    // has such a move is chosen, and its first such move in the game's listing order.
    template <std::ranges::forward_range R>
        requires std::convertible_to<std::ranges::range_reference_t<R>, const state&> &&
                 (!std::convertible_to<R, const state&>)
    [[nodiscard]] std::optional<move_type> winning_move(R&& components) {
        const nimber x = value(components);
        if (x == 0) return std::nullopt;
        std::size_t i = 0;
        for (const state& s : components) {
            const nimber v = solve(s);
            if ((v ^ x) < v) {  // a move to value v ^ x exists by the mex rule
                if (auto to = move_to_value(s, v ^ x)) return move_type{i, std::move(*to)};
                throw error("sg::grundy: the game's moves changed between calls (no move to a smaller value)");
            }
            ++i;
        }
        throw error("sg::grundy: internal error: no component can move to a zero sum");
    }
    [[nodiscard]] std::optional<move_type> winning_move(std::initializer_list<state> components) {
        return winning_move(std::ranges::subrange(components.begin(), components.end()));
    }
    [[nodiscard]] std::optional<move_type> winning_move(const state& s) {
        return winning_move(std::ranges::single_view<state>(s));
    }

    // The first move from s (in listing order) to a position (state or sum) of value
    // target, or nullopt if there is none.
    [[nodiscard]] std::optional<std::vector<state>> move_to_value(const state& s, nimber target) {
        solve(s);
        std::optional<std::vector<state>> found;
        game_.moves(s, [&](const auto&... parts) {
            if (found) return;
            nimber acc = 0;
            ((acc ^= solve(as_state(parts))), ...);
            if (acc == target) found.emplace(std::vector<state>{state(parts)...});
        });
        return found;
    }

    // Number of states whose value is stored.
    [[nodiscard]] std::size_t size() const noexcept { return memo_.size(); }
    // Forgets every stored value.
    void clear() { memo_.clear(); }

    [[nodiscard]] std::size_t state_limit() const noexcept { return limit_; }
    // At most n states are stored; a computation that needs more throws limit_error and
    // keeps what it has finished, so it can go on after the limit is raised.
    void set_state_limit(std::size_t n) noexcept { limit_ = n; }

private:
    using key_type = std::conditional_t<indexed, std::size_t, state>;

    struct entry {
        state s;
        bool expanded;  // its options are on the stack above it; solve it when on top
    };

    static Memo make_memo(const Game& g) {
        if constexpr (indexed)
            return Memo(static_cast<std::size_t>(g.size()));
        else
            return Memo{};
    }

    template <class T>
    static decltype(auto) as_state(const T& t) {
        if constexpr (std::is_same_v<T, state>)
            return t;  // const state&
        else
            return state(t);
    }

    decltype(auto) key(const state& s) const {
        if constexpr (indexed)
            return static_cast<std::size_t>(game_.index(s));
        else
            return (s);  // const state&
    }

    nimber solve(const state& root) {
        {
            const nimber v = memo_.get(key(root));
            if (v < pending_value) return v;
        }
        stack_.clear();
        stack_.push_back(entry{root, false});
        try {
            run();
        } catch (...) {
            unwind();
            throw;
        }
        return memo_.get(key(root));
    }

    void run() {
        while (!stack_.empty()) {
            if (stack_.back().expanded) {
                finish_top();
                continue;
            }
            const state s = std::move(stack_.back().s);
            stack_.pop_back();
            const nimber known = memo_.get(key(s));
            if (known < pending_value) continue;  // solved meanwhile (pushed twice)
            if (known == pending_value) throw_cycle(s);
            expand(s);
        }
    }

    // Lists the moves of a new state s. If every option is known, stores its value at
    // once; else leaves s marked pending, under its unknown options.
    void expand(const state& s) {
        if (memo_.size() >= limit_) throw_limit();
        memo_.put(key(s), pending_value);
        stack_.push_back(entry{s, true});
        bool complete = true;
        mex_.begin();
        game_.moves(s, [&](const auto&... parts) {
            nimber acc = 0;
            bool known = true;
            (visit(as_state(parts), acc, known), ...);
            if (known)
                mex_.insert(acc);
            else
                complete = false;
        });
        if (complete) {
            stack_.pop_back();  // no option was pushed above it
            memo_.put(key(s), mex_.mex());
        }
    }

    void visit(const state& t, nimber& acc, bool& known) {
        const nimber v = memo_.get(key(t));
        if (v < pending_value) {
            acc ^= v;
        } else if (v == pending_value) {
            throw_cycle(t);
        } else {
            known = false;
            stack_.push_back(entry{t, false});
        }
    }

    // The top is an expanded state whose options are all solved now.
    void finish_top() {
        const state s = std::move(stack_.back().s);
        stack_.pop_back();
        mex_.begin();
        game_.moves(s, [&](const auto&... parts) {
            nimber acc = 0;
            (finish_visit(as_state(parts), acc), ...);
            mex_.insert(acc);
        });
        memo_.put(key(s), mex_.mex());
    }

    void finish_visit(const state& t, nimber& acc) const {
        const nimber v = memo_.get(key(t));
        if (v >= pending_value)
            throw error("sg::grundy: the game's moves changed between two listings of the same state");
        acc ^= v;
    }

    // Removes the pending marks of an interrupted search; finished values stay.
    void unwind() noexcept {
        try {
            for (const entry& e : stack_)
                if (e.expanded && memo_.get(key(e.s)) == pending_value) memo_.erase(key(e.s));
        } catch (...) {
        }
        stack_.clear();
    }

    // t is pending, so it lies on the path of expanded states: the path from t to the
    // top, closed by the move back to t, is a cycle.
    [[noreturn]] void throw_cycle(const state& t) {
        std::vector<const state*> path;
        for (auto it = stack_.rbegin(); it != stack_.rend(); ++it) {
            if (!it->expanded) continue;
            path.push_back(&it->s);
            if (it->s == t) break;
        }
        const std::size_t len = path.size();
        std::ostringstream msg;
        msg << "sg::grundy: the game has a cycle of " << len << (len == 1 ? " state" : " states");
        if constexpr (detail::printable<state>()) {
            constexpr std::size_t shown = 16;
            msg << ": ";
            for (std::size_t k = 0; k < len && k < shown; ++k) {
                detail::print(msg, *path[len - 1 - k]);
                msg << " -> ";
            }
            if (len > shown) msg << "... -> ";
            detail::print(msg, t);
        } else {
            msg << " (give the state type an operator<< to see them)";
        }
        msg << "; Grundy values need an acyclic game (see sg/games/loopy.hpp for games with cycles)";
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
    std::vector<entry> stack_;
};

template <class Game>
grundy(Game) -> grundy<Game>;
template <class Game>
grundy(Game, std::size_t) -> grundy<Game>;

}  // namespace sg
