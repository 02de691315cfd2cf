#include <sg/games/staircase.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
#include <random>
#include <set>
#include <utility>
#include <vector>

#include "sg_catch.hpp"

namespace {

using u64 = std::uint64_t;

// Staircase Nim searched whole: the player to move wins iff some move (d coins from stair
// i >= 1 to stair i - 1) leaves a position the opponent loses.
struct stair_search {
    std::map<std::vector<u64>, bool> memo;
    bool wins(const std::vector<u64>& p) {
        if (auto it = memo.find(p); it != memo.end()) return it->second;
        bool win = false;
        for (std::size_t i = 1; i < p.size() && !win; ++i)
            for (u64 d = 1; d <= p[i] && !win; ++d) {
                std::vector<u64> q = p;
                q[i] -= d;
                q[i - 1] += d;
                win = !wins(q);
            }
        memo.emplace(p, win);
        return win;
    }
    std::set<std::pair<std::size_t, u64>> winning_moves(const std::vector<u64>& p) {
        std::set<std::pair<std::size_t, u64>> out;
        for (std::size_t i = 1; i < p.size(); ++i)
            for (u64 d = 1; d <= p[i]; ++d) {
                std::vector<u64> q = p;
                q[i] -= d;
                q[i - 1] += d;
                if (!wins(q)) out.emplace(i, q[i]);
            }
        return out;
    }
};

// Coins on cells 1, 2, ... searched whole (positions kept sorted).
struct line_search {
    std::map<std::vector<u64>, bool> memo;
    bool wins(const std::vector<u64>& p) {
        if (auto it = memo.find(p); it != memo.end()) return it->second;
        bool win = false;
        for (std::size_t j = 0; j < p.size() && !win; ++j) {
            const u64 left = j == 0 ? 0 : p[j - 1];
            for (u64 c = left + 1; c < p[j] && !win; ++c) {
                std::vector<u64> q = p;
                q[j] = c;
                win = !wins(q);
            }
        }
        memo.emplace(p, win);
        return win;
    }
};

}  // namespace

TEST_CASE("staircase Nim against whole-position search") {
    std::mt19937 rng(3);
    stair_search w;
    for (int round = 0; round < 400; ++round) {
        std::uniform_int_distribution<int> len(1, 5);
        std::uniform_int_distribution<u64> c(0, 3);
        std::vector<u64> p(static_cast<std::size_t>(len(rng)));
        for (u64& x : p) x = c(rng);
        REQUIRE(sg::staircase_nim::wins(p) == w.wins(p));
        REQUIRE(sg::staircase_nim::outcome(p) == (w.wins(p) ? sg::outcome::win : sg::outcome::lose));
        std::set<std::pair<std::size_t, u64>> got;
        for (const auto& m : sg::staircase_nim::winning_moves(p)) {
            REQUIRE(m.to.size() == 1);
            got.emplace(m.component, m.to[0]);
        }
        REQUIRE(got == w.winning_moves(p));
        const auto first = sg::staircase_nim::winning_move(p);
        REQUIRE(first.has_value() == w.wins(p));
        if (first) REQUIRE(got.count({first->component, first->to[0]}) == 1);
    }
    REQUIRE(sg::staircase_nim::value({9, 1, 4, 2}) == 3);
    REQUIRE_FALSE(sg::staircase_nim::wins({5, 3, 0, 3}));
}

TEST_CASE("coins on a line against whole-position search") {
    std::mt19937 rng(5);
    line_search w;
    int won = 0;
    for (int round = 0; round < 400; ++round) {
        std::uniform_int_distribution<int> len(1, 4);
        std::vector<u64> cells{1, 2, 3, 4, 5, 6, 7, 8, 9};
        std::shuffle(cells.begin(), cells.end(), rng);
        std::vector<u64> p(cells.begin(), cells.begin() + len(rng));  // any order
        std::vector<u64> sorted = p;
        std::sort(sorted.begin(), sorted.end());
        REQUIRE(sg::coins_on_line::wins(p) == w.wins(sorted));
        const auto m = sg::coins_on_line::winning_move(p);
        REQUIRE(m.has_value() == w.wins(sorted));
        if (m) {
            ++won;
            REQUIRE(m->component < p.size());
            REQUIRE(m->to.size() == 1);
            std::vector<u64> q = p;
            REQUIRE(m->to[0] >= 1);
            REQUIRE(m->to[0] < q[m->component]);
            for (u64 x : p)  // passes no coin
                REQUIRE_FALSE((x >= m->to[0] && x < q[m->component]));
            q[m->component] = m->to[0];
            std::sort(q.begin(), q.end());
            REQUIRE_FALSE(w.wins(q));
        }
    }
    REQUIRE(won > 100);
    REQUIRE(sg::coins_on_line::stairs({5, 2}) == std::vector<u64>{0, 2, 1});
    REQUIRE_THROWS_AS(sg::coins_on_line::wins({3, 3}), sg::error);
    REQUIRE_THROWS_AS(sg::coins_on_line::wins({0, 3}), sg::error);
}
