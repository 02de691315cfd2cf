#include <sg/games/subtraction.hpp>
#include <sg/games/subtraction_segments.hpp>
#include <sg/grundy.hpp>
#include <sg/sum.hpp>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <vector>

#include "sequence_queries.hpp"
#include "subtraction_reference.hpp"
#include "sg_catch.hpp"
#include "whole_sum.hpp"

namespace {

using sg_test::follows_definition;
using sg_test::plain_sequence;
using sg_test::random_subset;
using sg_test::set_text;
using sg_test::u64;
using sg_test::u64_max;

// G(0..upto) in T by sg::subtraction_sequence, and the period its search certifies.
template <class T = sg::nimber, class Game, class Progress = void (*)(u64)>
std::vector<T> sequence_of(const Game& game, u64 upto, Progress progress = [](u64) {}) {
    sg::subtraction_sequence<Game, T> s(game);
    s.extend(upto, progress);
    std::vector<T> out;
    for (u64 n = 0; n < s.size(); ++n) out.push_back(static_cast<T>(s[n]));
    return out;
}
template <class Game>
std::optional<sg::periodic_sequence> period_of(const Game& game, u64 max_len = sg::period_search_length) {
    return sg::subtraction_sequence(game).search_period(max_len);
}

// ---------------------------------------------------------------------------------
// Independent references.

// G(0..upto) straight from the definition, G(n) = mex{ G(n-k) : 1 <= k <= n, k in S }.
template <class InSet>
std::vector<sg::nimber> naive_sequence(InSet in_set, u64 upto) {
    std::vector<sg::nimber> g;
    for (u64 n = 0; n <= upto; ++n) {
        std::vector<bool> seen(n + 2, false);
        for (u64 k = 1; k <= n; ++k)
            if (in_set(k)) seen[g[n - k]] = true;
        sg::nimber m = 0;
        while (seen[m]) ++m;
        g.push_back(m);
    }
    return g;
}

// The sum of heaps searched as one game (tests/support/whole_sum.hpp), where a move
// takes any k with in_set(k) from one heap; no Grundy values, no XOR rule.
template <class InSet>
auto sum_search(InSet in_set) {
    auto moves = [in_set](u64 h, auto&& emit) {
        for (u64 k = 1; k <= h; ++k)
            if (in_set(k)) emit(h - k);
    };
    return sg_test::whole_sum_search<u64, decltype(moves)>(moves);
}

struct ref_period {
    u64 preperiod = 0, period = 0;
};

// Shortest period and smallest preperiod of a finite set by cycle detection on windows:
// the window W(n) = G(n .. n+t-1) determines W(n+1), so the first repeated window
// W(i) = W(j), i < j, gives preperiod i and period j - i. nullopt past `limit` windows.
std::optional<ref_period> reference_period(const std::vector<u64>& S, u64 limit) {
    const u64 t = S.back();
    std::vector<sg::nimber> g;
    auto value = [&](u64 n) {
        while (g.size() <= n) {
            const u64 m = g.size();
            u64 seen = 0;
            for (u64 k : S)
                if (k <= m) seen |= u64{1} << g[m - k];
            g.push_back(static_cast<sg::nimber>(std::countr_one(seen)));
        }
        return g[n];
    };
    std::unordered_map<std::string, u64> first;
    for (u64 n = 0; n < limit; ++n) {
        std::string w;
        for (u64 i = 0; i < t; ++i) w.push_back(static_cast<char>(value(n + i)));
        auto [it, fresh] = first.emplace(std::move(w), n);
        if (!fresh) return ref_period{it->second, n - it->second};
    }
    return std::nullopt;
}

bool is_prime(u64 k) {
    if (k < 2) return false;
    for (u64 d = 2; d * d <= k; ++d)
        if (k % d == 0) return false;
    return true;
}

bool is_square(u64 k) {
    u64 r = 0;
    while ((r + 1) * (r + 1) <= k) ++r;
    return r * r == k;
}

}  // namespace

// ---------------------------------------------------------------------------------

TEST_CASE("subtraction games are impartial games") {
    STATIC_REQUIRE(sg::impartial_game<sg::subtraction_game>);
    STATIC_REQUIRE(sg::impartial_game<sg::all_but_subtraction_game>);
    auto pow2 = [](u64 k) { return std::has_single_bit(k); };
    STATIC_REQUIRE(sg::impartial_game<sg::predicate_subtraction_game<decltype(pow2)>>);

    const sg::subtraction_game g{5, 1, 3, 3};
    CHECK(g.amounts() == std::vector<u64>{1, 3, 5});
    CHECK(g.max_amount() == 5);
    CHECK(sg::list_moves(g, 4) == std::vector<std::vector<u64>>{{3}, {1}});
    CHECK(sg::list_moves(g, 0).empty());
    CHECK(sg::list_moves(g, u64_max) == std::vector<std::vector<u64>>{{u64_max - 1}, {u64_max - 3}, {u64_max - 5}});

    const std::vector<int> from_ints = {2, 5};
    CHECK(sg::subtraction_game(from_ints).amounts() == std::vector<u64>{2, 5});
    CHECK(sg::subtraction_game::from_predicate([](u64 k) { return k % 3 == 0; }, 10).amounts() ==
          std::vector<u64>{3, 6, 9});

    const sg::all_but_subtraction_game a{2};
    CHECK(sg::list_moves(a, 3) == std::vector<std::vector<u64>>{{2}, {0}});
    CHECK(a.max_excluded() == 2);

    const sg::predicate_subtraction_game p{pow2};
    CHECK(sg::list_moves(p, 5) == std::vector<std::vector<u64>>{{4}, {3}, {1}});
    CHECK(p.contains(8));
    CHECK_FALSE(p.contains(0));
}

// A game derived from a family is not that family: the sequence engines take their own
// family only (each game names its engine, whose game is that family).
struct derived_subtraction_game : sg::subtraction_game {
    using sg::subtraction_game::subtraction_game;
};

TEST_CASE("subtraction_sequence takes the three families, const or not, and nothing else") {
    namespace impl = sg::detail::subtraction_impl;
    auto odd = [](u64 k) { return k % 2 == 1; };
    using odd_game = sg::predicate_subtraction_game<decltype(odd)>;
    STATIC_REQUIRE(impl::has_engine<sg::subtraction_game>);
    STATIC_REQUIRE(impl::has_engine<const sg::all_but_subtraction_game>);
    STATIC_REQUIRE(impl::has_engine<odd_game>);
    STATIC_REQUIRE_FALSE(impl::has_engine<derived_subtraction_game>);
    STATIC_REQUIRE_FALSE(impl::has_engine<int>);

    // A const game: the same values and the same certified period as the plain one.
    sg::subtraction_sequence<const sg::subtraction_game> c{sg::subtraction_game{1, 4}};
    sg::subtraction_sequence<sg::subtraction_game> plain{sg::subtraction_game{1, 4}};
    c.extend(100);
    plain.extend(100);
    CHECK(c.values() == plain.values());
    REQUIRE(c.certified_period());
    CHECK(c.certified_period()->period == plain.certified_period()->period);
    sg::subtraction_sequence<const sg::all_but_subtraction_game> a{sg::all_but_subtraction_game{2}};
    a.extend(20);
    sg::subtraction_sequence odds{odd_game{odd}};
    odds.extend(20);
    for (u64 n = 0; n <= 20; ++n) {
        CHECK(a[n] == sg::grundy<sg::all_but_subtraction_game>(sg::all_but_subtraction_game{2})(n));
        CHECK(odds[n] == n % 2);
    }
}

TEST_CASE("bad subtraction sets are rejected with a message") {
    REQUIRE_THROWS_AS(sg::subtraction_game({1, 0, 2}), sg::error);
    REQUIRE_THROWS_AS(sg::all_but_subtraction_game({0}), sg::error);
    const std::vector<int> negative = {3, -2};
    try {
        (void)sg::subtraction_game(negative);
        FAIL("no throw");
    } catch (const sg::error& e) {
        CHECK(std::string(e.what()).find("amount -2 is negative") != std::string::npos);
    }
    REQUIRE_THROWS_AS(sequence_of(sg::subtraction_game{1}, u64_max), sg::limit_error);
    // Values up to |S| = 300 may not fit 8 bits.
    std::vector<u64> big;
    for (u64 k = 1; k <= 300; ++k) big.push_back(k);
    REQUIRE_THROWS_AS(sequence_of<std::uint8_t>(sg::subtraction_game(big), 10), sg::error);
    REQUIRE_THROWS_AS(sequence_of<std::uint8_t>(sg::all_but_subtraction_game{}, 300), sg::error);
    REQUIRE_THROWS_AS(period_of(sg::all_but_subtraction_game{u64{1} << 40}), sg::limit_error);
}

TEST_CASE("subtraction_sequence: values as narrow as they fit, widened as they grow") {
    // Nim (every amount): G(n) = n, so the values need 1, then 2, then 4 bytes.
    const auto nim_values = [](u64 upto) {
        std::vector<sg::nimber> v(upto + 1);
        for (u64 n = 0; n <= upto; ++n) v[n] = n;
        return v;
    };
    const auto widens = [&](auto game) {
        sg::subtraction_sequence s(game);
        s.extend(255);
        CHECK(s.value_bytes() == 1);
        s.extend(256);
        CHECK(s.value_bytes() == 2);
        s.extend(70000);
        CHECK(s.value_bytes() == 4);
        CHECK(s.values() == nim_values(70000));
        CHECK(s.memory_used() >= 70001 * 4);
    };
    widens(sg::all_but_subtraction_game{});
    widens(sg::predicate_subtraction_game([](u64) { return true; }));
    // One extend across both widenings: the heaps where they happen are computed again.
    sg::subtraction_sequence at_once(sg::all_but_subtraction_game{});
    at_once.extend(70000);
    CHECK(at_once.value_bytes() == 4);
    CHECK(at_once.values() == nim_values(70000));
    // A finite set's values are at most |S|: 2 bytes from the start for 300 amounts.
    std::vector<u64> big;
    for (u64 k = 1; k <= 300; ++k) big.push_back(k);
    sg::subtraction_sequence wide(sg::subtraction_game{big});
    wide.extend(10);
    CHECK(wide.value_bytes() == 2);
    wide.extend(1000);
    CHECK(wide.values() == naive_sequence([](u64 k) { return k <= 300; }, 1000));
    sg::subtraction_sequence small(sg::subtraction_game{1, 4, 9});
    small.extend(100000);
    CHECK(small.value_bytes() == 1);
    // T caps the width: a value past it throws, and the values before it stay.
    sg::subtraction_sequence<sg::all_but_subtraction_game, std::uint16_t> capped(sg::all_but_subtraction_game{});
    CHECK_THROWS_AS(capped.extend(70000), sg::error);
    CHECK(capped.value_bytes() == 2);
    CHECK(capped.values() == nim_values(65535));
}

TEST_CASE("nim-sequences follow the definition") {
    std::mt19937_64 rng(20240604);
    for (int round = 0; round < 60; ++round) {
        const std::size_t size = 1 + rng() % (round < 40 ? 8 : 80);  // the wide mex for |S| >= 64
        const std::vector<u64> S = random_subset(rng, 1, round < 40 ? 30 : 120, size);
        const sg::subtraction_game game(S);
        auto in_set = [&](u64 k) { return std::binary_search(S.begin(), S.end(), k); };
        const auto want = naive_sequence(in_set, 400);
        CHECK(sequence_of(game, 400) == want);
        const auto narrow = sequence_of<std::uint16_t>(game, 400);
        CHECK(std::equal(narrow.begin(), narrow.end(), want.begin(), want.end()));
    }
    for (int round = 0; round < 40; ++round) {
        const std::vector<u64> E = random_subset(rng, 1, 1 + rng() % 25, rng() % 6);
        const sg::all_but_subtraction_game game(E);
        auto in_set = [&](u64 k) { return !std::binary_search(E.begin(), E.end(), k); };
        CHECK(sequence_of(game, 400) == naive_sequence(in_set, 400));
    }
    auto primes = sg::predicate_subtraction_game([](u64 k) { return is_prime(k); });
    CHECK(sequence_of(primes, 500) == naive_sequence([](u64 k) { return is_prime(k); }, 500));
    auto pow2 = sg::predicate_subtraction_game([](u64 k) { return std::has_single_bit(k); });
    CHECK(sequence_of<std::uint8_t>(pow2, 500) ==
          sequence_of<std::uint8_t>(sg::subtraction_game::from_predicate(
                                                     [](u64 k) { return std::has_single_bit(k); }, 500),
                                                 500));
}

TEST_CASE("nim-sequences agree with the generic solver") {
    std::mt19937_64 rng(7);
    for (int round = 0; round < 20; ++round) {
        const sg::subtraction_game game(random_subset(rng, 1, 20, 1 + rng() % 5));
        sg::grundy g{game};
        const auto seq = sequence_of(game, 300);
        for (u64 n = 0; n <= 300; ++n) CHECK(g(n) == seq[n]);
    }
    for (int round = 0; round < 10; ++round) {
        const sg::all_but_subtraction_game game(random_subset(rng, 1, 12, rng() % 4));
        sg::grundy g{game};
        const auto seq = sequence_of(game, 150);
        for (u64 n = 0; n <= 150; ++n) CHECK(g(n) == seq[n]);
    }
    const sg::predicate_subtraction_game squares([](u64 k) { return is_square(k); });
    sg::grundy g{squares};
    const auto seq = sequence_of(squares, 200);
    for (u64 n = 0; n <= 200; ++n) CHECK(g(n) == seq[n]);
}

TEST_CASE("sums of heaps: whole-game search agrees with the values") {
    std::mt19937_64 rng(99);
    for (int round = 0; round < 12; ++round) {
        const std::vector<u64> S = random_subset(rng, 1, 7, 1 + rng() % 3);
        const sg::subtraction_game game(S);
        auto in_set = [&S](u64 k) { return std::binary_search(S.begin(), S.end(), k); };
        auto search = sum_search(in_set);
        const auto ps = period_of(game);
        REQUIRE(ps);
        sg::grundy solver{game};
        for (int trial = 0; trial < 40; ++trial) {
            std::vector<u64> heaps(2 + rng() % 2);
            for (u64& h : heaps) h = rng() % 13;
            sg::nimber x = 0;
            for (u64 h : heaps) x ^= (*ps)(h);
            const bool win = search.wins(heaps);
            CHECK(win == (x != 0));
            if (win) {  // the solver's winning move leaves a lost sum
                const auto mv = solver.winning_move(heaps);
                REQUIRE(mv);
                std::vector<u64> next = heaps;
                next[mv->component] = mv->to.at(0);
                CHECK_FALSE(search.wins(next));
            }
        }
    }
    for (int round = 0; round < 6; ++round) {
        const std::vector<u64> E = random_subset(rng, 1, 5, 1 + rng() % 2);
        auto in_set = [&E](u64 k) { return !std::binary_search(E.begin(), E.end(), k); };
        auto search = sum_search(in_set);
        const auto ps = period_of(sg::all_but_subtraction_game(E));
        REQUIRE(ps);
        for (int trial = 0; trial < 30; ++trial) {
            std::vector<u64> heaps(2 + rng() % 2);
            for (u64& h : heaps) h = rng() % 11;
            sg::nimber x = 0;
            for (u64 h : heaps) x ^= (*ps)(h);
            CHECK(search.wins(heaps) == (x != 0));
        }
    }
    auto pow2 = [](u64 k) { return std::has_single_bit(k); };
    auto search = sum_search(pow2);
    const auto seq = sequence_of(sg::predicate_subtraction_game(pow2), 12);
    for (u64 a = 0; a <= 12; ++a)
        for (u64 b = 0; b <= 12; ++b)
            for (u64 c = 0; c <= 6; ++c) CHECK(search.wins({a, b, c}) == ((seq[a] ^ seq[b] ^ seq[c]) != 0));
}

TEST_CASE("period finder against cycle detection on 2000 random sets in [1, 40]") {
    std::mt19937_64 rng(12345);
    int certified = 0;
    for (int round = 0; round < 2000; ++round) {
        const std::size_t size = 1 + rng() % (round % 4 == 0 ? 20 : 6);
        const std::vector<u64> S = random_subset(rng, 1, 40, size);
        const u64 t = S.back();
        const auto ref = reference_period(S, 100000);
        REQUIRE(ref);
        const sg::subtraction_game game(S);
        // The certificate needs exactly preperiod + period + t values.
        const u64 need = ref->preperiod + ref->period + t;
        const auto ps = period_of(game, need);
        REQUIRE(ps);
        CHECK(ps->preperiod == ref->preperiod);
        CHECK(ps->period == ref->period);
        CHECK(ps->saltus == 0);
        CHECK_FALSE(period_of(game, need - 1));
        const auto seq = sequence_of(game, need + 3 * ref->period);
        for (u64 n = 0; n < seq.size(); ++n) REQUIRE((*ps)(n) == seq[n]);
        ++certified;
    }
    CHECK(certified == 2000);
}

TEST_CASE("known finite sets") {
    // Bash: S = {1..m} gives G(n) = n mod (m+1), period m + 1, no preperiod.
    for (u64 m = 1; m <= 30; ++m) {
        std::vector<u64> S;
        for (u64 k = 1; k <= m; ++k) S.push_back(k);
        const auto ps = period_of(sg::subtraction_game(S));
        REQUIRE(ps);
        CHECK(ps->preperiod == 0);
        CHECK(ps->period == m + 1);
        for (u64 n : {u64{0}, u64{1}, m, m + 1, u64{1000003}, u64_max - 1, u64_max}) CHECK((*ps)(n) == n % (m + 1));
    }
    // S = {1, 3, 4}: 0 1 0 1 2 3 2, period 7 (T. S. Ferguson, Game Theory, Part I:
    // Impartial Combinatorial Games, section 3.3).
    const auto ps = period_of(sg::subtraction_game{1, 3, 4});
    REQUIRE(ps);
    CHECK(ps->preperiod == 0);
    CHECK(ps->period == 7);
    CHECK(ps->values == std::vector<sg::nimber>{0, 1, 0, 1, 2, 3, 2});
    CHECK((*ps)(u64_max) == std::vector<sg::nimber>{0, 1, 0, 1, 2, 3, 2}[u64_max % 7]);
    // The empty set: no moves.
    const auto none = period_of(sg::subtraction_game{});
    REQUIRE(none);
    CHECK((*none)(u64_max) == 0);
}

TEST_CASE("published nim-sequences of predicate sets") {
    // OEIS A014586, Nim-Grundy function for Take-a-Square (offset 0).
    const std::vector<sg::nimber> squares = {
        0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 3, 2, 3, 4, 5, 3, 2, 3,
        4, 0, 1, 2, 3, 2, 0, 1, 2, 3, 2, 0, 1, 2, 3, 2, 3, 4, 5, 0, 1, 3, 4, 5, 0, 1, 3, 4, 5, 0, 1, 3, 0,
        1, 0, 1, 2, 4, 3, 0, 1, 5, 6, 2, 3, 4, 5, 6, 2, 3, 4, 5, 0, 1, 6, 3, 2, 4, 2, 6, 4, 5, 0, 1, 6, 4};
    CHECK(sequence_of(sg::predicate_subtraction_game([](u64 k) { return is_square(k); }),
                                   squares.size() - 1) == squares);
    // OEIS A014589, Nim function for Take-a-Prime (offset 0).
    const std::vector<sg::nimber> primes = {
        0, 0, 1, 1, 2, 2, 3, 3, 4, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 0, 4, 1, 5, 2, 6, 3, 4,
        7, 0, 0, 1, 1, 2, 2, 3, 3, 4, 8, 5, 7, 6, 8, 9, 0, 4, 1, 5, 2, 6, 0, 4, 1, 5, 2, 6, 3, 4, 7, 5, 8,
        4, 10, 5, 7, 6, 8, 4, 7, 5, 8, 6, 10, 9, 7, 4, 8, 5, 10, 6, 0, 4, 1, 5, 2, 6, 0, 4, 1, 5, 2, 6, 3};
    CHECK(sequence_of(sg::predicate_subtraction_game([](u64 k) { return is_prime(k); }),
                                   primes.size() - 1) == primes);
    // Powers of two (HDU 1847): G(n) = n mod 3, since 2^k mod 3 is 1 or 2, so every move
    // changes n mod 3 and from n mod 3 = r > 0 the move 1 or 2 reaches 0 mod 3.
    const sg::predicate_subtraction_game powers([](u64 k) { return std::has_single_bit(k); });
    const auto pow2 = sequence_of(powers, 5000);
    for (u64 n = 0; n <= 5000; ++n) CHECK(pow2[n] == n % 3);
}

TEST_CASE("all-but sets: known results") {
    // E empty is Nim: G(n) = n, period 1, saltus 1.
    auto nim = period_of(sg::all_but_subtraction_game{});
    REQUIRE(nim);
    CHECK(nim->preperiod == 0);
    CHECK(nim->period == 1);
    CHECK(nim->saltus == 1);
    CHECK((*nim)(u64_max) == u64_max);
    // E = {1}: the options of n are all m <= n - 2, so G(n) = floor(n / 2).
    auto half = period_of(sg::all_but_subtraction_game{1});
    REQUIRE(half);
    CHECK(half->preperiod == 0);
    CHECK(half->period == 2);
    CHECK(half->saltus == 1);
    CHECK((*half)(u64_max) == u64_max / 2);
    CHECK((*half)(u64_max - 1) == u64_max / 2);
    // A. Siegel (|E| <= 2) and D. Sleator, M. Slusky, "Subtraction games with FES sets of
    // size 3", arXiv:1201.3299 (|E| = 3): purely arithmetic-periodic, preperiod 0.
    for (u64 mask = 1; mask < (1u << 9); ++mask) {
        if (std::popcount(mask) > 3) continue;
        std::vector<u64> E;
        for (u64 k = 1; k <= 9; ++k)
            if (mask >> (k - 1) & 1) E.push_back(k);
        const sg::all_but_subtraction_game game(E);
        const auto ps = period_of(game);
        REQUIRE(ps);
        CHECK(ps->preperiod == 0);
        CHECK(ps->saltus > 0);
        const auto seq = sequence_of(game, 3 * ps->period + 200);
        for (u64 n = 0; n < seq.size(); ++n) REQUIRE((*ps)(n) == seq[n]);
    }
}

TEST_CASE("all-but sets: certified period against the observed one") {
    // Reference: on a long prefix, the shortest q for which G(n+q) - G(n) is constant on
    // the second half, and the smallest preperiod for it. The finder must agree and its
    // description must reproduce the whole prefix.
    std::mt19937_64 rng(4242);
    int with_preperiod = 0;
    for (int round = 0; round < 400; ++round) {
        const std::vector<u64> E = random_subset(rng, 1, 4 + rng() % (round % 8 == 0 ? 30 : 14), 1 + rng() % 7);
        const sg::all_but_subtraction_game game(E);
        const auto ps = period_of(game);
        REQUIRE(ps);
        const u64 N = 2 * ps->preperiod + 8 * ps->period + 6000;
        const auto seq = sequence_of(game, N - 1);
        for (u64 n = 0; n < N; ++n) REQUIRE((*ps)(n) == seq[n]);
        u64 q = 1;
        auto constant_from = [&](u64 per, u64 from) {
            for (u64 n = from; n + per < N; ++n)
                if (seq[n + per] - seq[n] != seq[from + per] - seq[from]) return false;
            return true;
        };
        while (!constant_from(q, N / 2)) ++q;
        const sg::nimber s = seq[N - 1] - seq[N - 1 - q];
        u64 pre = N / 2;
        while (pre > 0 && seq[pre - 1 + q] - seq[pre - 1] == s) --pre;
        CHECK(ps->period == q);
        CHECK(ps->preperiod == pre);
        CHECK(ps->saltus == seq[pre + q] - seq[pre]);
        with_preperiod += ps->preperiod > 0;
    }
    CHECK(with_preperiod > 0);  // the sample includes sets that are not purely periodic
}

TEST_CASE("not certified within a short length: no answer") {
    CHECK_FALSE(period_of(sg::subtraction_game{1, 3, 4}, 10));  // needs 0 + 7 + 4 = 11
    CHECK(period_of(sg::subtraction_game{1, 3, 4}, 11));
    CHECK_FALSE(period_of(sg::all_but_subtraction_game{2, 3}, 2));
    CHECK_FALSE(period_of(sg::subtraction_game{1}, 0));
}

TEST_CASE("progress callback sees every block") {
    std::vector<u64> calls;
    const auto seq = sequence_of(sg::subtraction_game{2, 3}, 200000, [&](u64 n) { calls.push_back(n); });
    REQUIRE_FALSE(calls.empty());
    CHECK(calls.back() == seq.size());
    CHECK(std::is_sorted(calls.begin(), calls.end()));
}

// ---------------------------------------------------------------------------------
// The query surface.

TEST_CASE("subtraction_sequence: every query against the whole-sum search") {
    SECTION("finite sets") {
        for (const std::vector<u64>& S : {std::vector<u64>{1, 3, 4}, std::vector<u64>{2, 5}, std::vector<u64>{1, 2, 6}}) {
            const sg::subtraction_game game(S);
            auto brute = sum_search([&S](u64 k) { return std::binary_search(S.begin(), S.end(), k); });
            sg::grundy ref{game};
            sg::subtraction_sequence seq(game);
            sg_test::check_sums(seq, brute, ref, 12, 10, 40, 7);
        }
    }
    SECTION("all-but sets") {
        for (const std::vector<u64>& E : {std::vector<u64>{}, std::vector<u64>{1}, std::vector<u64>{2, 3}}) {
            const sg::all_but_subtraction_game game(E);
            auto brute = sum_search([&E](u64 k) { return !std::binary_search(E.begin(), E.end(), k); });
            sg::grundy ref{game};
            sg::subtraction_sequence seq(game);
            sg_test::check_sums(seq, brute, ref, 9, 7, 30, 8);
        }
    }
    SECTION("a predicate set") {
        auto pow2 = [](u64 k) { return std::has_single_bit(k); };
        const sg::predicate_subtraction_game game(pow2);
        auto brute = sum_search(pow2);
        sg::grundy ref{game};
        sg::subtraction_sequence seq(game);
        sg_test::check_sums(seq, brute, ref, 12, 10, 40, 9);
    }
}

TEST_CASE("subtraction_sequence: the same class shape as octal_sequence") {
    sg::subtraction_sequence seq(sg::subtraction_game{1, 3, 4});
    static_assert(std::is_same_v<decltype(seq), sg::subtraction_sequence<sg::subtraction_game, sg::nimber>>);
    CHECK(seq.size() == 0);
    seq.extend(13);
    CHECK(seq.size() == 14);
    CHECK(seq.values() == std::vector<sg::nimber>{0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2});
    CHECK(seq.game().amounts() == std::vector<u64>{1, 3, 4});
    CHECK(seq.value(20) == 2);  // computes on demand
    CHECK(seq.size() == 21);
    CHECK(seq.certified_period().has_value());  // 21 values hold the 0 + 7 + 4 = 11 it needs
    // value_within without a callback: from the period for a huge heap, nothing beyond
    // a short length without one.
    sg::subtraction_sequence fresh(sg::subtraction_game{1, 3, 4});
    CHECK(fresh.value_within(u64{1} << 62, 1 << 12) == std::optional<sg::nimber>(seq[(u64{1} << 62) % 7]));
    CHECK(fresh.size() < 2000);
    sg::subtraction_sequence short_search(sg::subtraction_game{1, 3, 4});
    CHECK_FALSE(short_search.value_within(u64{1} << 62, 10).has_value());  // the certificate needs 11
    CHECK(short_search.value_within(9, 10) == std::optional<sg::nimber>(seq[9]));
    // The predicate set: values only, within the length.
    sg::subtraction_sequence pow2(sg::predicate_subtraction_game([](u64 k) { return std::has_single_bit(k); }));
    CHECK(pow2.value_within(100, 1000) == std::optional<sg::nimber>(100 % 3));
    CHECK_FALSE(pow2.value_within(5000, 1000).has_value());
    u64 calls = 0;
    CHECK(pow2.value_within(200000, 300000, [&](u64) { ++calls; }) == std::optional<sg::nimber>(200000 % 3));
    CHECK(calls > 0);
    CHECK_THROWS_AS(pow2.value(u64{1} << 40), sg::limit_error);
}

TEST_CASE("subtraction_sequence: huge heaps through the certified period") {
    // All-but sets: the moves of a heap beyond the values computed come from the period;
    // they equal those of a sequence that computed the heap directly.
    for (const std::vector<u64>& E : {std::vector<u64>{}, std::vector<u64>{1}, std::vector<u64>{2, 3}, std::vector<u64>{1, 4, 5}}) {
        INFO("E size " << E.size());
        sg::subtraction_sequence far(sg::all_but_subtraction_game{E});
        REQUIRE(far.search_period());
        const u64 from = far.size();
        sg::subtraction_sequence near(sg::all_but_subtraction_game{E});
        near.extend(from + 300);
        for (u64 n = from; n < from + 300; n += 7)
            for (sg::nimber v : {sg::nimber{0}, sg::nimber{1}, near[n] / 2, near[n] - 1, near[n]}) {
                INFO("heap " << n << " value " << v);
                CHECK(far.moves_to_value(n, v) == near.moves_to_value(n, v));
            }
        CHECK(far.size() == from);  // nothing computed for them
    }
    // Nim as the all-but set without exclusions: heap 10^18 + heap 5 is won by taking
    // the big heap down to 5 only.
    sg::subtraction_sequence nim(sg::all_but_subtraction_game{});
    const u64 big = 1'000'000'000'000'000'000ULL;
    CHECK(nim.value(big) == big);
    const auto moves = nim.winning_moves({big, 5});
    REQUIRE(moves.size() == 1);
    CHECK(moves[0].component == 0);
    CHECK(moves[0].to == std::vector<u64>{5});
    // Finite sets: a sum of huge heaps.
    sg::subtraction_sequence s(sg::subtraction_game{1, 3, 4});
    const std::vector<u64> heaps = {big, big + 1, 12345678901234ULL};
    sg::nimber x = 0;
    for (u64 h : heaps) x ^= std::vector<sg::nimber>{0, 1, 0, 1, 2, 3, 2}[h % 7];
    CHECK(s.value(heaps) == x);
    for (const auto& m : s.winning_moves(heaps)) {
        std::vector<u64> next = heaps;
        next[m.component] = m.to.at(0);
        CHECK(s.value(next) == 0);
    }
}

TEST_CASE("subtraction_sequence: a part of sg::sum") {
    sg::subtraction_sequence a(sg::subtraction_game{1, 3, 4});
    sg::subtraction_sequence b(sg::all_but_subtraction_game{1});
    sg::sum s;
    s.add(a, {5, 9}).add(b, u64{1} << 50);
    const sg::nimber rest_a = a.value({5, 9}), rest_b = b.value(u64{1} << 50);
    CHECK(s.value() == (rest_a ^ rest_b));
    const auto moves = s.winning_moves();
    CHECK(moves.empty() == (s.value() == 0));
    for (const auto& m : moves) {  // each leaves a sum of value 0
        const auto& to = m.to<u64>();
        CHECK((m.part == 0 ? a.value(to) ^ rest_b : rest_a ^ b.value(to)) == 0);
    }
}

// ---------------------------------------------------------------------------------
// Finite sets with huge amounts: runs of periodic segments (docs/subtraction.md, "Sets
// with huge amounts").

TEST_CASE("huge amounts: prime factors of 64-bit periods") {
    // The shortest period is found by lowering a certified one by its prime factors.
    const auto by_trial_division = [](u64 p) {
        std::vector<u64> f;
        for (u64 r = 2; r * r <= p; ++r) {
            if (p % r != 0) continue;
            f.push_back(r);
            while (p % r == 0) p /= r;
        }
        if (p > 1) f.push_back(p);
        return f;
    };
    std::mt19937_64 rng(64);
    for (int i = 0; i < 20000; ++i) {
        const u64 p = 1 + rng() % (i % 2 == 0 ? 5000 : u64{1} << 34);
        REQUIRE(sg::detail::subtraction_impl::prime_factors(p) == by_trial_division(p));
    }
    using sg::detail::subtraction_impl::prime_factors;
    CHECK(prime_factors(4294967291ULL * 4294967279ULL) == std::vector<u64>{4294967279ULL, 4294967291ULL});
    CHECK(prime_factors(4294967291ULL * 4294967291ULL) == std::vector<u64>{4294967291ULL});
    CHECK(prime_factors(u64_max) == std::vector<u64>{3, 5, 17, 257, 641, 65537, 6700417});
    CHECK(prime_factors(18446744073709551557ULL) == std::vector<u64>{18446744073709551557ULL});  // prime
    CHECK(prime_factors(3 * (u64{1} << 61) + 1) == std::vector<u64>{7, 53, 3347, 1084757, 5135573});
}

TEST_CASE("huge amounts: subtraction_sequence without the segment engine answers from its values") {
    // sg/games/subtraction.hpp alone: the heaps the values reach, and a clear limit past them.
    sg::subtraction_sequence plain(sg::subtraction_game{1, 2, u64{1} << 40});
    CHECK(plain.value(1000) == 1000 % 3);
    CHECK_THROWS_AS((void)plain.value(u64{1} << 41), sg::limit_error);
    sg::subtraction_segments segments(sg::subtraction_game{1, 2, u64{1} << 40});
    CHECK(segments.value(u64{1} << 41) == (u64{1} << 41) % 3);
    STATIC_REQUIRE(std::is_base_of_v<sg::subtraction_sequence<sg::subtraction_game, sg::nimber,
                                                              sg::detail::subtraction_impl::segment_engine>,
                                     sg::subtraction_segments<>>);
}
