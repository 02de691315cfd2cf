// sg/periodic.hpp: eventually (arithmetic-)periodic nim-sequences: a description that
// answers G(n) for any 64-bit n in O(1), and a linear-time finder of the shortest
// period and smallest preperiod that a given certificate proves.
#pragma once

#include "detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "detail/narrow.hpp"
#include "error.hpp"
#include "value.hpp"

namespace sg {

// An array of nimbers stored in the narrowest of 1, 2, 4 or 8 bytes that holds every one
// of them when it is filled (a detail::narrow_store; resize keeps the width): the values
// of a periodic_sequence. Read by value (a[i] is a nimber); compares equal to another
// array or a span of nimbers with the same values.
class nimber_array {
public:
    nimber_array() = default;
    nimber_array(std::initializer_list<nimber> v) { assign(v.begin(), v.end()); }
    template <std::forward_iterator It>
    nimber_array(It first, It last) {
        assign(first, last);
    }

    // The values first .. last (read twice: once for the width, once to store).
    template <std::forward_iterator It>
    void assign(It first, It last) {
        const auto n = static_cast<std::size_t>(std::distance(first, last));
        It it = first;
        *this = generate(n, [&it](std::size_t) { return static_cast<nimber>(*it++); }, [first](std::size_t) mutable {
            return static_cast<nimber>(*first++);
        });
    }

    // at(0) .. at(n-1), each read twice in order (once for the width, once to store).
    template <class At>
    [[nodiscard]] static nimber_array generate(std::size_t n, At at) {
        return generate(n, at, at);
    }

    // Keeps the first n values (n <= size()) or appends zeros; the width stays.
    void resize(std::size_t n) { values_.resize(n); }

    [[nodiscard]] std::size_t size() const noexcept { return values_.size(); }
    [[nodiscard]] bool empty() const noexcept { return size() == 0; }
    // Bytes a value takes: 1, 2, 4 or 8.
    [[nodiscard]] std::size_t width() const noexcept { return values_.width(); }
    [[nodiscard]] std::size_t memory_bytes() const noexcept { return values_.memory_bytes(); }

    [[nodiscard]] nimber operator[](std::size_t i) const noexcept {
        SG_ASSERT(i < size());
        return values_[i];
    }
    // Reads the values in order, by value.
    class const_iterator {
    public:
        using value_type = nimber;
        using difference_type = std::ptrdiff_t;
        const_iterator() = default;
        const_iterator(const nimber_array* a, std::size_t i) noexcept : a_(a), i_(i) {}
        nimber operator*() const noexcept { return (*a_)[i_]; }
        const_iterator& operator++() noexcept {
            ++i_;
            return *this;
        }
        const_iterator operator++(int) noexcept {
            const_iterator old = *this;
            ++i_;
            return old;
        }
        friend bool operator==(const const_iterator&, const const_iterator&) = default;

    private:
        const nimber_array* a_ = nullptr;
        std::size_t i_ = 0;
    };
    [[nodiscard]] const_iterator begin() const noexcept { return {this, 0}; }
    [[nodiscard]] const_iterator end() const noexcept { return {this, size()}; }

    [[nodiscard]] std::vector<nimber> to_vector() const { return values_.to_vector(); }

    friend bool operator==(const nimber_array& a, const nimber_array& b) noexcept { return same_values(a, b); }
    // Against what converts to std::span<const nimber> (a std::vector, a std::span). A
    // template that tests for nimber_array first, so that comparing two arrays never asks
    // whether an array converts to a span (that would instantiate its begin() and end()).
    template <class R>
        requires(!std::same_as<R, nimber_array> && std::convertible_to<const R&, std::span<const nimber>>)
    friend bool operator==(const nimber_array& a, const R& b) noexcept {
        return same_values(a, std::span<const nimber>(b));
    }

private:
    template <class B>
    static bool same_values(const nimber_array& a, const B& b) noexcept {
        if (a.size() != b.size()) return false;
        for (std::size_t i = 0; i < a.size(); ++i)
            if (a[i] != b[i]) return false;
        return true;
    }
    template <class First, class Second>
    static nimber_array generate(std::size_t n, First first, Second second) {
        nimber all = 0;
        for (std::size_t i = 0; i < n; ++i) all |= static_cast<nimber>(first(i));
        nimber_array a;
        a.values_.widen_for(all);
        a.values_.visit([&](auto& t) {
            using T = typename std::remove_reference_t<decltype(t)>::value_type;
            t.reserve(n);
            for (std::size_t i = 0; i < n; ++i) t.push_back(static_cast<T>(second(i)));
        });
        return a;
    }

    detail::narrow_store<false> values_;
};

// Values too many to list, as runs of repeated patterns: run i covers the heaps from
// runs[i].start up to the next run's start (the last run: up to the end of what is
// described), and there G(n) = patterns[first + (n - start) % length]. The runs are
// in increasing order of start, the first at 0. (A finite subtraction set with a huge
// amount has periods like k + 1 made of a few runs: sg/games/subtraction.hpp.)
struct value_runs {
    struct run {
        std::uint64_t start = 0;
        std::size_t first = 0;   // where its pattern begins in patterns
        std::size_t length = 1;  // the length of its pattern
        friend bool operator==(const run&, const run&) = default;
    };
    std::vector<run> runs;
    nimber_array patterns;

    [[nodiscard]] bool empty() const noexcept { return runs.empty(); }
    // G(n) for n at or beyond the first run's start. O(log(runs)).
    [[nodiscard]] nimber operator()(std::uint64_t n) const {
        SG_ASSERT(!runs.empty() && runs.front().start <= n);
        const auto it = std::upper_bound(runs.begin(), runs.end(), n,
                                         [](std::uint64_t m, const run& r) { return m < r.start; });
        const run& r = *(it - 1);
        return patterns[r.first + static_cast<std::size_t>((n - r.start) % r.length)];
    }
    friend bool operator==(const value_runs&, const value_runs&) = default;
};

// G(n) = values[n] for n < preperiod, and for n >= preperiod
//   G(n) = values[preperiod + (n - preperiod) % period] + saltus * ((n - preperiod) / period).
// saltus is 0 for a plainly periodic sequence. When G(0 .. preperiod + period - 1) are too
// many to list (a period of 10^18 for the subtraction set {1, 2, 10^18 - 1}), values is
// empty and runs gives them instead.
struct periodic_sequence {
    std::uint64_t preperiod = 0;
    std::uint64_t period = 1;
    nimber saltus = 0;
    nimber_array values;  // G(0) .. G(preperiod + period - 1), 1 byte a value while they fit
    value_runs runs = {};  // the same values as runs, when values is empty; empty otherwise

    [[nodiscard]] nimber operator()(std::uint64_t n) const {
        SG_ASSERT(period >= 1 && (runs.empty() ? values.size() == preperiod + period : values.empty()));
        const std::uint64_t k = n < preperiod ? 0 : (n - preperiod) / period;
        const std::uint64_t m = n < preperiod ? n : preperiod + (n - preperiod) % period;
        return (runs.empty() ? values[static_cast<std::size_t>(m)] : runs(m)) + saltus * k;
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

// The Z-function of a(0), ..., a(n-1) computed in order into z (set(i, v), get(i)):
// visit(i, z[i]) is called for i = 1, 2, ... as each is final, and stops the scan by
// returning true. Returns 1 when visit stopped it, 0 at the end, -1 when z refused a
// value (set returned false).
template <class Store, class At, class Visit>
int z_scan(std::size_t n, Store& z, At a, Visit visit) {
    for (std::size_t i = 1, l = 0, r = 0; i < n; ++i) {
        std::size_t zi = i < r ? std::min<std::size_t>(r - i, z.get(i - l)) : 0;
        while (i + zi < n && a(zi) == a(i + zi)) ++zi;
        if (!z.set(i, zi)) return -1;
        if (visit(i, zi)) return 1;
        if (i + zi > r) {
            l = i;
            r = i + zi;
        }
    }
    return 0;
}

// Z-values in Index each.
template <class Index>
class wide_z {
public:
    explicit wide_z(std::size_t n) : z_(n, 0) {}
    [[nodiscard]] std::size_t get(std::size_t i) const noexcept { return z_[i]; }
    bool set(std::size_t i, std::size_t v) noexcept {
        z_[i] = static_cast<Index>(v);
        return true;
    }

private:
    std::vector<Index> z_;
};

// Z-values in 2 bytes each, those of 0xFFFF and more kept apart as (index, value) in
// index order; refuses a value once those would take more than 1 byte a value.
template <class Index>
class narrow_z {
public:
    explicit narrow_z(std::size_t n) : small_(n, 0) {}
    [[nodiscard]] std::size_t get(std::size_t i) const noexcept {
        if (small_[i] != escape) return small_[i];
        std::size_t lo = 0, hi = big_.size();  // the entry of index i (there is one)
        while (lo < hi) {
            const std::size_t mid = lo + (hi - lo) / 2;
            if (big_[mid].first < i) lo = mid + 1;
            else hi = mid;
        }
        SG_ASSERT(lo < big_.size() && big_[lo].first == i);
        return big_[lo].second;
    }
    bool set(std::size_t i, std::size_t v) {
        if (v < escape) {
            small_[i] = static_cast<std::uint16_t>(v);
            return true;
        }
        if ((big_.size() + 1) * sizeof(std::pair<Index, Index>) > small_.size()) return false;
        small_[i] = escape;
        big_.emplace_back(static_cast<Index>(i), static_cast<Index>(v));
        return true;
    }

private:
    static constexpr std::uint16_t escape = 0xFFFF;
    std::vector<std::uint16_t> small_;
    std::vector<std::pair<Index, Index>> big_;
};

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
// periodic_sequence's own values. Temporary memory: 2 bytes a value and 8 (16 from 2^32
// values on) a run of 65535 or more; when those would pass 1 byte a value, 4 bytes a
// value instead (8 from 2^32 values on). Released before the periodic_sequence's values
// are copied (1 byte a value while they fit, 2, 4 or 8 after: nimber_array).
template <class At, class Required>
    requires std::convertible_to<std::invoke_result_t<At&, std::size_t>, nimber>
[[nodiscard]] std::optional<periodic_sequence> find_period(std::size_t length, At at, Required required) {
    const std::size_t L = length;
    // (n0, p) of the shortest certified period, or (0, 0): the Z-function of the reversed
    // data, in 2 bytes a value while few runs are long (else again in Index each),
    // stopping at the first p accepted.
    auto shortest = [&](auto index) -> std::pair<std::size_t, std::size_t> {
        using Index = decltype(index);
        std::pair<std::size_t, std::size_t> found{0, 0};
        auto accept = [&](std::size_t p, std::size_t run) {  // G(n+p) == G(n) for n in [L-p-run, L-p)
            const std::size_t n0 = L - p - run;              // first index of the run
            const auto need = static_cast<std::uint64_t>(
                required(static_cast<std::uint64_t>(n0), static_cast<std::uint64_t>(p)));
            if (run >= 1 && run >= need) found = {n0, p};
            return found.second != 0;
        };
        auto reversed = [&](std::size_t i) { return static_cast<nimber>(at(L - 1 - i)); };
        {
            detail::narrow_z<Index> z(L);
            if (detail::z_scan(L, z, reversed, accept) >= 0) return found;
        }
        detail::wide_z<Index> z(L);
        detail::z_scan(L, z, reversed, accept);
        return found;
    };
    const auto [n0, p] = L <= std::numeric_limits<std::uint32_t>::max() ? shortest(std::uint32_t{})
                                                                         : shortest(std::size_t{});
    if (p == 0) return std::nullopt;
    periodic_sequence ps;
    ps.preperiod = n0;
    ps.period = p;
    ps.values = nimber_array::generate(n0 + p, [&at](std::size_t n) { return static_cast<nimber>(at(n)); });
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
