#include <sg/games/cutting.hpp>
#include <sg/grundy.hpp>

#include <algorithm>
#include <map>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "sg_catch.hpp"

namespace {

using rect = std::pair<int, int>;
using pieces = std::vector<rect>;

rect normal(int w, int h) {
    return w <= h ? rect{w, h} : rect{h, w};
}

// The whole position (every piece of paper) searched as one game, by the rules as
// stated, without Grundy values. poj: the player who cuts out a 1 x 1 piece wins at
// once, and 1 x 1 pieces cannot be cut; plain: who cannot cut loses.
struct whole_game {
    bool poj;
    std::map<pieces, bool> memo;

    bool wins(pieces p) {
        for (auto& r : p)
            r = normal(r.first, r.second);
        std::sort(p.begin(), p.end());
        if (auto it = memo.find(p); it != memo.end()) return it->second;
        bool win = false;
        for (std::size_t i = 0; i < p.size() && !win; ++i) {
            const auto [w, h] = p[i];
            pieces rest = p;
            rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
            auto try_cut = [&](rect a, rect b) {
                if (poj && (a == rect{1, 1} || b == rect{1, 1})) return true;
                pieces next = rest;
                next.push_back(a);
                next.push_back(b);
                return !wins(next);
            };
            for (int x = 1; x < w && !win; ++x)
                win = try_cut({x, h}, {w - x, h});
            for (int y = 1; y < h && !win; ++y)
                win = try_cut({w, y}, {w, h - y});
        }
        memo.emplace(p, win);
        return win;
    }
};

pieces random_pieces(std::minstd_rand& rng, int max_area) {
    pieces p;
    int area = 0;
    const auto count = static_cast<int>(1 + rng() % 3);
    for (int i = 0; i < count; ++i) {
        const auto w = static_cast<int>(1 + rng() % 4), h = static_cast<int>(1 + rng() % 5);
        if (area + w * h > max_area) break;
        area += w * h;
        p.push_back({w, h});
    }
    if (p.empty()) p.push_back({2, 2});
    return p;
}

}  // namespace

TEST_CASE("POJ 2311 sample") {
    sg::grundy<sg::cutting_game> g;
    CHECK_FALSE(g.wins({2, 2}));
    CHECK_FALSE(g.wins({3, 2}));
    CHECK(g.wins({4, 2}));
    CHECK(g(rect{2, 7}) == g(rect{7, 2}));
}

TEST_CASE("cutting game (POJ rule): sums of pieces against the whole game") {
    STATIC_REQUIRE(sg::dense_game<sg::cutting_game>);
    whole_game brute{true, {}};
    sg::grundy<sg::cutting_game> g;
    std::minstd_rand rng(2311);
    for (int rep = 0; rep < 300; ++rep) {
        const pieces p = random_pieces(rng, 22);
        bool immediate = false;
        pieces states;  // the pieces with both sides >= 2; 1 x 1 pieces cannot be cut
        for (auto [w, h] : p) {
            immediate = immediate || sg::cutting_game::immediate_win(w, h);
            if (w >= 2 && h >= 2) states.push_back({w, h});
        }
        const bool predicted = immediate || g.wins(states);
        INFO(rep);
        CHECK(brute.wins(p) == predicted);
    }
    // Single pieces up to 5 x 5, every one.
    for (int w = 1; w <= 5; ++w)
        for (int h = 1; h <= 5; ++h) {
            INFO(w << " x " << h);
            const bool predicted = sg::cutting_game::immediate_win(w, h) || (w >= 2 && h >= 2 && g.wins({w, h}));
            CHECK(brute.wins({{w, h}}) == predicted);
        }
}

TEST_CASE("cutting game: winning moves keep every side at least 2") {
    sg::grundy<sg::cutting_game> g;
    for (int w = 2; w <= 12; ++w)
        for (int h = 2; h <= 12; ++h) {
            const auto m = g.winning_move(rect{w, h});
            CHECK(m.has_value() == g.wins({w, h}));
            if (!m) continue;
            REQUIRE(m->to.size() == 2);
            for (auto [a, b] : m->to)
                CHECK((a >= 2 && b >= 2));
            CHECK((g(m->to[0]) ^ g(m->to[1])) == 0);
        }
}

TEST_CASE("cutting game: whole 200 x 200 table, bounds") {
    sg::grundy<sg::cutting_game> g;
    CHECK(g.wins({200, 200}) == (g(rect{200, 200}) != 0));
    CHECK(g.size() <= 200 * 200);
    sg::grundy<sg::cutting_game> small{sg::cutting_game{{10}}};
    REQUIRE_THROWS_AS((void)small(rect{11, 3}), sg::error);
    REQUIRE_THROWS_WITH((void)small(rect{3, 11}),
                        "sg::cutting_game: rectangle 3 x 11 is not a state: both sides must be in 2 .. 10 (raise "
                        "max_side)");
    REQUIRE(small(rect{10, 10}) == g(rect{10, 10}));
}

TEST_CASE("cutting game: a piece with a side 1 is refused, not answered 0") {
    sg::grundy<sg::cutting_game> g;
    // 1 x 5 is an immediate win under the POJ rule: no value says so, so the solver
    // refuses it with the state and the range, for every query.
    const std::string one_by_five =
        "sg::cutting_game: rectangle 1 x 5 is not a state: both sides must be in 2 .. 200 (a piece with a side 1 "
        "is decided by cutting_game::immediate_win, not by a value)";
    REQUIRE_THROWS_WITH((void)g.wins(sg::cutting_game::state{1, 5}), one_by_five);
    REQUIRE_THROWS_AS((void)g.wins(sg::cutting_game::state{5, 1}), sg::error);
    REQUIRE_THROWS_AS((void)g(rect{1, 1}), sg::error);
    REQUIRE_THROWS_AS((void)g.outcome(rect{1, 2}), sg::error);
    REQUIRE_THROWS_AS((void)g.winning_moves(rect{1, 7}), sg::error);
    REQUIRE_THROWS_AS((void)g.wins({rect{4, 2}, rect{1, 3}}), sg::error);
    REQUIRE_THROWS_WITH((void)g(rect{0, 4}),
                        "sg::cutting_game: rectangle 0 x 4 is not a state: both sides must be in 2 .. 200");
    REQUIRE_THROWS_AS((void)g(rect{-3, 4}), sg::error);
    REQUIRE(sg::cutting_game::immediate_win(1, 5));
    REQUIRE(sg::cutting_game::immediate_win(5, 1));
    REQUIRE(!sg::cutting_game::immediate_win(1, 1));
    // The solver stays usable after the refusal.
    REQUIRE(g.wins({4, 2}));
    REQUIRE(!g.wins({2, 2}));
    // A hash memo does not consult index(): moves() refuses the piece too.
    sg::grundy<sg::cutting_game, sg::hash_memo<rect>> hashed;
    REQUIRE_THROWS_AS((void)hashed.wins(rect{1, 5}), sg::error);
    REQUIRE(hashed.wins({4, 2}));
    // The plain game has every side >= 1.
    sg::grundy<sg::plain_cutting_game> plain;
    REQUIRE(plain(rect{1, 5}) == 0);
    REQUIRE(plain(rect{1, 1}) == 0);
    REQUIRE_THROWS_WITH((void)plain(rect{0, 3}),
                        "sg::plain_cutting_game: rectangle 0 x 3 is not a state: both sides must be in 1 .. 200");
    REQUIRE_THROWS_AS((void)plain(rect{201, 3}), sg::error);
}

TEST_CASE("plain cutting game: whole-game search, and G = (w h - 1) mod 2") {
    whole_game brute{false, {}};
    sg::grundy<sg::plain_cutting_game> g;
    std::minstd_rand rng(7);
    for (int rep = 0; rep < 200; ++rep) {
        const pieces p = random_pieces(rng, 14);
        sg::nimber x = 0;
        for (const rect& r : p)
            x ^= g(r);
        INFO(rep);
        CHECK(brute.wins(p) == (x != 0));
    }
    for (int w = 1; w <= 40; ++w)
        for (int h = 1; h <= 40; ++h)
            CHECK(g(rect{w, h}) == static_cast<sg::nimber>((w * h - 1) % 2));
}
