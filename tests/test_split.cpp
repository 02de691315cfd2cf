#include <sg/games/octal.hpp>
#include <sg/games/split.hpp>
#include <sg/grundy.hpp>

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <random>
#include <vector>

#include "sequence_queries.hpp"
#include "sg_catch.hpp"
#include "whole_sum.hpp"

namespace {

using seq = std::vector<sg::nimber>;

// G(0) .. G(n) by sg::heap_sequence.
template <class Game>
seq values_of(const Game& game, std::uint64_t n) {
    sg::heap_sequence s(game);
    s.extend(n);
    return s.values();
}

// Grundy's game on a multiset of heaps, searched as one game (tests/support/
// whole_sum.hpp): split a heap into two unequal non-empty heaps.
auto whole_grundy() {
    auto moves = [](unsigned h, auto&& emit) {
        for (unsigned a = 1; 2 * a < h; ++a) emit(a, h - a);
    };
    return sg_test::whole_sum_search<unsigned, decltype(moves)>(moves, [](unsigned h) { return h <= 2; });
}

}  // namespace

TEST_CASE("Grundy's game: published values") {
    // OEIS A002188 (offset 0); Guy and Smith 1956, Table 4.
    const seq want = {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0,
                      4, 1, 2, 3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0,
                      2, 1, 5, 2, 1, 3, 2, 1, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5,
                      2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3};
    CHECK(values_of(sg::grundys_game{}, want.size() - 1) == want);
    sg::grundy<sg::grundys_game> g;
    for (std::size_t n = 0; n < want.size(); ++n) CHECK(g(n) == want[n]);
}

TEST_CASE("Grundy's game: sums against the whole game") {
    auto brute = whole_grundy();
    const seq g = values_of(sg::grundys_game{}, 20);
    std::minstd_rand rng(1939);
    for (int rep = 0; rep < 200; ++rep) {
        std::vector<unsigned> heaps;
        unsigned total = 0;
        while (total < 14) {
            const auto h = static_cast<unsigned>(1 + rng() % 9);
            if (total + h > 18) break;
            heaps.push_back(h);
            total += h;
        }
        sg::nimber x = 0;
        for (unsigned h : heaps) x ^= g[h];
        CHECK(brute.wins(heaps) == (x != 0));
    }
}

TEST_CASE("heap_game: a user rule through the core and through heap_sequence") {
    // Kayles by hand: knock down one pin or two adjacent ones; equals the code 0.77.
    auto kayles = sg::heap_game([](std::uint64_t n, auto&& emit) {
        for (std::uint64_t take = 1; take <= 2; ++take)
            for (std::uint64_t left = 0; left + take <= n; ++left)
                if (left <= n - take - left) emit(left, n - take - left);
    });
    STATIC_REQUIRE(sg::impartial_game<decltype(kayles)>);
    sg::octal_sequence engine("0.77");
    engine.extend(300);
    const seq flat = values_of(kayles, 300);
    sg::grundy<decltype(kayles)> g{kayles};
    for (std::uint64_t n = 0; n <= 300; ++n) {
        CHECK(flat[n] == engine[n]);
        CHECK(g(n) == engine[n]);
    }
    // heap_sequence also takes octal_game, one move at a time.
    CHECK(values_of(sg::octal_game("0.137"), 200) == [] {
        sg::octal_sequence s("0.137");
        s.extend(200);
        return s.values();
    }());
}

TEST_CASE("heap_sequence rejects a move that does not shrink the heap") {
    auto bad = sg::heap_game([](std::uint64_t n, auto&& emit) {
        if (n == 5) emit(std::uint64_t{2}, std::uint64_t{5});
        if (n > 0) emit(n - 1);
    });
    try {
        (void)values_of(bad, 10);
        FAIL("no throw");
    } catch (const sg::error& e) {
        CHECK(std::string(e.what()).find("heap 5") != std::string::npos);
    }
}

TEST_CASE("heap_sequence: every query against the whole-sum search") {
    SECTION("Grundy's game") {
        auto moves = [](std::uint64_t h, auto&& emit) {
            for (std::uint64_t a = 1; 2 * a < h; ++a) emit(a, h - a);
        };
        sg_test::whole_sum_search<std::uint64_t, decltype(moves)> brute(moves);
        sg::grundy<sg::grundys_game> ref;
        sg::heap_sequence seq(sg::grundys_game{});
        sg_test::check_sums(seq, brute, ref, 11, 9, 30, 5);
    }
    SECTION("a rule with removals, splits and moves to nothing") {
        // Take 1 or 2, or split a heap of at least 4 into three non-empty heaps; a heap
        // of 3 may vanish.
        auto rule = [](std::uint64_t n, auto&& emit) {
            if (n >= 1) emit(n - 1);
            if (n >= 2) emit(n - 2);
            if (n == 3) emit();
            for (std::uint64_t a = 1; 3 * a <= n; ++a)
                for (std::uint64_t b = a; a + 2 * b <= n; ++b)
                    if (n >= 4 && a + b < n) emit(a, b, n - a - b);
        };
        sg_test::whole_sum_search<std::uint64_t, decltype(rule)> brute(rule);
        const auto game = sg::heap_game(rule);
        sg::grundy<decltype(game)> ref{game};
        sg::heap_sequence seq(game);
        sg_test::check_sums(seq, brute, ref, 7, 5, 20, 6);
    }
}

TEST_CASE("heap_sequence: the same class shape as the other sequences") {
    sg::heap_sequence seq(sg::grundys_game{});
    CHECK(seq.size() == 0);
    CHECK(seq.value(20) == 0);  // computed on demand
    CHECK(seq.size() == 21);
    CHECK(seq[13] == 3);
    CHECK(seq.value_within(50, 100) == std::optional<sg::nimber>(0));
    CHECK_FALSE(seq.value_within(500, 100).has_value());  // no periodicity theorem
    // The progress callback, every 65536 values.
    sg::heap_sequence chain{sg::heap_game([](std::uint64_t n, auto&& emit) {
        if (n > 0) emit(n - 1);
    })};
    std::uint64_t calls = 0;
    CHECK(chain.value_within(140000, 200000, [&](std::uint64_t) { ++calls; }) == std::optional<sg::nimber>(0));
    CHECK(calls == 2);
}
