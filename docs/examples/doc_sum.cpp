// docs/sum.md: a Kayles row, a subtraction heap and two Nim heaps in one sum.
#include <sg/games/nim.hpp>
#include <sg/grundy.hpp>
#include <sg/sum.hpp>

#include <cstdint>
#include <iostream>
#include <vector>

struct kayles {  // knock down one pin or two adjacent pins; a row may fall apart
    using state = int;
    void moves(int n, auto&& emit) const {
        for (int take = 1; take <= 2 && take <= n; ++take)
            for (int left = 0; left + take <= n; ++left) {
                const int right = n - take - left;
                if (left > 0 && right > 0) emit(left, right);
                else if (left + right > 0) emit(left + right);
                else emit();
            }
    }
};

struct take_2_or_5 {  // remove 2 or 5 tokens
    using state = int;
    void moves(int n, auto&& emit) const {
        for (int k : {2, 5})
            if (k <= n) emit(n - k);
    }
};

template <class State>
void print_states(const std::vector<State>& v) {
    if (v.empty()) std::cout << " (nothing)";
    for (const State& s : v) std::cout << ' ' << s;
}

int main() {
    sg::grundy<kayles> kayles_solver;
    sg::grundy<take_2_or_5> sub_solver;
    sg::nim nim;

    sg::sum s;
    s.add(kayles_solver, 6)                                  // part 0: a row of 6 pins
        .add(sub_solver, 9)                                  // part 1: a heap of 9
        .add(nim, {std::uint64_t{3}, std::uint64_t{5}});     // part 2: Nim heaps 3 and 5
    std::cout << "parts: " << s.size() << ", values " << s.value(0) << ' ' << s.value(1) << ' ' << s.value(2)
              << ", sum " << s.value() << ", " << sg::to_string(s.outcome()) << '\n';

    for (const sg::sum_move& m : s.winning_moves()) {
        std::cout << "part " << m.part << " becomes";
        if (m.part == 2)
            print_states(m.to<std::uint64_t>());
        else
            print_states(m.to<int>());
        std::cout << "  (then the sum is " << sg::to_string(s.after(m).outcome()) << ")\n";
    }
    std::cout << s.count_winning_moves() << " winning moves\n";
}
