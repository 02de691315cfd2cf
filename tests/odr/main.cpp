#include <sg/sg.hpp>

sg::nimber value_a(int n);
sg::nimber value_b(int n);

int main() {
    // G(n) = n mod 3 for "take 1 or 2"; mex{0,1,3} = 2.
    return (value_a(7) == 3 && value_b(8) == 0) ? 0 : 1;  // 1 ^ 2 and 2 ^ 2
}
