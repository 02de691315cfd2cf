// sg::chomp: the pruned search against the exhaustive solver, nimbers past 64, and the
// strategy-stealing facts (every rectangle but 1x1 wins; one row is a nim heap).
#include <sg/games/chomp.hpp>
#include <sg/grundy.hpp>
#include <sg/search.hpp>

#include <cstdint>
#include <utility>

#include "sg_catch.hpp"

TEST_CASE("chomp: search agrees with the exhaustive solver", "[search][chomp]") {
    for (std::uint32_t r = 1; r <= 6; ++r)
        for (std::uint32_t c = 1; c <= 7; ++c) {
            const sg::chomp game(r, c);
            sg::search<sg::chomp> s(game);
            sg::grundy<sg::chomp> g(game);
            INFO(r << "x" << c);
            CHECK(s.value(game.rectangle()) == g.value(game.rectangle()));
            if (c >= 3) {
                const auto st = game.staircase({r, (r + 1) / 2, 1});
                CHECK(s.value(st) == g.value(st));
            }
        }
}

TEST_CASE("chomp: nimbers beyond 64 (the floor carries past the exclusion bits)", "[search][chomp]") {
    for (const auto& [r, c] : {std::pair{1u, 64u}, {2u, 32u}, {3u, 21u}, {4u, 16u}}) {
        const sg::chomp game(r, c);
        sg::search<sg::chomp> s(game);
        sg::grundy<sg::chomp> g(game);
        INFO(r << "x" << c);
        CHECK(s.value(game.rectangle()) == g.value(game.rectangle()));
        const auto l = game.staircase({r, 1});
        CHECK(s.value(l) == g.value(l));
    }
    CHECK(sg::search<sg::chomp>(sg::chomp(1, 64)).value(sg::chomp(1, 64).rectangle()) == 63);
}

TEST_CASE("chomp: every rectangle but 1x1 is a first-player win", "[search][chomp]") {
    for (std::uint32_t r = 1; r <= 8; ++r)
        for (std::uint32_t c = r; c <= 8; ++c) {
            const sg::chomp game(r, c);
            sg::search<sg::chomp> s(game);
            INFO(r << "x" << c);
            CHECK(s.wins(game.rectangle()) == (r * c > 1));
        }
    // One row: a nim heap of n - 1.
    for (std::uint32_t n = 1; n <= 20; ++n) {
        const sg::chomp game(1, n);
        CHECK(sg::search<sg::chomp>(game).value(game.rectangle()) == n - 1);
    }
    // The square's winning move is the one square diagonally above the poison; the
    // remaining L with equal arms is a P-position.
    const sg::chomp sq(5, 5);
    sg::search<sg::chomp> s(sq);
    const auto win = s.winning_moves(sq.rectangle());
    REQUIRE(win.size() == 1);
    CHECK(win[0].to[0] == sq.staircase({5, 1, 1, 1, 1}));
    CHECK_THROWS_AS(sg::chomp(9, 8), sg::error);
    CHECK_THROWS_AS(sq.staircase({2, 3}), sg::error);
}
