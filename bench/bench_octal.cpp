// Octal nim-sequences: sg::octal_sequence (rare and common values, automatic splits)
// against the plain O(n^2) definition written out by hand, in values per second; the
// time to certify the period of 0.56, whose preperiod is 326640 (Gangolli and Plambeck
// 1989; OEIS A071436), which needs about 6.5 * 10^5 values; and the ten codes compared
// with other engines (docs/octal.md) at 2^16 and 2^18 values, once by the engine alone
// (engine/CODE: every value computed) and once as `grundy octal CODE --upto N` answers
// (prefix/CODE: read from the period once one is certified). Grundy's game (the code
// 4!.): heap_sequence through the octal engine against the plain heap_sequence loop over
// the same rule, both in one run, with their ratio; and the engine alone to 2^22. With a
// thread team (sg/threads.hpp): Officers and Grundy's game alone and with 2 threads in one
// iteration, in wall seconds, with their ratio (the values must agree).
//
//   bench_octal --benchmark_repetitions=3 --benchmark_report_aggregates_only=true
//   bench_octal --benchmark_filter='fast/0.6/16777216'      (Officers to 2^24, one run)
//   bench_octal --benchmark_filter='engine|prefix'           (the ten codes, one run each)
//   bench_octal --benchmark_filter=grundys_game               (engine against the plain loop)
//   bench_octal --benchmark_filter=team                       (1 thread against 2, 2^20 and 2^24)
#include <sg/games/octal.hpp>
#include <sg/games/grundys_game.hpp>
#include <sg/games/split.hpp>
#include <sg/threads.hpp>

#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdint>
#include <ctime>
#include <string>
#include <utility>
#include <vector>

namespace {

// The plain definition for a code with one- and two-heap digits: every option of every
// heap, a mex over a timestamped table. O(n^2) pairs.
std::vector<std::uint16_t> plain(const sg::octal_code& code, std::size_t n) {
    std::vector<std::uint16_t> g(n + 1, 0);
    std::vector<std::uint32_t> seen(1 << 16, 0);
    for (std::size_t h = 1; h <= n; ++h) {
        const auto now = static_cast<std::uint32_t>(h);
        for (std::size_t k = 1; k <= code.length() && k <= h; ++k) {
            const unsigned d = code.digit(k);
            const std::size_t m = h - k;
            if ((d & 1) && m == 0) seen[0] = now;
            if ((d & 2) && m > 0) seen[g[m]] = now;
            if (d & 4)
                for (std::size_t a = 1; 2 * a <= m; ++a) seen[g[a] ^ g[m - a]] = now;
        }
        std::uint16_t v = 0;
        while (seen[v] == now) ++v;
        g[h] = v;
    }
    return g;
}

void fast(benchmark::State& state, const char* code) {
    const auto n = static_cast<std::uint64_t>(state.range(0));
    for (auto _ : state) {
        sg::octal_sequence s(code);
        s.extend(n);
        benchmark::DoNotOptimize(s[n]);
        state.counters["rare"] = static_cast<double>(s.rare_count());
        state.counters["bytes_per_value"] = static_cast<double>(s.memory_bytes()) / static_cast<double>(n + 1);
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(n + 1));
}

void naive(benchmark::State& state, const char* code) {
    const auto n = static_cast<std::size_t>(state.range(0));
    const sg::octal_code c(code);
    for (auto _ : state) {
        auto g = plain(c, n);
        benchmark::DoNotOptimize(g.data());
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(n + 1));
}

void prefix(benchmark::State& state, const char* code) {
    const auto n = static_cast<std::uint64_t>(state.range(0));
    for (auto _ : state) {
        sg::octal_sequence s(code);
        const auto values = s.prefix(n);
        benchmark::DoNotOptimize(values.size());
        state.counters["computed"] = static_cast<double>(s.size());
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(n + 1));
}

void certify(benchmark::State& state, const char* code) {
    for (auto _ : state) {
        sg::octal_sequence s(code);
        const auto p = s.search_period(std::uint64_t{1} << 22);
        if (!p) state.SkipWithError("no period certified");
        state.counters["preperiod"] = p ? static_cast<double>(p->preperiod) : 0.0;
        state.counters["period"] = p ? static_cast<double>(p->period) : 0.0;
        state.counters["values"] = static_cast<double>(s.size());
    }
}

// Grundy's game to n by heap_sequence<grundys_game> (the octal engine on 4!.) and by the
// plain heap_sequence loop over the same rule as a heap_game, in the same iteration:
// counters engine_s, plain_s (processor seconds, std::clock: steadier than the wall on a
// shared machine) and plain_over_engine; the values must agree.
void grundys_game_vs_plain(benchmark::State& state) {
    const auto n = static_cast<std::uint64_t>(state.range(0));
    auto rule = sg::heap_game([](std::uint64_t h, auto&& emit) {
        for (std::uint64_t a = 1; 2 * a < h; ++a) emit(a, h - a);
    });
    for (auto _ : state) {
        const std::clock_t t0 = std::clock();
        sg::heap_sequence engine(sg::grundys_game{});
        engine.extend(n);
        const std::clock_t t1 = std::clock();
        sg::heap_sequence flat(rule);
        flat.extend(n);
        const std::clock_t t2 = std::clock();
        if (engine.values() != flat.values()) state.SkipWithError("the engine and the plain loop disagree");
        const double e = static_cast<double>(t1 - t0) / CLOCKS_PER_SEC, p = static_cast<double>(t2 - t1) / CLOCKS_PER_SEC;
        state.counters["engine_s"] = e;
        state.counters["plain_s"] = p;
        state.counters["plain_over_engine"] = p / e;
    }
}
void grundys_game_engine(benchmark::State& state) {
    const auto n = static_cast<std::uint64_t>(state.range(0));
    for (auto _ : state) {
        sg::heap_sequence engine(sg::grundys_game{});
        engine.extend(n);
        benchmark::DoNotOptimize(engine[n]);
        state.counters["rare"] = static_cast<double>(engine.rare_count());
        state.counters["bytes_per_value"] = static_cast<double>(engine.memory_bytes()) / static_cast<double>(n + 1);
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(n + 1));
}
// G(0) .. G(n) of code alone and then with a team of state.range(1) threads, in the same
// iteration: counters alone_s, team_s (wall seconds: the team's gain is in the wall time),
// speedup = alone_s / team_s, and M_values_per_s of each; the values must agree.
void team(benchmark::State& state, const char* code) {
    const auto n = static_cast<std::uint64_t>(state.range(0));
    sg::thread_team threads(static_cast<unsigned>(state.range(1)));
    using clock = std::chrono::steady_clock;
    for (auto _ : state) {
        const auto t0 = clock::now();
        sg::octal_sequence alone(code);
        alone.extend(n);
        const auto t1 = clock::now();
        sg::octal_sequence shared(code);
        shared.set_team(&threads);
        shared.extend(n);
        const auto t2 = clock::now();
        if (alone.values() != shared.values()) state.SkipWithError("the team and one thread disagree");
        const double a = std::chrono::duration<double>(t1 - t0).count(), t = std::chrono::duration<double>(t2 - t1).count();
        state.counters["alone_s"] = a;
        state.counters["team_s"] = t;
        state.counters["speedup"] = a / t;
        state.counters["alone_M_values_per_s"] = static_cast<double>(n + 1) / a / 1e6;
        state.counters["team_M_values_per_s"] = static_cast<double>(n + 1) / t / 1e6;
    }
}
BENCHMARK_CAPTURE(team, 0.6, "0.6")->Args({1 << 20, 2})->Args({1 << 24, 2})->Iterations(1)->Unit(benchmark::kSecond);
BENCHMARK_CAPTURE(team, 4!., "4!.")->Args({1 << 20, 2})->Args({1 << 22, 2})->Iterations(1)->Unit(benchmark::kSecond);

BENCHMARK(grundys_game_vs_plain)->Arg(1 << 15)->Arg(1 << 16)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK(grundys_game_engine)->Arg(1 << 22)->Iterations(1)->Unit(benchmark::kMillisecond);

// Officers (0.6): about 1600 rare heaps under its mask. 0.16 and 0.56: about 50.
BENCHMARK_CAPTURE(fast, 0.6, "0.6")->Arg(1 << 16)->Arg(1 << 20)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(fast, 0.6, "0.6")->Arg(1 << 24)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(naive, 0.6, "0.6")->Arg(1 << 16)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(fast, 0.16, "0.16")->Arg(1 << 16)->Arg(1 << 22)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(naive, 0.16, "0.16")->Arg(1 << 16)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(fast, 0.56, "0.56")->Arg(1 << 22)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(certify, 0.56, "0.56")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(certify, 0.16, "0.16")->Unit(benchmark::kMillisecond);

// The codes of the comparison in docs/octal.md, one run each (the slowest take seconds).
const bool registered = [] {
    for (const char* code : {"0.72", "0.26", "0.05", "0.106", "4.7", "0.6", "0.137", "0.007", "0.4", "0.17"}) {
        for (auto [kind, f] : {std::pair{"engine/", &fast}, std::pair{"prefix/", &prefix}})
            benchmark::RegisterBenchmark((std::string(kind) + code).c_str(), f, code)
                ->Arg(1 << 16)
                ->Arg(1 << 18)
                ->Iterations(1)
                ->Unit(benchmark::kMillisecond);
    }
    return true;
}();

}  // namespace

BENCHMARK_MAIN();
