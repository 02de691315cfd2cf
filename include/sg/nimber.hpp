// sg/nimber.hpp: arithmetic of the field of 64-bit nimbers: Conway's nim product, square,
// power, inverse and square root (sg::nim_mul, nim_square, nim_pow, nim_inv, nim_sqrt).
#pragma once

#include "detail/config.hpp"  // first: stops below C++20

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "error.hpp"
#include "value.hpp"

namespace sg {

// The nimbers below 2^64 form the field GF(2^64) under nim-sum (XOR) and Conway's nim
// product a * b = mex{ a'*b + a*b' + a'*b' : a' < a, b' < b } (On Numbers and Games,
// ch. 6). Facts used below: for a Fermat 2-power F = 2^(2^k), the nimbers below F are a
// subfield; x * F is the ordinary product for x < F; F * F = F + F/2 = 3F/2.
//
// At run time products use tables of discrete logarithms in GF(2^16), built once on the
// first call (0.8 MB, about 0.2 ms); in constant evaluation they use the recursive
// definition, so every function here is usable in a constant expression.

namespace detail {

// The plain recursive definition: split both factors at a Fermat 2-power F = 2^h,
// a = a1*F + a0, and use F*F = F + F/2:
//   a*b = ((a0+a1)*(b0+b1) + a0*b0) * F  +  a0*b0 + (a1*b1) * 2^(h-1).
// Four half-size products (Karatsuba), O(bits^2) in all. The reference for everything
// faster.
[[nodiscard]] constexpr nimber nim_mul_reference(nimber a, nimber b) noexcept {
    if (a < 2 || b < 2) return a * b;
    unsigned h = 32;
    while (h > 1 && ((a | b) >> h) == 0) h /= 2;  // now a, b < 2^(2h)
    const nimber low = (nimber{1} << h) - 1;
    const nimber a0 = a & low, a1 = a >> h, b0 = b & low, b1 = b >> h;
    const nimber c0 = nim_mul_reference(a0, b0);
    const nimber c1 = nim_mul_reference(a0 ^ a1, b0 ^ b1) ^ c0;
    const nimber c2 = nim_mul_reference(nim_mul_reference(a1, b1), nimber{1} << (h - 1));
    return (c1 << h) ^ c0 ^ c2;
}

// Squaring and square root in the same tower, F = 2^h:
// (a0 + a1*F)^2 = a0^2 + a1^2 * 2^(h-1) + a1^2 * F, and so sqrt(a0 + a1*F) =
// sqrt(a0 + a1 * 2^(h-1)) + sqrt(a1) * F: two half-size squares (roots) and a product,
// far cheaper in constant evaluation than a^(2^63).
[[nodiscard]] constexpr nimber nim_square_reference(nimber a) noexcept {
    if (a < 2) return a;
    unsigned h = 32;
    while (h > 1 && (a >> h) == 0) h /= 2;
    const nimber s1 = nim_square_reference(a >> h);
    return (s1 << h) ^ nim_square_reference(a & ((nimber{1} << h) - 1)) ^
           nim_mul_reference(s1, nimber{1} << (h - 1));
}

[[nodiscard]] constexpr nimber nim_sqrt_reference(nimber a) noexcept {
    if (a < 2) return a;
    unsigned h = 32;
    while (h > 1 && (a >> h) == 0) h /= 2;
    const nimber a0 = a & ((nimber{1} << h) - 1), a1 = a >> h;
    return (nim_sqrt_reference(a1) << h) | nim_sqrt_reference(a0 ^ nim_mul_reference(a1, nimber{1} << (h - 1)));
}

// Inverse of a != 0 below 2^bits in the tower GF(2^bits) = GF(2^h)[X]/(X^2 + X + 2^(h-1)),
// h = bits/2: the conjugate of a0 + a1*X is (a0 + a1) + a1*X, and the norm
// a0*(a0 + a1) + 2^(h-1)*a1^2 lies in GF(2^h), so a^-1 = conjugate * norm^-1.
// Once a fits in leaf_bits bits, leaf(a) gives its inverse.
template <class Mul, class Leaf>
[[nodiscard]] constexpr nimber nim_inv_tower(nimber a, unsigned bits, unsigned leaf_bits, const Mul& mul,
                                             const Leaf& leaf) noexcept {
    while (bits > leaf_bits && (a >> (bits / 2)) == 0) bits /= 2;  // a lies in a subfield
    if (bits <= leaf_bits) return leaf(a);
    const unsigned h = bits / 2;
    const nimber a0 = a & ((nimber{1} << h) - 1), a1 = a >> h;
    const nimber norm = mul(a0, a0 ^ a1) ^ mul(mul(a1, a1), nimber{1} << (h - 1));
    const nimber n = nim_inv_tower(norm, h, leaf_bits, mul, leaf);
    return (mul(a1, n) << h) | mul(a0 ^ a1, n);
}

// A generator of the multiplicative group of GF(2^16) (the nimbers below 2^16) whose
// cube is h = 2^15, so that multiplying by h or h*h adds 3 or 6 to a logarithm.
inline constexpr std::uint32_t nim_generator = 0x2827;

[[nodiscard]] constexpr nimber nim_pow_reference(nimber a, std::uint64_t e) noexcept {
    nimber r = 1;
    for (; e != 0; e >>= 1, a = nim_mul_reference(a, a))
        if ((e & 1) != 0) r = nim_mul_reference(r, a);
    return r;
}
// The cube is checked here. That g generates GF(2^16)^* (g^(65535/p) != 1 for p = 3, 5,
// 17, 257) is checked in tests/test_nimber.cpp: too much constant evaluation for every
// translation unit.
static_assert(nim_pow_reference(nim_generator, 3) == (nimber{1} << 15));

// Tables for the run-time product. With the generator g above, log[x] is the k < 65535
// with g^k = x, and exp[k] = g^(k mod 65535). A 64-bit nimber is a0 + a1*x + a2*y + a3*x*y
// with 16-bit digits ai, x = 2^16, y = 2^32, x^2 = x + h, y^2 = y + h*x, h = 2^15; the
// products of digits become additions of logarithms.
struct nim_tables {
    static constexpr std::uint32_t log_h = 3;   // log of h = 2^15
    static constexpr std::uint32_t log_hh = 6;  // log of h*h
    // log[0]: larger than any sum of two logarithms and log_hh, so that a sum involving
    // log[0] (once or twice) lands in the tail of exp, which holds zeros.
    static constexpr std::uint32_t zero_log = 2 * 65534 + log_hh + 1;
    static constexpr std::uint32_t exp_size = 2 * zero_log + log_hh + 1;

    std::array<std::uint32_t, 65536> log{};
    std::array<std::uint16_t, exp_size> exp{};
    // Squaring and square root are GF(2)-linear: the image of a is the XOR over its bytes
    // of square[i][byte i of a].
    std::array<std::array<nimber, 256>, 8> square{};
    std::array<std::array<nimber, 256>, 8> sqrt{};

    nim_tables() noexcept {
        // Multiplication by g in GF(2^16) is linear: tables for the low and high byte.
        std::array<std::uint16_t, 256> by_g_low{}, by_g_high{};
        for (unsigned j = 0; j < 8; ++j) {
            const auto lo = static_cast<std::uint16_t>(nim_mul_reference(nim_generator, nimber{1} << j));
            const auto hi = static_cast<std::uint16_t>(nim_mul_reference(nim_generator, nimber{1} << (j + 8)));
            for (unsigned v = 1u << j; v < (2u << j); ++v) {
                by_g_low[v] = static_cast<std::uint16_t>(by_g_low[v ^ (1u << j)] ^ lo);
                by_g_high[v] = static_cast<std::uint16_t>(by_g_high[v ^ (1u << j)] ^ hi);
            }
        }
        std::uint16_t x = 1;
        for (std::uint32_t k = 0; k < 65535; ++k) {
            exp[k] = x;
            log[x] = k;
            x = static_cast<std::uint16_t>(by_g_low[x & 0xffu] ^ by_g_high[x >> 8]);
        }
        for (std::uint32_t k = 65535; k < zero_log; ++k) exp[k] = exp[k - 65535];
        log[0] = zero_log;  // exp[zero_log ..] stay 0

        std::array<nimber, 64> sq{}, rt{};
        for (unsigned j = 0; j < 64; ++j) sq[j] = multiply(nimber{1} << j, nimber{1} << j);
        fill_linear(square, sq);
        // The square root is the inverse of squaring, which has order 64: sqrt = square^63.
        for (unsigned j = 0; j < 64; ++j) {
            nimber r = nimber{1} << j;
            for (int i = 0; i < 63; ++i) r = apply_linear(square, r);
            rt[j] = r;
        }
        fill_linear(sqrt, rt);
    }

    // The 64-bit product: Karatsuba over y, then over x, gives 9 products of 16-bit digits:
    // 18 log lookups and 10 exp lookups (one product is needed times h and times h*h).
    [[nodiscard]] nimber multiply(nimber a, nimber b) const noexcept {
        const std::uint32_t* lg = log.data();
        const std::uint16_t* ex = exp.data();
        const auto l = [lg](nimber v, int shift) { return lg[(v >> shift) & 0xffffu]; };
        const auto e = [ex](std::uint32_t s) -> std::uint32_t { return ex[s]; };
        const nimber ax = a ^ (a >> 16), bx = b ^ (b >> 16);  // digit 0: a0+a1, digit 2: a2+a3
        const nimber ay = a ^ (a >> 32), by = b ^ (b >> 32);  // digit 0: a0+a2, digit 1: a1+a3
        const nimber az = ay ^ (ay >> 16), bz = by ^ (by >> 16);
        const std::uint32_t s1m = l(ax, 32) + l(bx, 32);
        const std::uint32_t p00 = e(l(a, 0) + l(b, 0));
        const std::uint32_t hp01 = e(l(a, 16) + l(b, 16) + log_h);
        const std::uint32_t p0m = e(l(ax, 0) + l(bx, 0));
        const std::uint32_t hhp10 = e(l(a, 32) + l(b, 32) + log_hh);
        const std::uint32_t hhp11 = e(l(a, 48) + l(b, 48) + log_hh);
        const std::uint32_t hp1m = e(s1m + log_h), hhp1m = e(s1m + log_hh);
        const std::uint32_t pm0 = e(l(ay, 0) + l(by, 0));
        const std::uint32_t hpm1 = e(l(ay, 16) + l(by, 16) + log_h);
        const std::uint32_t pmm = e(l(az, 0) + l(bz, 0));
        // With 32-bit halves A = A0 + A1*y, B = B0 + B1*y:
        // A*B = A0*B0 + (A1*B1)*(h*x) + ((A0+A1)*(B0+B1) + A0*B0)*y.
        const std::uint32_t q = p00 ^ hp01, w = p00 ^ p0m;
        const std::uint32_t r0 = q ^ hhp10 ^ hhp1m;
        const std::uint32_t r1 = w ^ hhp11 ^ hp1m;
        const std::uint32_t r2 = q ^ pm0 ^ hpm1;
        const std::uint32_t r3 = w ^ pm0 ^ pmm;
        return nimber{r0 | (r1 << 16)} | (nimber{r2 | (r3 << 16)} << 32);
    }

    [[nodiscard]] nimber inverse(nimber a) const noexcept {
        const auto leaf = [this](nimber v) -> nimber { return exp[65535 - log[static_cast<std::size_t>(v)]]; };
        const auto mul = [this](nimber u, nimber v) { return multiply(u, v); };
        return nim_inv_tower(a, 64, 16, mul, leaf);
    }

    [[nodiscard]] static nimber apply_linear(const std::array<std::array<nimber, 256>, 8>& t, nimber a) noexcept {
        nimber r = 0;
        for (unsigned i = 0; i < 8; ++i) r ^= t[i][static_cast<std::size_t>((a >> (8 * i)) & 0xffu)];
        return r;
    }

private:
    static void fill_linear(std::array<std::array<nimber, 256>, 8>& t, const std::array<nimber, 64>& image) {
        for (unsigned i = 0; i < 8; ++i) {
            t[i][0] = 0;
            for (unsigned v = 1; v < 256; ++v) {
                const auto low = static_cast<unsigned>(std::countr_zero(v));
                t[i][v] = t[i][v & (v - 1)] ^ image[8 * i + low];
            }
        }
    }
};

// The tables, built on first use (thread-safe) and kept for the program's life.
[[nodiscard]] inline const nim_tables& nim_tables_instance() noexcept {
    static const nim_tables tables;
    return tables;
}

}  // namespace detail

struct nim_mul_fn {
    [[nodiscard]] constexpr nimber operator()(nimber a, nimber b) const noexcept {
        if (std::is_constant_evaluated()) return detail::nim_mul_reference(a, b);
        return detail::nim_tables_instance().multiply(a, b);
    }
};

struct nim_square_fn {
    [[nodiscard]] constexpr nimber operator()(nimber a) const noexcept {
        if (std::is_constant_evaluated()) return detail::nim_square_reference(a);
        return detail::nim_tables::apply_linear(detail::nim_tables_instance().square, a);
    }
};

struct nim_pow_fn {
    [[nodiscard]] constexpr nimber operator()(nimber a, std::uint64_t e) const noexcept {
        nimber r = 1;
        for (; e != 0; e >>= 1) {
            if ((e & 1) != 0) r = nim_mul_fn{}(r, a);
            if (e > 1) a = nim_square_fn{}(a);
        }
        return r;
    }
};

struct nim_inv_fn {
    [[nodiscard]] constexpr nimber operator()(nimber a) const {
        if (a == 0) throw error("sg::nim_inv: the nimber 0 has no inverse");
        if (std::is_constant_evaluated()) {
            const auto mul = [](nimber u, nimber v) { return detail::nim_mul_reference(u, v); };
            return detail::nim_inv_tower(a, 64, 1, mul, [](nimber v) { return v; });
        }
        return detail::nim_tables_instance().inverse(a);
    }
};

struct nim_sqrt_fn {
    [[nodiscard]] constexpr nimber operator()(nimber a) const noexcept {
        if (std::is_constant_evaluated()) return detail::nim_sqrt_reference(a);
        return detail::nim_tables::apply_linear(detail::nim_tables_instance().sqrt, a);
    }
};

// nim_mul(a, b): the nim product a * b. O(1): 28 table lookups.
inline constexpr nim_mul_fn nim_mul{};
// nim_square(a): a * a, which is GF(2)-linear in a (the Frobenius map). O(1).
inline constexpr nim_square_fn nim_square{};
// nim_pow(a, e): a * a * ... * a (e factors), with nim_pow(a, 0) == 1. O(log e).
inline constexpr nim_pow_fn nim_pow{};
// nim_inv(a): the b with a * b == 1. Throws sg::error for a == 0. O(1).
inline constexpr nim_inv_fn nim_inv{};
// nim_sqrt(a): the unique b with b * b == a. O(1).
inline constexpr nim_sqrt_fn nim_sqrt{};

}  // namespace sg
