// sg::subtraction_segments and its segment engine: sets with amounts above 2^16 against the
// plain mex loop, closed forms (Codeforces 1194D), periods of any length, 64-bit heaps, limits.
#include <sg/games/subtraction.hpp>
#include <sg/games/subtraction_segments.hpp>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "sg_catch.hpp"
#include "subtraction_reference.hpp"

using namespace sg_test;  // the references of subtraction_reference.hpp, u64 and u64_max

TEST_CASE("huge amounts: the segment engine against the plain sequence") {
    // Small sets plus one to three large amounts of a few thousand, split by hand (the
    // sequence class splits only sets with an amount above 2^16): every heap the plain
    // loop reaches, and the period against the one the plain values certify.
    std::mt19937_64 rng(1194);
    const int rounds = 150;
    int certified = 0;
    for (int round = 0; round < rounds; ++round) {
        const std::size_t small = 1 + static_cast<std::size_t>(rng() % 4);
        std::vector<u64> S = random_subset(rng, 1, small + rng() % 12, small);
        const std::size_t split = S.size();
        const u64 kmax = round % 3 == 0 ? 600 : 4000;
        for (u64 k : random_subset(rng, kmax / 4, kmax, 1 + static_cast<std::size_t>(rng() % 3))) S.push_back(k);
        const u64 t = S.back();
        INFO("S = " << set_text(S) << " split " << split);
        sg::detail::subtraction_impl::segment_engine engine(S, split);
        engine.run(u64{1} << 24);
        const auto& ps = engine.period();
        u64 upto = 4 * t + 100;
        if (ps) upto = std::max(upto, ps->preperiod + 2 * ps->period + t);
        upto = std::min<u64>(upto, 4'000'000);
        const auto want = plain_sequence(S, upto);
        u64 first_wrong = u64_max;  // one check for the whole range (Catch is slow per check)
        for (u64 n = 0; n <= upto && first_wrong == u64_max; ++n) {
            if (!ps && !engine.covers(n)) break;
            if ((ps ? (*ps)(n) : engine.value(n)) != want[static_cast<std::size_t>(n)]) first_wrong = n;
        }
        REQUIRE(first_wrong == u64_max);
        if (!ps) continue;
        ++certified;
        CHECK(ps->saltus == 0);
        if (ps->preperiod + ps->period + t <= upto) {  // the plain values prove the same period
            const auto plain = sg::find_period(std::span<const sg::nimber>(want), [t](u64, u64) { return t; });
            REQUIRE(plain);
            CHECK(ps->preperiod == plain->preperiod);
            CHECK(ps->period == plain->period);
        }
    }
    CHECK(certified >= rounds * 95 / 100);  // the rest ran out of the work budget: no answer, never a wrong one
}

TEST_CASE("huge amounts: subtraction_segments answers sets with an amount above 2^16 by segments") {
    std::mt19937_64 rng(65537);
    int by_segments = 0;
    for (int round = 0; round < 16; ++round) {
        const std::size_t small = 1 + static_cast<std::size_t>(rng() % 3);
        std::vector<u64> S = random_subset(rng, 1, small + rng() % 8, small);
        for (int j = 1 + static_cast<int>(rng() % 2); j > 0; --j) S.push_back((u64{1} << 16) + 1 + rng() % (u64{1} << 16));
        const sg::subtraction_game game(S);
        const u64 t = game.max_amount();
        INFO("S = " << set_text(game.amounts()));
        sg::subtraction_segments seq(game);
        const auto ps = seq.search_period();
        REQUIRE(ps);
        by_segments += seq.size() == 0;  // no value computed by the dense loop
        const u64 upto = std::min<u64>(std::max(4 * t, ps->preperiod + 2 * ps->period + t), 3'000'000);
        const auto want = plain_sequence(game.amounts(), upto);
        u64 first_wrong = u64_max;
        for (u64 n = 0; n <= upto && first_wrong == u64_max; ++n)
            if ((*ps)(n) != want[static_cast<std::size_t>(n)]) first_wrong = n;
        REQUIRE(first_wrong == u64_max);
        for (int i = 0; i < 200; ++i) {
            const u64 n = rng() % (upto + 1);
            CHECK(seq.value(n) == want[static_cast<std::size_t>(n)]);
        }
        if (ps->preperiod + ps->period + t <= upto) {
            const auto plain = sg::find_period(std::span<const sg::nimber>(want), [t](u64, u64) { return t; });
            REQUIRE(plain);
            CHECK(*ps == *plain);
        }
    }
    CHECK(by_segments >= 14);
}

TEST_CASE("huge amounts: {1, 2, k} against the closed form of Codeforces 1194D") {
    // The editorial of Codeforces 1194D (1-2-K Game): for k not divisible by 3, heap n is
    // lost iff n % 3 == 0; for 3 | k, with r = n % (k + 1), lost iff r != k and r % 3 == 0.
    const auto lost = [](u64 n, u64 k) {
        if (k % 3 != 0) return n % 3 == 0;
        const u64 r = n % (k + 1);
        return r != k && r % 3 == 0;
    };
    // The values behind it: n % 3, or for 3 | k: 3 where r == k, else r % 3 (checked
    // here against the plain loop for small k, then used for huge k).
    const auto value = [](u64 n, u64 k) -> sg::nimber {
        if (k % 3 != 0) return n % 3;
        const u64 r = n % (k + 1);
        return r == k ? 3 : r % 3;
    };
    for (u64 k = 3; k <= 200; ++k) {
        const auto g = plain_sequence({1, 2, k}, 5 * k);
        for (std::size_t n = 0; n < g.size(); ++n) {
            REQUIRE(g[n] == value(n, k));
            REQUIRE((g[n] == 0) == lost(n, k));
        }
    }
    std::mt19937_64 rng(11942);
    for (int round = 0; round < 60; ++round) {
        u64 k = (u64{1} << 20) + rng() % ((u64{1} << 62) - (u64{1} << 20));
        if (round % 2 == 0) k -= k % 3;  // half of them divisible by 3
        INFO("k = " << k);
        sg::subtraction_segments seq(sg::subtraction_game{1, 2, k});
        const auto ps = seq.search_period();
        REQUIRE(ps);
        CHECK(ps->preperiod == 0);
        CHECK(ps->period == (k % 3 == 0 ? k + 1 : 3));
        std::vector<u64> heaps = {0, 1, 2, k - 1, k, k + 1, k + 2, 2 * k, 2 * k + 1, 2 * k + 2, 3 * k + 2, u64_max};
        for (int i = 0; i < 40; ++i) heaps.push_back(rng());
        for (int i = 0; i < 10; ++i) heaps.push_back((rng() % 3) * (k + 1) + k - 1 + rng() % 3);
        for (u64 n : heaps) {
            INFO("n = " << n);
            CHECK(seq.value(n) == value(n, k));
            CHECK(seq.outcome(n) == (lost(n, k) ? sg::outcome::lose : sg::outcome::win));
        }
        CHECK(seq.size() == 0);  // nothing computed by the dense loop
    }
}

TEST_CASE("huge amounts: {1, 2, 10^18} at heap 10^18 + 12345") {
    const u64 k = 1'000'000'000'000'000'000ULL;
    const u64 n = k + 12345;
    sg::subtraction_segments seq(sg::subtraction_game{1, 2, k});
    CHECK(seq.value(n) == n % 3);  // 3 does not divide 10^18
    CHECK(seq.wins(n) == (n % 3 != 0));
    // A sum with a huge heap: every winning move leaves a sum of value 0.
    const std::vector<u64> heaps = {n, 5, k - 7};
    const auto moves = seq.winning_moves(heaps);
    CHECK(moves.empty() == (seq.value(heaps) == 0));
    for (const auto& m : moves) {
        std::vector<u64> next = heaps;
        next[m.component] = m.to.at(0);
        CHECK(seq.value(next) == 0);
    }
    CHECK(seq.size() == 0);
}

TEST_CASE("huge amounts: periods of any length, and values that follow the definition") {
    // Sets with a few huge amounts: the certified period (possibly far beyond what could be
    // listed, then given as runs), and each value checked against the mex of its options
    // at random heaps, at the run starts of the period and around the large amounts.
    std::mt19937_64 rng(25);
    const u64 e18 = 1'000'000'000'000'000'000ULL;
    const std::vector<std::vector<u64>> sets = {
        {1, 3, e18},         {2, 5, e18 / 10 + 3, e18 + 7}, {1, 3, 3 * (u64{1} << 61)},
        {1, 4, 9, 1'000'000'000'000, 1'000'000'000'001}, {3, 7, 9, 11, 1'000'000'007, 3'000'000'019, 5'000'000'029},
        {4'000'000'000'000'000'000ULL}, {1, 2, 3, (u64{1} << 63) - 1}};
    for (const auto& S : sets) {
        INFO("S = " << set_text(S));
        sg::subtraction_segments seq{sg::subtraction_game(S)};
        const auto ps = seq.search_period();
        REQUIRE(ps);
        CHECK(ps->preperiod + ps->period > 0);
        CHECK((ps->runs.empty() ? ps->values.size() == ps->preperiod + ps->period : ps->values.empty()));
        std::vector<u64> heaps = {0, 1, ps->preperiod, ps->preperiod + ps->period, u64_max, u64_max - 1};
        for (const auto& r : ps->runs.runs)
            for (u64 d = 0; d < 3; ++d) heaps.insert(heaps.end(), {r.start + d, r.start - d, r.start + ps->period + d});
        for (u64 k : S)
            for (u64 j = 1; j <= 3 && k <= u64_max / (j + 1); ++j)
                for (u64 d = 0; d < 4; ++d) heaps.insert(heaps.end(), {j * k + d, j * k - d});
        for (int i = 0; i < 100; ++i) heaps.push_back(rng());
        for (u64 n : heaps) {
            INFO("n = " << n);
            CHECK(follows_definition(seq, S, n));
        }
        CHECK(seq.size() == 0);
    }
    // 3 | k: the period k + 1 is 3 * 2^61 + 1, described by two runs.
    sg::subtraction_segments big(sg::subtraction_game{1, 2, 3 * (u64{1} << 61)});
    const auto ps = big.search_period();
    REQUIRE(ps);
    CHECK(ps->period == 3 * (u64{1} << 61) + 1);
    CHECK(ps->values.empty());
    CHECK(ps->runs.runs.size() == 2);
    CHECK(big.certified_period() == ps);
    // prefix() reads past the values computed from the period.
    const auto first = big.prefix(20);
    for (u64 n = 0; n <= 20; ++n) CHECK(first[static_cast<std::size_t>(n)] == n % 3);
}

TEST_CASE("huge amounts: every 64-bit heap without a period") {
    // k = 2^64 - 1 is divisible by 3: the period k + 1 = 2^64 does not fit, yet the runs
    // cover every heap. G(2^64 - 1) = mex{2, 1, 0} = 3.
    sg::subtraction_segments seq(sg::subtraction_game{1, 2, u64_max});
    CHECK_FALSE(seq.search_period());
    CHECK(seq.value(u64_max) == 3);
    CHECK(seq.value(u64_max - 1) == (u64_max - 1) % 3);
    CHECK(seq.value(12345) == 0);
    CHECK(follows_definition(seq, {1, 2, u64_max}, u64_max));
}

TEST_CASE("huge amounts: the limits say which one was reached") {
    // More than 16 amounts above the small ones: no split, no period from 2^22 values.
    std::vector<u64> many = {1};
    for (u64 i = 0; i < 20; ++i) many.push_back((u64{1} << 40) + 3 * i);
    sg::subtraction_segments wide{sg::subtraction_game(many)};
    try {
        (void)wide.value(u64{1} << 42);
        FAIL("no throw");
    } catch (const sg::limit_error& e) {
        CHECK(std::string(e.what()).find("at most 16 large amounts") != std::string::npos);
    }
    CHECK(wide.value(1000) == 1000 % 2);  // small heaps still come from the values
    // A set whose runs need more work than 2^22 (max_len) to reach 2^64: refused, then
    // answered with a larger max_len (every heap covered, no period below 2^64).
    const std::vector<u64> S = {1, 12, 1'523'000'000'000'000, 1'860'000'000'000'000};
    sg::subtraction_segments hard{sg::subtraction_game(S)};
    const u64 n = 10'000'000'000'000'000'000ULL;  // beyond the heaps 2^22 covers
    try {
        (void)hard.value(n);
        FAIL("no throw");
    } catch (const sg::limit_error& e) {
        CHECK(std::string(e.what()).find("work budget of 4194304") != std::string::npos);
    }
    const auto v = hard.value_within(n, u64{1} << 27);
    REQUIRE(v);
    CHECK(hard.value(n) == *v);
    for (u64 m : {n, n + 1, u64{1'523'000'000'000'001}, u64{3'383'000'000'000'012}}) CHECK(follows_definition(hard, S, m));
    // A memory budget: refused in bytes.
    sg::subtraction_segments small_budget(sg::subtraction_game{1, 2, u64{1} << 40});
    small_budget.set_memory_limit(64);
    try {
        (void)small_budget.value(u64{1} << 41);
        FAIL("no throw");
    } catch (const sg::limit_error& e) {
        CHECK(e.kind() == sg::limit_kind::bytes);
    }
    small_budget.set_memory_limit(sg::detail::memory_budget::unlimited);
    CHECK(small_budget.value(u64{1} << 41) == (u64{1} << 41) % 3);
}
