// sg::search against the exhaustive sg::grundy on the same positions, each run from an
// empty table:
//   BM_grundy_cram/R/C    sg::grundy<sg::cram> on the empty R x C board
//   BM_search_cram/R/C    sg::search<sg::cram> (16 MiB table) on the same board
//   BM_search_cram_wide/R/C  the same in two words (sg::basic_cram<2>): what a board
//                           past 64 cells pays per position, on a board both hold
//   BM_grundy_chomp/R/C, BM_search_chomp/R/C       the R x C Chomp rectangle
//   BM_search_chomp_wide/R/C  BM_search_chomp in two words (sg::basic_chomp<2>)
//   BM_grundy_kayles/N, BM_search_kayles/N         Node Kayles on the N-vertex path
//   BM_search_kayles_grid_plain/R/C  Node Kayles on the R x C grid given by its edges
//                             (every state where it lies), one word
//   BM_search_kayles_grid/R/C, BM_search_kayles_grid_wide/R/C  the same made by grid()
//                             (shapes up to translation and mirrors), in one word and
//                             in two (sg::bitboard<2>)
//   BM_grundy_cram_large/R/C  the exhaustive solver on the largest boards it holds
//                             (4x8, 5x7, 6x6: 0.7 to 4.6 million states), one run each
//   BM_search_cram_curve/R/C  sg::search (1 GiB budget) as boards grow, 30 to 40 cells,
//                             one run each: the time and memory curve (boards with both
//                             sides even take no search: the half-turn symmetry gives 0;
//                             3 x 13 and 3 x 14 are odd boards of 39 and 42 cells)
// Counters: "stored" states the solver kept, "bytes" the memory its table takes (grundy:
// its hash table's slots at the 0.7 load factor; search: the table as allocated, which
// starts at 4096 slots and doubles as it fills), "nodes" the search's outcome searches,
// "peak_rss" the process's largest resident size so far in bytes (getrusage; it never
// goes down, so it is the run's own only when the runs before it took less).
#include <sg/games/chomp.hpp>
#include <sg/games/cram.hpp>
#include <sg/games/node_kayles.hpp>
#include <sg/grundy.hpp>
#include <sg/search.hpp>

#include <benchmark/benchmark.h>
#include <sys/resource.h>

#include <bit>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace {

constexpr std::size_t table = std::size_t{16} << 20;
constexpr std::size_t large_table = std::size_t{1} << 30;

double peak_rss() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_maxrss) * 1024.0;  // Linux reports KiB
}

template <class Game>
double grundy_bytes(std::size_t stored) {
    const std::size_t slots = std::bit_ceil(stored * 10 / 7 + 1);
    return static_cast<double>(slots * (sizeof(typename Game::state) + sizeof(sg::nimber)));
}

template <class Game>
void run_grundy(benchmark::State& st, const Game& game, const typename Game::state& s) {
    std::size_t stored = 0;
    for (auto _ : st) {
        sg::grundy<Game> g(game);
        benchmark::DoNotOptimize(g.value(s));
        stored = g.size();
    }
    st.counters["stored"] = static_cast<double>(stored);
    st.counters["bytes"] = grundy_bytes<Game>(stored);
    st.counters["peak_rss"] = peak_rss();
}

template <class Game>
void run_search(benchmark::State& st, const Game& game, const typename Game::state& s,
                std::size_t budget = table) {
    std::size_t stored = 0;
    std::uint64_t nodes = 0;
    std::size_t bytes = 0;
    for (auto _ : st) {
        sg::search<Game> x(game, budget);
        benchmark::DoNotOptimize(x.value(s));
        stored = x.size();
        nodes = x.stats().nodes;
        bytes = x.table_bytes();
    }
    st.counters["stored"] = static_cast<double>(stored);
    st.counters["bytes"] = static_cast<double>(bytes);
    st.counters["nodes"] = static_cast<double>(nodes);
    st.counters["peak_rss"] = peak_rss();
}

std::uint32_t arg(const benchmark::State& st, std::size_t i) { return static_cast<std::uint32_t>(st.range(i)); }

void BM_grundy_cram(benchmark::State& st) {
    run_grundy(st, sg::cram{}, sg::cram::board(arg(st, 0), arg(st, 1)));
}
void BM_search_cram(benchmark::State& st) {
    run_search(st, sg::cram{}, sg::cram::board(arg(st, 0), arg(st, 1)));
}
void BM_search_cram_wide(benchmark::State& st) {
    run_search(st, sg::basic_cram<2>{}, sg::basic_cram<2>::board(arg(st, 0), arg(st, 1)));
}
void BM_grundy_cram_large(benchmark::State& st) {
    run_grundy(st, sg::cram{}, sg::cram::board(arg(st, 0), arg(st, 1)));
}
void BM_search_cram_curve(benchmark::State& st) {
    run_search(st, sg::cram{}, sg::cram::board(arg(st, 0), arg(st, 1)), large_table);
}
void BM_grundy_chomp(benchmark::State& st) {
    const sg::chomp c(arg(st, 0), arg(st, 1));
    run_grundy(st, c, c.rectangle());
}
void BM_search_chomp(benchmark::State& st) {
    const sg::chomp c(arg(st, 0), arg(st, 1));
    run_search(st, c, c.rectangle());
}
void BM_search_chomp_wide(benchmark::State& st) {
    const sg::basic_chomp<2> c(arg(st, 0), arg(st, 1));
    run_search(st, c, c.rectangle());
}
void BM_grundy_kayles(benchmark::State& st) {
    const auto g = sg::node_kayles::path(static_cast<std::size_t>(st.range(0)));
    run_grundy(st, g, g.all());
}
void BM_search_kayles(benchmark::State& st) {
    const auto g = sg::node_kayles::path(static_cast<std::size_t>(st.range(0)));
    run_search(st, g, g.all());
}
// The R x C grid as a plain graph: the same vertices and edges as grid(), no canonical form.
sg::node_kayles plain_grid(std::uint32_t rows, std::uint32_t cols) {
    const auto g = sg::node_kayles::grid(rows, cols);
    std::vector<std::pair<std::size_t, std::size_t>> e;
    for (std::size_t v = 0; v < g.vertex_count(); ++v)
        for (std::size_t w = v + 1; w < g.vertex_count(); ++w)
            if ((g.closed_neighbourhood(v) >> w) & 1U) e.emplace_back(v, w);
    return sg::node_kayles(g.vertex_count(), e);
}
void BM_search_kayles_grid_plain(benchmark::State& st) {
    const auto g = plain_grid(arg(st, 0), arg(st, 1));
    run_search(st, g, g.all(), large_table);
}
void BM_search_kayles_grid(benchmark::State& st) {
    const auto g = sg::node_kayles::grid(arg(st, 0), arg(st, 1));
    run_search(st, g, g.all(), large_table);
}
void BM_search_kayles_grid_wide(benchmark::State& st) {
    const auto g = sg::basic_node_kayles<2>::grid(arg(st, 0), arg(st, 1));
    run_search(st, g, g.all(), large_table);
}

void cram_sizes(benchmark::internal::Benchmark* b) {
    for (const auto& [r, c] : {std::pair{3, 6}, {4, 5}, {3, 8}, {4, 6}, {5, 5}, {4, 7}, {5, 6}})
        b->Args({r, c});
    b->Unit(benchmark::kMillisecond);
}
void cram_large_sizes(benchmark::internal::Benchmark* b) {
    for (const auto& [r, c] : {std::pair{4, 8}, {5, 7}, {6, 6}}) b->Args({r, c});
    b->Iterations(1)->Unit(benchmark::kSecond);
}
void cram_curve_sizes(benchmark::internal::Benchmark* b) {
    for (const auto& [r, c] : {std::pair{5, 6}, {4, 8}, {5, 7}, {6, 6}, {4, 9}, {4, 10}, {3, 13}, {5, 8}, {3, 14}})
        b->Args({r, c});
    b->Iterations(1)->Unit(benchmark::kSecond);
}
void chomp_sizes(benchmark::internal::Benchmark* b) {
    for (const auto& [r, c] : {std::pair{4, 6}, {5, 6}, {6, 6}, {6, 7}}) b->Args({r, c});
    b->Unit(benchmark::kMillisecond);
}

}  // namespace

BENCHMARK(BM_grundy_cram)->Apply(cram_sizes);
BENCHMARK(BM_search_cram)->Apply(cram_sizes);
BENCHMARK(BM_search_cram_wide)->Apply(cram_sizes);
BENCHMARK(BM_grundy_cram_large)->Apply(cram_large_sizes);
BENCHMARK(BM_search_cram_curve)->Apply(cram_curve_sizes);
BENCHMARK(BM_grundy_chomp)->Apply(chomp_sizes);
BENCHMARK(BM_search_chomp)->Apply(chomp_sizes);
BENCHMARK(BM_search_chomp_wide)->Apply(chomp_sizes);
BENCHMARK(BM_grundy_kayles)->Arg(30)->Arg(50)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_search_kayles)->Arg(30)->Arg(50)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_search_kayles_grid_plain)->Args({3, 21})->Args({4, 12})->Iterations(1)->Unit(benchmark::kSecond);
BENCHMARK(BM_search_kayles_grid)->Args({3, 21})->Args({4, 12})->Iterations(1)->Unit(benchmark::kSecond);
BENCHMARK(BM_search_kayles_grid_wide)->Args({3, 21})->Args({4, 12})->Iterations(1)->Unit(benchmark::kSecond);

BENCHMARK_MAIN();
