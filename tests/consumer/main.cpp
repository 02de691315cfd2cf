#include <sg/sg.hpp>

#include <iostream>

struct bash_game {  // take 1..3 tokens
    using state = int;
    void moves(int n, auto&& emit) const {
        for (int k = 1; k <= 3 && k <= n; ++k) emit(n - k);
    }
};

int main() {
    sg::grundy<bash_game> g;
    std::cout << g(10) << '\n';
    return g(10) == 2 ? 0 : 1;
}
