// expect: needs a member type `state`
#include <sg/grundy.hpp>

struct not_a_game {
    void moves(int, auto&&) const {}
};

int main() {
    sg::grundy<not_a_game> g;
    (void)g;
}
