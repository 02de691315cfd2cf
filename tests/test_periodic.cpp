#include <sg/periodic.hpp>

#include <cstdint>
#include <random>
#include <tuple>
#include <vector>

#include "sg_catch.hpp"

namespace {
// Slow reference: smallest p, then smallest n0, with G(n+p) == G(n) on [n0, L-p) and
// at least `window` agreeing indices.
std::optional<std::pair<std::size_t, std::size_t>> slow(const std::vector<sg::nimber>& a, std::size_t window) {
    const std::size_t L = a.size();
    for (std::size_t p = 1; p < L; ++p) {
        std::size_t n0 = L - p;
        while (n0 > 0 && a[n0 - 1] == a[n0 - 1 + p]) --n0;
        if (L - p - n0 >= window && L - p - n0 >= 1) return std::pair{n0, p};
    }
    return std::nullopt;
}
}  // namespace

TEST_CASE("periodic_sequence answers any 64-bit index") {
    sg::periodic_sequence ps{2, 3, 0, {9, 8, 0, 1, 2}};
    CHECK(ps(0) == 9);
    CHECK(ps(1) == 8);
    CHECK(ps(2) == 0);
    CHECK(ps(4) == 2);
    CHECK(ps(5) == 0);
    CHECK(ps(~std::uint64_t{0}) == std::vector<sg::nimber>{0, 1, 2}[(~std::uint64_t{0} - 2) % 3]);
    sg::periodic_sequence nim{0, 1, 1, {0}};  // G(n) = n
    CHECK(nim(~std::uint64_t{0}) == ~std::uint64_t{0});
    sg::periodic_sequence ar{1, 2, 2, {5, 0, 1}};  // 5, 0 1, 2 3, 4 5, ...
    CHECK(ar(7) == 6);
    CHECK(ar(8) == 7);
}

TEST_CASE("periodic_sequence with its values as runs agrees with the listed values") {
    // G(0 .. 9) = 7 | 0 1 0 1 0 1 | 4 4 | 3 as four runs: a listed 7, the pattern 0 1 from
    // heap 1, the pattern 4 from heap 7, a listed 3; preperiod 1, period 9, saltus 5.
    const std::vector<sg::nimber> listed = {7, 0, 1, 0, 1, 0, 1, 4, 4, 3};
    sg::periodic_sequence plain{1, 9, 5, sg::nimber_array(listed.begin(), listed.end())};
    sg::periodic_sequence runs{1, 9, 5, {}};
    runs.runs.runs = {{0, 0, 1}, {1, 1, 2}, {7, 3, 1}, {9, 4, 1}};
    runs.runs.patterns = {7, 0, 1, 4, 3};
    CHECK_FALSE(runs.runs.empty());
    for (std::uint64_t n = 0; n < 100; ++n) CHECK(runs(n) == plain(n));
    for (std::uint64_t n : {~std::uint64_t{0}, ~std::uint64_t{0} - 4, std::uint64_t{1} << 63}) CHECK(runs(n) == plain(n));
    CHECK(runs.runs(8) == 4);
    CHECK_FALSE(runs == plain);  // the same values, described two ways
}

TEST_CASE("find_period agrees with a quadratic reference on random eventually periodic data") {
    std::mt19937 rng(77);
    for (int trial = 0; trial < 3000; ++trial) {
        const std::size_t pre = rng() % 12, per = 1 + rng() % 8, L = 1 + rng() % 60, alphabet = 1 + rng() % 4;
        std::vector<sg::nimber> head(pre), cycle(per), a;
        for (auto& v : head) v = rng() % alphabet;
        for (auto& v : cycle) v = rng() % alphabet;
        for (std::size_t n = 0; n < L; ++n) a.push_back(n < pre ? head[n] : cycle[(n - pre) % per]);
        const std::size_t window = rng() % 6;
        const auto want = slow(a, window);
        const auto got = sg::find_period(a, [&](std::uint64_t, std::uint64_t) { return window; });
        REQUIRE(got.has_value() == want.has_value());
        if (got) {
            REQUIRE(got->preperiod == want->first);
            REQUIRE(got->period == want->second);
            for (std::size_t n = 0; n < L; ++n) REQUIRE((*got)(n) == a[n]);
        }
    }
}

TEST_CASE("find_period with a requirement that grows with the preperiod") {
    // 0 0 0 1 2 1 2 1 2 ...: period 2 from 3.
    std::vector<sg::nimber> a = {0, 0, 0};
    for (int i = 0; i < 20; ++i) a.push_back(1 + static_cast<sg::nimber>(i % 2));
    auto need = [](std::uint64_t n0, std::uint64_t p) { return 2 * n0 + p + 1; };
    // agreement run for p = 2 covers [3, 21): 18 indices >= 2*3+2+1 = 9
    const auto r = sg::find_period(a, need);
    REQUIRE(r);
    CHECK(r->preperiod == 3);
    CHECK(r->period == 2);
    // Too little data for the requirement: nothing certified.
    std::vector<sg::nimber> b(a.begin(), a.begin() + 10);
    CHECK_FALSE(sg::find_period(b, need).has_value());
}

TEST_CASE("find_period reads narrow storage in place, with the same answer") {
    std::mt19937 rng(5);
    for (int trial = 0; trial < 500; ++trial) {
        std::vector<std::uint8_t> narrow(1 + rng() % 80);
        const std::size_t per = 1 + rng() % 6, pre = rng() % 10;
        for (std::size_t n = 0; n < narrow.size(); ++n)
            narrow[n] = static_cast<std::uint8_t>(n < pre ? rng() % 3 : (n - pre) % per);
        const std::vector<sg::nimber> wide(narrow.begin(), narrow.end());
        auto need = [](std::uint64_t n0, std::uint64_t p) { return n0 + p; };
        const auto a = sg::find_period(wide, need);
        const auto b = sg::find_period(narrow.size(), [&](std::size_t n) { return narrow[n]; }, need);
        REQUIRE(a == b);
    }
}

TEST_CASE("the doubling search: lengths asked for, the cap and the target") {
    std::vector<std::uint64_t> asked;
    auto never = [] { return std::optional<sg::periodic_sequence>(); };
    auto record = [&](std::uint64_t len) { asked.push_back(len); };
    CHECK_FALSE(sg::detail::doubling_search(100, 1000, ~std::uint64_t{0}, record, never));
    CHECK(asked == std::vector<std::uint64_t>{100, 200, 400, 800, 1000});
    asked.clear();
    CHECK_FALSE(sg::detail::doubling_search(100, 1000, 250, record, never));  // up to heap 250 only
    CHECK(asked == std::vector<std::uint64_t>{100, 200, 251});
    asked.clear();
    CHECK_FALSE(sg::detail::doubling_search(100, 0, 5, record, never));
    CHECK(asked.empty());
    asked.clear();
    const sg::periodic_sequence found{0, 1, 0, {0}};
    int calls = 0;
    const auto r = sg::detail::doubling_search(64, 1 << 20, ~std::uint64_t{0}, record, [&] {
        return ++calls == 3 ? std::optional(found) : std::nullopt;
    });
    CHECK(r == std::optional(found));
    CHECK(asked == std::vector<std::uint64_t>{64, 128, 256});
}

namespace {
// The finder's definition, over the whole Z-function: the shortest p whose run of
// agreement reaching the end is at least required(n0, p) long.
template <class Required>
std::optional<std::pair<std::size_t, std::size_t>> reference_period(const std::vector<sg::nimber>& g,
                                                                    Required required) {
    const std::size_t L = g.size();
    const auto z = sg::detail::z_function(L, [&](std::size_t i) { return g[L - 1 - i]; });
    for (std::size_t p = 1; p < L; ++p) {
        const std::size_t n0 = L - p - z[p];
        if (z[p] >= 1 && z[p] >= required(n0, p)) return std::pair{n0, p};
    }
    return std::nullopt;
}

template <class Required>
void check_against_reference(const std::vector<sg::nimber>& g, Required required) {
    const auto found = sg::find_period(g, required);
    const auto ref = reference_period(g, required);
    REQUIRE(found.has_value() == ref.has_value());
    if (!found) return;
    CHECK(found->preperiod == ref->first);
    CHECK(found->period == ref->second);
    CHECK(found->values == std::span<const sg::nimber>(g.data(), ref->first + ref->second));
}
}  // namespace

TEST_CASE("find_period: runs of 65535 and more (kept apart, or in full when many)") {
    // Period 70001 from 1000 on: one long run per multiple of the period.
    std::vector<sg::nimber> g(300'000);
    for (std::size_t n = 0; n < g.size(); ++n)  // in 64 bits: a 32-bit size_t would wrap and lose the period
        g[n] = n < 1000 ? n % 7 + 300 : std::uint64_t{n - 1000} * 2654435761u % 70001 % 9;
    check_against_reference(g, [](std::uint64_t n0, std::uint64_t p) { return n0 + p; });
    check_against_reference(g, [](std::uint64_t, std::uint64_t) { return std::uint64_t{250'000}; });  // none
    // Period 2 over 200000 values: long runs at every even shift, too many to keep
    // apart, so the finder falls back to the full Z-function; nothing is accepted.
    std::vector<sg::nimber> h(200'000);
    for (std::size_t n = 0; n < h.size(); ++n) h[n] = n % 2;
    h[0] = 5;
    check_against_reference(h, [](std::uint64_t, std::uint64_t) { return std::uint64_t{300'000}; });
    check_against_reference(h, [](std::uint64_t n0, std::uint64_t p) { return n0 + p + 199'990; });
    check_against_reference(h, [](std::uint64_t n0, std::uint64_t p) { return n0 + p; });

    // Which store the finder scans with: the 2-byte store (detail::narrow_z) keeps g's
    // long runs apart and holds the whole Z-function, and refuses h's, so the answers for
    // h above came from the wide store the finder falls back to.
    const auto scan_narrow = [](const std::vector<sg::nimber>& a) {
        const std::size_t L = a.size();
        const auto reversed = [&](std::size_t i) { return a[L - 1 - i]; };
        sg::detail::narrow_z<std::uint32_t> z(L);
        const int status = sg::detail::z_scan(L, z, reversed, [](std::size_t, std::size_t) { return false; });
        std::size_t long_runs = 0, wrong = 0;
        if (status == 0) {
            const auto full = sg::detail::z_function(L, reversed);
            for (std::size_t i = 1; i < L; ++i) {
                long_runs += full[i] >= 0xFFFF;
                wrong += z.get(i) != full[i];
            }
        }
        return std::tuple{status, long_runs, wrong};
    };
    const auto [g_status, g_long, g_wrong] = scan_narrow(g);
    CHECK(g_status == 0);
    CHECK(g_long >= 2);
    CHECK(g_wrong == 0);
    CHECK(std::get<0>(scan_narrow(h)) == -1);
}

TEST_CASE("nimber_array: narrowest width, widening, comparisons") {
    const sg::nimber_array a{1, 2, 255};
    CHECK(a.width() == 1);
    CHECK(a.size() == 3);
    CHECK(a[2] == 255);
    const sg::nimber_array b{1, 2, 256};
    CHECK(b.width() == 2);
    const std::vector<sg::nimber> big{0, std::uint64_t{1} << 40, ~std::uint64_t{0}};
    const sg::nimber_array c(big.begin(), big.end());
    CHECK(c.width() == 8);
    CHECK(c == big);
    CHECK(c.to_vector() == big);
    CHECK(sg::nimber_array{7, 70000}.width() == 4);
    CHECK_FALSE(a == b);
    sg::nimber_array d = b;
    d.resize(2);
    CHECK(d == sg::nimber_array{1, 2});  // same values in a wider store
    CHECK(d.width() == 2);
    CHECK(sg::nimber_array{}.empty());
}

TEST_CASE("nimber_array: iteration in order") {
    const sg::nimber_array a{3, 1, 4, 1, 5, 9, 2, 6, 600};
    static_assert(std::forward_iterator<sg::nimber_array::const_iterator>);
    std::vector<sg::nimber> seen;
    for (sg::nimber g : a) seen.push_back(g);
    CHECK(seen == a.to_vector());
    CHECK(sg::nimber_array(a.begin(), a.end()) == a);
}
