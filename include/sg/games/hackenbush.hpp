// sg/games/hackenbush.hpp: Green Hackenbush. Values of rooted forests by the colon
// principle (sg::green_hackenbush_tree), of any undirected multigraph with ground
// vertices, loops and cycles by the fusion principle (sg::green_hackenbush), both in
// O(V + E) without recursion; the queries of sg/queries.hpp on pictures and sums of
// pictures, winning cuts included (sg::green_hackenbush_solver); and the game itself for
// the generic solver on small pictures (sg::green_hackenbush_game, a state is the set of
// edges left).
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <bitset>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "../detail/csr.hpp"
#include "../error.hpp"
#include "../queries.hpp"
#include "../value.hpp"

namespace sg {

// Marks a root in the parent array given to green_hackenbush_tree: the vertex stands
// on the ground.
inline constexpr std::size_t hackenbush_root = std::numeric_limits<std::size_t>::max();

struct green_hackenbush_tree_fn {
    // parent[v] is v's parent, or hackenbush_root if v stands on the ground; every
    // other vertex hangs from its parent by one edge. Colon principle (Winning Ways,
    // ch. 7): a vertex with branches of values g1, g2, ... on edges is worth
    // (g1 + 1) ^ (g2 + 1) ^ ..., and the forest is worth the XOR over its roots.
    [[nodiscard]] nimber operator()(std::span<const std::size_t> parent) const {
        const std::size_t n = parent.size();
        std::vector<std::size_t> waiting(n, 0);  // children not yet finished
        for (std::size_t v = 0; v < n; ++v) {
            const std::size_t p = parent[v];
            if (p == hackenbush_root) continue;
            if (p >= n)
                throw error("sg::green_hackenbush_tree: parent[" + std::to_string(v) + "] = " + std::to_string(p) +
                            " is not a vertex (there are " + std::to_string(n) + ")");
            if (p == v) throw error("sg::green_hackenbush_tree: vertex " + std::to_string(v) + " is its own parent");
            ++waiting[p];
        }
        std::vector<nimber> value(n, 0);
        std::vector<std::size_t> ready;
        for (std::size_t v = 0; v < n; ++v)
            if (waiting[v] == 0) ready.push_back(v);
        nimber total = 0;
        std::size_t done = 0;
        while (!ready.empty()) {  // leaves first: a vertex is ready once its children are
            const std::size_t v = ready.back();
            ready.pop_back();
            ++done;
            const std::size_t p = parent[v];
            if (p == hackenbush_root) {
                total ^= value[v];
            } else {
                value[p] ^= value[v] + 1;
                if (--waiting[p] == 0) ready.push_back(p);
            }
        }
        if (done < n)
            for (std::size_t v = 0; v < n; ++v)
                if (waiting[v] != 0)
                    throw error("sg::green_hackenbush_tree: the parents of vertex " + std::to_string(v) +
                                " lead round a cycle, not to a root");
        return total;
    }
};

// green_hackenbush_tree(parent): the value of a forest of rooted trees, O(n).
inline constexpr green_hackenbush_tree_fn green_hackenbush_tree{};

// A Green Hackenbush picture: vertices 0 .. vertex_count()-1, undirected edges (loops
// and parallel edges allowed) and ground vertices. A move deletes one edge; whatever is
// no longer connected to the ground falls away; who cannot move loses.
class green_hackenbush {
public:
    green_hackenbush() = default;
    explicit green_hackenbush(std::size_t vertices) { resize(vertices); }

    // Adds a vertex and returns its number.
    std::size_t add_vertex() {
        resize(ground_.size() + 1);
        return ground_.size() - 1;
    }
    // Adds an edge between u and v (a loop if u == v) and returns its number.
    std::size_t add_edge(std::size_t u, std::size_t v) {
        check_vertex(u, "add_edge");
        check_vertex(v, "add_edge");
        if (edges_.size() >= max_count)
            throw error("sg::green_hackenbush: more than " + std::to_string(max_count) + " edges");
        edges_.push_back({static_cast<std::uint32_t>(u), static_cast<std::uint32_t>(v)});
        return edges_.size() - 1;
    }
    // Puts v on the ground.
    void set_ground(std::size_t v) {
        check_vertex(v, "set_ground");
        ground_[v] = 1;
    }
    void reserve(std::size_t vertices, std::size_t edges) {
        ground_.reserve(vertices);
        edges_.reserve(edges);
    }

    [[nodiscard]] std::size_t vertex_count() const noexcept { return ground_.size(); }
    [[nodiscard]] std::size_t edge_count() const noexcept { return edges_.size(); }
    [[nodiscard]] bool is_ground(std::size_t v) const {
        check_vertex(v, "is_ground");
        return ground_[v] != 0;
    }
    // The ends of edge e.
    [[nodiscard]] std::pair<std::size_t, std::size_t> edge(std::size_t e) const {
        if (e >= edges_.size())
            throw error("sg::green_hackenbush::edge: no edge " + std::to_string(e) + " (there are " +
                        std::to_string(edges_.size()) + ")");
        return {edges_[e].u, edges_[e].v};
    }

    // The value of the picture, O(V + E). All ground vertices are fused into one;
    // bridges and 2-edge-connected components are found by one depth-first search;
    // by the fusion principle (Winning Ways, ch. 7) each component shrinks to one
    // vertex carrying its inner edges as loops, worth 1 each, so it holds a stalk
    // worth (inner edges mod 2); the bridges form a tree on these vertices, summed up
    // by the colon principle. Edges not connected to the ground count for nothing.
    [[nodiscard]] nimber value() const {
        const auto [order, tin, low, parent] = search_from_ground();
        // 2-edge-connected components, numbered in discovery order (a component's
        // parent in the bridge tree has a smaller number); component 0 holds the ground.
        std::vector<std::uint32_t> comp(tin.size(), none), comp_parent{none};
        comp[order[0]] = 0;
        for (std::size_t i = 1; i < order.size(); ++i) {
            const std::uint32_t v = order[i], p = parent[v];
            if (low[v] > tin[p]) {  // the edge to p is a bridge
                comp[v] = static_cast<std::uint32_t>(comp_parent.size());
                comp_parent.push_back(comp[p]);
            } else {
                comp[v] = comp[p];
            }
        }
        // Component 0's value is kept apart.
        std::vector<nimber> value(comp_parent.size(), 0);
        nimber ground_value = 0;
        for (const auto& e : edges_) {  // each inner edge (loops included) is a loop worth 1
            const std::uint32_t a = fused(e.u), b = fused(e.v);
            if (tin[a] == 0 || comp[a] != comp[b]) continue;
            if (comp[a] == 0)
                ground_value ^= 1;
            else
                value[comp[a]] ^= 1;
        }
        for (std::size_t c = comp_parent.size(); c-- > 1;) {
            const nimber branch = value[c] + 1;
            if (comp_parent[c] == 0)
                ground_value ^= branch;
            else
                value[comp_parent[c]] ^= branch;
        }
        return ground_value;
    }

    // Whether each edge has a path to the ground (edges that are not have fallen
    // away: they count for nothing and cannot be cut). O(V + E).
    [[nodiscard]] std::vector<bool> grounded() const {
        std::vector<std::size_t> start;
        std::vector<std::uint32_t> adj;
        detail::build_csr(
            ground_.size(),
            [&](auto&& emit) {
                for (const auto& e : edges_) {
                    emit(e.u, e.v);
                    emit(e.v, e.u);
                }
            },
            start, adj);
        std::vector<char> reached(ground_.begin(), ground_.end());
        std::vector<std::uint32_t> stack;
        for (std::uint32_t v = 0; v < ground_.size(); ++v)
            if (ground_[v] != 0) stack.push_back(v);
        while (!stack.empty()) {
            const std::uint32_t v = stack.back();
            stack.pop_back();
            for (std::size_t k = start[v]; k < start[v + 1]; ++k)
                if (!reached[adj[k]]) {
                    reached[adj[k]] = 1;
                    stack.push_back(adj[k]);
                }
        }
        std::vector<bool> out(edges_.size());
        for (std::size_t e = 0; e < edges_.size(); ++e) out[e] = reached[edges_[e].u] != 0;
        return out;
    }

    // The picture after the move that cuts edge e: the same vertices and ground, the
    // edges still connected to the ground in their order (their numbers close up).
    // Throws sg::error if there is no edge e or it is not connected to the ground.
    [[nodiscard]] green_hackenbush cut(std::size_t e) const {
        if (e >= edges_.size() || !grounded()[e])
            throw error("sg::green_hackenbush::cut: no edge " + std::to_string(e) +
                        " connected to the ground (there are " + std::to_string(edges_.size()) + " edges)");
        green_hackenbush rest = *this;
        rest.edges_.erase(rest.edges_.begin() + static_cast<std::ptrdiff_t>(e));
        const std::vector<bool> keep = rest.grounded();
        std::size_t w = 0;
        for (std::size_t r = 0; r < rest.edges_.size(); ++r)
            if (keep[r]) rest.edges_[w++] = rest.edges_[r];
        rest.edges_.resize(w);
        return rest;
    }

    // Pictures compare by their vertices, ground and edge list (in order): two cuts that
    // leave the same list are the same position.
    friend bool operator==(const green_hackenbush&, const green_hackenbush&) = default;
    friend auto operator<=>(const green_hackenbush&, const green_hackenbush&) = default;

private:
    struct edge_ends {
        std::uint32_t u, v;
        friend bool operator==(const edge_ends&, const edge_ends&) = default;
        friend auto operator<=>(const edge_ends&, const edge_ends&) = default;
    };
    struct arc {
        std::uint32_t to, edge;
    };
    static constexpr std::uint32_t none = std::numeric_limits<std::uint32_t>::max();

    // A vertex after fusing the ground: every ground vertex is the one root, numbered
    // vertex_count().
    [[nodiscard]] std::uint32_t fused(std::uint32_t v) const noexcept {
        return ground_[v] != 0 ? static_cast<std::uint32_t>(ground_.size()) : v;
    }

    // The depth-first search from the fused ground over the edges that are not loops
    // after fusing: vertices in discovery order, discovery times (0: not reached), low
    // links and tree parents. Iterative, O(V + E).
    struct dfs_tree {
        std::vector<std::uint32_t> order, tin, low, parent;
    };
    [[nodiscard]] dfs_tree search_from_ground() const {
        const auto root = static_cast<std::uint32_t>(ground_.size());
        const std::uint32_t count = root + 1;
        std::vector<std::size_t> start;
        std::vector<arc> adj;
        detail::build_csr(
            count,
            [&](auto&& emit) {
                for (std::uint32_t i = 0; i < edges_.size(); ++i) {
                    const std::uint32_t a = fused(edges_[i].u), b = fused(edges_[i].v);
                    if (a == b) continue;
                    emit(a, arc{b, i});
                    emit(b, arc{a, i});
                }
            },
            start, adj);
        std::vector<std::uint32_t> order, tin(count, 0), low(count, 0), parent(count, none), parent_edge(count, none);
        std::vector<std::size_t> next(start.begin(), start.end() - 1);
        std::vector<std::uint32_t> stack;
        order.reserve(count);
        std::uint32_t time = 0;
        tin[root] = low[root] = ++time;
        order.push_back(root);
        stack.push_back(root);
        while (!stack.empty()) {
            const std::uint32_t v = stack.back();
            if (next[v] < start[v + 1]) {
                const arc a = adj[next[v]++];
                if (a.edge == parent_edge[v]) continue;
                if (tin[a.to] != 0) {
                    low[v] = std::min(low[v], tin[a.to]);
                } else {
                    parent[a.to] = v;
                    parent_edge[a.to] = a.edge;
                    tin[a.to] = low[a.to] = ++time;
                    order.push_back(a.to);
                    stack.push_back(a.to);
                }
            } else {
                stack.pop_back();
                if (v != root) low[parent[v]] = std::min(low[parent[v]], low[v]);
            }
        }
        return {std::move(order), std::move(tin), std::move(low), std::move(parent)};
    }

    static constexpr std::size_t max_count = std::numeric_limits<std::uint32_t>::max() - 1;

    void resize(std::size_t vertices) {
        if (vertices >= max_count)
            throw error("sg::green_hackenbush: more than " + std::to_string(max_count - 1) + " vertices");
        ground_.resize(vertices, 0);
    }
    void check_vertex(std::size_t v, const char* where) const {
        if (v >= ground_.size())
            throw error(std::string("sg::green_hackenbush::") + where + ": no vertex " + std::to_string(v) +
                        " (there are " + std::to_string(ground_.size()) + ")");
    }

    std::vector<std::uint8_t> ground_;
    std::vector<edge_ends> edges_;
};

// The queries of sg/queries.hpp on Green Hackenbush pictures (additive, const): value,
// outcome, wins, winning_move, winning_moves, count_winning_moves of a picture, of a
// range of pictures or a braced list (a sum: the XOR of their values), and
// move_to_value / moves_to_value of one picture. A move's `to` holds the one picture
// left after the cut (green_hackenbush::cut); moves are listed by edge number, and cuts
// that leave the same picture count once. A value costs O(V + E); the moves of a
// picture O(E (V + E)).
class green_hackenbush_solver : public queries<green_hackenbush_solver, green_hackenbush> {
public:
    [[nodiscard]] nimber component_value(const green_hackenbush& p) const { return p.value(); }

    // Calls f(std::span{&after, 1}) for each cut of an edge connected to the ground, in
    // edge order, that leaves a picture of value target; until f returns false.
    template <class F>
    void component_moves_to(const green_hackenbush& p, nimber target, F&& f) const {
        const std::vector<bool> live = p.grounded();
        for (std::size_t e = 0; e < live.size(); ++e) {
            if (!live[e]) continue;
            const green_hackenbush after = p.cut(e);
            if (after.value() == target && !f(std::span<const green_hackenbush>(&after, 1))) return;
        }
    }
};

// Green Hackenbush as an impartial_game for the generic solver, by the rules alone: a
// state is the set of edges left (bit e for edge e; at most 64 edges), a move deletes
// one and drops every edge no longer connected to the ground. Exponential: for
// cross-checks on small pictures.
class green_hackenbush_game {
public:
    using state = std::uint64_t;

    explicit green_hackenbush_game(const green_hackenbush& picture) {
        if (picture.edge_count() > 64)
            throw error("sg::green_hackenbush_game: " + std::to_string(picture.edge_count()) +
                        " edges; a state holds at most 64");
        // Number the vertices that have edges 0, 1, ... (at most 128 of them).
        std::vector<std::uint32_t> local(picture.vertex_count(), none);
        auto number = [&](std::size_t v) {
            if (local[v] == none) {
                local[v] = static_cast<std::uint32_t>(ground_ends_.size());
                ground_ends_.push_back(picture.is_ground(v));
            }
            return local[v];
        };
        for (std::size_t e = 0; e < picture.edge_count(); ++e) {
            const auto [u, v] = picture.edge(e);
            const std::uint32_t a = number(u), b = number(v);
            ends_.emplace_back(a, b);
        }
    }

    // The starting position: every edge connected to the ground.
    [[nodiscard]] state start() const {
        const std::size_t m = ends_.size();
        return connected(m == 64 ? ~state{0} : (state{1} << m) - 1);
    }

    // The edges of s that have a path to the ground using edges of s.
    [[nodiscard]] state connected(state s) const {
        std::bitset<128> reached;
        for (std::size_t v = 0; v < ground_ends_.size(); ++v) reached[v] = ground_ends_[v];
        for (bool grew = true; grew;) {
            grew = false;
            for (std::size_t e = 0; e < ends_.size(); ++e) {
                if (!(s >> e & 1)) continue;
                const auto [a, b] = ends_[e];
                if (reached[a] != reached[b]) {
                    reached[a] = reached[b] = true;
                    grew = true;
                }
            }
        }
        state kept = 0;
        for (std::size_t e = 0; e < ends_.size(); ++e)
            if ((s >> e & 1) && reached[ends_[e].first]) kept |= state{1} << e;
        return kept;
    }

    void moves(state s, auto&& emit) const {
        for (std::size_t e = 0; e < ends_.size(); ++e)
            if (s >> e & 1) emit(connected(s & ~(state{1} << e)));
    }

private:
    static constexpr std::uint32_t none = std::numeric_limits<std::uint32_t>::max();
    std::vector<std::pair<std::uint32_t, std::uint32_t>> ends_;
    std::vector<bool> ground_ends_;
};

}  // namespace sg
