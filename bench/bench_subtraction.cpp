// Subtraction games: sg::subtraction_sequence of a 10-element set to n = 10^8 against a
// hand-written loop, and the time to certify the periods of random 3- to 6-element sets
// from [1, 100] against cycle detection on windows with a hash map.
//
//   bench_subtraction --benchmark_repetitions=3 --benchmark_report_aggregates_only=true
#include <sg/games/subtraction.hpp>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

namespace {

using u64 = std::uint64_t;

constexpr u64 sequence_n = 100'000'000;
// Ten amounts from [1, 100].
const std::vector<u64> ten = {1, 4, 9, 16, 23, 37, 50, 62, 81, 97};

template <class T>
void sequence_sg(benchmark::State& state) {
    const sg::subtraction_game game(ten);
    for (auto _ : state) {
        sg::subtraction_sequence<sg::subtraction_game, T> g(game);
        g.extend(sequence_n);
        benchmark::DoNotOptimize(g);
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) * static_cast<std::int64_t>(sequence_n + 1));
}

// What one writes by hand: a 64-bit mask of the values seen, S sorted ascending.
template <class T>
void sequence_hand(benchmark::State& state) {
    std::vector<std::size_t> S(ten.begin(), ten.end());
    for (auto _ : state) {
        std::vector<T> g(sequence_n + 1);
        for (std::size_t n = 0; n <= sequence_n; ++n) {
            u64 seen = 0;
            for (std::size_t k : S) {
                if (k > n) break;
                seen |= u64{1} << g[n - k];
            }
            g[n] = static_cast<T>(std::countr_one(seen));
        }
        benchmark::DoNotOptimize(g.data());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) * static_cast<std::int64_t>(sequence_n + 1));
}

BENCHMARK(sequence_sg<sg::nimber>)->Name("sequence/sg/nimber")->Unit(benchmark::kMillisecond);
BENCHMARK(sequence_hand<u64>)->Name("sequence/hand/uint64")->Unit(benchmark::kMillisecond);
BENCHMARK(sequence_sg<std::uint8_t>)->Name("sequence/sg/uint8")->Unit(benchmark::kMillisecond);
BENCHMARK(sequence_hand<std::uint8_t>)->Name("sequence/hand/uint8")->Unit(benchmark::kMillisecond);

// 300 random sets of 3 to 6 amounts from [1, 100], fixed seed.
std::vector<std::vector<u64>> random_sets() {
    std::mt19937_64 rng(2024);
    std::vector<std::vector<u64>> sets;
    for (int i = 0; i < 300; ++i) {
        std::vector<u64> all;
        for (u64 k = 1; k <= 100; ++k) all.push_back(k);
        std::shuffle(all.begin(), all.end(), rng);
        all.resize(3 + rng() % 4);
        std::sort(all.begin(), all.end());
        sets.push_back(all);
    }
    return sets;
}

void certify_sg(benchmark::State& state) {
    const auto sets = random_sets();
    u64 longest = 0, total = 0;
    for (auto _ : state) {
        for (const auto& S : sets) {
            const auto ps = sg::subtraction_sequence(sg::subtraction_game(S)).search_period();
            if (!ps) state.SkipWithError("a period was not certified");
            else {
                longest = std::max<u64>(longest, ps->preperiod + ps->period);
                total += ps->period;
            }
        }
    }
    benchmark::DoNotOptimize(total);
    state.counters["sets"] = static_cast<double>(sets.size());
    state.counters["longest_pre+per"] = static_cast<double>(longest);
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(sets.size()));
}

// By hand: the window G(n .. n+t-1) determines what follows, so the first repeated
// window (looked up in a hash map) gives preperiod and period.
void certify_hand(benchmark::State& state) {
    const auto sets = random_sets();
    u64 total = 0;
    for (auto _ : state) {
        for (const auto& S : sets) {
            const std::size_t t = static_cast<std::size_t>(S.back());
            std::vector<std::uint8_t> g;
            std::unordered_map<std::string, std::size_t> first;
            for (std::size_t n = 0;; ++n) {
                while (g.size() < n + t) {
                    const std::size_t m = g.size();
                    u64 seen = 0;
                    for (u64 k : S) {
                        if (k > m) break;
                        seen |= u64{1} << g[m - k];
                    }
                    g.push_back(static_cast<std::uint8_t>(std::countr_one(seen)));
                }
                auto [it, fresh] = first.emplace(std::string(g.begin() + static_cast<std::ptrdiff_t>(n),
                                                             g.begin() + static_cast<std::ptrdiff_t>(n + t)),
                                                 n);
                if (!fresh) {
                    total += n - it->second;
                    break;
                }
            }
        }
    }
    benchmark::DoNotOptimize(total);
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(sets.size()));
}

BENCHMARK(certify_sg)->Name("certify/sg")->Unit(benchmark::kMillisecond);
BENCHMARK(certify_hand)->Name("certify/hand_window_hash")->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
