// Tokens on a directed graph that may have cycles and self-loops: the input of
// move_chess ("N M K", M edges "X Y", K start vertices, vertices 1..N). A player who
// can force a win does; one who cannot but can avoid losing forever does. Prints
// "win", "lose" or "draw" for the first player.
#include <sg/io/token_graph.hpp>
#include <sg/loopy.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <new>

// Memory budget (docs/problems.md): the graph (4 bytes a vertex and an edge) and the
// labelling (28 bytes a vertex, 4 an edge) within 256 MiB; larger inputs are refused.
constexpr std::size_t memory_budget = std::size_t{256} << 20;
constexpr std::uint64_t max_vertices = memory_budget / 8;  // the graph alone fits

int main() {
    try {
        const sg::token_graph in = sg::read_token_graph(stdin, 1, max_vertices);
        const std::size_t graph_bytes = (in.graph.offsets().size() + in.graph.targets().size() + in.tokens.size()) * 4;
        if (graph_bytes > memory_budget) throw sg::limit_error("", memory_budget, sg::limit_kind::bytes, graph_bytes);
        const sg::loopy_grundy values(in.graph, memory_budget - graph_bytes);  // generalised Sprague-Grundy values
        std::puts(to_string(values.outcome(in.tokens)).data());
    } catch (const sg::limit_error& e) {  // the budget
        std::fprintf(stderr, "loopy_chess: the input needs more than the memory budget of %zu bytes\n", memory_budget);
        return 1;
    } catch (const sg::error& e) {
        std::fprintf(stderr, "loopy_chess: input %s\n", e.what());
        return 1;
    } catch (const std::bad_alloc&) {
        std::fprintf(stderr, "loopy_chess: not enough memory for a graph of this size\n");
        return 1;
    }
}
