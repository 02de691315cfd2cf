// sg/games/node_kayles.hpp: Node Kayles on a graph of up to 64 vertices (a move removes
// a vertex and its neighbours; who cannot move loses). A move splits the rest of the
// graph into its connected components.
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "../detail/bitmask.hpp"
#include "../detail/hash.hpp"
#include "../error.hpp"

namespace sg {

class node_kayles {
public:
    // The vertices still in the game, vertex v at bit v.
    using state = std::uint64_t;

    // A graph on vertices 0 .. vertices-1; sg::error beyond 64 vertices, for an edge with
    // an end out of range, or for a loop. Repeated edges count once.
    node_kayles(std::size_t vertices, const std::vector<std::pair<std::size_t, std::size_t>>& edges)
        : closed_(vertices) {
        if (vertices > 64)
            throw error("sg::node_kayles: " + std::to_string(vertices) + " vertices, at most 64");
        for (std::size_t v = 0; v < vertices; ++v) closed_[v] = std::uint64_t{1} << v;
        for (const auto& [a, b] : edges) {
            if (a >= vertices || b >= vertices)
                throw error("sg::node_kayles: edge " + std::to_string(a) + "-" + std::to_string(b) +
                            " has an end outside 0.." + std::to_string(vertices == 0 ? 0 : vertices - 1));
            if (a == b) throw error("sg::node_kayles: a loop at vertex " + std::to_string(a));
            if (((closed_[a] >> b) & 1U) == 0) ++edges_;
            closed_[a] |= std::uint64_t{1} << b;
            closed_[b] |= std::uint64_t{1} << a;
        }
    }
    // The path 0 - 1 - ... - (n-1) and the cycle on n >= 3 vertices.
    [[nodiscard]] static node_kayles path(std::size_t n) { return node_kayles(n, chain(n, false)); }
    [[nodiscard]] static node_kayles cycle(std::size_t n) {
        if (n < 3) throw error("sg::node_kayles::cycle: a cycle needs at least 3 vertices");
        return node_kayles(n, chain(n, true));
    }

    [[nodiscard]] std::size_t vertex_count() const noexcept { return closed_.size(); }
    [[nodiscard]] std::size_t edge_count() const noexcept { return edges_; }
    // Every vertex.
    [[nodiscard]] state all() const noexcept {
        return closed_.size() == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << closed_.size()) - 1;
    }
    // v and its neighbours.
    [[nodiscard]] std::uint64_t closed_neighbourhood(std::size_t v) const { return closed_.at(v); }

    // For each vertex v left: the rest without v and its neighbours, as its connected
    // components (the eighth and later ones together in the last part).
    template <class Emit>
    void moves(state s, Emit&& emit) const {
        for (std::uint64_t m = s; m != 0; m &= m - 1) {
            const std::uint64_t rest = s & ~closed_[static_cast<std::size_t>(std::countr_zero(m))];
            std::array<state, 8> parts{};
            std::size_t n = 0;
            detail::for_each_component(
                rest, [&](std::uint64_t x) { return spread(x); },
                [&](std::uint64_t comp) {
                    if (n < 8)
                        parts[n++] = comp;
                    else
                        parts[7] |= comp;
                    return true;
                });
            detail::emit_parts(emit, parts, n);
        }
    }

    [[nodiscard]] std::uint64_t order_hint(state s) const noexcept {
        return static_cast<std::uint64_t>(std::popcount(s));
    }
    // Identifies the graph in a saved search table.
    [[nodiscard]] std::uint64_t table_tag() const noexcept {
        std::uint64_t h = 0x6e6b000000000000ULL | closed_.size();  // "nk", vertices
        for (const std::uint64_t c : closed_) h = detail::hash_combine64(h, c);  // 64 bits everywhere
        return h;
    }

private:
    [[nodiscard]] std::uint64_t spread(std::uint64_t x) const {
        std::uint64_t out = 0;
        for (; x != 0; x &= x - 1) out |= closed_[static_cast<std::size_t>(std::countr_zero(x))];
        return out;
    }
    static std::vector<std::pair<std::size_t, std::size_t>> chain(std::size_t n, bool closed) {
        std::vector<std::pair<std::size_t, std::size_t>> e;
        for (std::size_t v = 0; v + 1 < n; ++v) e.emplace_back(v, v + 1);
        if (closed) e.emplace_back(n - 1, 0);
        return e;
    }
    std::vector<std::uint64_t> closed_;  // closed_[v]: v and its neighbours
    std::size_t edges_ = 0;
};

}  // namespace sg
