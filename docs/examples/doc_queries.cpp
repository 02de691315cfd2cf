// docs/queries.md: the same queries to the generic solver and to sg::nim.
#include <sg/games/nim.hpp>
#include <sg/grundy.hpp>

#include <iostream>
#include <vector>

// Kayles: knock down one pin or two adjacent pins; a row may fall apart into two.
struct kayles {
    using state = int;
    void moves(int n, auto&& emit) const {
        for (int take = 1; take <= 2 && take <= n; ++take)
            for (int left = 0; left + take <= n; ++left) emit(left, n - take - left);
    }
};

template <class State>
void print(const std::vector<sg::move<State>>& moves) {
    for (const auto& m : moves) {
        std::cout << "  component " << m.component << " ->";
        for (const State& s : m.to) std::cout << ' ' << s;
        std::cout << '\n';
    }
}

int main() {
    sg::grundy<kayles> k;
    const std::vector<int> rows = {3, 4, 6};
    std::cout << "Kayles 3 + 4 + 6: value " << k.value(rows) << ", " << sg::to_string(k.outcome(rows)) << ", "
              << k.count_winning_moves(rows) << " winning moves:\n";
    print(k.winning_moves(rows));
    std::cout << "row of 7 to value 0:";
    for (const auto& to : k.moves_to_value(7, 0)) std::cout << ' ' << to[0] << '+' << to[1];
    std::cout << '\n';

    const sg::nim nim;  // const: its hooks are
    std::cout << "Nim 7 + 11 + 13: " << (nim.wins({7, 11, 13}) ? "win" : "lose") << ", "
              << nim.count_winning_moves({7, 11, 13}) << " winning moves:\n";
    print(nim.winning_moves({7, 11, 13}));
    std::cout << "Nim 5 + 5 + 1: " << nim.count_winning_moves({5, 5, 1}) << " winning moves\n";
}
