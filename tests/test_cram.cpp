// sg::cram against plain Cram (no splitting, no symmetry, no reduction) under the
// exhaustive solver, each rule of the reduction and the order of the moves, the nimber
// bound, Dawson's Kayles on one row, the symmetry strategies, canonical form;
// sg::basic_cram<W> past 64 cells against plain Cram on a board of letters, and against
// sg::cram where both apply.
#include <sg/games/cram.hpp>
#include <sg/games/octal.hpp>
#include <sg/grundy.hpp>
#include <sg/search.hpp>

#include <algorithm>
#include <cstdint>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "sg_catch.hpp"

namespace {

// A game whose rule the tests read off directly: Cram with no splitting, no symmetry and
// no reduction (a board is one state whatever its regions), for an independent check.
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

// Plain Cram on a board of any size, written out as letters ('.' free, '#' taken, cell
// (r, c) at r * cols + c): no bit sets, no splitting, no symmetry.
struct letter_cram {
    using state = std::string;
    std::uint32_t rows, cols;
    void moves(const state& s, auto&& emit) const {
        for (std::uint32_t r = 0; r < rows; ++r)
            for (std::uint32_t c = 0; c < cols; ++c) {
                const std::size_t a = r * cols + c;
                if (s[a] != '.') continue;
                for (const std::size_t b : {c + 1 < cols ? a + 1 : a, r + 1 < rows ? a + cols : a})
                    if (b != a && s[b] == '.') {
                        std::string t = s;
                        t[a] = t[b] = '#';
                        emit(t);
                    }
            }
    }
};

// A rows x cols board of W words with about `free` free cells, in one or two random
// windows of at most 5 x 5 (the cells as letters too).
template <std::size_t W>
sg::basic_cram_board<W> random_wide_board(std::mt19937_64& rng, std::uint32_t rows, std::uint32_t cols, int free,
                                          std::string& letters) {
    typename sg::basic_cram_board<W>::cells_type cells{};
    letters.assign(std::size_t{rows} * cols, '#');
    const int windows = 1 + static_cast<int>(rng() % 2);
    for (int w = 0; w < windows; ++w) {
        const auto h = std::min<std::uint32_t>(rows, 5), v = std::min<std::uint32_t>(cols, 5);
        const auto r0 = static_cast<std::uint32_t>(rng() % (rows - h + 1));
        const auto c0 = static_cast<std::uint32_t>(rng() % (cols - v + 1));
        for (int k = 0; k < free / windows; ++k) {
            const std::size_t at = (r0 + rng() % h) * cols + c0 + rng() % v;
            cells |= sg::bitboard<W>::single(at);
            letters[at] = '.';
        }
    }
    return sg::basic_cram<W>::board(rows, cols, cells);
}

// The eight images of b (square) under the symmetries of its frame.
template <std::size_t W>
std::vector<sg::basic_cram_board<W>> images(const sg::basic_cram_board<W>& b) {
    std::vector<sg::basic_cram_board<W>> out;
    const std::uint32_t n = b.rows;
    for (int k = 0; k < 8; ++k) {
        sg::basic_cram_board<W> t{{}, n, n};
        b.cells.for_each([&](std::size_t at) {
            auto r = static_cast<std::uint32_t>(at / n), c = static_cast<std::uint32_t>(at % n);
            if (k & 1) c = n - 1 - c;
            if (k & 2) r = n - 1 - r;
            if (k & 4) std::swap(r, c);
            t.cells |= sg::bitboard<W>::single(r * n + c);
        });
        out.push_back(t);
    }
    return out;
}

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

TEST_CASE("cram: the reduced regions keep the value of every position of small boards", "[search][cram]") {
    // moves() takes out cells the value does not depend on and cuts twin squares; the
    // exhaustive solver on sg::cram against plain Cram on every set of free cells.
    const std::pair<std::uint32_t, std::uint32_t> boards[] = {{3, 3}, {3, 4}, {4, 3}, {4, 4}, {3, 5}, {2, 8}, {1, 12}, {5, 3}};
    for (const auto& [rows, cols] : boards) {
        INFO(rows << "x" << cols);
        sg::grundy<sg::cram> g;
        sg::grundy<plain_cram> plain(plain_cram{rows});
        std::uint64_t bad = 0, first_bad = 0;
        for (std::uint64_t free = 0; free < (std::uint64_t{1} << (rows * cols)); ++free)
            if (g.value(sg::cram::board(rows, cols, free)) != plain.value(plain_cram::state{free, cols}))
                bad++ == 0 ? void(first_bad = free) : void();
        INFO("first bad position " << first_bad);
        CHECK(bad == 0);
    }
}

TEST_CASE("cram: moves() leaves out cells the value does not depend on", "[search][cram]") {
    const sg::cram game;
    // The cells the regions of each option keep, and the parts of each option.
    const auto options = [&](const sg::cram_board& b) {
        std::vector<std::pair<std::size_t, std::size_t>> out;  // (cells, parts)
        game.moves(b, [&](const auto&... parts) {
            out.emplace_back((std::size_t{0} + ... + static_cast<std::size_t>(std::popcount(parts.cells))), sizeof...(parts));
        });
        return out;
    };
    using opts = std::vector<std::pair<std::size_t, std::size_t>>;
    // 1 x 5: a domino at an end leaves a path of three, a cell with two ends: one end goes.
    // In the middle it leaves a lone cell (no move) and a domino.
    CHECK(options(sg::cram::board(1, 5)) == opts{{2, 1}, {2, 1}, {2, 1}, {2, 1}});
    // 1 x 7: the last two, dominoes at an end, leave a path of five whose middle cell has
    // an end on both sides: it goes, leaving two dominoes.
    CHECK(options(sg::cram::board(1, 7)) == opts{{4, 2}, {4, 2}, {4, 1}, {4, 1}, {4, 2}, {4, 2}});
    // Dominoes nearest the centre first, vertical ones first at one distance. 2 x 3: the
    // middle vertical domino (leaving two vertical dominoes), then those at the sides,
    // where the 2 x 2 square left has twin corners: its horizontal placements are left
    // out and it is two vertical dominoes; then the horizontal ones, each leaving a path
    // of four.
    CHECK(options(sg::cram::board(2, 3)) == opts{{4, 2}, {4, 2}, {4, 2}, {4, 1}, {4, 1}, {4, 1}, {4, 1}});
    // 1 x 6: the middle domino first (two dominoes left), then its neighbours (a lone
    // cell and a path of three, one end of which goes), then the ends (a path of four).
    CHECK(options(sg::cram::board(1, 6)) == opts{{4, 2}, {2, 1}, {2, 1}, {4, 1}, {4, 1}});
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
                bool moves = false;
                game.moves(x, [&](const auto&...) {
                    moves = true;
                    return false;  // one is enough
                });
                if (bound == 0 && moves) ++by_symmetry;
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

TEST_CASE("cram: boards past 64 cells agree with plain Cram on letters", "[search][cram]") {
    std::mt19937_64 rng(23);
    const auto run = [&]<std::size_t W>(std::uint32_t rows, std::uint32_t cols) {
        sg::search<sg::basic_cram<W>> s(sg::basic_cram<W>{}, 1 << 18);
        sg::grundy<sg::basic_cram<W>> exhaustive;
        for (int t = 0; t < 10; ++t) {
            std::string letters;
            const auto b = random_wide_board<W>(rng, rows, cols, 10 + static_cast<int>(rng() % 7), letters);
            sg::grundy<letter_cram> plain(letter_cram{rows, cols});
            INFO(b);
            const sg::nimber v = plain.value(letters);
            CHECK(s.value(b) == v);
            CHECK(exhaustive.value(b) == v);
        }
    };
    run.operator()<2>(9, 9);
    run.operator()<2>(5, 13);
    run.operator()<2>(13, 5);
    run.operator()<2>(2, 64);
    run.operator()<3>(14, 13);
    run.operator()<4>(16, 16);
    run.operator()<4>(64, 4);
}

TEST_CASE("cram: in several words, boards of at most 64 cells are those of one word", "[search][cram]") {
    // The same canonical form (the cropped board fits the first word, whose order is the
    // word's), and the same values.
    std::mt19937_64 rng(31);
    const sg::cram one;
    const sg::basic_cram<2> two;
    sg::search<sg::cram> s1;
    sg::search<sg::basic_cram<2>> s2;
    for (std::uint32_t rows = 1; rows <= 8; ++rows)
        for (std::uint32_t cols = 1; rows * cols <= 64; ++cols)
            for (int t = 0; t < 6; ++t) {
                const std::uint64_t all = rows * cols == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << (rows * cols)) - 1;
                const std::uint64_t free = (t == 0 ? all : rng() & (rng() | rng())) & all;
                const auto a = sg::cram::board(rows, cols, free);
                const auto b = sg::basic_cram<2>::board(rows, cols, sg::bitboard<2>{{free, 0}});
                INFO(a);
                const auto ca = one.canonical(a);
                const auto cb = two.canonical(b);
                CHECK(cb.cells == sg::bitboard<2>{{ca.cells, 0}});
                CHECK((cb.rows == ca.rows && cb.cols == ca.cols));
                CHECK(two.nimber_bound(b) == one.nimber_bound(a));
                CHECK(two.order_hint(b) == one.order_hint(a));
                if (rows * cols <= 30) CHECK(s2.value(b) == s1.value(a));
            }
}

TEST_CASE("cram: canonical form past 64 cells", "[search][cram]") {
    std::mt19937_64 rng(37);
    const sg::basic_cram<2> game;
    for (int t = 0; t < 200; ++t) {
        std::string letters;
        const auto b = random_wide_board<2>(rng, 11, 11, 4 + static_cast<int>(rng() % 20), letters);
        const auto c = game.canonical(b);
        INFO(b);
        CHECK(c.rows <= c.cols);
        CHECK(bit_count(c.cells) == bit_count(b.cells));
        for (const auto& image : images(b)) CHECK(game.canonical(image) == c);
    }
    // Even x even boards are P-positions by the half-turn bound, at any size.
    sg::search<sg::basic_cram<4>> s;
    CHECK(s.value(sg::basic_cram<4>::board(16, 16)) == 0);
    CHECK(sg::basic_cram<2>{}.nimber_bound(sg::basic_cram<2>::board(8, 10)) == 0);
    CHECK(sg::basic_cram<2>{}.nimber_bound(sg::basic_cram<2>::board(9, 9)) > 0);
    CHECK_THROWS_AS(sg::basic_cram<2>::board(9, 15), sg::error);   // 135 cells
    CHECK_THROWS_AS(sg::basic_cram<2>::board(1, 65), sg::error);   // a side over 64
    CHECK_THROWS_AS(sg::basic_cram<2>::board(2, 2, sg::bitboard<2>::single(100)), sg::error);
    CHECK_NOTHROW(sg::basic_cram<2>::board(0, 100));
    CHECK(s.value(sg::basic_cram<4>::board(100, 0)) == 0);  // no cell: no column to mask
    std::ostringstream os;
    os << sg::basic_cram<2>::board(2, 40, sg::bitboard<2>::single(79));
    CHECK(os.str() == "2x40 " + std::string(40, '#') + "/" + std::string(39, '#') + ".");
}
