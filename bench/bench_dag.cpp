// Tokens on a DAG: sg::digraph + sg::dag_grundy against a hand-written CSR + Kahn +
// timestamped-mex baseline (build from an edge list and compute, both timed), against
// the recursive std::set tutorial solution, and sg::loopy_grundy against the DAG path.
//
// Graphs: "random" (edges a -> b between uniformly random a < b of a random vertex
// order) and "local" (each vertex u has 5 edges u -> u+d, d uniform in 1..64, fewer
// near the end), with M = 5N. The argument of each benchmark is N. The sizes are N = 10^7; pick
// with a filter, e.g.
//   bench_dag --benchmark_filter='build_and_solve/.*/10000000' --benchmark_repetitions=3
// Times are wall clock and process CPU time (all threads, system time included); on a
// shared machine the CPU time is the steadier figure.
// Peak memory is measured in separate processes (fork, then getrusage via wait4 of
// the child: ru_maxrss), one per variant, so the variants do not share pages:
//   bench_dag --memory=10000000
#include <sg/games/digraph.hpp>
#include <sg/loopy.hpp>

#include <benchmark/benchmark.h>
#include <pthread.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <numeric>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace {

using edge = std::pair<std::uint32_t, std::uint32_t>;
using edge_list = std::vector<edge>;

enum class shape { random, local };

edge_list make_edges(shape kind, std::uint32_t n, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    const std::size_t m = 5 * static_cast<std::size_t>(n);
    edge_list e;
    e.reserve(m);
    if (kind == shape::random) {
        std::vector<std::uint32_t> order(n);
        std::iota(order.begin(), order.end(), 0U);
        std::shuffle(order.begin(), order.end(), rng);
        std::uniform_int_distribution<std::uint32_t> pick(0, n - 1);
        while (e.size() < m) {
            std::uint32_t a = pick(rng), b = pick(rng);
            if (a == b) continue;
            if (a > b) std::swap(a, b);
            e.emplace_back(order[a], order[b]);
        }
    } else {
        std::uniform_int_distribution<std::uint32_t> step(1, 64);
        for (std::uint32_t u = 0; u < n; ++u)
            for (int k = 0; k < 5; ++k) {
                const std::uint32_t d = step(rng);
                if (d < n - u) e.emplace_back(u, u + d);  // the last 64 vertices have fewer edges
            }
    }
    return e;
}

// One cached edge list at a time (the big ones take 400 MB).
const edge_list& edges_for(shape kind, std::uint32_t n) {
    static std::pair<shape, std::uint32_t> key{shape::random, 0};
    static edge_list cached;
    if (key != std::pair{kind, n} || cached.empty()) {
        edge_list().swap(cached);
        cached = make_edges(kind, n, 12345 + n + (kind == shape::local ? 1 : 0));
        key = {kind, n};
    }
    return cached;
}

// ---------------------------------------------------------------------------------
// The hand-written baseline: CSR by counting sort, Kahn's queue, values in reverse
// topological order with a mex buffer stamped by the vertex number.
std::vector<std::uint32_t> baseline(std::uint32_t n, const edge_list& edges) {
    std::vector<std::uint32_t> off(n + 1, 0), adj(edges.size());
    for (const auto& [u, v] : edges) ++off[u + 1];
    for (std::uint32_t v = 0; v < n; ++v) off[v + 1] += off[v];
    {
        std::vector<std::uint32_t> pos(off.begin(), off.end() - 1);
        for (const auto& [u, v] : edges) adj[pos[u]++] = v;
    }
    std::vector<std::uint32_t> indeg(n, 0), order, sg(n, 0);
    order.reserve(n);
    for (std::uint32_t v : adj) ++indeg[v];
    for (std::uint32_t v = 0; v < n; ++v)
        if (indeg[v] == 0) order.push_back(v);
    for (std::size_t h = 0; h < order.size(); ++h) {
        const std::uint32_t u = order[h];
        for (std::uint32_t e = off[u]; e < off[u + 1]; ++e)
            if (--indeg[adj[e]] == 0) order.push_back(adj[e]);
    }
    if (order.size() != n) std::abort();  // the benchmark graphs are acyclic
    std::uint32_t maxdeg = 0;
    for (std::uint32_t v = 0; v < n; ++v) maxdeg = std::max(maxdeg, off[v + 1] - off[v]);
    std::vector<std::uint32_t> seen(maxdeg + 2, 0);
    for (std::size_t i = n; i-- > 0;) {
        const std::uint32_t u = order[i];
        for (std::uint32_t e = off[u]; e < off[u + 1]; ++e)
            if (sg[adj[e]] <= maxdeg) seen[sg[adj[e]]] = u + 1;
        std::uint32_t m = 0;
        while (seen[m] == u + 1) ++m;
        sg[u] = m;
    }
    return sg;
}

// The tutorial solution: adjacency lists, recursion with memo, a std::set per vertex.
struct tutorial {
    std::vector<std::vector<int>> g;
    std::vector<int> f;
    int sg(int u) {
        if (f[static_cast<std::size_t>(u)] != -1) return f[static_cast<std::size_t>(u)];
        std::set<int> s;
        for (int v : g[static_cast<std::size_t>(u)]) s.insert(sg(v));
        for (int i = 0;; ++i)
            if (!s.count(i)) return f[static_cast<std::size_t>(u)] = i;
    }
    std::uint64_t run(std::uint32_t n, const edge_list& edges) {
        g = std::vector<std::vector<int>>(n);
        f.assign(n, -1);
        for (const auto& [u, v] : edges) g[u].push_back(static_cast<int>(v));
        std::uint64_t sum = 0;
        for (std::uint32_t u = 0; u < n; ++u) sum += static_cast<std::uint64_t>(sg(static_cast<int>(u)));
        return sum;
    }
};

// The recursion is as deep as the longest path (about 0.7 N on the random graph), far
// beyond an 8 MiB stack: run it on a thread with a 4 GiB stack.
std::uint64_t run_tutorial(std::uint32_t n, const edge_list& edges) {
    struct job {
        std::uint32_t n;
        const edge_list* edges;
        std::uint64_t result;
    } j{n, &edges, 0};
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, std::size_t{4} << 30);
    pthread_t t;
    const auto body = [](void* p) -> void* {
        auto* jb = static_cast<job*>(p);
        tutorial tu;
        jb->result = tu.run(jb->n, *jb->edges);
        return nullptr;
    };
    if (pthread_create(&t, &attr, body, &j) != 0) std::abort();
    pthread_join(t, nullptr);
    pthread_attr_destroy(&attr);
    return j.result;
}

std::uint64_t run_adapter(std::uint32_t n, const edge_list& edges) {
    const sg::digraph g(n, edges);
    const sg::dag_grundy values(g);
    std::uint64_t sum = 0;
    for (std::uint32_t v : values.values()) sum += v;
    return sum;
}

std::uint64_t run_baseline(std::uint32_t n, const edge_list& edges) {
    const auto sg = baseline(n, edges);
    std::uint64_t sum = 0;
    for (std::uint32_t v : sg) sum += v;
    return sum;
}

template <std::uint64_t (*Run)(std::uint32_t, const edge_list&)>
void build_and_solve(benchmark::State& state, shape kind) {
    const auto n = static_cast<std::uint32_t>(state.range(0));
    const edge_list& edges = edges_for(kind, n);
    std::uint64_t sum = 0;
    for (auto _ : state) {
        sum = Run(n, edges);
        benchmark::DoNotOptimize(sum);
    }
    // Every variant must compute the same values.
    static std::map<std::pair<int, std::uint32_t>, std::uint64_t> expected;
    const auto [it, fresh] = expected.emplace(std::pair{static_cast<int>(kind), n}, sum);
    if (!fresh && it->second != sum) state.SkipWithError("values differ from another variant");
    state.counters["edges"] = static_cast<double>(edges.size());
}

void dag_vs_loopy(benchmark::State& state, bool loopy) {
    const auto n = static_cast<std::uint32_t>(state.range(0));
    const sg::digraph g(n, edges_for(shape::random, n));
    for (auto _ : state) {
        if (loopy) {
            const sg::loopy_grundy values(g);
            benchmark::DoNotOptimize(values.is_finite(0));
        } else {
            const sg::dag_grundy values(g);
            benchmark::DoNotOptimize(values.values().data());
        }
    }
}

void register_all() {
    const std::vector<std::int64_t> sizes = {1'000'000, 10'000'000};
    for (auto [kind, name] : {std::pair{shape::random, "random"}, std::pair{shape::local, "local"}}) {
        for (std::int64_t n : sizes) {
            const std::int64_t iters = n >= 10'000'000 ? 1 : 3;
            benchmark::RegisterBenchmark(("build_and_solve/" + std::string(name) + "/baseline").c_str(),
                                         build_and_solve<run_baseline>, kind)
                ->Arg(n)->Iterations(iters)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->UseRealTime();
            benchmark::RegisterBenchmark(("build_and_solve/" + std::string(name) + "/sg").c_str(),
                                         build_and_solve<run_adapter>, kind)
                ->Arg(n)->Iterations(iters)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->UseRealTime();
        }
    }
    benchmark::RegisterBenchmark("tutorial_set/random/tutorial", build_and_solve<run_tutorial>, shape::random)
        ->Arg(200'000)->Iterations(3)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->UseRealTime();
    benchmark::RegisterBenchmark("tutorial_set/random/sg", build_and_solve<run_adapter>, shape::random)
        ->Arg(200'000)->Iterations(3)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->UseRealTime();
    benchmark::RegisterBenchmark("solve_only/random/dag_grundy", dag_vs_loopy, false)
        ->Arg(1'000'000)->Iterations(3)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->UseRealTime();
    benchmark::RegisterBenchmark("solve_only/random/loopy_grundy", dag_vs_loopy, true)
        ->Arg(1'000'000)->Iterations(3)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->UseRealTime();
}

// ---------------------------------------------------------------------------------
// Peak memory: each variant in its own child process.
double child_peak_mib(const char* what, shape kind, std::uint32_t n) {
    std::fflush(nullptr);
    const pid_t pid = fork();
    if (pid < 0) std::abort();
    if (pid == 0) {
        const edge_list e = make_edges(kind, n, 777);
        std::uint64_t sum = 0;
        if (std::strcmp(what, "sg") == 0) sum = run_adapter(n, e);
        if (std::strcmp(what, "baseline") == 0) sum = run_baseline(n, e);
        std::_Exit(static_cast<int>(sum % 2));  // the sum is used
    }
    int status = 0;
    rusage use{};
    if (wait4(pid, &status, 0, &use) != pid) std::abort();
    if (!WIFEXITED(status)) {
        std::fprintf(stderr, "bench_dag: the %s child died by signal %d\n", what, WIFSIGNALED(status) ? WTERMSIG(status) : 0);
        std::exit(1);
    }
    return static_cast<double>(use.ru_maxrss) / 1024.0;  // ru_maxrss is in KiB on Linux
}

int measure_memory(std::uint32_t n) {
    std::printf("peak resident memory (MiB), N = %u, M = 5N, one child process per variant\n", n);
    std::printf("%-8s %12s %12s %12s %14s %14s\n", "graph", "edges only", "baseline", "sg", "sg/baseline",
                "above edges");
    for (auto [kind, name] : {std::pair{shape::random, "random"}, std::pair{shape::local, "local"}}) {
        const double e = child_peak_mib("edges", kind, n);
        const double b = child_peak_mib("baseline", kind, n);
        const double s = child_peak_mib("sg", kind, n);
        std::printf("%-8s %12.1f %12.1f %12.1f %14.3f %14.3f\n", name, e, b, s, s / b, (s - e) / (b - e));
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        if (std::strncmp(argv[i], "--memory=", 9) == 0)
            return measure_memory(static_cast<std::uint32_t>(std::strtoul(argv[i] + 9, nullptr, 10)));
    register_all();
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
