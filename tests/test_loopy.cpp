#include <sg/games/digraph.hpp>
#include <sg/loopy.hpp>

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "sg_catch.hpp"
#include "range_games.hpp"

namespace {

using edge_list = std::vector<std::pair<int, int>>;
using tuple = std::vector<std::uint32_t>;

// A random graph with cycles and self-loops on base .. base+n-1.
edge_list random_graph(std::mt19937& rng, int n, int m, int base) {
    std::uniform_int_distribution<int> pick(base, base + n - 1);
    edge_list e;
    for (int k = 0; k < m; ++k) e.emplace_back(pick(rng), pick(rng));
    return e;
}

// Whole-game retrograde analysis over the tuple of all k token positions: a position
// is won if some move leads to a lost one, lost if every move leads to a won one
// (terminal positions are lost), drawn if neither ever becomes true. No values, no
// sum rule.
struct tuple_retrograde {
    const sg::digraph& g;
    std::size_t k;
    std::vector<tuple> positions;
    std::map<tuple, std::size_t> index;
    std::vector<sg::outcome> result;

    tuple_retrograde(const sg::digraph& graph, std::size_t tokens) : g(graph), k(tokens) {
        tuple t(k, static_cast<std::uint32_t>(g.base()));
        const auto last = static_cast<std::uint32_t>(g.base() + g.vertex_count() - 1);
        for (;;) {
            index[t] = positions.size();
            positions.push_back(t);
            std::size_t i = 0;
            while (i < k && t[i] == last) t[i++] = static_cast<std::uint32_t>(g.base());
            if (i == k) break;
            ++t[i];
        }
        std::vector<int> known(positions.size(), -1);  // -1 unknown, 0 lost, 1 won
        for (bool changed = true; changed;) {
            changed = false;
            for (std::size_t p = 0; p < positions.size(); ++p) {
                if (known[p] != -1) continue;
                bool some_lost = false, all_won = true;
                for (const tuple& q : moves(positions[p])) {
                    const int r = known[index.at(q)];
                    some_lost |= r == 0;
                    all_won &= r == 1;
                }
                if (some_lost || all_won) {
                    known[p] = some_lost ? 1 : 0;
                    changed = true;
                }
            }
        }
        for (int r : known) result.push_back(r == 1 ? sg::outcome::win : r == 0 ? sg::outcome::lose : sg::outcome::draw);
    }

    std::vector<tuple> moves(const tuple& t) const {
        std::vector<tuple> out;
        for (std::size_t i = 0; i < k; ++i)
            for (std::uint32_t w : g.successors(t[i])) {
                tuple u = t;
                u[i] = w;
                out.push_back(u);
            }
        return out;
    }
    sg::outcome operator()(const tuple& t) const { return result[index.at(t)]; }
};

// The tuple after a move.
tuple after(tuple t, const sg::move<std::uint32_t>& m) {
    t[m.component] = m.to.at(0);
    return t;
}

bool is_edge(const sg::digraph& g, std::uint32_t from, std::uint32_t to) {
    const auto s = g.successors(from);
    return std::find(s.begin(), s.end(), to) != s.end();
}

// Plays winning_move against every reply: the graph of lost positions reached this way
// (a lost position -> our answer to each reply) must have no cycle, so the win comes in
// finitely many moves whatever the opponent does.
bool strategy_terminates(const sg::loopy_grundy& L, const tuple_retrograde& brute) {
    std::vector<int> colour(brute.positions.size(), 0);
    std::vector<std::pair<std::size_t, std::size_t>> path;  // position, next reply
    for (std::size_t s = 0; s < brute.positions.size(); ++s) {
        if (brute.result[s] != sg::outcome::lose || colour[s] != 0) continue;
        path.push_back({s, 0});
        colour[s] = 1;
        while (!path.empty()) {
            auto& [p, r] = path.back();
            const auto replies = brute.moves(brute.positions[p]);
            if (r == replies.size()) {
                colour[p] = 2;
                path.pop_back();
                continue;
            }
            const tuple& reply = replies[r++];
            const auto answer = L.winning_move(reply);
            if (!answer) return false;
            const std::size_t q = brute.index.at(after(reply, *answer));
            if (brute.result[q] != sg::outcome::lose) return false;
            if (colour[q] == 1) return false;  // the play can go round forever
            if (colour[q] == 0) {
                colour[q] = 1;
                path.push_back({q, 0});
            }
        }
    }
    return true;
}

using move_set = std::set<std::pair<std::size_t, std::vector<std::uint32_t>>>;

// The brute force's winning moves of t: the moves to a position it finds lost.
move_set brute_winning_moves(const sg::digraph& g, const tuple_retrograde& brute, const tuple& t) {
    move_set out;
    for (std::size_t i = 0; i < t.size(); ++i)
        for (std::uint32_t w : g.successors(t[i])) {
            tuple u = t;
            u[i] = w;
            if (brute(u) == sg::outcome::lose) out.emplace(i, std::vector<std::uint32_t>{w});
        }
    return out;
}

template <class State>
move_set as_set(const std::vector<sg::move<State>>& moves) {
    move_set out;
    for (const auto& m : moves) out.emplace(m.component, std::vector<std::uint32_t>(m.to.begin(), m.to.end()));
    return out;
}

// The states as a braced list (1 to 3 of them) given to f.
template <class State, class F>
auto with_list(const std::vector<State>& t, F&& f) {
    if (t.size() == 1) return f({t[0]});
    if (t.size() == 2) return f({t[0], t[1]});
    return f({t[0], t[1], t[2]});
}

// Every query of solver S (loopy_grundy or loopy<Game>) on the tokens `states` (as
// S's states) against the brute force on the same tuple t.
template <class S, class State>
void check_queries(S& L, const sg::digraph& g, const tuple_retrograde& brute, const tuple& t,
                   const std::vector<State>& states) {
    using list = std::initializer_list<State>;
    const sg::outcome want = brute(t);
    const move_set moves = brute_winning_moves(g, brute, t);
    CHECK(L.outcome(states) == want);
    CHECK(L.value(states).outcome() == want);
    CHECK(L.wins(states) == (want == sg::outcome::win));
    const auto all = L.winning_moves(states);
    CHECK(as_set(all) == moves);
    CHECK(all.size() == moves.size());
    CHECK(L.count_winning_moves(states) == moves.size());
    const auto first = L.winning_move(states);
    REQUIRE(first.has_value() == (want == sg::outcome::win));
    if (first) CHECK(*first == all.front());  // the terminating choice is listed first
    CHECK(with_list(states, [&](list l) { return L.outcome(l); }) == want);
    CHECK(with_list(states, [&](list l) { return L.value(l); }) == L.value(states));
    CHECK(with_list(states, [&](list l) { return L.wins(l); }) == (want == sg::outcome::win));
    CHECK(as_set(with_list(states, [&](list l) { return L.winning_moves(l); })) == moves);
    CHECK(with_list(states, [&](list l) { return L.count_winning_moves(l); }) == moves.size());
    CHECK(with_list(states, [&](list l) { return L.winning_move(l); }) == first);
    if (states.size() == 1) {  // one token: the single-state overloads
        const State v = states[0];
        CHECK(L.outcome(v) == want);
        CHECK(L(v) == L.value(states));
        CHECK(L.wins(v) == (want == sg::outcome::win));
        CHECK(as_set(L.winning_moves(v)) == moves);
        CHECK(L.count_winning_moves(v) == moves.size());
        CHECK(L.winning_move(v) == first);
        for (sg::nimber x = 0; x <= 2; ++x) {  // moves to a vertex of finite value x
            std::set<std::vector<std::uint32_t>> to;
            for (std::uint32_t w : g.successors(t[0]))
                if (L.value(static_cast<State>(w)) == sg::loopy_value::finite(x)) to.insert({w});
            const auto got = L.moves_to_value(v, x);
            std::set<std::vector<std::uint32_t>> got_set;
            for (const auto& m : got) got_set.insert(std::vector<std::uint32_t>(m.begin(), m.end()));
            CHECK(got_set == to);
            CHECK(got.size() == to.size());
            CHECK(L.move_to_value(v, x).has_value() == !to.empty());
        }
    }
}

struct table_game {  // the same graph, seen as a game on ints
    using state = int;
    const sg::digraph* g;
    void moves(int v, auto&& emit) const {
        for (std::uint32_t t : g->successors(static_cast<std::uint32_t>(v))) emit(static_cast<int>(t));
    }
};

struct dense_table_game : table_game {
    std::size_t size() const { return g->offsets().size() - 1; }
    std::size_t index(int v) const { return static_cast<std::size_t>(v); }
};

struct counter_game {  // n -> n+1 forever, and n -> 0 when n is even: 0 is never reached lost
    using state = long;
    void moves(long n, auto&& emit) const {
        emit(n + 1);
        if (n % 2 == 0 && n > 0) emit(0L);
    }
};

struct splitting {
    using state = int;
    void moves(int n, auto&& emit) const {
        if (n >= 2) emit(1, n - 1);
    }
};

}  // namespace

TEST_CASE("loopy_value: outcomes, the sum rule, printing") {
    using sg::loopy_value;
    CHECK(loopy_value{}.outcome() == sg::outcome::lose);
    CHECK(loopy_value::finite(3).outcome() == sg::outcome::win);
    CHECK(loopy_value::infinity({2, 0}).outcome() == sg::outcome::win);
    CHECK(loopy_value::infinity({1, 2}).outcome() == sg::outcome::draw);
    CHECK(loopy_value::infinity({}).outcome() == sg::outcome::draw);
    CHECK(loopy_value::finite(5) + loopy_value::finite(3) == loopy_value::finite(6));
    CHECK(loopy_value::infinity({0, 2}) + loopy_value::finite(2) == loopy_value::infinity({0, 2}));
    CHECK(loopy_value::finite(1) + loopy_value::infinity({0, 3}) == loopy_value::infinity({1, 2}));
    CHECK(loopy_value::infinity({0}) + loopy_value::infinity({0}) == loopy_value::infinity({}));
    CHECK(to_string(loopy_value::infinity({2, 0, 2})) == "inf{0,2}");
    CHECK(to_string(loopy_value::finite(7)) == "7");
    CHECK(loopy_value::infinity({1}).finite_options() == std::vector<sg::nimber>{1});
}

TEST_CASE("loopy_grundy: small graphs by hand") {
    // 1 <-> 2 and 2 -> 3: from 2 moving to 3 wins, so 1 is lost and 2 is won.
    const sg::digraph a(3, {{1, 2}, {2, 1}, {2, 3}}, 1);
    const sg::loopy_grundy La(a);
    CHECK(La.value(3) == sg::loopy_value::finite(0));
    CHECK(La.value(2) == sg::loopy_value::finite(1));
    CHECK(La.value(1) == sg::loopy_value::finite(0));
    CHECK(La.outcome(1) == sg::outcome::lose);
    const auto m = La.winning_move({2});
    REQUIRE(m);
    CHECK(m->to == std::vector<std::uint32_t>{3});  // not back to 1, which would loop

    // A self-loop alone is a draw; with an exit to a terminal vertex it is a win.
    const sg::digraph b(3, {{0, 0}, {1, 1}, {1, 2}});
    const sg::loopy_grundy Lb(b);
    CHECK(Lb.value(0) == sg::loopy_value::infinity({}));
    CHECK(Lb.value(1) == sg::loopy_value::infinity({0}));
    CHECK(Lb.outcome({0}) == sg::outcome::draw);
    CHECK(Lb.outcome({1}) == sg::outcome::win);
    CHECK(Lb.outcome({0, 1}) == sg::outcome::draw);
    CHECK(Lb.value({1, 2}) == sg::loopy_value::infinity({0}));
    CHECK(Lb.drawing_move({0}) == sg::move<std::uint32_t>{0, {0}});
    CHECK(!Lb.winning_move({0}));
    CHECK(!Lb.drawing_move({2}));
    CHECK(!Lb.best_move({2}));
    CHECK(Lb.best_move({1}) == sg::move<std::uint32_t>{0, {2}});
    CHECK_THROWS_AS(Lb.value(3), sg::error);
    CHECK_THROWS_AS(Lb.outcome({0, 7}), sg::error);
}

TEST_CASE("loopy_grundy: random graphs with cycles against whole-game retrograde analysis") {
    std::mt19937 rng(4242);
    int draws = 0, wins = 0, losses = 0;
    for (int round = 0; round < 160; ++round) {
        const int n = 1 + static_cast<int>(rng() % 7);
        const int m = static_cast<int>(rng() % static_cast<unsigned>(2 * n + 2));
        const int base = static_cast<int>(rng() % 2);
        const sg::digraph g(static_cast<std::size_t>(n), random_graph(rng, n, m, base), static_cast<unsigned>(base));
        const sg::loopy_grundy L(g);
        for (std::size_t k = 1; k <= 3; ++k) {
            if (k == 3 && n > 5) continue;
            const tuple_retrograde brute(g, k);
            for (const tuple& t : brute.positions) {
                const sg::outcome want = brute(t);
                CAPTURE(round, k, t);
                CHECK(L.outcome(t) == want);
                CHECK(L.value(t).outcome() == want);
                draws += want == sg::outcome::draw;
                wins += want == sg::outcome::win;
                losses += want == sg::outcome::lose;
                const auto w = L.winning_move(t);
                const auto d = L.drawing_move(t);
                const auto b = L.best_move(t);
                CHECK(w.has_value() == (want == sg::outcome::win));
                CHECK(d.has_value() == (want == sg::outcome::draw));
                CHECK(b == (w ? w : d));
                for (const auto& mv : {w, d}) {
                    if (!mv) continue;
                    REQUIRE(mv->component < t.size());
                    CHECK(is_edge(g, t[mv->component], mv->to.at(0)));
                }
                if (w) CHECK(brute(after(t, *w)) == sg::outcome::lose);
                if (d) CHECK(brute(after(t, *d)) == sg::outcome::draw);
            }
            CHECK(strategy_terminates(L, brute));
        }
    }
    // The random graphs exercise all three outcomes.
    CHECK(draws > 100);
    CHECK(wins > 100);
    CHECK(losses > 100);
}

TEST_CASE("loopy_grundy: on acyclic graphs the values are the Grundy values") {
    std::mt19937 rng(99);
    for (int round = 0; round < 100; ++round) {
        const int n = 1 + static_cast<int>(rng() % 30);
        edge_list e;
        for (int k = 0; k < 3 * n; ++k) {
            const int a = static_cast<int>(rng() % static_cast<unsigned>(n));
            const int b = static_cast<int>(rng() % static_cast<unsigned>(n));
            if (a < b) e.emplace_back(a, b);
        }
        const sg::digraph g(static_cast<std::size_t>(n), e);
        const sg::dag_grundy d(g);
        const sg::loopy_grundy L(g);
        for (std::uint32_t v : g.vertices()) CHECK(L.value(v) == sg::loopy_value::finite(d[v]));
    }
}

TEST_CASE("loopy<Game>: any game, explored from the states asked about") {
    std::mt19937 rng(5);
    for (int round = 0; round < 60; ++round) {
        const int n = 1 + static_cast<int>(rng() % 9);
        const sg::digraph g(static_cast<std::size_t>(n), random_graph(rng, n, 2 * n, 0));
        const sg::loopy_grundy L(g);
        sg::loopy<table_game> lazy{table_game{&g}};
        sg::loopy<dense_table_game> dense{dense_table_game{{&g}}};
        for (int v = n - 1; v >= 0; --v) {
            CHECK(lazy.value(v) == L.value(static_cast<std::uint32_t>(v)));  // explores a little more each time
            CHECK(dense.value(v) == L.value(static_cast<std::uint32_t>(v)));
        }
        CHECK(lazy.size() == static_cast<std::size_t>(n));
        for (int q = 0; q < 10; ++q) {
            const std::vector<int> s = {static_cast<int>(rng() % static_cast<unsigned>(n)),
                                        static_cast<int>(rng() % static_cast<unsigned>(n))};
            const tuple t(s.begin(), s.end());
            CHECK(lazy.outcome(s) == L.outcome(t));
            const auto a = lazy.best_move(s);
            const auto b = L.best_move(t);
            REQUIRE(a.has_value() == b.has_value());
            if (a) {  // the labelling orders differ, so the moves may too; their effect may not
                tuple ta = t;
                ta[a->component] = static_cast<std::uint32_t>(a->to.at(0));
                CHECK(is_edge(g, t[a->component], ta[a->component]));
                CHECK(L.outcome(ta) == L.outcome(after(t, *b)));
            }
        }
    }
}

TEST_CASE("loopy<Game>: state limit, splits, clear") {
    sg::loopy<counter_game> c{counter_game{}, 100};
    CHECK_THROWS_AS(c.value(1), sg::limit_error);  // n -> n+1 never ends
    CHECK(c.size() == 0);                          // left as before the call
    CHECK(c.state_limit() == 100);

    sg::loopy<splitting> s;
    CHECK(s.value(1) == sg::loopy_value::finite(0));
    try {
        (void)s.value(3);
        FAIL("no throw");
    } catch (const sg::error& e) {
        CHECK(std::string(e.what()).find("state 3 has a move to a sum of 2 states") != std::string::npos);
    }
    CHECK(s.size() == 1);  // the failed exploration was rolled back

    const sg::digraph g(4, {{0, 1}, {1, 2}, {2, 0}, {2, 3}});
    sg::loopy<table_game> L{table_game{&g}, 3};
    CHECK_THROWS_AS(L.explore({0}), sg::limit_error);
    L.set_state_limit(4);
    L.explore({0});
    CHECK(L.size() == 4);
    CHECK(L.value(1) == sg::loopy_value::finite(0));
    CHECK(L.value(2) == sg::loopy_value::finite(2));
    CHECK(L.states().front() == 0);
    L.clear();
    CHECK(L.size() == 0);
    CHECK(L.outcome({1, 1}) == sg::outcome::lose);
}

TEST_CASE("loopy_grundy and loopy<Game>: every query against whole-game retrograde analysis") {
    std::mt19937 rng(909);
    for (int round = 0; round < 60; ++round) {
        const int n = 1 + static_cast<int>(rng() % 6);
        const sg::digraph g(static_cast<std::size_t>(n), random_graph(rng, n, 2 * n, 0));
        const sg::loopy_grundy L(g);  // const: the hooks are const
        sg::loopy<table_game> lazy{table_game{&g}};
        for (std::size_t k = 1; k <= 3; ++k) {
            const tuple_retrograde brute(g, k);
            for (const tuple& t : brute.positions) {
                CAPTURE(t);
                check_queries(L, g, brute, t, t);
                check_queries(lazy, g, brute, t, std::vector<int>(t.begin(), t.end()));
            }
        }
    }
}

TEST_CASE("loopy: a move given as a range of one state is a move; more parts are a split") {
    sg::loopy<sg_test::fixed_single> fixed;
    sg::loopy<sg_test::range_single> ranged;
    for (int n = 0; n <= 30; ++n) CHECK(ranged.value(n) == fixed.value(n));
    sg::loopy<sg_test::range_parts> split;
    CHECK(split.value(2) == sg::loopy_value::finite(2));  // 2 -> 1, 0 only: no split yet
    CHECK_THROWS_AS((void)split.value(3), sg::error);      // 3 -> 1 + 1
}

TEST_CASE("loopy: actions named by moves change no value") {
    sg::loopy<sg_test::labelled_single> named;
    sg::loopy<sg_test::fixed_single> plain;
    for (int n = 0; n <= 30; ++n) CHECK(named.value(n) == plain.value(n));
}
