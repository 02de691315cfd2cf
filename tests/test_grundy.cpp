#include <sg/grundy.hpp>

#include <algorithm>
#include <map>
#include <random>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "kayles.hpp"
#include "range_games.hpp"
#include "sg_catch.hpp"
#include "whole_sum.hpp"

namespace {

struct subtraction {  // remove k in S tokens from a heap
    using state = int;
    std::vector<int> S;
    void moves(int n, auto&& emit) const {
        for (int k : S)
            if (k <= n) emit(n - k);
    }
};

struct dense_subtraction : subtraction {
    std::size_t size() const { return bound; }
    std::size_t index(int n) const { return static_cast<std::size_t>(n); }
    std::size_t bound = 0;
};

using sg_test::kayles;

struct cycle3 {
    using state = int;
    void moves(int n, auto&& emit) const { emit((n + 1) % 3); }
};

// 0 <- 1 <- 2 <- ... a chain, except that 5 moves to itself as well.
struct self_loop {
    using state = int;
    void moves(int n, auto&& emit) const {
        if (n > 0) emit(n - 1);
        if (n == 5) emit(5);
    }
};

// Rectangles: cut along a grid line into two (plain normal-play cutting).
struct rect_cut {
    using state = std::pair<int, int>;
    void moves(state r, auto&& emit) const {
        for (int i = 1; i < r.first; ++i) emit(state{i, r.second}, state{r.first - i, r.second});
        for (int j = 1; j < r.second; ++j) emit(state{r.first, j}, state{r.first, r.second - j});
    }
};

struct loop_pairs {
    using state = std::pair<int, int>;
    void moves(state s, auto&& emit) const { emit(state{s.second, s.first}); }
};

// A state with no default constructor and no std::hash: the solver falls back to
// std::unordered_map with the game's own hasher.
struct heap {
    explicit heap(int tokens) : n(tokens) {}
    int n;
    friend bool operator==(const heap&, const heap&) = default;
};
struct heap_game {
    using state = heap;
    struct hash {
        std::size_t operator()(const heap& h) const { return std::hash<int>{}(h.n); }
    };
    void moves(const heap& h, auto&& emit) const {
        for (int k = 1; k <= 3 && k <= h.n; ++k) emit(heap{h.n - k});
    }
};

// The only move from n is to n - 1: a search path as deep as the query.
struct chain {
    using state = int;
    void moves(int n, auto&& emit) const {
        if (n > 0) emit(n - 1);
    }
};
struct dense_chain : chain {
    std::size_t size() const { return bound; }
    std::size_t index(int n) const { return static_cast<std::size_t>(n); }
    std::size_t bound = 0;
};

// A random acyclic game on 0 .. n-1: each state moves to states below it, some moves
// splitting into two or three parts, some to the empty sum. A third of the states (the
// wide ones) also move to every wide state below them, so the wide states have distinct
// values and the largest is at least their count less one: values pass 64 (the mex past
// one machine word) and 254 (a wider dense memo).
struct random_game {
    using state = int;
    std::vector<std::vector<std::vector<int>>> table;  // table[s] = moves, each its parts
    void moves(int s, auto&& emit) const {
        for (const auto& m : table[static_cast<std::size_t>(s)]) {
            if (m.empty())
                emit();
            else if (m.size() == 1)
                emit(m[0]);
            else if (m.size() == 2)
                emit(m[0], m[1]);
            else
                emit(m[0], m[1], m[2]);
        }
    }
};
struct dense_random_game : random_game {
    std::size_t size() const { return table.size(); }
    std::size_t index(int s) const { return static_cast<std::size_t>(s); }
};

random_game make_random_game(std::mt19937& rng, int n) {
    random_game g;
    g.table.resize(static_cast<std::size_t>(n));
    std::vector<int> wide;
    for (int s = 1; s < n; ++s) {
        auto& ms = g.table[static_cast<std::size_t>(s)];
        const auto count = rng() % 6;
        for (unsigned k = 0; k < count; ++k) {
            std::vector<int> parts;
            const auto nparts = rng() % 10 == 0 ? 0u : 1 + rng() % 3;
            for (unsigned p = 0; p < nparts; ++p) parts.push_back(static_cast<int>(rng() % static_cast<unsigned>(s)));
            ms.push_back(parts);
        }
        if (rng() % 3 == 0) {
            for (int w : wide) ms.push_back({w});
            wide.push_back(s);
        }
        std::shuffle(ms.begin(), ms.end(), rng);
    }
    return g;
}

// The values by the definition, smallest state first.
std::vector<sg::nimber> brute_values(const random_game& g) {
    std::vector<sg::nimber> v(g.table.size());
    for (std::size_t s = 0; s < v.size(); ++s) {
        std::vector<sg::nimber> opts;
        for (const auto& m : g.table[s]) {
            sg::nimber x = 0;
            for (int p : m) x ^= v[static_cast<std::size_t>(p)];
            opts.push_back(x);
        }
        v[s] = sg::mex(opts);
    }
    return v;
}

}  // namespace

static_assert(sg::grundy<chain>::frame_bytes == 8);  // a search level of an int state
static_assert(sg::grundy<dense_chain>::frame_bytes == 8);
static_assert(sg::grundy<kayles>::frame_bytes <= 32);

static_assert(sg::impartial_game<subtraction>);
static_assert(sg::dense_game<dense_subtraction>);
static_assert(!sg::dense_game<subtraction>);
static_assert(std::is_same_v<sg::default_memo_t<dense_subtraction>, sg::dense_memo>);
static_assert(std::is_same_v<sg::default_memo_t<subtraction>, sg::hash_memo<int, sg::hash<int>>>);
static_assert(std::is_same_v<sg::default_memo_t<heap_game>,
                             sg::map_memo<std::unordered_map<heap, sg::nimber, heap_game::hash>>>);

TEST_CASE("take 1 or 2: G(n) = n mod 3") {
    sg::grundy<subtraction> g{subtraction{{1, 2}}};
    for (int n = 0; n < 50; ++n) CHECK(g(n) == static_cast<sg::nimber>(n % 3));
    CHECK(g.size() == 50);
    CHECK(g.value({1, 2, 5}) == (1 ^ 2 ^ 2));
    CHECK_FALSE(g.wins({1, 4}));  // 1 ^ 1
    CHECK(g.wins({1, 2}));        // 1 ^ 2
    CHECK(g.outcome(3) == sg::outcome::lose);
    CHECK(g.outcome(std::vector<int>{1, 1, 1}) == sg::outcome::win);
    g.clear();
    CHECK(g.size() == 0);
    CHECK(g(4) == 1);
}

TEST_CASE("Kayles (split moves, empty sums): OEIS A002186") {
    const std::vector<sg::nimber> want = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7};
    sg::grundy<kayles> g;
    for (std::size_t n = 0; n < want.size(); ++n) CHECK(g(static_cast<int>(n)) == want[n]);
}

TEST_CASE("winning moves") {
    sg::grundy<subtraction> g{subtraction{{1, 2}}};
    SECTION("lost sums have none") {
        CHECK_FALSE(g.winning_move({3, 6}).has_value());
        CHECK_FALSE(g.winning_move(0).has_value());
    }
    SECTION("a single game") {
        const auto m = g.winning_move(4);
        REQUIRE(m);
        CHECK(m->component == 0);
        CHECK(m->to == std::vector<int>{3});
    }
    SECTION("a sum: the move zeroes the XOR") {
        const std::vector<int> sum = {1, 2, 3, 5};  // 1 ^ 2 ^ 0 ^ 2 = 1
        const auto m = g.winning_move(sum);
        REQUIRE(m);
        std::vector<int> next = sum;
        next.erase(next.begin() + static_cast<std::ptrdiff_t>(m->component));
        next.insert(next.end(), m->to.begin(), m->to.end());
        CHECK(g.value(next) == 0);
    }
    SECTION("split moves return every part") {
        sg::grundy<rect_cut> r;
        const auto m = r.winning_move(std::pair{2, 1});  // G = mex{0 ^ 0} = 1
        REQUIRE(m);
        CHECK(m->to == std::vector<std::pair<int, int>>{{1, 1}, {1, 1}});
        CHECK((r(m->to[0]) ^ r(m->to[1])) == 0);
    }
    SECTION("move_to_value") {
        CHECK(g.move_to_value(5, 0) == std::vector<int>{3});
        CHECK_FALSE(g.move_to_value(5, 2).has_value());
    }
}

TEST_CASE("cycles are reported with their states, and the solver stays usable") {
    SECTION("three states") {
        sg::grundy<cycle3> g;
        try {
            (void)g(0);
            FAIL("no throw");
        } catch (const sg::cycle_error& e) {
            CHECK(e.length() == 3);
            CHECK(std::string(e.what()).find("0 -> 1 -> 2 -> 0") != std::string::npos);
        }
        CHECK(g.size() == 0);
        CHECK_THROWS_AS(g(1), sg::cycle_error);
    }
    SECTION("a self-loop keeps the values found before it") {
        sg::grundy<self_loop> g;
        CHECK(g(4) == 0);
        CHECK(g.size() == 5);
        try {
            (void)g(9);
            FAIL("no throw");
        } catch (const sg::cycle_error& e) {
            CHECK(e.length() == 1);
            CHECK(std::string(e.what()).find("5 -> 5") != std::string::npos);
        }
        CHECK(g.size() == 5);
        CHECK(g(3) == 1);
    }
    SECTION("pair states are printed") {
        sg::grundy<loop_pairs> g;
        try {
            (void)g(std::pair{1, 2});
            FAIL("no throw");
        } catch (const sg::cycle_error& e) {
            CHECK(e.length() == 2);
            CHECK(std::string(e.what()).find("(1, 2) -> (2, 1) -> (1, 2)") != std::string::npos);
        }
    }
    SECTION("cycle_error is an sg::error") { CHECK_THROWS_AS(sg::grundy<cycle3>{}(2), sg::error); }
}

TEST_CASE("state limit: throws, keeps finished values, resumes") {
    sg::grundy<subtraction> g{subtraction{{1, 2}}, 100};
    CHECK(g.state_limit() == 100);
    CHECK(g(50) == 2);
    CHECK(g.size() == 51);
    CHECK_THROWS_AS(g(1000), sg::limit_error);
    const std::size_t kept = g.size();
    CHECK(kept <= 100);
    CHECK(kept >= 51);
    CHECK(g(50) == 2);  // still known
    g.set_state_limit(2000);
    CHECK(g(1000) == 1000 % 3);
    CHECK(g.size() == 1001);
    try {
        sg::grundy<subtraction> small{subtraction{{1}}, 3};
        (void)small(10);
        FAIL("no throw");
    } catch (const sg::limit_error& e) {
        CHECK(e.limit() == 3);
        CHECK(std::string(e.what()).find("set_state_limit") != std::string::npos);
    }
}

TEST_CASE("deep chain of 10^7 states with the dense memo, no recursion") {
    dense_subtraction d;
    d.S = {1, 2};
    d.bound = 10'000'001;
    sg::grundy<dense_subtraction> g{d};
    CHECK(g(10'000'000) == 10'000'000 % 3);
    CHECK(g.size() == 10'000'001);
}

TEST_CASE("deep chain of 10^6 states with the hash memo") {
    sg::grundy<subtraction> g{subtraction{{1, 3, 4}}};
    // Subtraction {1,3,4}: period 7, 0 1 0 1 2 3 2 (Winning Ways).
    const sg::nimber period[] = {0, 1, 0, 1, 2, 3, 2};
    CHECK(g(1'000'000) == period[1'000'000 % 7]);
}

TEST_CASE("dense index out of range is an error, not a crash") {
    dense_subtraction d;
    d.S = {1};
    d.bound = 10;
    sg::grundy<dense_subtraction> g{d};
    CHECK(g(9) == 1);
    CHECK_THROWS_AS(g(10), sg::error);
    CHECK(g(8) == 0);
}

TEST_CASE("plug-in memos: std::map, and a state without default constructor") {
    sg::grundy<subtraction, sg::map_memo<std::map<int, sg::nimber>>> g{subtraction{{1, 3, 4}}};
    sg::grundy<subtraction> h{subtraction{{1, 3, 4}}};
    for (int n = 0; n < 200; ++n) CHECK(g(n) == h(n));
    CHECK(g.memo().size() == 200);

    sg::grundy<heap_game> hg;
    CHECK(hg(heap{10}) == 2);
    CHECK(hg.wins({heap{1}, heap{2}}));
}

TEST_CASE("deep chain of 10^6 states with the hash memo: 8 bytes a search level") {
    const int n = 1'000'000;
    sg::grundy<chain> g;
    CHECK(g(n) == 0);
    CHECK(g(n - 1) == 1);
    CHECK(g.size() == static_cast<std::size_t>(n) + 1);
    CHECK(g.memo().slot_bytes() == 8);
    // The memo: 2^21 slots of 8 bytes (70% load at most); the stack: one 8-byte frame
    // a level, in a vector grown by doubling; the mex buffer.
    const std::size_t memo = g.memo().memory_bytes();
    CHECK(memo == (std::size_t{1} << 21) * 8);
    const std::size_t stack = g.memory_used() - memo;
    CHECK(stack >= static_cast<std::size_t>(n) * 8);
    CHECK(stack <= 2 * static_cast<std::size_t>(n) * 8 + 4096);
}

TEST_CASE("random games with splits and large values: the definition, in any query order") {
    std::mt19937 rng(2024);
    sg::nimber largest = 0;
    for (int round = 0; round < 30; ++round) {
        const int n = round == 0 ? 1200 : 20 + static_cast<int>(rng() % 400);
        const random_game game = make_random_game(rng, n);
        const std::vector<sg::nimber> want = brute_values(game);
        sg::grundy<random_game> hashed(game);
        sg::grundy<dense_random_game> dense(dense_random_game{game});
        sg::grundy<random_game, sg::map_memo<std::map<int, sg::nimber>>> mapped(game);
        std::vector<int> order(static_cast<std::size_t>(n));
        for (int s = 0; s < n; ++s) order[static_cast<std::size_t>(s)] = s;
        std::shuffle(order.begin(), order.end(), rng);
        for (int s : order) {
            const auto i = static_cast<std::size_t>(s);
            REQUIRE(hashed(s) == want[i]);
            REQUIRE(dense(s) == want[i]);
            REQUIRE(mapped(s) == want[i]);
        }
        CHECK(hashed.size() == static_cast<std::size_t>(n));
        CHECK(dense.size() == static_cast<std::size_t>(n));
        largest = std::max(largest, *std::max_element(want.begin(), want.end()));
        if (round == 0) CHECK(dense.memo().width() == 2);
        // A deep query first, from a fresh solver: the longest search paths.
        sg::grundy<random_game> deep(game);
        REQUIRE(deep(n - 1) == want[static_cast<std::size_t>(n - 1)]);
        for (int s = 0; s < n; ++s) REQUIRE(deep(s) == want[static_cast<std::size_t>(s)]);
    }
    CHECK(largest >= 254);
}

TEST_CASE("grundy: moves to ranges of parts give the values of fixed parts") {
    sg::grundy<sg_test::fixed_parts> fixed;
    sg::grundy<sg_test::range_parts> ranged;
    for (int n = 0; n <= 60; ++n) CHECK(ranged(n) == fixed(n));
    for (const std::vector<int>& sum : {std::vector<int>{7, 9}, {3, 4, 12}, {20}, {5, 5}, {13, 2, 8}}) {
        CHECK(ranged.winning_moves(sum) == fixed.winning_moves(sum));
        CHECK(ranged.count_winning_moves(sum) == fixed.count_winning_moves(sum));
    }
    // A runtime number of parts: k equal heaps, checked against the twin that adds them.
    sg::grundy<sg_test::equal_split> split;
    sg::grundy<sg_test::equal_split_twin> twin;
    for (std::uint64_t n = 0; n <= 200; ++n) CHECK(split(n) == twin(n));
    CHECK(sg::list_moves(sg_test::equal_split{}, 7) ==
          std::vector<std::vector<std::uint64_t>>{{6}, {3, 3}, {2, 2, 2}, {1, 1, 1, 1, 1, 1}});
}

namespace {
// Remove 1, 3 or 4 from a heap of at most 999, or split it in two: a dense game.
struct dense_heaps {
    using state = int;
    void moves(int n, auto&& emit) const {
        for (int k : {1, 3, 4})
            if (k <= n) emit(n - k);
        for (int a = 1; 2 * a < n; ++a) emit(a, n - a);
    }
    std::size_t size() const { return 1000; }
    std::size_t index(int n) const { return static_cast<std::size_t>(n); }
};
// The same game on states that are not integers: state_at gives the state of an index.
struct boxed_heaps {
    struct state {
        int n;
        bool operator==(const state&) const = default;
    };
    void moves(state s, auto&& emit) const {
        dense_heaps{}.moves(s.n, [&](auto... parts) { emit(state{parts}...); });
    }
    std::size_t size() const { return 1000; }
    std::size_t index(state s) const { return static_cast<std::size_t>(s.n); }
    state state_at(std::size_t i) const { return state{static_cast<int>(i)}; }
};
// Integer states numbered backwards: fill() cannot take state i for index i.
struct reversed_heaps : dense_heaps {
    std::size_t index(int n) const { return 999 - static_cast<std::size_t>(n); }
};
// moves() throws from heap 50.
struct throwing_heaps : dense_heaps {
    void moves(int n, auto&& emit) const {
        if (n == 50) throw std::runtime_error("no moves from 50");
        dense_heaps::moves(n, emit);
    }
};
}  // namespace

TEST_CASE("grundy: fill() solves a dense game bottom-up, as the lazy search would") {
    sg::grundy<dense_heaps> filled, lazy;
    filled.fill();
    CHECK(filled.size() == 1000);
    for (int n = 999; n >= 0; --n) CHECK(filled(n) == lazy(n));
    CHECK(filled.size() == 1000);  // nothing left to solve

    sg::grundy<dense_heaps> part;
    part.fill(100);
    CHECK(part.size() == 100);
    CHECK(part(99) == lazy(99));
    CHECK_THROWS_AS(part.fill(1001), sg::error);

    sg::grundy<boxed_heaps> boxed;
    boxed.fill();
    for (int n = 0; n < 1000; ++n) CHECK(boxed(boxed_heaps::state{n}) == lazy(n));

    sg::grundy<reversed_heaps> reversed;
    CHECK_THROWS_WITH(reversed.fill(), Catch::Matchers::Contains("state_at"));

    // moves() throws: fill() passes it on and leaves the solver usable.
    sg::grundy<throwing_heaps> t;
    CHECK_THROWS_AS(t.fill(), std::runtime_error);
    CHECK(t.size() == 50);
    CHECK(t(49) == lazy(49));
    CHECK_THROWS_AS(t.fill(), std::runtime_error);

    // Integer states without a dense index: the states 0 .. upto-1.
    sg::grundy<sg_test::fixed_parts> hashed;
    hashed.fill(50);
    CHECK(hashed.size() == 50);
    sg::grundy<sg_test::fixed_parts> fresh;
    CHECK(hashed(49) == fresh(49));
}

namespace {
using sg_test::cut_runs;
using sg_test::cut_runs_plain;
using sg_test::cut_rule;
// Names its actions but emits one move without.
struct forgets_an_action {
    using state = int;
    using action = int;
    void moves(int n, auto&& emit) const {
        if (n >= 1) emit(sg::act(1), n - 1);
        if (n >= 2) emit(n - 2);
    }
};
}  // namespace

TEST_CASE("grundy: winning moves with their actions, against the whole sum searched") {
    sg::grundy<cut_runs> g;
    sg::grundy<cut_runs_plain> plain;
    for (int l = 0; l <= 40; ++l) CHECK(g(l) == plain(l));  // actions change no value
    STATIC_REQUIRE(std::is_same_v<sg::grundy<cut_runs>::action_type, int>);
    STATIC_REQUIRE(std::is_same_v<sg::grundy<cut_runs_plain>::action_type, sg::no_action>);
    CHECK(sg::list_moves(cut_runs{}, 3) == sg::list_moves(cut_runs_plain{}, 3));

    sg_test::whole_sum_search<int, decltype(cut_rule)> whole(cut_rule, [](int l) { return l == 0; });
    std::mt19937 rng(305);
    std::size_t fewer_positions = 0;
    for (int round = 0; round < 300; ++round) {
        std::vector<int> sum(1 + rng() % 3);
        for (int& l : sum) l = static_cast<int>(rng() % 9);
        // Every (component, action) whose move leaves a position the opponent loses.
        std::vector<std::pair<std::size_t, int>> expected;
        for (std::size_t i = 0; i < sum.size(); ++i)
            for (int j = 1; j <= sum[i]; ++j) {
                std::vector<int> next = sum;
                next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
                next.push_back(std::max(0, j - 2));
                next.push_back(std::max(0, sum[i] - j - 1));
                if (!whole.wins(next)) expected.emplace_back(i, j);
            }
        const auto got = g.winning_actions(sum);
        std::vector<std::pair<std::size_t, int>> seen;
        for (const auto& m : got) {
            seen.emplace_back(m.component, m.action);
            std::vector<int> to{std::max(0, m.action - 2), std::max(0, sum[m.component] - m.action - 1)};
            std::sort(to.begin(), to.end());
            CHECK(m.to == to);
        }
        CHECK(seen == expected);
        CHECK(g.count_winning_actions(sum) == expected.size());
        const auto first = g.winning_action(sum);
        CHECK(first.has_value() == !expected.empty());
        if (first) CHECK(std::pair{first->component, first->action} == expected.front());
        CHECK(g.count_winning_moves(sum) <= expected.size());  // by position: mirror cuts count once
        fewer_positions += g.count_winning_moves(sum) < expected.size();
    }
    CHECK(fewer_positions > 0);

    sg::grundy<forgets_an_action> f;
    CHECK(f(5) == 2);
    CHECK_THROWS_WITH(f.winning_actions({5}), Catch::Matchers::Contains("without an action"));
}

TEST_CASE("grundy: a deep search keeps its stack of unsolved parts near the table's size") {
    // Every state has 60 splits and, last, the move one down: each level of the search
    // path would push about 120 unsolved parts (O(n^2) in all) without the bound of
    // list(); with it, the stack stays within a few entries per stored state.
    std::mt19937 rng(20261202);
    const int n = 4000;
    random_game game;
    game.table.resize(static_cast<std::size_t>(n));
    for (int s = 1; s < n; ++s) {
        auto& ms = game.table[static_cast<std::size_t>(s)];
        for (int k = 0; k < 60; ++k)
            ms.push_back({static_cast<int>(rng() % static_cast<unsigned>(s)),
                          static_cast<int>(rng() % static_cast<unsigned>(s))});
        ms.push_back({s - 1});
    }
    const std::vector<sg::nimber> want = brute_values(game);
    sg::grundy<random_game> g(game);
    REQUIRE(g(n - 1) == want[static_cast<std::size_t>(n - 1)]);
    for (int s = 0; s < n; ++s) REQUIRE(g(s) == want[static_cast<std::size_t>(s)]);
    const std::size_t stack = g.memory_used() - g.memo().memory_bytes();
    const auto states = static_cast<std::size_t>(n);
    // Parts: 4096 + 8 per stored state, and one over the bound per level; frames: one a
    // level; each vector at most twice its largest size; the mex buffer.
    CHECK(stack <= 2 * (4096 + 9 * states) * sizeof(int) + 2 * states * decltype(g)::frame_bytes + 65536);

    // A cycle met while the bound holds the stack back is still found.
    random_game looped = game;
    looped.table[10].push_back({n - 1});
    sg::grundy<random_game> c(looped);
    CHECK_THROWS_AS(c(n - 1), sg::cycle_error);
    for (int s = 0; s < 10; ++s) CHECK(c(s) == want[static_cast<std::size_t>(s)]);
}
