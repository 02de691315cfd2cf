#include <sg/games/digraph.hpp>
#include <sg/grundy.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <map>
#include <set>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "messages.hpp"
#include "sg_catch.hpp"
#include "whole_sum.hpp"

namespace {

using edge_list = std::vector<std::pair<int, int>>;

// A random DAG on vertices base .. base+n-1: edges go forward in a random order of the
// vertices; parallel edges happen.
edge_list random_dag(std::mt19937& rng, int n, int m, int base) {
    std::vector<int> perm(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) perm[static_cast<std::size_t>(i)] = i + base;
    std::shuffle(perm.begin(), perm.end(), rng);
    edge_list e;
    if (n < 2) return e;
    std::uniform_int_distribution<int> pick(0, n - 1);
    for (int k = 0; k < m; ++k) {
        int a = pick(rng), b = pick(rng);
        if (a == b) continue;
        if (a > b) std::swap(a, b);
        e.emplace_back(perm[static_cast<std::size_t>(a)], perm[static_cast<std::size_t>(b)]);
    }
    return e;
}

// Whole-game brute force: the position is the multiset of all token positions, searched
// as one game (tests/support/whole_sum.hpp) along the graph's edges. No Grundy values,
// no XOR.
auto tuple_minimax(const sg::digraph& g) {
    auto moves = [&g](std::uint32_t v, auto&& emit) {
        for (std::uint32_t t : g.successors(v)) emit(t);
    };
    return sg_test::whole_sum_search<std::uint32_t, decltype(moves)>(moves);
}

// Independent single-token reference: mex by definition over a recursion.
sg::nimber naive_value(const sg::digraph& g, std::uint32_t v, std::map<std::uint32_t, sg::nimber>& memo) {
    if (auto it = memo.find(v); it != memo.end()) return it->second;
    std::vector<sg::nimber> seen;
    for (std::uint32_t t : g.successors(v)) seen.push_back(naive_value(g, t, memo));
    sg::nimber m = 0;
    while (std::find(seen.begin(), seen.end(), m) != seen.end()) ++m;
    memo[v] = m;
    return m;
}

// The vertices named by a cycle_error message "... : a -> b -> ... -> a; ...".
std::vector<std::uint32_t> cycle_in_message(const std::string& what) {
    const auto start = what.find(": ", what.find("cycle")) + 2;
    const auto end = what.find(';', start);
    std::istringstream in(what.substr(start, end - start));
    std::vector<std::uint32_t> out;
    std::string arrow;
    std::uint32_t v = 0;
    while (in >> v) {
        out.push_back(v);
        in >> arrow;
    }
    return out;
}

using sg_test::has;
using sg_test::message_of;

using move_set = std::set<std::pair<std::size_t, std::vector<std::uint32_t>>>;
move_set as_set(const std::vector<sg::move<std::uint32_t>>& moves) {
    move_set out;
    for (const auto& m : moves) out.emplace(m.component, m.to);
    return out;
}

// The tokens as a braced list (1 to 3 of them) given to f.
template <class F>
auto with_list(const std::vector<std::uint32_t>& t, F&& f) {
    if (t.size() == 1) return f({t[0]});
    if (t.size() == 2) return f({t[0], t[1]});
    return f({t[0], t[1], t[2]});
}

}  // namespace

TEST_CASE("digraph: CSR from an edge list, 0- and 1-based") {
    const edge_list e = {{2, 3}, {1, 2}, {1, 3}, {2, 3}, {3, 3}};
    const sg::digraph g(3, e, 1);
    CHECK(g.vertex_count() == 3);
    CHECK(g.edge_count() == 5);
    CHECK(g.base() == 1);
    CHECK(std::vector<std::uint32_t>(g.vertices().begin(), g.vertices().end()) ==
          std::vector<std::uint32_t>{1, 2, 3});
    const auto s1 = g.successors(1), s2 = g.successors(2), s3 = g.successors(3);
    CHECK(std::vector<std::uint32_t>(s1.begin(), s1.end()) == std::vector<std::uint32_t>{2, 3});
    CHECK(std::vector<std::uint32_t>(s2.begin(), s2.end()) == std::vector<std::uint32_t>{3, 3});  // kept twice
    CHECK(std::vector<std::uint32_t>(s3.begin(), s3.end()) == std::vector<std::uint32_t>{3});     // self-loop
    CHECK(g.out_degree(2) == 2);
    CHECK(g.offsets().size() == 5);  // slot 0 unused, then 1..3, then the end
    CHECK(!g.contains(0));
    CHECK(g.contains(3));
    CHECK(!g.contains(4));

    const sg::digraph h(4, {{0, 1}, {0, 2}, {3, 0}});
    CHECK(h.base() == 0);
    CHECK(h.out_degree(0) == 2);
    CHECK(h.out_degree(3) == 1);
    CHECK(h.successors(3)[0] == 0);

    const sg::digraph empty;
    CHECK(empty.vertex_count() == 0);
    CHECK(empty.edge_count() == 0);
    const sg::digraph64 wide(2, std::vector<std::array<long, 2>>{{0, 1}});
    CHECK(wide.successors(0)[0] == 1);
}

TEST_CASE("digraph: bad edges and vertices are reported") {
    const std::string bad = message_of<sg::error>([] { sg::digraph(3, edge_list{{1, 2}, {3, 4}}, 1); });
    CHECK(has(bad, "edge number 2"));
    CHECK(has(bad, "target 4 is outside 1..3"));
    CHECK(has(message_of<sg::error>([] { sg::digraph(3, edge_list{{-1, 2}}); }), "source -1"));
    CHECK(has(message_of<sg::error>([] { sg::digraph(3, edge_list{{0, 1}}, 1); }), "source 0"));
    CHECK_THROWS_AS(sg::digraph(3, edge_list{}, 2), sg::error);
    // 2^32 - 1 vertices and the end marker pass the 32-bit index (n is a size_t, 32 bits on some targets).
    CHECK_THROWS_AS(sg::digraph(std::size_t{std::numeric_limits<std::uint32_t>::max()}, edge_list{}), sg::limit_error);
    const sg::digraph g(2, edge_list{{1, 2}}, 1);
    const sg::dag_grundy d(g);
    CHECK(has(message_of<sg::error>([&] { (void)d.value(3); }), "vertex 3 is outside 1..2"));
    CHECK(has(message_of<sg::error>([&] { (void)d.value(std::vector<std::uint32_t>{1, 5}); }), "vertex 5 is outside 1..2"));
    CHECK_THROWS_AS(d.value(0), sg::error);
}

TEST_CASE("dag_grundy: a path and a known small graph") {
    // The path 0 -> 1 -> ... -> n-1 has values alternating 1, 0 from the end.
    const int n = 200'000;
    edge_list e;
    for (int i = 0; i + 1 < n; ++i) e.emplace_back(i, i + 1);
    const sg::digraph path(n, e);
    const sg::dag_grundy d(path);
    for (int i = 0; i < n; ++i) CHECK(d[static_cast<std::uint32_t>(i)] == static_cast<sg::nimber>((n - 1 - i) % 2));

    // Vertex 1 -> {2, 3, 4}, 2 -> {3, 4}, 3 -> {4}: values 3, 2, 1, 0 (Nim heaps).
    const sg::digraph nim(4, {{1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}, 1);
    const sg::dag_grundy v(nim);
    CHECK(v[1] == 3);
    CHECK(v[2] == 2);
    CHECK(v[3] == 1);
    CHECK(v[4] == 0);
    CHECK(v.value({1, 2}) == 1);
    CHECK(v.outcome({1, 2, 3}) == sg::outcome::lose);
    CHECK(v.wins({1, 1, 2}));
    const auto m = v.winning_move({1, 2});
    REQUIRE(m);
    CHECK(m->component == 0);
    CHECK(m->to == std::vector<std::uint32_t>{2});
    CHECK(!v.winning_move({1, 2, 3}));
}

TEST_CASE("dag_grundy: random DAGs against whole-game minimax and the generic solver") {
    std::mt19937 rng(20240601);
    for (int round = 0; round < 300; ++round) {
        const int n = 1 + static_cast<int>(rng() % 9);
        const int m = static_cast<int>(rng() % static_cast<unsigned>(3 * n + 1));
        const int base = static_cast<int>(rng() % 2);
        const sg::digraph g(static_cast<std::size_t>(n), random_dag(rng, n, m, base), static_cast<unsigned>(base));
        const sg::dag_grundy d(g);
        sg::grundy<sg::digraph> generic{g};
        std::map<std::uint32_t, sg::nimber> naive;
        for (std::uint32_t v : g.vertices()) {
            CHECK(d[v] == naive_value(g, v, naive));
            CHECK(generic(v) == d[v]);
        }
        auto brute = tuple_minimax(g);
        std::uniform_int_distribution<std::uint32_t> pick(static_cast<std::uint32_t>(base),
                                                          static_cast<std::uint32_t>(base + n - 1));
        for (int q = 0; q < 20; ++q) {
            std::vector<std::uint32_t> tokens(1 + rng() % 3);
            for (auto& t : tokens) t = pick(rng);
            const bool win = brute.wins(tokens);
            CHECK(d.wins(tokens) == win);
            CHECK(generic.wins(tokens) == win);
            CHECK(d.outcome(tokens) == (win ? sg::outcome::win : sg::outcome::lose));
            const auto mv = d.winning_move(tokens);
            CHECK(mv.has_value() == win);
            if (mv) {
                REQUIRE(mv->component < tokens.size());
                REQUIRE(mv->to.size() == 1);
                const auto succ = g.successors(tokens[mv->component]);
                CHECK(std::find(succ.begin(), succ.end(), mv->to[0]) != succ.end());
                auto next = tokens;
                next[mv->component] = mv->to[0];
                CHECK(!brute.wins(next));
            }
        }
    }
}

TEST_CASE("dag_grundy: a cycle is reported with its vertices") {
    std::mt19937 rng(77);
    for (int round = 0; round < 200; ++round) {
        const int n = 2 + static_cast<int>(rng() % 8);
        const int base = static_cast<int>(rng() % 2);
        edge_list e = random_dag(rng, n, 2 * n, base);
        // Close a cycle: an edge back along a path, or a self-loop.
        const int a = base + static_cast<int>(rng() % static_cast<unsigned>(n));
        if (round % 5 == 0) {
            e.emplace_back(a, a);
        } else {
            e.emplace_back(a, a == base ? base + n - 1 : a - 1);
            e.emplace_back(a == base ? base + n - 1 : a - 1, a);
        }
        std::shuffle(e.begin(), e.end(), rng);
        const sg::digraph g(static_cast<std::size_t>(n), e, static_cast<unsigned>(base));
        try {
            const sg::dag_grundy d(g);
            FAIL("no cycle_error");
        } catch (const sg::cycle_error& err) {
            const auto cyc = cycle_in_message(err.what());
            REQUIRE(cyc.size() >= 2);
            CHECK(cyc.front() == cyc.back());
            CHECK(err.length() == cyc.size() - 1);
            for (std::size_t k = 0; k + 1 < cyc.size(); ++k) {
                const auto succ = g.successors(cyc[k]);
                CHECK(std::find(succ.begin(), succ.end(), cyc[k + 1]) != succ.end());
            }
            CHECK(std::string(err.what()).find("acyclic") != std::string::npos);
        }
        sg::grundy<sg::digraph> generic{g};
        bool threw = false;
        for (std::uint32_t v : g.vertices()) {
            try {
                (void)generic(v);
            } catch (const sg::cycle_error&) {
                threw = true;
            }
        }
        CHECK(threw);
    }
}

TEST_CASE("dag_grundy: every query for a token, a range and a braced list, against whole-sum search") {
    std::mt19937 rng(4242);
    for (int round = 0; round < 150; ++round) {
        const int n = 1 + static_cast<int>(rng() % 8);
        const int base = static_cast<int>(rng() % 2);
        const sg::digraph g(static_cast<std::size_t>(n), random_dag(rng, n, 3 * n, base), static_cast<unsigned>(base));
        const sg::dag_grundy d(g);  // const: the hooks are const
        CHECK(d.size() == g.vertex_count());
        std::map<std::uint32_t, sg::nimber> naive;
        auto brute = tuple_minimax(g);
        std::uniform_int_distribution<std::uint32_t> pick(static_cast<std::uint32_t>(base),
                                                          static_cast<std::uint32_t>(base + n - 1));
        for (int q = 0; q < 12; ++q) {
            std::vector<std::uint32_t> tokens(1 + rng() % 3);
            for (auto& t : tokens) t = pick(rng);
            CAPTURE(tokens);
            const bool win = brute.wins(tokens);
            const move_set want = brute.winning_moves(tokens);
            sg::nimber x = 0;
            for (auto t : tokens) x ^= naive_value(g, t, naive);
            CHECK((x != 0) == win);
            const sg::outcome o = win ? sg::outcome::win : sg::outcome::lose;
            // a range
            CHECK(d.value(tokens) == x);
            CHECK(d.outcome(tokens) == o);
            CHECK(d.wins(tokens) == win);
            const auto all = d.winning_moves(tokens);
            CHECK(as_set(all) == want);
            CHECK(all.size() == want.size());  // each move once
            CHECK(d.count_winning_moves(tokens) == want.size());
            const auto first = d.winning_move(tokens);
            REQUIRE(first.has_value() == win);
            if (first) CHECK(*first == all.front());
            // a braced list
            CHECK(with_list(tokens, [&](std::initializer_list<std::uint32_t> l) { return d.value(l); }) == x);
            CHECK(with_list(tokens, [&](std::initializer_list<std::uint32_t> l) { return d.outcome(l); }) == o);
            CHECK(with_list(tokens, [&](std::initializer_list<std::uint32_t> l) { return d.wins(l); }) == win);
            CHECK(as_set(with_list(tokens, [&](std::initializer_list<std::uint32_t> l) { return d.winning_moves(l); })) ==
                  want);
            CHECK(with_list(tokens, [&](std::initializer_list<std::uint32_t> l) { return d.count_winning_moves(l); }) ==
                  want.size());
            CHECK(with_list(tokens, [&](std::initializer_list<std::uint32_t> l) { return d.winning_move(l); }) == first);
            // one token
            const std::uint32_t v = tokens[0];
            const bool one_win = brute.wins({v});
            const move_set one_want = brute.winning_moves({v});
            CHECK(d.value(v) == naive_value(g, v, naive));
            CHECK(d(v) == d.value(v));
            CHECK(d.outcome(v) == (one_win ? sg::outcome::win : sg::outcome::lose));
            CHECK(d.wins(v) == one_win);
            CHECK(as_set(d.winning_moves(v)) == one_want);
            CHECK(d.count_winning_moves(v) == one_want.size());
            CHECK(d.winning_move(v).has_value() == one_win);
            // moves to a value: the successors of that value, each vertex once
            for (sg::nimber target = 0; target <= 3; ++target) {
                std::set<std::vector<std::uint32_t>> to;
                for (auto t : g.successors(v))
                    if (naive_value(g, t, naive) == target) to.insert({t});
                const auto got = d.moves_to_value(v, target);
                CHECK(std::set<std::vector<std::uint32_t>>(got.begin(), got.end()) == to);
                CHECK(got.size() == to.size());
                const auto one = d.move_to_value(v, target);
                CHECK(one.has_value() == !to.empty());
                if (one) CHECK(*one == got.front());
            }
        }
    }
}

TEST_CASE("describe_cycle: the one cycle text of the library") {
    CHECK(sg::describe_cycle(std::vector<int>{1, 2, 3}) == "1 -> 2 -> 3 -> 1");
    CHECK(sg::describe_cycle(std::vector<int>{7}) == "7 -> 7");
    CHECK(sg::describe_cycle(std::vector<int>{}).empty());
    std::vector<int> long_cycle(20);
    for (int i = 0; i < 20; ++i) long_cycle[static_cast<std::size_t>(i)] = i;
    CHECK(sg::describe_cycle(long_cycle, {}, 3) == "0 -> 1 -> 2 -> ... -> 0");
    CHECK(sg::describe_cycle(long_cycle, {}, 1) == "0 -> ... -> 0");
    CHECK(sg::describe_cycle(long_cycle, {}, 0) == "... -> 0");
    CHECK(sg::describe_cycle(long_cycle, {}, 20) == sg::describe_cycle(long_cycle, {}, 21));
    CHECK(sg::describe_cycle(std::set<int>{5, 2}) == "2 -> 5 -> 2");  // any range a range-for walks
    CHECK(sg::describe_cycle(std::vector<std::pair<int, int>>{{1, 2}, {3, 4}}) == "(1, 2) -> (3, 4) -> (1, 2)");
    const auto hash_sign = [](std::string& out, int v) { out += '#' + std::to_string(v); };
    CHECK(sg::describe_cycle(std::vector<int>{1, 2}, hash_sign) == "#1 -> #2 -> #1");
}

namespace {
struct streamed {  // printed by its own operator<< only
    int v;
    friend std::ostream& operator<<(std::ostream& os, const streamed& s) { return os << '<' << s.v << '>'; }
};
enum plain_enum { plain_a = 3 };
struct opaque {};

template <class T>
std::string streamed_text(const T& x) {
    std::ostringstream os;
    os << x;
    return os.str();
}

template <class T>
void check_as_stream(const T& x) {
    CAPTURE(streamed_text(x));
    CHECK(sg::describe_cycle(std::vector<T>{x}) == streamed_text(x) + " -> " + streamed_text(x));
}
}  // namespace

TEST_CASE("describe_cycle: an element prints as operator<< writes it, without a stream for integers and text") {
    check_as_stream(true);
    check_as_stream('x');
    check_as_stream(static_cast<signed char>('y'));
    check_as_stream(static_cast<unsigned char>('z'));
    check_as_stream(static_cast<short>(-7));
    check_as_stream(std::numeric_limits<long long>::min());
    check_as_stream(std::numeric_limits<unsigned long long>::max());
    check_as_stream(1.5);
    check_as_stream(std::string("ab c"));
    check_as_stream(std::string_view("xy"));
    check_as_stream(streamed{4});
    check_as_stream(plain_a);
    using mixed = std::tuple<char, std::string, streamed, double>;
    CHECK(sg::describe_cycle(std::vector<mixed>{{'q', "s t", streamed{-2}, 0.25}}) ==
          "(q, s t, <-2>, 0.25) -> (q, s t, <-2>, 0.25)");
    CHECK(sg::describe_cycle(std::vector<std::vector<std::pair<int, streamed>>>{{{1, {2}}, {3, {4}}}, {}}) ==
          "[(1, <2>), (3, <4>)] -> [] -> [(1, <2>), (3, <4>)]");
    static_assert(sg::detail::printable<std::pair<int, std::vector<streamed>>>());
    static_assert(!sg::detail::printable<std::pair<int, std::vector<opaque>>>());
}
