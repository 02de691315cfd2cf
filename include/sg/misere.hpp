// sg/misere.hpp: misère play (the player who makes the last move loses): exact misère
// outcomes, misère Grundy values and winning moves of any impartial game position or
// sum, searched as one game, with the queries of sg/queries.hpp (sg::misere), and
// misère Nim by Bouton's rule in O(n) (sg::misere_nim, sg::misere_nim_move).
#pragma once

#include "detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <array>
#include <concepts>
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
#include "detail/list_interner.hpp"
#include "detail/print.hpp"
#include "error.hpp"
#include "game.hpp"
#include "memo.hpp"
#include "mex.hpp"
#include "queries.hpp"
#include "value.hpp"

namespace sg {

// ---------------------------------------------------------------------------------
// Misère Nim. Bouton (1902): a position is lost for the player to move iff either some
// heap has two or more tokens and the nim-sum is 0, or every heap has at most one token
// and the nim-sum is 1 (an odd number of single tokens). Applied to the Grundy values
// of components instead of heap sizes this is the "SJ theorem" of contest folklore,
// which is only valid under extra conditions: see docs/misere.md.

namespace detail {
template <class R>
concept misere_heap_range =
    std::ranges::input_range<R> && std::convertible_to<std::ranges::range_reference_t<R>, nimber>;

// Both take iterators, so that initializer lists need no range adaptor.
template <class It, class End>
constexpr outcome misere_nim_of(It it, End end) {
    nimber x = 0;
    bool big = false;
    for (; it != end; ++it) {
        const auto v = static_cast<nimber>(*it);
        x ^= v;
        big = big || v > 1;
    }
    if (big) return x != 0 ? outcome::win : outcome::lose;
    return x == 0 ? outcome::win : outcome::lose;
}

template <class It, class End>
std::optional<move<nimber>> misere_nim_move_of(It first, End end) {
    if (misere_nim_of(first, end) == outcome::lose) return std::nullopt;
    nimber x = 0;
    std::size_t big = 0, ones = 0, big_at = 0, one_at = 0, i = 0;
    for (It it = first; it != end; ++it, ++i) {
        const auto v = static_cast<nimber>(*it);
        x ^= v;
        if (v > 1) {
            if (big++ == 0) big_at = i;
        } else if (v == 1) {
            if (ones++ == 0) one_at = i;
        }
    }
    if (big == 0 && ones == 0) return std::nullopt;     // no move: the game is over
    if (big == 0) return move<nimber>{one_at, {0}};  // even number of 1s: leave an odd one
    if (big == 1)  // reduce the big heap to 0 or 1, whichever leaves an odd number of 1s
        return move<nimber>{big_at, {ones % 2 == 1 ? nimber{0} : nimber{1}}};
    i = 0;  // two or more big heaps stay big: play as in normal Nim
    for (It it = first; it != end; ++it, ++i) {
        const auto v = static_cast<nimber>(*it);
        if ((v ^ x) < v) return move<nimber>{i, {v ^ x}};
    }
    return std::nullopt;  // unreachable: x != 0 has a heap with its top bit
}
}  // namespace detail

struct misere_nim_fn {
    template <detail::misere_heap_range R>
    [[nodiscard]] constexpr outcome operator()(R&& heaps) const {
        return detail::misere_nim_of(std::ranges::begin(heaps), std::ranges::end(heaps));
    }
    [[nodiscard]] constexpr outcome operator()(std::initializer_list<nimber> heaps) const {
        return detail::misere_nim_of(heaps.begin(), heaps.end());
    }
};

// misere_nim(heaps): outcome of misère Nim (last to take loses) for the player to move.
inline constexpr misere_nim_fn misere_nim{};

struct misere_nim_move_fn {
    template <std::ranges::forward_range R>
        requires detail::misere_heap_range<R>
    [[nodiscard]] std::optional<move<nimber>> operator()(R&& heaps) const {
        return detail::misere_nim_move_of(std::ranges::begin(heaps), std::ranges::end(heaps));
    }
    [[nodiscard]] std::optional<move<nimber>> operator()(std::initializer_list<nimber> heaps) const {
        return detail::misere_nim_move_of(heaps.begin(), heaps.end());
    }
};

// misere_nim_move(heaps): a winning move of misère Nim {heap index, {new size}}; nullopt
// if the player to move loses, or if every heap is empty (they have won already).
inline constexpr misere_nim_move_fn misere_nim_move{};

// ---------------------------------------------------------------------------------
namespace detail {
// The components of sg::misere: each distinct state interned once (an id), whether it
// has a move, and its moves, listed on demand once, each stored as the sorted ids of the
// states it leads to, those without moves left out (G + 0 has the same game tree as G).
template <class Game, class Id>
class misere_components {
public:
    using state = typename state_or_none<Game>::type;
    static constexpr Id unlisted = std::numeric_limits<Id>::max();

    explicit misere_components(const Game& game) : ids_(game) { clear(); }

    // The id of s, interned on first sight: grow(container) is called before a new state
    // is stored in it (the budget check), and its moves are looked at once, for whether
    // it has any.
    template <class Grow>
    Id intern(const Game& game, const state& s, Grow&& grow) {
        const Id known = ids_.find(game, s);
        if (known != ids_.none) return known;
        if (ids_.size() >= unlisted - 1)
            throw limit_error("sg::misere: more than 2^32 - 2 distinct component states", unlisted - 1);
        grow(ids_);
        bool any = false;
        game.moves(s, [&](const auto&...) { any = true; });
        const Id id = ids_.add(game, s);
        terminal_.push_back(!any);
        first_move_.push_back(unlisted);
        count_.push_back(0);
        return id;
    }
    // Appends c to v unless it has no move.
    void push_live(std::vector<Id>& v, Id c) const {
        if (!terminal_[c]) v.push_back(c);
    }

    // Lists the moves of c, once (grow as for intern()).
    template <class Grow>
    void list_moves(const Game& game, Id c, Grow&& grow) {
        if (first_move_[c] != unlisted) return;
        const state s = ids_[c];  // a copy: interning below may grow the states
        const auto first = static_cast<Id>(move_off_.size() - 1);
        const std::size_t ids_before = move_ids_.size();
        try {
            game.moves(s, [&](const auto&... parts) {
                const std::size_t begin = move_ids_.size();
                for_each_part<state>([&](const state& p) { push_live(move_ids_, intern(game, p, grow)); }, parts...);
                std::sort(move_ids_.begin() + static_cast<std::ptrdiff_t>(begin), move_ids_.end());
                move_off_.push_back(move_ids_.size());
            });
        } catch (...) {  // moves() threw: forget the moves listed so far, c stays unlisted
            move_ids_.resize(ids_before);
            move_off_.resize(static_cast<std::size_t>(first) + 1);
            throw;
        }
        if (move_off_.size() - 1 >= unlisted)
            throw limit_error("sg::misere: more than 2^32 - 1 stored moves of component states", unlisted);
        first_move_[c] = first;
        count_[c] = static_cast<Id>(move_off_.size() - 1 - first);
    }
    // Number of moves of c, once listed.
    [[nodiscard]] Id move_count(Id c) const { return count_[c]; }

    // The sorted list l with its k-th entry replaced by what move m of component l[k]
    // leads to (a merge of two sorted lists), into out.
    void replace(std::span<const Id> l, std::size_t k, Id m, std::vector<Id>& out) const {
        const std::size_t mv = first_move_[l[k]] + m, pe = l.size(), me = move_off_[mv + 1];
        out.clear();
        std::size_t a = 0, b = move_off_[mv];
        while (a < pe || b < me) {
            if (a == k) {
                ++a;
            } else if (b == me || (a < pe && l[a] <= move_ids_[b])) {
                out.push_back(l[a++]);
            } else {
                out.push_back(move_ids_[b++]);
            }
        }
    }

    [[nodiscard]] const state& operator[](Id c) const { return ids_[c]; }
    [[nodiscard]] std::size_t size() const noexcept { return ids_.size(); }
    [[nodiscard]] std::size_t memory_bytes() const noexcept {
        return ids_.memory_bytes() + bytes_of_all(terminal_, first_move_, count_, move_off_, move_ids_);
    }
    void clear() {
        ids_.clear();
        terminal_.clear();
        first_move_.clear();
        count_.clear();
        move_off_.assign(1, 0);
        move_ids_.clear();
    }

private:
    interner<Game, Id> ids_;            // component state <-> id
    std::vector<bool> terminal_;        // id -> has no move
    std::vector<Id> first_move_;        // id -> its first move in move_off_, or unlisted
    std::vector<Id> count_;             // id -> number of moves (once listed)
    std::vector<std::size_t> move_off_; // move m = move_ids_[move_off_[m], move_off_[m+1])
    std::vector<Id> move_ids_;
};
}  // namespace detail

// sg::misere<Game>: exact misère analysis of any impartial game. Under misère play the
// value of a sum is not a function of the components' values, so a sum is searched as
// one game whose positions are multisets of component states. Components are interned
// (each distinct state gets an id, its moves are listed at most twice), a position is
// the sorted list of its components' ids, and components without moves are dropped
// (G + 0 has the same game tree as G). Two tables per position: the misère outcome
// (searched with cut-offs: a position is won as soon as one option is found lost) and
// the misère Grundy value g-(G) = 1 if G has no move, else mex{g-(G') : G -> G'}
// (Conway, ONAG ch. 12), which is 0 exactly for the positions lost by the player to move.
template <class Game>
class misere : public queries<misere<Game>, typename detail::state_or_none<Game>::type>,
               public detail::memory_budget {
    static_assert(check_game<Game>());

public:
    using game_type = Game;
    using state = typename detail::state_or_none<Game>::type;
    using move_type = sg::move<state>;
    using value_type = nimber;  // the misère Grundy value g-

    explicit misere(Game game = Game{}, std::size_t state_limit = std::numeric_limits<std::size_t>::max())
        : game_(std::move(game)), components_(game_), limit_(state_limit) {
        clear();
    }

    [[nodiscard]] const Game& game() const noexcept { return game_; }

    // The queries of sg/queries.hpp (value, outcome, wins, winning_move, winning_moves,
    // count_winning_moves for a state, a range or a braced list; move_to_value and
    // moves_to_value) rest on these hooks. A sum is searched as one game. They throw
    // cycle_error if the search meets a cycle of positions, limit_error if it would
    // store more than state_limit() positions; finished results are kept.

    // Misère Grundy value g- of a sum (every option is solved: no cut-offs); g- == 0
    // iff the player to move loses.
    template <class R>
    [[nodiscard]] nimber position_value(const R& components) {
        return solve_value(position_of(components));
    }
    // Misère outcome for the player to move (searched with cut-offs).
    template <class R>
    [[nodiscard]] sg::outcome position_outcome(const R& components) {
        return solve_outcome(position_of(components));
    }
    // Each move to a position lost for the player to move (a misère P-position),
    // components in order, each one's moves in the game's listing order, until f
    // returns false. None if the player to move loses, or has no move at all (then the
    // game is over, and under misère play they have won).
    template <class R, class F>
    void position_winning_moves(const R& components, F&& f) {
        if (solve_outcome(position_of(components)) == sg::outcome::lose) return;
        std::vector<id_type> ids;
        for (const state& s : components) ids.push_back(intern(s));
        std::size_t i = 0;
        for (const state& s : components) {
            bool go = true;
            each_move(ids, i, s, [&](id_type to, std::span<const state> parts) {
                if (solve_outcome(to) != sg::outcome::lose) return true;
                go = f(move_type{i, std::vector<state>(parts.begin(), parts.end())});
                return go;
            });
            if (!go) return;
            ++i;
        }
    }
    // Each move from s to a position (the states it becomes, searched as one game) of
    // misère Grundy value target, in listing order, until f returns false.
    template <class F>
    void component_moves_to(const state& s, nimber target, F&& f) {
        const std::vector<id_type> ids{intern(s)};
        each_move(ids, 0, s, [&](id_type to, std::span<const state> parts) {
            return solve_value(to) != target || f(parts);
        });
    }

    // Number of positions (multisets of component states) stored.
    [[nodiscard]] std::size_t size() const noexcept { return positions_.size(); }
    // Number of distinct component states seen.
    [[nodiscard]] std::size_t component_count() const noexcept { return components_.size(); }

    [[nodiscard]] std::size_t state_limit() const noexcept { return limit_; }
    // At most n positions are stored; a search that needs more throws limit_error and
    // keeps what it has finished, so it can go on after the limit is raised.
    void set_state_limit(std::size_t n) noexcept { limit_ = n; }

    // Bytes held: the component interner (its map and states), the stored moves, the
    // positions (their component lists, offsets, outcome and value tables and the hash
    // table of 8 bytes a slot, doubled at half full: detail::list_interner), the search
    // stack and the mex buffer, by their vectors' capacities. set_memory_limit(bytes) (memory_limit(); none
    // by default): before a position or a component is stored, memory_used() plus what
    // storing it would allocate at once (a hash table's doubling) is checked; past the
    // budget the query throws limit_error (kind bytes, reached() the figure) and keeps
    // what it has finished, like the state limit.
    [[nodiscard]] std::size_t memory_used() const noexcept {
        return components_.memory_bytes() + positions_.bytes() + path_.memory_bytes() +
               detail::bytes_of_all(out_, val_, values_, scratch_) + mex_.capacity() * sizeof(std::uint32_t);
    }

    // Forgets everything stored.
    void clear() {
        components_.clear();
        positions_ = detail::list_interner{};
        out_.clear();
        val_.clear();
        values_.clear();
    }

private:
    using id_type = std::uint32_t;
    static constexpr id_type unlisted = detail::misere_components<Game, id_type>::unlisted;
    enum : std::uint8_t { unknown, pending, lost, won };

    static constexpr id_type none = std::numeric_limits<id_type>::max();
    struct frame {
        id_type node;             // the position
        std::size_t k;            // its next option: component k (in sorted order) ...
        id_type m;                // ... making its m-th move
        id_type child;            // the option being looked at, or none
        std::size_t first_value;  // Values: option values so far at values_[first_value, end)
        bool cut = false;         // outcomes: a lost option is found, so the position is won
    };

    // Calls f(position, parts) for each move of component i (state s) of the sum with
    // component ids `ids`: the position it leads to, and the states s becomes.
    template <class F>
    void each_move(const std::vector<id_type>& ids, std::size_t i, const state& s, F&& f) {
        bool go = true;
        game_.moves(s, [&](const auto&... parts) {
            if (!go) return;
            std::vector<id_type> to;
            to.reserve(ids.size() + sizeof...(parts));
            for (std::size_t j = 0; j < ids.size(); ++j)
                if (j != i) components_.push_live(to, ids[j]);
            const std::vector<state> made = detail::parts_of<state>(parts...);
            for (const state& part : made) components_.push_live(to, intern(part));
            std::sort(to.begin(), to.end());
            const id_type p = intern_position(to.data(), to.size());
            go = f(p, std::span<const state>(made.data(), made.size()));
        });
    }

    // ---- components (detail::misere_components); budget() is checked before they grow
    auto budget() {
        return [this](const auto& grows) { check_growth("sg::misere", *this, grows); };
    }
    id_type intern(const state& s) { return components_.intern(game_, s, budget()); }

    // ---- positions: sorted lists of live component ids, interned (detail::list_interner)
    id_type intern_position(const id_type* p, std::size_t n) {
        const auto [pos, added] = positions_.intern(std::span<const id_type>(p, n), [&] {
            if (size() >= limit_ || size() >= unlisted - 1)
                detail::throw_state_limit("sg::misere", limit_, "stored positions");
            check_growth("sg::misere", *this, positions_);
        });
        if (added) {
            out_.push_back(unknown);
            val_.push_back(no_value);
        }
        return pos;
    }

    template <class R>
    id_type position_of(const R& components) {
        std::vector<id_type> ids;
        for (const state& s : components) components_.push_live(ids, intern(s));
        std::sort(ids.begin(), ids.end());
        return intern_position(ids.data(), ids.size());
    }

    // Advances f to its next option (one per move of each distinct component, made
    // on demand from the components' stored moves); false when none is left.
    bool next_option(frame& f, id_type& o) {
        const std::span<const id_type> l = positions_.list(f.node);  // valid until option() adds one
        while (f.k < l.size()) {
            const id_type c = l[f.k];
            if (f.k > 0 && l[f.k - 1] == c) {  // a copy: the same options
                ++f.k;
                continue;
            }
            components_.list_moves(game_, c, budget());
            if (f.m < components_.move_count(c)) {
                components_.replace(l, f.k, f.m, scratch_);  // the option: component k makes move m
                o = intern_position(scratch_.data(), scratch_.size());
                ++f.m;
                return true;
            }
            ++f.k;
            f.m = 0;
        }
        return false;
    }

    // ---- the two searches (detail::acyclic_path, the path of frames from the root);
    // Values: misère Grundy values, else outcomes with cut-offs. A frame's options are
    // listed one at a time (next_option); the one being looked at is kept in the frame
    // until it is solved.
    template <bool Values>
    struct search {
        misere& m;

        template <class See>
        bool look(frame& f, See&& see) {
            while (f.child != none || (!f.cut && m.next_option(f, f.child)))
                if (!see(id_type{f.child})) return true;  // a copy: f may dangle once it is opened
            return false;
        }
        // Values: the misère Grundy value; outcomes: 0 lost, 1 won.
        nimber status(id_type p) const {
            if constexpr (Values) return m.val_[p];
            if (m.out_[p] == lost || m.out_[p] == won) return m.out_[p] == won;
            return m.out_[p] == pending ? pending_value : no_value;
        }
        void take(frame& f, nimber v) {
            f.child = none;
            if constexpr (Values)
                m.values_.push_back(v);
            else
                f.cut = v == 0;
        }
        // Solved at once where no component is left (the player to move has won), else
        // marked pending under a new frame.
        void open(id_type p) {
            if (m.positions_.list(p).empty()) {
                m.set_value(p, 1);
                return;
            }
            if constexpr (Values)
                m.val_[p] = pending_value;
            else
                m.out_[p] = pending;
            m.path_.push(frame{p, 0, 0, none, m.values_.size()});
        }
        bool close(const frame& f) {
            if constexpr (Values) {
                m.mex_.begin();
                for (std::size_t i = f.first_value; i < m.values_.size(); ++i) m.mex_.insert(m.values_[i]);
                m.values_.resize(f.first_value);
                m.set_value(f.node, m.mex_.mex());
            } else {
                m.out_[f.node] = f.cut ? won : lost;
            }
            return true;
        }
        void unmark(const frame& f) noexcept {
            if (m.out_[f.node] == pending) m.out_[f.node] = unknown;
            if (m.val_[f.node] == pending_value) m.val_[f.node] = no_value;
        }
        // o is pending: it lies on the path of frames, which closes into a cycle through o.
        [[noreturn]] void throw_cycle(id_type o) const {
            detail::throw_cycle_error<state>(
                "sg::misere", "position", m.path_.cycle(o),
                [this](std::string& out, const auto* p) { m.print_position(out, *p); },
                "misère play needs a game without cycles");
        }
    };

    void set_value(id_type p, nimber v) {
        val_[p] = v;
        out_[p] = v == 0 ? lost : won;
    }

    template <bool Values>
    void solve(id_type root) {
        search<Values> hooks{*this};
        if (hooks.status(root) < pending_value) return;
        SG_ASSERT(path_.empty());
        values_.clear();
        try {
            hooks.open(root);
            path_.run(hooks);
        } catch (...) {
            path_.unwind(hooks);
            values_.clear();
            throw;
        }
    }

    sg::outcome solve_outcome(id_type p) {
        solve<false>(p);
        return out_[p] == lost ? sg::outcome::lose : sg::outcome::win;
    }
    nimber solve_value(id_type p) {
        solve<true>(p);
        return val_[p];
    }

    void print_position(std::string& out, id_type p) const {
        out += '{';
        const std::span<const id_type> l = positions_.list(p);
        for (std::size_t i = 0; i < l.size(); ++i) {
            if (i > 0) out += " + ";
            detail::print(out, components_[l[i]]);
        }
        out += '}';
    }

    Game game_;
    detail::misere_components<Game, id_type> components_;
    detail::list_interner positions_;  // position p: the sorted ids positions_.list(p)
    std::vector<std::uint8_t> out_;     // position -> unknown / pending / lost / won
    std::vector<nimber> val_;           // position -> g-, no_value or pending_value
    std::size_t limit_;
    detail::acyclic_path<frame> path_;
    std::vector<nimber> values_;
    std::vector<id_type> scratch_;
    mex_buffer mex_;
};

template <class Game>
misere(Game) -> misere<Game>;
template <class Game>
misere(Game, std::size_t) -> misere<Game>;

}  // namespace sg
