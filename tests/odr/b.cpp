// Both translation units include every header and use the solver: the program links
// only if every non-template function and constant in a header is inline.
#include <sg/sg.hpp>

namespace {
struct take12 {
    using state = int;
    void moves(int n, auto&& emit) const {
        for (int k = 1; k <= 2 && k <= n; ++k) emit(n - k);
    }
};
}  // namespace

sg::nimber value_b(int n) {
    sg::grundy<take12> g;
    return g(n) ^ sg::mex({0, 1, 3});
}
