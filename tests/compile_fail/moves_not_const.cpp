// expect: needs a const member `moves(const state&, auto&& emit)`
#include <sg/grundy.hpp>

struct mutable_moves {
    using state = int;
    void moves(int n, auto&& emit) { if (n > 0) emit(n - 1); }
};

int main() {
    sg::grundy<mutable_moves> g;
    (void)g;
}
