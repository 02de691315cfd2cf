// Green Hackenbush: the fusion/colon algorithm and the forest formula against the game
// played by its rules (sg::green_hackenbush_game under the generic solver) on random
// small pictures with ground vertices, loops, parallel edges and cycles.
#include <sg/games/hackenbush.hpp>
#include <sg/grundy.hpp>
#include <sg/misere.hpp>

#include <algorithm>
#include <cstddef>
#include <random>
#include <set>
#include <utility>
#include <sstream>
#include <string>
#include <vector>

#include "sg_catch.hpp"
#include "whole_sum.hpp"

namespace {

sg::nimber brute_force(const sg::green_hackenbush& picture) {
    const sg::green_hackenbush_game game(picture);
    sg::grundy<sg::green_hackenbush_game> g(game);
    return g(game.start());
}

std::string describe(const sg::green_hackenbush& p) {
    std::ostringstream s;
    s << p.vertex_count() << " vertices, ground:";
    for (std::size_t v = 0; v < p.vertex_count(); ++v)
        if (p.is_ground(v)) s << ' ' << v;
    s << "; edges:";
    for (std::size_t e = 0; e < p.edge_count(); ++e) {
        const auto [u, v] = p.edge(e);
        s << ' ' << u << '-' << v;
    }
    return s.str();
}

template <class Rng>
std::size_t uniform(Rng& rng, std::size_t lo, std::size_t hi) {
    return std::uniform_int_distribution<std::size_t>(lo, hi)(rng);
}

// The rules, written here apart from the library: which edges of p reach the ground
// (through edges of p), and the picture left by cutting edge e: the same vertices and
// ground, the other edges that still reach the ground, in their order.
std::vector<bool> reaching_ground(const sg::green_hackenbush& p) {
    std::vector<bool> reached(p.vertex_count());
    for (std::size_t v = 0; v < p.vertex_count(); ++v) reached[v] = p.is_ground(v);
    for (bool grew = true; grew;) {
        grew = false;
        for (std::size_t e = 0; e < p.edge_count(); ++e) {
            const auto [u, v] = p.edge(e);
            if (reached[u] != reached[v]) reached[u] = reached[v] = grew = true;
        }
    }
    std::vector<bool> out(p.edge_count());
    for (std::size_t e = 0; e < p.edge_count(); ++e) out[e] = reached[p.edge(e).first];
    return out;
}
sg::green_hackenbush rules_cut(const sg::green_hackenbush& p, std::size_t cut) {
    sg::green_hackenbush without(p.vertex_count());
    for (std::size_t v = 0; v < p.vertex_count(); ++v)
        if (p.is_ground(v)) without.set_ground(v);
    for (std::size_t e = 0; e < p.edge_count(); ++e)
        if (e != cut) without.add_edge(p.edge(e).first, p.edge(e).second);
    const std::vector<bool> keep = reaching_ground(without);
    sg::green_hackenbush out(p.vertex_count());
    for (std::size_t v = 0; v < p.vertex_count(); ++v)
        if (p.is_ground(v)) out.set_ground(v);
    for (std::size_t e = 0; e < without.edge_count(); ++e)
        if (keep[e]) out.add_edge(without.edge(e).first, without.edge(e).second);
    return out;
}
auto picture_search() {
    auto moves = [](const sg::green_hackenbush& p, auto&& emit) {
        const std::vector<bool> live = reaching_ground(p);
        for (std::size_t e = 0; e < p.edge_count(); ++e)
            if (live[e]) emit(rules_cut(p, e));
    };
    return sg_test::whole_sum_search<sg::green_hackenbush, decltype(moves)>(moves);
}

sg::green_hackenbush random_picture(std::mt19937_64& rng, std::size_t max_edges) {
    const std::size_t n = uniform(rng, 1, 4);
    sg::green_hackenbush p(n);
    p.set_ground(0);
    if (uniform(rng, 0, 3) == 0) p.set_ground(n - 1);
    const std::size_t m = uniform(rng, 0, max_edges);
    for (std::size_t e = 0; e < m; ++e) p.add_edge(uniform(rng, 0, n - 1), uniform(rng, 0, n - 1));
    return p;
}

using move_set = std::set<std::pair<std::size_t, std::vector<sg::green_hackenbush>>>;
move_set as_set(const std::vector<sg::move<sg::green_hackenbush>>& moves) {
    move_set out;
    for (const auto& m : moves) out.emplace(m.component, m.to);
    return out;
}

}  // namespace

TEST_CASE("green_hackenbush_solver: every query against whole-sum search of the rules") {
    std::mt19937_64 rng(0x4ac6);
    const sg::green_hackenbush_solver solver;  // const: the hooks are const
    auto brute = picture_search();
    int won = 0;
    for (int round = 0; round < 120; ++round) {
        std::vector<sg::green_hackenbush> pics;
        for (std::size_t k = uniform(rng, 1, 2); k > 0; --k) pics.push_back(random_picture(rng, 4));
        INFO(describe(pics[0]));
        const bool win = brute.wins(pics);
        won += win;
        const move_set want = brute.winning_moves(pics);
        sg::nimber x = 0;
        for (const auto& p : pics) x ^= brute_force(p);
        CHECK(solver.value(pics) == x);
        CHECK((x != 0) == win);
        CHECK(solver.outcome(pics) == (win ? sg::outcome::win : sg::outcome::lose));
        CHECK(solver.wins(pics) == win);
        const auto all = solver.winning_moves(pics);
        CHECK(as_set(all) == want);
        CHECK(all.size() == want.size());
        CHECK(solver.count_winning_moves(pics) == want.size());
        const auto first = solver.winning_move(pics);
        REQUIRE(first.has_value() == win);
        if (first) CHECK(*first == all.front());
        if (pics.size() == 2) {
            CHECK(solver.value({pics[0], pics[1]}) == x);
            CHECK(solver.wins({pics[0], pics[1]}) == win);
            CHECK(as_set(solver.winning_moves({pics[0], pics[1]})) == want);
            CHECK(solver.count_winning_moves({pics[0], pics[1]}) == want.size());
            CHECK(solver.winning_move({pics[0], pics[1]}) == first);
            CHECK(solver.outcome({pics[0], pics[1]}) == solver.outcome(pics));
        }
        const sg::green_hackenbush& p = pics[0];
        const bool one_win = brute.wins({p});
        const move_set one_want = brute.winning_moves({p});
        CHECK(solver(p) == brute_force(p));
        CHECK(solver.value(p) == brute_force(p));
        CHECK(solver.outcome(p) == (one_win ? sg::outcome::win : sg::outcome::lose));
        CHECK(solver.wins(p) == one_win);
        CHECK(as_set(solver.winning_moves(p)) == one_want);
        CHECK(solver.count_winning_moves(p) == one_want.size());
        CHECK(solver.winning_move(p).has_value() == one_win);
        CHECK(solver.value({p}) == solver.value(p));
        for (sg::nimber target = 0; target <= 3; ++target) {
            std::set<std::vector<sg::green_hackenbush>> to;
            const std::vector<bool> live = reaching_ground(p);
            for (std::size_t e = 0; e < p.edge_count(); ++e)
                if (live[e] && brute_force(rules_cut(p, e)) == target) to.insert({rules_cut(p, e)});
            const auto got = solver.moves_to_value(p, target);
            CHECK(std::set<std::vector<sg::green_hackenbush>>(got.begin(), got.end()) == to);
            CHECK(got.size() == to.size());
            CHECK(solver.move_to_value(p, target).has_value() == !to.empty());
        }
    }
    CHECK(won > 20);
}

TEST_CASE("green_hackenbush::cut and grounded") {
    sg::green_hackenbush p(4);  // ground 0; 0-1, 1-2, 2-3, 1-1 (a loop), 3 hangs from 2
    p.set_ground(0);
    p.add_edge(0, 1);
    p.add_edge(1, 2);
    p.add_edge(2, 3);
    p.add_edge(1, 1);
    const sg::green_hackenbush q = p.cut(1);  // 2-3 falls with it
    CHECK(q.edge_count() == 2);
    CHECK(q.edge(0) == std::pair<std::size_t, std::size_t>{0, 1});
    CHECK(q.edge(1) == std::pair<std::size_t, std::size_t>{1, 1});
    CHECK(p.cut(0).edge_count() == 0);
    sg::green_hackenbush bare(4);
    bare.set_ground(0);
    CHECK(p.cut(0) == bare);
    CHECK(p.grounded() == std::vector<bool>{true, true, true, true});
    sg::green_hackenbush floating = bare;
    floating.add_edge(2, 3);  // reaches no ground
    CHECK(floating.grounded() == std::vector<bool>{false});
    CHECK_THROWS_AS(floating.cut(0), sg::error);
    CHECK_THROWS_AS(p.cut(4), sg::error);
    // what a user asks: which edge to cut in a triangle on the ground with a stalk
    sg::green_hackenbush t(4);
    t.set_ground(0);
    t.add_edge(0, 1);
    t.add_edge(1, 2);
    t.add_edge(2, 0);
    t.add_edge(1, 3);
    const sg::green_hackenbush_solver solver;
    CHECK(solver.value(t) == 0);  // the triangle fuses into one loop (*1); the stalk adds *1
}

TEST_CASE("Green Hackenbush on random small multigraphs against the game itself") {
    std::mt19937_64 rng(0x5eed'6ac4);
    int nonzero = 0, with_cycles = 0;
    for (int round = 0; round < 400; ++round) {
        const std::size_t n = uniform(rng, 1, 7);
        const std::size_t m = uniform(rng, 0, 11);
        sg::green_hackenbush p(n);
        for (std::size_t v = 0; v < n; ++v)
            if (uniform(rng, 0, 3) == 0) p.set_ground(v);
        for (std::size_t e = 0; e < m; ++e) {
            const std::size_t u = uniform(rng, 0, n - 1);
            const std::size_t v = uniform(rng, 0, 6) == 0 ? u : uniform(rng, 0, n - 1);  // some loops
            p.add_edge(u, v);
            if (uniform(rng, 0, 5) == 0) p.add_edge(u, v);  // some parallel edges
        }
        if (p.edge_count() > n) ++with_cycles;
        INFO(describe(p));
        const sg::nimber v = p.value();
        CHECK(v == brute_force(p));
        nonzero += v != 0;
    }
    CHECK(nonzero > 100);  // the sample is not trivial
    CHECK(with_cycles > 100);
}

TEST_CASE("Green Hackenbush on dense small graphs standing on one ground vertex") {
    std::mt19937_64 rng(99);
    for (int round = 0; round < 150; ++round) {
        const std::size_t n = uniform(rng, 2, 6);
        sg::green_hackenbush p(n);
        p.set_ground(0);
        const std::size_t m = uniform(rng, n - 1, 13);
        for (std::size_t v = 1; v < n; ++v) p.add_edge(uniform(rng, 0, v - 1), v);  // connected
        while (p.edge_count() < m) p.add_edge(uniform(rng, 0, n - 1), uniform(rng, 0, n - 1));
        INFO(describe(p));
        CHECK(p.value() == brute_force(p));
    }
}

TEST_CASE("rooted forests: colon principle against the graph algorithm and the game") {
    std::mt19937_64 rng(2024);
    for (int round = 0; round < 300; ++round) {
        const std::size_t n = uniform(rng, 1, 12);
        std::vector<std::size_t> parent(n);
        sg::green_hackenbush p(n);
        for (std::size_t v = 0; v < n; ++v) {
            if (v == 0 || uniform(rng, 0, 4) == 0) {
                parent[v] = sg::hackenbush_root;
                p.set_ground(v);
            } else {
                parent[v] = uniform(rng, 0, v - 1);
                p.add_edge(v, parent[v]);
            }
        }
        // relabel so that parents do not always come first
        std::vector<std::size_t> perm(n);
        for (std::size_t i = 0; i < n; ++i) perm[i] = i;
        std::shuffle(perm.begin(), perm.end(), rng);
        std::vector<std::size_t> shuffled(n);
        for (std::size_t v = 0; v < n; ++v)
            shuffled[perm[v]] = parent[v] == sg::hackenbush_root ? sg::hackenbush_root : perm[parent[v]];
        INFO(describe(p));
        const sg::nimber v = sg::green_hackenbush_tree(parent);
        CHECK(v == sg::green_hackenbush_tree(shuffled));
        CHECK(v == p.value());
        CHECK(v == brute_force(p));
    }
}

TEST_CASE("Green Hackenbush: shapes with known values") {
    SECTION("a stalk of k edges is a Nim heap of size k") {
        for (std::size_t k = 0; k <= 9; ++k) {
            sg::green_hackenbush p(k + 1);
            p.set_ground(0);
            for (std::size_t v = 0; v < k; ++v) p.add_edge(v, v + 1);
            CHECK(p.value() == k);
            CHECK(brute_force(p) == k);
        }
    }
    SECTION("a cycle through the ground is worth its length mod 2; loops are worth 1") {
        for (std::size_t k = 1; k <= 10; ++k) {
            sg::green_hackenbush p(k);
            p.set_ground(0);
            for (std::size_t v = 0; v < k; ++v) p.add_edge(v, (v + 1) % k);  // k = 1: a loop
            CHECK(p.value() == k % 2);
            CHECK(brute_force(p) == k % 2);
        }
    }
    SECTION("an edge between two ground vertices is a single move") {
        sg::green_hackenbush p(2);
        p.set_ground(0);
        p.set_ground(1);
        p.add_edge(0, 1);
        CHECK(p.value() == 1);
        CHECK(brute_force(p) == 1);
    }
    SECTION("nothing counts without the ground") {
        sg::green_hackenbush p(3);
        p.add_edge(0, 1);
        p.add_edge(1, 2);
        CHECK(p.value() == 0);
        CHECK(brute_force(p) == 0);
        CHECK(sg::green_hackenbush{}.value() == 0);
    }
}

TEST_CASE("the Hackenbush game under misère play") {
    // A stalk of k edges is a Nim heap of size k; under misère play only k = 1 is lost.
    for (std::size_t k = 0; k <= 6; ++k) {
        sg::green_hackenbush p(k + 1);
        p.set_ground(0);
        for (std::size_t v = 0; v < k; ++v) p.add_edge(v, v + 1);
        const sg::green_hackenbush_game game(p);
        sg::misere<sg::green_hackenbush_game> m(game);
        CHECK(m.outcome(game.start()) == (k == 1 ? sg::outcome::lose : sg::outcome::win));
    }
}

TEST_CASE("Green Hackenbush on large pictures, without recursion") {
    constexpr std::size_t n = 1'000'000;
    SECTION("a stalk of 10^6 edges, in the graph and as a forest") {
        sg::green_hackenbush p(n + 1);
        p.set_ground(0);
        std::vector<std::size_t> parent(n + 1);
        parent[0] = sg::hackenbush_root;
        for (std::size_t v = 0; v < n; ++v) {
            p.add_edge(v, v + 1);
            parent[v + 1] = v;
        }
        CHECK(p.value() == n);
        CHECK(sg::green_hackenbush_tree(parent) == n);
    }
    SECTION("a stalk of 10^6 edges carrying a cycle of 10^6 + 1 edges") {
        sg::green_hackenbush p(2 * n);
        p.set_ground(0);
        for (std::size_t v = 0; v + 1 < n; ++v) p.add_edge(v, v + 1);  // n - 1 edges up to n - 1
        for (std::size_t v = n - 1; v + 1 < 2 * n; ++v) p.add_edge(v, v + 1);
        p.add_edge(2 * n - 1, n - 1);  // closes a cycle of n + 1 edges at vertex n - 1
        // the cycle fuses into n + 1 loops, worth 1 (odd); the stalk below adds n - 1
        CHECK(p.value() == (1 + (n - 1)));
    }
}

TEST_CASE("Green Hackenbush: bad input is reported") {
    sg::green_hackenbush p(3);
    try {
        p.add_edge(1, 3);
        FAIL("no throw");
    } catch (const sg::error& e) {
        CHECK(std::string(e.what()).find("no vertex 3") != std::string::npos);
    }
    REQUIRE_THROWS_AS(p.set_ground(7), sg::error);
    REQUIRE_THROWS_AS((void)p.edge(0), sg::error);
    CHECK(p.add_vertex() == 3);
    CHECK(p.add_edge(1, 3) == 0);

    const std::vector<std::size_t> bad_parent{sg::hackenbush_root, 5};
    try {
        (void)sg::green_hackenbush_tree(bad_parent);
        FAIL("no throw");
    } catch (const sg::error& e) {
        CHECK(std::string(e.what()).find("parent[1] = 5") != std::string::npos);
    }
    const std::vector<std::size_t> cycle{sg::hackenbush_root, 2, 3, 1};
    try {
        (void)sg::green_hackenbush_tree(cycle);
        FAIL("no throw");
    } catch (const sg::error& e) {
        CHECK(std::string(e.what()).find("cycle") != std::string::npos);
    }
    const std::vector<std::size_t> self{0};
    REQUIRE_THROWS_AS((void)sg::green_hackenbush_tree(self), sg::error);

    sg::green_hackenbush big(2);
    big.set_ground(0);
    for (int e = 0; e < 65; ++e) big.add_edge(0, 1);
    REQUIRE_THROWS_AS(sg::green_hackenbush_game(big), sg::error);
}
