// Green Hackenbush on pictures of about 10^6 edges, against plain hand-written code:
//   BM_sg_graph      sg::green_hackenbush::value() (fusion + colon principle, CSR, one DFS)
//   BM_plain_graph   the textbook way: vector<vector> adjacency, iterative Tarjan bridge
//                    search, a BFS per 2-edge-connected component, then the bridge tree
//   BM_sg_tree       sg::green_hackenbush_tree(parent) on a random rooted tree
//   BM_plain_tree    children lists, BFS order from the root, values summed bottom-up
//   BM_sg_graph_tree sg::green_hackenbush::value() on that same tree given as a graph
// The graph mixes a long path (a stalk of 300 000 edges), 50 000 cycles of 2..7 edges
// hanging from random vertices, and a random tree with extra edges that close cycles.
// Every run starts from the edge list (or parent array); results are checked equal.
#include <sg/games/hackenbush.hpp>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <utility>
#include <vector>

namespace {

struct picture {
    std::size_t n = 0;
    std::vector<std::pair<std::size_t, std::size_t>> edges;  // vertex 0 is the ground
};

picture make_mixed() {
    std::mt19937_64 rng(12345);
    picture p;
    p.n = 1;
    auto add_vertex = [&] { return p.n++; };
    auto random_vertex = [&] { return std::uniform_int_distribution<std::size_t>(0, p.n - 1)(rng); };
    // a stalk of 300 000 edges
    std::size_t prev = 0;
    for (int i = 0; i < 300'000; ++i) {
        const std::size_t v = add_vertex();
        p.edges.emplace_back(prev, v);
        prev = v;
    }
    // a random tree of 250 000 edges hanging from the ground and the stalk
    for (int i = 0; i < 250'000; ++i) {
        const std::size_t u = random_vertex();
        p.edges.emplace_back(u, add_vertex());
    }
    // 50 000 cycles of 2..7 edges, each through one existing vertex
    for (int i = 0; i < 50'000; ++i) {
        const std::size_t at = random_vertex();
        const int len = std::uniform_int_distribution<int>(2, 7)(rng);
        std::size_t last = at;
        for (int j = 1; j < len; ++j) {
            const std::size_t v = add_vertex();
            p.edges.emplace_back(last, v);
            last = v;
        }
        p.edges.emplace_back(last, at);
    }
    // extra edges between random vertices, closing long cycles, and a few loops
    while (p.edges.size() < 1'000'000) {
        const std::size_t u = random_vertex();
        p.edges.emplace_back(u, p.edges.size() % 1000 == 0 ? u : random_vertex());
    }
    return p;
}

std::vector<std::size_t> make_tree(std::size_t n) {
    std::mt19937_64 rng(777);
    std::vector<std::size_t> parent(n);
    parent[0] = sg::hackenbush_root;
    for (std::size_t v = 1; v < n; ++v) {
        // mostly deep: a parent near v, sometimes anywhere
        const std::size_t back = std::uniform_int_distribution<std::size_t>(1, 8)(rng);
        parent[v] = back <= 6 ? v - std::min(v, back) : std::uniform_int_distribution<std::size_t>(0, v - 1)(rng);
    }
    return parent;
}

sg::green_hackenbush to_graph(const picture& p) {
    sg::green_hackenbush g(p.n);
    g.reserve(p.n, p.edges.size());
    g.set_ground(0);
    for (const auto& [u, v] : p.edges) g.add_edge(u, v);
    return g;
}

// ---- the plain baseline for graphs
std::uint64_t plain_graph(const picture& p) {
    const std::size_t n = p.n, m = p.edges.size();
    std::vector<std::vector<std::pair<std::size_t, std::size_t>>> adj(n);  // (to, edge)
    for (std::size_t e = 0; e < m; ++e) {
        const auto [u, v] = p.edges[e];
        if (u == v) continue;
        adj[u].emplace_back(v, e);
        adj[v].emplace_back(u, e);
    }
    // Tarjan's bridges, iteratively
    std::vector<std::size_t> tin(n, 0), low(n, 0), it(n, 0);
    std::vector<std::size_t> via(n, m);  // edge to the DFS parent
    std::vector<bool> bridge(m, false);
    std::vector<std::size_t> stack{0};
    std::size_t timer = 0;
    tin[0] = low[0] = ++timer;
    while (!stack.empty()) {
        const std::size_t v = stack.back();
        if (it[v] < adj[v].size()) {
            const auto [to, e] = adj[v][it[v]++];
            if (e == via[v]) continue;
            if (tin[to]) {
                low[v] = std::min(low[v], tin[to]);
            } else {
                tin[to] = low[to] = ++timer;
                via[to] = e;
                stack.push_back(to);
            }
        } else {
            stack.pop_back();
            if (!stack.empty()) {
                const std::size_t parent = stack.back();
                low[parent] = std::min(low[parent], low[v]);
                if (low[v] > tin[parent]) bridge[via[v]] = true;
            }
        }
    }
    // 2-edge-connected components by BFS over non-bridges; count inner edges
    std::vector<std::size_t> comp(n, SIZE_MAX);
    std::vector<std::uint64_t> loops;
    for (std::size_t s = 0; s < n; ++s) {
        if (comp[s] != SIZE_MAX || !tin[s]) continue;
        const std::size_t c = loops.size();
        loops.push_back(0);
        std::vector<std::size_t> queue{s};
        comp[s] = c;
        for (std::size_t q = 0; q < queue.size(); ++q)
            for (const auto& [to, e] : adj[queue[q]])
                if (!bridge[e] && comp[to] == SIZE_MAX) {
                    comp[to] = c;
                    queue.push_back(to);
                }
    }
    for (const auto& [u, v] : p.edges)
        if (tin[u] && comp[u] == comp[v]) loops[comp[u]] ^= 1;
    // the bridge tree, rooted at the ground's component, values bottom-up
    const std::size_t k = loops.size();
    std::vector<std::vector<std::size_t>> tree(k);
    for (std::size_t e = 0; e < m; ++e)
        if (bridge[e]) {
            const std::size_t a = comp[p.edges[e].first], b = comp[p.edges[e].second];
            tree[a].push_back(b);
            tree[b].push_back(a);
        }
    std::vector<std::size_t> order{comp[0]}, up(k, SIZE_MAX);
    up[comp[0]] = comp[0];
    for (std::size_t q = 0; q < order.size(); ++q)
        for (std::size_t c : tree[order[q]])
            if (up[c] == SIZE_MAX) {
                up[c] = order[q];
                order.push_back(c);
            }
    for (std::size_t q = order.size(); q-- > 1;) loops[up[order[q]]] ^= loops[order[q]] + 1;
    return loops[comp[0]];
}

// ---- the plain baseline for trees
std::uint64_t plain_tree(const std::vector<std::size_t>& parent) {
    const std::size_t n = parent.size();
    std::vector<std::vector<std::size_t>> children(n);
    std::vector<std::size_t> order;
    for (std::size_t v = 0; v < n; ++v)
        if (parent[v] == sg::hackenbush_root)
            order.push_back(v);
        else
            children[parent[v]].push_back(v);
    for (std::size_t q = 0; q < order.size(); ++q)
        for (std::size_t c : children[order[q]]) order.push_back(c);
    std::vector<std::uint64_t> value(n, 0);
    std::uint64_t total = 0;
    for (std::size_t q = order.size(); q-- > 0;) {
        const std::size_t v = order[q];
        if (parent[v] == sg::hackenbush_root)
            total ^= value[v];
        else
            value[parent[v]] ^= value[v] + 1;
    }
    return total;
}

const picture& mixed() {
    static const picture p = make_mixed();
    return p;
}
const std::vector<std::size_t>& tree() {
    static const std::vector<std::size_t> t = make_tree(1'000'000);
    return t;
}

bool agree() {
    static const bool ok = [] {
        const std::uint64_t a = to_graph(mixed()).value(), b = plain_graph(mixed());
        const std::uint64_t c = sg::green_hackenbush_tree(tree()), d = plain_tree(tree());
        return a == b && c == d;
    }();
    return ok;
}

void BM_sg_graph(benchmark::State& st) {
    if (!agree()) st.SkipWithError("results differ");
    const sg::green_hackenbush g = to_graph(mixed());
    for (auto _ : st) benchmark::DoNotOptimize(g.value());
    st.SetItemsProcessed(st.iterations() * static_cast<std::int64_t>(mixed().edges.size()));
}

void BM_plain_graph(benchmark::State& st) {
    if (!agree()) st.SkipWithError("results differ");
    for (auto _ : st) benchmark::DoNotOptimize(plain_graph(mixed()));
    st.SetItemsProcessed(st.iterations() * static_cast<std::int64_t>(mixed().edges.size()));
}

void BM_sg_tree(benchmark::State& st) {
    if (!agree()) st.SkipWithError("results differ");
    for (auto _ : st) benchmark::DoNotOptimize(sg::green_hackenbush_tree(tree()));
    st.SetItemsProcessed(st.iterations() * static_cast<std::int64_t>(tree().size()));
}

void BM_plain_tree(benchmark::State& st) {
    if (!agree()) st.SkipWithError("results differ");
    for (auto _ : st) benchmark::DoNotOptimize(plain_tree(tree()));
    st.SetItemsProcessed(st.iterations() * static_cast<std::int64_t>(tree().size()));
}

void BM_sg_graph_tree(benchmark::State& st) {
    if (!agree()) st.SkipWithError("results differ");
    sg::green_hackenbush g(tree().size());
    g.set_ground(0);
    for (std::size_t v = 1; v < tree().size(); ++v) g.add_edge(v, tree()[v]);
    for (auto _ : st) benchmark::DoNotOptimize(g.value());
    st.SetItemsProcessed(st.iterations() * static_cast<std::int64_t>(tree().size()));
}

}  // namespace

BENCHMARK(BM_sg_graph)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_plain_graph)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_sg_tree)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_plain_tree)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_sg_graph_tree)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
