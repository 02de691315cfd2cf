// sg/games/compound.hpp: compounds other than the disjunctive sum. Conjunctive compounds
// (move in every component): C. A. B. Smith's remoteness when play ends as soon as one
// component ends (sg::conjunctive), suspense numbers when play goes on until every
// component is finished (sg::continued_conjunctive); the selective compound (move in
// any nonempty set of components, sg::selective); Moore's Nim_k (take from up to k
// heaps at once, sg::moore_nim). Each answers outcome, wins and a winning move, which
// is a sg::compound_move: one move in each of several components.
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

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

#include "../detail/acyclic.hpp"
#include "../detail/budget.hpp"
#include "../detail/print.hpp"
#include "../error.hpp"
#include "../game.hpp"
#include "../memo.hpp"
#include "../queries.hpp"
#include "../value.hpp"

#include "../detail/query_shapes.hpp"  // last: defines SG_DETAIL_QUERY_SHAPES until the end

namespace sg {

// ---------------------------------------------------------------------------------
// A move of a compound in which several components move at once: component
// components[i] goes to the state to[i]. Components are listed in ascending order;
// those not listed stay as they are.
template <class State>
struct compound_move {
    std::vector<std::size_t> components;
    std::vector<State> to;
    friend bool operator==(const compound_move&, const compound_move&) = default;
};

namespace detail {

// outcome, wins and winning_move for a state, a range of states and a braced list, from
// the hooks compound_outcome(r) and compound_winning_move(r) of Solver.
template <class Solver, class State, bool ConstHooks>
class compound_queries {
public:
    using state = State;
    using move_type = compound_move<State>;

private:
    template <class S, class R>
    static sg::outcome outcome_impl(S& s, const R& r) {
        return s.compound_outcome(r);
    }
    template <class S, class R>
    static bool wins_impl(S& s, const R& r) {
        return s.compound_outcome(r) == sg::outcome::win;
    }
    template <class S, class R>
    static std::optional<move_type> winning_move_impl(S& s, const R& r) {
        return s.compound_winning_move(r);
    }

protected:
    Solver& self() noexcept { return static_cast<Solver&>(*this); }
    const Solver& self() const noexcept { return static_cast<const Solver&>(*this); }

public:
    SG_DETAIL_QUERY_SHAPES(sg::outcome, outcome, outcome_impl, true, ConstHooks)
    SG_DETAIL_QUERY_SHAPES(bool, wins, wins_impl, true, ConstHooks)
    SG_DETAIL_QUERY_SHAPES(std::optional<move_type>, winning_move, winning_move_impl, true, ConstHooks)
};

// The two rules of Smith's theory for one game: a state without moves has 0; otherwise
// 1 + the best option: among options of even number (lost for the player to move) the
// smallest (remoteness: win fast) or the largest (suspense: the winner makes a won
// component last); if every option is odd, the largest (remoteness: lose slowly) or
// the smallest (suspense: the loser ends a lost component early).
enum class smith_rule { remoteness, suspense };

// Memoised remoteness or suspense numbers of the states of any game whose moves each go
// to one state. The search keeps its own stack on the heap (a frame per state on the
// current path, and the options of those states), so depth is bounded by memory only.
// Each state's moves are listed once.
template <class Game, class Memo, smith_rule Rule>
class smith_numbers : public memory_budget {
public:
    using state = typename Game::state;

    explicit smith_numbers(Game game) : game_(std::move(game)), memo_(make_memo<Memo>(game_)) {}

    [[nodiscard]] const Game& game() const noexcept { return game_; }
    [[nodiscard]] std::size_t size() const noexcept { return memo_.size(); }
    void clear() { memo_.clear(); }
    // Bytes held: the memo (as sg::grundy's), the frames and the options on the path.
    [[nodiscard]] std::size_t memory_used() const noexcept {
        return memo_bytes<Memo, std::conditional_t<Memo::indexed, std::size_t, state>>(memo_) +
               path_.memory_bytes() + bytes_of(options_);
    }

    std::uint64_t solve(const state& root) {
        const nimber known = memo_.get(key(root));
        if (known < pending_value) return known;
        SG_ASSERT(path_.empty() && options_.empty());
        try {
            open(root);
            path_.run(*this);
        } catch (...) {
            path_.unwind(*this);
            options_.clear();
            throw;
        }
        return memo_.get(key(root));
    }

    // Calls f(option) for each move of s, in listing order, until f returns false.
    template <class F>
    void each_option(const state& s, F&& f) const {
        bool go = true;
        game_.moves(s, [&](const auto&... parts) {
            if (!go) return;
            if constexpr (one_fixed_part<state, std::remove_cvref_t<decltype(parts)>...>) {
                go = f(as_state<state>(parts...));
            } else {  // a split, or a range of parts: one part is still a move
                const std::vector<state> to = parts_of<state>(parts...);
                if (to.size() != 1) throw_split();
                go = f(to[0]);
            }
        });
    }

    // The first option of s whose number is `target`.
    std::optional<state> option_with(const state& s, std::uint64_t target) {
        std::optional<state> found;
        std::vector<state> all;
        each_option(s, [&](const state& t) {
            all.push_back(t);
            return true;
        });
        for (const state& t : all)
            if (solve(t) == target) {
                found.emplace(t);
                break;
            }
        return found;
    }

private:
    // The best option numbers of one rule, folded as the options are solved.
    struct smith_fold {
        bool any = false, even = false;  // an option seen; an even one seen
        std::uint64_t best_even = 0, best_odd = 0;

        void add(std::uint64_t v) noexcept {
            if (v % 2 == 0) {
                const bool better = Rule == smith_rule::remoteness ? v < best_even : v > best_even;
                if (!even || better) best_even = v;
                even = true;
            } else {
                const bool better = Rule == smith_rule::remoteness ? v > best_odd : v < best_odd;
                if (!any || better) best_odd = v;
                any = true;
            }
        }
        // The state's number: 0 without options.
        [[nodiscard]] std::uint64_t number() const noexcept {
            if (even) return best_even + 1;
            return any ? best_odd + 1 : 0;
        }
    };
    struct frame {
        state node;
        std::size_t options;  // its options are options_[options ..]
        std::size_t next;     // the first not yet solved
        smith_fold numbers;   // of options_[options, next)
    };

    decltype(auto) key(const state& s) const { return memo_key<Memo>(game_, s); }

    // The hooks of the search (detail::acyclic_path): a frame's options are listed once,
    // when it is opened, and folded one by one as each is solved.
    friend class acyclic_path<frame>;
    template <class See>
    bool look(frame& f, See&& see) {
        while (f.next != options_.size())
            if (!see(options_[f.next])) return true;
        return false;
    }
    nimber status(const state& t) const { return memo_.get(key(t)); }
    void take(frame& f, nimber v) noexcept {
        f.numbers.add(v);
        ++f.next;
    }
    void open(const state s) {  // a copy: s may be in options_, which grows
        check_growth("sg: a conjunctive or selective compound", *this, memo_);
        const std::size_t first = options_.size();
        each_option(s, [&](const state& t) {
            options_.push_back(t);
            return true;
        });
        memo_.put(key(s), pending_value);
        path_.push(frame{s, first, first, {}});
    }
    bool close(const frame& f) {
        memo_.put(key(f.node), f.numbers.number());
        options_.resize(f.options);
        return true;
    }
    void unmark(const frame& f) noexcept { unmark_pending(memo_, key(f.node)); }

    [[noreturn]] static void throw_split() {
        throw error(
            "sg: a conjunctive or selective compound needs moves to one state each; the game made a move to "
            "a sum of states (a split)");
    }

    // t is pending, so it lies on the path of frames: from t to the top frame and back.
    [[noreturn]] void throw_cycle(const state& t) const {
        throw_cycle_error<state>(
            "sg", "state", path_.cycle(t), [](std::string& out, const auto* x) { print(out, *x); },
            "remoteness and suspense numbers need an acyclic game");
    }

    Game game_;
    Memo memo_;
    acyclic_path<frame> path_;
    std::vector<state> options_;
};

}  // namespace detail

// memory_used(), memory_limit() and set_memory_limit(bytes) of a compound, from its
// smith_numbers member.
#define SG_DETAIL_COMPOUND_BUDGET(numbers)                                                           \
    [[nodiscard]] std::size_t memory_used() const noexcept { return numbers.memory_used(); }       \
    [[nodiscard]] std::size_t memory_limit() const noexcept { return numbers.memory_limit(); }     \
    void set_memory_limit(std::size_t bytes) noexcept { numbers.set_memory_limit(bytes); }

namespace detail {
// The two conjunctive compounds, one class: the compound's number is the least of its
// components' remoteness numbers or the largest of their suspense numbers, and
// a winning move takes every component that has a move to an option numbered one less.
template <class Derived, class Game, class Memo, smith_rule Rule>
class smith_compound : public compound_queries<Derived, typename Game::state, false> {
    static_assert(check_game<Game>());
    using base = compound_queries<Derived, typename Game::state, false>;

public:
    using game_type = Game;
    using state = typename Game::state;
    using State = state;
    using value_type = std::uint64_t;  // the remoteness or suspense number of the compound
    using move_type = compound_move<state>;

    [[nodiscard]] const Game& game() const noexcept { return numbers_.game(); }
    // Number of states whose number is stored; clear() forgets them.
    [[nodiscard]] std::size_t size() const noexcept { return numbers_.size(); }
    void clear() { numbers_.clear(); }
    // The memory budget (docs/compound.md): memory_used() counts the memo and the
    // search stack; past memory_limit() a query throws limit_error (kind bytes) and
    // keeps the numbers finished.
    SG_DETAIL_COMPOUND_BUDGET(numbers_)

    // value(p): the number of the compound.
    SG_DETAIL_QUERY_SHAPES(std::uint64_t, value, value_impl, true, false)

    template <class R>
    [[nodiscard]] sg::outcome compound_outcome(const R& r) {
        return value_impl(*this, r) % 2 == 1 ? sg::outcome::win : sg::outcome::lose;
    }
    template <class R>
    [[nodiscard]] std::optional<move_type> compound_winning_move(const R& r) {
        if (compound_outcome(r) == sg::outcome::lose) return std::nullopt;
        move_type m;
        std::size_t i = 0;
        for (const state& c : r) {
            // Under remoteness every component has a move (the least number is odd);
            // under suspense the finished ones stay.
            if (const std::uint64_t v = numbers_.solve(c); v > 0) {
                m.components.push_back(i);
                m.to.push_back(*numbers_.option_with(c, v - 1));
            }
            ++i;
        }
        return m;
    }

protected:
    explicit smith_compound(Game game) : numbers_(std::move(game)) {}
    using base::self;

    template <class S, class R>
    static std::uint64_t value_impl(S& s, const R& r) {
        smith_compound& self_ = s;
        std::uint64_t v = Rule == smith_rule::remoteness ? std::numeric_limits<std::uint64_t>::max() : 0;
        bool any = false;
        for (const state& c : r) {
            const std::uint64_t x = self_.numbers_.solve(c);
            v = Rule == smith_rule::remoteness ? std::min(v, x) : std::max(v, x);
            any = true;
        }
        return any ? v : 0;
    }

    smith_numbers<Game, Memo, Rule> numbers_;
};
}  // namespace detail

// ---------------------------------------------------------------------------------
// The conjunctive compound, or join (Smith 1966; Winning Ways, "If You Can't Beat 'Em,
// Join 'Em!"; docs/compound.md): the player to move moves in every component; play ends
// as soon as some component has no move, and the player who cannot move loses. A
// component's remoteness R is 0 without moves, else 1 + the least even R of an option
// if there is one, else 1 + the largest R of an option. The compound is won for the
// player to move iff the least remoteness of its components (value(p); 0 for no
// component) is odd; a winning move takes each component to an option of remoteness
// R - 1.
template <class Game, class Memo = default_memo_t<Game>>
class conjunctive
    : public detail::smith_compound<conjunctive<Game, Memo>, Game, Memo, detail::smith_rule::remoteness> {
    using base = detail::smith_compound<conjunctive<Game, Memo>, Game, Memo, detail::smith_rule::remoteness>;

public:
    explicit conjunctive(Game game = Game{}) : base(std::move(game)) {}
    // The remoteness of one state.
    [[nodiscard]] std::uint64_t remoteness(const typename base::state& s) { return this->numbers_.solve(s); }
};

template <class Game>
conjunctive(Game) -> conjunctive<Game>;

// ---------------------------------------------------------------------------------
// The continued conjunctive compound, or slow join (Smith 1966; Winning Ways;
// "Every-SG" in contest tutorials, HDU 3595): the player to move moves in every
// component that still has a move; play ends when no component has one, and the player
// who cannot move loses. A component's suspense number S is 0 without moves, else 1 +
// the largest even S of an option if there is one, else 1 + the least S of an option.
// The compound is won for the player to move iff the largest suspense number of its
// components (value(p)) is odd; a winning move takes each unfinished component to an
// option of suspense S - 1.
template <class Game, class Memo = default_memo_t<Game>>
class continued_conjunctive
    : public detail::smith_compound<continued_conjunctive<Game, Memo>, Game, Memo, detail::smith_rule::suspense> {
    using base = detail::smith_compound<continued_conjunctive<Game, Memo>, Game, Memo, detail::smith_rule::suspense>;

public:
    explicit continued_conjunctive(Game game = Game{}) : base(std::move(game)) {}
    // The suspense number of one state.
    [[nodiscard]] std::uint64_t suspense(const typename base::state& s) { return this->numbers_.solve(s); }
};

template <class Game>
continued_conjunctive(Game) -> continued_conjunctive<Game>;

// ---------------------------------------------------------------------------------
// The selective compound, or union (Smith 1966; Winning Ways; docs/compound.md): the player to
// move moves in any nonempty set of components; who cannot move loses. It is lost for
// the player to move iff every component is (each alone, under normal play); a winning
// move takes every won component to a lost option and leaves the lost ones. A
// component's outcome is the parity of its remoteness.
template <class Game, class Memo = default_memo_t<Game>>
class selective : public detail::compound_queries<selective<Game, Memo>, typename Game::state, false> {
    static_assert(check_game<Game>());

public:
    using game_type = Game;
    using state = typename Game::state;
    using move_type = compound_move<state>;

    explicit selective(Game game = Game{}) : numbers_(std::move(game)) {}

    [[nodiscard]] const Game& game() const noexcept { return numbers_.game(); }
    [[nodiscard]] std::size_t size() const noexcept { return numbers_.size(); }
    void clear() { numbers_.clear(); }
    // The memory budget, as for sg::conjunctive.
    SG_DETAIL_COMPOUND_BUDGET(numbers_)

    template <class R>
    [[nodiscard]] sg::outcome compound_outcome(const R& r) {
        for (const state& c : r)
            if (numbers_.solve(c) % 2 == 1) return sg::outcome::win;
        return sg::outcome::lose;
    }
    template <class R>
    [[nodiscard]] std::optional<move_type> compound_winning_move(const R& r) {
        move_type m;
        std::size_t i = 0;
        for (const state& c : r) {
            const std::uint64_t v = numbers_.solve(c);
            if (v % 2 == 1) {
                m.components.push_back(i);
                m.to.push_back(*numbers_.option_with(c, v - 1));
            }
            ++i;
        }
        if (m.components.empty()) return std::nullopt;
        return m;
    }

private:
    detail::smith_numbers<Game, Memo, detail::smith_rule::remoteness> numbers_;
};

template <class Game>
selective(Game) -> selective<Game>;

// ---------------------------------------------------------------------------------
// Moore's Nim_k (Moore 1910; docs/compound.md): Nim in
// which a move takes any positive number of tokens from each of at most k heaps (at
// least one). Moore's theorem: a position is lost for the player to move iff, in every
// binary digit position, the number of heaps with a 1 there is a multiple of k + 1.
// Heaps are 64-bit; any number of them; outcome in O(64 n), a winning move in O(64 n).
class moore_nim : public detail::compound_queries<moore_nim, std::uint64_t, true> {
public:
    using state = std::uint64_t;
    using move_type = compound_move<std::uint64_t>;

    // k >= 1 heaps may be moved in at once (k = 1 is Nim).
    explicit moore_nim(std::uint64_t k) : k_(k) {
        if (k == 0) throw error("sg::moore_nim: k must be at least 1 (a move takes from 1 to k heaps)");
    }
    [[nodiscard]] std::uint64_t k() const noexcept { return k_; }

    // As a game of one heap (for the generic solvers): every smaller heap.
    template <class Emit>
    void moves(std::uint64_t n, Emit&& emit) const {
        for (std::uint64_t t = 0; t < n; ++t) emit(t);
    }

    template <class R>
    [[nodiscard]] sg::outcome compound_outcome(const R& r) const {
        std::array<std::uint64_t, 64> count{};
        for (std::uint64_t h : r)
            for (unsigned b = 0; b < 64; ++b) count[b] += (h >> b) & 1u;
        for (std::uint64_t c : count)
            if (c % (k_ + 1) != 0) return sg::outcome::win;
        return sg::outcome::lose;
    }

    // From the highest digit down: heaps already chosen (reduced at a higher digit) may
    // take any digits below it. At a digit where m = (ones among heaps not chosen) mod
    // (k + 1) and f heaps are chosen: if m + f <= k, choose m more heaps with a 1 there
    // and clear it (the chosen ones get 0); otherwise give k + 1 - m chosen heaps a 1.
    // Every digit then has a multiple of k + 1 ones, and at most k heaps are chosen.
    template <class R>
    [[nodiscard]] std::optional<move_type> compound_winning_move(const R& r) const {
        if (compound_outcome(r) == sg::outcome::lose) return std::nullopt;
        const std::vector<std::uint64_t> heaps(std::ranges::begin(r), std::ranges::end(r));
        std::vector<std::uint64_t> to = heaps;
        std::vector<char> chosen(heaps.size(), 0);
        std::vector<std::size_t> picked;
        for (unsigned b = 64; b-- > 0;) {
            const std::uint64_t bit = std::uint64_t{1} << b;
            std::uint64_t ones = 0;
            for (std::size_t i = 0; i < heaps.size(); ++i) ones += !chosen[i] && (heaps[i] & bit);
            const std::uint64_t m = ones % (k_ + 1);
            const std::uint64_t f = picked.size();
            if (m + f <= k_) {
                for (std::size_t p : picked) to[p] &= ~bit;
                std::uint64_t need = m;
                for (std::size_t i = 0; i < heaps.size() && need > 0; ++i)
                    if (!chosen[i] && (heaps[i] & bit)) {
                        chosen[i] = 1;
                        picked.push_back(i);
                        to[i] = (heaps[i] | (bit - 1)) & ~bit;  // lower digits are set below
                        --need;
                    }
            } else {
                std::uint64_t give = k_ + 1 - m;
                for (std::size_t p : picked) {
                    if (give > 0) {
                        to[p] |= bit;
                        --give;
                    } else {
                        to[p] &= ~bit;
                    }
                }
            }
        }
        std::sort(picked.begin(), picked.end());
        move_type mv;
        for (std::size_t p : picked) {
            mv.components.push_back(p);
            mv.to.push_back(to[p]);
        }
        return mv;
    }

private:
    std::uint64_t k_;
};

}  // namespace sg

#undef SG_DETAIL_COMPOUND_BUDGET
#include "../detail/query_shapes_end.hpp"
