#include <sg/grundy.hpp>

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "kayles.hpp"
#include "sg_catch.hpp"

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

}  // namespace

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
