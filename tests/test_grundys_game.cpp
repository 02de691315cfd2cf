// sg::grundys_game: the published values (OEIS A002188), the octal engine's 4!. against the
// plain loop, Flammenkamp's sparse values, and sums against the whole game searched as one.
#include <sg/games/grundys_game.hpp>
#include <sg/games/octal.hpp>
#include <sg/games/split.hpp>
#include <sg/grundy.hpp>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <map>
#include <random>
#include <type_traits>
#include <vector>

#include "sequence_queries.hpp"
#include "sg_catch.hpp"
#include "whole_sum.hpp"

namespace {

using seq = std::vector<sg::nimber>;

using sg_test::values_of;

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

TEST_CASE("Grundy's game through the octal engine (the code 4!.) equals the plain loop") {
    // The engine: heap_sequence<grundys_game> is the octal_sequence of 4!.; the reference:
    // the same rule as a heap_game, computed by the flat O(n^2) loop.
    STATIC_REQUIRE(std::is_base_of_v<sg::octal_sequence, sg::heap_sequence<sg::grundys_game>>);
    auto rule = sg::heap_game([](std::uint64_t n, auto&& emit) {
        for (std::uint64_t a = 1; 2 * a < n; ++a) emit(a, n - a);
    });
    const std::uint64_t n = 10000;  // past the engine's split choices and its reversed copy of 2^13 values
    sg::heap_sequence engine(sg::grundys_game{});
    engine.extend(n);
    const seq got = engine.values();
    CHECK(got == values_of(rule, n));
    CHECK(engine.code() == sg::octal_code("4!.0"));
    CHECK(engine.value_bytes() == 1);
    // The automatic split is Flammenkamp's: rare when G without its lowest bit has an even
    // number of ones (mask ...11110 over the bits the values use).
    const sg::nimber top = *std::max_element(got.begin(), got.end());
    CHECK(engine.mask() == std::bit_ceil(top + 1) - 2);
    std::uint64_t rare = 0;
    for (std::uint64_t h = 1; h <= n; ++h) if ((std::popcount(engine[h] & ~sg::nimber{1}) & 1) == 0) ++rare;
    CHECK(rare < 1300);
    // The engine's own split (chosen at 2^10 values and every 1.5x, over the values known
    // then) enumerates about as many rare heaps.
    CHECK(engine.rare_count() < 2 * rare);
}

TEST_CASE("Grundy's game: Flammenkamp's sparse values") {
    // A. Flammenkamp, "Sprague-Grundy Values of Grundy's Game": every heap n <= 231 whose
    // value is sparse (rare: G without its lowest bit has an even number of ones), with
    // its value; 1287 such heaps are known up to 2^35.
    const std::map<std::uint64_t, sg::nimber> sparse = {
        {0, 0},    {1, 0},    {2, 0},    {3, 1},    {4, 0},    {6, 1},    {7, 0},    {9, 1},
        {10, 0},   {12, 1},   {15, 1},   {20, 0},   {23, 0},   {26, 0},   {28, 1},   {31, 1},
        {34, 1},   {37, 1},   {40, 1},   {43, 1},   {46, 1},   {49, 1},   {50, 0},   {52, 1},
        {53, 0},   {55, 1},   {58, 1},   {61, 1},   {87, 7},   {90, 7},   {93, 7},   {146, 6},
        {149, 6},  {152, 6},  {158, 11}, {161, 11}, {164, 11}, {167, 11}, {176, 7},  {179, 7},
        {181, 12}, {182, 7},  {185, 7},  {188, 7},  {190, 12}, {193, 12}, {196, 10}, {231, 10}};
    sg::heap_sequence g(sg::grundys_game{});
    g.extend(231);
    std::map<std::uint64_t, sg::nimber> found;
    for (std::uint64_t n = 0; n <= 231; ++n)
        if ((std::popcount(g[n] & ~sg::nimber{1}) & 1) == 0) found[n] = g[n];
    CHECK(found == sparse);
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
