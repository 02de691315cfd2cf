// Answers from a certified period (sg/games/detail/sequence.hpp: prefix, known_value,
// certificate) for octal and subtraction sequences, and the octal engine's general common
// sets, each against the plain definition.
#include <sg/games/octal.hpp>
#include <sg/games/subtraction.hpp>

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "octal_plain.hpp"
#include "sg_catch.hpp"

namespace {

using seq = std::vector<sg::nimber>;

// The plain definition of an octal code (tests/support/octal_plain.hpp).
seq plain_octal(const std::string& code, std::size_t n) { return sg_test::octal_plain(code, n); }

// The plain definition of a subtraction game with a finite set.
seq plain_subtraction(const std::vector<std::uint64_t>& set, std::size_t n) {
    seq g(n + 1, 0);
    for (std::size_t h = 0; h <= n; ++h) {
        std::vector<bool> seen(set.size() + 2, false);
        for (std::uint64_t s : set) {
            if (s > h) continue;
            const sg::nimber v = g[h - static_cast<std::size_t>(s)];
            if (v < seen.size()) seen[static_cast<std::size_t>(v)] = true;
        }
        while (seen[static_cast<std::size_t>(g[h])]) ++g[h];
    }
    return g;
}

// A random octal code d0.d1...dt with digits 0-7 (no three-heap splits).
std::string random_octal(std::minstd_rand& rng) {
    std::string code = (rng() % 4 == 0) ? "4." : "0.";
    const auto t = 1 + rng() % 4;
    for (unsigned k = 0; k < t; ++k) code += static_cast<char>('0' + rng() % 8);
    return code;
}

}  // namespace

TEST_CASE("prefix: values past the certificate equal the plain definition") {
    // Certified within the first 4096 values, so G(4096 .. 4600) come from the period.
    std::vector<std::string> codes = {"0.07", "0.137", "0.72", "0.26", "0.05", "4.7", "0.4", "0.17", "0.77", "0.16"};
    std::minstd_rand rng(2024);
    int certified = 0;
    while (codes.size() < 32) codes.push_back(random_octal(rng));
    const std::size_t n = 4600;
    for (const std::string& code : codes) {
        INFO(code);
        sg::octal_sequence s(code);
        const seq got = s.prefix(n).to_vector();
        REQUIRE(got.size() == n + 1);
        CHECK(got == plain_octal(code, n));
        if (s.certificate()) {
            ++certified;
            CHECK(s.size() <= 4096);  // nothing computed past the first certification
            for (std::uint64_t h : {std::uint64_t{0}, std::uint64_t{n}, std::uint64_t{1} << 40})
                CHECK(s.known_value(h) == (*s.certificate())(h));
        }
    }
    CHECK(certified >= 16);
}

TEST_CASE("prefix: 0.07 to 10^6 computes only what certifies the period") {
    sg::octal_sequence s("0.07");
    CHECK_FALSE(s.certificate());
    CHECK_FALSE(s.known_value(5000));
    const seq got = s.prefix(1'000'000).to_vector();
    REQUIRE(s.certificate());
    CHECK(s.certificate()->preperiod == 53);
    CHECK(s.certificate()->period == 34);
    CHECK(s.size() == 4096);
    const seq head = plain_octal("0.07", 3000);
    for (std::size_t h = 0; h <= 3000; ++h) REQUIRE(got[h] == head[h]);
    for (std::size_t h = 200; h < got.size(); ++h) REQUIRE(got[h] == got[h - 34]);
    CHECK(s.known_value(999'999) == got[999'999]);
    CHECK(s(std::uint64_t{1} << 50) == s.certificate()->values[53 + ((std::uint64_t{1} << 50) - 53) % 34]);
}

TEST_CASE("prefix: a sequence without a certified period is computed in full") {
    sg::octal_sequence s("0.6");  // Officers: no period known
    const seq got = s.prefix(5000).to_vector();
    CHECK_FALSE(s.certificate());
    CHECK(s.size() == 5001);
    CHECK(got == plain_octal("0.6", 5000));
    CHECK(s.prefix(20).to_vector() == seq(got.begin(), got.begin() + 21));
}

TEST_CASE("prefix: subtraction sequences answer from their certificate too") {
    std::minstd_rand rng(7);
    for (int rep = 0; rep < 30; ++rep) {
        std::vector<std::uint64_t> set;
        const auto size = 1 + rng() % 4;
        for (unsigned i = 0; i < size; ++i) set.push_back(1 + rng() % 12);
        std::sort(set.begin(), set.end());
        set.erase(std::unique(set.begin(), set.end()), set.end());
        INFO("set of " << set.size() << ", largest " << set.back());
        sg::subtraction_sequence s{sg::subtraction_game(set)};
        const std::size_t n = 20000;
        const seq got = s.prefix(n).to_vector();
        CHECK(got == plain_subtraction(set, n));
        REQUIRE(s.certificate());
        CHECK(s.size() < n);
        CHECK(s.known_value(std::uint64_t{1} << 45) == (*s.certificate())(std::uint64_t{1} << 45));
    }
}

TEST_CASE("general common sets: codes that no mask splits get fast splits, exactly") {
    // Values such as 0 1 0 2 3 1 0 2 3 ...: every mask leaves half of them rare, while
    // with the heap's parity all of them are common.
    for (const char* code : {"0.72", "0.26", "0.05", "4.7", "0.106"}) {
        INFO(code);
        const std::size_t n = 5000;
        sg::octal_sequence s(code);
        s.extend(n);
        CHECK(s.values() == plain_octal(code, n));
        CHECK(s.rare_count() < n / 50);
    }
}

TEST_CASE("general common sets: every greedy order gives the plain values") {
    std::minstd_rand rng(99);
    std::vector<std::string> codes = {"0.6", "0.137", "0.16", "4.7", "0.54", "0.72", "0.106", "0.007", "4.37"};
    for (int rep = 0; rep < 12; ++rep) codes.push_back(random_octal(rng));
    for (const char* hex : {"0.48", "4.C", "0.1F", "0.6C", "8.4"}) codes.push_back(hex);
    for (const std::string& code : codes) {
        const std::size_t n = sg::octal_code(code).hexadecimal() ? 260 : 1200;
        const seq want = plain_octal(code, n);
        for (int trial = 0; trial < 6; ++trial) {
            INFO(code << " trial " << trial);
            // A random order of x = 2 G + parity over the values that occur (and a few more).
            std::vector<std::uint32_t> order(static_cast<std::size_t>(2 * (*std::max_element(want.begin(), want.end()) + 4)));
            std::iota(order.begin(), order.end(), 0u);
            std::shuffle(order.begin(), order.end(), rng);
            if (trial == 0) std::reverse(order.begin(), order.end());
            sg::detail::octal_engine<std::uint16_t> e{sg::octal_code(code)};
            const std::size_t start = 1 + rng() % 300;  // some values before the set is fixed
            seq got;
            while (got.size() <= n) {
                if (got.size() == start) e.fix_common_order(order);
                const sg::nimber v = e.compute();
                e.push(v);
                got.push_back(v);
            }
            CHECK(got == want);
        }
    }
}
