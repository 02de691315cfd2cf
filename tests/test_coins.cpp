#include <sg/games/coins.hpp>

#include <algorithm>
#include <cstdint>
#include <random>
#include <set>
#include <vector>

#include "sg_catch.hpp"

namespace {

using mask = std::uint32_t;

// A rule as the test reads it: for each rightmost coin n < width, the sets of the other
// coins turned, as bit masks.
using rule_sets = std::vector<std::vector<mask>>;

rule_sets turtles_sets(unsigned w) {  // coins 1.., one or two coins
    rule_sets r(w);
    for (unsigned n = 1; n < w; ++n) {
        r[n].push_back(0);
        for (unsigned m = 1; m < n; ++m) r[n].push_back(mask{1} << m);
    }
    return r;
}
rule_sets twins_sets(unsigned w) {  // exactly two coins
    rule_sets r(w);
    for (unsigned n = 0; n < w; ++n)
        for (unsigned m = 0; m < n; ++m) r[n].push_back(mask{1} << m);
    return r;
}
rule_sets mock_sets(unsigned w) {  // one, two or three coins
    rule_sets r(w);
    for (unsigned n = 0; n < w; ++n) {
        r[n].push_back(0);
        for (unsigned a = 0; a < n; ++a) {
            r[n].push_back(mask{1} << a);
            for (unsigned b = a + 1; b < n; ++b) r[n].push_back((mask{1} << a) | (mask{1} << b));
        }
    }
    return r;
}
rule_sets ruler_sets(unsigned w) {  // a run ending at n, coins 1..
    rule_sets r(w);
    for (unsigned n = 1; n < w; ++n)
        for (unsigned lo = n; lo >= 1; --lo) r[n].push_back(((mask{1} << n) - 1) & ~((mask{1} << lo) - 1));
    return r;
}
rule_sets user_sets(unsigned w) {  // n alone, with n-1, with n-3, or with both
    rule_sets r(w);
    for (unsigned n = 0; n < w; ++n) {
        r[n].push_back(0);
        if (n >= 1) r[n].push_back(mask{1} << (n - 1));
        if (n >= 3) r[n].push_back(mask{1} << (n - 3));
        if (n >= 3) r[n].push_back((mask{1} << (n - 1)) | (mask{1} << (n - 3)));
    }
    return r;
}

// The same user rule for the library: no theorem, values by mex.
auto user_rule() {
    return sg::coin_rule([](std::uint64_t n, auto&& emit) {
        emit(std::span<const std::uint64_t>());
        if (n >= 1) {
            const std::uint64_t a = n - 1;
            emit(std::span<const std::uint64_t>(&a, 1));
        }
        if (n >= 3) {
            const std::uint64_t b = n - 3;
            emit(std::span<const std::uint64_t>(&b, 1));
            const std::array<std::uint64_t, 2> two{n - 3, n - 1};
            emit(std::span<const std::uint64_t>(two));
        }
    });
}

// A classic rule's moves without its theorem, so that values come from the mex.
template <class Rule>
auto without_theorem(Rule r) {
    return sg::coin_rule([r](std::uint64_t n, auto&& emit) { r.moves(n, emit); });
}

// The whole board searched as one game: cells 0 .. cells-1 as bits; a move is one of
// `moves(cell)` (each the full set turned, the cell itself included) at a head.
class board_search {
public:
    board_search(unsigned cells, std::vector<std::vector<mask>> moves)
        : moves_(std::move(moves)), memo_(std::size_t{1} << cells, -1) {}
    bool wins(mask b) {
        auto& m = memo_[b];
        if (m >= 0) return m == 1;
        bool win = false;
        for (unsigned c = 0; c < moves_.size() && !win; ++c)
            if ((b >> c) & 1)
                for (mask t : moves_[c])
                    if (!wins(b ^ t)) {
                        win = true;
                        break;
                    }
        m = win ? 1 : 0;
        return win;
    }
    std::set<mask> winning_moves(mask b) {
        std::set<mask> out;
        for (unsigned c = 0; c < moves_.size(); ++c)
            if ((b >> c) & 1)
                for (mask t : moves_[c])
                    if (!wins(b ^ t)) out.insert(t);
        return out;
    }

private:
    std::vector<std::vector<mask>> moves_;
    std::vector<signed char> memo_;
};

board_search row_search(const rule_sets& r) {
    std::vector<std::vector<mask>> moves(r.size());
    for (unsigned n = 0; n < r.size(); ++n)
        for (mask o : r[n]) moves[n].push_back(o | (mask{1} << n));
    return board_search(static_cast<unsigned>(r.size()), std::move(moves));
}

// The product on a w1 x w2 grid, cell (x, y) = bit x * w2 + y: A x B.
board_search grid_search(const rule_sets& r1, const rule_sets& r2) {
    const auto w1 = static_cast<unsigned>(r1.size()), w2 = static_cast<unsigned>(r2.size());
    std::vector<std::vector<mask>> moves(w1 * w2);
    for (unsigned x = 0; x < w1; ++x)
        for (unsigned y = 0; y < w2; ++y)
            for (mask a : r1[x])
                for (mask b : r2[y]) {
                    const mask A = a | (mask{1} << x), B = b | (mask{1} << y);
                    mask t = 0;
                    for (unsigned i = 0; i < w1; ++i)
                        for (unsigned j = 0; j < w2; ++j)
                            if (((A >> i) & 1) && ((B >> j) & 1)) t |= mask{1} << (i * w2 + j);
                    moves[x * w2 + y].push_back(t);
                }
    return board_search(w1 * w2, std::move(moves));
}

template <class Rule>
void check_row(sg::coin_turning<Rule>& game, const rule_sets& r) {
    auto search = row_search(r);
    const auto w = static_cast<unsigned>(r.size());
    for (mask b = 0; b < (mask{1} << w); ++b) {
        std::vector<std::uint64_t> heads;
        for (unsigned c = 0; c < w; ++c)
            if ((b >> c) & 1) heads.push_back(c);
        REQUIRE(game.wins(heads) == search.wins(b));
        std::set<mask> got;
        for (const auto& m : game.winning_moves(heads)) {
            mask t = mask{1} << heads[m.component];
            for (std::uint64_t c : m.to) t |= mask{1} << c;
            REQUIRE(got.insert(t).second);
        }
        REQUIRE(got == search.winning_moves(b));
        REQUIRE(game.count_winning_moves(heads) == got.size());
    }
}

template <class R1, class R2>
void check_grid(sg::coin_product<R1, R2>& game, const rule_sets& r1, const rule_sets& r2, unsigned samples) {
    auto search = grid_search(r1, r2);
    const auto w1 = static_cast<unsigned>(r1.size()), w2 = static_cast<unsigned>(r2.size());
    std::mt19937 rng(12);
    for (unsigned i = 0; i < samples; ++i) {
        const mask b = static_cast<mask>(rng()) & ((mask{1} << (w1 * w2)) - 1);
        std::vector<sg::coin> heads;
        for (unsigned x = 0; x < w1; ++x)
            for (unsigned y = 0; y < w2; ++y)
                if ((b >> (x * w2 + y)) & 1) heads.push_back({x, y});
        REQUIRE(game.wins(heads) == search.wins(b));
        std::set<mask> got;
        for (const auto& m : game.winning_moves(heads)) {
            const sg::coin h = heads[m.component];
            mask t = mask{1} << (h.x * w2 + h.y);
            for (const sg::coin& c : m.to) t |= mask{1} << (c.x * w2 + c.y);
            REQUIRE(std::is_sorted(m.to.begin(), m.to.end()));
            REQUIRE(got.insert(t).second);
        }
        REQUIRE(got == search.winning_moves(b));
    }
}

}  // namespace

TEST_CASE("coin_turning: the classic rules' theorems against the mex of their moves") {
    sg::coin_turning tt{without_theorem(sg::turning_turtles{})};
    sg::coin_turning tw{without_theorem(sg::twins{})};
    sg::coin_turning mt{without_theorem(sg::mock_turtles{})};
    sg::coin_turning ru{without_theorem(sg::ruler{})};
    for (std::uint64_t n = 0; n < 64; ++n) {
        REQUIRE(tt.value(n) == sg::turning_turtles{}.value(n));
        REQUIRE(tw.value(n) == sg::twins{}.value(n));
        REQUIRE(mt.value(n) == sg::mock_turtles{}.value(n));
        REQUIRE(ru.value(n) == sg::ruler{}.value(n));
    }
    // Winning Ways ch. 14: Mock Turtles are the odious numbers, the Ruler 1 2 1 4 1 2 1 8.
    const std::vector<sg::nimber> odious{1, 2, 4, 7, 8, 11, 13, 14, 16, 19};
    for (std::uint64_t n = 0; n < odious.size(); ++n) REQUIRE(sg::mock_turtles{}.value(n) == odious[static_cast<std::size_t>(n)]);
    const std::vector<sg::nimber> ruler{0, 1, 2, 1, 4, 1, 2, 1, 8};
    for (std::uint64_t n = 0; n < ruler.size(); ++n) REQUIRE(sg::ruler{}.value(n) == ruler[static_cast<std::size_t>(n)]);
    REQUIRE(sg::ruler{}.value(std::uint64_t{3} << 40) == std::uint64_t{1} << 40);
}

TEST_CASE("coin_turning: every row of up to 10 coins against whole-row search") {
    const unsigned w = 10;
    SECTION("Turning Turtles") {
        sg::coin_turning<sg::turning_turtles> g;
        check_row(g, turtles_sets(w));
    }
    SECTION("Twins") {
        sg::coin_turning<sg::twins> g;
        check_row(g, twins_sets(w));
    }
    SECTION("Mock Turtles") {
        sg::coin_turning<sg::mock_turtles> g;
        check_row(g, mock_sets(w));
    }
    SECTION("Ruler") {
        sg::coin_turning<sg::ruler> g;
        check_row(g, ruler_sets(w));
    }
    SECTION("a user rule, values by mex") {
        sg::coin_turning g{user_rule()};
        check_row(g, user_sets(w));
        REQUIRE(g.size() == w);
    }
}

TEST_CASE("coin_product: the Tartan theorem against whole-board search") {
    SECTION("turning corners (Turning Turtles x Turning Turtles), 5 x 4") {
        sg::coin_product<sg::turning_turtles> g;
        check_grid(g, turtles_sets(5), turtles_sets(4), 1500);
    }
    SECTION("Rugs (Ruler x Ruler), 5 x 4") {
        sg::coin_product<sg::ruler> g;
        check_grid(g, ruler_sets(5), ruler_sets(4), 1500);
    }
    SECTION("Mock Turtles x Twins, 3 x 4") {
        sg::coin_product<sg::mock_turtles, sg::twins> g;
        check_grid(g, mock_sets(3), twins_sets(4), 1500);
    }
    SECTION("a user rule x Turning Turtles, 4 x 4") {
        sg::coin_product g{user_rule(), sg::turning_turtles{}};
        check_grid(g, user_sets(4), turtles_sets(4), 1500);
    }
}

TEST_CASE("coin_product: values are nim products of the row values") {
    sg::coin_product<sg::turning_turtles> g;
    REQUIRE(g.value(sg::coin{2, 2}) == 3);  // 2 * 2 = 3
    REQUIRE(g.value(sg::coin{4, 4}) == 6);
    REQUIRE(g.value({sg::coin{2, 3}, sg::coin{3, 2}}) == 0);
    REQUIRE(g.value(sg::coin{10000, 10000}) == sg::nim_mul(10000, 10000));
    REQUIRE_FALSE(g.wins(std::vector<sg::coin>{}));
}

TEST_CASE("coin_turning: a rule that turns a coin to the right is refused") {
    sg::coin_turning g{sg::coin_rule([](std::uint64_t n, auto&& emit) {
        const std::uint64_t right = n + 1;
        emit(std::span<const std::uint64_t>(&right, 1));
    })};
    REQUIRE_THROWS_AS(g.value(std::uint64_t{3}), sg::error);
}
