// sg/io/token_graph.hpp: the contest format of tokens on a graph (AcWing 1319, LOJ
// 10243): "N M K", M edges "X Y" (X -> Y), then K token vertices, numbers spread over
// lines freely; read through sg::text_input into an sg::digraph and its tokens.
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../games/digraph.hpp"
#include "input.hpp"

namespace sg {

template <std::unsigned_integral Index = std::uint32_t>
struct basic_token_graph {
    basic_digraph<Index> graph;
    std::vector<Index> tokens;
};
using token_graph = basic_token_graph<std::uint32_t>;

// Reads "N M K", M edges "X Y" and K token vertices from `in` (vertices base ..
// base+N-1, default 1-based). Throws sg::parse_error "line L: ..." (from sg::text_input)
// on a malformed number, a vertex out of range, N above max_vertices, an early end, or
// text after the last token.
template <std::unsigned_integral Index = std::uint32_t>
[[nodiscard]] basic_token_graph<Index> read_token_graph(
    text_input& in, unsigned base = 1,
    std::uint64_t max_vertices = static_cast<std::uint64_t>(std::numeric_limits<Index>::max()) - 2) {
    if (base > 1) throw error("sg::read_token_graph: base must be 0 or 1, got " + std::to_string(base));
    // Counts fit Index and size_t (which caps sg::digraph64 where size_t has 32 bits).
    constexpr auto top = std::min<std::uint64_t>(std::numeric_limits<Index>::max(),
                                                 std::numeric_limits<std::size_t>::max()) - 2;
    const std::uint64_t n = in.number(0, std::min(top, max_vertices), "the number of vertices N");
    const std::uint64_t m = in.number(0, top, "the number of edges M");
    const std::uint64_t k = in.number(0, std::numeric_limits<std::uint32_t>::max(), "the number of tokens K");
    const auto vertex = [&](std::string_view what) {
        if (n == 0) {
            const std::uint64_t v = in.number(0, std::numeric_limits<std::uint64_t>::max(), what);
            in.fail(std::string(what) + " is " + std::to_string(v) + ", but the graph has no vertices");
        }
        return static_cast<Index>(in.number(base, base + n - 1, what));
    };
    std::vector<std::pair<Index, Index>> edges;
    edges.reserve(static_cast<std::size_t>(std::min<std::uint64_t>(m, 1u << 20)));
    for (std::uint64_t e = 0; e < m; ++e) {
        const Index x = vertex("the source X of an edge");
        const Index y = vertex("the target Y of an edge");
        edges.emplace_back(x, y);
    }
    basic_token_graph<Index> out{basic_digraph<Index>(static_cast<std::size_t>(n), edges, base), {}};
    std::vector<std::pair<Index, Index>>().swap(edges);
    out.tokens.reserve(static_cast<std::size_t>(std::min<std::uint64_t>(k, 1u << 20)));
    for (std::uint64_t t = 0; t < k; ++t) out.tokens.push_back(vertex("a token vertex"));
    if (in.more())
        in.fail("unexpected text after the " + std::to_string(k) + " token vertices: '" +
                std::string(in.word("text")).substr(0, 20) + "'");
    return out;
}

// The same from a string.
template <std::unsigned_integral Index = std::uint32_t>
[[nodiscard]] basic_token_graph<Index> read_token_graph(
    std::string_view text, unsigned base = 1,
    std::uint64_t max_vertices = static_cast<std::uint64_t>(std::numeric_limits<Index>::max()) - 2) {
    text_input in{std::string(text)};
    return read_token_graph<Index>(in, base, max_vertices);
}

// The same from all of a stream (stdin by default).
template <std::unsigned_integral Index = std::uint32_t>
[[nodiscard]] basic_token_graph<Index> read_token_graph(
    std::FILE* stream, unsigned base = 1,
    std::uint64_t max_vertices = static_cast<std::uint64_t>(std::numeric_limits<Index>::max()) - 2) {
    text_input in(stream);
    return read_token_graph<Index>(in, base, max_vertices);
}

}  // namespace sg
