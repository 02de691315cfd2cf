// docs/wythoff.md: P-positions, a winning move, Grundy values from the generic solver,
// and a position where the floating-point formula floor(k * phi) is wrong.
#include <sg/games/wythoff.hpp>
#include <sg/grundy.hpp>

#include <cmath>
#include <cstdio>

int main() {
    std::printf("P-positions:");
    for (std::uint64_t k = 0; k < 8; ++k) {
        const auto [a, b] = sg::wythoff_p_position(k);
        std::printf(" (%llu, %llu)", static_cast<unsigned long long>(a), static_cast<unsigned long long>(b));
    }
    std::printf("\n");

    std::printf("(3, 5): %s, (4, 8): %s\n", sg::to_string(sg::wythoff_outcome(3, 5)).data(),
                sg::to_string(sg::wythoff_outcome(4, 8)).data());
    if (const auto m = sg::wythoff_winning_move(10, 12))
        std::printf("winning move from (10, 12): to (%llu, %llu)\n", static_cast<unsigned long long>(m->first),
                    static_cast<unsigned long long>(m->second));

    // Grundy values of small positions, by the generic solver.
    sg::grundy<sg::wythoff> g;
    for (std::uint64_t a = 0; a < 6; ++a) {
        for (std::uint64_t b = 0; b < 6; ++b) std::printf("%3llu", static_cast<unsigned long long>(g({a, b})));
        std::printf("\n");
    }

    // Exact for any 64-bit heaps.
    const auto [a, b] = sg::wythoff_p_position(1'000'000'000'000'000'000);
    std::printf("P-position 10^18: (%llu, %llu)\n", static_cast<unsigned long long>(a),
                static_cast<unsigned long long>(b));

    // floor(k * phi) in double precision fails already at k = F(40) = 102334155, where
    // k * phi lies within 10^-8 of an integer.
    const std::uint64_t k = 102'334'155;
    const double phi = (1 + std::sqrt(5.0)) / 2;
    std::printf("k = %llu: double gives %.0f, exact %llu; (%llu, %llu) loses: %s\n",
                static_cast<unsigned long long>(k), std::floor(static_cast<double>(k) * phi),
                static_cast<unsigned long long>(sg::wythoff_p_position(k).first),
                static_cast<unsigned long long>(sg::wythoff_p_position(k).first),
                static_cast<unsigned long long>(sg::wythoff_p_position(k).second),
                sg::wythoff_lose(165'580'140, 267'914'295) ? "yes" : "no");
}
