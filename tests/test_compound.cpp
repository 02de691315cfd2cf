#include <sg/games/compound.hpp>
#include <sg/games/digraph.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "sg_catch.hpp"
#include "range_games.hpp"

namespace {

using u64 = std::uint64_t;

// A random acyclic game on states 0 .. n-1: state s moves to a random set of smaller states.
struct random_dag {
    using state = int;
    std::vector<std::vector<int>> succ;
    template <class Emit>
    void moves(int s, Emit&& emit) const {
        for (int t : succ[static_cast<std::size_t>(s)]) emit(t);
    }
    std::size_t size() const { return succ.size(); }
    std::size_t index(int s) const { return static_cast<std::size_t>(s); }
};

random_dag make_dag(std::mt19937& rng, int n) {
    random_dag g;
    g.succ.resize(static_cast<std::size_t>(n));
    for (int s = 1; s < n; ++s) {
        std::uniform_int_distribution<int> count(0, std::min(s, 3));
        std::uniform_int_distribution<int> pick(0, s - 1);
        const int c = count(rng);
        for (int k = 0; k < c; ++k) g.succ[static_cast<std::size_t>(s)].push_back(pick(rng));
    }
    return g;
}

enum class rule { conjunctive, continued, selective };

// Whole-position search over tuples of component states: the player who cannot move loses.
// remoteness(): Smith's remoteness of the whole compound as one game (win fast, lose
// slowly); the player to move wins iff it is odd.
struct whole_search {
    const random_dag& g;
    rule r;
    std::map<std::vector<int>, u64> memo;

    // Every move of the compound from p.
    std::vector<std::vector<int>> options(const std::vector<int>& p) const {
        const std::size_t n = p.size();
        std::vector<std::vector<int>> out;
        auto succ = [&](std::size_t i) -> const std::vector<int>& { return g.succ[static_cast<std::size_t>(p[i])]; };
        if (r == rule::selective) {
            for (std::size_t mask = 1; mask < (std::size_t{1} << n); ++mask) {
                bool ok = true;
                for (std::size_t i = 0; i < n; ++i)
                    if ((mask >> i & 1) && succ(i).empty()) ok = false;
                if (!ok) continue;
                std::vector<int> cur = p;
                product(p, mask, 0, cur, out);
            }
            return out;
        }
        std::size_t mask = 0;
        for (std::size_t i = 0; i < n; ++i) {
            if (succ(i).empty()) {
                if (r == rule::conjunctive) return out;  // play has ended
            } else {
                mask |= std::size_t{1} << i;
            }
        }
        if (mask == 0) return out;
        std::vector<int> cur = p;
        product(p, mask, 0, cur, out);
        return out;
    }
    void product(const std::vector<int>& p, std::size_t mask, std::size_t i, std::vector<int>& cur,
                 std::vector<std::vector<int>>& out) const {
        if (i == p.size()) {
            out.push_back(cur);
            return;
        }
        if (!(mask >> i & 1)) {
            product(p, mask, i + 1, cur, out);
            return;
        }
        for (int t : g.succ[static_cast<std::size_t>(p[i])]) {
            cur[i] = t;
            product(p, mask, i + 1, cur, out);
        }
        cur[i] = p[i];
    }

    // suspense = false: remoteness (win fast, lose slowly); true: suspense numbers (win
    // slowly, lose fast). Both are odd exactly where the player to move wins.
    bool suspense = false;
    u64 remoteness(const std::vector<int>& p) {
        if (auto it = memo.find(p); it != memo.end()) return it->second;
        bool any = false, even = false;
        u64 best_even = 0, best_odd = 0;
        for (const auto& q : options(p)) {
            const u64 v = remoteness(q);
            if (v % 2 == 0) {
                if (!even || (suspense ? v > best_even : v < best_even)) best_even = v;
                even = true;
            } else {
                if (!any || (suspense ? v < best_odd : v > best_odd)) best_odd = v;
                any = true;
            }
        }
        const u64 v = even ? best_even + 1 : any ? best_odd + 1 : 0;
        memo.emplace(p, v);
        return v;
    }
    bool wins(const std::vector<int>& p) { return remoteness(p) % 2 == 1; }
};

std::vector<int> apply(const std::vector<int>& p, const sg::compound_move<int>& m) {
    std::vector<int> q = p;
    for (std::size_t k = 0; k < m.components.size(); ++k) q[m.components[k]] = m.to[k];
    return q;
}

bool is_move(const whole_search& w, const std::vector<int>& p, const std::vector<int>& q) {
    const auto opts = w.options(p);
    return std::find(opts.begin(), opts.end(), q) != opts.end();
}

std::vector<int> random_position(std::mt19937& rng, int n) {
    std::uniform_int_distribution<int> len(1, 3), st(0, n - 1);
    std::vector<int> p(static_cast<std::size_t>(len(rng)));
    for (int& s : p) s = st(rng);
    return p;
}

}  // namespace

TEST_CASE("conjunctive compound: remoteness against whole-position search") {
    std::mt19937 rng(12);
    int checked = 0, won = 0;
    for (int round = 0; round < 60; ++round) {
        const random_dag g = make_dag(rng, 12);
        sg::conjunctive c(g);
        whole_search w{g, rule::conjunctive, {}};
        for (int k = 0; k < 10; ++k) {
            const std::vector<int> p = random_position(rng, 12);
            // Smith: the remoteness of the compound is the least of the components'.
            REQUIRE(c.value(p) == w.remoteness(p));
            REQUIRE(c.wins(p) == w.wins(p));
            const auto m = c.winning_move(p);
            REQUIRE(m.has_value() == w.wins(p));
            if (m) {
                ++won;
                REQUIRE(m->components.size() == p.size());
                const auto q = apply(p, *m);
                REQUIRE(is_move(w, p, q));
                REQUIRE_FALSE(w.wins(q));
            }
            ++checked;
        }
    }
    REQUIRE(checked == 600);
    REQUIRE(won > 50);
}

TEST_CASE("continued conjunctive compound: suspense against whole-position search") {
    std::mt19937 rng(34);
    int won = 0;
    for (int round = 0; round < 60; ++round) {
        const random_dag g = make_dag(rng, 12);
        sg::continued_conjunctive c(g);
        whole_search w{g, rule::continued, {}};
        whole_search ws{g, rule::continued, {}, true};
        for (int k = 0; k < 10; ++k) {
            const std::vector<int> p = random_position(rng, 12);
            REQUIRE(c.wins(p) == w.wins(p));
            // Smith: the suspense number of the compound is the largest of the components'.
            REQUIRE(c.value(p) == ws.remoteness(p));
            REQUIRE(c.outcome(p) == (w.wins(p) ? sg::outcome::win : sg::outcome::lose));
            for (int s : p) {
                // one component: the suspense number is the length of play under best play
                sg::continued_conjunctive one(g);
                REQUIRE(one.suspense(s) % 2 == (w.wins({s}) ? 1u : 0u));
            }
            const auto m = c.winning_move(p);
            REQUIRE(m.has_value() == w.wins(p));
            if (m) {
                ++won;
                const auto q = apply(p, *m);
                REQUIRE(is_move(w, p, q));
                REQUIRE_FALSE(w.wins(q));
            }
        }
    }
    REQUIRE(won > 50);
}

TEST_CASE("selective compound against whole-position search") {
    std::mt19937 rng(56);
    int won = 0;
    for (int round = 0; round < 60; ++round) {
        const random_dag g = make_dag(rng, 10);
        sg::selective c(g);
        whole_search w{g, rule::selective, {}};
        for (int k = 0; k < 10; ++k) {
            const std::vector<int> p = random_position(rng, 10);
            REQUIRE(c.wins(p) == w.wins(p));
            const auto m = c.winning_move(p);
            REQUIRE(m.has_value() == w.wins(p));
            if (m) {
                ++won;
                REQUIRE(std::is_sorted(m->components.begin(), m->components.end()));
                const auto q = apply(p, *m);
                REQUIRE(is_move(w, p, q));
                REQUIRE_FALSE(w.wins(q));
            }
        }
    }
    REQUIRE(won > 50);
}

namespace {
// Nim_k by whole-position search: heaps up to 7, a move reduces 1 .. k heaps.
struct nim_k_search {
    u64 k;
    std::map<std::vector<u64>, bool> memo;
    void each_move(const std::vector<u64>& p, std::size_t i, std::vector<u64>& cur, u64 used, bool& found) {
        if (found) return;
        if (i == p.size()) {
            if (used > 0 && !wins(cur)) found = true;
            return;
        }
        each_move(p, i + 1, cur, used, found);
        if (used == k) return;
        for (u64 t = 0; t < p[i]; ++t) {
            cur[i] = t;
            each_move(p, i + 1, cur, used + 1, found);
        }
        cur[i] = p[i];
    }
    bool wins(const std::vector<u64>& p) {
        if (auto it = memo.find(p); it != memo.end()) return it->second;
        std::vector<u64> cur = p;
        bool found = false;
        each_move(p, 0, cur, 0, found);
        memo.emplace(p, found);
        return found;
    }
};
}  // namespace

TEST_CASE("Moore's Nim_k against whole-position search") {
    std::mt19937 rng(78);
    int checked = 0;
    for (u64 k = 1; k <= 3; ++k) {
        const sg::moore_nim m(k);
        nim_k_search w{k, {}};
        for (int round = 0; round < 150; ++round) {
            std::uniform_int_distribution<int> len(1, 4);
            std::uniform_int_distribution<u64> h(0, 7);
            std::vector<u64> p(static_cast<std::size_t>(len(rng)));
            for (u64& x : p) x = h(rng);
            REQUIRE(m.wins(p) == w.wins(p));
            const auto mv = m.winning_move(p);
            REQUIRE(mv.has_value() == w.wins(p));
            if (mv) {
                REQUIRE(!mv->components.empty());
                REQUIRE(mv->components.size() <= k);
                std::vector<u64> q = p;
                for (std::size_t j = 0; j < mv->components.size(); ++j) {
                    REQUIRE(mv->to[j] < p[mv->components[j]]);
                    q[mv->components[j]] = mv->to[j];
                }
                REQUIRE_FALSE(w.wins(q));
            }
            ++checked;
        }
    }
    REQUIRE(checked == 450);
}

TEST_CASE("Moore's Nim_k: 64-bit heaps, many heaps, braced lists") {
    const sg::moore_nim m2(2);
    REQUIRE_FALSE(m2.wins({5, 5, 5}));  // each digit has 0 or 3 ones
    REQUIRE(m2.wins({5, 5}));
    const u64 big = ~u64{0};
    REQUIRE_FALSE(m2.wins({big, big, big}));
    std::vector<u64> many;
    std::mt19937_64 rng(9);
    for (int i = 0; i < 1000; ++i) many.push_back(rng());
    for (u64 k : {1u, 2u, 5u, 17u}) {
        const sg::moore_nim m(k);
        if (const auto mv = m.winning_move(many)) {
            REQUIRE(mv->components.size() <= k);
            std::vector<u64> q = many;
            for (std::size_t j = 0; j < mv->components.size(); ++j) {
                REQUIRE(mv->to[j] < many[mv->components[j]]);
                q[mv->components[j]] = mv->to[j];
            }
            REQUIRE_FALSE(m.wins(q));
        } else {
            REQUIRE_FALSE(m.wins(many));
        }
    }
    REQUIRE_THROWS_AS(sg::moore_nim(0), sg::error);
}

namespace {
struct chain {  // n -> n - 1: remoteness and suspense n
    using state = std::uint32_t;
    std::size_t n;
    template <class Emit>
    void moves(std::uint32_t s, Emit&& emit) const {
        if (s > 0) emit(s - 1);
    }
    std::size_t size() const { return n + 1; }
    std::size_t index(std::uint32_t s) const { return s; }
};
struct looping {
    using state = int;
    template <class Emit>
    void moves(int s, Emit&& emit) const {
        emit((s + 1) % 3);
    }
};
struct opaque {  // a state without operator<<
    int v;
    friend bool operator==(opaque, opaque) = default;
};
struct opaque_looping {
    using state = opaque;
    struct hash {
        std::size_t operator()(opaque o) const { return static_cast<std::size_t>(o.v); }
    };
    template <class Emit>
    void moves(opaque s, Emit&& emit) const {
        emit(opaque{(s.v + 1) % 3});
    }
};
struct splitting {
    using state = int;
    template <class Emit>
    void moves(int s, Emit&& emit) const {
        if (s > 1) emit(1, s - 1);
    }
};
}  // namespace

TEST_CASE("compounds: deep games, cycles, splits, digraphs") {
    sg::conjunctive deep(chain{1'000'000});
    REQUIRE(deep.remoteness(1'000'000) == 1'000'000);
    REQUIRE(deep.wins({1'000'000u, 7u}));
    sg::continued_conjunctive deep2(chain{1'000'000});
    REQUIRE(deep2.value({999'999u, 4u}) == 999'999);

    sg::conjunctive loop{looping{}};
    REQUIRE_THROWS_AS(loop.remoteness(0), sg::cycle_error);
    REQUIRE_THROWS_AS(loop.remoteness(0), sg::cycle_error);  // fails the same way again
    // The message names the cycle, or says how to see it, as sg::grundy's does.
    const auto message = [](auto&& f) {
        try {
            f();
        } catch (const sg::cycle_error& e) {
            CHECK(e.length() == 3);
            return std::string(e.what());
        }
        FAIL("no cycle_error");
        return std::string();
    };
    CHECK(message([&] { (void)loop.remoteness(0); }) ==
          "sg: the game has a cycle of 3 states: 0 -> 1 -> 2 -> 0; remoteness and suspense numbers need an acyclic game");
    sg::selective opaque_loop{opaque_looping{}};
    CHECK(message([&] { (void)opaque_loop.wins(opaque{0}); }) ==
          "sg: the game has a cycle of 3 states (give the state type an operator<< to see them); remoteness and "
          "suspense numbers need an acyclic game");

    sg::continued_conjunctive split{splitting{}};
    REQUIRE(split.suspense(1) == 0);
    REQUIRE_THROWS_AS(split.suspense(3), sg::error);

    // A digraph is a dense game: each vertex's edges are read once, O(V + E).
    const std::vector<std::pair<int, int>> edges{{0, 1}, {1, 2}, {0, 2}, {2, 3}, {0, 3}};
    const sg::digraph g(4, edges);
    sg::conjunctive cg(g);
    sg::continued_conjunctive sg_(g);
    REQUIRE(cg.remoteness(3) == 0);
    REQUIRE(cg.remoteness(2) == 1);
    REQUIRE(cg.remoteness(1) == 2);
    REQUIRE(cg.remoteness(0) == 1);  // win fast: 0 -> 3
    REQUIRE(sg_.suspense(0) == 3);   // win slowly: 0 -> 1 -> 2 -> 3
    const auto m = sg_.winning_move({0u, 2u});
    REQUIRE(m.has_value());
    REQUIRE(m->components == std::vector<std::size_t>{0, 1});
    REQUIRE(m->to == std::vector<std::uint32_t>{1, 3});
    REQUIRE_FALSE(sg_.winning_move({1u, 3u}).has_value());
}

namespace {
// The subtraction game {1, 2, 3} on heaps written as strings of n letters: states that
// own their memory, so a search that kept a reference into its option stack while that
// stack grows would read freed memory (the sanitizer build catches it).
struct text_heap {
    using state = std::string;
    template <class Emit>
    void moves(const std::string& s, Emit&& emit) const {
        for (std::size_t k = 1; k <= 3 && k <= s.size(); ++k) emit(s.substr(k));
    }
};
struct int_heap {
    using state = int;
    template <class Emit>
    void moves(int s, Emit&& emit) const {
        for (int k = 1; k <= 3 && k <= s; ++k) emit(s - k);
    }
};
}  // namespace

TEST_CASE("compounds: states that own memory give the numbers of the same game on integers") {
    sg::conjunctive text{text_heap{}};
    sg::conjunctive ints{int_heap{}};
    sg::continued_conjunctive text2{text_heap{}};
    sg::continued_conjunctive ints2{int_heap{}};
    for (int n = 300; n >= 0; n -= 37) {  // the first query searches 300 levels deep
        const std::string heap(static_cast<std::size_t>(n), 'x');
        REQUIRE(text.remoteness(heap) == ints.remoteness(n));
        REQUIRE(text2.suspense(heap) == ints2.suspense(n));
    }
    // By hand: heaps 1-3 are 1 (take all), 4 is 2 (every move leaves 1-3), 5-7 are 3
    // (leave 4), 8 is 4 (every move leaves 5-7).
    REQUIRE(text.remoteness(std::string(8, 'x')) == 4);
}

namespace {
// HDU 3595's components: two piles, a move takes a multiple of the smaller from the larger.
struct euclid {
    using state = std::pair<int, int>;  // smaller first
    template <class Emit>
    void moves(const state& s, Emit&& emit) const {
        for (int r = s.second - s.first; s.first > 0 && r >= 0; r -= s.first)
            emit(r < s.first ? state{r, s.first} : state{s.first, r});
    }
};
// Every unfinished component moves; searched whole, independently of the solver.
bool euclid_whole(std::vector<std::pair<int, int>> p, std::map<std::vector<std::pair<int, int>>, bool>& memo) {
    std::sort(p.begin(), p.end());
    if (auto it = memo.find(p); it != memo.end()) return it->second;
    std::vector<std::vector<std::pair<int, int>>> next{{}};
    bool live = false;
    for (const auto& [a, b] : p) {
        std::vector<std::pair<int, int>> opts;
        for (int r = b - a; a > 0 && r >= 0; r -= a) opts.push_back(r < a ? std::pair{r, a} : std::pair{a, r});
        if (opts.empty()) opts.push_back({a, b});  // finished: stays
        else live = true;
        std::vector<std::vector<std::pair<int, int>>> grown;
        for (const auto& q : next)
            for (const auto& o : opts) {
                grown.push_back(q);
                grown.back().push_back(o);
            }
        next = std::move(grown);
    }
    bool win = false;
    if (live)
        for (const auto& q : next)
            if (!euclid_whole(q, memo)) {
                win = true;
                break;
            }
    memo.emplace(p, win);
    return win;
}
}  // namespace

TEST_CASE("continued conjunctive compound of Euclid games (HDU 3595) against whole search") {
    std::mt19937 rng(3595);
    sg::continued_conjunctive<euclid> every;  // a hashed memo: the game has no dense index
    std::map<std::vector<std::pair<int, int>>, bool> memo;
    int won = 0;
    for (int round = 0; round < 300; ++round) {
        std::uniform_int_distribution<int> len(1, 3), pile(1, 9);
        std::vector<std::pair<int, int>> p(static_cast<std::size_t>(len(rng)));
        for (auto& c : p) {
            const int a = pile(rng), b = pile(rng);
            c = {std::min(a, b), std::max(a, b)};
        }
        const bool want = euclid_whole(p, memo);
        REQUIRE(every.wins(p) == want);
        won += want;
        if (const auto m = every.winning_move(p)) {
            auto q = p;
            REQUIRE(m->components.size() ==
                    static_cast<std::size_t>(std::count_if(p.begin(), p.end(), [](const auto& c) { return c.first > 0; })));
            for (std::size_t k = 0; k < m->components.size(); ++k) {
                const auto& from = p[m->components[k]];
                const auto opts = sg::list_moves(euclid{}, from);
                REQUIRE(std::find(opts.begin(), opts.end(), std::vector{m->to[k]}) != opts.end());
                q[m->components[k]] = m->to[k];
            }
            REQUIRE_FALSE(euclid_whole(q, memo));
        }
    }
    REQUIRE(won > 50);
    REQUIRE(won < 250);
}

TEST_CASE("compounds: a move given as a range of one state is a move; more parts are a split") {
    sg::conjunctive fixed{sg_test::fixed_single{}};
    sg::conjunctive ranged{sg_test::range_single{}};
    for (int n = 0; n <= 30; ++n) CHECK(ranged.remoteness(n) == fixed.remoteness(n));
    CHECK(ranged.wins({7, 4}) == fixed.wins({7, 4}));
    sg::conjunctive split{sg_test::range_parts{}};
    CHECK(split.remoteness(2) == 1);                        // 2 -> 0 wins at once
    CHECK_THROWS_AS((void)split.remoteness(3), sg::error);   // 3 -> 1 + 1
}

TEST_CASE("compounds: actions named by moves change no remoteness") {
    sg::conjunctive named{sg_test::labelled_single{}};
    sg::conjunctive plain{sg_test::fixed_single{}};
    for (int n = 0; n <= 30; ++n) CHECK(named.remoteness(n) == plain.remoteness(n));
}
