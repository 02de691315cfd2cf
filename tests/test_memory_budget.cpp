// Memory budgets (docs/reliability.md): every solver and engine takes a budget in bytes;
// a computation that would pass it throws sg::limit_error of kind bytes with the figure
// reached in reached() and in the message, keeps the work it finished, and answers
// exactly once the budget is raised and the query repeated.
#include <sg/error.hpp>
#include <sg/games/compound.hpp>
#include <sg/games/digraph.hpp>
#include <sg/games/octal.hpp>
#include <sg/games/split.hpp>
#include <sg/games/subtraction.hpp>
#include <sg/grundy.hpp>
#include <sg/loopy.hpp>
#include <sg/memo.hpp>
#include <sg/misere.hpp>
#include <sg/misere_quotient.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "kayles.hpp"
#include "sg_catch.hpp"

namespace {

constexpr std::size_t unlimited = sg::detail::memory_budget::unlimited;

// Take 1 or 2 from a heap: G(n) = n mod 3. Counts its listings of moves.
struct take12 {
    using state = int;
    long* listed = nullptr;
    void moves(int n, auto&& emit) const {
        if (listed) ++*listed;
        if (n >= 1) emit(n - 1);
        if (n >= 2) emit(n - 2);
    }
};

// The same, dense: states 0 .. size-1.
struct dense_take12 {
    using state = int;
    std::size_t n_states;
    void moves(int n, auto&& emit) const {
        if (n >= 1) emit(n - 1);
        if (n >= 2) emit(n - 2);
    }
    [[nodiscard]] std::size_t size() const noexcept { return n_states; }
    [[nodiscard]] std::size_t index(int n) const noexcept { return static_cast<std::size_t>(n); }
};

// Nim heaps 0 .. 69999, dense: values pass what a byte holds.
struct dense_nim {
    using state = int;
    void moves(int n, auto&& emit) const {
        for (int k = 0; k < n; ++k) emit(k);
    }
    [[nodiscard]] std::size_t size() const noexcept { return 70000; }
    [[nodiscard]] std::size_t index(int n) const noexcept { return static_cast<std::size_t>(n); }
};

// A ring with chords (cycles everywhere), for the loopy solver.
struct ring {
    using state = int;
    int n;
    void moves(int s, auto&& emit) const {
        emit((s + 1) % n);
        if (s % 3 == 0) emit((s + 2) % n);
        if (s >= 2) emit(s - 2);
    }
};

// Runs f, which must throw a limit_error of kind bytes over `limit`; returns it.
template <class F>
sg::limit_error budget_error(std::size_t limit, F&& f) {
    try {
        f();
    } catch (const sg::limit_error& e) {
        CHECK(e.kind() == sg::limit_kind::bytes);
        CHECK(e.limit() == limit);
        CHECK(e.reached() > limit);
        const std::string what = e.what();
        CHECK(what.find("memory limit of " + std::to_string(limit) + " bytes") != std::string::npos);
        CHECK(what.find(std::to_string(e.reached()) + " bytes") != std::string::npos);
        return e;
    }
    FAIL("no limit_error");
    return sg::limit_error("", 0);
}

}  // namespace

TEST_CASE("limit_error: the kind of a limit, states by default") {
    const sg::limit_error a("a", 5);
    CHECK(a.kind() == sg::limit_kind::states);
    CHECK(a.limit() == 5);
    CHECK(a.reached() == 5);
    const sg::limit_error b("b", 10, sg::limit_kind::bytes, 12);
    CHECK(b.kind() == sg::limit_kind::bytes);
    CHECK(b.reached() == 12);
    // The state limit says states.
    sg::grundy<take12> g(take12{}, 10);
    try {
        (void)g.value(100);
        FAIL("no limit_error");
    } catch (const sg::limit_error& e) {
        CHECK(e.kind() == sg::limit_kind::states);
    }
}

TEST_CASE("grundy, hash memo: the budget stops a query, finished values stay") {
    long listed = 0;
    sg::grundy<take12> g(take12{&listed});
    CHECK(g.memory_limit() == unlimited);
    const std::size_t limit = 256 * 1024;
    g.set_memory_limit(limit);
    CHECK(g.memory_limit() == limit);
    // Values in increasing order: each heap is finished as it is asked for.
    int n = 0;
    bool right = true;
    const auto e = budget_error(limit, [&] {
        for (;; ++n) right = right && g.value(n) == static_cast<sg::nimber>(n % 3);
    });
    CHECK(right);
    CHECK(e.reached() >= g.memory_used());
    REQUIRE(n > 1000);
    CHECK(g.size() == static_cast<std::size_t>(n));
    CHECK(g.memory_used() <= limit);
    // Finished values are answered without listing a move.
    const long before = listed;
    CHECK(g.value(n - 1) == static_cast<sg::nimber>((n - 1) % 3));
    CHECK(listed == before);
    // A deep query over the budget: nothing half-done is kept.
    budget_error(limit, [&] { (void)g.value(50 * n); });
    CHECK(g.size() == static_cast<std::size_t>(n));
    g.set_memory_limit(unlimited);
    CHECK(g.value(50 * n) == static_cast<sg::nimber>((50 * n) % 3));
    CHECK(g.wins({n, 50 * n}) == ((n % 3) != ((50 * n) % 3)));
}

TEST_CASE("grundy, dense memo: the table counts at once") {
    sg::grundy<dense_take12> g(dense_take12{100000});
    CHECK(g.memory_used() >= 100000);  // 1 byte a state while the values fit
    g.set_memory_limit(100000);
    budget_error(100000, [&] { (void)g.value(99999); });
    CHECK(g.size() == 0);
    g.set_memory_limit(g.memory_used() + 64 * 1024 * 1024);
    CHECK(g.value(99999) == 99999 % 3);
}

TEST_CASE("dense_memo: narrow values, widened when one does not fit") {
    sg::dense_memo m(1000);
    CHECK(m.width() == 1);
    CHECK(m.memory_bytes() == 1000);
    CHECK(m.get(5) == sg::no_value);
    m.put(5, 253);
    m.put(6, sg::pending_value);
    CHECK(m.width() == 1);
    CHECK(m.get(5) == 253);
    CHECK(m.get(6) == sg::pending_value);
    m.put(7, 254);  // the first value that does not fit a byte
    CHECK(m.width() == 2);
    CHECK(m.memory_bytes() == 2000);
    CHECK(m.get(5) == 253);
    CHECK(m.get(6) == sg::pending_value);
    CHECK(m.get(7) == 254);
    CHECK(m.get(8) == sg::no_value);
    m.put(9, sg::nimber{1} << 40);
    CHECK(m.width() == 8);
    CHECK(m.get(9) == sg::nimber{1} << 40);
    CHECK(m.get(7) == 254);
    CHECK(m.get(6) == sg::pending_value);
    CHECK(m.size() == 4);
    m.erase(6);
    CHECK(m.get(6) == sg::no_value);
    CHECK(m.size() == 3);
    m.put(10, 70000);
    CHECK(m.get(10) == 70000);
    m.clear();
    CHECK(m.size() == 0);
    CHECK(m.get(9) == sg::no_value);
    // A game whose values pass 253.
    sg::grundy<dense_nim> g;
    for (int n = 0; n < 300; ++n) REQUIRE(g.value(n) == static_cast<sg::nimber>(n));
    CHECK(g.memo().width() == 2);
    CHECK(g.value(299) == 299);
}

TEST_CASE("grundy, the search stack counts") {
    sg::grundy<take12> g;
    (void)g.value(200000);
    const std::size_t deep = g.memory_used();
    sg::grundy<take12> h;
    h.set_memory_limit(deep / 2);
    budget_error(deep / 2, [&] { (void)h.value(200000); });
    CHECK(h.size() == 0);  // the path was never finished
    h.set_memory_limit(deep * 2);
    CHECK(h.value(200000) == 200000 % 3);
}

TEST_CASE("misere: the budget stops a search, the solver answers after it is raised") {
    sg::misere<sg_test::kayles> ref;
    const std::vector<int> pos{7, 8, 9, 10};
    const auto want = ref.outcome(pos);
    const sg::nimber want_value = ref.value(pos);
    const std::size_t full = ref.memory_used();
    sg::misere<sg_test::kayles> m;
    const std::size_t limit = full / 3;
    m.set_memory_limit(limit);
    CHECK(m.memory_limit() == limit);
    // Small sums fit and are kept.
    CHECK(m.outcome({3}) == ref.outcome({3}));
    const std::size_t kept = m.size();
    REQUIRE(kept > 0);
    budget_error(limit, [&] { (void)m.value(pos); });
    CHECK(m.size() >= kept);
    CHECK(m.outcome({3}) == ref.outcome({3}));
    m.set_memory_limit(unlimited);
    CHECK(m.outcome(pos) == want);
    CHECK(m.value(pos) == want_value);
}

TEST_CASE("loopy: the budget leaves the explored set as it was") {
    const ring game{20000};
    sg::loopy<ring> ref(game);
    ref.explore(0);
    const std::size_t full = ref.memory_used();
    sg::loopy<ring> l(game);
    l.set_memory_limit(full / 2);
    budget_error(full / 2, [&] { l.explore(0); });
    CHECK(l.size() == 0);
    l.set_memory_limit(full * 3);
    for (int s : {0, 1, 2, 5, 19999}) CHECK(l.value(s) == ref.value(s));
    CHECK(l.size() == ref.size());
}

TEST_CASE("loopy_grundy and dag_grundy: a budget for the constructor") {
    std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;
    const std::uint32_t n = 5000;
    for (std::uint32_t v = 1; v < n; ++v) {
        edges.push_back({v, v - 1});
        if (v >= 3) edges.push_back({v, v - 3});
    }
    const sg::digraph g(n, edges);
    budget_error(1000, [&] { sg::dag_grundy d(g, 1000); });
    budget_error(1000, [&] { sg::loopy_grundy l(g, 1000); });
    const sg::dag_grundy d(g, 1 << 20);
    const sg::dag_grundy d_free(g);
    CHECK(d.memory_used() <= std::size_t{1} << 20);
    CHECK(d.memory_used() >= n * sizeof(std::uint32_t));
    const sg::loopy_grundy l(g, 1 << 20);
    CHECK(l.memory_used() <= std::size_t{1} << 20);
    for (std::uint32_t v = 0; v < n; v += 97) {
        CHECK(d.value(v) == d_free.value(v));
        CHECK(l.value(v) == sg::loopy_value::finite(d.value(v)));
    }
}

TEST_CASE("conjunctive and selective compounds: the budget stops the numbers") {
    sg::conjunctive<take12> ref;
    const std::uint64_t want = ref.remoteness(100000);
    const std::size_t full = ref.memory_used();
    sg::conjunctive<take12> c;
    c.set_memory_limit(full / 4);
    CHECK(c.memory_limit() == full / 4);
    CHECK(c.remoteness(100) == ref.remoteness(100));
    const std::size_t kept = c.size();
    budget_error(full / 4, [&] { (void)c.remoteness(100000); });
    CHECK(c.size() == kept);
    c.set_memory_limit(unlimited);
    CHECK(c.remoteness(100000) == want);
    CHECK(c.memory_used() > 0);

    sg::selective<take12> s;
    s.set_memory_limit(full / 4);
    budget_error(full / 4, [&] { (void)s.wins(100000); });
    s.set_memory_limit(unlimited);
    CHECK(s.wins(100000) == (want % 2 == 1));

    sg::continued_conjunctive<take12> cc;
    cc.set_memory_limit(full / 4);
    budget_error(full / 4, [&] { (void)cc.suspense(100000); });
    cc.set_memory_limit(unlimited);
    CHECK(cc.suspense(100000) == sg::continued_conjunctive<take12>{}.suspense(100000));
}

TEST_CASE("heap_sequence: extend stops before the table passes the budget") {
    sg::heap_sequence kayles{sg::octal_game{"0.77"}};
    kayles.set_memory_limit(64 * 1024);
    kayles.extend(1000);
    const std::vector<sg::nimber> first = kayles.values();
    budget_error(64 * 1024, [&] { kayles.extend(100000); });
    CHECK(kayles.values() == first);
    CHECK(kayles.memory_used() <= 64 * 1024);
    kayles.set_memory_limit(unlimited);
    kayles.extend(3000);
    sg::heap_sequence ref{sg::octal_game{"0.77"}};
    ref.extend(3000);
    CHECK(kayles.values() == ref.values());
}

TEST_CASE("heap_sequence and subtraction_sequence: a widening is checked against the budget") {
    // G(n) = n mod 301: 1 byte a value up to heap 255, then 2. The 1-byte table of
    // 100001 values fits 200 KB; the copy to 2 bytes (both tables held) does not.
    const std::size_t limit = 200 * 1024;
    auto take300 = sg::heap_game([](std::uint64_t n, auto&& emit) {
        for (std::uint64_t k = 1; k <= 300 && k <= n; ++k) emit(n - k);
    });
    sg::heap_sequence s(take300), ref(take300);
    s.set_memory_limit(limit);
    budget_error(limit, [&] { s.extend(100000); });
    CHECK(s.size() == 256);  // G(0) .. G(255), the values below the first wide one
    CHECK(s.value_bytes() == 1);
    s.set_memory_limit(unlimited);
    s.extend(100000);
    CHECK(s.value_bytes() == 2);
    ref.extend(100000);
    CHECK(s.values() == ref.values());
    for (std::uint64_t n = 0; n <= 100000; n += 1001) CHECK(s[n] == n % 301);

    sg::subtraction_sequence nim(sg::all_but_subtraction_game{}), nim_ref(sg::all_but_subtraction_game{});
    nim.set_memory_limit(limit);
    budget_error(limit, [&] { nim.extend(30000); });
    CHECK(nim.size() == 256);
    nim.set_memory_limit(unlimited);
    nim.extend(30000);
    nim_ref.extend(30000);
    CHECK(nim.values() == nim_ref.values());
}

TEST_CASE("octal_sequence: extend stops before the values pass the budget") {
    const std::size_t limit = 256 * 1024;
    for (const char* code : {"0.6", "0.137", "4.7", "0.106"}) {
        INFO(code);
        sg::octal_sequence s(code), ref(code);
        s.set_memory_limit(limit);
        CHECK(s.memory_limit() == limit);
        s.extend(20000);
        CHECK(s.memory_used() <= limit);
        const std::vector<sg::nimber> first = s.values();
        budget_error(limit, [&] { s.extend(10'000'000); });  // 10 MB of values at least
        CHECK(s.values() == first);
        CHECK(s.memory_used() <= limit);
        s.set_memory_limit(unlimited);
        s.extend(70000);
        ref.extend(70000);
        CHECK(s.values() == ref.values());
    }
    // The query surface reaches the budget too (Officers has no period to read from).
    sg::octal_sequence officers("0.6");
    officers.set_memory_limit(limit);
    budget_error(limit, [&] { (void)officers.value(std::uint64_t{5'000'000}); });
}

TEST_CASE("subtraction_sequence: every engine under a budget") {
    const std::size_t limit = 1 << 20;
    auto check = [&](auto game) {
        sg::subtraction_sequence s(game), ref(game);
        s.set_memory_limit(limit);
        s.extend(10000);
        const auto first = s.values();
        CHECK(s.memory_used() <= limit);
        budget_error(limit, [&] { s.extend(10'000'000); });  // 10 MB of values at least (1 byte a value)
        CHECK(s.values() == first);
        s.set_memory_limit(unlimited);
        s.extend(20000);
        ref.extend(20000);
        CHECK(s.values() == ref.values());
    };
    check(sg::subtraction_game{1, 3, 4});
    check(sg::all_but_subtraction_game{2, 5});
    check(sg::predicate_subtraction_game([](std::uint64_t k) { return k % 7 == 3; }));
    // An all-but set's window (a word an allowed amount below max E) is checked before
    // it is made.
    sg::subtraction_sequence wide(sg::all_but_subtraction_game{std::uint64_t{1} << 25});
    wide.set_memory_limit(limit);
    budget_error(limit, [&] { wide.extend(10); });
    CHECK(wide.memory_used() < limit);
    // The query surface reaches the budget too (3 MB of values at 1 byte a value).
    sg::subtraction_sequence s(sg::subtraction_game{1, 3, 4});
    s.set_memory_limit(limit);
    budget_error(limit, [&] { (void)s.value(std::uint64_t{3'000'000}); });
}

TEST_CASE("misere_quotient: quotient_limits::max_bytes") {
    const sg::misere_quotient<sg::octal_game> ref(sg::octal_game{"0.77"}, 8);
    REQUIRE(ref.memory_used() > 0);
    sg::quotient_limits small;
    small.max_bytes = 4096;
    budget_error(4096, [&] { sg::misere_quotient<sg::octal_game> q(sg::octal_game{"0.77"}, 8, small); });
    sg::quotient_limits enough;
    enough.max_bytes = 64 << 20;
    const sg::misere_quotient<sg::octal_game> q(sg::octal_game{"0.77"}, 8, enough);
    CHECK(q.order() == ref.order());
    CHECK(q.memory_used() <= enough.max_bytes);
    CHECK(q.wins({1, 2, 3}) == ref.wins({1, 2, 3}));
}
