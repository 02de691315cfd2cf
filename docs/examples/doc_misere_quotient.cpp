// The misère quotient of a heap game: misère Nim with heaps up to 2 as a table, then
// Kayles (octal 0.77) with heaps up to 10, answered in O(k) and checked against the
// whole-sum search.
#include <sg/games/octal.hpp>
#include <sg/misere.hpp>
#include <sg/misere_quotient.hpp>

#include <cstdint>
#include <iostream>
#include <vector>

struct nim {  // a Nim heap: take any positive number
    using state = std::uint64_t;
    void moves(std::uint64_t n, auto&& emit) const {
        for (std::uint64_t k = 0; k < n; ++k) emit(k);
    }
};

template <class Q>
void print_table(const Q& q) {
    std::cout << "order " << q.order() << ", P-portion:";
    for (auto x : q.p_portion()) std::cout << ' ' << q.element_name(x);
    std::cout << "\n      ";
    for (std::uint32_t y = 0; y < q.order(); ++y) std::cout << q.element_name(y) << (q.in_p_portion(y) ? "*" : " ") << "\t";
    std::cout << '\n';
    for (std::uint32_t x = 0; x < q.order(); ++x) {
        std::cout << q.element_name(x) << "\t";
        for (std::uint32_t y = 0; y < q.order(); ++y) std::cout << q.element_name(q.multiply(x, y)) << "\t";
        std::cout << '\n';
    }
}

int main() {
    sg::misere_quotient<nim> n2(nim{}, 2);
    std::cout << "misere Nim, heaps up to 2: ";
    print_table(n2);
    std::cout << "heap 1 -> " << n2.element_name(n2.heap_element(1)) << ", heap 2 -> "
              << n2.element_name(n2.heap_element(2)) << "\n\n";

    sg::misere_quotient<sg::octal_game> kayles(sg::octal_game{"0.77"}, 10);
    std::cout << "Kayles, heaps up to 10: order " << kayles.order() << ", P-portion " << kayles.p_portion().size()
              << ", generators at heaps";
    for (auto h : kayles.generator_heaps()) std::cout << ' ' << h;
    std::cout << '\n';
    for (std::size_t h = 0; h <= 10; ++h)
        std::cout << "  heap " << h << ": " << kayles.element_name(kayles.heap_element(h)) << "  G = "
                  << kayles.normal_value(h) << "  genus "
                  << sg::misere_quotient<sg::octal_game>::genus_string(kayles.genus(h)) << '\n';

    const std::vector<std::uint64_t> p{3, 5, 7, 10};
    sg::misere<sg::octal_game> whole(sg::octal_game{"0.77"});
    std::cout << "3 + 5 + 7 + 10: quotient says " << (kayles.wins(p) ? "win" : "lose") << ", whole-sum search says "
              << (whole.wins(p) ? "win" : "lose") << '\n';
    if (auto m = kayles.winning_move(p)) {
        std::cout << "  winning move: heap " << p[m->component] << " becomes";
        for (auto s : m->to) std::cout << ' ' << s;
        std::cout << (m->to.empty() ? " nothing" : "") << '\n';
    }
    std::cout << "  winning moves: " << kayles.count_winning_moves(p) << '\n';
}
