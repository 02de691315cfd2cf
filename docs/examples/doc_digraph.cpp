// docs/digraph.md: a graph from an edge list, DAG values, tokens, the winning moves, the
// generic solver on the same graph, a cycle, and the contest input format.
#include <sg/error.hpp>
#include <sg/games/digraph.hpp>
#include <sg/grundy.hpp>
#include <sg/io/token_graph.hpp>

#include <cstdint>
#include <iostream>
#include <utility>
#include <vector>

int main() {
    // The sample of AcWing 1319: 6 vertices, 1-based.
    const std::vector<std::pair<int, int>> edges = {{2, 1}, {2, 4}, {1, 4}, {1, 5}, {4, 5}, {1, 3}, {3, 5}, {3, 6}};
    const sg::digraph g(6, edges, 1);
    const sg::dag_grundy values(g);
    for (auto v : g.vertices()) std::cout << "G(" << v << ") = " << values[v] << "\n";

    const std::vector<std::uint32_t> tokens = {1, 2, 4, 6};
    std::cout << "tokens 1 2 4 6: value " << values.value(tokens) << ", " << to_string(values.outcome(tokens))
              << "\n";
    if (auto m = values.winning_move(tokens))
        std::cout << "winning move: token " << m->component << " (on vertex " << tokens[m->component]
                  << ") to vertex " << m->to[0] << "\n";
    std::cout << "all " << values.count_winning_moves(tokens) << " winning moves:";
    for (const auto& m : values.winning_moves(tokens)) std::cout << " token " << m.component << " -> " << m.to[0] << ";";
    std::cout << "\none token on 1: " << (values.wins(1) ? "wins" : "loses") << ", moves to value 0:";
    for (const auto& to : values.moves_to_value(1, 0)) std::cout << " " << to[0];
    std::cout << "\n";

    // The graph is also an sg::impartial_game: lazy values from a few start vertices.
    sg::grundy<sg::digraph> lazy{g};
    std::cout << "generic solver: G(2) = " << lazy(2) << ", states solved: " << lazy.size() << "\n";

    // A cycle is an error that names it.
    const sg::digraph loop(3, {{1, 2}, {2, 3}, {3, 1}}, 1);
    try {
        const sg::dag_grundy bad(loop);
    } catch (const sg::cycle_error& e) {
        std::cout << e.what() << "\n";
    }
    const auto cycle = sg::find_cycle(loop);
    std::cout << "find_cycle: " << sg::describe_cycle(cycle) << "\n";

    // The contest input format.
    const sg::token_graph in = sg::read_token_graph("3 2 2\n1 2\n2 3\n1 3\n");
    std::cout << "read: " << in.graph.edge_count() << " edges, tokens " << in.tokens[0] << " " << in.tokens[1]
              << ", " << to_string(sg::dag_grundy(in.graph).outcome(in.tokens)) << "\n";
}
