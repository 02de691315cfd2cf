// expect: needs a member type `state`
// A game without `using state`; the twin names it.
#include <sg/grundy.hpp>

struct not_a_game {
#ifdef SG_TWIN
    using state = int;
#endif
    void moves(int, auto&&) const {}
};

int main() {
    sg::grundy<not_a_game> g;
    (void)g;
}
