// expect: sg needs C++20
// std: c++17
// errors: 1
// Below C++20 an sg header stops at its first line with one message, the #error of
// sg/detail/config.hpp, not with pages about `concept` and std::span. The twin is the
// same program compiled as C++20.
#include <sg/games/nim.hpp>
#include <sg/grundy.hpp>

int main() {
    sg::grundy<sg::nim> g;
    return static_cast<int>(g(3)) - 3;
}
