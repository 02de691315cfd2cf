// docs/error.md: catching the library's errors.
#include <sg/grundy.hpp>

#include <iostream>

struct up_and_down {  // 0 <-> 1
    using state = int;
    void moves(int n, auto&& emit) const { emit(1 - n); }
};

struct countdown {
    using state = int;
    void moves(int n, auto&& emit) const {
        if (n > 0) emit(n - 1);
    }
};

int main() {
    try {
        sg::grundy<up_and_down> g;
        (void)g(0);
    } catch (const sg::cycle_error& e) {
        std::cout << "cycle of length " << e.length() << '\n';
    }
    sg::grundy<countdown> g{countdown{}, 100};
    std::cout << "G(50) = " << g(50) << '\n';  // 51 values stored
    try {
        (void)g(1000);
    } catch (const sg::limit_error& e) {
        std::cout << "limit " << e.limit() << " reached; " << g.size() << " values kept (a search that is cut off keeps what it finished)\n";
    }
    g.set_state_limit(2000);
    std::cout << "G(1000) = " << g(1000) << '\n';
}
