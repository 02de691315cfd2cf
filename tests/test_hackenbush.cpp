// Green Hackenbush: the fusion/colon algorithm and the forest formula against the game
// played by its rules (sg::green_hackenbush_game under the generic solver) on random
// small pictures with ground vertices, loops, parallel edges and cycles.
#include <sg/games/hackenbush.hpp>
#include <sg/grundy.hpp>
#include <sg/misere.hpp>

#include <algorithm>
#include <cstddef>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "sg_catch.hpp"

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

}  // namespace

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
