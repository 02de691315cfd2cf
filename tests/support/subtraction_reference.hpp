// References for subtraction games with a finite set S: random sets, the plain mex loop
// over the definition, a set as text, and the check of one value against the definition.
#pragma once

#include <sg/value.hpp>

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <vector>

namespace sg_test {

using u64 = std::uint64_t;
constexpr u64 u64_max = std::numeric_limits<u64>::max();

// `size` distinct amounts from lo..hi, sorted.
inline std::vector<u64> random_subset(std::mt19937_64& rng, u64 lo, u64 hi, std::size_t size) {
    std::vector<u64> all;
    for (u64 k = lo; k <= hi; ++k) all.push_back(k);
    std::shuffle(all.begin(), all.end(), rng);
    all.resize(std::min(size, all.size()));
    std::sort(all.begin(), all.end());
    return all;
}

// G(0..upto) of a finite set S (|S| < 64) by the plain mex loop over the definition,
// G(n) = mex{ G(n-k) : k in S, k <= n }.
inline std::vector<sg::nimber> plain_sequence(const std::vector<u64>& S, u64 upto) {
    std::vector<sg::nimber> g;
    g.reserve(static_cast<std::size_t>(upto) + 1);
    for (u64 n = 0; n <= upto; ++n) {
        u64 seen = 0;
        for (u64 k : S)
            if (k <= n) seen |= u64{1} << g[static_cast<std::size_t>(n - k)];
        g.push_back(static_cast<sg::nimber>(std::countr_one(seen)));
    }
    return g;
}

// S as text: {1, 3, 4}.
inline std::string set_text(const std::vector<u64>& S) {
    std::string out;
    for (u64 k : S) out += (out.empty() ? "{" : ", ") + std::to_string(k);
    return out + "}";
}

// G(n) against the definition, from the values of the heaps n - k the sequence gives.
template <class Seq>
bool follows_definition(Seq& seq, const std::vector<u64>& S, u64 n) {
    u64 seen = 0;
    for (u64 k : S)
        if (k <= n) seen |= u64{1} << seq.value(n - k);
    return seq.value(n) == static_cast<sg::nimber>(std::countr_one(seen));
}

}  // namespace sg_test
