// sg/games/detail/sequence.hpp: what the nim-sequence classes of the heap families
// (octal_sequence, subtraction_sequence, heap_sequence) share, once: the members without
// a progress callback, value_within, the period search, prefixes answered from a
// certified period and the value of a heap for the query surface.
#pragma once

#include "../../detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "../../error.hpp"
#include "../../periodic.hpp"
#include "../../queries.hpp"
#include "../../value.hpp"

namespace sg::detail {

struct no_progress {
    constexpr void operator()(std::uint64_t) const noexcept {}
};

// A sequence whose family has a periodicity theorem: it says what its values prove.
template <class S>
concept certifiable_sequence = requires(const S& s) {
    { s.certified_period() } -> std::same_as<std::optional<periodic_sequence>>;
    { s.first_search_length() } -> std::convertible_to<std::uint64_t>;
};

// A sequence that may answer heaps beyond its values by a method of its own (a finite
// subtraction set with huge amounts: runs of periodic segments, sg/games/subtraction.hpp).
// Derived sets the static member answers_far and gives, as private members for
// sequence_base (a friend): far_answers() (whether this object uses the method),
// far_search(max_len) (a certified period, or nullopt; max_len bounds the values it
// computes), far_value(n) (G(n) where the method knows it without a period, else
// nullopt) and far_failure() (why it has no answer, for messages).
template <class S>
concept far_sequence = S::answers_far;

// CRTP base of a nim-sequence of heaps, G(0), G(1), ..., computed in order. Derived
// gives size(), operator[](n) for n < size(), extend(n, progress), a static
// sequence_name for messages and, for a family with a periodicity theorem,
// certified_period() and first_search_length() (and optionally the far_* members above).
template <class Derived>
class sequence_base : public queries<Derived, std::uint64_t> {
public:
    // Computes G(0) .. G(n).
    void extend(std::uint64_t n) { self().extend(n, no_progress{}); }

    // Computes values in doubling steps up to max_len values and stops as soon as a
    // period is certified. nullopt: none within max_len values.
    template <class Progress, class D = Derived>
        requires certifiable_sequence<D>
    [[nodiscard]] std::optional<periodic_sequence> search_period(std::uint64_t max_len, Progress&& progress) {
        return search(max_len, ~std::uint64_t{0}, progress);
    }
    template <class D = Derived>
        requires certifiable_sequence<D>
    [[nodiscard]] std::optional<periodic_sequence> search_period(std::uint64_t max_len = period_search_length) {
        return search_period(max_len, no_progress{});
    }

    // G(n) for any n: directly if n < max_len, else from a period certified within
    // max_len values (a family with a theorem); nullopt if neither works. Stops
    // computing as soon as a period is certified.
    template <class Progress>
    [[nodiscard]] std::optional<nimber> value_within(std::uint64_t n, std::uint64_t max_len, Progress&& progress) {
        Derived& d = self();
        if (n < d.size()) return d[n];
        if constexpr (certifiable_sequence<Derived>) {
            if (period_) return (*period_)(n);
            if (auto p = search(max_len, n, progress)) return (*p)(n);
            if (n < d.size()) return d[n];
            if constexpr (far_sequence<Derived>) {
                if (d.far_answers()) return d.far_value(n);
            }
        } else if (n < max_len) {
            d.extend(n, progress);
            return d[n];
        }
        return std::nullopt;
    }
    [[nodiscard]] std::optional<nimber> value_within(std::uint64_t n, std::uint64_t max_len) {
        return value_within(n, max_len, no_progress{});
    }

    // The period certified so far (by search_period, value_within, prefix or a query):
    // once there is one, it answers G(n) for every n in O(1). nullopt before.
    [[nodiscard]] const std::optional<periodic_sequence>& certificate() const noexcept { return period_; }

    // G(n) if it is known without computing: a value computed, or one read from the
    // certificate; nullopt otherwise. (seq(n), from the query surface, computes or
    // certifies as needed.)
    [[nodiscard]] std::optional<nimber> known_value(std::uint64_t n) const {
        const Derived& d = self();
        if (n < d.size()) return d[n];
        if (period_) return (*period_)(n);
        return std::nullopt;
    }

    // G(0) .. G(n), stored as narrow as the largest needs (sg::nimber_array: 1 byte a
    // value for most codes). A family with a periodicity theorem tries to certify a period while
    // it computes, at doubling lengths (first_search_length(), twice that, ... below
    // n + 1 values); once one is certified the rest is read from the certificate, so past
    // it a value costs O(1), not a computation (0.07: certified at 4096 values, then
    // G(0 .. 10^8) at the speed of copying). The certification attempts add O(n) time
    // and, transiently, 2 bytes a value computed (the Z-function, sg/periodic.hpp).
    // Other families compute every value.
    template <class Progress>
    [[nodiscard]] nimber_array prefix(std::uint64_t n, Progress&& progress) {
        Derived& d = self();
        if constexpr (sizeof(std::size_t) < sizeof(std::uint64_t)) {  // 32-bit targets: n + 1 values must be countable
            if (n >= std::vector<std::uint8_t>().max_size())
                throw limit_error(std::string(Derived::sequence_name) + ": G(0.." + std::to_string(n) +
                                      ") does not fit in memory",
                                  std::vector<std::uint8_t>().max_size());
        }
        if constexpr (certifiable_sequence<Derived>) {
            for (std::uint64_t len = std::max<std::uint64_t>(d.size(), d.first_search_length());
                 !period_ && len <= n; len *= 2) {
                d.extend(len - 1, progress);
                period_ = d.certified_period();
            }
        }
        if (!period_ && n >= d.size()) d.extend(n, progress);
        const auto have = static_cast<std::size_t>(std::min<std::uint64_t>(n + 1, d.size()));
        if (have == n + 1) return nimber_array::generate(have, [&d](std::size_t i) { return d[i]; });
        // have >= preperiod + period (a certificate from the values covers a whole period):
        // a value past what was computed is the one k periods before it, plus k times the
        // saltus. A period certified otherwise (far_search) answers each value itself.
        if (have < period_->preperiod + period_->period) {
            const periodic_sequence& ps = *period_;
            return nimber_array::generate(static_cast<std::size_t>(n) + 1,
                                          [&d, &ps, have](std::size_t i) { return i < have ? d[i] : ps(i); });
        }
        const auto p = static_cast<std::size_t>(period_->period);
        const nimber saltus = period_->saltus;
        return nimber_array::generate(static_cast<std::size_t>(n) + 1, [&d, have, p, saltus](std::size_t i) {
            if (i < have) return d[i];
            const std::size_t k = (i - have) / p + 1;
            return d[i - k * p] + static_cast<nimber>(k) * saltus;
        });
    }
    [[nodiscard]] nimber_array prefix(std::uint64_t n) { return prefix(n, no_progress{}); }

    // The hook of the query surface: the value of heap n. Computed so far; else from a
    // period certified before; else computed if n is below period_search_length; else
    // from a period that value_within(n, period_search_length) certifies. Throws
    // sg::limit_error when none answers. A far_sequence asks its own method before
    // computing values (value_within).
    [[nodiscard]] nimber component_value(std::uint64_t n) {
        Derived& d = self();
        if (n < d.size()) return d[n];
        if (period_) return (*period_)(n);
        bool far = false;
        if constexpr (far_sequence<Derived>) far = d.far_answers();
        if (n < period_search_length && !far) {
            d.extend(n, no_progress{});
            return d[n];
        }
        if (auto v = value_within(n, period_search_length)) return *v;
        if constexpr (far_sequence<Derived>) {
            if (far)
                throw limit_error(std::string(Derived::sequence_name) + ": G(" + std::to_string(n) +
                                      ") is not known: " + d.far_failure() +
                                      " (value_within(n, max_len) with a larger max_len looks further)",
                                  static_cast<std::size_t>(period_search_length));
        }
        throw limit_error(std::string(Derived::sequence_name) + ": G(" + std::to_string(n) + ") is not known: " +
                              (certifiable_sequence<Derived> ? "no period certified within " : "no periodicity theorem; ") +
                              std::to_string(d.size()) + " values computed (extend() or value_within() first)",
                          static_cast<std::size_t>(d.size()));
    }

protected:
    // The first period certified, once found: it answers every heap beyond the values.
    [[nodiscard]] const std::optional<periodic_sequence>& known_period() const noexcept { return period_; }

private:
    Derived& self() noexcept { return static_cast<Derived&>(*this); }
    const Derived& self() const noexcept { return static_cast<const Derived&>(*this); }

    // The doubling search (sg/periodic.hpp) from Derived's first length, or from what is
    // computed. A far_sequence tries its own method first; the values are searched after
    // it only where they could prove a period within max_len (else only the heap asked
    // for, if below max_len and not known otherwise, is computed).
    template <class Progress>
    std::optional<periodic_sequence> search(std::uint64_t max_len, std::uint64_t target, Progress& progress) {
        Derived& d = self();
        if constexpr (far_sequence<Derived>) {
            if (d.far_answers()) {
                if (auto p = d.far_search(max_len)) {
                    period_ = p;
                    return p;
                }
                if (d.first_search_length() > max_len) {
                    if (target < max_len && !d.far_value(target)) d.extend(target, progress);
                    return std::nullopt;
                }
            }
        }
        auto p = doubling_search(
            std::max<std::uint64_t>(d.size(), d.first_search_length()), max_len, target,
            [&](std::uint64_t len) { d.extend(len - 1, progress); }, [&d] { return d.certified_period(); });
        if (p) period_ = p;
        return p;
    }

    std::optional<periodic_sequence> period_;
};

}  // namespace sg::detail
