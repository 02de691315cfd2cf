// sg/games/digraph.hpp: tokens on a directed graph. sg::digraph (compressed sparse rows
// from an edge list, 0- or 1-based), sg::dag_grundy (Grundy values of every vertex of an
// acyclic graph in O(V+E), sums of tokens, winning moves), the graph as an
// sg::impartial_game for the generic solver, and a fast reader of the contest format
// "N M K / M edges / K tokens".
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <initializer_list>
#include <iterator>
#include <limits>
#include <optional>
#include <ranges>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "../error.hpp"
#include "../game.hpp"
#include "../value.hpp"

namespace sg {

namespace detail {
template <class T>
concept edge_like = requires(const T& e) {
    std::get<0>(e);
    std::get<1>(e);
};
template <class T>
concept vertex_range =
    std::ranges::input_range<T> && std::integral<std::remove_cvref_t<std::ranges::range_reference_t<T>>>;

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
        constexpr auto top = static_cast<std::uint64_t>(std::numeric_limits<Index>::max());
        if (static_cast<std::uint64_t>(n) + base + 1 > top)
            throw limit_error("sg::digraph: " + std::to_string(n) + " vertices do not fit the index type (use sg::digraph64)",
                              static_cast<std::size_t>(top - base - 1));
        const std::size_t slots = n + base;
        // offsets_[v + 2] counts v's edges; after the prefix sum offsets_[v + 1] is the
        // start of v's row, and filling advances it to the end: offsets_[v] .. offsets_[v+1].
        offsets_.assign(slots + 2, 0);
        std::size_t m = 0;
        for (const auto& e : edges) {
            const Index u = check_end(std::get<0>(e), m, "source");
            (void)check_end(std::get<1>(e), m, "target");
            ++offsets_[static_cast<std::size_t>(u) + 2];
            if (++m > top)
                throw limit_error("sg::digraph: more than " + std::to_string(top) +
                                      " edges do not fit the index type (use sg::digraph64)",
                                  static_cast<std::size_t>(top));
        }
        for (std::size_t v = 2; v < offsets_.size(); ++v) offsets_[v] += offsets_[v - 1];
        targets_.resize(m);
        for (const auto& e : edges) {
            const auto u = static_cast<std::size_t>(std::get<0>(e));
            targets_[offsets_[u + 1]++] = static_cast<Index>(std::get<1>(e));
        }
        offsets_.pop_back();
    }
    basic_digraph(std::size_t n, std::initializer_list<std::pair<Index, Index>> edges, unsigned base = 0)
        : basic_digraph(n, std::span<const std::pair<Index, Index>>(edges.begin(), edges.size()), base) {}

    [[nodiscard]] std::size_t num_vertices() const noexcept { return n_; }
    [[nodiscard]] std::size_t num_edges() const noexcept { return targets_.size(); }
    [[nodiscard]] unsigned base() const noexcept { return base_; }
    // base, base+1, ..., base+n-1.
    [[nodiscard]] detail::counting_range<Index> vertices() const noexcept {
        return {static_cast<Index>(base_), static_cast<Index>(base_ + n_)};
    }
    [[nodiscard]] bool contains(std::uint64_t v) const noexcept { return v >= base_ && v - base_ < n_; }

    [[nodiscard]] std::span<const Index> successors(Index v) const noexcept {
        SG_ASSERT(contains(v));
        return {targets_.data() + offsets_[v], targets_.data() + offsets_[v + 1]};
    }
    [[nodiscard]] std::size_t out_degree(Index v) const noexcept {
        SG_ASSERT(contains(v));
        return static_cast<std::size_t>(offsets_[v + 1] - offsets_[v]);
    }
    // The CSR arrays: offsets() has base+n+1 entries, targets() num_edges().
    [[nodiscard]] std::span<const Index> offsets() const noexcept { return offsets_; }
    [[nodiscard]] std::span<const Index> targets() const noexcept { return targets_; }

    // Throws sg::error unless v is a vertex; `what` names it in the message.
    template <std::integral T>
    void check_vertex(T v, std::string_view what = "vertex") const {
        if (std::cmp_less(v, base_) || std::cmp_greater_equal(v, std::uint64_t{base_} + n_))
            throw error("sg::digraph: " + std::string(what) + " " + std::to_string(v) + " is outside " +
                        detail::vertex_range_text(base_, n_));
    }

    // sg::impartial_game (dense): a token on v moves along one edge.
    void moves(Index v, auto&& emit) const {
        for (Index t : successors(v)) emit(t);
    }
    [[nodiscard]] std::size_t size() const noexcept { return n_; }
    [[nodiscard]] std::size_t index(Index v) const noexcept { return static_cast<std::size_t>(v) - base_; }

private:
    template <std::integral T>
    Index check_end(T x, std::size_t edge, const char* which) const {
        if (std::cmp_less(x, base_) || std::cmp_greater_equal(x, std::uint64_t{base_} + n_))
            throw error("sg::digraph: edge number " + std::to_string(edge + 1) + " (counting from 1): its " + which +
                        " " + std::to_string(x) + " is outside " + detail::vertex_range_text(base_, n_));
        return static_cast<Index>(x);
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

// "a -> b -> c -> a", at most 16 vertices shown.
template <class Index>
std::string cycle_text(const std::vector<Index>& cycle) {
    constexpr std::size_t shown = 16;
    std::string s;
    for (std::size_t k = 0; k < cycle.size() && k < shown; ++k) s.append(std::to_string(cycle[k])).append(" -> ");
    if (cycle.size() > shown) s += "... -> ";
    return s.append(std::to_string(cycle.front()));
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
// the mex of its successors' values in reverse order, with a timestamped mex buffer.
// No recursion. Besides the graph it needs 2 Index words a vertex while it runs and
// keeps 1 (the values). The graph must outlive this object (winning_move reads it).
template <std::unsigned_integral Index = std::uint32_t>
class basic_dag_grundy {
public:
    using vertex = Index;
    using move_type = sg::move<Index>;

    // Throws sg::cycle_error naming the vertices of one cycle if the graph has one.
    explicit basic_dag_grundy(const basic_digraph<Index>& g) : g_(&g) {
        const std::size_t slots = g.offsets().size() - 1;
        const std::size_t n = g.num_vertices();
        const auto targets = g.targets();
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
                                  (len == 1 ? " vertex: " : " vertices: ") + detail::cycle_text(cycle) +
                                  "; Grundy values need an acyclic graph (see sg/loopy.hpp for graphs with cycles)",
                              len);
        }
        // Reverse order: each vertex takes the mex of its successors' values. A value never
        // exceeds its vertex's out-degree, so a buffer of max out-degree + 1 stamps is
        // enough; step i stamps with i, so the buffer is never cleared (a timestamped mex
        // with the stamps in local variables, which the compiler keeps in registers).
        std::size_t max_degree = 0;
        for (Index v : g.vertices()) max_degree = std::max(max_degree, g.out_degree(v));
        std::vector<Index> seen(max_degree + 1, 0);
        for (std::size_t i = n; i > 0; --i) {
            const Index u = order[i - 1];
            const auto stamp = static_cast<Index>(i);
            for (Index t : g.successors(u)) {
                SG_ASSERT(deg[t] <= max_degree);
                seen[deg[t]] = stamp;
            }
            Index m = 0;
            while (seen[m] == stamp) ++m;
            deg[u] = m;
        }
        value_ = std::move(deg);
    }

    [[nodiscard]] const basic_digraph<Index>& graph() const noexcept { return *g_; }

    // Value of vertex v, unchecked (v must be a vertex).
    [[nodiscard]] nimber operator[](Index v) const noexcept {
        SG_ASSERT(g_->contains(v));
        return value_[v];
    }
    // Value of vertex v; sg::error if v is not a vertex.
    template <std::integral T>
    [[nodiscard]] nimber value(T v) const {
        g_->check_vertex(v);
        return value_[static_cast<std::size_t>(v)];
    }
    // Value of tokens on the given vertices (repeats allowed): the XOR of their values.
    template <detail::vertex_range R>
    [[nodiscard]] nimber value(R&& tokens) const {
        nimber x = 0;
        for (auto v : tokens) x ^= value(v);
        return x;
    }
    [[nodiscard]] nimber value(std::initializer_list<Index> tokens) const { return value(std::span(tokens)); }

    template <detail::vertex_range R>
    [[nodiscard]] bool wins(R&& tokens) const {
        return value(tokens) != 0;
    }
    [[nodiscard]] bool wins(std::initializer_list<Index> tokens) const { return value(tokens) != 0; }
    template <detail::vertex_range R>
    [[nodiscard]] sg::outcome outcome(R&& tokens) const {
        return outcome_of(value(tokens));
    }
    [[nodiscard]] sg::outcome outcome(std::initializer_list<Index> tokens) const { return outcome_of(value(tokens)); }

    // A move of one token (component = its position in `tokens`, to = {its new vertex})
    // after which the sum has value 0, or nullopt if the value is 0 already. The first
    // token with such a move is chosen, and its first such edge.
    template <detail::vertex_range R>
        requires std::ranges::forward_range<R>
    [[nodiscard]] std::optional<move_type> winning_move(R&& tokens) const {
        const nimber x = value(tokens);
        if (x == 0) return std::nullopt;
        std::size_t i = 0;
        for (auto v : tokens) {
            const nimber g = value_[static_cast<std::size_t>(v)];
            if ((g ^ x) < g)
                for (Index t : g_->successors(static_cast<Index>(v)))
                    if (value_[t] == (g ^ x)) return move_type{i, {t}};
            ++i;
        }
        throw error("sg::dag_grundy: internal error: no token can move to a zero sum");
    }
    [[nodiscard]] std::optional<move_type> winning_move(std::initializer_list<Index> tokens) const {
        return winning_move(std::span(tokens));
    }

    // Values indexed by vertex number (slot 0 unused in a 1-based graph).
    [[nodiscard]] std::span<const Index> values() const noexcept { return value_; }

private:
    const basic_digraph<Index>* g_;
    std::vector<Index> value_;
};

using dag_grundy = basic_dag_grundy<std::uint32_t>;
using dag_grundy64 = basic_dag_grundy<std::uint64_t>;

template <class Index>
basic_dag_grundy(const basic_digraph<Index>&) -> basic_dag_grundy<Index>;

// ---------------------------------------------------------------------------------
// The contest format of AcWing 1319 / LOJ 10243: a line "N M K", M lines "X Y" (an
// edge X -> Y), then K token vertices; numbers may be spread over lines freely.

template <std::unsigned_integral Index = std::uint32_t>
struct basic_token_graph {
    basic_digraph<Index> graph;
    std::vector<Index> tokens;
};
using token_graph = basic_token_graph<std::uint32_t>;

namespace detail {
class token_reader {
public:
    explicit token_reader(std::string_view text) : text_(text) {}

    // Next whitespace-separated word; empty at the end of the input.
    std::string_view word() {
        while (pos_ < text_.size() && is_space(text_[pos_])) {
            if (text_[pos_] == '\n') ++line_;
            ++pos_;
        }
        const std::size_t start = pos_;
        while (pos_ < text_.size() && !is_space(text_[pos_])) ++pos_;
        if (pos_ > start) word_line_ = line_;  // an early end is reported at the last word
        return text_.substr(start, pos_ - start);
    }

    // A non-negative integer at most `max`; describe() names it in error messages.
    template <class Describe>
    std::uint64_t number(std::uint64_t max, Describe describe) {
        const std::string_view w = word();
        if (w.empty()) fail_end(describe());
        std::uint64_t x = 0;
        bool ok = true;
        std::size_t i = 0;
        if (w[0] == '+') ++i;
        if (i == w.size()) ok = false;
        for (; ok && i < w.size(); ++i) {
            const char c = w[i];
            if (c < '0' || c > '9') {
                ok = false;
                break;
            }
            const auto d = static_cast<std::uint64_t>(c - '0');
            if (x > (max - d) / 10) {
                fail(describe() + " " + std::string(w) + " is too large (at most " + std::to_string(max) + ")");
            }
            x = x * 10 + d;
        }
        if (!ok) {
            const bool negative = w.size() > 1 && w[0] == '-' &&
                                  std::all_of(w.begin() + 1, w.end(), [](char c) { return c >= '0' && c <= '9'; });
            if (negative) fail(describe() + " must not be negative, got " + std::string(w));
            fail("expected " + describe() + " (a non-negative integer), got '" + shorten(w) + "'");
        }
        return x;
    }

    [[noreturn]] void fail(const std::string& msg) const {
        throw parse_error("line " + std::to_string(word_line_) + ": " + msg);
    }
    [[noreturn]] void fail_end(const std::string& what) const {
        throw parse_error("line " + std::to_string(word_line_) + ": the input ends early: expected " + what);
    }
    [[nodiscard]] std::size_t line() const noexcept { return word_line_; }

private:
    static bool is_space(char c) { return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }
    static std::string shorten(std::string_view w) {
        return w.size() <= 20 ? std::string(w) : std::string(w.substr(0, 20)) + "...";
    }

    std::string_view text_;
    std::size_t pos_ = 0;
    std::size_t line_ = 1;
    std::size_t word_line_ = 1;
};
}  // namespace detail

// Parses "N M K", M edges "X Y", K token vertices (vertices base .. base+N-1, default
// 1-based). Throws sg::parse_error "line L: ..." on a malformed number, a vertex out of
// range, N above max_vertices, an early end, or text after the last token.
template <std::unsigned_integral Index = std::uint32_t>
[[nodiscard]] basic_token_graph<Index> read_token_graph(
    std::string_view text, unsigned base = 1,
    std::uint64_t max_vertices = static_cast<std::uint64_t>(std::numeric_limits<Index>::max()) - 2) {
    detail::token_reader in(text);
    const auto text_of = [](const char* s) { return [s] { return std::string(s); }; };
    constexpr auto top = static_cast<std::uint64_t>(std::numeric_limits<Index>::max()) - 2;
    const std::uint64_t n = in.number(std::min(top, max_vertices), text_of("the number of vertices N"));
    const std::uint64_t m = in.number(top, text_of("the number of edges M"));
    const std::uint64_t k = in.number(std::numeric_limits<std::uint32_t>::max(), text_of("the number of tokens K"));
    const auto vertex = [&](auto describe) {
        const std::uint64_t v = in.number(std::numeric_limits<std::uint64_t>::max(), describe);
        if (v < base || v - base >= n)
            in.fail(describe() + " is " + std::to_string(v) + ", outside " + detail::vertex_range_text(base, n));
        return static_cast<Index>(v);
    };
    std::vector<std::pair<Index, Index>> edges;
    edges.reserve(static_cast<std::size_t>(std::min<std::uint64_t>(m, text.size() / 4 + 1)));
    for (std::uint64_t e = 1; e <= m; ++e) {
        const auto which = [&](const char* end) {
            return [&e, &m, end] {
                return std::string(end) + " of edge " + std::to_string(e) + " of " + std::to_string(m);
            };
        };
        const Index x = vertex(which("the source X"));
        const Index y = vertex(which("the target Y"));
        edges.emplace_back(x, y);
    }
    basic_token_graph<Index> out{basic_digraph<Index>(static_cast<std::size_t>(n), edges, base), {}};
    std::vector<std::pair<Index, Index>>().swap(edges);
    out.tokens.reserve(static_cast<std::size_t>(std::min<std::uint64_t>(k, text.size() / 2 + 1)));
    for (std::uint64_t t = 1; t <= k; ++t)
        out.tokens.push_back(vertex([&t, &k] { return "token " + std::to_string(t) + " of " + std::to_string(k); }));
    const std::string_view rest = in.word();
    if (!rest.empty())
        in.fail("unexpected text after the " + std::to_string(k) + " token vertices: '" +
                std::string(rest.substr(0, std::min<std::size_t>(rest.size(), 20))) + "'");
    return out;
}

// Reads the whole stream and parses it as above.
template <std::unsigned_integral Index = std::uint32_t>
[[nodiscard]] basic_token_graph<Index> read_token_graph(
    std::FILE* stream, unsigned base = 1,
    std::uint64_t max_vertices = static_cast<std::uint64_t>(std::numeric_limits<Index>::max()) - 2) {
    std::string text;
    char buf[1 << 16];
    for (std::size_t got; (got = std::fread(buf, 1, sizeof buf, stream)) > 0;) text.append(buf, got);
    if (std::ferror(stream)) throw error("sg::read_token_graph: reading the input failed");
    return read_token_graph<Index>(std::string_view(text), base, max_vertices);
}

}  // namespace sg
