#include <sg/games/grundys_game.hpp>
#include <sg/games/octal.hpp>
#include <sg/games/split.hpp>
#include <sg/grundy.hpp>

#include <cstdint>
#include <optional>
#include <vector>

#include "sequence_queries.hpp"
#include "sg_catch.hpp"
#include "whole_sum.hpp"
#include "range_games.hpp"

namespace {

using seq = std::vector<sg::nimber>;

using sg_test::values_of;

}  // namespace

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
        CHECK(flat[static_cast<std::size_t>(n)] == engine[n]);
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

TEST_CASE("heap_sequence: moves to ranges of parts") {
    sg::heap_sequence<sg_test::equal_split> split(sg_test::equal_split{});
    sg::grundy<sg_test::equal_split_twin> twin;
    for (std::uint64_t n = 0; n <= 300; ++n) CHECK(split.value(n) == twin(n));
    sg::grundy<sg_test::equal_split> plain;  // the same moves through the generic solver
    for (const std::vector<std::uint64_t>& sum : {std::vector<std::uint64_t>{9, 4}, {13}, {25, 7, 3}})
        CHECK(split.winning_moves(sum) == plain.winning_moves(sum));
}

TEST_CASE("heap_sequence: values as narrow as they fit, widened as they grow") {
    // Kayles: values below 9, 1 byte a value.
    sg::heap_sequence kayles(sg::octal_game("0.77"));
    kayles.extend(2000);
    CHECK(kayles.value_bytes() == 1);
    CHECK(kayles.memory_used() < 2 * 2001 + 4096);
    // Take 1 .. 300: G(n) = n mod 301, 2 bytes from heap 256 on; one extend across the
    // widening computes that heap again at the wider width.
    auto take300 = sg::heap_game([](std::uint64_t n, auto&& emit) {
        for (std::uint64_t k = 1; k <= 300 && k <= n; ++k) emit(n - k);
    });
    sg::heap_sequence s(take300);
    s.extend(255);
    CHECK(s.value_bytes() == 1);
    s.extend(3000);
    CHECK(s.value_bytes() == 2);
    for (std::uint64_t n = 0; n <= 3000; ++n) REQUIRE(s[n] == n % 301);
    // Lasker's Nim: G(n) is about n, 2 bytes past heap 255; its arithmetic period is
    // certified from the widened table, and the values agree with the generic solver.
    sg::heap_sequence lasker(sg::take_or_split_game{});
    lasker.extend(300);
    CHECK(lasker.value_bytes() == 2);
    sg::grundy<sg::take_or_split_game> g{sg::take_or_split_game{}};
    for (std::uint64_t n = 0; n <= 300; ++n) REQUIRE(lasker[n] == g(n));
    const auto period = lasker.certified_period();
    REQUIRE(period);
    CHECK(period->period == 4);
    CHECK((*period)(1'000'000'007) == 1'000'000'008);  // G(4k + 3) = 4k + 4
}
