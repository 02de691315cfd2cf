// Misère quotients: every quotient's outcome and winning moves against a plain misère
// search of the whole sum (written here: a sorted vector of heaps, no interning, no
// quotient), on all sums of up to 4 heaps of size <= 10 for many codes, and at larger
// bounds against sg::misere on the sums of one heap and small ones; misère Nim's
// quotient; tame games; even order; published figures.
#include <sg/games/octal.hpp>
#include <sg/games/subtraction.hpp>
#include <sg/misere.hpp>
#include <sg/misere_quotient.hpp>

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "sg_catch.hpp"
#include "octal_plain.hpp"
#include "range_games.hpp"

namespace {

using heap = std::uint64_t;

struct nim {  // a Nim heap: take any positive number
    using state = std::uint64_t;
    void moves(std::uint64_t n, auto&& emit) const {
        for (std::uint64_t k = 0; k < n; ++k) emit(k);
    }
};

// Misère play searched whole: the player to move wins iff they have no move, or some
// move leads to a position the opponent does not win.
template <class Game>
class misere_search {
public:
    explicit misere_search(Game g) : g_(std::move(g)) {}
    bool wins(std::vector<heap> p) {
        std::sort(p.begin(), p.end());
        if (auto it = memo_.find(p); it != memo_.end()) return it->second;
        bool any = false, win = false;
        for (std::size_t i = 0; i < p.size() && !win; ++i) {
            g_.moves(p[i], [&](const auto&... parts) {
                any = true;
                if (win) return;
                std::vector<heap> next = p;
                next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
                (next.push_back(static_cast<heap>(parts)), ...);
                if (!wins(next)) win = true;
            });
        }
        if (!any) win = true;
        memo_.emplace(std::move(p), win);
        return win;
    }
    std::set<std::pair<std::size_t, std::vector<heap>>> winning_moves(const std::vector<heap>& p) {
        std::set<std::pair<std::size_t, std::vector<heap>>> out;
        for (std::size_t i = 0; i < p.size(); ++i)
            g_.moves(p[i], [&](const auto&... parts) {
                std::vector<heap> to{static_cast<heap>(parts)...};
                std::sort(to.begin(), to.end());
                std::vector<heap> next = p;
                next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
                next.insert(next.end(), to.begin(), to.end());
                if (!wins(next)) out.emplace(i, std::move(to));
            });
        return out;
    }

private:
    Game g_;
    std::map<std::vector<heap>, bool> memo_;
};

// All sums of 1..4 heaps of sizes 0..n (as multisets).
template <class F>
void each_sum(std::size_t n, F&& f) {
    std::vector<heap> p;
    auto rec = [&](auto& self, heap from) -> void {
        if (!p.empty()) f(p);
        if (p.size() == 4) return;
        for (heap h = from; h <= n; ++h) {
            p.push_back(h);
            self(self, h);
            p.pop_back();
        }
    };
    rec(rec, 0);
}

template <class Game>
void check_against_search(const Game& game, std::size_t n) {
    sg::misere_quotient<Game> q(game, n);
    misere_search<Game> s(game);
    CHECK(q.order() % 2 == 0);  // every impartial misère quotient has even order
    // A. N. Siegel, "The structure and classification of misère quotients" (arXiv
    // math/0703070): a finite quotient with a P-portion of two elements has order 2^k + 2
    // or 2^k + 4.
    if (q.p_portion().size() == 2) {
        const std::size_t o = q.order();
        CHECK(((o > 2 && std::has_single_bit(o - 2)) || (o > 4 && std::has_single_bit(o - 4))));
    }
    std::size_t checked = 0;
    each_sum(n, [&](const std::vector<heap>& p) {
        const bool w = s.wins(p);
        if (q.wins(p) != w) FAIL_CHECK("outcome differs on a sum of " << p.size() << " heaps");
        std::set<std::pair<std::size_t, std::vector<heap>>> mine;
        for (auto& m : q.winning_moves(p)) mine.emplace(m.component, m.to);
        if (mine != s.winning_moves(p)) FAIL_CHECK("winning moves differ");
        const auto m = q.winning_move(p);
        CHECK(m.has_value() == (w && !mine.empty()));
        ++checked;
    });
    CHECK(checked == (n + 2) * (n + 3) * (n + 4) * (n + 5) / 24 - 1);  // multisets of 1..4 of n + 1 sizes
}

}  // namespace

TEST_CASE("misère quotients agree with the whole-sum search", "[misere_quotient]") {
    for (const char* code : {"0.77", "0.07", "0.137", "0.6", "0.3", "0.31", "0.12", "0.14", "0.15", "0.16",
                             "0.17", "0.51", "0.52", "0.53", "0.54", "0.57", "0.72", "0.75", "4.7",
                             "0.4", "0.04", "0.44", "0.76"}) {
        INFO("code " << code);
        check_against_search(sg::octal_game{code}, 10);
    }
    for (const char* code : {"0.35", "0.71"}) {  // larger quotients (70 and 14 elements): heaps up to 7
        INFO("code " << code);
        check_against_search(sg::octal_game{code}, 7);
    }
    for (std::vector<std::uint64_t> set : {std::vector<std::uint64_t>{1, 2}, {1, 3}, {2, 3}, {1, 4}, {2, 5}, {1, 3, 4}}) {
        INFO("subtraction set of " << set.size());
        check_against_search(sg::subtraction_game{set}, 10);
    }
}

// Whether some bijection of elements keeps the identity, the products and the P-portion.
template <class Q>
bool isomorphic(const Q& a, const Q& b) {
    if (a.order() != b.order() || a.p_portion().size() != b.p_portion().size()) return false;
    std::vector<std::uint32_t> to(a.order());
    for (std::uint32_t x = 0; x < to.size(); ++x) to[x] = x;
    do {
        if (to[a.identity()] != b.identity()) continue;
        bool same = true;
        for (std::uint32_t x = 0; same && x < to.size(); ++x) {
            same = a.in_p_portion(x) == b.in_p_portion(to[x]);
            for (std::uint32_t y = 0; same && y < to.size(); ++y)
                same = to[a.multiply(x, y)] == b.multiply(to[x], to[y]);
        }
        if (same) return true;
    } while (std::next_permutation(to.begin(), to.end()));
    return false;
}

TEST_CASE("there is one misère quotient of order 8", "[misere_quotient]") {
    // A. N. Siegel, "The structure and classification of misère quotients" (arXiv
    // math/0703070): exactly one quotient has order 8. Three codes reach it with heaps up
    // to 10; their tables, numbered differently, must be the same up to renaming.
    const sg::misere_quotient<sg::octal_game> q75(sg::octal_game{"0.75"}, 10);
    REQUIRE(q75.order() == 8);
    CHECK(q75.p_portion().size() == 2);
    for (const char* code : {"0.57", "0.72"}) {
        INFO("code " << code);
        const sg::misere_quotient<sg::octal_game> q(sg::octal_game{code}, 10);
        REQUIRE(q.order() == 8);
        CHECK(isomorphic(q, q75));
    }
    // The comparison itself: misère Nim's quotients of heaps up to 2 and up to 3 are one
    // monoid (order 6), and neither is the order-8 one.
    const sg::misere_quotient<nim> nim2(nim{}, 2), nim3(nim{}, 3);
    CHECK(isomorphic(nim2, nim3));
    CHECK_FALSE(isomorphic(nim2, sg::misere_quotient<nim>(nim{}, 4)));  // order 10
}

TEST_CASE("misère Nim's quotients", "[misere_quotient]") {
    // Misère Nim (Bouton's rule: with a heap of 2 or more the nim-sum decides, else the
    // parity of the heaps of 1): heaps up to n >= 2 fall into the classes "no heap of 2
    // or more, nim-sum 0 or 1" and "some heap of 2 or more, nim-sum v" for the 2^(b+1)
    // nim-sums v below 2^(b+1), b = floor(log2 n); so the order is 2 + 2^(b+1). For n = 2
    // and 3 it is the quotient <a, b | a^2 = 1, b^3 = b> of order 6 with P-portion
    // {a, b^2} (Plambeck and Siegel 2008).
    for (std::size_t n : {2u, 3u}) {
        sg::misere_quotient<nim> q(nim{}, n);
        CHECK(q.order() == 6);
        CHECK(q.p_portion().size() == 2);
        CHECK(q.generator_heaps() == std::vector<std::size_t>{1, 2});
        const auto a = q.heap_element(1), b = q.heap_element(2);
        CHECK(q.multiply(a, a) == q.identity());
        CHECK(q.multiply(b, q.multiply(b, b)) == b);
        CHECK(q.in_p_portion(a));
        CHECK(q.in_p_portion(q.multiply(b, b)));
        CHECK(q.wins({1, 1}));
        CHECK(q.wins({1, 2}));
        CHECK(q.value({1, 1}) == q.identity());
        CHECK(q.value({1, 2, 2}) == q.multiply(a, q.multiply(b, b)));
        CHECK(q.normal_value({1, 2, 2}) == 1);
    }
    CHECK_FALSE(sg::misere_quotient<nim>(nim{}, 3).wins({1, 2, 3}));
    CHECK(sg::misere_quotient<nim>(nim{}, 7).order() == 10);
    CHECK(sg::misere_quotient<nim>(nim{}, 7).generator_heaps() == std::vector<std::size_t>{1, 2, 4});
    CHECK(sg::misere_quotient<nim>(nim{}, 8).order() == 18);
    CHECK(sg::misere_quotient<nim>(nim{}, 1).order() == 2);  // heaps 0 and 1: Z/2
    check_against_search(nim{}, 10);
}

TEST_CASE("tame games have misère Nim's quotient", "[misere_quotient]") {
    // The subtraction game {1, 2} is tame (Winning Ways ch. 13): its heaps are the Nim
    // heaps *0, *1, *2, *0, ... under both plays, so sums of heaps up to n >= 2 have the
    // quotient of Nim heaps up to 2, with heap 3k + 1 mapping to a and 3k + 2 to b.
    sg::misere_quotient<sg::subtraction_game> q(sg::subtraction_game{std::vector<std::uint64_t>{1, 2}}, 10);
    sg::misere_quotient<nim> n2(nim{}, 2);
    CHECK(q.order() == n2.order());
    CHECK(q.p_portion().size() == n2.p_portion().size());
    for (std::size_t h = 0; h <= 10; ++h) {
        CHECK(q.heap_element(h) == q.heap_element(h % 3));
        CHECK(q.normal_value(h) == h % 3);
    }
    // the isomorphism a -> a, b -> b: compare the P-membership of all words a^i b^j
    for (std::size_t i = 0; i < 2; ++i)
        for (std::size_t j = 0; j < 4; ++j) {
            std::vector<std::uint64_t> p(i, 1), r(i, 1);
            p.insert(p.end(), j, 2);
            r.insert(r.end(), j, 5);
            CHECK(q.wins(r) == n2.wins(p));
        }
}

TEST_CASE("genus of Nim heaps and of Kayles", "[misere_quotient]") {
    // ONAG ch. 12 / Winning Ways ch. 13: *0 has genus 0^120, *1 has 1^031, *2 has 2^20,
    // *3 has 3^31.
    using Q = sg::misere_quotient<nim>;
    Q q(nim{}, 3);
    CHECK(Q::genus_string(q.genus(0)) == "0^120");
    CHECK(Q::genus_string(q.genus(1)) == "1^031");
    CHECK(Q::genus_string(q.genus(2)) == "2^20");
    CHECK(Q::genus_string(q.genus(3)) == "3^31");
}

// 4.77 with Nim heaps beside it, for the whole-sum search: states below `nim_base` are
// heaps of 4.77 (its moves read from the code's digits: 4 at 0 tokens splits, 7 at 1 and
// 2 removes, keeps or splits the rest), nim_base + m a Nim heap of size m.
constexpr heap nim_base = 1000;
struct wild_with_nim {
    void moves(heap s, auto&& emit) const {
        if (s >= nim_base) {
            for (heap m = nim_base; m < s; ++m) emit(m);
            return;
        }
        for (heap a = 1; a + a <= s; ++a) emit(a, s - a);  // take 0, leave two heaps
        for (heap k = 1; k <= 2 && k <= s; ++k) {
            const heap r = s - k;
            if (r == 0) emit();
            if (r > 0) emit(r);
            for (heap a = 1; a + a <= r; ++a) emit(a, r - a);
        }
    }
};

struct prefixes {  // a word; a move keeps a proper prefix of it
    using state = std::string;
    void moves(const std::string& w, auto&& emit) const {
        for (std::size_t k = 0; k < w.size(); ++k) emit(w.substr(0, k));
    }
};

TEST_CASE("genus without a quotient: a wild game, and states that are not heaps", "[misere_quotient]") {
    // 4.77: its quotient of heaps up to 6 takes minutes; the genus needs none. gamma_k is
    // 0 exactly when the heap plus k copies of *2 is lost, by the whole-sum search; g is
    // the normal-play value of the plain definition.
    const sg::octal_game wild{"4.77"};
    const auto normal = sg_test::octal_plain("4.77", 10);
    misere_search<wild_with_nim> whole(wild_with_nim{});
    for (heap h = 0; h <= 10; ++h) {
        const sg::genus_symbol s = sg::genus(wild, h);
        CHECK(s.g == normal[h]);
        REQUIRE(s.gamma.size() == 6);
        std::vector<heap> p{h};
        for (std::size_t k = 0; k < 6; ++k) {
            CHECK((s.gamma[k] == 0) == !whole.wins(p));
            p.push_back(nim_base + 2);
        }
    }
    // Sums of two heaps, as the grundy command's --outcome searches them (sg::misere).
    sg::misere<sg::octal_game> direct(wild);
    for (heap a = 0; a <= 21; ++a)
        for (heap b = 0; b <= 3; ++b) CHECK(direct.wins({a, b}) == whole.wins({a, b}));
    // The member of a quotient is the same function.
    sg::misere_quotient<sg::octal_game> kayles(sg::octal_game{"0.77"}, 8);
    for (std::size_t h = 0; h <= 8; ++h)
        CHECK(sg::genus_string(kayles.genus(h)) == sg::genus_string(sg::genus(sg::octal_game{"0.77"}, h)));
    // Any state type: a word whose move keeps a proper prefix is a Nim heap of its length.
    CHECK(sg::genus_string(sg::genus(prefixes{}, std::string("ab"))) == "2^20");
    CHECK(sg::genus_string(sg::genus(prefixes{}, std::string("abc"))) == "3^31");
    CHECK(sg::genus_string(sg::genus(prefixes{}, std::string())) == "0^120");
}

TEST_CASE("heaps above the bound are refused", "[misere_quotient]") {
    sg::misere_quotient<sg::octal_game> q(sg::octal_game{"0.77"}, 6);
    CHECK_THROWS_AS(q.wins({7}), sg::error);
    CHECK(q.normal_value(4) == 1);  // Kayles: 0 1 2 3 1 ...
}

TEST_CASE("0.75 has the quotient R8 at every bound", "[misere_quotient]") {
    // T. E. Plambeck and A. N. Siegel, "Misère quotients for impartial games" (JCTA 115,
    // 2008): the misère quotient of the octal game 0.75 is R8 = <a, b, c | a^2 = 1,
    // b^3 = b, bc = ab, c^2 = b^2> of order 8 with P-portion {a, b^2}, a, b and c the
    // heaps of 1, 2 and 5. Here: heaps up to 100 (the whole-sum search cannot reach
    // them), the same presentation.
    const sg::misere_quotient<sg::octal_game> q(sg::octal_game{"0.75"}, 100);
    REQUIRE(q.order() == 8);
    CHECK(q.generator_heaps() == std::vector<std::size_t>{1, 2, 5});
    const auto a = q.heap_element(1), b = q.heap_element(2), c = q.heap_element(5);
    CHECK(q.multiply(a, a) == q.identity());
    CHECK(q.multiply(b, q.multiply(b, b)) == b);
    CHECK(q.multiply(b, c) == q.multiply(a, b));
    CHECK(q.multiply(c, c) == q.multiply(b, b));
    CHECK(q.p_portion() == std::vector<std::uint32_t>{std::min(a, q.multiply(b, b)), std::max(a, q.multiply(b, b))});
    CHECK(isomorphic(q, sg::misere_quotient<sg::octal_game>(sg::octal_game{"0.75"}, 10)));
}

TEST_CASE("quotients of larger bounds agree with the whole-sum search", "[misere_quotient]") {
    // Bounds the all-sums check above cannot reach: every heap alone, and beside one or
    // two small heaps, against sg::misere (the whole sum searched as one game).
    const std::vector<std::pair<const char*, std::size_t>> cases{{"0.75", 40}, {"0.71", 30}, {"0.53", 30},
                                                                 {"0.77", 30}, {"0.31", 40}, {"0.54", 18}};
    for (const auto& [code, n] : cases) {
        INFO("code " << code << " heaps up to " << n);
        const sg::octal_game game{code};
        const sg::misere_quotient<sg::octal_game> q(game, n);
        CHECK(q.order() % 2 == 0);
        sg::misere<sg::octal_game> s(game);
        for (heap h = 0; h <= n; ++h)
            for (heap x = 0; x <= 3; ++x)
                for (heap y = 0; y <= x; ++y) {
                    std::vector<heap> p{h};
                    if (x > 0) p.push_back(x);
                    if (y > 0) p.push_back(y);
                    if (q.wins(p) != s.wins(p)) FAIL_CHECK("outcome differs on heap " << h << " with " << x << ", " << y);
                }
    }
}

TEST_CASE("the construction reports progress and can be stopped", "[misere_quotient]") {
    struct stop {};
    sg::quotient_limits limits;
    std::size_t last = 0, calls = 0;
    limits.progress = [&](const sg::quotient_progress& p) {
        ++calls;
        CHECK(p.bound >= last);  // bounds only grow
        last = p.bound;
        if (p.bound > 12) throw stop{};
    };
    CHECK_THROWS_AS(sg::misere_quotient<sg::octal_game>(sg::octal_game{"0.77"}, 30, limits), stop);
    CHECK(last == 13);
    CHECK(calls >= 13);
}

TEST_CASE("misere_quotient: moves to ranges of parts") {
    const sg::misere_quotient<sg_test::fixed_parts> fixed(sg_test::fixed_parts{}, 12);
    const sg::misere_quotient<sg_test::range_parts> ranged(sg_test::range_parts{}, 12);
    CHECK(ranged.order() == fixed.order());
    CHECK(ranged.p_portion() == fixed.p_portion());
    for (std::size_t h = 0; h <= 12; ++h) CHECK(ranged.heap_element(h) == fixed.heap_element(h));
}

// Outcomes of every sum of two heaps up to `far` and a third of at most 2: the quotient
// with a period against one built plainly to `far`.
template <class Game>
void check_period_against_plain(const Game& game, const sg::misere_quotient<Game>& q, std::size_t far) {
    const sg::misere_quotient<Game> plain(game, far);
    CHECK(plain.order() == q.order());
    CHECK(plain.p_portion().size() == q.p_portion().size());
    for (heap a = 0; a <= far; ++a)
        for (heap b = 0; b <= a; ++b)
            for (heap c = 0; c <= 2; ++c)
                if (q.wins({a, b, c}) != plain.wins({a, b, c}))
                    FAIL_CHECK("outcome differs on " << a << " + " << b << " + " << c);
}

TEST_CASE("a period the heaps prove gives the quotient of every heap", "[misere_quotient]") {
    // periodic_quotient stops at the first bound that proves a period; the heaps past it
    // are answered through the period. Checked against the quotient built plainly to a
    // larger bound, and against the whole-sum search (sg::misere) beside small heaps.
    const std::vector<std::pair<const char*, std::size_t>> cases{
        {"0.75", 16}, {"0.71", 16}, {"0.31", 24}, {"0.72", 0}, {"0.53", 0}};
    for (const auto& [code, searched] : cases) {
        INFO("code " << code);
        const sg::octal_game game{code};
        const auto q = sg::periodic_quotient(game, 200);
        REQUIRE(q.period());
        const auto [n0, p] = *q.period();
        CHECK(q.heap_bound() < 200);
        CHECK(q.heap_bound() + 1 == game.period_check_end(n0, p).value() + p);  // the first bound that proves it
        for (std::size_t h = q.heap_bound() + 1; h <= q.heap_bound() + 3 * p; ++h)
            CHECK(q.heap_element(h) == q.heap_element(h - p));
        check_period_against_plain(game, q, q.heap_bound() + 2 * p + 8);
        sg::misere<sg::octal_game> s(game);
        for (heap h = q.heap_bound() + 1; h <= q.heap_bound() + searched; ++h)
            for (heap x = 0; x <= 3; ++x)
                if (q.wins({h, x}) != s.wins({h, x})) FAIL_CHECK("outcome differs on " << h << " + " << x);
    }
    for (std::vector<std::uint64_t> set : {std::vector<std::uint64_t>{1, 2}, {2, 3}, {1, 3, 4}, {2, 5}}) {
        INFO("subtraction set of " << set.size());
        const sg::subtraction_game game{set};
        const auto q = sg::periodic_quotient(game, 200);
        REQUIRE(q.period());
        check_period_against_plain(game, q, q.heap_bound() + 2 * q.period()->period + 8);
        sg::misere<sg::subtraction_game> s(game);
        for (heap h = 0; h <= q.heap_bound() + 40; ++h)
            for (heap x = 0; x <= 6; ++x)
                if (q.wins({h, x}) != s.wins({h, x})) FAIL_CHECK("outcome differs on " << h << " + " << x);
    }
}

TEST_CASE("Kayles' misère quotient is proved complete at heap 167", "[misere_quotient]") {
    // The pretending function of misère Kayles has period 12 from heap 71 (Plambeck and
    // Siegel 2008); the theorem needs heaps up to 2 * 71 + 2 * 12 + 2 - 1 = 167.
    sg::quotient_limits limits;
    limits.stop_at_period = true;
    const sg::misere_quotient<sg::octal_game> q(sg::octal_game{"0.77"}, 200, limits);
    REQUIRE(q.period());
    CHECK(*q.period() == sg::quotient_period{71, 12});
    CHECK(q.heap_bound() == 167);
    CHECK(q.order() == 40);
}

TEST_CASE("heaps past a period: values, and what stays refused", "[misere_quotient]") {
    const sg::octal_game game{"0.75"};
    const auto q = sg::periodic_quotient(game, 100);
    REQUIRE(q.period());
    const std::size_t big = 4000000000;  // fits a 32-bit size_t
    CHECK(q.heap_element(big) == q.heap_element(big - 10 * q.period()->period));
    CHECK(q.value({big, 1}) == q.multiply(q.heap_element(big), q.heap_element(1)));
    CHECK_THROWS_AS(q.winning_moves({big, 1}), sg::error);  // moves are listed up to the bound
    CHECK_THROWS_AS(q.normal_value(big), sg::error);
    // Without the theorem's bound (a game without period_check_end, a code with '!'), no
    // period, and stop_at_period changes nothing.
    sg::quotient_limits limits;
    limits.stop_at_period = true;
    const sg::misere_quotient<sg_test::fixed_parts> plain(sg_test::fixed_parts{}, 12, limits);
    CHECK(plain.heap_bound() == 12);
    CHECK_FALSE(plain.period());
    CHECK_FALSE(sg::octal_game{"0.4!"}.period_check_end(1, 1));
    const sg::misere_quotient<sg::octal_game> constrained(sg::octal_game{"0.4!"}, 30, limits);
    CHECK(constrained.heap_bound() == 30);
    CHECK_FALSE(constrained.period());
}

TEST_CASE("the list interner numbers each list once, in the order first added") {
    // detail::list_interner (the exact searches' table of sums) against a std::map, on
    // random lists of ids, many of them repeated, through several doublings of its table.
    sg::detail::list_interner lists;
    std::map<std::vector<std::uint32_t>, std::uint32_t> plain;
    std::uint64_t x = 12345;
    auto next = [&x] {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<std::uint32_t>(x >> 33);
    };
    std::size_t refused = 0;
    for (int i = 0; i < 20000; ++i) {
        std::vector<std::uint32_t> l(next() % 5);
        for (auto& v : l) v = next() % 6;
        const bool stop = next() % 50 == 0;  // before_add may throw: nothing is added then
        const std::uint32_t found = lists.find(l);
        try {
            const auto [k, added] = lists.intern(l, [&] {
                if (stop) throw std::runtime_error("stop");
            });
            const auto [it, fresh] = plain.emplace(l, static_cast<std::uint32_t>(plain.size()));
            CHECK(added == fresh);
            CHECK(k == it->second);
            CHECK(found == (fresh ? sg::detail::list_interner::none : k));
            CHECK(std::ranges::equal(lists.list(k), l));
        } catch (const std::runtime_error&) {
            ++refused;
            CHECK(plain.count(l) == 0);
        }
        CHECK(lists.size() == plain.size());
    }
    CHECK(refused > 0);
    CHECK(plain.size() > 1000);
}

namespace {
// Whether two quotients are the same: order, products, P-portion and heap elements
// (both number their elements breadth first from the heaps, so the same quotient is the
// same table).
template <class Q>
bool same_quotient(const Q& a, const Q& b) {
    if (a.order() != b.order() || a.heap_bound() != b.heap_bound() || a.p_portion() != b.p_portion()) return false;
    for (std::uint32_t x = 0; x < a.order(); ++x)
        for (std::uint32_t y = 0; y < a.order(); ++y)
            if (a.multiply(x, y) != b.multiply(x, y)) return false;
    for (std::size_t h = 0; h <= a.heap_bound(); ++h)
        if (a.heap_element(h) != b.heap_element(h)) return false;
    return a.period() == b.period();
}
}  // namespace

TEST_CASE("the bipartite-monoid construction and learning give the same quotients", "[misere_quotient]") {
    // Two constructions: each bound extended from the previous one's monoid (the default),
    // or learned from searched sums (learn_only). The quotient is unique, so the tables
    // must agree element for element.
    sg::quotient_limits learn;
    learn.learn_only = true;
    const std::vector<std::pair<const char*, std::size_t>> cases{
        {"0.07", 24}, {"0.26", 26}, {"0.54", 22}, {"0.57", 24}, {"0.77", 60}, {"4.7", 16}, {"0.137", 18},
        {"0.14", 16}, {"0.4", 20}, {"0.114", 18}, {"0.72", 40}, {"0.15", 20}, {"0.35", 8}, {"0.6", 15}};
    for (const auto& [code, n] : cases) {
        INFO("code " << code << " heaps up to " << n);
        const sg::octal_game game{code};
        CHECK(same_quotient(sg::misere_quotient<sg::octal_game>(game, n),
                            sg::misere_quotient<sg::octal_game>(game, n, learn)));
    }
    const sg::subtraction_game s{{1, 3, 4}};
    CHECK(same_quotient(sg::misere_quotient<sg::subtraction_game>(s, 40),
                        sg::misere_quotient<sg::subtraction_game>(s, 40, learn)));
}

TEST_CASE("the verification reports the least failing sum", "[misere_quotient]") {
    // Right quotients with the P-portion changed at one element: the verification's
    // failing sum must be the least failing one in the multiset order (fewer of the
    // largest heap first), which the bipartite-monoid construction's recalibration relies
    // on. Found here by trying every sum with at most index + period copies of each heap
    // (a sum with more copies has the same element and options as one with fewer).
    using element = std::uint32_t;
    using word = std::vector<std::size_t>;
    for (const auto& [code, n] : std::vector<std::pair<const char*, std::size_t>>{{"0.77", 7}, {"0.07", 10}, {"0.26", 7}}) {
        INFO("code " << code);
        const sg::octal_game game{code};
        const sg::misere_quotient<sg::octal_game> good(game, n);
        const sg::detail::heap_options<sg::state_t<sg::octal_game>> opts(game, n);
        std::vector<std::size_t> gens;
        std::vector<element> heap_el(n + 1);
        for (std::size_t h = 0; h <= n; ++h) {
            heap_el[h] = static_cast<element>(good.heap_element(h));
            if (h > 0 && opts.has_move[h]) gens.push_back(h);
        }
        const std::size_t k = good.order();
        std::vector<element> table(k * k);
        for (element x = 0; x < k; ++x)
            for (element y = 0; y < k; ++y) table[x * k + y] = good.multiply(x, y);
        std::size_t failing = 0;
        for (element flip = 0; flip < k; ++flip) {
            std::vector<char> is_p(k);
            for (element x = 0; x < k; ++x) is_p[x] = static_cast<char>(good.in_p_portion(x) != (x == flip));
            const sg::detail::bipartite_monoid q(table, is_p);
            const auto value = [&](const word& w) {
                element x = 0;
                for (std::size_t h = 0; h < w.size(); ++h)
                    for (std::size_t c = 0; c < w[h]; ++c) x = q.multiply(x, heap_el[h]);
                return x;
            };
            std::vector<element> opt_el;
            for (const auto& core : opts.core) {
                element x = 0;
                for (std::uint32_t p : core) x = q.multiply(x, heap_el[p]);
                opt_el.push_back(x);
            }
            std::optional<word> least;  // by brute force
            word w(n + 1, 0);
            auto rec = [&](auto& self, std::size_t g) -> void {
                if (g == gens.size()) {
                    bool any = false, to_p = false;
                    for (std::size_t h : gens) {
                        if (w[h] == 0) continue;
                        --w[h];
                        const element rest = value(w);
                        ++w[h];
                        for (std::size_t id = opts.off[h]; id < opts.off[h + 1]; ++id) {
                            any = true;
                            to_p = to_p || q.in_p(q.multiply(rest, opt_el[id]));
                        }
                    }
                    if (q.in_p(value(w)) != (any && !to_p) && (!least || sg::detail::multiset_less(w, *least)))
                        least = w;
                    return;
                }
                const std::size_t top = q.cycle(heap_el[gens[g]]).top();
                for (std::size_t c = 0; c <= top; ++c) {
                    w[gens[g]] = c;
                    self(self, g + 1);
                }
                w[gens[g]] = 0;
            };
            rec(rec, 0);
            sg::quotient_limits limits;
            sg::detail::quotient_work work{limits, [] { return std::size_t{0}; }, [] {}};
            const auto found = sg::detail::quotient_verifier(q, heap_el, opt_el, opts.off, gens, work).run();
            CHECK(found == least);
            failing += least.has_value();
        }
        CHECK(failing > 0);
    }
}

TEST_CASE("Dawson's Kayles' quotient to heap 30", "[misere_quotient]") {
    // Order 360 with 65 elements in P at heap 30, as MisereSolver gives (Siegel); checked
    // against the whole-sum search (sg::misere) for each heap beside one or two small ones.
    const sg::octal_game game{"0.07"};
    const sg::misere_quotient<sg::octal_game> q(game, 30);
    CHECK(q.order() == 360);
    CHECK(q.p_portion().size() == 65);
    sg::misere<sg::octal_game> s(game);
    for (heap h = 20; h <= 30; ++h)
        for (heap x = 0; x <= 4; ++x)
            for (heap y = 0; y <= x; ++y)
                if (q.wins({h, x, y}) != s.wins({h, x, y})) FAIL_CHECK("outcome differs on " << h << " + " << x << " + " << y);
}

TEST_CASE("a saved quotient is checked, and a later run goes on from it", "[misere_quotient]") {
    // save() at one bound, then the constructor from the saved text to a larger bound:
    // the same quotient as built at once. A saved text changed in its P-portion, its table
    // or a heap's element, or of another game, is refused; so is text that is not one.
    const sg::octal_game game{"0.07"};
    const sg::misere_quotient<sg::octal_game> low(game, 24);
    std::stringstream saved;
    low.save(saved);
    const std::string text = saved.str();
    std::istringstream in(text);
    const sg::misere_quotient<sg::octal_game> resumed(game, 30, in);
    CHECK(same_quotient(resumed, sg::misere_quotient<sg::octal_game>(game, 30)));
    std::istringstream same(text);
    CHECK(same_quotient(sg::misere_quotient<sg::octal_game>(game, 24, same), low));
    const auto refused = [&](const std::string& t, const sg::octal_game& g, std::size_t n) {
        std::istringstream s(t);
        CHECK_THROWS_AS(sg::misere_quotient<sg::octal_game>(g, n, s), sg::error);
    };
    refused(text, sg::octal_game{"0.77"}, 30);  // another game
    refused(text, game, 20);                   // past the bound asked for
    refused("", game, 30);
    refused(text.substr(0, text.size() / 2), game, 30);  // cut short
    std::string p = text;  // the P-portion of element 1 flipped
    const std::size_t at = p.find("\np ") + 5;
    p[at] = p[at] == '0' ? '1' : '0';
    refused(p, game, 30);
    std::string e = text;  // heap 24's element changed
    const std::size_t last = e.find_last_of(' ');
    e.replace(last + 1, e.size() - last - 2, std::to_string((low.heap_element(24) + 1) % low.order()));
    refused(e, game, 30);
    std::string t = text;  // one product of the table changed: 1 * 1
    const std::size_t row = t.find("table\n") + 6;
    const std::size_t second = t.find(' ', row) + 1;
    t[second] = t[second] == '0' ? '2' : '0';
    refused(t, game, 30);
}

TEST_CASE("a construction stopped leaves the heaps it settled, and a later run goes on from them",
          "[misere_quotient]") {
    // limits.checkpoint sees each bound settled, in order, and, when progress stops the
    // construction, the last bound settled once more: saved there and read back, it
    // gives the quotient built at once, whether the stop came during a bound or right
    // after one was settled.
    struct stop {};
    const sg::octal_game game{"0.54"};
    const sg::misere_quotient<sg::octal_game> whole(game, 24);
    for (const bool after_settling : {false, true}) {
        INFO((after_settling ? "stopped as a bound is settled" : "stopped during a bound"));
        sg::quotient_limits limits;
        std::vector<std::size_t> settled;
        std::size_t stopped_at = 0, stops = 0, seen = 0;
        std::string text;
        limits.checkpoint = [&](const sg::quotient_checkpoint& c) {
            if (c.stopped) {
                ++stops;
                stopped_at = c.bound;
                std::ostringstream os;
                c.save(os);
                text = os.str();
            } else {
                CHECK((settled.empty() || c.bound > settled.back()));
                CHECK(c.order > 0);
                settled.push_back(c.bound);
            }
        };
        limits.progress = [&](const sg::quotient_progress& p) {
            // A bound's first report comes as the bound below it is settled; later ones
            // come from the work on it.
            const bool settling = p.bound != seen;
            seen = p.bound;
            if (p.bound > 16 && settling == after_settling) throw stop{};
        };
        CHECK_THROWS_AS(sg::misere_quotient<sg::octal_game>(game, 24, limits), stop);
        REQUIRE(stops == 1);
        REQUIRE_FALSE(settled.empty());
        CHECK(stopped_at >= 16);
        CHECK(stopped_at < 24);
        // Stopped right after settling: the bound settled last was not reported unstopped.
        CHECK(stopped_at == (after_settling ? settled.back() + 1 : settled.back()));
        std::istringstream in(text);
        CHECK(same_quotient(sg::misere_quotient<sg::octal_game>(game, 24, in), whole));
        std::istringstream low(text);
        CHECK(sg::misere_quotient<sg::octal_game>(game, stopped_at, low).heap_bound() == stopped_at);
    }
}
