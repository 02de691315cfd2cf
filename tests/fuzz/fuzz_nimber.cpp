// Fuzzes the nimber arithmetic of <sg/nimber.hpp> against the field laws on fuzzed 64-bit
// values a, b, c and an exponent e: commutativity, associativity, distributivity over
// XOR, 1 and 0, inverses (and sg::error for the inverse of 0), square and square root,
// powers (a^(2^64-1) = 1), the subfields below the Fermat 2-powers F and x * F, F * F;
// against a product by halves written here; and, on the low six bits of a and b, against
// Conway's recursive definition a * b = mex{a'*b + a*b' + a'*b' : a' < a, b' < b}.
#include <sg/error.hpp>
#include <sg/nimber.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "example_reference.hpp"
#include "fuzz_support.hpp"

namespace {
using sg_fuzz::require;
using u64 = std::uint64_t;

constexpr unsigned small = 64;

// The products of nimbers below 64 by the definition (mex over all smaller pairs).
const std::vector<std::array<u64, small>>& definition() {
    static const std::vector<std::array<u64, small>> t = [] {
        std::vector<std::array<u64, small>> p(small);
        for (unsigned a = 0; a < small; ++a)
            for (unsigned b = 0; b < small; ++b) {
                std::array<bool, 256> seen{};  // below 64 < 256, a subfield: products < 256
                for (unsigned x = 0; x < a; ++x)
                    for (unsigned y = 0; y < b; ++y) seen[p[x][b] ^ p[a][y] ^ p[x][y]] = true;
                unsigned m = 0;
                while (seen[m]) ++m;
                p[a][b] = m;
            }
        return p;
    }();
    return t;
}

u64 read64(sg_fuzz::bytes& in) {
    u64 v = 0;
    for (int i = 0; i < 8; ++i) v = v << 8 | in.next();
    return v;
}

u64 power(u64 a, u64 e) {  // by repeated squaring with the product by halves
    u64 r = 1;
    for (; e != 0; e >>= 1, a = sg_fuzz::reference::nim_mul(a, a))
        if (e & 1) r = sg_fuzz::reference::nim_mul(r, a);
    return r;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    sg_fuzz::bytes in{data, size};
    const u64 a = read64(in), b = read64(in), c = read64(in), e = read64(in);
    const unsigned k = in.next() % 7;  // F = 2^(2^k) for k = 0 .. 5; 6: none
    using sg::nim_mul;

    const u64 ab = nim_mul(a, b);
    require(ab == nim_mul(b, a));
    require(ab == sg_fuzz::reference::nim_mul(a, b));
    require(nim_mul(ab, c) == nim_mul(a, nim_mul(b, c)));
    require(nim_mul(a, b ^ c) == (ab ^ nim_mul(a, c)));
    require(nim_mul(a, 1) == a && nim_mul(a, 0) == 0);
    require((ab == 0) == (a == 0 || b == 0));  // a field: no zero divisors

    // Inverses.
    if (a == 0) {
        bool threw = false;
        try {
            (void)sg::nim_inv(a);
        } catch (const sg::error&) {
            threw = true;
        }
        require(threw);
    } else {
        const u64 inv = sg::nim_inv(a);
        require(nim_mul(a, inv) == 1);
        require(sg::nim_inv(inv) == a);
        if (b != 0) require(sg::nim_inv(ab) == nim_mul(inv, sg::nim_inv(b)));
    }

    // Square, square root (the Frobenius map is a bijection) and powers.
    const u64 sq = sg::nim_square(a);
    require(sq == nim_mul(a, a));
    require(sg::nim_sqrt(sq) == a);
    const u64 root = sg::nim_sqrt(a);
    require(sg::nim_square(root) == a);
    require(sg::nim_square(a ^ b) == (sq ^ sg::nim_square(b)));
    require(sg::nim_pow(a, 0) == 1 && sg::nim_pow(a, 1) == a && sg::nim_pow(a, 2) == sq);
    const u64 pe = sg::nim_pow(a, e);
    require(pe == power(a, e));
    const u64 e1 = e >> 1, f = e >> 33;  // e1 + f does not wrap
    require(nim_mul(sg::nim_pow(a, e1), sg::nim_pow(a, f)) == sg::nim_pow(a, e1 + f));
    if (a != 0) require(sg::nim_pow(a, UINT64_MAX) == 1);  // the group has 2^64 - 1 elements

    // Subfields and the Fermat 2-powers.
    if (k < 6) {
        const unsigned bits = 1u << k;  // 1 .. 32
        const u64 F = u64{1} << bits;
        const u64 x = a & (F - 1), y = b & (F - 1);
        require(nim_mul(x, y) < F);  // the nimbers below F: a subfield
        if (x != 0) require(sg::nim_inv(x) < F);
        require(sg::nim_sqrt(x) < F);
        require(nim_mul(x, F) == (x << bits));     // x * F = xF for x < F
        require(nim_mul(F, F) == (F ^ (F >> 1)));  // F * F = 3F/2
    }

    // Conway's definition on the low six bits.
    const u64 sa = a % small, sb = b % small;
    require(nim_mul(sa, sb) == definition()[sa][sb]);
    return 0;
}
