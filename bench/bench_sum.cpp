// Sums through the query surface against hand-written loops over the same solved memo:
//   BM_value_hand / BM_value        XOR of 10^6 components' values: a loop over g(s),
//                                   and g.value(range)
//   BM_move_hand / BM_winning_move  one winning move: the mex-rule scan written by hand
//                                   (first component with v ^ x < v, then its first move
//                                   to v ^ x), and g.winning_move(range)
//   BM_count_hand / BM_count        the number of winning moves, by hand and by
//                                   g.count_winning_moves(range)
//   BM_sum_value                    sg::sum with one part per component (a virtual call
//                                   a part), the same value
// The memo is filled before timing; every figure is per component.
#include <sg/grundy.hpp>
#include <sg/sum.hpp>

#include <benchmark/benchmark.h>

#include <array>
#include <cstdint>
#include <random>
#include <vector>

namespace {

constexpr std::array<int, 8> S = {1, 3, 4, 7, 9, 12, 15, 20};
constexpr int heap_max = 100'000;

struct sub_game {
    using state = int;
    void moves(int n, auto&& emit) const {
        for (int k : S)
            if (k <= n) emit(n - k);
    }
    std::size_t size() const { return heap_max + 1; }
    std::size_t index(int n) const { return static_cast<std::size_t>(n); }
};

struct fixture {
    sg::grundy<sub_game> g;
    std::vector<int> comps;
    explicit fixture(std::size_t n) {
        for (int i = 0; i <= heap_max; ++i) (void)g(i);
        std::mt19937 rng(1);
        std::uniform_int_distribution<int> pick(0, heap_max);
        comps.resize(n);
        for (int& c : comps) c = pick(rng);
        // Make the sum a win, so that a winning move exists.
        if (g.value(comps) == 0) comps.back() = comps.back() == 0 ? 1 : comps.back() - 1;
    }
};

fixture& shared(std::size_t n) {
    static fixture f(n);
    return f;
}

constexpr std::size_t components = 1'000'000;

void BM_value_hand(benchmark::State& st) {
    fixture& f = shared(components);
    for (auto _ : st) {
        sg::nimber x = 0;
        for (int c : f.comps) x ^= f.g(c);
        benchmark::DoNotOptimize(x);
    }
    st.SetItemsProcessed(st.iterations() * static_cast<std::int64_t>(components));
}

void BM_value(benchmark::State& st) {
    fixture& f = shared(components);
    for (auto _ : st) benchmark::DoNotOptimize(f.g.value(f.comps));
    st.SetItemsProcessed(st.iterations() * static_cast<std::int64_t>(components));
}

void BM_move_hand(benchmark::State& st) {
    fixture& f = shared(components);
    for (auto _ : st) {
        sg::nimber x = 0;
        for (int c : f.comps) x ^= f.g(c);
        std::size_t at = 0;
        int to = -1;
        for (std::size_t i = 0; i < f.comps.size() && to < 0; ++i) {
            const sg::nimber v = f.g(f.comps[i]);
            if ((v ^ x) >= v) continue;
            for (int k : S)
                if (k <= f.comps[i] && f.g(f.comps[i] - k) == (v ^ x)) {
                    at = i;
                    to = f.comps[i] - k;
                    break;
                }
        }
        benchmark::DoNotOptimize(at);
        benchmark::DoNotOptimize(to);
    }
    st.SetItemsProcessed(st.iterations() * static_cast<std::int64_t>(components));
}

void BM_winning_move(benchmark::State& st) {
    fixture& f = shared(components);
    for (auto _ : st) benchmark::DoNotOptimize(f.g.winning_move(f.comps));
    st.SetItemsProcessed(st.iterations() * static_cast<std::int64_t>(components));
}

void BM_count_hand(benchmark::State& st) {
    fixture& f = shared(components);
    for (auto _ : st) {
        sg::nimber x = 0;
        for (int c : f.comps) x ^= f.g(c);
        std::size_t count = 0;
        for (int c : f.comps) {
            const sg::nimber t = f.g(c) ^ x;
            for (int k : S)  // S's moves lead to distinct heaps
                if (k <= c && f.g(c - k) == t) ++count;
        }
        benchmark::DoNotOptimize(count);
    }
    st.SetItemsProcessed(st.iterations() * static_cast<std::int64_t>(components));
}

void BM_count(benchmark::State& st) {
    fixture& f = shared(components);
    for (auto _ : st) benchmark::DoNotOptimize(f.g.count_winning_moves(f.comps));
    st.SetItemsProcessed(st.iterations() * static_cast<std::int64_t>(components));
}

void BM_sum_value(benchmark::State& st) {
    fixture& f = shared(components);
    sg::sum s;
    for (int c : f.comps) s.add(f.g, c);
    for (auto _ : st) benchmark::DoNotOptimize(s.value());
    st.SetItemsProcessed(st.iterations() * static_cast<std::int64_t>(components));
}

}  // namespace

BENCHMARK(BM_value_hand)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_value)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_move_hand)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_winning_move)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_count_hand)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_count)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_sum_value)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
