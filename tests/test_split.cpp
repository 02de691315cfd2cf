#include <sg/games/octal.hpp>
#include <sg/games/split.hpp>
#include <sg/grundy.hpp>

#include <algorithm>
#include <cstdint>
#include <map>
#include <random>
#include <vector>

#include "sg_catch.hpp"
#include "whole_sum.hpp"

namespace {

using seq = std::vector<sg::nimber>;

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
    CHECK(sg::heap_sequence(sg::grundys_game{}, want.size() - 1) == want);
    sg::grundy<sg::grundys_game> g;
    for (std::size_t n = 0; n < want.size(); ++n) CHECK(g(n) == want[n]);
}

TEST_CASE("Grundy's game: sums against the whole game") {
    auto brute = whole_grundy();
    const seq g = sg::heap_sequence(sg::grundys_game{}, 20);
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
    const seq flat = sg::heap_sequence(kayles, 300);
    sg::grundy<decltype(kayles)> g{kayles};
    for (std::uint64_t n = 0; n <= 300; ++n) {
        CHECK(flat[n] == engine[n]);
        CHECK(g(n) == engine[n]);
    }
    // heap_sequence also takes octal_game, one move at a time.
    CHECK(sg::heap_sequence(sg::octal_game("0.137"), 200) == [] {
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
        (void)sg::heap_sequence(bad, 10);
        FAIL("no throw");
    } catch (const sg::error& e) {
        CHECK(std::string(e.what()).find("heap 5") != std::string::npos);
    }
}
