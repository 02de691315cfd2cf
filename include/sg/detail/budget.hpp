// sg/detail/budget.hpp: the memory budget every solver and engine takes
// (set_memory_limit / memory_limit; each solver adds memory_used), and the byte counts
// of the containers it is checked against.
#pragma once

#include "config.hpp"  // first: stops below C++20

#include <algorithm>
#include <cstddef>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

#include "../error.hpp"
#include "narrow.hpp"

namespace sg::detail {

// Bytes a vector holds: its capacity, not its size (what it allocated).
template <class T>
[[nodiscard]] std::size_t bytes_of(const std::vector<T>& v) noexcept {
    return v.capacity() * sizeof(T);
}
[[nodiscard]] inline std::size_t bytes_of(const std::vector<bool>& v) noexcept { return v.capacity() / 8; }
template <class... V>
[[nodiscard]] std::size_t bytes_of_all(const V&... v) noexcept {
    return (std::size_t{0} + ... + bytes_of(v));
}

// a * b + c, saturating at the largest std::size_t (predictions of huge tables).
[[nodiscard]] constexpr std::size_t mul_add_bytes(std::size_t a, std::size_t b, std::size_t c = 0) noexcept {
    constexpr std::size_t top = std::numeric_limits<std::size_t>::max();
    if (b != 0 && a > (top - c) / b) return top;
    return a * b + c;
}

// Bytes a container (a memo, an interner) would allocate to store one more element:
// its growth_bytes(), 0 if it has no such member.
template <class C>
[[nodiscard]] std::size_t growth_bytes_of([[maybe_unused]] const C& c) noexcept {
    if constexpr (requires { c.growth_bytes(); })
        return static_cast<std::size_t>(c.growth_bytes());
    else
        return 0;
}

// Throws the limit_error of a byte budget: `who` ran past `limit` bytes with `figure`
// bytes held (needed: bytes it was about to need); `hint` says how to go on.
[[noreturn]] inline void throw_memory_limit(const char* who, std::size_t limit, std::size_t figure, bool needed,
                                            const char* hint = "raise it with set_memory_limit() and call again") {
    throw limit_error(std::string(who) + ": memory limit of " + std::to_string(limit) + " bytes reached (" +
                          std::to_string(figure) + (needed ? " bytes needed); " : " bytes in use); ") + hint,
                      limit, limit_kind::bytes, figure);
}

// Throws the limit_error of a state limit: `who` would store more than `limit` things
// (`stored`: "stored states", "explored states", ...).
[[noreturn]] inline void throw_state_limit(const char* who, std::size_t limit, const char* stored) {
    throw limit_error(std::string(who) + ": state limit of " + std::to_string(limit) + " " + stored +
                          " reached; raise it with set_state_limit() and call again",
                      limit);
}

// The budget a solver is given: at most memory_limit() bytes in the containers it
// counts in memory_used() (no limit by default). A computation that would pass it throws
// sg::limit_error (kind() == limit_kind::bytes, reached() the bytes) and keeps its
// finished work, so it goes on after the budget is raised and the query repeated.
class memory_budget {
public:
    static constexpr std::size_t unlimited = std::numeric_limits<std::size_t>::max();

    [[nodiscard]] std::size_t memory_limit() const noexcept { return memory_limit_; }
    void set_memory_limit(std::size_t bytes) noexcept { memory_limit_ = bytes; }

protected:
    [[nodiscard]] bool memory_limited() const noexcept { return memory_limit_ != unlimited; }
    // Throws if `used` bytes (held now, or needed when `needed`) pass the budget.
    void check_memory(const char* who, std::size_t used, bool needed = false) const {
        if (used > memory_limit_) [[unlikely]]
            throw_memory_limit(who, memory_limit_, used, needed);
    }

    // The check before a solver stores something new: throws if what solver holds (its
    // memory_used()) and the bytes the store allocates pass the budget. grows is those
    // bytes, or the container that stores it (its growth_bytes(), none if it has no
    // such member), read only when a budget is set.
    template <class Solver, class Grows>
    void check_growth(const char* who, const Solver& solver, const Grows& grows) const {
        if (!memory_limited()) return;
        std::size_t grow = 0;
        if constexpr (std::is_arithmetic_v<Grows>)
            grow = static_cast<std::size_t>(grows);
        else
            grow = growth_bytes_of(grows);
        check_memory(who, solver.memory_used() + grow, grow != 0);
    }

    // Makes room in v for n elements, by half its capacity again when that fits the
    // budget, else exactly n; the figure checked is the old and the new block (both are
    // held while the elements move) and `other` bytes held besides v.
    template <class T>
    void reserve_within(const char* who, std::vector<T>& v, std::size_t n, std::size_t other) const {
        const bool grows = n > v.capacity();
        std::size_t cap = grows ? std::max(n, v.capacity() + v.capacity() / 2) : v.capacity();
        if (memory_limited()) {
            const auto peak = [&](std::size_t c) {
                return mul_add_bytes(v.capacity(), sizeof(T), mul_add_bytes(grows ? c : 0, sizeof(T), other));
            };
            if (peak(cap) > memory_limit_) cap = n;
            check_memory(who, peak(cap), true);
        }
        if (grows) v.reserve(cap);
    }
    // The same for a table of narrow values, at its present width.
    template <bool Markers>
    void reserve_within(const char* who, narrow_store<Markers>& s, std::size_t n, std::size_t other) const {
        s.visit([&](auto& v) { reserve_within(who, v, n, other); });
    }
    // Widens s until v fits, with room for n values; the figure checked is the old and
    // the new table (both held while the values are copied) and `other` bytes besides.
    template <bool Markers>
    void widen_within(const char* who, narrow_store<Markers>& s, nimber v, std::size_t n, std::size_t other) const {
        if (s.fits(v)) return;
        if (memory_limited())
            check_memory(who, mul_add_bytes(std::max(n, s.size()), s.width_for(v), s.memory_bytes() + other), true);
        s.widen_for(v, n);
    }

private:
    std::size_t memory_limit_ = unlimited;
};

}  // namespace sg::detail
