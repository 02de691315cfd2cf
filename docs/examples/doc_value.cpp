// docs/value.md: nim-sums and outcomes.
#include <sg/value.hpp>

#include <iostream>
#include <vector>

static_assert(sg::nim_sum({1, 2, 3}) == 0);
static_assert(sg::outcome_of(sg::nim_sum({3, 4, 5})) == sg::outcome::win);

int main() {
    const std::vector<sg::nimber> heaps = {3, 4, 5};  // Nim: a heap of n has value n
    const sg::nimber x = sg::nim_sum(heaps);
    std::cout << "3 ^ 4 ^ 5 = " << x << ": " << sg::to_string(sg::outcome_of(x)) << '\n';
}
