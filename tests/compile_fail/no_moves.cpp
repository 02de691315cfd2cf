// expect: needs a const member `moves(const state&, auto&& emit)`
#include <sg/grundy.hpp>

struct no_moves {
    using state = int;
};

int main() {
    sg::grundy<no_moves> g;
    (void)g;
}
