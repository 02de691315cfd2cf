// Misère quotients: the construction of sg::misere_quotient for wild octal games at fixed
// heap bounds (construct/CODE/N: the quotient of the sums of heaps up to N, built heap by
// heap and verified) and until a period proves it complete (complete/CODE), and the
// answers once it is built: the outcome of a sum of 50 heaps through the quotient (O(k))
// against sg::misere searching a sum of 3 heaps as one game (the whole-sum search cannot
// finish 50, nor 3 heaps of 40; docs/misere_quotient.md).
//
//   bench_misere_quotient --benchmark_filter=construct
//   bench_misere_quotient --benchmark_filter='construct|learned'   (against learning every bound)
//   bench_misere_quotient --benchmark_filter=complete   (until a period is proved)
//   bench_misere_quotient --benchmark_filter='construct/0.75'
#include <sg/games/octal.hpp>
#include <sg/misere.hpp>
#include <sg/misere_quotient.hpp>

#include <benchmark/benchmark.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace {

void construct_with(benchmark::State& st, const char* code, std::size_t n, bool learn_only) {
    sg::quotient_limits limits;
    limits.learn_only = learn_only;
    std::size_t order = 0;
    for (auto _ : st) {
        const sg::misere_quotient<sg::octal_game> q(sg::octal_game{code}, n, limits);
        order = q.order();
        benchmark::DoNotOptimize(order);
    }
    st.counters["order"] = static_cast<double>(order);
}
void construct(benchmark::State& st, const char* code, std::size_t n) { construct_with(st, code, n, false); }
// The same bound learned from searched sums at every heap (quotient_limits::learn_only):
// the baseline of the bipartite-monoid construction, in the same run.
void learned(benchmark::State& st, const char* code, std::size_t n) { construct_with(st, code, n, true); }

// Codes and bounds of docs/misere_quotient.md's table.
BENCHMARK_CAPTURE(construct, 0.75/100, "0.75", 100)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(construct, 0.71/60, "0.71", 60)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(construct, 0.72/60, "0.72", 60)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(construct, 0.53/60, "0.53", 60)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(construct, 0.77/60, "0.77", 60)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(construct, 0.54/24, "0.54", 24)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(construct, 0.57/30, "0.57", 30)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(construct, 0.26/36, "0.26", 36)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(learned, 0.77/60, "0.77", 60)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(learned, 0.54/24, "0.54", 24)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(learned, 0.57/30, "0.57", 30)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(learned, 0.26/36, "0.26", 36)->Unit(benchmark::kMillisecond);

// Until the quotient is proved complete (sg::periodic_quotient, docs/misere_quotient.md's
// side-by-side table): the bound where the period is proved, and the period.
void complete(benchmark::State& st, const char* code) {
    std::size_t bound = 0, period = 0;
    for (auto _ : st) {
        const auto q = sg::periodic_quotient(sg::octal_game{code}, 400);
        bound = q.heap_bound();
        period = q.period() ? q.period()->period : 0;
        benchmark::DoNotOptimize(bound);
    }
    st.counters["bound"] = static_cast<double>(bound);
    st.counters["period"] = static_cast<double>(period);
}
BENCHMARK_CAPTURE(complete, 0.72, "0.72")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(complete, 0.77, "0.77")->Unit(benchmark::kMillisecond);

std::vector<std::uint64_t> random_heaps(std::size_t k, std::uint64_t top, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<std::uint64_t> p(k);
    for (auto& h : p) h = rng() % (top + 1);
    return p;
}

void outcome_quotient(benchmark::State& st) {
    const sg::misere_quotient<sg::octal_game> q(sg::octal_game{"0.77"}, 20);
    const auto p = random_heaps(50, 20, 1);
    for (auto _ : st) benchmark::DoNotOptimize(q.wins(p));
}
BENCHMARK(outcome_quotient);

void outcome_whole_sum(benchmark::State& st) {  // a fresh search each time: no memo carried over
    const auto p = random_heaps(3, 20, 1);
    for (auto _ : st) {
        sg::misere<sg::octal_game> s(sg::octal_game{"0.77"});
        benchmark::DoNotOptimize(s.wins(p));
    }
}
BENCHMARK(outcome_whole_sum)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
