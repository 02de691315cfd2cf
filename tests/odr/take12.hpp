// Included by both translation units of the ODR test: the program links only if every
// non-template function and constant in sg's headers is inline.
#pragma once

#include <sg/sg.hpp>

namespace odr {
struct take12 {  // take 1 or 2 tokens: G(n) = n mod 3
    using state = int;
    void moves(int n, auto&& emit) const {
        for (int k = 1; k <= 2 && k <= n; ++k) emit(n - k);
    }
};
}  // namespace odr
