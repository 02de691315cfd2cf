// User code that misbehaves (docs/reliability.md): a moves() (or a set's membership
// test, or a progress callback) that throws leaves every solver usable, with the same
// answers afterwards as a solver that never saw the throw; a moves() that lists
// different moves on two calls gets answers without undefined behaviour (of some
// listing: meaningless, but memory-safe, which the sanitizer run of the suite checks);
// a dense game whose moves() leave its index range gets sg::error (naming the index)
// from sg::grundy, sg::misere and sg::loopy, which stay usable.
#include <sg/error.hpp>
#include <sg/games/octal.hpp>
#include <sg/games/split.hpp>
#include <sg/games/subtraction.hpp>
#include <sg/grundy.hpp>
#include <sg/loopy.hpp>
#include <sg/misere.hpp>

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "kayles.hpp"
#include "sg_catch.hpp"

namespace {

struct user_failure : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Kayles whose moves() throws from the row *bad (none while *bad < 0).
struct throwing_kayles {
    using state = int;
    const int* bad;
    void moves(int n, auto&& emit) const {
        if (n == *bad) throw user_failure("moves() failed");
        sg_test::kayles{}.moves(n, emit);
    }
};

// The same as a one-heap game for sg::heap_sequence.
struct throwing_heap {
    using state = std::uint64_t;
    const int* bad;
    void moves(std::uint64_t n, auto&& emit) const {
        if (static_cast<int>(n) == *bad) throw user_failure("moves() failed");
        sg_test::kayles{}.moves(static_cast<int>(n), [&](auto... parts) { emit(static_cast<std::uint64_t>(parts)...); });
    }
};

// Subtraction n -> n-1, n-2 on a ring of 6 states (n -> (n+1) mod 6 as well): loopy.
struct throwing_ring {
    using state = int;
    const int* bad;
    void moves(int n, auto&& emit) const {
        if (n == *bad) throw user_failure("moves() failed");
        if (n >= 1) emit(n - 1);
        if (n >= 2) emit(n - 2);
        if (n % 3 == 1) emit((n + 4) % 6);
    }
};

// moves() lists something else on every call: the call count picks the moves.
struct fickle {
    using state = int;
    int* calls;
    void moves(int n, auto&& emit) const {
        const int c = (*calls)++;
        for (int k = 1; k <= n; ++k)
            if (((c + k * 7 + n) % 3) != 0) emit(n - k);
        if (n >= 3 && c % 2 == 0) emit(1, n - 2);
    }
};

// A dense game of 5 states whose moves from 4 leave the range (to 7).
struct leaky_dense {
    using state = int;
    void moves(int n, auto&& emit) const {
        for (int m = 0; m < n && m < 4; ++m) emit(m);
        if (n == 4 || n == 7) emit(n == 4 ? 7 : 0);
    }
    std::size_t size() const { return 5; }
    std::size_t index(int n) const { return static_cast<std::size_t>(n); }
};
struct leaky_hashed {  // the same moves, without the index
    using state = int;
    void moves(int n, auto&& emit) const { leaky_dense{}.moves(n, emit); }
};

}  // namespace

TEST_CASE("a moves() that throws leaves sg::grundy and sg::misere usable") {
    int bad = 7;
    sg::grundy<throwing_kayles> g(throwing_kayles{&bad});
    sg::misere<throwing_kayles> m(throwing_kayles{&bad});
    CHECK_THROWS_AS(g.value(12), user_failure);
    CHECK_THROWS_AS(g.wins({12, 3}), user_failure);
    CHECK_THROWS_AS(m.value(12), user_failure);
    CHECK_THROWS_AS(m.winning_moves({12}), user_failure);
    CHECK(g.value(5) == sg::grundy<sg_test::kayles>{}.value(5));  // rows below 7 still work
    bad = -1;
    sg::grundy<sg_test::kayles> clean;
    sg::misere<sg_test::kayles> clean_m;
    for (int n = 0; n <= 16; ++n) {
        CHECK(g.value(n) == clean.value(n));
        CHECK(m.value(n) == clean_m.value(n));
    }
    CHECK(g.winning_moves({12, 3}) == clean.winning_moves({12, 3}));
    CHECK(m.winning_moves({12, 3}) == clean_m.winning_moves({12, 3}));
}

TEST_CASE("a moves() that throws leaves sg::loopy usable") {
    int bad = 3;
    sg::loopy<throwing_ring> l(throwing_ring{&bad});
    CHECK_THROWS_AS(l.value(5), user_failure);
    CHECK_THROWS_AS(l.outcome({5, 2}), user_failure);
    bad = -1;
    sg::loopy<throwing_ring> clean(throwing_ring{&bad});
    for (int n = 0; n < 6; ++n) {
        CHECK(l.value(n) == clean.value(n));
        CHECK(l.outcome(n) == clean.outcome(n));
    }
    CHECK(l.winning_moves({5, 2}) == clean.winning_moves({5, 2}));
}

TEST_CASE("user code that throws leaves the sequence classes usable") {
    sg::grundy<sg_test::kayles> kayles;

    // heap_sequence: the game's moves().
    int bad = 9;
    sg::heap_sequence h(throwing_heap{&bad});
    CHECK_THROWS_AS(h.extend(20), user_failure);
    CHECK(h.size() == 9);  // G(0) .. G(8) were finished
    bad = -1;
    h.extend(20);
    REQUIRE(h.size() == 21);
    for (int n = 0; n <= 20; ++n) CHECK(h[static_cast<std::uint64_t>(n)] == kayles.value(n));

    // subtraction_sequence of a predicate set: the membership test.
    bool fail = true;
    const auto in_set = [&fail](std::uint64_t k) {
        if (fail && k == 3) throw user_failure("in_set failed");
        return k == 1 || k == 3 || k == 4;
    };
    sg::subtraction_sequence s{sg::predicate_subtraction_game(in_set)};
    CHECK_THROWS_AS(s.extend(30), user_failure);
    fail = false;
    s.extend(30);
    sg::subtraction_sequence want(sg::subtraction_game({1, 3, 4}));
    want.extend(30);
    REQUIRE(s.size() >= 31);
    for (std::uint64_t n = 0; n <= 30; ++n) CHECK(s[n] == want[n]);

    // octal_sequence: the progress callback (called every 1024 values).
    sg::octal_sequence o("0.137");
    CHECK_THROWS_AS(o.extend(200'000, [](std::uint64_t) { throw user_failure("progress failed"); }), user_failure);
    o.extend(200'000);
    sg::octal_sequence o2("0.137");
    o2.extend(200'000);
    REQUIRE(o.size() == o2.size());
    CHECK(o.values() == o2.values());
}

TEST_CASE("a moves() that lists different moves on two calls: answers, never undefined behaviour") {
    int calls = 0;
    sg::grundy<fickle> g(fickle{&calls});
    sg::misere<fickle> m(fickle{&calls});
    sg::loopy<fickle> l(fickle{&calls});
    for (int n = 0; n <= 14; ++n) {
        // Any value or sg::error is a correct answer; the sanitizers check the rest.
        try {
            (void)g.value(n);
            (void)g.winning_moves({n, n / 2});
        } catch (const sg::error&) {
        }
        try {
            (void)m.value(n);
            (void)m.winning_moves({n});
        } catch (const sg::error&) {
        }
        try {
            (void)l.value(n);
            (void)l.winning_moves({n});
        } catch (const sg::error&) {
        }
    }
    CHECK(calls > 0);
    // The solvers still answer a game that behaves.
    CHECK(g.value(0) == 0);
    CHECK(m.value(0) == 1);
}

TEST_CASE("a dense game whose moves leave its index range") {
    sg::grundy<leaky_dense> g;
    CHECK(g.value(3) == 3);
    try {
        (void)g.value(4);
        FAIL("no error");
    } catch (const sg::error& e) {
        CHECK(std::string(e.what()).find("outside 0 .. size()-1") != std::string::npos);
    }
    CHECK(g.value(2) == 2);  // still usable

    // Misère and loopy solvers index states the same way.
    sg::misere<leaky_dense> m;
    CHECK_THROWS_WITH(m.value(4), Catch::Matchers::Contains("outside 0 .. size()-1"));
    CHECK(m.value(2) == sg::misere<leaky_hashed>{}.value(2));
    sg::loopy<leaky_dense> l;
    CHECK_THROWS_WITH(l.value(4), Catch::Matchers::Contains("outside 0 .. size()-1"));
    CHECK(l.value(2) == sg::loopy<leaky_hashed>{}.value(2));
}

TEST_CASE("a progress callback that throws leaves subtraction sequences usable") {
    const auto stop = [](std::uint64_t) { throw user_failure("progress failed"); };
    sg::subtraction_sequence fin(sg::subtraction_game({1, 3, 4}));
    CHECK_THROWS_AS(fin.extend(200'000, stop), user_failure);
    fin.extend(200'000);
    sg::subtraction_sequence all_but(sg::all_but_subtraction_game({2, 5}));
    CHECK_THROWS_AS(all_but.extend(200'000, stop), user_failure);
    all_but.extend(200'000);
    sg::subtraction_sequence fin2(sg::subtraction_game({1, 3, 4}));
    fin2.extend(200'000);
    sg::subtraction_sequence all_but2(sg::all_but_subtraction_game({2, 5}));
    all_but2.extend(200'000);
    CHECK(fin.values() == fin2.values());
    CHECK(all_but.values() == all_but2.values());
}
