// docs/compound.md: conjunctive, continued conjunctive and selective compounds of the
// Euclid game (HDU 3595), remoteness and suspense numbers, and Moore's Nim_k.
#include <sg/games/compound.hpp>
#include <sg/games/digraph.hpp>

#include <cstdint>
#include <cstdio>
#include <utility>
#include <vector>

// Two piles (smaller first): a move takes a positive multiple of the smaller from the larger.
struct euclid_game {
    using state = std::pair<unsigned, unsigned>;
    template <class Emit>
    void moves(const state& s, Emit&& emit) const {
        const auto [a, b] = s;
        if (a == 0) return;
        for (unsigned r = b - a;; r -= a) {
            emit(r < a ? state{r, a} : state{a, r});
            if (r < a) break;
        }
    }
};

void print_move(const sg::compound_move<euclid_game::state>& m) {
    for (std::size_t i = 0; i < m.components.size(); ++i)
        std::printf("  component %zu -> (%u, %u)\n", m.components[i], m.to[i].first, m.to[i].second);
}

int main() {
    sg::conjunctive<euclid_game> conj;
    sg::continued_conjunctive<euclid_game> cont;
    for (const euclid_game::state& s : {euclid_game::state{1, 1}, {1, 2}, {2, 3}, {3, 5}, {2, 7}, {4, 7}})
        std::printf("(%u, %u): remoteness %llu, suspense %llu\n", s.first, s.second,
                    static_cast<unsigned long long>(conj.remoteness(s)),
                    static_cast<unsigned long long>(cont.suspense(s)));

    const std::vector<euclid_game::state> p = {{2, 3}, {2, 7}, {4, 7}};
    std::printf("conjunctive {(2,3), (2,7), (4,7)}: remoteness %llu, %s\n",
                static_cast<unsigned long long>(conj.value(p)), conj.wins(p) ? "first player wins" : "first player loses");
    std::printf("continued   {(2,3), (2,7), (4,7)}: suspense %llu, %s\n",
                static_cast<unsigned long long>(cont.value(p)), cont.wins(p) ? "first player wins" : "first player loses");
    if (const auto m = cont.winning_move(p)) print_move(*m);

    sg::selective<euclid_game> sel;
    std::printf("selective   {(2,3), (2,7), (4,7)}: %s\n", sel.wins(p) ? "first player wins" : "first player loses");
    if (const auto m = sel.winning_move(p)) print_move(*m);

    // On a graph (a token on vertex 0 of 0 -> 1 -> 2 -> 3, 0 -> 2, 0 -> 3): the winner
    // ends a won game at once (remoteness 1) but makes it last in a continued compound.
    const std::vector<std::pair<int, int>> edges = {{0, 1}, {1, 2}, {2, 3}, {0, 2}, {0, 3}};
    const sg::digraph g(4, edges);
    sg::conjunctive gr(g);
    sg::continued_conjunctive gs(g);
    std::printf("vertex 0: remoteness %llu, suspense %llu\n", static_cast<unsigned long long>(gr.remoteness(0)),
                static_cast<unsigned long long>(gs.suspense(0)));

    const sg::moore_nim nim2(2);  // take from one or two heaps
    std::printf("Nim_2 {5, 5, 5}: %s\n", nim2.wins({5, 5, 5}) ? "first player wins" : "first player loses");
    const std::vector<std::uint64_t> heaps = {7, 6, 3, 1};
    if (const auto m = nim2.winning_move(heaps)) {
        std::printf("Nim_2 {7, 6, 3, 1}:");
        for (std::size_t i = 0; i < m->components.size(); ++i)
            std::printf(" heap %zu -> %llu", m->components[i], static_cast<unsigned long long>(m->to[i]));
        std::printf("\n");
    }
}
