#include <sg/games/split.hpp>
#include <sg/grundy.hpp>
#include <sg/periodic.hpp>

#include <algorithm>
#include <cstdint>
#include <set>
#include <vector>

#include "sequence_queries.hpp"
#include "sg_catch.hpp"
#include "whole_sum.hpp"

namespace {

// G(0..n-1) of the take-or-split game with split removals K, by the definition: a
// plain mex over every smaller heap and every split, no sg code.
std::vector<std::uint64_t> direct_values(const std::vector<std::uint64_t>& K, std::size_t n) {
    std::vector<std::uint64_t> g(n);
    for (std::size_t h = 0; h < n; ++h) {
        std::set<std::uint64_t> opt(g.begin(), g.begin() + static_cast<std::ptrdiff_t>(h));
        for (std::uint64_t k64 : K) {
            const auto k = static_cast<std::size_t>(k64);
            for (std::size_t a = 1; a + k < h && a <= h - k - a; ++a) opt.insert(g[a] ^ g[h - k - a]);
        }
        std::uint64_t m = 0;
        while (opt.count(m) != 0) ++m;
        g[h] = m;
    }
    return g;
}

sg::take_or_split_game game_of(const std::vector<std::uint64_t>& K) {
    switch (K.size()) {
        case 1: return sg::take_or_split_game{K[0]};
        case 2: return sg::take_or_split_game{K[0], K[1]};
        default: return sg::take_or_split_game{K[0], K[1], K[2]};
    }
}

}  // namespace

TEST_CASE("Lasker's Nim: the certified arithmetic period answers heaps up to 2^64 - 1") {
    sg::heap_sequence seq{sg::take_or_split_game{}};
    const auto p = seq.search_period();
    REQUIRE(p);
    REQUIRE(p->preperiod == 1);
    REQUIRE(p->period == 4);
    REQUIRE(p->saltus == 4);
    REQUIRE(seq.size() == 256);  // certified from the first data length examined
    // Beyond the data bound, against the definition.
    const auto direct = direct_values({0}, 1200);
    for (std::uint64_t n = 0; n < direct.size(); ++n) REQUIRE((*p)(n) == direct[static_cast<std::size_t>(n)]);
    REQUIRE(seq.value(std::uint64_t{2147483647}) == 2147483648u);
    REQUIRE(seq.value(std::uint64_t{2147483644}) == 2147483643u);
    REQUIRE_FALSE(seq.wins({std::uint64_t{2147483644}, std::uint64_t{2147483643}, std::uint64_t{3}, std::uint64_t{4}}));
    REQUIRE(seq.wins({std::uint64_t{2147483647}, std::uint64_t{2147483648}}));
    REQUIRE(seq.value(~std::uint64_t{0} - 1) == ~std::uint64_t{0} - 1);  // 2 mod 4: itself
    REQUIRE(seq.value(~std::uint64_t{0} - 3) == ~std::uint64_t{0} - 4);  // 0 mod 4: one less
}

TEST_CASE("take-or-split games: every certificate holds past its data bound") {
    const std::vector<std::vector<std::uint64_t>> sets{{0}, {1}, {2}, {0, 1}, {0, 2}, {0, 3}, {1, 2},
                                                       {0, 1, 2}, {0, 4}, {3}, {0, 2, 4}, {1, 3}};
    for (const auto& K : sets) {
        const auto direct = direct_values(K, 700);
        const std::vector<sg::nimber> g(direct.begin(), direct.end());
        // Every prefix length: a certificate from L values must hold for all 700.
        for (std::size_t L = 4; L <= 300; L += (L < 64 ? 1 : 37)) {
            const auto ps = sg::detail::certify_take_or_split(std::span<const sg::nimber>(g.data(), L), game_of(K).split_removals());
            if (!ps) continue;
            INFO("K size " << K.size() << " first " << K[0] << " L " << L);
            REQUIRE(ps->values.size() == ps->preperiod + ps->period);
            for (std::uint64_t n = 0; n < direct.size(); ++n) REQUIRE((*ps)(n) == direct[static_cast<std::size_t>(n)]);
        }
        // The sequence class agrees with the definition on both sides of its data.
        sg::heap_sequence seq{game_of(K)};
        if (const auto p = seq.search_period(2048)) {
            const std::uint64_t bound = seq.size();
            for (std::uint64_t n = 0; n < direct.size(); ++n) REQUIRE(seq.value(n) == direct[static_cast<std::size_t>(n)]);
            REQUIRE(seq.size() == bound);  // answered from the certificate, not extended
        }
    }
}

TEST_CASE("take-or-split games: certified for the known arithmetic-periodic cases") {
    sg::heap_sequence k1{sg::take_or_split_game{1}};  // G(n) = n
    const auto p1 = k1.search_period(1024);
    REQUIRE(p1);
    REQUIRE(p1->period == 1);
    REQUIRE(p1->saltus == 1);
    sg::heap_sequence k02{sg::take_or_split_game{0, 2}};
    REQUIRE(k02.search_period(1024));
}

TEST_CASE("take_or_split_game: moves and bad sets") {
    const sg::take_or_split_game lasker;
    std::vector<std::vector<std::uint64_t>> got;
    lasker.moves(4, [&](auto... parts) { got.push_back({static_cast<std::uint64_t>(parts)...}); });
    const std::vector<std::vector<std::uint64_t>> want{{3}, {2}, {1}, {0}, {1, 3}, {2, 2}};
    REQUIRE(got == want);
    REQUIRE_THROWS_AS((sg::take_or_split_game{std::uint64_t{1} << 21}), sg::error);
}

TEST_CASE("difference_runs: runs of constant difference ending at the end") {
    const std::vector<sg::nimber> g{9, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10};
    const auto z = sg::detail::difference_runs(g.size(), [&](std::size_t n) { return g[n]; });
    // p = 4: G(n + 4) - G(n) = 4 for n = 1 .. 6 (not for n = 0): the run starts at 1.
    REQUIRE(z[4] == 5);
    REQUIRE(g.size() - 1 - 4 - z[4] == 1);
}

TEST_CASE("Lasker's Nim: every query against the whole-sum search") {
    auto moves = [](std::uint64_t h, auto&& emit) {  // the rule as read: take any, or split in two
        for (std::uint64_t m = 0; m < h; ++m) emit(m);
        for (std::uint64_t a = 1; 2 * a <= h; ++a) emit(a, h - a);
    };
    sg_test::whole_sum_search<std::uint64_t, decltype(moves)> brute(moves);
    sg::grundy<sg::take_or_split_game> ref;
    sg::heap_sequence seq{sg::take_or_split_game{}};
    sg_test::check_sums(seq, brute, ref, 8, 6, 30, 3);
}
