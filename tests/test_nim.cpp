#include <sg/games/nim.hpp>
#include <sg/grundy.hpp>

#include <cstdint>
#include <optional>
#include <random>
#include <set>
#include <utility>
#include <vector>

#include "sg_catch.hpp"
#include "whole_sum.hpp"

namespace {

using u64 = std::uint64_t;

// The rule of Nim as the whole-sum search reads it: a heap of n goes to any smaller heap.
auto rules = [](const u64& n, auto&& emit) {
    for (u64 k = 0; k < n; ++k) emit(k);
};
using search = sg_test::whole_sum_search<u64, decltype(rules)>;

// The value of a sum by search alone: the one heap m that, added, makes it lost.
u64 value_by_search(search& s, std::vector<u64> heaps, u64 bound) {
    u64 found = ~u64{0}, count = 0;
    heaps.push_back(0);
    for (u64 m = 0; m <= bound; ++m) {
        heaps.back() = m;
        if (!s.wins(heaps)) {
            found = m;
            ++count;
        }
    }
    REQUIRE(count == 1);
    return found;
}

// Every sum of up to `count` heaps of sizes 0 .. max.
void each_sum(std::size_t count, u64 max, std::vector<u64>& cur, const auto& f) {
    if (!cur.empty()) f(cur);
    if (cur.size() == count) return;
    for (u64 h = 0; h <= max; ++h) {
        cur.push_back(h);
        each_sum(count, max, cur, f);
        cur.pop_back();
    }
}

}  // namespace

TEST_CASE("nim: every query against whole-sum search") {
    search brute(rules, [](const u64& n) { return n == 0; });
    const sg::nim nim;  // the hooks are const: so are the queries
    std::vector<u64> cur;
    std::size_t sums = 0;
    each_sum(4, 5, cur, [&](const std::vector<u64>& heaps) {
        ++sums;
        INFO("heaps " << heaps.size() << ": " << heaps[0] << (heaps.size() > 1 ? " ..." : ""));
        const u64 v = value_by_search(brute, heaps, 7);
        REQUIRE(nim.value(heaps) == v);
        const bool win = brute.wins(heaps);
        REQUIRE(nim.wins(heaps) == win);
        REQUIRE(nim.outcome(heaps) == (win ? sg::outcome::win : sg::outcome::lose));
        const auto moves = nim.winning_moves(heaps);
        const auto want = brute.winning_moves(heaps);
        REQUIRE(sg_test::as_set(moves) == want);
        REQUIRE(moves.size() == want.size());  // equal heaps: one move in each
        REQUIRE(nim.count_winning_moves(heaps) == want.size());
        const auto first = nim.winning_move(heaps);
        REQUIRE(first.has_value() == !want.empty());
        if (first) REQUIRE(first->component == moves.front().component);
        if (first) REQUIRE(first->to == moves.front().to);
    });
    REQUIRE(sums > 1000);
    // One heap: value, moves to each value, by search of the heap plus a heap of t.
    for (u64 n = 0; n <= 12; ++n) {
        REQUIRE(nim(n) == value_by_search(brute, {n}, 15));
        REQUIRE(nim.value(n) == n);
        for (u64 t = 0; t <= 14; ++t) {
            std::vector<std::vector<u64>> want;
            for (u64 k = 0; k < n; ++k)
                if (value_by_search(brute, {k}, 15) == t) want.push_back({k});
            INFO(n << " to value " << t);
            REQUIRE(nim.moves_to_value(n, t) == want);
            REQUIRE(nim.move_to_value(n, t) ==
                    (want.empty() ? std::nullopt : std::optional<std::vector<u64>>(want.front())));
        }
    }
}

TEST_CASE("nim: braced lists, the generic solver, 64-bit heaps") {
    sg::nim nim;
    REQUIRE(nim.wins({3, 4, 5}));
    REQUIRE(!nim.wins({1, 2, 3}));
    REQUIRE(nim.count_winning_moves({7, 11, 13}) == 3);                    // POJ 2975 sample
    REQUIRE(nim.count_winning_moves({1'000'000'000, 1'000'000'000}) == 0);  // POJ 2975 sample
    REQUIRE(nim.count_winning_moves({5, 5, 5}) == 3);                      // equal heaps count apart
    const auto m = nim.winning_moves({3, 4, 5});
    REQUIRE(m.size() == 1);
    REQUIRE(m[0].component == 0);
    REQUIRE(m[0].to == std::vector<u64>{1});
    REQUIRE(nim.winning_moves({0}).empty());
    REQUIRE(nim.count_winning_moves(std::vector<u64>{}) == 0);
    // As a game: the generic solver gives every heap its size.
    sg::grundy<sg::nim> g;
    for (u64 n = 0; n <= 60; ++n) REQUIRE(g(n) == n);
    REQUIRE(g.winning_moves({9, 6, 3}) == nim.winning_moves({9, 6, 3}));
    // Heaps of any 64-bit size, against the XOR rule evaluated per heap.
    std::mt19937_64 rng(1902);
    for (int rep = 0; rep < 2000; ++rep) {
        std::vector<u64> heaps(static_cast<std::size_t>(1 + rng() % 6));
        for (u64& h : heaps) h = rng() >> (rng() % 64);
        if (rep % 4 == 0) heaps.push_back(heaps[0]);  // equal heaps
        u64 x = 0;
        for (u64 h : heaps) x ^= h;
        std::size_t count = 0;
        for (std::size_t i = 0; i < heaps.size(); ++i) {
            u64 rest = 0;
            for (std::size_t j = 0; j < heaps.size(); ++j)
                if (j != i) rest ^= heaps[j];
            count += rest < heaps[i];  // heap i lowered to the XOR of the others
        }
        REQUIRE(nim.value(heaps) == x);
        REQUIRE(nim.count_winning_moves(heaps) == count);
        for (const auto& mv : nim.winning_moves(heaps)) {
            REQUIRE(mv.to.size() == 1);
            REQUIRE(mv.to[0] < heaps[mv.component]);
            REQUIRE((x ^ heaps[mv.component] ^ mv.to[0]) == 0);
        }
    }
    const u64 max = ~u64{0};
    REQUIRE(nim.count_winning_moves({max, max - 1, 1}) == 0);
    REQUIRE(nim.winning_moves({max}).front().to == std::vector<u64>{0});
}
