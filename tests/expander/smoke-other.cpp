// Second translation unit of the single-header smoke test: the program links only if
// every function and constant of sg_all.hpp is inline.
#include "sg_all.hpp"

namespace {
// Grundy's game: split a heap into two unequal non-empty heaps (a move to a sum).
struct grundy_game {
    using state = int;
    void moves(int n, auto&& emit) const {
        for (int a = 1; 2 * a < n; ++a) emit(a, n - a);
    }
};
}  // namespace

sg::nimber grundy_game_value(int n) {
    static sg::grundy<grundy_game> g;
    return g(n) ^ sg::mex({1, 2}) ^ sg::nim_sum({0});
}
