// docs/split.md: Grundy's game and a user-defined split game.
#include <sg/games/split.hpp>
#include <sg/grundy.hpp>

#include <cstdio>

int main() {
    const auto g = sg::heap_sequence(sg::grundys_game{}, 20);
    std::printf("Grundy's game:");
    for (auto v : g) std::printf(" %llu", static_cast<unsigned long long>(v));
    std::printf("\n");

    // Take one token from a heap and split the rest into two nonempty heaps of any sizes,
    // or take two tokens and leave one heap.
    auto rule = sg::heap_game([](std::uint64_t n, auto&& emit) {
        for (std::uint64_t a = 1; n >= 3 && 2 * a <= n - 1; ++a) emit(a, n - 1 - a);
        if (n >= 3) emit(n - 2);
    });
    const auto s = sg::heap_sequence(rule, 20);
    std::printf("user rule:    ");
    for (auto v : s) std::printf(" %llu", static_cast<unsigned long long>(v));
    std::printf("\n");

    // The generic solver plays sums of heaps of either game.
    sg::grundy<sg::grundys_game> solver;
    std::printf("Grundy's game 7 + 9 + 12: %s\n", solver.wins({7, 9, 12}) ? "first player wins" : "first player loses");
}
