// docs/dot.md: the picture of a small graph with cycles, in Graphviz DOT.
//   doc_dot | dot -Tsvg -o docs/images/loopy_graph.svg
#include <sg/io/dot.hpp>

#include <iostream>

int main() {
    // The graph of docs/examples/loopy.cpp.
    const sg::digraph g(8, {{1, 2}, {2, 1}, {2, 3}, {4, 4}, {4, 3}, {5, 5}, {5, 2}, {6, 4}, {6, 1}, {7, 6}, {7, 5},
                            {8, 1}, {8, 2}, {8, 4}},
                        1);
    sg::dot_options opt;
    opt.name = "tokens";
    opt.rankdir = "LR";
    sg::write_dot(std::cout, g, opt);
}
