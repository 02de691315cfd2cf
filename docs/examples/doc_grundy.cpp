// docs/grundy.md: a user-defined game, sums, winning moves, and a cycle.
#include <sg/grundy.hpp>

#include <iostream>
#include <vector>

// Set-Nim: remove 2 or 5 tokens from a heap.
struct set_nim {
    using state = int;
    std::vector<int> S;
    void moves(int n, auto&& emit) const {
        for (int k : S)
            if (k <= n) emit(n - k);
    }
};

// Kayles: knock down one pin or two adjacent pins; a row falls apart into two rows.
struct kayles {
    using state = int;
    void moves(int n, auto&& emit) const {
        for (int take = 1; take <= 2 && take <= n; ++take)
            for (int left = 0; left + take <= n; ++left) emit(left, n - take - left);
    }
};

struct clock3 {  // 0 -> 1 -> 2 -> 0: not a finite game
    using state = int;
    void moves(int n, auto&& emit) const { emit((n + 1) % 3); }
};

int main() {
    sg::grundy<set_nim> g{set_nim{{2, 5}}};
    std::cout << "G(0..9):";
    for (int n = 0; n < 10; ++n) std::cout << ' ' << g(n);
    std::cout << '\n';

    const std::vector<int> heaps = {2, 4, 7};
    std::cout << "sum 2+4+7 has value " << g.value(heaps) << ", first player "
              << (g.wins(heaps) ? "wins" : "loses") << '\n';
    if (auto m = g.winning_move(heaps))
        std::cout << "winning move: heap #" << m->component << " -> " << m->to[0] << '\n';

    sg::grundy<kayles> k;
    std::cout << "Kayles G(0..11):";
    for (int n = 0; n < 12; ++n) std::cout << ' ' << k(n);
    std::cout << '\n';
    if (auto m = k.winning_move(7))
        std::cout << "Kayles row of 7: split into " << m->to[0] << " and " << m->to[1] << '\n';

    try {
        sg::grundy<clock3> c;
        (void)c(0);
    } catch (const sg::cycle_error& e) {
        std::cout << e.what() << '\n';
    }
}
