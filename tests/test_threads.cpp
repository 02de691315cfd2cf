// The thread contract of docs/reliability.md: separate solvers in separate threads are
// safe (they share nothing, not even when their games are of one type); the nimber
// tables initialise once, safely, when several threads reach them first at once; a
// solver shared by threads is used under a lock; a solved sg::loopy_grundy, whose
// queries are const and store nothing, may be read by several threads at once; an
// sg::octal_sequence given an sg::thread_team computes the values of one thread, however
// the threads run, stop or fail. The test
// command also runs this file under ThreadSanitizer (test_threads_tsan). Catch2's
// assertions are not thread-safe, so threads only record what they find and the main
// thread checks it.
#include <sg/games/digraph.hpp>
#include <sg/games/octal.hpp>
#include <sg/grundy.hpp>
#include <sg/loopy.hpp>
#include <sg/misere.hpp>
#include <sg/nimber.hpp>
#include <sg/threads.hpp>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <mutex>
#include <random>
#include <stdexcept>
#include <string>
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

namespace {

// ThreadSanitizer runs the team tests about 80 times slower: shorter sequences there.
#if defined(__SANITIZE_THREAD__)
constexpr bool under_tsan = true;
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
constexpr bool under_tsan = true;
#else
constexpr bool under_tsan = false;
#endif
#else
constexpr bool under_tsan = false;
#endif
// Guesses start when 4096 values or more remain.
constexpr std::uint64_t scale(std::uint64_t n) {
    return under_tsan ? n / 3 : n;
}

// A thread_team that counts what the engine asks of it: teams started and joined, and
// helper runs begun (atomic: the helpers count them).
class recording_team : public sg::work_team {
public:
    explicit recording_team(unsigned threads) : inner_(threads) {}
    [[nodiscard]] unsigned size() const noexcept override { return inner_.size(); }
    void start(const std::function<void()>& f) override {
        ++starts;
        inner_.start([this, f] {
            runs.fetch_add(1);
            f();
        });
    }
    void join() noexcept override {
        inner_.join();
        ++joins;
    }
    void pause() noexcept override { inner_.pause(); }

    unsigned starts = 0, joins = 0;
    std::atomic<unsigned> runs{0};

private:
    sg::thread_team inner_;
};

// G(0) .. G(n) of code, with the team (nullptr: this thread alone).
std::vector<sg::nimber> octal_values(const std::string& code, std::uint64_t n, sg::work_team* team) {
    sg::octal_sequence s(code);
    s.set_team(team);
    s.extend(n);
    return s.values();
}

}  // namespace

TEST_CASE("an octal_sequence with a thread team computes the values of one thread") {
    // Officers (values pass 255 at heap 10344, during the guesses: the storage widens
    // there), Grundy's game, codes whose guesses often fail (0.35, 0.15), one whose
    // searches are cheap (0.72), Dawson's chess, and random codes; teams of 2 and of
    // more threads than the machine has.
    const std::uint64_t n = under_tsan ? 6000 : 14000;
    std::vector<std::string> codes = {"0.6", "4!.", "0.35", "0.15", "0.72", "4?.", "0.165"};
    if (!under_tsan) codes.insert(codes.end(), {"0.137", "0.007"});
    std::minstd_rand rng(11);
    for (int i = 0; i < (under_tsan ? 2 : 6); ++i) {
        std::string c = rng() % 2 ? "0." : "4.";
        for (int d = 0; d < 3; ++d) c += static_cast<char>('0' + rng() % 8);
        c += "6";  // a split, so that there is something to guess
        codes.push_back(c);
    }
    for (unsigned threads : {2u, 5u}) {
        sg::thread_team team(threads);
        for (const std::string& code : codes) {
            if (threads > 2 && under_tsan && code != "0.6") continue;
            INFO(code << " with " << threads << " threads");
            CHECK(octal_values(code, n, &team) == octal_values(code, n, nullptr));
        }
    }
}

TEST_CASE("a thread team: the engine speculates where it says it does") {
    // With a split and 4096 values or more to go, the helpers run (counted by a
    // recording team) and the values are those of one thread.
    for (const std::string code : {"0.6", "4!."}) {
        INFO(code);
        recording_team team(2);
        const auto with = octal_values(code, scale(20000), &team);
        CHECK(team.starts >= 1);
        CHECK(team.joins == team.starts);
        CHECK(team.runs.load() >= 1);
        CHECK(team.runs.load() <= team.starts * (team.size() - 1));
        CHECK(with == octal_values(code, scale(20000), nullptr));
    }
    // Nothing to guess: no split (0.3 takes one token and splits nothing), or fewer than
    // 4096 values asked for. The team is never started.
    recording_team idle(2);
    CHECK(octal_values("0.3", scale(20000), &idle) == octal_values("0.3", scale(20000), nullptr));
    CHECK(octal_values("0.6", 3000, &idle) == octal_values("0.6", 3000, nullptr));
    CHECK(idle.starts == 0);
    CHECK(idle.runs.load() == 0);
}

TEST_CASE("a thread team: the sequence extends again, and fixed splits are kept") {
    sg::thread_team team(2);
    sg::octal_sequence s("0.6"), alone("0.6");
    s.set_team(&team);
    CHECK(s.team() == &team);
    for (std::uint64_t n : {scale(20000), scale(20000) + 1, scale(30000), scale(50000)}) {  // the team is reused
        s.extend(n);
        alone.extend(n);
        REQUIRE(s.values() == alone.values());
    }
    sg::octal_sequence masked("0.6");
    masked.fix_mask(1);  // one fixed split: no split is chosen again while guessing
    masked.set_team(&team);
    masked.extend(scale(30000));
    const std::vector<sg::nimber> all = alone.values();
    CHECK(masked.values() == std::vector<sg::nimber>(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(scale(30000)) + 1));
}

TEST_CASE("a thread team: a progress callback that throws keeps only settled values") {
    // The exception leaves the callback while guesses are open: the values kept are those
    // of one thread, and the sequence goes on from them.
    sg::thread_team team(2);
    const std::uint64_t n = scale(40000);
    const std::vector<sg::nimber> want = octal_values("0.6", n, nullptr);
    for (std::uint64_t stop_at : {scale(14336) & ~std::uint64_t{1023}, scale(20480) & ~std::uint64_t{1023}, scale(31744) & ~std::uint64_t{1023}}) {
        sg::octal_sequence s("0.6");
        s.set_team(&team);
        std::uint64_t seen = 0;
        CHECK_THROWS_AS(s.extend(n,
                                 [&](std::uint64_t done) {
                                     seen = done;
                                     if (done >= stop_at) throw std::runtime_error("stop");
                                 }),
                        std::runtime_error);
        CHECK(seen == stop_at);
        CHECK(s.size() >= stop_at);
        const std::vector<sg::nimber> kept = s.values();
        CHECK(kept == std::vector<sg::nimber>(want.begin(), want.begin() + static_cast<std::ptrdiff_t>(kept.size())));
        s.extend(n);
        CHECK(s.values() == want);
    }
}

TEST_CASE("a thread team of one, or of zero meaning the machine's threads") {
    CHECK(sg::thread_team(1).size() == 1);
    CHECK(sg::thread_team(3).size() == 3);
    CHECK(sg::thread_team(0).size() >= 1);
    sg::thread_team one(1);
    CHECK(octal_values("0.6", scale(14000), &one) == octal_values("0.6", scale(14000), nullptr));
}
