// docs/wythoff.md: P-positions, every winning move, Grundy values and a sum from
// sg::wythoff_solver, and a position where the floating-point formula floor(k * phi) is
// wrong.
#include <sg/games/wythoff.hpp>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <vector>

int main() {
    std::printf("P-positions:");
    for (std::uint64_t k = 0; k < 8; ++k) {
        const auto [a, b] = sg::wythoff_p_position(k);
        std::printf(" (%llu, %llu)", static_cast<unsigned long long>(a), static_cast<unsigned long long>(b));
    }
    std::printf("\n");

    std::printf("(3, 5): %s, (4, 8): %s\n", sg::to_string(sg::wythoff_outcome(3, 5)).data(),
                sg::to_string(sg::wythoff_outcome(4, 8)).data());

    // Every winning move of one position, in O(1) for any 64-bit heaps.
    sg::wythoff_solver w;
    for (const sg::wythoff::state& s : {sg::wythoff::state{10, 12}, {5, 5}, {18'446'744'073'709'551'615u, 0}}) {
        std::printf("winning moves from (%llu, %llu):", static_cast<unsigned long long>(s.first),
                    static_cast<unsigned long long>(s.second));
        for (const auto& m : w.winning_moves(s))
            std::printf(" (%llu, %llu)", static_cast<unsigned long long>(m.to[0].first),
                        static_cast<unsigned long long>(m.to[0].second));
        std::printf("\n");
    }

    // Grundy values of small positions (exact, memoised).
    for (std::uint64_t a = 0; a < 6; ++a) {
        for (std::uint64_t b = 0; b < 6; ++b)
            std::printf("%3llu", static_cast<unsigned long long>(w({a, b})));
        std::printf("\n");
    }

    // A sum of three positions: value 2 ^ 7 ^ 0 = 5, and its winning moves.
    const std::vector<sg::wythoff::state> sum = {{1, 1}, {4, 4}, {3, 5}};
    std::printf("sum (1, 1) + (4, 4) + (3, 5): value %llu, %zu winning moves, first: position %zu to (%llu, %llu)\n",
                static_cast<unsigned long long>(w.value(sum)), w.count_winning_moves(sum),
                w.winning_move(sum)->component, static_cast<unsigned long long>(w.winning_move(sum)->to[0].first),
                static_cast<unsigned long long>(w.winning_move(sum)->to[0].second));

    // Exact for any 64-bit heaps.
    const auto [a, b] = sg::wythoff_p_position(1'000'000'000'000'000'000);
    std::printf("P-position 10^18: (%llu, %llu)\n", static_cast<unsigned long long>(a),
                static_cast<unsigned long long>(b));

    // floor(k * phi) in double precision fails already at k = F(40) = 102334155, where
    // k * phi lies within 10^-8 of an integer.
    const std::uint64_t k = 102'334'155;
    const double phi = (1 + std::sqrt(5.0)) / 2;
    std::printf("k = %llu: double gives %.0f, exact %llu; (%llu, %llu) loses: %s\n", static_cast<unsigned long long>(k),
                std::floor(static_cast<double>(k) * phi),
                static_cast<unsigned long long>(sg::wythoff_p_position(k).first),
                static_cast<unsigned long long>(sg::wythoff_p_position(k).first),
                static_cast<unsigned long long>(sg::wythoff_p_position(k).second),
                w.wins({165'580'140, 267'914'295}) ? "no" : "yes");
}
