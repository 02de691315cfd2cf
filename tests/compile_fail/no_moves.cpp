// expect: needs a const member `moves(const state&, auto&& emit)`
// A game without moves(); the twin gives them.
#include <sg/grundy.hpp>

struct no_moves {
    using state = int;
#ifdef SG_TWIN
    void moves(int n, auto&& emit) const {
        if (n > 0) emit(n - 1);
    }
#endif
};

int main() {
    sg::grundy<no_moves> g;
    (void)g;
}
