// Fuzzes the loopy solvers of <sg/loopy.hpp> against retrograde analysis (written here)
// on digraphs decoded from the input: up to 10 vertices, cycles and self-loops, and up to
// 3 tokens. Checked:
// - every vertex's generalised value: finite n exactly when the vertex plus a Nim heap
//   of h is lost for h = n and won for every other h, and infinity(K) exactly when it is
//   won for h in K and drawn for the others (a retrograde analysis of vertex x heap);
// - the outcome of the tokens' sum against a retrograde analysis of the tuple of all
//   token positions; winning_moves as a set against the moves to lost tuples (each once,
//   count_winning_moves its size); winning_move wins in finitely many moves against
//   every reply (the positions it leads to form no cycle); drawing_move and best_move
//   keep the draw or win; moves_to_value against the values;
// - sg::loopy<Game> (hashed and dense memo) gives the same values and outcomes.
#include <sg/error.hpp>
#include <sg/games/digraph.hpp>
#include <sg/loopy.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <set>
#include <utility>
#include <vector>

#include "example_reference.hpp"
#include "fuzz_support.hpp"

namespace {
using sg_fuzz::require;
using sg_fuzz::reference::retrograde;
using tuple = std::vector<std::uint32_t>;

// The graph as a game, without and with a dense index.
struct graph_game {
    const sg::digraph* g;
    using state = std::uint32_t;
    void moves(state v, auto&& emit) const {
        for (const std::uint32_t w : g->successors(v)) emit(w);
    }
};
struct dense_graph_game : graph_game {
    [[nodiscard]] std::size_t size() const { return g->vertex_count(); }
    [[nodiscard]] std::size_t index(state v) const { return v; }
};

int to_int(sg::outcome o) { return o == sg::outcome::win ? 1 : o == sg::outcome::lose ? 0 : 2; }
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    sg_fuzz::bytes in{data, size};
    const std::uint32_t n = 1 + in.next() % 10;
    const std::size_t m = in.next() % (3 * n + 1);
    std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;
    for (std::size_t e = 0; e < m; ++e) {
        const std::uint32_t u = in.next() % n, v = in.next() % n;
        edges.emplace_back(u, v);
    }
    const std::size_t k = in.next() % 4;
    tuple tokens;
    for (std::size_t i = 0; i < k; ++i) tokens.push_back(in.next() % n);

    const sg::digraph g(n, edges);
    const sg::loopy_grundy L(g);
    std::vector<std::vector<std::uint32_t>> succ(n);
    for (std::uint32_t v = 0; v < n; ++v)
        for (const std::uint32_t w : g.successors(v)) succ[v].push_back(w);

    // Values: vertex v plus a Nim heap of h <= n (every finite value and K are below n).
    const std::size_t H = n + 1;
    std::vector<std::vector<std::size_t>> vh(n * H);
    for (std::uint32_t v = 0; v < n; ++v)
        for (std::size_t h = 0; h < H; ++h) {
            for (const std::uint32_t w : succ[v]) vh[v * H + h].push_back(w * H + h);
            for (std::size_t j = 0; j < h; ++j) vh[v * H + h].push_back(v * H + j);
        }
    const std::vector<int> with_heap = retrograde(vh);
    std::vector<sg::loopy_value> value(n);
    for (std::uint32_t v = 0; v < n; ++v) value[v] = L.value(v);
    for (std::uint32_t v = 0; v < n; ++v) {
        require(value[v] == L(v));
        for (std::size_t h = 0; h < H; ++h) {
            const int o = with_heap[v * H + h];
            if (value[v].is_finite()) {
                require(o == (h == value[v].value() ? 0 : 1));
            } else {
                const auto& K = value[v].finite_options();
                require(o == (std::binary_search(K.begin(), K.end(), h) ? 1 : 2));
            }
        }
        require(to_int(L.outcome(v)) == with_heap[v * H]);
        // moves_to_value: the successors of finite value x.
        for (sg::nimber x = 0; x < 3; ++x) {
            std::set<std::uint32_t> want, got;
            for (const std::uint32_t w : succ[v])
                if (value[w].is_finite() && value[w].value() == x) want.insert(w);
            for (const auto& to : L.moves_to_value(v, x)) {
                require(to.size() == 1);
                got.insert(to[0]);
            }
            require(got == want);
            require(L.move_to_value(v, x).has_value() == !want.empty());
        }
    }

    // The tuple of all token positions as one game.
    std::size_t count = 1;
    for (std::size_t i = 0; i < k; ++i) count *= n;
    const auto id = [&](const tuple& t) {
        std::size_t x = 0;
        for (const auto v : t) x = x * n + v;
        return x;
    };
    std::vector<tuple> positions(count, tuple(k));
    std::vector<std::vector<std::size_t>> next(count);
    for (std::size_t p = 0; p < count; ++p) {
        std::size_t x = p;
        for (std::size_t i = k; i-- > 0;) {
            positions[p][i] = static_cast<std::uint32_t>(x % n);
            x /= n;
        }
        for (std::size_t i = 0; i < k; ++i)
            for (const std::uint32_t w : succ[positions[p][i]]) {
                tuple t = positions[p];
                t[i] = w;
                next[p].push_back(id(t));
            }
    }
    const std::vector<int> whole = retrograde(next);
    const auto after = [&](const tuple& t, const sg::move<std::uint32_t>& mv) {
        require(mv.component < k && mv.to.size() == 1);
        require(std::find(succ[t[mv.component]].begin(), succ[t[mv.component]].end(), mv.to[0]) !=
                succ[t[mv.component]].end());
        tuple u = t;
        u[mv.component] = mv.to[0];
        return id(u);
    };

    const std::size_t start = id(tokens);
    require(to_int(L.outcome(tokens)) == whole[start]);
    require(L.wins(tokens) == (whole[start] == 1));
    sg::loopy_value sum;
    for (const auto v : tokens) sum += value[v];
    require(L.value(tokens) == sum);

    std::set<std::pair<std::size_t, std::uint32_t>> want;
    for (std::size_t i = 0; i < k; ++i)
        for (const std::uint32_t w : succ[tokens[i]]) {
            tuple t = tokens;
            t[i] = w;
            if (whole[id(t)] == 0) want.emplace(i, w);
        }
    const auto all = L.winning_moves(tokens);
    std::set<std::pair<std::size_t, std::uint32_t>> got;
    for (const auto& mv : all) {
        (void)after(tokens, mv);
        got.emplace(mv.component, mv.to[0]);
    }
    require(got == want && all.size() == want.size());
    require(L.count_winning_moves(tokens) == want.size());
    const auto first = L.winning_move(tokens);
    require(first.has_value() == (whole[start] == 1));
    if (first) require(!all.empty() && all.front() == *first);

    const auto draw = L.drawing_move(tokens);
    if (whole[start] == 2) require(draw.has_value() && whole[after(tokens, *draw)] == 2);
    const auto best = L.best_move(tokens);
    if (whole[start] == 0) require(!best.has_value());
    if (whole[start] == 1) require(best.has_value() && whole[after(tokens, *best)] == 0);
    if (whole[start] == 2) require(best.has_value() && whole[after(tokens, *best)] == 2);

    // winning_move against every reply, from every lost tuple: no cycle in the play.
    std::vector<int> colour(count, 0);
    for (std::size_t s = 0; s < count; ++s) {
        if (whole[s] != 0 || colour[s] != 0) continue;
        std::vector<std::pair<std::size_t, std::size_t>> path{{s, 0}};
        colour[s] = 1;
        while (!path.empty()) {
            auto& [p, r] = path.back();
            if (r == next[p].size()) {
                colour[p] = 2;
                path.pop_back();
                continue;
            }
            const tuple& reply = positions[next[p][r++]];
            const auto answer = L.winning_move(reply);
            require(answer.has_value());
            const std::size_t q = after(reply, *answer);
            require(whole[q] == 0);
            require(colour[q] != 1);  // the play would go round forever
            if (colour[q] == 0) {
                colour[q] = 1;
                path.push_back({q, 0});
            }
        }
    }

    // The same graph as a game, explored from the tokens (or every vertex).
    sg::loopy<graph_game> hashed(graph_game{&g});
    sg::loopy<dense_graph_game> dense(dense_graph_game{{&g}});
    require(to_int(hashed.outcome(tokens)) == whole[start]);
    require(to_int(dense.outcome(tokens)) == whole[start]);
    for (std::uint32_t v = n; v-- > 0;) {
        require(hashed.value(v) == value[v]);
        require(dense.value(v) == value[v]);
    }
    return 0;
}
