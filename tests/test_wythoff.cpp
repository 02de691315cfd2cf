#include <sg/games/wythoff.hpp>
#include <sg/grundy.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <map>
#include <random>
#include <set>
#include <utility>
#include <vector>

#include "sg_catch.hpp"
#include "whole_sum.hpp"

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
u128 lower_by_isqrt(u64 k) {
    return (u128{k} + isqrt128(5 * u128{k} * k)) / 2;
}

// Zeckendorf representation (F_2 = 1, F_3 = 2, ...): the lower Wythoff numbers floor(k*phi)
// are the numbers whose representation ends in an even number of zeros, and shifting the
// representation up one place maps floor(k*phi) to floor(k*phi^2) (Silber, "A Fibonacci
// property of Wythoff pairs", Fibonacci Quarterly 14 (1976); Fraenkel, Amer. Math. Monthly
// 89 (1982)).
struct zeckendorf {
    std::vector<u128> fib;  // fib[i] = F_(i+2)
    zeckendorf() {
        fib = {1, 2};
        while (fib.back() < (u128{1} << 66))
            fib.push_back(fib[fib.size() - 1] + fib[fib.size() - 2]);
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
        for (std::size_t i : digits(n))
            s += fib[i + 1];
        return s;
    }
    u128 shift_down(u64 n) const {  // n must end in a digit above F_2
        u128 s = 0;
        for (std::size_t i : digits(n))
            s += fib[i - 1];
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
        while (used[next])
            ++next;
        p.push_back({next, next + k});
        used[next] = true;
        used[next + k] = true;
    }
    return p;
}

// The rules, as the whole-sum search (tests/support/whole_sum.hpp) reads them: take
// from one heap, or the same amount from both.
auto rules = [](const state& s, auto&& emit) {
    for (u64 x = 0; x < s.first; ++x)
        emit(state{x, s.second});
    for (u64 y = 0; y < s.second; ++y)
        emit(state{s.first, y});
    for (u64 i = 1; i <= std::min(s.first, s.second); ++i)
        emit(state{s.first - i, s.second - i});
};
using search = sg_test::whole_sum_search<state, decltype(rules)>;

bool lose(u64 a, u64 b) {
    return sg::wythoff_outcome(a, b) == sg::outcome::lose;
}

// The value of a sum by search alone: the one n for which the sum plus a Nim heap of n
// (the Wythoff position (0, n), whose only moves lower n) is lost.
u64 value_by_search(search& s, std::vector<state> comps, u64 bound) {
    u64 found = ~u64{0}, count = 0;
    comps.push_back({0, 0});
    for (u64 n = 0; n <= bound; ++n) {
        comps.back() = {0, n};
        if (!s.wins(comps)) {
            found = n;
            ++count;
        }
    }
    REQUIRE(count == 1);
    return found;
}

bool legal_move(state from, state to) {
    const auto [a, b] = from;
    const auto [x, y] = to;
    if (x == a && y < b) return true;
    if (y == b && x < a) return true;
    return x < a && y < b && a - x == b - y;
}

// Every move from (a, b) to a P-position, from the independent constructions: the
// partner of a heap by Zeckendorf shifts, the pair of a difference by the square root;
// in the order the game lists moves (first heap, second heap, both).
std::vector<state> independent_p_moves(const zeckendorf& z, u64 a, u64 b) {
    const auto partner = [&z](u64 x) -> u128 {
        if (x == 0) return 0;
        return z.is_lower(x) ? z.shift_up(x) : z.shift_down(x);
    };
    std::vector<state> out;
    if (const u128 p = partner(b); p < a) out.push_back({static_cast<u64>(p), b});
    if (const u128 p = partner(a); p < b) out.push_back({a, static_cast<u64>(p)});
    const u64 lo = std::min(a, b), k = std::max(a, b) - lo;
    if (k == 0) {
        if (lo > 0) out.push_back({0, 0});
    } else if (const u128 t = lower_by_isqrt(k); t < lo) {
        const u64 x = static_cast<u64>(t);
        out.push_back(a < b ? state{x, x + k} : state{x + k, x});
    }
    return out;
}

std::vector<state> targets(const std::vector<sg::move<state>>& moves) {
    std::vector<state> out;
    for (const auto& m : moves) {
        REQUIRE(m.component == 0);
        REQUIRE(m.to.size() == 1);
        out.push_back(m.to[0]);
    }
    return out;
}

}  // namespace

TEST_CASE("wythoff_solver: every O(1) answer equals the generic solver up to 100 x 100") {
    sg::grundy<sg::wythoff> g;
    sg::wythoff_solver w;
    for (u64 a = 0; a <= 100; ++a)
        for (u64 b = 0; b <= 100; ++b) {
            INFO("(" << a << ", " << b << ")");
            const state s{a, b};
            REQUIRE(w.outcome(s) == g.outcome(s));
            REQUIRE(w.wins(s) == g.wins(s));
            REQUIRE(w.component_is_zero(s) == (g(s) == 0));
            REQUIRE(lose(a, b) == (g(s) == 0));
            const auto moves = w.winning_moves(s);
            REQUIRE(moves == g.winning_moves(s));  // the same moves in the same order
            REQUIRE(w.winning_move(s) == g.winning_move(s));
            REQUIRE(w.count_winning_moves(s) == g.count_winning_moves(s));
            REQUIRE(w.moves_to_value(s, 0) == g.moves_to_value(s, 0));
            REQUIRE(w.move_to_value(s, 0) == g.move_to_value(s, 0));
            REQUIRE(g({a, b}) == g({b, a}));
        }
    // The one-position queries did not search: only P-positions were asked for values
    // (none stored); values and moves to other values use the internal solver.
    REQUIRE(w.size() == 0);
    for (u64 a = 0; a <= 30; ++a)
        for (u64 b = 0; b <= 30; ++b) {
            const state s{a, b};
            REQUIRE(w(s) == g(s));
            REQUIRE(w.value(s) == g(s));
            for (sg::nimber t = 1; t <= 4; ++t)
                REQUIRE(w.moves_to_value(s, t) == g.moves_to_value(s, t));
        }
    REQUIRE(w.size() > 0);
    w.clear();
    REQUIRE(w.size() == 0);
}

TEST_CASE("wythoff_solver on sums against whole-sum search") {
    search brute(rules);
    sg::wythoff_solver w;
    const auto check = [&](const std::vector<state>& comps, u64 bound) {
        INFO("sum of " << comps.size() << ", first (" << comps[0].first << ", " << comps[0].second << ")");
        const u64 v = value_by_search(brute, comps, bound);
        REQUIRE(w.value(comps) == v);
        REQUIRE(w.wins(comps) == brute.wins(comps));
        REQUIRE(w.outcome(comps) == (v != 0 ? sg::outcome::win : sg::outcome::lose));
        const auto moves = w.winning_moves(comps);
        const auto want = brute.winning_moves(comps);
        REQUIRE(sg_test::as_set(moves) == want);
        REQUIRE(moves.size() == want.size());  // each move once
        REQUIRE(w.count_winning_moves(comps) == want.size());
        REQUIRE(w.winning_move(comps).has_value() == !want.empty());
    };
    for (u64 a = 0; a <= 7; ++a)
        for (u64 b = 0; b <= 7; ++b)
            check({{a, b}}, 15);
    for (u64 a = 0; a <= 4; ++a)
        for (u64 b = 0; b <= 4; ++b)
            for (u64 c = 0; c <= 4; ++c)
                for (u64 d = 0; d <= 4; ++d)
                    check({{a, b}, {c, d}}, 15);
    for (u64 a = 0; a <= 2; ++a)
        for (u64 b = 0; b <= 2; ++b)
            for (u64 c = 0; c <= 2; ++c)
                for (u64 d = 0; d <= 3; ++d)
                    for (u64 e = 0; e <= 3; ++e)
                        for (u64 f = 0; f <= 1; ++f)
                            check({{a, b}, {c, d}, {e, f}}, 7);
    // Equal components: the same move in either counts once per component.
    check({{5, 5}, {5, 5}}, 15);
    check({{4, 5}, {3, 3}, {4, 5}}, 15);
}

TEST_CASE("Grundy values agree with published tables") {
    sg::wythoff_solver g;
    // OEIS A317205: row n lists G(n-1, m-1), m = 1..n (Berlekamp, Conway, Guy, Winning
    // Ways, p. 76; Blass and Fraenkel 1990, Table 2).
    const std::vector<sg::nimber> a317205 = {0,  1, 2,  2,  0,  1,  3,  4,  5,  6, 4,  5,  3,  2,  7,  5,  3,  4, 0, 6,
                                             8,  6, 7,  8,  1,  9,  10, 3,  7,  8, 6,  9,  0,  1,  4,  5,  8,  6, 7, 10,
                                             1,  2, 5,  3,  4,  9,  10, 11, 12, 8, 7,  13, 14, 15, 16, 10, 11, 9, 8, 13,
                                             12, 0, 15, 16, 17, 14, 11, 9,  10, 7, 12, 14, 2,  13, 17, 6,  18, 15};
    std::size_t i = 0;
    for (u64 n = 0; i < a317205.size(); ++n)
        for (u64 m = 0; m <= n; ++m, ++i)
            CHECK(g({n, m}) == a317205[i]);
    // OEIS A047708: G(n, n).
    const std::vector<sg::nimber> a047708 = {0,  2,  1,  6,  7,  8,  3,  5,  4,  16, 14, 15, 10,  9,  11,  20, 13, 21,
                                             12, 25, 17, 18, 19, 30, 31, 38, 35, 36, 22, 23, 43,  45, 48,  49, 24, 26,
                                             27, 28, 29, 33, 60, 32, 61, 57, 66, 37, 63, 34, 64,  67, 40,  39, 41, 42,
                                             82, 44, 74, 79, 47, 46, 87, 86, 50, 95, 96, 52, 101, 51, 102, 53, 54};
    for (u64 n = 0; n < a047708.size(); ++n)
        CHECK(g({n, n}) == a047708[n]);
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
        for (u64 b = 0; b < 1500; ++b)
            REQUIRE(lose(a, b) == (partner[a] == b));
}

TEST_CASE("exact near 10^18 and at the 64-bit limit") {
    std::vector<u64> ks;
    for (u64 base : {u64{1'000'000'000'000'000'000}, u64{1} << 62, u64{1} << 61, u64{4'000'000'000'000'000'000},
                     u64{7'046'029'254'386'352'000}})
        for (u64 d = 0; d < 1000; ++d)
            ks.push_back(base - 500 + d);
    std::mt19937_64 rng(1907);
    for (int i = 0; i < 20000; ++i)
        ks.push_back(rng() % u64{7'046'029'254'386'353'131});
    for (u64 k : ks) {
        const u64 a = static_cast<u64>(lower_by_isqrt(k));
        const auto [x, y] = sg::wythoff_p_position(k);
        INFO("k = " << k);
        REQUIRE(x == a);
        REQUIRE(y == a + k);
        REQUIRE(lose(a, a + k));
        REQUIRE(lose(a + k, a));
        REQUIRE(!lose(a + 1, a + k));
        REQUIRE(!lose(a - 1, a + k));
        REQUIRE(!lose(a, a + k - 1));
        if (a + k + 1 != 0) REQUIRE(!lose(a, a + k + 1));
        REQUIRE(!lose(a - 1, a + k - 1));
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
    CHECK(lose(0, 0));
    CHECK(!lose(~u64{0}, ~u64{0}));
    CHECK(!lose(0, ~u64{0}));
    CHECK(!lose(~u64{0} - 1, ~u64{0}));
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
        REQUIRE(lose(a, p));
        REQUIRE(lose(p, a));
        const u64 other = rng();
        if (other != p) REQUIRE(!lose(a, other));
        REQUIRE(!lose(a, p ^ 1));
    }
}

TEST_CASE("winning moves of one position: all of them, in O(1), for 64-bit heaps") {
    const zeckendorf z;
    sg::wythoff_solver w;
    // Small heaps: the closed form against the independent constructions.
    for (u64 a = 0; a <= 200; ++a)
        for (u64 b = 0; b <= 200; ++b) {
            INFO("(" << a << ", " << b << ")");
            REQUIRE(targets(w.winning_moves({a, b})) == independent_p_moves(z, a, b));
        }
    std::mt19937_64 rng(42);
    std::size_t several = 0;
    for (int i = 0; i < 20000; ++i) {
        u64 a = rng() >> (rng() % 64), b = rng() >> (rng() % 64);
        if (i % 3 == 0) {  // near a P-position
            const auto p = sg::wythoff_p_position(rng() % u64{7'046'029'254'386'353'131});
            a = p.first + rng() % 5;
            b = p.second - rng() % 5;
        } else if (i % 3 == 1) {  // near a P-position, one heap kept
            const auto p = sg::wythoff_p_position(rng() % u64{7'046'029'254'386'353'131});
            a = p.first;
            b = p.second + 1 + rng() % 1000;
            if (b < p.second) b = p.second;
            if (i % 2) std::swap(a, b);
        }
        INFO("(" << a << ", " << b << ")");
        const auto moves = w.winning_moves({a, b});
        const auto to = targets(moves);
        REQUIRE(to == independent_p_moves(z, a, b));
        REQUIRE(w.wins({a, b}) == !lose(a, b));
        REQUIRE(to.empty() == lose(a, b));
        REQUIRE(w.count_winning_moves({a, b}) == to.size());
        several += to.size() > 1;
        for (const state& t : to) {
            REQUIRE(legal_move({a, b}, t));
            REQUIRE(lose(t.first, t.second));
            const u64 lo = std::min(t.first, t.second), hi = std::max(t.first, t.second);
            REQUIRE(lower_by_isqrt(hi - lo) == lo);
        }
    }
    CHECK(several > 0);
    REQUIRE(w.size() == 0);  // no search
    // Edge cases at 2^64 - 1, the upper heap of the last P-position below 2^64.
    const u64 max = ~u64{0}, last_lower = 11'400'714'819'323'198'485u;
    REQUIRE(lose(last_lower, max));
    REQUIRE(targets(w.winning_moves({max, max})) == std::vector<state>{{last_lower, max}, {max, last_lower}, {0, 0}});
    REQUIRE(w.count_winning_moves({max, max}) == 3);
    REQUIRE(w.winning_moves({last_lower, max}).empty());
    REQUIRE(!w.wins({max, last_lower}));
    REQUIRE(targets(w.winning_moves({0, max})) == std::vector<state>{{0, 0}});
    REQUIRE(targets(w.winning_moves({max, 0})) == std::vector<state>{{0, 0}});
    // A lower heap whose partner exceeds 2^64 - 1: only the other heap's partner or the
    // diagonal can win.
    for (u64 x = max; x > max - 200; --x)
        for (u64 y = max; y > max - 3; --y)
            REQUIRE(targets(w.winning_moves({x, y})) == independent_p_moves(z, x, y));
    REQUIRE(targets(w.winning_moves({10, 12})) == std::vector<state>{{10, 6}, {3, 5}});
    REQUIRE(targets(w.winning_moves({4, 5})) == std::vector<state>{{3, 5}, {1, 2}});
    REQUIRE(targets(w.winning_moves({5, 5})) == std::vector<state>{{3, 5}, {5, 3}, {0, 0}});
}

TEST_CASE("wythoff_solver in an sg::sum of Wythoff positions, with the state limit") {
    sg::wythoff_solver w(50);
    REQUIRE(w.wins({1'000'000'000, 1'000'000'000}));  // no search
    REQUIRE_THROWS_AS((void)w.value({1000, 1001}), sg::limit_error);
    w.set_state_limit(std::numeric_limits<std::size_t>::max());
    REQUIRE(w.value({10, 11}) == sg::grundy<sg::wythoff>{}({10, 11}));
    REQUIRE(w.value({165'580'140, 267'914'295}) == 0);  // a P-position: no search
}

TEST_CASE("constant evaluation") {
    STATIC_REQUIRE(sg::wythoff_outcome(3, 5) == sg::outcome::lose);
    STATIC_REQUIRE(sg::wythoff_outcome(3, 4) == sg::outcome::win);
    STATIC_REQUIRE(sg::wythoff_p_position(3) == state{4, 7});
}
