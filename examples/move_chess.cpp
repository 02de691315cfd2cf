// Tokens on a directed acyclic graph (AcWing 1319 "move chess", LOJ 10243).
// Input: "N M K", then M edges "X Y" (a move from X to Y), then K start vertices
// (vertices 1..N; starts and edges may repeat). Each turn a player moves one token
// along an edge; who cannot move loses. Prints "win" if the first player wins, else
// "lose". A graph with a cycle is refused (loopy_chess handles those).
#include <sg/error.hpp>
#include <sg/games/digraph.hpp>
#include <sg/io/token_graph.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <new>
#include <string>

// Memory budget (docs/problems.md): the graph (4 bytes a vertex and an edge) and the
// values' computation (8 bytes a vertex) within 256 MiB; larger inputs are refused.
constexpr std::size_t memory_budget = std::size_t{256} << 20;
constexpr std::uint64_t max_vertices = memory_budget / 8;  // the graph alone fits

int main() {
    sg::token_graph in;
    try {
        in = sg::read_token_graph(stdin, 1, max_vertices);
        const std::size_t graph_bytes = (in.graph.offsets().size() + in.graph.targets().size() + in.tokens.size()) * 4;
        if (graph_bytes > memory_budget) throw sg::limit_error("", memory_budget, sg::limit_kind::bytes, graph_bytes);
        const sg::dag_grundy values(in.graph, memory_budget - graph_bytes);  // O(N + M), no recursion
        std::puts(values.wins(in.tokens) ? "win" : "lose");
    } catch (const sg::cycle_error&) {  // from dag_grundy: name a cycle, in input numbering
        const std::string text = sg::describe_cycle(sg::find_cycle(in.graph));
        std::fprintf(stderr,
                     "move_chess: the graph must be acyclic, but it has the cycle %s; use loopy_chess for "
                     "graphs with cycles\n",
                     text.c_str());
        return 1;
    } catch (const sg::limit_error& e) {  // the budget
        std::fprintf(stderr, "move_chess: the input needs more than the memory budget of %zu bytes\n", memory_budget);
        return 1;
    } catch (const sg::error& e) {  // sg::parse_error: "line L: ..."
        std::fprintf(stderr, "move_chess: input %s\n", e.what());
        return 1;
    } catch (const std::bad_alloc&) {
        std::fprintf(stderr, "move_chess: not enough memory for a graph of this size\n");
        return 1;
    }
}
