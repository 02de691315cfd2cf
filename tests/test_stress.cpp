// The solver against an independent brute force: sums of 1-3 components searched as
// one game (minimax over the multiset of component states, never the XOR rule), on
// hundreds of random small games of three kinds: acyclic move tables with splits,
// subtraction sets, and a take-and-split heap game.
#include <sg/grundy.hpp>

#include <algorithm>
#include <cstdint>
#include <map>
#include <random>
#include <vector>

#include "sg_catch.hpp"
#include "whole_sum.hpp"

namespace {

using parts_t = std::vector<int>;

// Random acyclic table: state i moves to one state j < i or to a sum of two states.
struct table_game {
    using state = int;
    std::vector<std::vector<parts_t>> options;
    void moves(int s, auto&& emit) const {
        for (const parts_t& p : options[static_cast<std::size_t>(s)]) {
            if (p.size() == 1)
                emit(p[0]);
            else if (p.size() == 2)
                emit(p[0], p[1]);
            else
                emit();
        }
    }
};

struct subtraction_game {
    using state = int;
    std::vector<int> S;
    void moves(int n, auto&& emit) const {
        for (int k : S)
            if (k <= n) emit(n - k);
    }
};

// Codeforces 768E: a pile never gives up the same number of stones twice. State:
// stones left, and the set of amounts taken so far (kept whole here: no reduction).
struct stones {
    using state = std::pair<int, std::uint64_t>;
    void moves(const state& s, auto&& emit) const {
        for (int k = 1; k <= s.first; ++k)
            if (!(s.second >> k & 1)) emit(state{s.first - k, s.second | std::uint64_t{1} << k});
    }
};

// Remove k in S from a heap; the rest stays one heap if keep[k], and may be split into
// two non-empty heaps if split[k]. A heap of 0 is no heap.
struct take_and_split {
    using state = int;
    std::vector<int> S;
    std::vector<bool> keep, split;
    void moves(int n, auto&& emit) const {
        for (std::size_t i = 0; i < S.size(); ++i) {
            const int r = n - S[i];
            if (r < 0) continue;
            if (keep[i]) {
                if (r == 0)
                    emit();
                else
                    emit(r);
            }
            if (split[i])
                for (int a = 1; a + a <= r; ++a) emit(a, r - a);
        }
    }
};

template <class Game>
void check_against_search(const Game& game, int max_state, std::mt19937& rng, int sums) {
    sg::grundy<Game> solver{game};
    auto search = sg_test::game_search(game);
    std::uniform_int_distribution<int> pick(0, max_state);
    std::uniform_int_distribution<int> count(1, 3);
    for (int t = 0; t < sums; ++t) {
        std::vector<int> comps(static_cast<std::size_t>(count(rng)));
        for (int& c : comps) c = pick(rng);
        const bool win = search.wins(comps);
        REQUIRE(solver.wins(comps) == win);
        const auto mv = solver.winning_move(comps);
        REQUIRE(mv.has_value() == win);
        if (mv) {
            // The move is legal (a listed option, its parts in ascending order), and
            // leaves a position the search says is lost.
            const auto options = sg::list_moves(game, comps[mv->component]);
            REQUIRE(std::is_sorted(mv->to.begin(), mv->to.end()));
            REQUIRE(std::find_if(options.begin(), options.end(), [&](const std::vector<int>& o) {
                        return std::is_permutation(o.begin(), o.end(), mv->to.begin(), mv->to.end());
                    }) != options.end());
            std::vector<int> next = comps;
            next.erase(next.begin() + static_cast<std::ptrdiff_t>(mv->component));
            next.insert(next.end(), mv->to.begin(), mv->to.end());
            REQUIRE_FALSE(search.wins(next));
        }
    }
}

}  // namespace

TEST_CASE("random acyclic move tables with splits agree with whole-sum search") {
    std::mt19937 rng(20261130);
    for (int trial = 0; trial < 300; ++trial) {
        const int n = std::uniform_int_distribution<int>(1, 12)(rng);
        table_game g;
        g.options.resize(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i) {
            const int k = std::uniform_int_distribution<int>(0, 4)(rng);
            for (int m = 0; m < k; ++m) {
                const int kind = std::uniform_int_distribution<int>(0, 9)(rng);
                if (i == 0 || kind == 0) {
                    g.options[static_cast<std::size_t>(i)].push_back({});
                } else if (kind <= 6) {
                    g.options[static_cast<std::size_t>(i)].push_back({std::uniform_int_distribution<int>(0, i - 1)(rng)});
                } else {
                    std::uniform_int_distribution<int> below(0, i - 1);
                    g.options[static_cast<std::size_t>(i)].push_back({below(rng), below(rng)});
                }
            }
        }
        check_against_search(g, n - 1, rng, 20);
    }
}

TEST_CASE("random subtraction sets agree with whole-sum search") {
    std::mt19937 rng(7);
    for (int trial = 0; trial < 300; ++trial) {
        subtraction_game g;
        const int k = std::uniform_int_distribution<int>(1, 4)(rng);
        for (int i = 0; i < k; ++i) g.S.push_back(std::uniform_int_distribution<int>(1, 7)(rng));
        check_against_search(g, 20, rng, 20);
    }
}

TEST_CASE("random take-and-split games agree with whole-sum search") {
    std::mt19937 rng(1234);
    for (int trial = 0; trial < 200; ++trial) {
        take_and_split g;
        const int k = std::uniform_int_distribution<int>(1, 3)(rng);
        for (int i = 0; i < k; ++i) {
            g.S.push_back(std::uniform_int_distribution<int>(1, 3)(rng));
            const int mode = std::uniform_int_distribution<int>(1, 3)(rng);
            g.keep.push_back(mode & 1);
            g.split.push_back((mode & 2) != 0);
        }
        check_against_search(g, 11, rng, 12);
    }
}

TEST_CASE("Game of Stones: sums of two piles searched whole, and OEIS A003056") {
    sg::grundy<stones> g;
    const stones rules;
    auto search = sg_test::game_search(rules);
    using S = stones::state;
    for (int a = 0; a <= 9; ++a)
        for (int b = 0; b <= 9; ++b) {
            const std::vector<S> sum = {S{a, 0}, S{b, 0}};
            REQUIRE(g.wins(sum) == search.wins(sum));
        }
    // A003056: the largest k with k(k+1)/2 <= n (the value of a pile of n).
    for (int n = 0; n <= 40; ++n) {
        sg::nimber k = 0;
        while ((k + 1) * (k + 2) / 2 <= static_cast<sg::nimber>(n)) ++k;
        REQUIRE(g(S{n, 0}) == k);
    }
}
