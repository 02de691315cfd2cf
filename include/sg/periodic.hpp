// sg/periodic.hpp: eventually (arithmetic-)periodic nim-sequences: a description that
// answers G(n) for any 64-bit n in O(1), and a linear-time finder of the shortest
// period and smallest preperiod that a given certificate proves.
#pragma once

#include "detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "error.hpp"
#include "value.hpp"

namespace sg {

// G(n) = values[n] for n < preperiod, and for n >= preperiod
//   G(n) = values[preperiod + (n - preperiod) % period] + saltus * ((n - preperiod) / period).
// saltus is 0 for a plainly periodic sequence.
struct periodic_sequence {
    std::uint64_t preperiod = 0;
    std::uint64_t period = 1;
    nimber saltus = 0;
    std::vector<nimber> values;  // G(0) .. G(preperiod + period - 1)

    [[nodiscard]] nimber operator()(std::uint64_t n) const {
        SG_ASSERT(period >= 1 && values.size() == preperiod + period);
        if (n < preperiod) return values[static_cast<std::size_t>(n)];
        const std::uint64_t k = (n - preperiod) / period;
        const std::uint64_t r = (n - preperiod) % period;
        return values[static_cast<std::size_t>(preperiod + r)] + saltus * k;
    }
    friend bool operator==(const periodic_sequence&, const periodic_sequence&) = default;
};

namespace detail {
// Z-function (Gusfield 1997) of the sequence a(0), ..., a(n-1), read through the
// accessor a: z[i] = length of the longest common prefix of a and a(i..). The accessor
// lets callers pass a reversed or derived sequence without building it. Index: the
// integer the lengths are kept in (uint32_t halves the memory for n < 2^32).
template <class Index = std::size_t, class At>
std::vector<Index> z_function(std::size_t n, At a) {
    SG_ASSERT(n <= std::numeric_limits<Index>::max());
    std::vector<Index> z(n, 0);
    if (n == 0) return z;
    z[0] = static_cast<Index>(n);
    for (std::size_t i = 1, l = 0, r = 0; i < n; ++i) {
        std::size_t zi = i < r ? std::min<std::size_t>(r - i, z[i - l]) : 0;
        while (i + zi < n && a(zi) == a(i + zi)) ++zi;
        z[i] = static_cast<Index>(zi);
        if (i + zi > r) {
            l = i;
            r = i + zi;
        }
    }
    return z;
}

// The runs of constant difference that end at the end of the data G(0), ..., G(L-1)
// (read through at): z[p], for 1 <= p < L - 1, is the largest r such that G(n + p) - G(n)
// (mod 2^64) is the same for every n in [L - 1 - p - r, L - p): the candidates of an
// arithmetic period p, holding from L - 1 - p - z[p] on, with saltus G(L-1) - G(L-1-p).
// The Z-function of the reversed difference sequence. O(L).
template <class At>
std::vector<std::size_t> difference_runs(std::size_t L, At at) {
    if (L < 2) return {};
    return z_function(L - 1, [&](std::size_t j) {
        return static_cast<nimber>(at(L - 1 - j)) - static_cast<nimber>(at(L - 2 - j));
    });
}
}  // namespace detail

// Finds the shortest period p (and for it the smallest preperiod n0) of the computed
// prefix seq = G(0..L-1) that a periodicity theorem certifies. For each p the finder
// takes the longest run of agreement G(n + p) == G(n), n0 <= n < L - p, that reaches
// the end of the data, and accepts p when that run has at least
// required(n0, p) indices, the number the theorem asks for (t for a subtraction set
// with largest element t; n0 + p + t for an octal game, Guy–Smith). O(L).
//
// If the certificate is sound, every accepted p is a true period, so the first one is
// the shortest, and its n0 is the true smallest preperiod. nullopt: nothing certified
// within the data (longer data may certify).
//
// This form reads the prefix of `length` values through at(n) = G(n), for sequences kept
// in another form (narrower integers, several storages): nothing is copied but the
// periodic_sequence's own values. Temporary memory: 4 bytes a value (8 from 2^32 values
// on), released before the periodic_sequence's values are copied.
template <class At, class Required>
    requires std::convertible_to<std::invoke_result_t<At&, std::size_t>, nimber>
[[nodiscard]] std::optional<periodic_sequence> find_period(std::size_t length, At at, Required required) {
    const std::size_t L = length;
    // (n0, p) of the shortest certified period, or (0, 0).
    auto shortest = [&](auto index) -> std::pair<std::size_t, std::size_t> {
        using Index = decltype(index);
        const auto z =
            detail::z_function<Index>(L, [&](std::size_t i) { return static_cast<nimber>(at(L - 1 - i)); });
        for (std::size_t p = 1; p < L; ++p) {
            const std::size_t run = z[p];        // G(n+p) == G(n) for n in [L-p-run, L-p)
            const std::size_t n0 = L - p - run;  // first index of the run
            const auto need = static_cast<std::uint64_t>(
                required(static_cast<std::uint64_t>(n0), static_cast<std::uint64_t>(p)));
            if (run >= 1 && run >= need) return {n0, p};
        }
        return {0, 0};
    };
    const auto [n0, p] = L <= std::numeric_limits<std::uint32_t>::max() ? shortest(std::uint32_t{})
                                                                         : shortest(std::size_t{});
    if (p == 0) return std::nullopt;
    periodic_sequence ps;
    ps.preperiod = n0;
    ps.period = p;
    ps.values.resize(n0 + p);
    for (std::size_t n = 0; n < n0 + p; ++n) ps.values[n] = static_cast<nimber>(at(n));
    return ps;
}

// The same for a prefix held as nimbers.
template <class Required>
[[nodiscard]] std::optional<periodic_sequence> find_period(std::span<const nimber> seq, Required required) {
    return find_period(seq.size(), [seq](std::size_t n) { return seq[n]; }, std::move(required));
}

// How many values the period searches of the sequence classes (octal_sequence,
// subtraction_sequence) examine when not told otherwise.
inline constexpr std::uint64_t period_search_length = std::uint64_t{1} << 22;

namespace detail {
// The search every sequence class runs for a certified period: extend_to(len) makes
// G(0 .. len-1) available, certify() tries the values available; lengths start at
// `first` and double up to max_len, or stop at target + 1 values (the heap asked for
// is then computed directly). nullopt: nothing certified within those lengths.
template <class ExtendTo, class Certify>
std::optional<periodic_sequence> doubling_search(std::uint64_t first, std::uint64_t max_len, std::uint64_t target,
                                                 ExtendTo&& extend_to, Certify&& certify) {
    if (max_len == 0) return std::nullopt;
    std::uint64_t len = std::min(std::max<std::uint64_t>(first, 1), max_len);
    for (;;) {
        if (target < len) len = target + 1;
        extend_to(len);
        if (auto p = certify()) return p;
        if (len >= max_len || target < len) return std::nullopt;
        len = len > max_len / 2 ? max_len : 2 * len;
    }
}
}  // namespace detail

}  // namespace sg
