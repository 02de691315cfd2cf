// POJ 3710 "Christmas Game": several test cases until the end of the input. Each starts
// with N, the number of trees; each tree starts with a line "m k" (vertices 1..m, k
// edges) followed by k lines "a b", one edge each (parallel edges allowed). Vertex 1 of
// every tree stands on the ground. Players alternately delete an edge; everything no
// longer connected to the ground falls away; who cannot move loses. Sally moves first:
// print "Sally" if she wins, else "Harry".
//
// Each tree is a Green Hackenbush picture; sg::green_hackenbush values any graph (it
// does not rely on the problem's promise that cycles share at most one vertex with the
// rest of the tree), and the trees add up by XOR.
#include <sg/games/hackenbush.hpp>
#include <sg/io/input.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>

// Memory budget (docs/problems.md): a tree is refused, before anything is allocated for
// it, if its value would need more than 256 MiB (sg::green_hackenbush stores and
// searches about 48 bytes an edge and 96 a vertex, a generous estimate).
constexpr std::size_t memory_budget = std::size_t{256} << 20;
constexpr std::size_t bytes_per_edge = 48, bytes_per_vertex = 96;

int main() {
    try {
        sg::text_input in;  // stdin, read as needed
        const auto number = [&in](std::size_t lo, std::size_t hi, const char* what) {
            return in.number<std::size_t>(lo, hi, what);
        };
        std::string out;
        while (in.more()) {
            const std::size_t trees = number(1, 1'000'000, "the number of trees N");
            sg::nimber total = 0;
            for (std::size_t t = 0; t < trees; ++t) {
                const std::size_t m = number(1, 1'000'000, "the number of vertices m");
                const std::size_t k = number(0, 10'000'000, "the number of edges k");
                if (m * bytes_per_vertex + k * bytes_per_edge > memory_budget) {
                    std::fprintf(stderr, "christmas_game: a tree of %zu vertices and %zu edges needs more than the memory budget of %zu bytes\n",
                                 m, k, memory_budget);
                    return 1;
                }
                sg::green_hackenbush tree(m);
                tree.reserve(m, k);
                tree.set_ground(0);
                for (std::size_t e = 0; e < k; ++e) {
                    const std::size_t a = number(1, m, "a vertex of the tree (1..m)");
                    const std::size_t b = number(1, m, "a vertex of the tree (1..m)");
                    tree.add_edge(a - 1, b - 1);
                }
                total ^= tree.value();
            }
            out += total != 0 ? "Sally\n" : "Harry\n";
        }
        std::fwrite(out.data(), 1, out.size(), stdout);
    } catch (const sg::parse_error& e) {  // "line N: ..."
        std::fprintf(stderr, "christmas_game: %s\n", e.what());
        return 1;
    }
}
