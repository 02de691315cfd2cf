// The thread contract of docs/reliability.md: separate solvers in separate threads are
// safe (they share nothing, not even when their games are of one type); the nimber
// tables initialise once, safely, when several threads reach them first at once; a
// solver shared by threads is used under a lock; a solved sg::loopy_grundy, whose
// queries are const and store nothing, may be read by several threads at once. The test
// command also runs this file under ThreadSanitizer (test_threads_tsan). Catch2's
// assertions are not thread-safe, so threads only record what they find and the main
// thread checks it.
#include <sg/games/digraph.hpp>
#include <sg/games/octal.hpp>
#include <sg/grundy.hpp>
#include <sg/loopy.hpp>
#include <sg/misere.hpp>
#include <sg/nimber.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

#include "kayles.hpp"
#include "sg_catch.hpp"

namespace {

constexpr int thread_count = 4;

template <class F>
void in_threads(F&& f) {
    std::vector<std::thread> threads;
    for (int t = 0; t < thread_count; ++t) threads.emplace_back([&f, t] { f(t); });
    for (auto& th : threads) th.join();
}

}  // namespace

TEST_CASE("the nimber tables initialise once when several threads use them first at once") {
    // The first run-time product in this program happens in the threads below.
    std::vector<std::vector<sg::nimber>> got(thread_count);
    in_threads([&](int t) {
        for (sg::nimber a = 0; a < 64; ++a)
            for (sg::nimber b = 0; b < 64; ++b)
                got[static_cast<std::size_t>(t)].push_back(sg::nim_mul(a * 0x9E3779B97F4A7C15u, b + 1000u * a));
    });
    for (const auto& g : got) {
        std::size_t i = 0;
        for (sg::nimber a = 0; a < 64; ++a)
            for (sg::nimber b = 0; b < 64; ++b, ++i)
                REQUIRE(g[i] == sg::detail::nim_mul_reference(a * 0x9E3779B97F4A7C15u, b + 1000u * a));
    }
}

TEST_CASE("separate solvers in separate threads give the answers of one thread") {
    constexpr int n = 60;
    // The answers computed in this thread first.
    std::vector<sg::nimber> kayles_want, misere_want, octal_want;
    {
        sg::grundy<sg_test::kayles> g;
        sg::misere<sg_test::kayles> m;
        sg::octal_sequence o("0.137");
        o.extend(n);
        for (int k = 0; k <= n; ++k) {
            kayles_want.push_back(g(k));
            misere_want.push_back(k <= 20 ? m.value(k) : 0);
            octal_want.push_back(o[static_cast<std::uint64_t>(k)]);
        }
    }
    std::vector<std::vector<sg::nimber>> kayles_got(thread_count), misere_got(thread_count), octal_got(thread_count);
    in_threads([&](int t) {
        const auto i = static_cast<std::size_t>(t);
        sg::grundy<sg_test::kayles> g;
        sg::misere<sg_test::kayles> m;
        sg::octal_sequence o("0.137");
        o.extend(n);
        // Each thread asks in its own order.
        for (int j = 0; j <= n; ++j) {
            const int k = t % 2 == 0 ? j : n - j;
            kayles_got[i].push_back(g(k));
            misere_got[i].push_back(k <= 20 ? m.value(k) : 0);
            octal_got[i].push_back(o[static_cast<std::uint64_t>(k)]);
        }
        if (t % 2 != 0) {
            std::reverse(kayles_got[i].begin(), kayles_got[i].end());
            std::reverse(misere_got[i].begin(), misere_got[i].end());
            std::reverse(octal_got[i].begin(), octal_got[i].end());
        }
    });
    for (std::size_t t = 0; t < thread_count; ++t) {
        CHECK(kayles_got[t] == kayles_want);
        CHECK(misere_got[t] == misere_want);
        CHECK(octal_got[t] == octal_want);
    }
}

TEST_CASE("a solver shared by threads under a lock") {
    sg::grundy<sg_test::kayles> shared;
    std::mutex lock;
    std::vector<std::vector<sg::nimber>> got(thread_count);
    in_threads([&](int t) {
        for (int k = 0; k <= 80; ++k) {
            const int row = (k * (t + 1)) % 81;
            const std::scoped_lock hold(lock);
            got[static_cast<std::size_t>(t)].push_back(shared(row));
        }
    });
    sg::grundy<sg_test::kayles> alone;
    for (int t = 0; t < thread_count; ++t)
        for (int k = 0; k <= 80; ++k)
            CHECK(got[static_cast<std::size_t>(t)][static_cast<std::size_t>(k)] == alone((k * (t + 1)) % 81));
}

TEST_CASE("a solved loopy_grundy is read by several threads at once") {
    // A ring 0 -> 1 -> ... -> 29 -> 0 with exits: every third vertex also moves to 30,
    // which has no moves.
    std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;
    for (std::uint32_t v = 0; v < 30; ++v) {
        edges.emplace_back(v, (v + 1) % 30);
        if (v % 3 == 0) edges.emplace_back(v, 30);
    }
    const sg::digraph graph(31, edges);
    const sg::loopy_grundy solved(graph);
    std::vector<sg::outcome> want;
    for (std::uint32_t v = 0; v <= 30; ++v) want.push_back(solved.outcome(v));
    std::vector<std::vector<sg::outcome>> got(thread_count);
    in_threads([&](int t) {
        for (std::uint32_t v = 0; v <= 30; ++v) got[static_cast<std::size_t>(t)].push_back(solved.outcome(v));
    });
    for (const auto& g : got) CHECK(g == want);
}
