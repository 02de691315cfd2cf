// Tokens on a directed graph that may have cycles and self-loops: the input of
// move_chess ("N M K", M edges "X Y", K start vertices, vertices 1..N). A player who
// can force a win does; one who cannot but can avoid losing forever does. Prints
// "win", "lose" or "draw" for the first player.
#include <sg/io/token_graph.hpp>
#include <sg/loopy.hpp>

#include <cstdint>
#include <cstdio>
#include <new>

// A graph of 10^8 vertices takes about 1.5 GB here; refuse larger ones with a message.
constexpr std::uint64_t max_vertices = 100'000'000;

int main() {
    try {
        const sg::token_graph in = sg::read_token_graph(stdin, 1, max_vertices);
        const sg::loopy_grundy values(in.graph);  // generalised Sprague-Grundy values
        std::puts(to_string(values.outcome(in.tokens)).data());
    } catch (const sg::error& e) {
        std::fprintf(stderr, "loopy_chess: input %s\n", e.what());
        return 1;
    } catch (const std::bad_alloc&) {
        std::fprintf(stderr, "loopy_chess: not enough memory for a graph of this size\n");
        return 1;
    }
}
