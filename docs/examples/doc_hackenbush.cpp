// docs/hackenbush.md: a Christmas tree with cycles and a loop, its winning cuts, a rooted
// forest, and the same picture played out by the generic solver.
#include <sg/games/hackenbush.hpp>
#include <sg/grundy.hpp>

#include <cstddef>
#include <cstdio>
#include <utility>
#include <vector>

int main() {
    // Vertex 0 stands on the ground. A trunk 0-1, a triangle 1-2-3 on top of it, a
    // branch 3-4 carrying a square 4-5-6-7, a loop at 5 and a double edge 2-8.
    sg::green_hackenbush tree(9);
    tree.set_ground(0);
    for (auto [u, v] : std::vector<std::pair<std::size_t, std::size_t>>{
             {0, 1}, {1, 2}, {2, 3}, {3, 1}, {3, 4}, {4, 5}, {5, 6}, {6, 7}, {7, 4}, {5, 5}, {2, 8}, {2, 8}})
        tree.add_edge(u, v);
    std::printf("value by fusion and colon principles: %llu\n", static_cast<unsigned long long>(tree.value()));

    const sg::green_hackenbush_game game(tree);
    sg::grundy<sg::green_hackenbush_game> g(game);
    const sg::nimber played = g(game.start());
    std::printf("value by playing every edge subset:   %llu (%zu positions)\n",
                static_cast<unsigned long long>(played), g.size());

    // The cuts that leave value 0 (for the tree alone, and beside a stalk of 2 edges).
    const sg::green_hackenbush_solver solver;
    std::printf("winning cuts: %zu;", solver.count_winning_moves(tree));
    for (const auto& m : solver.winning_moves(tree))
        for (std::size_t e = 0; e < tree.edge_count(); ++e)
            if (tree.cut(e) == m.to[0]) std::printf(" edge %zu (%zu-%zu)", e, tree.edge(e).first, tree.edge(e).second);
    sg::green_hackenbush stalk(3);
    stalk.set_ground(0);
    stalk.add_edge(0, 1);
    stalk.add_edge(1, 2);
    std::printf("\ntree + stalk of 2: value %llu, %s, %zu winning moves\n",
                static_cast<unsigned long long>(solver.value({tree, stalk})),
                sg::to_string(solver.outcome({tree, stalk})).data(), solver.count_winning_moves({tree, stalk}));

    // A rooted forest: parent[v], or sg::hackenbush_root for a vertex on the ground.
    //   0 on the ground with children 1 and 2; 2 carries 3; 4 on the ground carries 5.
    const std::vector<std::size_t> parent{sg::hackenbush_root, 0, 0, 2, sg::hackenbush_root, 4};
    std::printf("forest value: %llu\n", static_cast<unsigned long long>(sg::green_hackenbush_tree(parent)));
}
