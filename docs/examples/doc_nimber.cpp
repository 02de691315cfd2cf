// docs/nimber.md: nim products, the field GF(16), inverses and square roots, and a
// product computed at compile time.
#include <sg/nimber.hpp>

#include <cstdio>

int main() {
    // The nimbers below 16 form the field GF(16): its multiplication table.
    std::printf("  *");
    for (sg::nimber b = 0; b < 16; ++b) std::printf("%3llu", static_cast<unsigned long long>(b));
    std::printf("\n");
    for (sg::nimber a = 0; a < 16; ++a) {
        std::printf("%3llu", static_cast<unsigned long long>(a));
        for (sg::nimber b = 0; b < 16; ++b) std::printf("%3llu", static_cast<unsigned long long>(sg::nim_mul(a, b)));
        std::printf("\n");
    }

    const sg::nimber x = 0x0123456789abcdef, y = 0xfedcba9876543210;
    const sg::nimber p = sg::nim_mul(x, y);
    std::printf("x * y         = %016llx\n", static_cast<unsigned long long>(p));
    std::printf("(x * y) / y   = %016llx\n", static_cast<unsigned long long>(sg::nim_mul(p, sg::nim_inv(y))));
    std::printf("sqrt(x)^2     = %016llx\n", static_cast<unsigned long long>(sg::nim_square(sg::nim_sqrt(x))));
    std::printf("x^(2^64 - 1)  = %llu\n", static_cast<unsigned long long>(sg::nim_pow(x, ~0ull)));
    // Fermat 2-powers F = 2^(2^k): F * F = 3F/2.
    std::printf("2^32 * 2^32   = %llu (3 * 2^31 = %llu)\n",
                static_cast<unsigned long long>(sg::nim_mul(1ull << 32, 1ull << 32)), 3ull << 31);

    // In a constant expression, the recursive definition is used.
    constexpr sg::nimber c = sg::nim_mul(16, 16);
    static_assert(c == 24 && sg::nim_inv(2) == 3);
    std::printf("constexpr 16 * 16 = %llu\n", static_cast<unsigned long long>(c));
}
