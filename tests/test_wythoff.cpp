#include <sg/games/wythoff.hpp>
#include <sg/grundy.hpp>

#include <array>
#include <cstdint>
#include <map>
#include <random>
#include <utility>
#include <vector>

#include "sg_catch.hpp"

namespace {

using u64 = std::uint64_t;
using state = sg::wythoff::state;
__extension__ typedef unsigned __int128 u128;

// floor(k*phi) = floor((k + sqrt(5 k^2)) / 2), with an exact integer square root of a
// 128-bit number by bisection: independent of the header's method (which squares an
// inequality and corrects a fixed-point estimate).
u128 isqrt128(u128 n) {
    u128 lo = 0, hi = u128{1} << 64;  // sqrt(n) < 2^64
    while (hi - lo > 1) {
        const u128 mid = (lo + hi) / 2;
        (mid * mid <= n ? lo : hi) = mid;
    }
    return lo;
}
u128 lower_by_isqrt(u64 k) { return (u128{k} + isqrt128(5 * u128{k} * k)) / 2; }

// Zeckendorf representation (F_2 = 1, F_3 = 2, ...): the lower Wythoff numbers floor(k*phi)
// are the numbers whose representation ends in an even number of zeros, and shifting the
// representation up one place maps floor(k*phi) to floor(k*phi^2) (Silber, "A Fibonacci
// property of Wythoff pairs", Fibonacci Quarterly 14 (1976); Fraenkel, Amer. Math. Monthly
// 89 (1982)).
struct zeckendorf {
    std::vector<u128> fib;  // fib[i] = F_(i+2)
    zeckendorf() {
        fib = {1, 2};
        while (fib.back() < (u128{1} << 66)) fib.push_back(fib[fib.size() - 1] + fib[fib.size() - 2]);
    }
    std::vector<std::size_t> digits(u64 n) const {  // indices into fib, decreasing
        std::vector<std::size_t> d;
        u128 r = n;
        for (std::size_t i = fib.size(); i-- > 0;)
            if (fib[i] <= r) {
                d.push_back(i);
                r -= fib[i];
            }
        return d;
    }
    bool is_lower(u64 n) const { return n > 0 && digits(n).back() % 2 == 0; }
    u128 shift_up(u64 n) const {
        u128 s = 0;
        for (std::size_t i : digits(n)) s += fib[i + 1];
        return s;
    }
    u128 shift_down(u64 n) const {  // n must end in a digit above F_2
        u128 s = 0;
        for (std::size_t i : digits(n)) s += fib[i - 1];
        return s;
    }
};

// The P-positions by their recursive construction (Wythoff 1907): the k-th pair takes the
// smallest number not yet used, and the second heap exceeds the first by k.
std::vector<state> p_positions_by_mex(std::size_t count) {
    std::vector<state> p;
    std::vector<bool> used(3 * count + 3, false);
    u64 next = 0;
    for (u64 k = 0; k < count; ++k) {
        while (used[next]) ++next;
        p.push_back({next, next + k});
        used[next] = true;
        used[next + k] = true;
    }
    return p;
}

// A sum of Wythoff positions searched as one game (minimax over the tuple of heaps),
// without Grundy values or the XOR rule: does the player to move win?
template <std::size_t N>
struct whole_sum {
    std::map<std::array<u64, N>, bool> memo;
    bool wins(const std::array<u64, N>& s) {
        if (auto it = memo.find(s); it != memo.end()) return it->second;
        bool win = false;
        for (std::size_t c = 0; c + 1 < N && !win; c += 2) {
            for (u64 i = 1; i <= s[c] && !win; ++i) win = !wins(with(s, c, s[c] - i, s[c + 1]));
            for (u64 i = 1; i <= s[c + 1] && !win; ++i) win = !wins(with(s, c, s[c], s[c + 1] - i));
            for (u64 i = 1; i <= s[c] && i <= s[c + 1] && !win; ++i)
                win = !wins(with(s, c, s[c] - i, s[c + 1] - i));
        }
        if constexpr (N % 2 == 1)  // a last entry is a Nim heap
            for (u64 i = 1; i <= s[N - 1] && !win; ++i) win = !wins(with(s, N - 1, s[N - 1] - i, 0));
        memo[s] = win;
        return win;
    }
    static std::array<u64, N> with(std::array<u64, N> s, std::size_t c, u64 x, u64 y) {
        s[c] = x;
        if (c + 1 < N) s[c + 1] = y;
        return s;
    }
};

bool legal_move(state from, state to) {
    const auto [a, b] = from;
    const auto [x, y] = to;
    if (x == a && y < b) return true;
    if (y == b && x < a) return true;
    return x < a && y < b && a - x == b - y;
}

}  // namespace

TEST_CASE("P-positions agree with the generic solver") {
    sg::grundy<sg::wythoff> g;
    for (u64 a = 0; a <= 40; ++a)
        for (u64 b = 0; b <= 40; ++b) {
            INFO("(" << a << ", " << b << ")");
            REQUIRE((g({a, b}) == 0) == sg::wythoff_lose(a, b));
            REQUIRE(sg::wythoff_outcome(a, b) == g.outcome(state{a, b}));
            REQUIRE(g({a, b}) == g({b, a}));
        }
}

TEST_CASE("Grundy values agree with published tables") {
    sg::grundy<sg::wythoff> g;
    // OEIS A317205: row n lists G(n-1, m-1), m = 1..n (Berlekamp, Conway, Guy, Winning
    // Ways, p. 76; Blass and Fraenkel 1990, Table 2).
    const std::vector<sg::nimber> a317205 = {
        0,  1, 2, 2,  0,  1, 3,  4,  5, 6,  4,  5,  3,  2,  7, 5, 3, 4, 0, 6,  8,  6, 7, 8, 1,  9,
        10, 3, 7, 8,  6,  9, 0,  1,  4, 5,  8,  6,  7,  10, 1, 2, 5, 3, 4, 9,  10, 11, 12, 8, 7, 13,
        14, 15, 16, 10, 11, 9, 8,  13, 12, 0, 15, 16, 17, 14, 11, 9, 10, 7, 12, 14, 2, 13, 17, 6, 18, 15};
    std::size_t i = 0;
    for (u64 n = 0; i < a317205.size(); ++n)
        for (u64 m = 0; m <= n; ++m, ++i) CHECK(g({n, m}) == a317205[i]);
    // OEIS A047708: G(n, n).
    const std::vector<sg::nimber> a047708 = {0,  2,  1,  6,  7,  8,  3,  5,  4,  16, 14, 15, 10, 9,  11, 20, 13, 21,
                                             12, 25, 17, 18, 19, 30, 31, 38, 35, 36, 22, 23, 43, 45, 48, 49, 24, 26,
                                             27, 28, 29, 33, 60, 32, 61, 57, 66, 37, 63, 34, 64, 67, 40, 39, 41, 42,
                                             82, 44, 74, 79, 47, 46, 87, 86, 50, 95, 96, 52, 101, 51, 102, 53, 54};
    for (u64 n = 0; n < a047708.size(); ++n) CHECK(g({n, n}) == a047708[n]);
}

TEST_CASE("Grundy values and sums against whole-game search") {
    sg::grundy<sg::wythoff> g;
    // G(a, b) is the unique n for which the sum of (a, b) and a Nim heap of n is lost.
    whole_sum<3> with_heap;
    for (u64 a = 0; a <= 7; ++a)
        for (u64 b = 0; b <= 7; ++b) {
            u64 losing = 0, count = 0;
            for (u64 n = 0; n <= 16; ++n)
                if (!with_heap.wins({a, b, n})) {
                    losing = n;
                    ++count;
                }
            INFO("(" << a << ", " << b << ")");
            REQUIRE(count == 1);
            REQUIRE(g({a, b}) == losing);
        }
    whole_sum<4> two;
    for (u64 a = 0; a <= 6; ++a)
        for (u64 b = 0; b <= 6; ++b)
            for (u64 c = 0; c <= 6; ++c)
                for (u64 d = 0; d <= 6; ++d) REQUIRE(two.wins({a, b, c, d}) == g.wins({state{a, b}, state{c, d}}));
    whole_sum<6> three;
    for (u64 a = 0; a <= 3; ++a)
        for (u64 b = 0; b <= 3; ++b)
            for (u64 c = 0; c <= 3; ++c)
                for (u64 d = 0; d <= 3; ++d)
                    for (u64 e = 0; e <= 3; ++e)
                        for (u64 f = 0; f <= 3; ++f)
                            REQUIRE(three.wins({a, b, c, d, e, f}) == g.wins({state{a, b}, state{c, d}, state{e, f}}));
}

TEST_CASE("P-positions agree with the recursive construction") {
    const auto p = p_positions_by_mex(100000);
    std::vector<u64> partner(300000, ~u64{0});
    for (u64 k = 0; k < p.size(); ++k) {
        REQUIRE(sg::wythoff_p_position(k) == p[k]);
        partner[p[k].first] = p[k].second;
        partner[p[k].second] = p[k].first;
    }
    for (u64 a = 0; a < 1500; ++a)
        for (u64 b = 0; b < 1500; ++b) REQUIRE(sg::wythoff_lose(a, b) == (partner[a] == b));
}

TEST_CASE("exact near 10^18 and at the 64-bit limit") {
    std::vector<u64> ks;
    for (u64 base : {u64{1'000'000'000'000'000'000}, u64{1} << 62, u64{1} << 61, u64{4'000'000'000'000'000'000},
                     u64{7'046'029'254'386'352'000}})
        for (u64 d = 0; d < 1000; ++d) ks.push_back(base - 500 + d);
    std::mt19937_64 rng(1907);
    for (int i = 0; i < 20000; ++i) ks.push_back(rng() % u64{7'046'029'254'386'353'131});
    for (u64 k : ks) {
        const u64 a = static_cast<u64>(lower_by_isqrt(k));
        const auto [x, y] = sg::wythoff_p_position(k);
        INFO("k = " << k);
        REQUIRE(x == a);
        REQUIRE(y == a + k);
        REQUIRE(sg::wythoff_lose(a, a + k));
        REQUIRE(sg::wythoff_lose(a + k, a));
        REQUIRE(!sg::wythoff_lose(a + 1, a + k));
        REQUIRE(!sg::wythoff_lose(a - 1, a + k));
        REQUIRE(!sg::wythoff_lose(a, a + k - 1));
        if (a + k + 1 != 0) REQUIRE(!sg::wythoff_lose(a, a + k + 1));
        REQUIRE(!sg::wythoff_lose(a - 1, a + k - 1));
    }
    // At Fibonacci numbers k, k*phi lies closest to an integer (floor(k*phi) in double
    // precision is wrong from k = F(40) = 102334155 on).
    for (u64 f = 1, g = 2; g <= 7'046'029'254'386'353'130u; g += f, f = g - f) {
        INFO("Fibonacci k = " << g);
        REQUIRE(sg::wythoff_p_position(g).first == static_cast<u64>(lower_by_isqrt(g)));
        REQUIRE(sg::wythoff_p_position(f).first == static_cast<u64>(lower_by_isqrt(f)));
    }
    // The last P-position below 2^64, and the first beyond it.
    const u64 last = 7'046'029'254'386'353'130u;
    CHECK(sg::wythoff_p_position(last) == state{static_cast<u64>(lower_by_isqrt(last)), ~u64{0}});
    CHECK(lower_by_isqrt(last + 1) + last + 1 > ~u64{0});
    CHECK_THROWS_AS((void)sg::wythoff_p_position(last + 1), sg::error);
    CHECK_THROWS_AS((void)sg::wythoff_p_position(u64{1} << 63), sg::error);
    CHECK_THROWS_AS((void)sg::wythoff_p_position(~u64{0}), sg::error);
    CHECK(sg::wythoff_lose(0, 0));
    CHECK(!sg::wythoff_lose(~u64{0}, ~u64{0}));
    CHECK(!sg::wythoff_lose(0, ~u64{0}));
    CHECK(!sg::wythoff_lose(~u64{0} - 1, ~u64{0}));
}

TEST_CASE("P-positions of random 64-bit heaps by Zeckendorf representations") {
    const zeckendorf z;
    std::mt19937_64 rng(1976);
    for (int i = 0; i < 20000; ++i) {
        const u64 a = (rng() >> (rng() % 64)) | 1;
        // The partner of a in its P-position (lower or upper Wythoff number).
        const u128 b = z.is_lower(a) ? z.shift_up(a) : z.shift_down(a);
        INFO("a = " << a);
        if (b > ~u64{0}) continue;
        const u64 p = static_cast<u64>(b);
        REQUIRE(sg::wythoff_lose(a, p));
        REQUIRE(sg::wythoff_lose(p, a));
        const u64 other = rng();
        if (other != p) REQUIRE(!sg::wythoff_lose(a, other));
        REQUIRE(!sg::wythoff_lose(a, p ^ 1));
    }
}

TEST_CASE("winning moves lead to P-positions") {
    sg::grundy<sg::wythoff> g;
    for (u64 a = 0; a <= 60; ++a)
        for (u64 b = 0; b <= 60; ++b) {
            const auto m = sg::wythoff_winning_move(a, b);
            INFO("(" << a << ", " << b << ")");
            REQUIRE(m.has_value() == (g({a, b}) != 0));
            if (m) {
                REQUIRE(legal_move({a, b}, *m));
                REQUIRE(g(*m) == 0);
            }
        }
    std::mt19937_64 rng(42);
    for (int i = 0; i < 20000; ++i) {
        u64 a = rng() >> (rng() % 64), b = rng() >> (rng() % 64);
        if (i % 3 == 0) {  // near a P-position
            const auto p = sg::wythoff_p_position(rng() % u64{7'046'029'254'386'353'131});
            a = p.first + rng() % 5;
            b = p.second - rng() % 5;
        }
        const auto m = sg::wythoff_winning_move(a, b);
        INFO("(" << a << ", " << b << ")");
        REQUIRE(m.has_value() == !sg::wythoff_lose(a, b));
        if (m) {
            REQUIRE(legal_move({a, b}, *m));
            REQUIRE(sg::wythoff_lose(m->first, m->second));
            const u64 lo = std::min(m->first, m->second), hi = std::max(m->first, m->second);
            REQUIRE(lower_by_isqrt(hi - lo) == lo);
        }
    }
}

TEST_CASE("constant evaluation") {
    STATIC_REQUIRE(sg::wythoff_lose(3, 5));
    STATIC_REQUIRE(!sg::wythoff_lose(3, 4));
    STATIC_REQUIRE(sg::wythoff_p_position(3) == state{4, 7});
    STATIC_REQUIRE(sg::wythoff_winning_move(4, 8) == state{4, 7});
    STATIC_REQUIRE(sg::wythoff_winning_move(10, 12) == state{3, 5});
    CHECK(sg::wythoff_winning_move(8, 4) == state{7, 4});
}
