// sg::sum (mixed sums of different solvers) and sg::game_union against a search of
// the whole mixed position, which knows nothing of Grundy values: every query, every
// winning move as a set, counts, and the sum after a move.
#include <sg/games/digraph.hpp>
#include <sg/games/nim.hpp>
#include <sg/games/wythoff.hpp>
#include <sg/grundy.hpp>
#include <sg/misere.hpp>
#include <sg/sum.hpp>

#include <algorithm>
#include <cstdint>
#include <map>
#include <random>
#include <set>
#include <utility>
#include <variant>
#include <vector>

#include "kayles.hpp"
#include "sg_catch.hpp"
#include "whole_sum.hpp"

namespace {

using sg_test::kayles;

struct take_123 {  // remove 1, 2 or 3 tokens; a heap of 5 may also become two heaps of 1
    using state = int;
    void moves(int n, auto&& emit) const {
        for (int k = 1; k <= 3 && k <= n; ++k) emit(n - k);
        if (n == 5) emit(1, 1);
    }
};

struct up_game {  // a move to a larger value: 1 and 2 can move to 15, of value 5
    using state = int;
    void moves(int n, auto&& emit) const {
        if (n < 10) {
            for (int m = 0; m < n; ++m) emit(m);
            if (n == 1 || n == 2) emit(15);
        } else {
            for (int m = 10; m < n; ++m) emit(m);  // 10 + k: Nim heap k, shifted by 10
        }
    }
};

// The mixed position as one game for the search: alternative 0 a Kayles row, 1 a
// take_123 heap, 2 a Nim heap, 3 an up_game state; the moves are read off each rule.
using mixed = std::variant<int, int, std::uint64_t, int>;

struct mixed_rules {
    void operator()(const mixed& s, auto&& emit) const {
        switch (s.index()) {
            case 0:
                kayles{}.moves(std::get<0>(s), [&](auto... p) { emit(mixed(std::in_place_index<0>, p)...); });
                break;
            case 1:
                take_123{}.moves(std::get<1>(s), [&](auto... p) { emit(mixed(std::in_place_index<1>, p)...); });
                break;
            case 2:
                for (std::uint64_t m = 0; m < std::get<2>(s); ++m) emit(mixed(std::in_place_index<2>, m));
                break;
            case 3:
                up_game{}.moves(std::get<3>(s), [&](auto... p) { emit(mixed(std::in_place_index<3>, p)...); });
                break;
        }
    }
};

struct random_sum {
    // parts[k] = (family, states)
    std::vector<std::pair<int, std::vector<int>>> parts;
};

random_sum make_random(std::mt19937& rng) {
    random_sum r;
    const int n = std::uniform_int_distribution<int>(1, 3)(rng);
    for (int k = 0; k < n; ++k) {
        const int family = std::uniform_int_distribution<int>(0, 3)(rng);
        const int count = std::uniform_int_distribution<int>(1, 2)(rng);
        std::vector<int> states;
        const int top = family == 0 ? 9 : family == 1 ? 8 : family == 2 ? 6 : 15;
        for (int c = 0; c < count; ++c) states.push_back(std::uniform_int_distribution<int>(0, top)(rng));
        r.parts.emplace_back(family, states);
    }
    return r;
}

mixed as_mixed(int family, int s) {
    switch (family) {
        case 0: return mixed(std::in_place_index<0>, s);
        case 1: return mixed(std::in_place_index<1>, s);
        case 2: return mixed(std::in_place_index<2>, static_cast<std::uint64_t>(s));
        default: return mixed(std::in_place_index<3>, s);
    }
}

}  // namespace

TEST_CASE("sg::sum of different games agrees with a search of the whole position") {
    sg::grundy<kayles> k;
    sg::grundy<take_123> t;
    sg::nim nim;
    sg::grundy<up_game> up;
    sg_test::whole_sum_search<mixed, mixed_rules> search{mixed_rules{}};
    std::mt19937 rng(20261201);
    int won = 0;
    for (int trial = 0; trial < 300; ++trial) {
        const random_sum r = make_random(rng);
        sg::sum s;
        std::vector<mixed> whole;
        for (const auto& [family, states] : r.parts) {
            switch (family) {
                case 0: s.add(k, states); break;
                case 1: s.add(t, states); break;
                case 2: {
                    std::vector<std::uint64_t> h(states.begin(), states.end());
                    s.add(nim, h);
                    break;
                }
                default: s.add(up, states); break;
            }
            for (int st : states) whole.push_back(as_mixed(family, st));
        }
        REQUIRE(s.size() == r.parts.size());
        const bool win = search.wins(whole);
        REQUIRE(s.wins() == win);
        REQUIRE(s.outcome() == (win ? sg::outcome::win : sg::outcome::lose));
        REQUIRE((s.value() != 0) == win);
        won += win;

        // Every winning move of the search, per part: the part's states after the move.
        std::vector<std::size_t> sizes;
        for (const auto& part : r.parts) sizes.push_back(part.second.size());
        const auto want = search.part_winning_moves(whole, sizes);
        const auto moves = s.winning_moves();
        std::set<std::pair<std::size_t, std::vector<mixed>>> got;
        for (const sg::sum_move& m : moves) {
            const int family = r.parts[m.part].first;
            std::vector<mixed> part;
            if (family == 2) {
                for (std::uint64_t h : m.to<std::uint64_t>()) part.push_back(mixed(std::in_place_index<2>, h));
                REQUIRE(std::is_sorted(m.to<std::uint64_t>().begin(), m.to<std::uint64_t>().end()));
            } else {
                for (int st : m.to<int>()) part.push_back(as_mixed(family, st));
                REQUIRE(std::is_sorted(m.to<int>().begin(), m.to<int>().end()));
            }
            std::sort(part.begin(), part.end());
            got.emplace(m.part, part);
            // The sum after the move is lost for the player to move.
            const sg::sum next = s.after(m);
            REQUIRE_FALSE(next.wins());
        }
        REQUIRE(got.size() == moves.size());  // each result once
        REQUIRE(got == want);
        REQUIRE(s.count_winning_moves() == want.size());
        const auto one = s.winning_move();
        REQUIRE(one.has_value() == win);
        if (one) {
            REQUIRE(one->part == moves.front().part);
            REQUIRE(s.after(*one).value() == 0);
        }
        // Parts are in order: moves are grouped by part, ascending.
        REQUIRE(std::is_sorted(moves.begin(), moves.end(),
                               [](const sg::sum_move& a, const sg::sum_move& b) { return a.part < b.part; }));
    }
    REQUIRE(won > 75);
    REQUIRE(won < 295);
}

TEST_CASE("sg::sum: moves to larger values are winning moves too") {
    sg::grundy<up_game> up;
    sg::nim nim;
    REQUIRE(up(1) == 1);
    REQUIRE(up(15) == 5);
    sg::sum s;
    s.add(up, 1).add(nim, std::uint64_t{5});  // 1 ^ 5 = 4: up 1 -> 15 (value 5) and nim 5 -> 1
    const auto moves = s.winning_moves();
    REQUIRE(moves.size() == 2);
    CHECK(moves[0].part == 0);
    CHECK(moves[0].to<int>() == std::vector<int>{15});
    CHECK(moves[1].part == 1);
    CHECK(moves[1].to<std::uint64_t>() == std::vector<std::uint64_t>{1});
    // The same through the homogeneous queries of one solver.
    CHECK(up.winning_moves({1, 5}).size() == up.count_winning_moves({1, 5}));
    CHECK(up.moves_to_value(1, 5) == std::vector<std::vector<int>>{{15}});
}

TEST_CASE("sg::sum: errors, typed access, copies") {
    sg::grundy<kayles> k;
    sg::nim nim;
    sg::sum s;
    CHECK(s.empty());
    CHECK(s.value() == 0);
    CHECK_FALSE(s.wins());
    CHECK_FALSE(s.winning_move().has_value());
    CHECK(s.winning_moves().empty());
    s.add(k, {3, 4}).add(nim, std::uint64_t{5});
    CHECK(s.states<int>(0) == std::vector<int>{3, 4});
    CHECK(s.states<std::uint64_t>(1) == std::vector<std::uint64_t>{5});
    CHECK_THROWS_AS(s.states<std::uint64_t>(0), sg::error);
    CHECK_THROWS_AS(s.value(2), sg::error);
    CHECK(s.value(0) == (k(3) ^ k(4)));
    const auto m = s.winning_move();
    REQUIRE(m.has_value());
    CHECK_THROWS_AS(m->to<std::string>(), sg::error);
    const sg::sum copy = s;
    CHECK(copy.value() == s.value());
    CHECK(copy.after(*m).value() == 0);
    CHECK(s.value() == copy.value());  // after() leaves the sum as it was
}

TEST_CASE("sg::game_union: one game of different games, for the generic solver") {
    using U = sg::game_union<kayles, take_123, sg::nim>;
    sg::grundy<U> g;
    sg::grundy<kayles> k;
    sg::grundy<take_123> t;
    for (int n = 0; n < 12; ++n) {
        CHECK(g(U::make<0>(n)) == k(n));
        CHECK(g(U::make<1>(n)) == t(n));
        CHECK(g(U::make<2>(std::uint64_t(n))) == std::uint64_t(n));
    }
    // A sum in the union: the same value, and winning moves as union states.
    const std::vector<U::state> pos{U::make<0>(5), U::make<1>(5), U::make<2>(std::uint64_t{7})};
    CHECK(g.value(pos) == (k(5) ^ t(5) ^ 7));
    for (const auto& m : g.winning_moves(pos)) {
        std::vector<U::state> next = pos;
        next.erase(next.begin() + static_cast<std::ptrdiff_t>(m.component));
        next.insert(next.end(), m.to.begin(), m.to.end());
        CHECK(g.value(next) == 0);
        for (const auto& st : m.to) CHECK(st.index() == pos[m.component].index());
    }
}

namespace {
// Families in one sum: a token on a DAG (edges given here), a Wythoff position (the
// rules written out: take from one pile or the same from both) and a Kayles row.
using family_state = std::variant<std::uint32_t, std::pair<std::uint64_t, std::uint64_t>, int>;
const std::vector<std::pair<std::uint32_t, std::uint32_t>> dag_edges = {
    {0, 1}, {0, 2}, {1, 3}, {2, 3}, {3, 4}, {2, 4}, {5, 0}, {5, 4}, {6, 5}, {6, 2}, {7, 6}, {7, 1}};
struct family_rules {
    void operator()(const family_state& s, auto&& emit) const {
        if (s.index() == 0) {
            for (const auto& [from, to] : dag_edges)
                if (from == std::get<0>(s)) emit(family_state(std::in_place_index<0>, to));
        } else if (s.index() == 1) {
            const auto [a, b] = std::get<1>(s);
            for (std::uint64_t k = 1; k <= a; ++k) emit(family_state(std::in_place_index<1>, std::pair{a - k, b}));
            for (std::uint64_t k = 1; k <= b; ++k) emit(family_state(std::in_place_index<1>, std::pair{a, b - k}));
            for (std::uint64_t k = 1; k <= a && k <= b; ++k)
                emit(family_state(std::in_place_index<1>, std::pair{a - k, b - k}));
        } else {
            kayles{}.moves(std::get<2>(s), [&](auto... p) { emit(family_state(std::in_place_index<2>, p)...); });
        }
    }
};
}  // namespace

TEST_CASE("sg::sum of family solvers (DAG, Wythoff) and a user game agrees with whole search") {
    const sg::digraph graph(8, dag_edges);
    const sg::dag_grundy dag(graph);
    sg::wythoff_solver wyt;
    sg::grundy<kayles> k;
    sg_test::whole_sum_search<family_state, family_rules> search{family_rules{}};
    std::mt19937 rng(99);
    for (int trial = 0; trial < 300; ++trial) {
        sg::sum s;
        std::vector<family_state> whole;
        std::vector<int> family;
        const int n = std::uniform_int_distribution<int>(2, 4)(rng);
        for (int p = 0; p < n; ++p) {
            const int f = std::uniform_int_distribution<int>(0, 2)(rng);
            family.push_back(f);
            if (f == 0) {
                const auto v = std::uniform_int_distribution<std::uint32_t>(0, 7)(rng);
                s.add(dag, v);
                whole.emplace_back(std::in_place_index<0>, v);
            } else if (f == 1) {
                const auto a = std::uniform_int_distribution<std::uint64_t>(0, 5)(rng);
                const auto b = std::uniform_int_distribution<std::uint64_t>(0, 5)(rng);
                s.add(wyt, std::pair{a, b});
                whole.emplace_back(std::in_place_index<1>, std::pair{a, b});
            } else {
                const int r = std::uniform_int_distribution<int>(0, 8)(rng);
                s.add(k, r);
                whole.emplace_back(std::in_place_index<2>, r);
            }
        }
        const bool win = search.wins(whole);
        REQUIRE(s.wins() == win);
        // Each part holds one state here, so the part's moves are the component's.
        std::set<std::pair<std::size_t, std::vector<family_state>>> got;
        for (const sg::sum_move& m : s.winning_moves()) {
            std::vector<family_state> to;
            if (family[m.part] == 0)
                for (auto v : m.to<std::uint32_t>()) to.emplace_back(std::in_place_index<0>, v);
            else if (family[m.part] == 1)
                for (auto v : m.to<std::pair<std::uint64_t, std::uint64_t>>()) to.emplace_back(std::in_place_index<1>, v);
            else
                for (auto v : m.to<int>()) to.emplace_back(std::in_place_index<2>, v);
            std::sort(to.begin(), to.end());
            got.emplace(m.part, to);
        }
        REQUIRE(got == search.winning_moves(whole));
        REQUIRE(s.count_winning_moves() == got.size());
    }
}

namespace {
// Misère play of the whole mixed position: the player who cannot move WINS.
struct misere_search {
    std::map<std::vector<mixed>, bool> memo;
    bool wins(std::vector<mixed> pos) {
        std::sort(pos.begin(), pos.end());
        if (auto it = memo.find(pos); it != memo.end()) return it->second;
        bool any_move = false, win = false;
        for (std::size_t i = 0; i < pos.size() && !win; ++i)
            mixed_rules{}(pos[i], [&](const auto&... to) {
                any_move = true;
                if (win) return;
                std::vector<mixed> next = pos;
                next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
                (next.push_back(to), ...);
                if (!wins(next)) win = true;
            });
        if (!any_move) win = true;
        memo.emplace(pos, win);
        return win;
    }
};
}  // namespace

TEST_CASE("misère sums of different games through sg::game_union") {
    using U = sg::game_union<kayles, take_123, sg::nim, up_game>;
    sg::misere<U> m;
    misere_search search;
    std::mt19937 rng(3);
    for (int trial = 0; trial < 200; ++trial) {
        std::vector<U::state> pos;
        std::vector<mixed> whole;
        const int n = std::uniform_int_distribution<int>(1, 4)(rng);
        for (int c = 0; c < n; ++c) {
            const int family = std::uniform_int_distribution<int>(0, 3)(rng);
            const int s = std::uniform_int_distribution<int>(0, family == 3 ? 15 : 6)(rng);
            switch (family) {
                case 0: pos.push_back(U::make<0>(s)); break;
                case 1: pos.push_back(U::make<1>(s)); break;
                case 2: pos.push_back(U::make<2>(static_cast<std::uint64_t>(s))); break;
                default: pos.push_back(U::make<3>(s)); break;
            }
            whole.push_back(as_mixed(family, s));
        }
        REQUIRE(m.wins(pos) == search.wins(whole));
    }
}
