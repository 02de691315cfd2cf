// sg::node_kayles: paths against Dawson's Kayles (0.137), random graphs against the
// exhaustive solver, and the constructor's checks.
#include <sg/games/node_kayles.hpp>
#include <sg/games/octal.hpp>
#include <sg/grundy.hpp>
#include <sg/search.hpp>

#include <cstddef>
#include <random>
#include <utility>
#include <vector>

#include "sg_catch.hpp"

namespace {

using edges = std::vector<std::pair<std::size_t, std::size_t>>;

}  // namespace

TEST_CASE("node kayles: paths are Dawson's Kayles 0.137", "[search][node_kayles]") {
    sg::octal_sequence dk{"0.137"};
    for (std::size_t n = 0; n <= 30; ++n) {
        const auto game = sg::node_kayles::path(n);
        sg::search<sg::node_kayles> s(game);
        INFO(n);
        CHECK(s.value(game.all()) == dk.value(n));
    }
}

TEST_CASE("node kayles: random graphs agree with the exhaustive solver", "[search][node_kayles]") {
    std::mt19937_64 rng(11);
    for (int t = 0; t < 100; ++t) {
        const std::size_t n = 1 + rng() % 16;
        edges e;
        const auto p = rng() % 5;  // density 1/2 .. 1/6
        for (std::size_t a = 0; a < n; ++a)
            for (std::size_t b = a + 1; b < n; ++b)
                if (rng() % (p + 2) == 0) e.emplace_back(a, b);
        const sg::node_kayles game(n, e);
        sg::search<sg::node_kayles> s(game, 4096);
        sg::grundy<sg::node_kayles> g(game);
        INFO("graph " << t);
        CHECK(s.value(game.all()) == g.value(game.all()));
        CHECK(s.winning_moves(game.all()) == g.winning_moves(game.all()));
    }
    const auto c5 = sg::node_kayles::cycle(5);
    CHECK(c5.edge_count() == 5);
    CHECK(c5.vertex_count() == 5);
    CHECK_THROWS_AS(sg::node_kayles(65, {}), sg::error);
    CHECK_THROWS_AS(sg::node_kayles(3, {{0, 3}}), sg::error);
    CHECK_THROWS_AS(sg::node_kayles(3, {{1, 1}}), sg::error);
}
