// sg/games/digraph.hpp: tokens on a directed graph. sg::digraph (compressed sparse rows
// from an edge list, 0- or 1-based), sg::dag_grundy (Grundy values of every vertex of an
// acyclic graph in O(V+E), with the queries of sg/queries.hpp for tokens and sums of
// tokens), and the graph as an sg::impartial_game for the generic solver. The contest
// reader of "N M K / M edges / K tokens" is in sg/io/token_graph.hpp.
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <limits>
#include <ranges>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "../detail/budget.hpp"
#include "../detail/csr.hpp"
#include "../error.hpp"
#include "../game.hpp"
#include "../mex.hpp"
#include "../queries.hpp"
#include "../value.hpp"

namespace sg {

namespace detail {
template <class T>
concept edge_like = requires(const T& e) {
    std::get<0>(e);
    std::get<1>(e);
};

// The integers first .. last-1 as a forward range (std::views::iota trips clang 14 on
// libstdc++ 12).
template <std::unsigned_integral I>
class counting_range {
public:
    class iterator {
    public:
        using value_type = I;
        using difference_type = std::ptrdiff_t;
        using reference = I;
        using pointer = void;
        using iterator_category = std::input_iterator_tag;
        using iterator_concept = std::forward_iterator_tag;
        iterator() = default;
        explicit iterator(I v) noexcept : v_(v) {}
        I operator*() const noexcept { return v_; }
        iterator& operator++() noexcept {
            ++v_;
            return *this;
        }
        iterator operator++(int) noexcept {
            iterator old = *this;
            ++v_;
            return old;
        }
        friend bool operator==(const iterator&, const iterator&) = default;

    private:
        I v_ = 0;
    };
    counting_range(I first, I last) noexcept : first_(first), last_(last) {}
    [[nodiscard]] iterator begin() const noexcept { return iterator(first_); }
    [[nodiscard]] iterator end() const noexcept { return iterator(last_); }
    [[nodiscard]] std::size_t size() const noexcept { return static_cast<std::size_t>(last_ - first_); }

private:
    I first_, last_;
};

inline std::string vertex_range_text(std::uint64_t base, std::uint64_t n) {
    if (n == 0) return "none (the graph has no vertices)";
    return std::to_string(base) + ".." + std::to_string(base + n - 1);
}
}  // namespace detail

// A directed graph in compressed sparse row form: the successors of vertex v are
// targets()[offsets()[v] .. offsets()[v+1]). Vertices are numbered base .. base+n-1
// (base 0 or 1) in every argument and result; arrays are indexed by that number, so a
// 1-based graph has an unused slot 0. Parallel edges and self-loops are kept.
// Index (std::uint32_t by default) holds vertex numbers, edge positions and values.
template <std::unsigned_integral Index = std::uint32_t>
class basic_digraph {
public:
    using vertex = Index;
    using state = Index;  // sg::impartial_game: a state is a vertex holding one token

    basic_digraph() : offsets_(1, 0) {}

    // n vertices and the edges (u, v) of a forward range of pair-like elements (pair,
    // tuple, array, a struct with get<0>/get<1>) of integers. Throws sg::error naming the
    // edge if an end lies outside base .. base+n-1, sg::limit_error if n or the number
    // of edges does not fit Index.
    template <std::ranges::forward_range R>
        requires detail::edge_like<std::ranges::range_value_t<R>>
    basic_digraph(std::size_t n, R&& edges, unsigned base = 0) : n_(n), base_(base) {
        if (base > 1) throw error("sg::digraph: base must be 0 or 1, got " + std::to_string(base));
        // Vertex numbers, the end marker and edge positions fit Index, and size_t (32 bits on
        // some targets); n + base + 1 <= top, written so that it cannot wrap around.
        constexpr auto top = std::min<std::uint64_t>(std::numeric_limits<Index>::max(),
                                                     std::numeric_limits<std::size_t>::max());
        if (n > top - base - 1)
            throw limit_error("sg::digraph: " + std::to_string(n) + " vertices do not fit the index type (use sg::digraph64)",
                              static_cast<std::size_t>(top - base - 1));
        // The first pass (the count) checks the ends.
        bool checked = false;
        detail::build_csr(
            n + base,
            [&](auto&& emit) {
                if (!checked) {
                    std::size_t m = 0;
                    for (const auto& e : edges) {
                        const Index u = check_end(std::get<0>(e), m, "source");
                        emit(static_cast<std::size_t>(u), check_end(std::get<1>(e), m, "target"));
                        ++m;
                    }
                    checked = true;
                } else {
                    for (const auto& e : edges)
                        emit(static_cast<std::size_t>(std::get<0>(e)), static_cast<Index>(std::get<1>(e)));
                }
            },
            offsets_, targets_,
            [] {
                throw limit_error("sg::digraph: more than " + std::to_string(top) +
                                      " edges do not fit the index type (use sg::digraph64)",
                                  static_cast<std::size_t>(top));
            });
    }
    basic_digraph(std::size_t n, std::initializer_list<std::pair<Index, Index>> edges, unsigned base = 0)
        : basic_digraph(n, std::span<const std::pair<Index, Index>>(edges.begin(), edges.size()), base) {}

    [[nodiscard]] std::size_t vertex_count() const noexcept { return n_; }
    [[nodiscard]] std::size_t edge_count() const noexcept { return targets_.size(); }
    [[nodiscard]] unsigned base() const noexcept { return base_; }
    // base, base+1, ..., base+n-1.
    [[nodiscard]] detail::counting_range<Index> vertices() const noexcept {
        return {static_cast<Index>(base_), static_cast<Index>(base_ + n_)};
    }
    [[nodiscard]] bool contains(std::uint64_t v) const noexcept { return v >= base_ && v - base_ < n_; }

    [[nodiscard]] std::span<const Index> successors(Index v) const noexcept {
        SG_ASSERT(contains(v));
        const auto i = static_cast<std::size_t>(v);  // a vertex number fits size_t (the constructor checks)
        return {targets_.data() + static_cast<std::size_t>(offsets_[i]),
                targets_.data() + static_cast<std::size_t>(offsets_[i + 1])};
    }
    [[nodiscard]] std::size_t out_degree(Index v) const noexcept {
        SG_ASSERT(contains(v));
        const auto i = static_cast<std::size_t>(v);
        return static_cast<std::size_t>(offsets_[i + 1] - offsets_[i]);
    }
    // The CSR arrays: offsets() has base+n+1 entries, targets() edge_count().
    [[nodiscard]] std::span<const Index> offsets() const noexcept { return offsets_; }
    [[nodiscard]] std::span<const Index> targets() const noexcept { return targets_; }

    // Throws sg::error unless v is a vertex; `what` names it in the message.
    template <std::integral T>
    void check_vertex(T v, std::string_view what = "vertex") const {
        if (std::cmp_less(v, base_) || std::cmp_greater_equal(v, std::uint64_t{base_} + n_))
            throw error("sg::digraph: " + std::string(what) + " " + std::to_string(v) + " is outside " +
                        detail::vertex_range_text(base_, n_));
    }

    // sg::impartial_game (dense): a token on v moves along one edge. size() is the
    // number of states (vertices), the dense-index hook.
    void moves(Index v, auto&& emit) const {
        for (Index t : successors(v)) emit(t);
    }
    [[nodiscard]] std::size_t size() const noexcept { return n_; }
    [[nodiscard]] std::size_t index(Index v) const noexcept { return static_cast<std::size_t>(v) - base_; }

private:
    template <std::integral T>
    Index check_end(T x, std::size_t edge, const char* which) const {
        if (std::cmp_less(x, base_) || std::cmp_greater_equal(x, std::uint64_t{base_} + n_)) [[unlikely]]
            throw_end(x, edge, which);
        return static_cast<Index>(x);
    }
    template <std::integral T>
    [[noreturn]] void throw_end(T x, std::size_t edge, const char* which) const {
        throw error("sg::digraph: edge number " + std::to_string(edge + 1) + " (counting from 1): its " + which + " " +
                    std::to_string(x) + " is outside " + detail::vertex_range_text(base_, n_));
    }

    std::size_t n_ = 0;
    unsigned base_ = 0;
    std::vector<Index> offsets_;
    std::vector<Index> targets_;
};

using digraph = basic_digraph<std::uint32_t>;
using digraph64 = basic_digraph<std::uint64_t>;

template <std::ranges::forward_range R>
basic_digraph(std::size_t, R&&, unsigned = 0) -> basic_digraph<std::uint32_t>;

namespace detail {
// The vertices of one cycle among the vertices with alive(v) (the cycle closes from the
// last back to the first), or none: an iterative depth-first search, O(V + E).
template <class Index, class Alive>
std::vector<Index> find_cycle_among(const basic_digraph<Index>& g, Alive alive) {
    const std::size_t slots = g.offsets().size() - 1;
    std::vector<std::uint8_t> colour(slots, 0);       // 0 new, 1 on the path, 2 done
    std::vector<std::pair<Index, std::size_t>> path;  // vertex, next successor position
    for (Index s : g.vertices()) {
        if (!alive(s) || colour[s] != 0) continue;
        path.push_back({s, 0});
        colour[s] = 1;
        while (!path.empty()) {
            auto& [u, pos] = path.back();
            const auto succ = g.successors(u);
            if (pos == succ.size()) {
                colour[u] = 2;
                path.pop_back();
                continue;
            }
            const Index t = succ[pos++];
            if (!alive(t) || colour[t] == 2) continue;
            if (colour[t] == 0) {
                colour[t] = 1;
                path.push_back({t, 0});
                continue;
            }
            // t is on the path: the path from t to the top, closed by the edge back to t.
            std::size_t first = path.size() - 1;
            while (path[first].first != t) --first;
            std::vector<Index> cycle;
            for (std::size_t k = first; k < path.size(); ++k) cycle.push_back(path[k].first);
            return cycle;
        }
    }
    return {};
}

}  // namespace detail

// The vertices of one cycle of g in order (a self-loop gives one vertex; the cycle
// closes from the last vertex back to the first), or an empty vector if g is acyclic.
// O(V + E) time, no recursion.
template <class Index>
[[nodiscard]] std::vector<Index> find_cycle(const basic_digraph<Index>& g) {
    return detail::find_cycle_among(g, [](Index) { return true; });
}

// Grundy values of every vertex of an acyclic graph, computed on construction in
// O(V + E): Kahn's algorithm orders the vertices topologically, then each vertex takes
// the mex of its successors' values in reverse order (an sg::mex_buffer sized by the
// largest out-degree). No recursion. Besides the graph it needs 2 Index words a vertex
// while it runs and keeps 1 (the values). The graph must outlive this object.
//
// The queries of sg/queries.hpp, with a state being a vertex holding one token: value,
// outcome, wins, winning_move, winning_moves, count_winning_moves of a token, of tokens
// on a range of vertices (repeats allowed) or a braced list; move_to_value and
// moves_to_value of a token. They are const; a vertex outside the graph throws sg::error.
template <std::unsigned_integral Index = std::uint32_t>
class basic_dag_grundy : public queries<basic_dag_grundy<Index>, Index> {
public:
    using vertex = Index;
    using state = Index;
    using move_type = sg::move<Index>;

    // Throws sg::cycle_error naming the vertices of one cycle if the graph has one.
    // memory_limit: a budget in bytes for the computation (2 Index words a vertex slot
    // and the mex buffer, 4 bytes a stamp for the largest out-degree + 1; 1 word a slot
    // is kept); a graph that needs more throws limit_error (kind bytes, reached() the
    // bytes needed) before anything is allocated.
    explicit basic_dag_grundy(const basic_digraph<Index>& g, std::size_t memory_limit = detail::memory_budget::unlimited)
        : g_(&g) {
        const std::size_t slots = g.offsets().size() - 1;
        const std::size_t n = g.vertex_count();
        const auto targets = g.targets();
        std::size_t max_degree = 0;
        for (Index v : g.vertices()) max_degree = std::max(max_degree, g.out_degree(v));
        const std::size_t need = detail::mul_add_bytes(slots + n, sizeof(Index),
                                                       detail::mul_add_bytes(max_degree + 1, sizeof(std::uint32_t)));
        if (need > memory_limit)
            detail::throw_memory_limit("sg::dag_grundy", memory_limit, need, true,
                                       "construct it again with a larger budget");
        // deg: remaining in-degrees; it becomes the value table once all are 0.
        std::vector<Index> deg(slots, 0);
        for (Index t : targets) ++deg[t];
        std::vector<Index> order(n);  // the queue of Kahn's algorithm = topological order
        std::size_t tail = 0;
        for (Index v : g.vertices())
            if (deg[v] == 0) order[tail++] = v;
        for (std::size_t head = 0; head < tail; ++head)
            for (Index t : g.successors(order[head]))
                if (--deg[t] == 0) order[tail++] = t;
        if (tail < n) {
            // The vertices left have a predecessor among them each, so they hold a cycle.
            const auto cycle = detail::find_cycle_among(g, [&](Index v) { return deg[v] != 0; });
            const std::size_t len = cycle.size();
            throw cycle_error("sg::dag_grundy: the graph has a cycle of " + std::to_string(len) +
                                  (len == 1 ? " vertex: " : " vertices: ") + describe_cycle(cycle) +
                                  "; Grundy values need an acyclic graph (see sg/loopy.hpp for graphs with cycles)",
                              len);
        }
        // Reverse order: each vertex takes the mex of its successors' values. A value never
        // exceeds its vertex's out-degree, so with max out-degree + 1 stamps every insert
        // is in range and some stamp is always free: the unchecked inserts and mex.
        mex_buffer buf(max_degree + 1);
        for (std::size_t i = n; i > 0; --i) {
            const Index u = order[i - 1];
            const auto insert = buf.begin_set();
            for (Index t : g.successors(u)) {
                SG_ASSERT(deg[t] <= max_degree);
                (void)insert.insert_new(deg[t]);
            }
            deg[u] = static_cast<Index>(insert.mex_unchecked());
        }
        value_ = std::move(deg);
    }

    [[nodiscard]] const basic_digraph<Index>& graph() const noexcept { return *g_; }

    // Value of vertex v, unchecked (v must be a vertex).
    [[nodiscard]] nimber operator[](Index v) const noexcept {
        SG_ASSERT(g_->contains(v));
        return value_[v];
    }

    // The hooks of sg::queries: the value of a token on v; each move of it (in the
    // order of v's successors, parallel edges repeated) to a vertex of value target.
    [[nodiscard]] nimber component_value(const Index& v) const {
        g_->check_vertex(v);
        return value_[v];
    }
    template <class F>
    void component_moves_to(const Index& v, nimber target, F&& f) const {
        g_->check_vertex(v);
        for (const Index& t : g_->successors(v))
            if (value_[t] == target && !f(std::span<const Index>(&t, 1))) return;
    }

    // Values indexed by vertex number (slot 0 unused in a 1-based graph).
    [[nodiscard]] std::span<const Index> values() const noexcept { return value_; }
    // Number of values computed: one a vertex.
    [[nodiscard]] std::size_t size() const noexcept { return g_->vertex_count(); }
    // Bytes kept besides the graph: the values, one Index word a vertex slot.
    [[nodiscard]] std::size_t memory_used() const noexcept { return detail::bytes_of(value_); }

private:
    const basic_digraph<Index>* g_;
    std::vector<Index> value_;
};

using dag_grundy = basic_dag_grundy<std::uint32_t>;
using dag_grundy64 = basic_dag_grundy<std::uint64_t>;

template <class Index>
basic_dag_grundy(const basic_digraph<Index>&) -> basic_dag_grundy<Index>;

}  // namespace sg
