// docs/split.md: Grundy's game and a user-defined split game, their sequences and sums.
#include <sg/games/grundys_game.hpp>
#include <sg/games/split.hpp>
#include <sg/grundy.hpp>

#include <cstdio>

int main() {
    sg::heap_sequence g(sg::grundys_game{});
    g.extend(20);
    std::printf("Grundy's game:");
    for (auto v : g.values()) std::printf(" %llu", static_cast<unsigned long long>(v));
    std::printf("\n");
    std::printf("Grundy's game 7 + 9 + 12: %s\n", g.wins({7, 9, 12}) ? "first player wins" : "first player loses");

    // Take one token from a heap and split the rest into two nonempty heaps of any sizes,
    // or take two tokens and leave one heap.
    auto rule = sg::heap_game([](std::uint64_t n, auto&& emit) {
        for (std::uint64_t a = 1; n >= 3 && 2 * a <= n - 1; ++a) emit(a, n - 1 - a);
        if (n >= 3) emit(n - 2);
    });
    sg::heap_sequence s(rule);
    s.extend(20);
    std::printf("user rule:    ");
    for (auto v : s.values()) std::printf(" %llu", static_cast<unsigned long long>(v));
    std::printf("\n");
    std::printf("user rule 4 + 6: value %llu, winning moves:", static_cast<unsigned long long>(s.value({4, 6})));
    for (const auto& m : s.winning_moves({4, 6})) {
        std::printf(" heap %zu ->", m.component);
        for (auto h : m.to) std::printf(" %llu", static_cast<unsigned long long>(h));
        std::printf(";");
    }
    std::printf("\n");

    // The generic solver agrees.
    sg::grundy<sg::grundys_game> solver;
    std::printf("sg::grundy, Grundy's game 7 + 9 + 12: %s\n", solver.wins({7, 9, 12}) ? "first player wins" : "first player loses");

    // Lasker's Nim: take any number, or split a heap in two. Its arithmetic period is
    // certified from the first values and answers any heap.
    sg::heap_sequence lasker(sg::take_or_split_game{});
    if (const auto p = lasker.search_period())
        std::printf("Lasker's Nim: preperiod %llu, period %llu, saltus %llu (from %llu values)\n",
                    static_cast<unsigned long long>(p->preperiod), static_cast<unsigned long long>(p->period),
                    static_cast<unsigned long long>(p->saltus), static_cast<unsigned long long>(lasker.size()));
    std::printf("Lasker's Nim G(2147483647) = %llu; 2147483644 + 2147483643 + 3 + 4: %s\n",
                static_cast<unsigned long long>(lasker.value(std::uint64_t{2147483647})),
                lasker.wins({2147483644, 2147483643, 3, 4}) ? "first player wins" : "first player loses");
}
