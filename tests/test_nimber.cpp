#include <sg/mex.hpp>
#include <sg/nimber.hpp>

#include <array>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "sg_catch.hpp"

namespace {

using sg::nimber;

// The nim product from its definition (Conway, On Numbers and Games, ch. 6):
// a*b = mex{ a'*b + a*b' + a'*b' : a' < a, b' < b }, for all a, b < n.
std::vector<std::vector<nimber>> product_table_by_definition(std::size_t n) {
    std::vector<std::vector<nimber>> t(n, std::vector<nimber>(n, 0));
    sg::mex_buffer buf;
    for (std::size_t a = 0; a < n; ++a)
        for (std::size_t b = 0; b < n; ++b) {
            buf.begin();
            for (std::size_t x = 0; x < a; ++x)
                for (std::size_t y = 0; y < b; ++y) buf.insert(t[x][b] ^ t[a][y] ^ t[x][y]);
            t[a][b] = buf.mex();
        }
    return t;
}

// Random 64-bit values with every kind of 16-bit digit pattern the tables treat
// specially: zero digits, digits 1 and 0xffff, small and sparse values.
nimber sample(std::mt19937_64& rng) {
    nimber v = rng();
    switch (rng() % 6) {
        case 0: return v;
        case 1: return v & 0xffff0000ffff0000u;  // zero digits
        case 2: return v >> (rng() % 64);          // small
        case 3: return v & rng() & rng();          // sparse bits
        case 4: return (v & 0x0001ffff0001ffffu) | 0xffff000000000000u;
        default: return nimber{1} << (rng() % 64);
    }
}

constexpr bool field_laws_hold(nimber a, nimber b, nimber c) {
    const auto mul = sg::nim_mul;
    bool ok = mul(a, b) == mul(b, a);
    ok = ok && mul(mul(a, b), c) == mul(a, mul(b, c));
    ok = ok && mul(a, b ^ c) == (mul(a, b) ^ mul(a, c));
    ok = ok && mul(a, 1) == a && mul(a, 0) == 0;
    ok = ok && sg::nim_square(a) == mul(a, a);
    ok = ok && sg::nim_square(sg::nim_sqrt(a)) == a && sg::nim_sqrt(sg::nim_square(a)) == a;
    ok = ok && (a == 0 || mul(a, sg::nim_inv(a)) == 1);
    ok = ok && sg::nim_pow(a, 5) == mul(sg::nim_square(sg::nim_square(a)), a);
    return ok;
}

}  // namespace

TEST_CASE("nim products of small values equal the mex definition") {
    constexpr std::size_t n = 128;
    const auto t = product_table_by_definition(n);
    for (std::size_t a = 0; a < n; ++a)
        for (std::size_t b = 0; b < n; ++b) {
            INFO(a << " * " << b);
            REQUIRE(sg::nim_mul(a, b) == t[a][b]);
            REQUIRE(sg::detail::nim_mul_reference(a, b) == t[a][b]);
        }
}

TEST_CASE("nim products match the published table") {
    // OEIS A051775: T(n, m) = nim product of n and m, read by antidiagonals
    // (also J. H. Conway, On Numbers and Games, p. 52).
    const std::vector<nimber> a051775 = {
        0, 0,  0,  0,  1, 0,  0,  2,  2,  0,  0, 3,  3,  3, 0,  0,  4,  1,  1,  4,  0,  0,  5,  8,  2,  8,  5, 0,
        0, 6,  10, 12, 12, 10, 6, 0,  0,  7,  11, 15, 6,  15, 11, 7, 0,  0,  8,  9,  13, 2,  2,  13, 9,  8,  0, 0,
        9, 12, 14, 14, 7,  14, 14, 12, 9,  0,  0,  10, 14, 4,  10, 8, 8,  10, 4,  14, 10, 0,  0,  11, 15, 7,  11};
    std::size_t i = 0;
    for (nimber d = 0; i < a051775.size(); ++d)
        for (nimber m = 0; m <= d && i < a051775.size(); ++m, ++i) {
            INFO("T(" << d - m << ", " << m << ")");
            CHECK(sg::nim_mul(d - m, m) == a051775[i]);
        }
    CHECK(i == 83);
}

TEST_CASE("Fermat 2-powers: F*F = 3F/2 and x*F = xF for x < F") {
    // On Numbers and Games, ch. 6, Theorem 49.
    for (unsigned k = 0; k < 6; ++k) {
        const nimber f = nimber{1} << (1u << k);
        CHECK(sg::nim_mul(f, f) == (f | f >> 1));
        CHECK(sg::detail::nim_mul_reference(f, f) == (f | f >> 1));
        if (k < 5) {
            std::mt19937_64 rng(k);
            for (int i = 0; i < 100; ++i) {
                const nimber x = rng() & (f - 1);
                CHECK(sg::nim_mul(x, f) == x * f);
                CHECK(sg::nim_mul(f, x) == x * f);
            }
        }
    }
}

TEST_CASE("fast product equals the recursive definition on random 64-bit values") {
    std::mt19937_64 rng(20240601);
    for (int i = 0; i < 20000; ++i) {
        const nimber a = sample(rng), b = sample(rng);
        INFO(a << " * " << b);
        REQUIRE(sg::nim_mul(a, b) == sg::detail::nim_mul_reference(a, b));
    }
    for (unsigned i = 0; i < 64; ++i)
        for (unsigned j = 0; j < 64; ++j) {
            const nimber a = nimber{1} << i, b = nimber{1} << j;
            REQUIRE(sg::nim_mul(a, b) == sg::detail::nim_mul_reference(a, b));
            REQUIRE(sg::nim_mul(~a, b) == sg::detail::nim_mul_reference(~a, b));
        }
    const nimber all = ~nimber{0};
    CHECK(sg::nim_mul(all, all) == sg::detail::nim_mul_reference(all, all));
}

TEST_CASE("field laws on random 64-bit values") {
    std::mt19937_64 rng(7);
    for (int i = 0; i < 20000; ++i) {
        const nimber a = sample(rng), b = sample(rng), c = sample(rng);
        INFO(a << ", " << b << ", " << c);
        REQUIRE(field_laws_hold(a, b, c));
        // The multiplicative group has order 2^64 - 1 (Lagrange).
        if (a != 0 && i % 16 == 0) REQUIRE(sg::nim_pow(a, ~std::uint64_t{0}) == 1);
        const std::uint64_t e = rng() >> (rng() % 64), f = rng() >> (rng() % 64);
        if (i % 8 == 0 && e + f >= e) REQUIRE(sg::nim_pow(a, e + f) == sg::nim_mul(sg::nim_pow(a, e), sg::nim_pow(a, f)));
        if (a != 0 && b != 0) REQUIRE(sg::nim_inv(sg::nim_mul(a, b)) == sg::nim_mul(sg::nim_inv(a), sg::nim_inv(b)));
    }
    CHECK(sg::nim_pow(0, 0) == 1);
    CHECK(sg::nim_pow(0, 3) == 0);
    CHECK(sg::nim_sqrt(0) == 0);
    CHECK(sg::nim_sqrt(1) == 1);
}

TEST_CASE("the same laws hold in constant evaluation") {
    STATIC_REQUIRE(field_laws_hold(2, 3, 5));
    STATIC_REQUIRE(field_laws_hold(0x123456789abcdef0u, 0xfedcba9876543210u, 0x8000000000000001u));
    STATIC_REQUIRE(sg::nim_mul(16, 16) == 24);
    STATIC_REQUIRE(sg::nim_inv(2) == 3);
    STATIC_REQUIRE(sg::nim_sqrt(24) == 16);
    STATIC_REQUIRE(sg::nim_pow(2, 3) == 1);  // 2 generates GF(4)^*, of order 3
    CHECK(field_laws_hold(2, 3, 5));
    CHECK(field_laws_hold(0x123456789abcdef0u, 0xfedcba9876543210u, 0x8000000000000001u));
    // Constant and run-time evaluation agree.
    constexpr nimber p = sg::nim_mul(0xdeadbeefcafebabeu, 0x0123456789abcdefu);
    constexpr nimber inv = sg::nim_inv(0xdeadbeefcafebabeu);
    constexpr nimber root = sg::nim_sqrt(0xdeadbeefcafebabeu);
    nimber x = 0xdeadbeefcafebabeu;  // not a constant
    CHECK(sg::nim_mul(x, 0x0123456789abcdefu) == p);
    CHECK(sg::nim_inv(x) == inv);
    CHECK(sg::nim_sqrt(x) == root);
}

TEST_CASE("square and square root by the tower formulas equal the tables") {
    std::mt19937_64 rng(3);
    for (int i = 0; i < 20000; ++i) {
        const nimber a = sample(rng);
        REQUIRE(sg::nim_square(a) == sg::detail::nim_square_reference(a));
        REQUIRE(sg::nim_square(a) == sg::detail::nim_mul_reference(a, a));
        REQUIRE(sg::nim_sqrt(a) == sg::detail::nim_sqrt_reference(a));
    }
}

TEST_CASE("the nimbers below 2^(2^k) are subfields") {
    std::mt19937_64 rng(99);
    for (unsigned k = 0; k < 6; ++k) {
        const nimber mask = (nimber{1} << (1u << k)) - 1;
        for (int i = 0; i < 2000; ++i) {
            const nimber a = rng() & mask, b = rng() & mask;
            CHECK(sg::nim_mul(a, b) <= mask);
            CHECK(sg::nim_sqrt(a) <= mask);
            if (a != 0) CHECK(sg::nim_inv(a) <= mask);
        }
    }
    // 2^64 - 1 elements in the group, 2^16 - 1 in the subfield GF(2^16): every x below
    // 2^16 has x^(2^16 - 1) = 1.
    for (nimber x = 1; x < 65536; x += 97) CHECK(sg::nim_pow(x, 65535) == 1);
}

TEST_CASE("inverse of zero is an error") {
    REQUIRE_THROWS_AS((void)sg::nim_inv(0), sg::error);
    try {
        (void)sg::nim_inv(0);
    } catch (const sg::error& e) {
        CHECK(std::string(e.what()).find("0 has no inverse") != std::string::npos);
    }
}

TEST_CASE("logarithm tables of GF(2^16) are consistent") {
    // The generator: its cube is 2^15, and its order is 65535 = 3 * 5 * 17 * 257.
    using sg::detail::nim_generator, sg::detail::nim_pow_reference;
    STATIC_REQUIRE(nim_pow_reference(nim_generator, 3) == 1u << 15);
    STATIC_REQUIRE(nim_pow_reference(nim_generator, 65535) == 1);
    STATIC_REQUIRE(nim_pow_reference(nim_generator, 65535 / 3) != 1);
    STATIC_REQUIRE(nim_pow_reference(nim_generator, 65535 / 5) != 1);
    STATIC_REQUIRE(nim_pow_reference(nim_generator, 65535 / 17) != 1);
    STATIC_REQUIRE(nim_pow_reference(nim_generator, 65535 / 257) != 1);
    const auto& t = sg::detail::nim_tables_instance();
    std::vector<bool> seen(65536, false);
    for (std::uint32_t k = 0; k < 65535; ++k) {
        REQUIRE(t.exp[k] != 0);
        REQUIRE(!seen[t.exp[k]]);  // g generates: its powers are all distinct
        seen[t.exp[k]] = true;
        REQUIRE(t.log[t.exp[k]] == k);
        REQUIRE(t.exp[k + 65535] == t.exp[k]);
    }
    for (std::uint32_t k = sg::detail::nim_tables::zero_log; k < sg::detail::nim_tables::exp_size; ++k)
        REQUIRE(t.exp[k] == 0);
    CHECK(t.exp[1] == sg::detail::nim_generator);
    CHECK(t.exp[sg::detail::nim_tables::log_h] == 1u << 15);
    CHECK(t.exp[sg::detail::nim_tables::log_hh] == sg::detail::nim_mul_reference(1u << 15, 1u << 15));
}
