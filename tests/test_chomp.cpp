// sg::chomp: the pruned search against the exhaustive solver, nimbers past 64, and the
// strategy-stealing facts (every rectangle but 1x1 wins; one row is a nim heap);
// sg::basic_chomp<W> past 64 squares against Chomp on column heights, and against
// sg::chomp where both apply.
#include <sg/games/chomp.hpp>
#include <sg/grundy.hpp>
#include <sg/search.hpp>

#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "sg_catch.hpp"

namespace {

// Chomp written as the columns' heights (one letter each, the poisoned square in the
// first column's bottom): a move takes square (r, c), r < height c, not the poisoned
// one, and cuts every column from c on to at most r squares.
struct height_chomp {
    using state = std::string;
    void moves(const state& h, auto&& emit) const {
        for (std::size_t c = 0; c < h.size(); ++c)
            for (char r = static_cast<char>(c == 0 ? 1 : 0); r < h[c]; ++r) {
                std::string t = h;
                for (std::size_t d = c; d < t.size(); ++d) t[d] = std::min(t[d], r);
                emit(t);
            }
    }
};

template <std::size_t W>
std::string heights_of(const sg::basic_chomp<W>& game, const std::vector<std::uint32_t>& heights) {
    std::string h(game.cols(), '\0');
    for (std::size_t c = 0; c < heights.size(); ++c) h[c] = static_cast<char>(heights[c]);
    return h;
}

}  // namespace

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

TEST_CASE("chomp: boards past 64 squares agree with Chomp on column heights", "[search][chomp]") {
    sg::grundy<height_chomp> plain;
    const auto check = [&]<std::size_t W>(std::uint32_t rows, std::uint32_t cols,
                                          const std::vector<std::vector<std::uint32_t>>& shapes) {
        const sg::basic_chomp<W> game(rows, cols);
        sg::search<sg::basic_chomp<W>> s(game);
        for (const auto& heights : shapes) {
            INFO(rows << "x" << cols << ", " << heights.size() << " columns, the first " << heights[0]);
            CHECK(s.value(game.staircase(heights)) == plain.value(heights_of(game, heights)));
        }
    };
    check.operator()<2>(9, 9, {std::vector<std::uint32_t>(9, 9), {9, 9, 9, 7, 7, 5, 2, 2, 1}, {9, 1, 1, 1, 1}});
    check.operator()<2>(8, 11, {std::vector<std::uint32_t>(11, 8), {8, 6, 6, 6, 4, 4, 3, 3, 3, 1, 1}});
    check.operator()<2>(2, 50, {std::vector<std::uint32_t>(50, 2), std::vector<std::uint32_t>(33, 2)});
    check.operator()<4>(16, 16, {{16, 4, 3, 1}, {16, 16, 2, 2, 2, 1}, {5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5}});
    check.operator()<4>(2, 128, {std::vector<std::uint32_t>(128, 1), {2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}});
    CHECK_THROWS_AS(sg::basic_chomp<2>(9, 15), sg::error);
    CHECK_THROWS_AS(sg::basic_chomp<4>(0, 3), sg::error);
}

TEST_CASE("chomp: in several words, boards of at most 64 squares are those of one word", "[search][chomp]") {
    for (std::uint32_t r = 1; r <= 8; ++r)
        for (std::uint32_t c = 1; c <= 8 && r * c <= 64; ++c) {
            const sg::chomp one(r, c);
            const sg::basic_chomp<2> two(r, c);
            INFO(r << "x" << c);
            CHECK(two.rectangle() == sg::bitboard<2>{{one.rectangle(), 0}});
            CHECK(sg::search<sg::basic_chomp<2>>(two).value(two.rectangle()) ==
                  sg::search<sg::chomp>(one).value(one.rectangle()));
            if (c < 2) continue;
            const auto s = two.staircase({r, (r + 1) / 2});
            CHECK(two.canonical(s) == sg::bitboard<2>{{one.canonical(one.staircase({r, (r + 1) / 2})), 0}});
        }
}
