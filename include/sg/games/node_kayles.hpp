// sg/games/node_kayles.hpp: Node Kayles (a move removes a vertex and its neighbours;
// who cannot move loses) on any graph: sg::node_kayles up to 64 vertices (a state is one
// word), sg::basic_node_kayles<Words> up to 64 * Words (a state is an sg::bitboard). A
// move splits the rest of the graph into its connected components.
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "../detail/bitmask.hpp"
#include "../detail/hash.hpp"
#include "../error.hpp"
#include "bitboard.hpp"

namespace sg {

template <std::size_t Words>
class basic_node_kayles {
public:
    // The vertices still in the game, vertex v at bit v: a word up to 64 vertices, else
    // an sg::bitboard.
    using state = std::conditional_t<Words == 1, std::uint64_t, bitboard<Words>>;
    static constexpr std::size_t max_vertices = 64 * Words;

    // A graph on vertices 0 .. vertices-1; sg::error beyond max_vertices, for an edge
    // with an end out of range, or for a loop. Repeated edges count once.
    basic_node_kayles(std::size_t vertices, const std::vector<std::pair<std::size_t, std::size_t>>& edges)
        : closed_(vertices) {
        if (vertices > max_vertices)
            throw error(name() + ": " + std::to_string(vertices) + " vertices, at most " +
                        std::to_string(max_vertices) + (Words == 1 ? " (sg::basic_node_kayles<W> takes 64 W)" : ""));
        for (std::size_t v = 0; v < vertices; ++v) closed_[v] = detail::single_set<state>(v);
        for (const auto& [a, b] : edges) {
            if (a >= vertices || b >= vertices)
                throw error(name() + ": edge " + std::to_string(a) + "-" + std::to_string(b) +
                            " has an end outside 0.." + std::to_string(vertices == 0 ? 0 : vertices - 1));
            if (a == b) throw error(name() + ": a loop at vertex " + std::to_string(a));
            if ((closed_[a] & detail::single_set<state>(b)) == state{}) ++edges_;
            closed_[a] |= detail::single_set<state>(b);
            closed_[b] |= detail::single_set<state>(a);
        }
    }
    // The path 0 - 1 - ... - (n-1), the cycle on n >= 3 vertices, and the rows x cols
    // grid (vertex r * cols + c, joined to its neighbours in the row and the column).
    [[nodiscard]] static basic_node_kayles path(std::size_t n) { return basic_node_kayles(n, chain(n, false)); }
    [[nodiscard]] static basic_node_kayles cycle(std::size_t n) {
        if (n < 3) throw error(name() + "::cycle: a cycle needs at least 3 vertices");
        return basic_node_kayles(n, chain(n, true));
    }
    [[nodiscard]] static basic_node_kayles grid(std::size_t rows, std::size_t cols) {
        if (cols != 0 && rows > max_vertices / cols)
            throw error(name() + "::grid: " + std::to_string(rows) + " x " + std::to_string(cols) +
                        " vertices, at most " + std::to_string(max_vertices));
        std::vector<std::pair<std::size_t, std::size_t>> e;
        for (std::size_t r = 0; r < rows; ++r)
            for (std::size_t c = 0; c < cols; ++c) {
                const std::size_t v = r * cols + c;
                if (c + 1 < cols) e.emplace_back(v, v + 1);
                if (r + 1 < rows) e.emplace_back(v, v + cols);
            }
        basic_node_kayles g(rows * cols, e);
        if (cols <= 64) g.cols_ = cols;  // a row in a word: canonical() moves and mirrors shapes
        return g;
    }

    [[nodiscard]] std::size_t vertex_count() const noexcept { return closed_.size(); }
    [[nodiscard]] std::size_t edge_count() const noexcept { return edges_; }
    // Every vertex.
    [[nodiscard]] state all() const noexcept {
        if constexpr (Words == 1)
            return closed_.size() == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << closed_.size()) - 1;
        else
            return state::first(closed_.size());
    }
    // v and its neighbours.
    [[nodiscard]] const state& closed_neighbourhood(std::size_t v) const { return closed_.at(v); }

    // The connected components of s, lowest vertex first: the parts of the sum s is.
    [[nodiscard]] std::vector<state> components(const state& s) const {
        std::vector<state> out;
        detail::for_each_component(
            s, [&](const state& x) { return spread(x); },
            [&](const state& comp) {
                out.push_back(comp);
                return true;
            });
        return out;
    }

    // For each vertex v left: the rest without v and its neighbours, as its connected
    // components (the eighth and later ones together in the last part).
    template <class Emit>
    void moves(const state& s, Emit&& emit) const {
        using detail::for_each_bit;  // a word's; a bitboard's is found by argument lookup
        for_each_bit(s, [&](std::size_t v) {
            const state rest = s & ~closed_[v];
            std::array<state, 8> parts{};
            std::size_t n = 0;
            detail::for_each_component(
                rest, [&](const state& x) { return spread(x); },
                [&](const state& comp) {
                    if (n < 8)
                        parts[n++] = comp;
                    else
                        parts[7] |= comp;
                    return true;
                });
            detail::emit_parts(emit, parts, n);
        });
    }

    // On a grid made by grid() with at most 64 columns: the least of the four images of
    // s under the grid's two mirrors, each moved to the top left corner, so that a shape
    // has one state wherever it lies and however it is mirrored (its images are
    // isomorphic copies: the nimber is the same); on any other graph, s.
    [[nodiscard]] state canonical(const state& s) const {
        if (cols_ == 0 || s == state{}) return s;
        const std::size_t r0 = detail::lowest_of(s) / cols_, r1 = detail::highest_of(s) / cols_, n = r1 - r0 + 1;
        std::array<std::uint64_t, max_vertices> ahead, back;  // rows r0 .. r1: as they are, mirrored
        std::uint64_t used = 0;                               // the columns with a vertex
        for (std::size_t r = r0; r <= r1; ++r) used |= ahead[r - r0] = detail::bits_of(s, r * cols_, cols_);
        const auto c0 = static_cast<std::size_t>(std::countr_zero(used));
        const auto c1 = static_cast<std::size_t>(63 - std::countl_zero(used));
        for (std::size_t i = 0; i < n; ++i) {
            back[i] = detail::reverse_bits(ahead[i]) >> (63 - c1);
            ahead[i] >>= c0;
        }
        // Image k's line i: its rows top down (k < 2) or bottom up, as they are (k even)
        // or mirrored. The order of states compares the highest line first.
        const auto line = [&](int k, std::size_t i) { return (k % 2 == 0 ? ahead : back)[k < 2 ? i : n - 1 - i]; };
        const int best = detail::least_image(4, n, line);
        state out{};
        for (std::size_t i = 0; i < n; ++i) detail::set_bits_of(out, i * cols_, cols_, line(best, i));
        return out;
    }

    [[nodiscard]] std::uint64_t order_hint(const state& s) const noexcept {
        using detail::bit_count;
        return static_cast<std::uint64_t>(bit_count(s));
    }
    // Identifies the graph in a saved search table.
    [[nodiscard]] std::uint64_t table_tag() const noexcept {
        std::uint64_t h = 0x6e6b000000000000ULL | closed_.size();  // "nk", vertices
        for (const state& c : closed_) {  // 64 bits everywhere
            if constexpr (Words == 1)
                h = detail::hash_combine64(h, c);
            else
                for (const std::uint64_t w : c.words) h = detail::hash_combine64(h, w);
        }
        return h;
    }

private:
    static std::string name() {
        return Words == 1 ? "sg::node_kayles" : "sg::basic_node_kayles<" + std::to_string(Words) + ">";
    }
    [[nodiscard]] state spread(const state& x) const {
        using detail::for_each_bit;
        state out{};
        for_each_bit(x, [&](std::size_t v) { out |= closed_[v]; });
        return out;
    }
    static std::vector<std::pair<std::size_t, std::size_t>> chain(std::size_t n, bool closed) {
        std::vector<std::pair<std::size_t, std::size_t>> e;
        for (std::size_t v = 0; v + 1 < n; ++v) e.emplace_back(v, v + 1);
        if (closed) e.emplace_back(n - 1, 0);
        return e;
    }
    std::vector<state> closed_;  // closed_[v]: v and its neighbours
    std::size_t edges_ = 0;
    std::size_t cols_ = 0;  // the columns of a grid made by grid() (at most 64), else 0
};

// Node Kayles on up to 64 vertices, a state one word.
using node_kayles = basic_node_kayles<1>;

}  // namespace sg
