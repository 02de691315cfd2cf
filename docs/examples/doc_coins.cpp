// docs/coins.md: coin-turning rows, a user rule, and turning corners by the Tartan theorem.
#include <sg/games/coins.hpp>

#include <cstdint>
#include <cstdio>
#include <span>
#include <vector>

int main() {
    sg::coin_turning<sg::mock_turtles> mock;
    std::printf("Mock Turtles, coins 0..9:");
    for (std::uint64_t n = 0; n < 10; ++n) std::printf(" %llu", static_cast<unsigned long long>(mock.value(n)));
    std::printf("\n");

    // A row with heads at 2, 5 and 6 (Mock Turtles): value and every winning move.
    const std::vector<std::uint64_t> heads{2, 5, 6};
    std::printf("heads 2 5 6: value %llu; winning moves turn:", static_cast<unsigned long long>(mock.value(heads)));
    for (const auto& m : mock.winning_moves(heads)) {
        std::printf(" {");
        for (std::uint64_t c : m.to) std::printf("%llu ", static_cast<unsigned long long>(c));
        std::printf("%llu}", static_cast<unsigned long long>(heads[m.component]));
    }
    std::printf("\n");

    // A rule of one's own: turn coin n alone, or with coin n-1, or with coin n-3, or both.
    sg::coin_turning user{sg::coin_rule([](std::uint64_t n, auto&& emit) {
        emit(std::span<const std::uint64_t>());
        if (n >= 1) {
            const std::uint64_t a = n - 1;
            emit(std::span<const std::uint64_t>(&a, 1));
        }
        if (n >= 3) {
            const std::uint64_t b = n - 3;
            emit(std::span<const std::uint64_t>(&b, 1));
            const std::uint64_t two[] = {n - 3, n - 1};
            emit(std::span<const std::uint64_t>(two));
        }
    })};
    std::printf("user rule, coins 0..11:");
    for (std::uint64_t n = 0; n < 12; ++n) std::printf(" %llu", static_cast<unsigned long long>(user.value(n)));
    std::printf("\n");

    // Turning corners (HDU 3404): Turning Turtles x Turning Turtles; a head at (x, y) is
    // worth x * y in nim multiplication.
    sg::coin_product<sg::turning_turtles> corners;
    const std::vector<sg::coin> lights{{1, 1}, {2, 2}};
    std::printf("lights (1,1) (2,2): value %llu, %s\n", static_cast<unsigned long long>(corners.value(lights)),
                corners.wins(lights) ? "first player wins" : "first player loses");
    for (const auto& m : corners.winning_moves(lights)) {
        const sg::coin h = lights[m.component];
        std::printf("  turn (%llu,%llu)", static_cast<unsigned long long>(h.x), static_cast<unsigned long long>(h.y));
        for (const sg::coin& c : m.to)
            std::printf(" (%llu,%llu)", static_cast<unsigned long long>(c.x), static_cast<unsigned long long>(c.y));
        std::printf("\n");
    }
}
