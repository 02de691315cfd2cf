// docs/loopy.md: generalised Sprague-Grundy values of a graph with cycles, outcomes of
// sums, winning moves (the one that terminates, and all of them), drawing moves, and a
// game given by its moves.
#include <sg/games/digraph.hpp>
#include <sg/loopy.hpp>

#include <cstdint>
#include <iostream>
#include <optional>
#include <vector>

// A heap of 0..6 tokens: take 1 or 2; from a heap of 1 the player may instead refill
// it to 6. A heap of 0 ends the game.
struct refill {
    using state = int;
    void moves(int n, auto&& emit) const {
        if (n >= 1) emit(n - 1);
        if (n >= 2) emit(n - 2);
        if (n == 1) emit(6);
    }
};

void show(const char* what, const std::optional<sg::move<std::uint32_t>>& m) {
    std::cout << what;
    if (m)
        std::cout << "token " << m->component << " to " << m->to[0] << "\n";
    else
        std::cout << "none\n";
}

int main() {
    const sg::digraph g(8, {{1, 2}, {2, 1}, {2, 3}, {4, 4}, {4, 3}, {5, 5}, {5, 2}, {6, 4}, {6, 1}, {7, 6}, {7, 5},
                            {8, 1}, {8, 2}, {8, 4}},
                        1);
    const sg::loopy_grundy L(g);
    for (auto v : g.vertices())
        std::cout << "vertex " << v << ": " << L.value(v) << ", " << to_string(L.outcome(v)) << "\n";

    std::cout << "tokens {1, 5}: " << L.value({1, 5}) << ", " << to_string(L.outcome({1, 5})) << "\n";
    std::cout << "tokens {2, 5}: " << L.value({2, 5}) << ", " << to_string(L.outcome({2, 5})) << "\n";
    std::cout << "tokens {4, 5}: " << L.value({4, 5}) << ", " << to_string(L.outcome({4, 5})) << "\n";
    show("winning move from {2, 5}: ", L.winning_move({2, 5}));
    show("winning move from {2}: ", L.winning_move({2}));
    // Every move to a lost position: winning_move's choice first (it ends the game;
    // 2 -> 1 is answered by 1 -> 2 forever).
    std::cout << "winning moves from 2 (" << L.count_winning_moves(2) << "):";
    for (const auto& m : L.winning_moves(2)) std::cout << " to " << m.to[0];
    std::cout << "\nwins {2, 5}: " << L.wins({2, 5}) << ", wins {4, 5}: " << L.wins({4, 5})
              << "; moves of 8 to value 1: " << L.moves_to_value(8, 1).size() << "\n";
    show("drawing move from {4, 5}: ", L.drawing_move({4, 5}));
    show("best move from {1}: ", L.best_move({1}));

    sg::loopy<refill> game;
    game.explore({6});
    std::cout << "refill: " << game.size() << " states;";
    for (int n = 0; n <= 6; ++n) std::cout << " " << n << ":" << game.value(n);
    std::cout << "\n";
    std::cout << "heaps 1 + 4: " << to_string(game.outcome({1, 4})) << "\n";
    if (auto m = game.best_move({1, 4}))
        std::cout << "best move: heap " << m->component << " to " << m->to[0] << "\n";
}
