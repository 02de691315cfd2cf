// sg::grundy on a subtraction game with |S| = 8, against hand-written baselines:
//   BM_hand_loop      a flat array filled left to right (the fastest plain code)
//   BM_dense_sweep    sg::grundy with the dense memo, g(0), g(1), ..., g(n)
//   BM_dense_fill     sg::grundy with the dense memo, g.fill() (the same states, one call)
//   BM_dense_deep     sg::grundy with the dense memo, one query g(n) from scratch
//   BM_hash_sweep     sg::grundy with the hash memo, g(0) ... g(n)
//   BM_hash_deep      sg::grundy with the hash memo, one query g(n)
//   BM_tutorial       the recursive tutorial style: std::map memo, std::set mex
//   BM_hash_chain     sg::grundy with the hash memo on a chain (the only move is to
//                     n - 1), one query g(n): a search path n states deep; its counter
//                     peak_rss is the peak resident bytes of a child process that runs
//                     the query once (fork, then ru_maxrss from wait4), so no other
//                     case's pages count
// Every run builds its memo from nothing. Compare ratios at equal n. Times are wall
// clock and CPU time; on a shared machine the CPU time is the steadier figure:
//   bench_grundy --benchmark_filter='hand_loop|dense_sweep' --benchmark_repetitions=5
#include <sg/grundy.hpp>

#include <benchmark/benchmark.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <vector>

namespace {

constexpr std::array<int, 8> S = {1, 3, 4, 7, 9, 12, 15, 20};

struct sub_game {
    using state = int;
    void moves(int n, auto&& emit) const {
        for (int k : S)
            if (k <= n) emit(n - k);
    }
};

struct dense_sub_game : sub_game {
    std::size_t bound;
    std::size_t size() const { return bound; }
    std::size_t index(int n) const { return static_cast<std::size_t>(n); }
};

void BM_hand_loop(benchmark::State& st) {
    const int n = static_cast<int>(st.range(0));
    for (auto _ : st) {
        std::vector<std::uint64_t> g(static_cast<std::size_t>(n) + 1);
        for (int i = 0; i <= n; ++i) {
            bool seen[S.size() + 1] = {};
            for (int k : S)
                if (k <= i && g[static_cast<std::size_t>(i - k)] <= S.size()) seen[g[static_cast<std::size_t>(i - k)]] = true;
            std::uint64_t m = 0;
            while (seen[m]) ++m;
            g[static_cast<std::size_t>(i)] = m;
        }
        benchmark::DoNotOptimize(g.data());
        benchmark::ClobberMemory();
    }
    st.SetItemsProcessed(st.iterations() * (n + 1));
}

template <class Game>
Game make_game(int n) {
    if constexpr (sg::dense_game<Game>) {
        Game g;
        g.bound = static_cast<std::size_t>(n) + 1;
        return g;
    } else {
        return Game{};
    }
}

void BM_dense_fill(benchmark::State& st) {
    const int n = static_cast<int>(st.range(0));
    for (auto _ : st) {
        sg::grundy<dense_sub_game> g{make_game<dense_sub_game>(n)};
        g.fill();
        benchmark::DoNotOptimize(g(n));
    }
    st.SetItemsProcessed(st.iterations() * (n + 1));
}

template <class Game>
void BM_sweep(benchmark::State& st) {
    const int n = static_cast<int>(st.range(0));
    for (auto _ : st) {
        sg::grundy<Game> g{make_game<Game>(n)};
        sg::nimber x = 0;
        for (int i = 0; i <= n; ++i) x ^= g(i);
        benchmark::DoNotOptimize(x);
    }
    st.SetItemsProcessed(st.iterations() * (n + 1));
}

template <class Game>
void BM_deep(benchmark::State& st) {
    const int n = static_cast<int>(st.range(0));
    for (auto _ : st) {
        sg::grundy<Game> g{make_game<Game>(n)};
        benchmark::DoNotOptimize(g(n));
    }
    st.SetItemsProcessed(st.iterations() * (n + 1));
}

// The style of most tutorials: recursion, a std::map memo and a std::set for the mex.
int tutorial_sg(int n, std::map<int, int>& memo) {
    if (auto it = memo.find(n); it != memo.end()) return it->second;
    std::set<int> seen;
    for (int k : S)
        if (k <= n) seen.insert(tutorial_sg(n - k, memo));
    int m = 0;
    while (seen.count(m)) ++m;
    return memo[n] = m;
}

// One query tutorial_sg(n): recursion depth n, so n stays small (8 MiB of stack).
void BM_tutorial(benchmark::State& st) {
    const int n = static_cast<int>(st.range(0));
    for (auto _ : st) {
        std::map<int, int> memo;
        benchmark::DoNotOptimize(tutorial_sg(n, memo));
    }
    st.SetItemsProcessed(st.iterations() * (n + 1));
}

// Larger n for the tutorial code: queries every 1000th value first, so that no call
// recurses deeper than 1000 frames.
void BM_tutorial_stepped(benchmark::State& st) {
    const int n = static_cast<int>(st.range(0));
    for (auto _ : st) {
        std::map<int, int> memo;
        int x = 0;
        for (int i = 0; i <= n; i += 1000) x ^= tutorial_sg(i, memo);
        x ^= tutorial_sg(n, memo);
        benchmark::DoNotOptimize(x);
    }
    st.SetItemsProcessed(st.iterations() * (n + 1));
}

void BM_hash_stepped(benchmark::State& st) {  // the same query pattern as BM_tutorial_stepped
    const int n = static_cast<int>(st.range(0));
    for (auto _ : st) {
        sg::grundy<sub_game> g;
        sg::nimber x = 0;
        for (int i = 0; i <= n; i += 1000) x ^= g(i);
        x ^= g(n);
        benchmark::DoNotOptimize(x);
    }
    st.SetItemsProcessed(st.iterations() * (n + 1));
}

struct chain_game {
    using state = int;
    void moves(int n, auto&& emit) const {
        if (n > 0) emit(n - 1);
    }
};

// Peak resident bytes of a child process that runs f() once.
template <class F>
double child_peak_rss(F f) {
    std::fflush(nullptr);
    const pid_t pid = fork();
    if (pid < 0) std::abort();
    if (pid == 0) std::_Exit(static_cast<int>(f() % 2));  // the result is used
    int status = 0;
    rusage use{};
    if (wait4(pid, &status, 0, &use) != pid || !WIFEXITED(status)) std::abort();
    return static_cast<double>(use.ru_maxrss) * 1024.0;  // ru_maxrss is in KiB on Linux
}

void BM_hash_chain(benchmark::State& st) {
    const int n = static_cast<int>(st.range(0));
    const auto query = [n] {
        sg::grundy<chain_game> g;
        return g(n);
    };
    for (auto _ : st) benchmark::DoNotOptimize(query());
    st.SetItemsProcessed(st.iterations() * (n + 1));
    st.counters["peak_rss"] = child_peak_rss(query);
}

constexpr std::int64_t big = 10'000'000;
constexpr std::int64_t small = 1'000'000;
constexpr std::int64_t tiny = 1 << 15;  // the tutorial's recursion stays within 8 MiB

}  // namespace

BENCHMARK(BM_hand_loop)->Arg(small)->Arg(big)->Unit(benchmark::kMillisecond);
BENCHMARK_TEMPLATE(BM_sweep, dense_sub_game)->Name("BM_dense_sweep")->Arg(small)->Arg(big)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_dense_fill)->Arg(small)->Arg(big)->Unit(benchmark::kMillisecond);
BENCHMARK_TEMPLATE(BM_deep, dense_sub_game)->Name("BM_dense_deep")->Arg(small)->Arg(big)->Unit(benchmark::kMillisecond);
BENCHMARK_TEMPLATE(BM_sweep, sub_game)->Name("BM_hash_sweep")->Arg(small)->Arg(big)->Unit(benchmark::kMillisecond);
BENCHMARK_TEMPLATE(BM_deep, sub_game)->Name("BM_hash_deep")->Arg(small)->Arg(big)->Unit(benchmark::kMillisecond);
BENCHMARK_TEMPLATE(BM_deep, sub_game)->Name("BM_hash_deep")->Arg(tiny)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_tutorial)->Arg(tiny)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_tutorial_stepped)->Arg(small)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_hash_stepped)->Arg(small)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_hash_chain)->Arg(small)->Arg(big)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
