// sg::cram against plain Cram (no splitting, no symmetry) under the exhaustive solver,
// the nimber bound, Dawson's Kayles on one row, the symmetry strategies, canonical form.
#include <sg/games/cram.hpp>
#include <sg/games/octal.hpp>
#include <sg/grundy.hpp>
#include <sg/search.hpp>

#include <cstdint>
#include <random>
#include <utility>

#include "sg_catch.hpp"

namespace {

// A game whose rule the tests read off directly: Cram with no splitting and no
// symmetry (a board is one state whatever its regions), for an independent check.
struct plain_cram {
    using state = std::pair<std::uint64_t, std::uint32_t>;  // free cells, cols (rows implicit)
    std::uint32_t rows;
    void moves(const state& s, auto&& emit) const {
        const auto [cells, cols] = s;
        for (std::uint32_t r = 0; r < rows; ++r)
            for (std::uint32_t c = 0; c < cols; ++c) {
                const std::uint64_t a = std::uint64_t{1} << (r * cols + c);
                if ((cells & a) == 0) continue;
                if (c + 1 < cols && (cells & (a << 1))) emit(state{cells & ~(a | (a << 1)), cols});
                if (r + 1 < rows && (cells & (a << cols))) emit(state{cells & ~(a | (a << cols)), cols});
            }
    }
};

}  // namespace

TEST_CASE("cram: search agrees with the exhaustive solver on every small board", "[search][cram]") {
    sg::search<sg::cram> s;
    sg::grundy<sg::cram> g;
    for (std::uint32_t r = 0; r <= 5; ++r)
        for (std::uint32_t c = 0; c <= 12; ++c) {
            if (r * c > 24) continue;
            const auto b = sg::cram::board(r, c);
            INFO(r << "x" << c);
            CHECK(s.value(b) == g.value(b));
        }
}

TEST_CASE("cram: the game's splitting and symmetry agree with plain Cram", "[search][cram]") {
    std::mt19937_64 rng(7);
    for (std::uint32_t rows = 1; rows <= 4; ++rows)
        for (std::uint32_t cols = 1; rows * cols <= 16; ++cols) {
            sg::grundy<plain_cram> plain(plain_cram{rows});
            sg::search<sg::cram> s(sg::cram{}, 1 << 16);
            for (int t = 0; t < 12; ++t) {
                const std::uint64_t all = rows * cols == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << (rows * cols)) - 1;
                const std::uint64_t free = rng() & rng() ? rng() & all : all;
                INFO(rows << "x" << cols << " free " << free);
                CHECK(s.value(sg::cram::board(rows, cols, free)) == plain.value(plain_cram::state{free, cols}));
            }
        }
}

TEST_CASE("cram: the nimber bound holds on every position of small boards", "[search][cram]") {
    // nimber <= min(placements, cells of either colour), and bound 0 (a half-turn
    // symmetry) only on positions of nimber 0; against the exhaustive solver.
    const sg::cram game;
    sg::grundy<sg::cram> g;
    const std::pair<std::uint32_t, std::uint32_t> boards[] = {{3, 3}, {3, 4}, {4, 3}, {4, 4}, {3, 5}, {2, 7}, {1, 9}, {5, 3}};
    for (const auto& [rows, cols] : boards) {
        INFO(rows << "x" << cols);
        std::uint64_t bad = 0, first_bad = 0, by_symmetry = 0;
        for (std::uint64_t free = 0; free < (std::uint64_t{1} << (rows * cols)); ++free) {
            const auto b = sg::cram::board(rows, cols, free);
            const sg::nimber v = g.value(b);
            for (const auto& x : {b, game.canonical(b)}) {
                const std::uint64_t bound = game.nimber_bound(x);
                if (v > bound || (bound == 0 && v != 0)) bad++ == 0 ? void(first_bad = free) : void();
                if (bound == 0 && game.order_hint(x) % 256 != 0) ++by_symmetry;
            }
        }
        INFO("first bad position " << first_bad);
        CHECK(bad == 0);
        CHECK(by_symmetry > 0);
    }
}

TEST_CASE("cram: search agrees with the exhaustive solver on random positions", "[search][cram]") {
    std::mt19937_64 rng(11);
    sg::grundy<sg::cram> g;
    sg::search<sg::cram> big;
    sg::search<sg::cram> small(sg::cram{}, 1 << 18);  // 2048 slots: replaces entries all the time
    const std::pair<std::uint32_t, std::uint32_t> boards[] = {{5, 5}, {4, 6}, {3, 8}, {6, 4}, {2, 12}, {4, 5}};
    for (const auto& [rows, cols] : boards)
        for (int t = 0; t < 16; ++t) {
            const std::uint64_t all = (std::uint64_t{1} << (rows * cols)) - 1;
            const std::uint64_t free = (t % 2 == 0 ? rng() | rng() : rng() | rng() | rng()) & all;
            const auto b = sg::cram::board(rows, cols, free);
            INFO(b);
            const sg::nimber v = g.value(b);
            CHECK(big.value(b) == v);
            CHECK(small.value(b) == v);
            CHECK(small.wins_with_heap(b, 1) == (v != 1));
        }
}

TEST_CASE("cram: 1 x n is Dawson's Kayles 0.07", "[search][cram]") {
    sg::search<sg::cram> s;
    sg::octal_sequence dawson{"0.07"};
    for (std::uint32_t n = 0; n <= 40; ++n) {
        INFO(n);
        CHECK(s.value(sg::cram::board(1, n)) == dawson.value(n));
        CHECK(s.value(sg::cram::board(n, 1)) == dawson.value(n));
    }
}

TEST_CASE("cram: symmetry strategies (even x even lose, even x odd win)", "[search][cram]") {
    sg::search<sg::cram> s;
    for (std::uint32_t r = 2; r <= 6; r += 2)
        for (std::uint32_t c = 2; r * c <= 24; c += 2) CHECK_FALSE(s.wins(sg::cram::board(r, c)));
    for (std::uint32_t r = 2; r <= 6; r += 2)
        for (std::uint32_t c = 1; r * c <= 28; c += 2) {
            INFO(r << "x" << c);
            CHECK(s.wins(sg::cram::board(r, c)));
            CHECK(s.wins(sg::cram::board(c, r)));
        }
}

TEST_CASE("cram: canonical form", "[search][cram]") {
    const sg::cram game;
    // An L of three free cells in the corner of a 3x3 board, turned four ways.
    const auto a = sg::cram::board(3, 3, 0b000'001'011);
    const auto b = sg::cram::board(3, 3, 0b110'100'000);
    CHECK(game.canonical(a) == game.canonical(b));
    CHECK(game.canonical(a).rows == 2);
    CHECK(game.canonical(sg::cram::board(4, 1)) == sg::cram::board(1, 4));
    CHECK(game.canonical(sg::cram::board(3, 3, 0)) == sg::cram_board{});
    std::ostringstream os;
    os << sg::cram::board(2, 3, 0b011'110);
    CHECK(os.str() == "2x3 #../..#");
    CHECK_THROWS_AS(sg::cram::board(8, 9), sg::error);
    CHECK_THROWS_AS(sg::cram::board(2, 2, 0b10000), sg::error);
    // A move splits the board: the middle domino of 1x6 leaves two 1x2 regions.
    bool split = false;
    game.moves(sg::cram::board(1, 6), [&](const auto&... parts) { split = split || sizeof...(parts) == 2; });
    CHECK(split);
}
