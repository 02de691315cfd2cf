// sg::node_kayles: paths against Dawson's Kayles (0.137), grids against OEIS A316632 and
// the ladders' and 4 x n grids' published values, random graphs against the exhaustive
// solver, and the constructor's checks; the same in two words (basic_node_kayles<2>).
#include <sg/games/node_kayles.hpp>
#include <sg/games/octal.hpp>
#include <sg/grundy.hpp>
#include <sg/search.hpp>

#include <bit>
#include <cstddef>
#include <cstdint>
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

TEST_CASE("node kayles: grids against the published values, in one word and in two", "[search][node_kayles]") {
    // OEIS A316632: Node Kayles on the 3 x n grid, n = 1 .. 16 (Brown et al., J. Integer
    // Sequences 23 (2020) 20.3.5); the same paper: the 2 x n ladder is n mod 2 and the
    // 4 x n grid is 0.
    const std::vector<sg::nimber> a316632 = {2, 1, 1, 0, 3, 3, 2, 2, 2, 3, 3, 5, 2, 4, 1, 3};
    for (std::size_t n = 1; n <= a316632.size(); ++n) {
        INFO("3 x " << n);
        const auto one = sg::node_kayles::grid(3, n);
        const auto two = sg::basic_node_kayles<2>::grid(3, n);
        CHECK(one.edge_count() == 3 * (n - 1) + 2 * n);
        CHECK(sg::search<sg::node_kayles>(one).value(one.all()) == a316632[n - 1]);
        CHECK(sg::search<sg::basic_node_kayles<2>>(two).value(two.all()) == a316632[n - 1]);
    }
    for (std::size_t n = 1; n <= 30; ++n) {
        INFO("2 x " << n << ", 4 x " << n);
        const auto ladder = sg::basic_node_kayles<2>::grid(2, n);
        CHECK(sg::search<sg::basic_node_kayles<2>>(ladder).value(ladder.all()) == n % 2);
        if (n <= 16) {
            const auto four = sg::basic_node_kayles<2>::grid(4, n);
            CHECK(sg::search<sg::basic_node_kayles<2>>(four).value(four.all()) == 0);
        }
    }
    // Past 64 vertices: paths of 65 .. 128 vertices in two words are Dawson's Kayles.
    sg::octal_sequence dk{"0.137"};
    for (std::size_t n = 65; n <= 128; n += 7) {
        const auto path = sg::basic_node_kayles<2>::path(n);
        INFO("path of " << n);
        CHECK(sg::search<sg::basic_node_kayles<2>>(path).value(path.all()) == dk.value(n));
    }
    CHECK_THROWS_AS(sg::node_kayles::grid(5, 13), sg::error);
    CHECK_THROWS_AS(sg::basic_node_kayles<2>::grid(3, 43), sg::error);
    CHECK(sg::basic_node_kayles<2>::grid(0, 5).vertex_count() == 0);
}

namespace {

// The cells of s on a rows x cols grid moved by (dr, dc) and mirrored as asked (a test's
// own mapping, cell by cell).
template <class Set, class Single>
Set moved(const Set& s, std::size_t rows, std::size_t cols, bool flip_rows, bool flip_cols, std::size_t dr,
          std::size_t dc, Single single) {
    Set out{};
    for (std::size_t v = 0; v < rows * cols; ++v) {
        if ((s & single(v)) == Set{}) continue;
        std::size_t r = v / cols, c = v % cols;
        if (flip_rows) r = rows - 1 - r;
        if (flip_cols) c = cols - 1 - c;
        out |= single((r + dr) * cols + c + dc);
    }
    return out;
}

}  // namespace

TEST_CASE("node kayles: a grid's canonical form keeps the nimber and is one state per shape", "[search][node_kayles]") {
    // The 4 x 5 grid: canonical() on random vertex sets against the exhaustive solver on
    // the same graph built from its edges (which has no canonical form).
    const auto grid = sg::node_kayles::grid(4, 5);
    std::vector<std::pair<std::size_t, std::size_t>> e;
    for (std::size_t v = 0; v < 20; ++v)
        for (std::size_t w = v + 1; w < 20; ++w)
            if ((grid.closed_neighbourhood(v) >> w) & 1U) e.emplace_back(v, w);
    const sg::node_kayles plain(20, e);
    CHECK(plain.canonical(0b1010) == 0b1010);
    sg::grundy<sg::node_kayles> exhaustive(plain);
    const auto one = [](std::size_t v) { return std::uint64_t{1} << v; };
    std::mt19937_64 rng(5);
    for (int t = 0; t < 300; ++t) {
        const std::uint64_t s = rng() & rng() & grid.all();
        const std::uint64_t c = grid.canonical(s);
        INFO("set " << s);
        CHECK(std::popcount(c) == std::popcount(s));
        CHECK(grid.canonical(c) == c);
        CHECK(exhaustive.value(c) == exhaustive.value(s));
        // Its mirror images have the same canonical form.
        CHECK(grid.canonical(moved(s, 4, 5, true, false, 0, 0, one)) == c);
        CHECK(grid.canonical(moved(s, 4, 5, false, true, 0, 0, one)) == c);
        CHECK(grid.canonical(moved(s, 4, 5, true, true, 0, 0, one)) == c);
    }
    // In two words, on the 3 x 40 grid: a shape in the first 10 columns, moved right by up
    // to 30 columns and mirrored, has one canonical form, the one-word grid's.
    const auto wide = sg::basic_node_kayles<2>::grid(3, 40);
    const auto narrow = sg::node_kayles::grid(3, 10);
    using board = sg::bitboard<2>;
    const auto two = [](std::size_t v) { return board::single(v); };
    for (int t = 0; t < 200; ++t) {
        const std::uint64_t s = rng() & rng() & narrow.all();
        board b;
        for (std::size_t v = 0; v < 30; ++v)
            if ((s >> v) & 1U) b |= board::single(v / 10 * 40 + v % 10);
        const std::uint64_t c = narrow.canonical(s);
        board want;
        for (std::size_t v = 0; v < 30; ++v)
            if ((c >> v) & 1U) want |= board::single(v / 10 * 40 + v % 10);
        const auto dc = static_cast<std::size_t>(rng() % 31);
        INFO("set " << s << ", moved by " << dc);
        CHECK(wide.canonical(b) == want);
        CHECK(wide.canonical(moved(b, 3, 40, false, false, 0, dc, two)) == want);
        CHECK(wide.canonical(moved(moved(b, 3, 40, true, false, 0, dc, two), 3, 40, false, true, 0, 0, two)) == want);
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
    CHECK_THROWS_AS(sg::basic_node_kayles<2>(129, {}), sg::error);
    CHECK(sg::basic_node_kayles<2>(128, {{0, 127}}).edge_count() == 1);
    // The components of a state: the sum's parts, lowest vertex first.
    const auto p7 = sg::node_kayles::path(7);
    CHECK(p7.components(0b1101101) == std::vector<sg::node_kayles::state>{0b1, 0b1100, 0b1100000});
    CHECK(p7.components(0).empty());
    CHECK_THROWS_AS(sg::node_kayles(3, {{0, 3}}), sg::error);
    CHECK_THROWS_AS(sg::node_kayles(3, {{1, 1}}), sg::error);
}
