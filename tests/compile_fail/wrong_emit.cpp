// expect: not a state of the game
// moves() passes emit() a value of another type than the game's state; the twin emits
// a state.
#include <sg/grundy.hpp>

#include <string>

struct game {
    using state = int;
    void moves(int n, auto&& emit) const {
#ifndef SG_TWIN
        if (n > 0) emit(std::string("one less"));
#else
        if (n > 0) emit(n - 1);
#endif
    }
};

int main() {
    sg::grundy<game> g;
    return static_cast<int>(g(3));
}
