// expect: needs a const member `moves(const state&, auto&& emit)`
// moves() is not const; the twin makes it const.
#include <sg/grundy.hpp>

struct mutable_moves {
    using state = int;
#ifndef SG_TWIN
    void moves(int n, auto&& emit) {
        if (n > 0) emit(n - 1);
    }
#else
    void moves(int n, auto&& emit) const {
        if (n > 0) emit(n - 1);
    }
#endif
};

int main() {
    sg::grundy<mutable_moves> g;
    (void)g;
}
