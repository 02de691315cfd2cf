// sg/loopy.hpp: impartial games with cycles. Generalised Sprague–Grundy values
// (C. A. B. Smith): sg::loopy_value (finite n or infinity(K)) with the sum rule, and
// the queries of sg/queries.hpp with outcomes win / lose / draw, winning moves (the
// first one wins in finitely many moves) and draw-keeping moves: sg::loopy_grundy for
// an sg::digraph, sg::loopy<Game> for any sg::impartial_game (explores the states
// reachable from the ones asked about, up to a state limit).
#pragma once

#include "detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <optional>
#include <ostream>
#include <ranges>
#include <span>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "detail/budget.hpp"
#include "detail/csr.hpp"
#include "detail/print.hpp"
#include "error.hpp"
#include "game.hpp"
#include "memo.hpp"
#include "queries.hpp"
#include "value.hpp"
#include "games/digraph.hpp"

#include "detail/query_shapes.hpp"  // last: defines SG_DETAIL_QUERY_SHAPES until the end

namespace sg {

// A generalised Sprague–Grundy value: a finite nimber n, or infinity(K) where K is the
// set of finite values among the position's options (Smith 1966).
class loopy_value {
public:
    loopy_value() = default;  // finite 0

    [[nodiscard]] static loopy_value finite(nimber n) {
        loopy_value v;
        v.n_ = n;
        return v;
    }
    // infinity(K); K is sorted and made unique.
    [[nodiscard]] static loopy_value infinity(std::vector<nimber> k) {
        std::sort(k.begin(), k.end());
        k.erase(std::unique(k.begin(), k.end()), k.end());
        loopy_value v;
        v.infinite_ = true;
        v.k_ = std::move(k);
        return v;
    }
    [[nodiscard]] static loopy_value infinity(std::initializer_list<nimber> k) {
        return infinity(std::vector<nimber>(k));
    }

    [[nodiscard]] bool is_finite() const noexcept { return !infinite_; }
    [[nodiscard]] bool is_infinite() const noexcept { return infinite_; }
    // The finite value (precondition: is_finite()).
    [[nodiscard]] nimber value() const noexcept {
        SG_ASSERT(!infinite_);
        return n_;
    }
    // K of infinity(K), ascending (empty for a finite value).
    [[nodiscard]] const std::vector<nimber>& finite_options() const noexcept { return k_; }

    // lose iff finite 0; win iff finite non-zero or infinity(K) with 0 in K; else draw.
    [[nodiscard]] sg::outcome outcome() const noexcept {
        if (!infinite_) return n_ == 0 ? outcome::lose : outcome::win;
        return std::binary_search(k_.begin(), k_.end(), nimber{0}) ? outcome::win : outcome::draw;
    }

    // Value of the sum of two positions (Smith 1966): n + m = n XOR m;
    // infinity(K) + n = infinity(K XOR n); infinity(K) + infinity(L) = infinity({}).
    friend loopy_value operator+(const loopy_value& a, const loopy_value& b) {
        if (!a.infinite_ && !b.infinite_) return finite(a.n_ ^ b.n_);
        if (a.infinite_ && b.infinite_) return infinity(std::vector<nimber>{});
        const loopy_value& inf = a.infinite_ ? a : b;
        const nimber n = a.infinite_ ? b.n_ : a.n_;
        std::vector<nimber> k;
        k.reserve(inf.k_.size());
        for (nimber x : inf.k_) k.push_back(x ^ n);
        return infinity(std::move(k));
    }
    loopy_value& operator+=(const loopy_value& b) { return *this = *this + b; }

    friend bool operator==(const loopy_value&, const loopy_value&) = default;

    // "3", or "inf{0,2}" for infinity({0, 2}).
    [[nodiscard]] friend std::string to_string(const loopy_value& v) {
        if (!v.infinite_) return std::to_string(v.n_);
        std::string s = "inf{";
        for (std::size_t i = 0; i < v.k_.size(); ++i) {
            if (i) s += ',';
            s += std::to_string(v.k_[i]);
        }
        return s + "}";
    }
    friend std::ostream& operator<<(std::ostream& os, const loopy_value& v) { return os << to_string(v); }

private:
    bool infinite_ = false;
    nimber n_ = 0;
    std::vector<nimber> k_;
};

namespace detail {

// The labelling of a finite graph with vertices 0 .. n-1 given in CSR form, by the
// algorithm of Smith (1966) as stated by Fraenkel and Yesha (1986): for i = 0, 1, ...
//   (a) repeatedly label i an unlabelled vertex u that has no follower labelled i and
//       whose every follower that is unlabelled or infinite has a follower labelled i;
//   (b) label infinite every unlabelled vertex without a follower labelled i;
// until no vertex is unlabelled. Step (a) runs as a retrograde count per round. The
// order of labelling gives the counter function c: c(u) < c(v) whenever u is labelled
// before v, and every follower of a finite u that is infinite or has a larger value
// has a follower w with value(w) = value(u) and c(w) < c(u); the winning moves below
// rely on it. Time O((R + 1)(V + E)) with R the number of rounds (largest finite value
// + 2, and R(R-1)/2 <= E); memory: the reverse graph plus six words a vertex.
template <std::unsigned_integral T>
class loopy_labels {
public:
    static constexpr T unlabelled = std::numeric_limits<T>::max();
    static constexpr T infinite = std::numeric_limits<T>::max() - 1;

    template <class Off, class Tgt>
    void solve(std::size_t n, std::span<const Off> off, std::span<const Tgt> tgt) {
        SG_ASSERT(off.size() == n + 1);
        // Reverse graph: predecessors of v are rsrc[roff[v] .. roff[v+1]).
        std::vector<T> roff, rsrc;
        build_csr(
            n,
            [&](auto&& emit) {
                for (std::size_t u = 0; u < n; ++u)
                    for (auto e = static_cast<std::size_t>(off[u]); e < static_cast<std::size_t>(off[u + 1]); ++e)
                        emit(static_cast<std::size_t>(tgt[e]), static_cast<T>(u));
            },
            roff, rsrc);

        value_.assign(n, unlabelled);
        counter_.assign(n, 0);
        std::vector<T> bad(n, 0), covered(n, 0), open(n), stack;
        for (std::size_t v = 0; v < n; ++v) open[v] = static_cast<T>(v);
        T clock = 0;
        for (T round = 0; !open.empty(); ++round) {
            const T stamp = round + 1;  // covered[v] == stamp: v has a follower labelled `round`
            stack.clear();
            for (T u : open) {
                T b = 0;
                for (auto e = static_cast<std::size_t>(off[u]); e < static_cast<std::size_t>(off[u + 1]); ++e)
                    b += value_[static_cast<std::size_t>(tgt[e])] >= infinite;
                bad[u] = b;  // followers unlabelled or infinite and not yet covered
                if (b == 0) stack.push_back(u);
            }
            while (!stack.empty()) {
                const T u = stack.back();
                stack.pop_back();
                if (value_[u] != unlabelled || covered[u] == stamp) continue;
                value_[u] = round;
                counter_[u] = clock++;
                for (std::size_t e = roff[u]; e < roff[u + 1]; ++e) {
                    const T p = rsrc[e];
                    if (covered[p] == stamp) continue;
                    covered[p] = stamp;
                    if (value_[p] < infinite) continue;  // finite followers never counted as bad
                    for (std::size_t f = roff[p]; f < roff[p + 1]; ++f) {
                        const T q = rsrc[f];
                        if (value_[q] == unlabelled && covered[q] != stamp && --bad[q] == 0) stack.push_back(q);
                    }
                }
            }
            std::size_t kept = 0;
            for (T u : open) {
                if (value_[u] != unlabelled) continue;
                if (covered[u] == stamp)
                    open[kept++] = u;
                else
                    value_[u] = infinite;
            }
            open.resize(kept);
        }
    }

    [[nodiscard]] std::size_t size() const noexcept { return value_.size(); }
    // Bytes kept: the values and counters.
    [[nodiscard]] std::size_t memory_bytes() const noexcept { return bytes_of_all(value_, counter_); }
    // Bytes solve() allocates at most for n vertices and m edges: the reverse graph, the
    // values and counters, the three work arrays and the stack.
    [[nodiscard]] static constexpr std::size_t solve_bytes(std::size_t n, std::size_t m) noexcept {
        return mul_add_bytes(mul_add_bytes(n, 7, m + 2), sizeof(T));
    }
    [[nodiscard]] bool is_finite(std::size_t v) const noexcept { return value_[v] < infinite; }
    [[nodiscard]] nimber finite_value(std::size_t v) const noexcept { return value_[v]; }
    [[nodiscard]] nimber counter(std::size_t v) const noexcept { return counter_[v]; }

    // The value of vertex v; succ(v) lists its followers.
    template <class Succ>
    [[nodiscard]] loopy_value value(std::size_t v, Succ succ) const {
        if (is_finite(v)) return loopy_value::finite(value_[v]);
        std::vector<nimber> k;
        for (auto w : succ(v))
            if (is_finite(static_cast<std::size_t>(w))) k.push_back(value_[static_cast<std::size_t>(w)]);
        return loopy_value::infinity(std::move(k));
    }

    // Is x in K(v), the finite values among v's followers?
    template <class Succ>
    [[nodiscard]] bool in_k(std::size_t v, nimber x, Succ succ) const {
        for (auto w : succ(v))
            if (is_finite(static_cast<std::size_t>(w)) && value_[static_cast<std::size_t>(w)] == x) return true;
        return false;
    }

    // What the sum rule needs of a sum: the XOR of the finite components, how many are
    // infinite, and one infinite component.
    struct summary {
        nimber x = 0;
        std::size_t infinite = 0;
        std::size_t inf_at = 0;  // position (in the sum) of an infinite component
    };
    [[nodiscard]] summary summarise(std::span<const std::size_t> ids) const {
        summary s;
        for (std::size_t i = 0; i < ids.size(); ++i) {
            if (is_finite(ids[i]))
                s.x ^= value_[ids[i]];
            else {
                ++s.infinite;
                s.inf_at = i;
            }
        }
        return s;
    }

    template <class Succ>
    [[nodiscard]] sg::outcome outcome(std::span<const std::size_t> ids, Succ succ) const {
        const summary s = summarise(ids);
        return outcome_of(s, ids, succ);
    }

    // Calls f(component, new vertex) for each move after which the player to move
    // loses: the moves to a sum of finite values with XOR 0, components in order, each
    // one's in the order of succ; until f returns false.
    template <class Succ, class F>
    void each_move_to_lose(std::span<const std::size_t> ids, Succ succ, F&& f) const {
        const summary s = summarise(ids);
        if (s.infinite == 0) {
            if (s.x == 0) return;
            for (std::size_t i = 0; i < ids.size(); ++i) {
                const nimber want = value_[ids[i]] ^ s.x;
                for (auto w : succ(ids[i])) {
                    const auto t = static_cast<std::size_t>(w);
                    if (is_finite(t) && value_[t] == want && !f(i, t)) return;
                }
            }
        } else if (s.infinite == 1) {
            for (auto w : succ(ids[s.inf_at])) {
                const auto t = static_cast<std::size_t>(w);
                if (is_finite(t) && value_[t] == s.x && !f(s.inf_at, t)) return;
            }
        }
    }

    // The move after which the player to move loses chosen so that always playing such
    // moves wins in finitely many moves: among all of them, one that minimises the sum
    // of the counters. From a lose position every move of the opponent can be answered
    // so that this sum drops (by the counter property above), so it cannot go on
    // forever. nullopt if there is no such move.
    template <class Succ>
    [[nodiscard]] std::optional<std::pair<std::size_t, std::size_t>> winning_move(std::span<const std::size_t> ids,
                                                                                 Succ succ) const {
        std::optional<std::pair<std::size_t, std::size_t>> best;
        std::int64_t best_gain = 0;
        each_move_to_lose(ids, succ, [&](std::size_t i, std::size_t t) {
            // The change of the counter sum: the moved component's counter is replaced.
            const std::int64_t gain = static_cast<std::int64_t>(counter_[t]) -
                                      (is_finite(ids[i]) ? static_cast<std::int64_t>(counter_[ids[i]]) : 0);
            if (!best || gain < best_gain) {
                best.emplace(i, t);
                best_gain = gain;
            }
            return true;
        });
        return best;
    }

    // winning_move first, then every other move after which the player to move loses
    // (in the order of each_move_to_lose; the chosen move's repeats left out).
    template <class Succ, class F>
    void winning_moves(std::span<const std::size_t> ids, Succ succ, F&& f) const {
        const auto first = winning_move(ids, succ);
        if (!first || !f(first->first, first->second)) return;
        each_move_to_lose(ids, succ, [&](std::size_t i, std::size_t t) {
            return (i == first->first && t == first->second) || f(i, t);
        });
    }

    // A move after which the opponent cannot win (the sum is a draw for them), or
    // nullopt if the sum is not a draw.
    template <class Succ>
    [[nodiscard]] std::optional<std::pair<std::size_t, std::size_t>> drawing_move(std::span<const std::size_t> ids,
                                                                                 Succ succ) const {
        if (outcome(ids, succ) != outcome::draw) return std::nullopt;
        std::vector<std::size_t> next(ids.begin(), ids.end());
        for (std::size_t i = 0; i < ids.size(); ++i) {
            for (auto w : succ(ids[i])) {
                next[i] = static_cast<std::size_t>(w);
                if (outcome(next, succ) == outcome::draw) return std::pair{i, next[i]};
            }
            next[i] = ids[i];
        }
        throw error("sg::loopy: internal error: a drawn sum without a move that keeps the draw");
    }

private:
    template <class Succ>
    [[nodiscard]] sg::outcome outcome_of(const summary& s, std::span<const std::size_t> ids, Succ succ) const {
        if (s.infinite == 0) return s.x == 0 ? outcome::lose : outcome::win;
        if (s.infinite == 1) return in_k(ids[s.inf_at], s.x, succ) ? outcome::win : outcome::draw;
        return outcome::draw;
    }

    std::vector<T> value_;
    std::vector<T> counter_;
};

// The queries of the two loopy solvers (sg/queries.hpp, whole-position: value_type
// loopy_value), drawing_move and best_move, over what Derived gives:
//   std::vector<std::size_t> ids(const R& states)   ids of the states (checked, explored)
//   auto succ() const                               id -> its followers' ids
//   const loopy_labels<T>& labels() const
//   State state_at(std::size_t id) const
// Const is true when ids() is const (the queries then work on a const solver).
template <class Derived, class State, bool Const>
class loopy_queries : public queries<Derived, State> {
public:
    using value_type = loopy_value;
    using move_type = sg::move<State>;

    // A move that keeps the draw if the sum is drawn, else nullopt.
    SG_DETAIL_QUERY_SHAPES(std::optional<move_type>, drawing_move, drawing_impl, !Const, Const)
    // winning_move if the sum is won, drawing_move if drawn, nullopt if lost.
    SG_DETAIL_QUERY_SHAPES(std::optional<move_type>, best_move, best_impl, !Const, Const)

    // The hooks of sg::queries (non-const, or const when Const).
    template <class R>
    [[nodiscard]] loopy_value position_value(const R& r)
        requires(!Const)
    {
        return value_impl(self(), r);
    }
    template <class R>
    [[nodiscard]] loopy_value position_value(const R& r) const
        requires Const
    {
        return value_impl(self(), r);
    }
    template <class R>
    [[nodiscard]] sg::outcome position_outcome(const R& r)
        requires(!Const)
    {
        return outcome_impl(self(), r);
    }
    template <class R>
    [[nodiscard]] sg::outcome position_outcome(const R& r) const
        requires Const
    {
        return outcome_impl(self(), r);
    }
    template <class R, class F>
    void position_winning_moves(const R& r, F&& f)
        requires(!Const)
    {
        moves_impl(self(), r, f);
    }
    template <class R, class F>
    void position_winning_moves(const R& r, F&& f) const
        requires Const
    {
        moves_impl(self(), r, f);
    }
    template <class F>
    void component_moves_to(const State& s, nimber target, F&& f)
        requires(!Const)
    {
        to_value_impl(self(), s, target, f);
    }
    template <class F>
    void component_moves_to(const State& s, nimber target, F&& f) const
        requires Const
    {
        to_value_impl(self(), s, target, f);
    }

private:
    Derived& self() noexcept { return static_cast<Derived&>(*this); }
    const Derived& self() const noexcept { return static_cast<const Derived&>(*this); }

    template <class D, class R>
    static loopy_value value_impl(D& d, const R& r) {
        const auto ids = d.ids(r);
        loopy_value sum;
        for (std::size_t i : ids) sum += d.labels().value(i, d.succ());
        return sum;
    }
    template <class D, class R>
    static sg::outcome outcome_impl(D& d, const R& r) {
        return d.labels().outcome(d.ids(r), d.succ());
    }
    template <class D, class R, class F>
    static void moves_impl(D& d, const R& r, F& f) {
        const auto ids = d.ids(r);
        d.labels().winning_moves(ids, d.succ(), [&](std::size_t i, std::size_t t) {
            return f(move_type{i, {d.state_at(t)}});
        });
    }
    template <class D, class F>
    static void to_value_impl(D& d, const State& s, nimber target, F& f) {
        const std::size_t id = d.ids(std::span<const State>(&s, 1))[0];
        for (auto w : d.succ()(id)) {
            const auto t = static_cast<std::size_t>(w);
            if (!d.labels().is_finite(t) || d.labels().finite_value(t) != target) continue;
            const State to = d.state_at(t);
            if (!f(std::span<const State>(&to, 1))) return;
        }
    }
    template <class D, class R>
    static std::optional<move_type> drawing_impl(D& d, const R& r) {
        return to_move(d, d.labels().drawing_move(d.ids(r), d.succ()));
    }
    template <class D, class R>
    static std::optional<move_type> best_impl(D& d, const R& r) {
        const auto ids = d.ids(r);
        auto m = d.labels().winning_move(ids, d.succ());
        if (!m) m = d.labels().drawing_move(ids, d.succ());
        return to_move(d, m);
    }
    template <class D>
    static std::optional<move_type> to_move(D& d, const std::optional<std::pair<std::size_t, std::size_t>>& m) {
        if (!m) return std::nullopt;
        return move_type{m->first, {d.state_at(m->second)}};
    }
};

}  // namespace detail

// Generalised Sprague–Grundy values of every vertex of a graph that may have cycles and
// self-loops, computed on construction (see detail::loopy_labels: O((R+1)(V+E)) time,
// R <= largest finite value + 2). On an acyclic graph every value is finite and equals
// the Grundy value. The graph must outlive this object.
//
// The queries of sg/queries.hpp (whole-position, value_type loopy_value), const, with a
// state being a vertex holding one token: value (Smith's sum rule), outcome (lose, win
// or draw), wins (outcome win), winning_move (a move that wins in finitely many moves
// when always played), winning_moves (that move first, then every other move to a
// position whose outcome is lose), count_winning_moves, for a token, tokens on a range
// of vertices or a braced list; move_to_value / moves_to_value (moves of a token to a
// vertex of finite value v); and drawing_move, best_move. A vertex outside the graph
// throws sg::error.
template <std::unsigned_integral Index = std::uint32_t>
class basic_loopy_grundy : public detail::loopy_queries<basic_loopy_grundy<Index>, Index, true> {
    friend class detail::loopy_queries<basic_loopy_grundy<Index>, Index, true>;

public:
    using vertex = Index;
    using state = Index;
    using move_type = sg::move<Index>;

    // memory_limit: a budget in bytes for the labelling (memory_used() kept, and the
    // work arrays while it runs: detail::loopy_labels::solve_bytes, 7 Index words a
    // vertex slot and 1 an edge); a graph that needs more throws limit_error (kind
    // bytes, reached() the bytes needed) before anything is allocated.
    explicit basic_loopy_grundy(const basic_digraph<Index>& g, std::size_t memory_limit = detail::memory_budget::unlimited)
        : g_(&g) {
        const std::size_t slots = g.offsets().size() - 1;
        const std::size_t need = detail::loopy_labels<Index>::solve_bytes(slots, g.edge_count());
        if (need > memory_limit)
            detail::throw_memory_limit("sg::loopy_grundy", memory_limit, need, true,
                                       "construct it again with a larger budget");
        labels_.solve(slots, g.offsets(), g.targets());
    }

    [[nodiscard]] const basic_digraph<Index>& graph() const noexcept { return *g_; }

    // Is v's value finite? Its counter (the labelling order: see detail::loopy_labels).
    // Unchecked.
    [[nodiscard]] bool is_finite(Index v) const noexcept { return labels_.is_finite(v); }
    [[nodiscard]] nimber counter(Index v) const noexcept { return labels_.counter(v); }
    // Number of values computed: one a vertex.
    [[nodiscard]] std::size_t size() const noexcept { return g_->vertex_count(); }
    // Bytes kept besides the graph: a value and a counter a vertex.
    [[nodiscard]] std::size_t memory_used() const noexcept { return labels_.memory_bytes(); }

private:
    auto succ() const {
        return [g = g_](std::size_t v) { return g->successors(static_cast<Index>(v)); };
    }
    const detail::loopy_labels<Index>& labels() const noexcept { return labels_; }
    Index state_at(std::size_t v) const noexcept { return static_cast<Index>(v); }
    template <class R>
    std::vector<std::size_t> ids(const R& tokens) const {
        std::vector<std::size_t> out;
        for (const Index& v : tokens) {
            g_->check_vertex(v, "token vertex");
            out.push_back(static_cast<std::size_t>(v));
        }
        return out;
    }

    const basic_digraph<Index>* g_;
    detail::loopy_labels<Index> labels_;
};

using loopy_grundy = basic_loopy_grundy<std::uint32_t>;

template <class Index>
basic_loopy_grundy(const basic_digraph<Index>&) -> basic_loopy_grundy<Index>;

// Generalised Sprague–Grundy values of any impartial game, cycles allowed. Asking about
// a state not seen before explores every state reachable from it (breadth first,
// storing each state once and its moves as a graph), then labels the explored graph
// again from scratch, O((R+1)(V+E)) for V explored states and E moves; asking about
// explored states costs no search. Explore all the states of interest at once
// (explore({a, b, c})) to label only once. Moves must lead to single states (a move
// to a sum of states, emit(t1, t2) or emit(), throws sg::error). More than
// state_limit() explored states throw sg::limit_error and leave the explored set as it
// was before the call. The queries are those of sg::loopy_grundy, on states of the game
// (not const: they explore).
template <class Game>
class loopy : public detail::loopy_queries<loopy<Game>, typename detail::state_or_none<Game>::type, false>,
              public detail::memory_budget {
    static_assert(check_game<Game>());
    friend class detail::loopy_queries<loopy<Game>, typename detail::state_or_none<Game>::type, false>;

public:
    using game_type = Game;
    using state = typename detail::state_or_none<Game>::type;
    using move_type = sg::move<state>;
    using id_type = std::uint32_t;

    explicit loopy(Game game = Game{}, std::size_t state_limit = std::numeric_limits<std::size_t>::max())
        : game_(std::move(game)), states_(game_), limit_(std::min(state_limit, max_states)) {}

    [[nodiscard]] const Game& game() const noexcept { return game_; }

    // Explores the states reachable from s, or from each state of a range.
    void explore(const state& s) { explore(std::span<const state>(&s, 1)); }
    void explore(std::initializer_list<state> starts) {
        explore(std::span<const state>(starts.begin(), starts.size()));
    }
    template <range_of_states<state> R>
    void explore(R&& starts) {
        const std::size_t old_n = states_.size(), old_m = targets_.size();
        try {
            for (const state& s : starts) (void)intern(s);
            for (; offsets_.size() <= states_.size(); offsets_.push_back(static_cast<id_type>(targets_.size()))) {
                check_growth("sg::loopy", *this, 0);
                const state s = states_[offsets_.size() - 1];
                game_.moves(s, [&](const auto&... parts) {
                    if constexpr (detail::one_fixed_part<state, std::remove_cvref_t<decltype(parts)>...>) {
                        const id_type t = intern(detail::as_state<state>(parts...));
                        targets_.push_back(t);
                    } else {  // a split, or a range of parts: one part is still a move
                        const std::vector<state> to = detail::parts_of<state>(parts...);
                        if (to.size() != 1) throw_split(s, to.size());
                        targets_.push_back(intern(to[0]));
                    }
                });
            }
            if (states_.size() != old_n)
                check_growth("sg::loopy", *this,
                             detail::loopy_labels<id_type>::solve_bytes(states_.size(), targets_.size()));
        } catch (...) {
            states_.truncate(game_, old_n);
            offsets_.resize(old_n + 1);
            targets_.resize(old_m);
            throw;
        }
        if (states_.size() != old_n) labels_.solve(states_.size(), std::span<const id_type>(offsets_), std::span<const id_type>(targets_));
    }

    // The explored graph: states in the order found, and each one's followers by
    // position in states().
    [[nodiscard]] const std::vector<state>& states() const noexcept { return states_.states(); }
    [[nodiscard]] std::span<const id_type> successors(std::size_t i) const noexcept {
        return {targets_.data() + offsets_[i], targets_.data() + offsets_[i + 1]};
    }
    // Value of the i-th explored state.
    [[nodiscard]] loopy_value value_at(std::size_t i) const { return labels_.value(i, succ()); }

    // Number of explored states (each with its value).
    [[nodiscard]] std::size_t size() const noexcept { return states_.size(); }
    void clear() {
        states_.clear();
        offsets_.assign(1, 0);
        targets_.clear();
        labels_ = {};
    }
    [[nodiscard]] std::size_t state_limit() const noexcept { return limit_; }
    void set_state_limit(std::size_t n) noexcept { limit_ = std::min(n, max_states); }

    // Bytes held: the interner (map and states), the explored graph (offsets and
    // targets) and the labels (a value and a counter a state), by their vectors'
    // capacities. set_memory_limit(bytes) (memory_limit(); none by default): checked as
    // each state is found and listed, and before the graph is labelled again with what
    // the labelling allocates (7 words a state, 1 a move: the reverse graph and work
    // arrays); past the budget explore() throws limit_error (kind bytes, reached() the
    // figure) and leaves the explored set as it was before the call.
    [[nodiscard]] std::size_t memory_used() const noexcept {
        return states_.memory_bytes() + detail::bytes_of_all(offsets_, targets_) + labels_.memory_bytes();
    }

private:
    static constexpr std::size_t max_states = std::numeric_limits<id_type>::max() - 2;

    id_type intern(const state& s) {
        const id_type known = states_.find(game_, s);
        if (known != states_.none) return known;
        if (states_.size() >= limit_)
            detail::throw_state_limit("sg::loopy", limit_, "explored states");
        check_growth("sg::loopy", *this, states_);
        return states_.add(game_, s);
    }

    template <class R>
    std::vector<std::size_t> ids(const R& components) {
        explore(components);
        std::vector<std::size_t> out;
        for (const state& s : components) out.push_back(static_cast<std::size_t>(states_.find(game_, s)));
        return out;
    }
    auto succ() const {
        return [this](std::size_t i) { return successors(i); };
    }
    const detail::loopy_labels<id_type>& labels() const noexcept { return labels_; }
    const state& state_at(std::size_t i) const noexcept { return states_[i]; }

    [[noreturn]] static void throw_split(const state& s, std::size_t parts) {
        std::string msg = "sg::loopy: state ";
        if constexpr (detail::printable<state>())
            msg += detail::to_text(s) + " ";
        msg += "has a move to a sum of " + std::to_string(parts) +
               " states; loopy games support moves to single states only";
        throw error(msg);
    }

    Game game_;
    detail::interner<Game, id_type> states_;  // state <-> position in states()
    std::size_t limit_;
    std::vector<id_type> offsets_ = {0};
    std::vector<id_type> targets_;
    detail::loopy_labels<id_type> labels_;
};

template <class Game>
loopy(Game) -> loopy<Game>;
template <class Game>
loopy(Game, std::size_t) -> loopy<Game>;

}  // namespace sg

#include "detail/query_shapes_end.hpp"
