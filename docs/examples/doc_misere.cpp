// docs/misere.md: misère Nim, a misère search of Kayles sums with all their winning
// moves, and a game where the normal-play value misleads.
#include <sg/grundy.hpp>
#include <sg/misere.hpp>

#include <cstdio>
#include <utility>
#include <vector>

namespace {

struct kayles {  // knock down one pin or two adjacent pins; the row splits
    using state = int;
    void moves(int n, auto&& emit) const {
        for (int take = 1; take <= 2; ++take)
            for (int left = 0; left + take <= n; ++left) emit(left, n - take - left);
    }
};

}  // namespace

int main() {
    // Misère Nim (last to take loses), Bouton's rule.
    std::printf("misere_nim({3, 5, 1}) = %s\n", sg::to_string(sg::misere_nim({3, 5, 1})).data());
    std::printf("misere_nim({1, 1, 1}) = %s\n", sg::to_string(sg::misere_nim({1, 1, 1})).data());
    if (auto m = sg::misere_nim_move({3, 5, 1}))
        std::printf("winning move: heap %zu -> %llu\n", m->component,
                    static_cast<unsigned long long>(m->to[0]));

    // Misère Kayles: each sum is searched as one game.
    sg::misere<kayles> mk;
    sg::grundy<kayles> nk;
    std::printf("rows  normal  misere  g-\n");
    for (int n = 0; n <= 8; ++n)
        std::printf("%4d  %6s  %6s  %2llu\n", n, sg::to_string(nk.outcome(n)).data(),
                    sg::to_string(mk.outcome(n)).data(), static_cast<unsigned long long>(mk.value(n)));
    std::printf("rows {1, 1}: normal %s, misere %s\n", sg::to_string(nk.outcome({1, 1})).data(),
                sg::to_string(mk.outcome({1, 1})).data());
    for (const auto& rows : {std::vector<int>{2, 3, 4}, std::vector<int>{2, 3, 5}}) {
        std::printf("misere {%d, %d, %d}: %s", rows[0], rows[1], rows[2], sg::to_string(mk.outcome(rows)).data());
        if (auto m = mk.winning_move(rows)) {
            std::printf(", row %zu becomes", m->component);
            const char* sep = " ";
            for (int r : m->to) std::printf("%s%d", std::exchange(sep, " + "), r);
        }
        std::printf("\n");
    }
    std::printf("misere {2, 3, 5}, winning moves (%zu):", mk.count_winning_moves({2, 3, 5}));
    for (const auto& m : mk.winning_moves({2, 3, 5})) {
        std::printf(" row %zu ->", m.component);
        for (int r : m.to) std::printf(" %d", r);
        std::printf(";");
    }
    std::printf("\nrow 5 wins: %s; moves to g- = 0: %zu\n", mk.wins(5) ? "yes" : "no", mk.moves_to_value(5, 0).size());
    std::printf("positions searched: %zu, component states: %zu\n", mk.size(), mk.component_count());
}
