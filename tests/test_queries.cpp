// The query surface of sg/queries.hpp on the generic solver and on sg::nim: every
// query for a state, a range and a braced list, against a search of the whole sum.
#include <sg/games/nim.hpp>
#include <sg/grundy.hpp>
#include <sg/queries.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <list>
#include <random>
#include <set>
#include <vector>

#include "kayles.hpp"
#include "sg_catch.hpp"
#include "whole_sum.hpp"

namespace {

using sg_test::kayles;

// A state type without an order: results keep the game's order and are compared as
// multisets.
struct cell {
    int n;
    friend bool operator==(const cell&, const cell&) = default;
};
struct cell_hash {
    std::size_t operator()(const cell& c) const noexcept { return static_cast<std::size_t>(c.n); }
};
struct unordered_kayles {
    using state = cell;
    using hash = cell_hash;
    void moves(const cell& c, auto&& emit) const {
        kayles{}.moves(c.n, [&](auto... parts) { emit(cell{parts}...); });
    }
};

static_assert(sg::additive_solver<sg::grundy<kayles>, int>);
static_assert(sg::additive_solver<const sg::nim, std::uint64_t>);
static_assert(!sg::additive_solver<const sg::grundy<kayles>, int>);  // its memo grows

}  // namespace

TEST_CASE("every query of sg::grundy against whole-sum search") {
    sg::grundy<kayles> g;
    auto search = sg_test::game_search(kayles{});
    std::mt19937 rng(11);
    for (int t = 0; t < 300; ++t) {
        std::vector<int> comps(std::uniform_int_distribution<std::size_t>(1, 4)(rng));
        for (int& c : comps) c = std::uniform_int_distribution<int>(0, 11)(rng);
        const bool win = search.wins(comps);
        REQUIRE(g.wins(comps) == win);
        REQUIRE(g.outcome(comps) == (win ? sg::outcome::win : sg::outcome::lose));
        const auto moves = g.winning_moves(comps);
        REQUIRE(sg_test::as_set(moves) == search.winning_moves(comps));
        REQUIRE(sg_test::as_set(moves).size() == moves.size());  // each result once
        REQUIRE(g.count_winning_moves(comps) == moves.size());
        const auto one = g.winning_move(comps);
        REQUIRE(one.has_value() == win);
        if (one) REQUIRE(*one == moves.front());
        for (const auto& m : moves) REQUIRE(std::is_sorted(m.to.begin(), m.to.end()));
        // The same position as another range type and, for one state, as a state.
        const std::list<int> as_list(comps.begin(), comps.end());
        REQUIRE(g.value(as_list) == g.value(comps));
        REQUIRE(g.winning_moves(as_list) == moves);
        if (comps.size() == 1) {
            REQUIRE(g.value(comps[0]) == g.value(comps));
            REQUIRE(g(comps[0]) == g.value(comps));
            REQUIRE(g.wins(comps[0]) == win);
            REQUIRE(g.winning_moves(comps[0]) == moves);
            REQUIRE(g.count_winning_moves(comps[0]) == moves.size());
            REQUIRE(g.winning_move(comps[0]) == one);
        }
    }
    // Braced lists.
    CHECK(g.value({1, 2, 3}) == (g(1) ^ g(2) ^ g(3)));
    CHECK(g.winning_moves({4, 5}) == g.winning_moves(std::vector<int>{4, 5}));
    CHECK(g.count_winning_moves({4, 5}) == g.winning_moves(std::vector<int>{4, 5}).size());
    CHECK_FALSE(g.winning_move({1, 2, 3}).has_value());
}

TEST_CASE("move_to_value and moves_to_value: every move to a value, each position once") {
    sg::grundy<kayles> g;
    for (int n = 0; n <= 12; ++n)
        for (sg::nimber v = 0; v <= 5; ++v) {
            std::set<std::vector<int>> want;
            for (auto to : sg::list_moves(kayles{}, n)) {
                if (g.value(to) != v) continue;
                std::sort(to.begin(), to.end());
                want.insert(to);
            }
            const auto all = g.moves_to_value(n, v);
            REQUIRE(std::set<std::vector<int>>(all.begin(), all.end()) == want);
            REQUIRE(all.size() == want.size());
            const auto first = g.move_to_value(n, v);
            REQUIRE(first.has_value() == !want.empty());
            if (first) REQUIRE(*first == all.front());
        }
}

TEST_CASE("states without an order: moves compared as multisets") {
    sg::grundy<unordered_kayles> u;
    sg::grundy<kayles> g;
    for (int n = 0; n <= 10; ++n)
        for (sg::nimber v = 0; v <= 4; ++v) REQUIRE(u.moves_to_value(cell{n}, v).size() == g.moves_to_value(n, v).size());
    const std::vector<cell> pos{cell{4}, cell{7}};
    CHECK(u.count_winning_moves(pos) == g.count_winning_moves({4, 7}));
}

TEST_CASE("sg::nim: the queries in O(1) a heap, const, against whole-sum search") {
    const sg::nim nim;
    auto search = sg_test::game_search(sg::nim{});
    std::mt19937 rng(5);
    for (int t = 0; t < 300; ++t) {
        std::vector<std::uint64_t> heaps(std::uniform_int_distribution<std::size_t>(1, 4)(rng));
        for (auto& h : heaps) h = std::uniform_int_distribution<std::uint64_t>(0, 7)(rng);
        const bool win = search.wins(heaps);
        REQUIRE(nim.wins(heaps) == win);
        REQUIRE(sg_test::as_set(nim.winning_moves(heaps)) == search.winning_moves(heaps));
        REQUIRE(nim.count_winning_moves(heaps) == search.winning_moves(heaps).size());
    }
    // Equal heaps are different components: POJ 2975 counts such moves twice.
    CHECK(nim.count_winning_moves({7, 11, 13}) == 3);
    CHECK(nim.count_winning_moves({1000000000, 1000000000}) == 0);
    CHECK(nim.count_winning_moves({5, 5, 1}) == 3);  // 5 -> 4 twice, 1 -> 0
    const std::uint64_t big = ~std::uint64_t{0};
    CHECK(nim.value({big, 1}) == big - 1);
    CHECK(nim.winning_moves({big, 1}) == std::vector<sg::move<std::uint64_t>>{{0, {1}}});
}
