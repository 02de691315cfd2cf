// The README's example, compiled and run by the test suite.
#include <sg/grundy.hpp>

#include <iostream>
#include <vector>

// Remove 2 or 5 tokens from a heap; a heap may also be split in two non-empty heaps.
struct my_game {
    using state = int;
    void moves(int n, auto&& emit) const {
        for (int k : {2, 5})
            if (k <= n) emit(n - k);                      // a move to one heap
        for (int a = 1; 2 * a <= n; ++a) emit(a, n - a);  // a move to a sum of two heaps
    }
};

int main() {
    sg::grundy<my_game> g;
    std::cout << "G(10) = " << g(10) << '\n';
    std::cout << "3 + 4 + 7: first player " << (g.wins({3, 4, 7}) ? "wins" : "loses") << '\n';
    if (auto m = g.winning_move({3, 4, 7})) {
        std::cout << "move in heap #" << m->component << " to";
        for (int h : m->to) std::cout << ' ' << h;
        std::cout << '\n';
    }
}
