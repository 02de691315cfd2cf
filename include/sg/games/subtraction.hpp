// sg/games/subtraction.hpp: subtraction games (take k tokens from one heap, k from a
// finite set, from all but a finite set, or from a set given by a predicate): their
// nim-sequences by a dense loop (sg::subtraction_sequence), and for finite and all-but
// sets the shortest period, smallest preperiod and saltus that a theorem certifies,
// answering G(n) for any 64-bit heap in O(1) (finite sets with huge amounts, such as
// {1, 2, 10^18}: sg::subtraction_segments of sg/games/subtraction_segments.hpp); the
// sequence is also the solver of sums of heaps (the queries of sg/queries.hpp).
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <bit>
#include <cmath>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <limits>
#include <numeric>
#include <optional>
#include <ranges>
#include <span>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "../detail/budget.hpp"
#include "../detail/hash.hpp"
#include "detail/sequence.hpp"
#include "../error.hpp"
#include "../mex.hpp"
#include "../periodic.hpp"
#include "../queries.hpp"
#include "../value.hpp"

namespace sg {

namespace detail::subtraction_impl {

// The engines that compute each family's nim-sequence; a game names its own as
// sequence_engine (so a program compiles only its own family's engine), which tells
// its family as `set_family`.
enum class family { finite, all_but, predicate };
class finite_engine;
class all_but_engine;
template <class Game>
class predicate_engine;

// Values are computed in blocks of this many, with a progress call after each block.
inline constexpr std::size_t block = std::size_t{1} << 16;

// Sorted, duplicate-free, positive amounts from any range of integers.
template <class R>
std::vector<std::uint64_t> amounts_from(R&& r, const char* who) {
    std::vector<std::uint64_t> a;
    for (auto&& x : r) {
        using X [[maybe_unused]] = std::remove_cvref_t<decltype(x)>;
        if constexpr (std::is_signed_v<X>) {
            if (x < 0)
                throw error(std::string(who) + ": amount " + std::to_string(x) + " is negative (amounts are positive)");
        }
        a.push_back(static_cast<std::uint64_t>(x));
    }
    std::sort(a.begin(), a.end());
    a.erase(std::unique(a.begin(), a.end()), a.end());
    if (!a.empty() && a.front() == 0)
        throw error(std::string(who) + ": amount 0 is not a move (amounts are positive)");
    return a;
}

// Number of values G(0..upto), checked against what a vector can hold.
template <class T>
std::size_t count_upto(std::uint64_t upto) {
    if (upto >= std::vector<T>().max_size() || upto >= std::numeric_limits<std::size_t>::max())
        throw limit_error("sg::subtraction_sequence: G(0.." + std::to_string(upto) + ") does not fit in memory",
                          std::vector<T>().max_size());
    return static_cast<std::size_t>(upto) + 1;
}

// G(n) .. G(new_size - 1) into G for the amounts K[0 .. k_count) (increasing, t the
// largest below new_size), the options of each heap collected in `seen`.
template <class Seen, class T, class OnProgress>
void finite_values(Seen seen, T* const G, std::size_t n, const std::size_t new_size, const std::size_t t,
                   const std::size_t* const K, const std::size_t k_count, OnProgress& on_progress) {
    // Heaps below max S: only the amounts up to n are moves.
    for (; n < new_size && n < t; ++n) {
        seen.clear();
        for (std::size_t j = 0; j < k_count && K[j] <= n; ++j) seen.insert(G[n - K[j]]);
        G[n] = static_cast<T>(seen.mex());
    }
    while (n < new_size) {
        const std::size_t stop = std::min(new_size, n + block);
        for (; n < stop; ++n) {
            const T* const here = G + n;
            seen.clear();
            for (std::size_t j = 0; j < k_count; ++j) seen.insert(*(here - K[j]));
            G[n] = static_cast<T>(seen.mex());
        }
        on_progress(static_cast<std::uint64_t>(n));
    }
}

// Appends G(g.size()) .. G(new_size - 1) of the finite set S (sorted, positive) to g.
// mex by a bitset of the values seen (sg::mex_bits): one 64-bit word while |S| < 64
// (then every value is at most |S| < 64), words for larger sets. Every value is at most
// |S|, which T holds.
template <class T, class OnProgress>
void extend_finite(std::span<const std::uint64_t> S, std::vector<T>& g, std::size_t new_size, OnProgress& on_progress) {
    std::size_t n = g.size();
    if (new_size <= n) return;
    const std::size_t m = S.size();
    SG_ASSERT(static_cast<std::uint64_t>(m) <= static_cast<std::uint64_t>(std::numeric_limits<T>::max()));
    g.resize(new_size);
    T* const G = g.data();
    // Amounts that matter for this range, as offsets.
    std::vector<std::size_t> off;
    for (std::uint64_t k : S) {
        if (k >= new_size) break;
        off.push_back(static_cast<std::size_t>(k));
    }
    const std::size_t t = S.empty() ? 0 : static_cast<std::size_t>(std::min<std::uint64_t>(S.back(), new_size));
    const std::size_t k_count = off.size();
    const std::size_t* const K = off.data();
    std::size_t done = n;  // G(0 .. done-1) are final: kept if on_progress throws
    auto track = [&](std::uint64_t k) {
        done = static_cast<std::size_t>(k);
        on_progress(k);
    };
    try {
        if (m < 64)
            finite_values(mex_bits<1>{}, G, n, new_size, t, K, k_count, track);
        else
            finite_values(mex_bits<>(m), G, n, new_size, t, K, k_count, track);
    } catch (...) {
        g.resize(done);
        throw;
    }
}

}  // namespace detail::subtraction_impl

// ---------------------------------------------------------------------------------
// A heap of n tokens; a move removes k tokens for some k in the finite set S.
class subtraction_game {
public:
    using state = std::uint64_t;
    using sequence_engine = detail::subtraction_impl::finite_engine;

    // The empty set: no moves, every heap has value 0.
    subtraction_game() = default;
    // S from any range of integers; sorted, duplicates dropped. Throws sg::error for an
    // amount that is zero or negative.
    template <std::ranges::input_range R>
        requires std::integral<std::ranges::range_value_t<R>> &&
                 (!std::same_as<std::remove_cvref_t<R>, subtraction_game>)
    explicit subtraction_game(R&& amounts)
        : amounts_(detail::subtraction_impl::amounts_from(std::forward<R>(amounts), "sg::subtraction_game")) {}
    subtraction_game(std::initializer_list<std::uint64_t> amounts)
        : amounts_(detail::subtraction_impl::amounts_from(amounts, "sg::subtraction_game")) {}

    // S = { k : 1 <= k <= bound and in_set(k) }, a finite set made from a predicate.
    template <class Pred>
        requires std::predicate<Pred&, std::uint64_t>
    [[nodiscard]] static subtraction_game from_predicate(Pred in_set, std::uint64_t bound) {
        subtraction_game g;
        for (std::uint64_t k = 1; k <= bound && k != 0; ++k)
            if (in_set(k)) g.amounts_.push_back(k);
        return g;
    }

    void moves(state n, auto&& emit) const {
        for (std::uint64_t k : amounts_) {
            if (k > n) break;
            emit(state{n - k});
        }
    }

    // S in increasing order.
    [[nodiscard]] const std::vector<std::uint64_t>& amounts() const noexcept { return amounts_; }
    // t = max S (0 for the empty set): the certificate of a period needs t values.
    [[nodiscard]] std::uint64_t max_amount() const noexcept { return amounts_.empty() ? 0 : amounts_.back(); }
    // The end N of the range n0 <= h < N on which a period of the heaps must be checked to
    // hold for every heap: max(n0, 1) + t, the octal theorem for one heap a move (a
    // subtraction game is the octal code with 3 at each amount). sg::misere_quotient reads
    // it for the heaps' misère elements (docs/misere_quotient.md).
    [[nodiscard]] std::optional<std::uint64_t> period_check_end(std::uint64_t n0, std::uint64_t /*p*/) const noexcept {
        return std::max<std::uint64_t>(n0, 1) + max_amount();
    }

    friend bool operator==(const subtraction_game&, const subtraction_game&) = default;

private:
    std::vector<std::uint64_t> amounts_;
};

// A heap of n tokens; a move removes any positive number of tokens except those in the
// finite set E. E empty is Nim (G(n) = n).
class all_but_subtraction_game {
public:
    using state = std::uint64_t;
    using sequence_engine = detail::subtraction_impl::all_but_engine;

    all_but_subtraction_game() = default;
    template <std::ranges::input_range R>
        requires std::integral<std::ranges::range_value_t<R>> &&
                 (!std::same_as<std::remove_cvref_t<R>, all_but_subtraction_game>)
    explicit all_but_subtraction_game(R&& excluded)
        : excluded_(
              detail::subtraction_impl::amounts_from(std::forward<R>(excluded), "sg::all_but_subtraction_game")) {}
    all_but_subtraction_game(std::initializer_list<std::uint64_t> excluded)
        : excluded_(detail::subtraction_impl::amounts_from(excluded, "sg::all_but_subtraction_game")) {}

    // Every k in 1..n except E: n - |E ∩ [1,n]| moves, for the generic solver on small heaps.
    void moves(state n, auto&& emit) const {
        auto ex = excluded_.begin();
        for (std::uint64_t k = 1; k <= n; ++k) {
            if (ex != excluded_.end() && *ex == k) {
                ++ex;
                continue;
            }
            emit(state{n - k});
        }
    }

    // E in increasing order.
    [[nodiscard]] const std::vector<std::uint64_t>& excluded() const noexcept { return excluded_; }
    // e = max E (0 for Nim).
    [[nodiscard]] std::uint64_t max_excluded() const noexcept { return excluded_.empty() ? 0 : excluded_.back(); }

    friend bool operator==(const all_but_subtraction_game&, const all_but_subtraction_game&) = default;

private:
    std::vector<std::uint64_t> excluded_;
};

// A heap of n tokens; a move removes k tokens for any k >= 1 with in_set(k) (powers of
// two, primes, squares, ...). No periodicity theorem covers such sets: sequences only.
template <class Pred>
    requires std::predicate<const Pred&, std::uint64_t>
class predicate_subtraction_game {
public:
    using state = std::uint64_t;
    using sequence_engine = detail::subtraction_impl::predicate_engine<predicate_subtraction_game>;

    explicit predicate_subtraction_game(Pred in_set) : in_set_(std::move(in_set)) {}

    // Tests k = 1..n: O(n) predicate calls, for the generic solver on small heaps.
    void moves(state n, auto&& emit) const {
        for (std::uint64_t k = 1; k <= n; ++k)
            if (in_set_(k)) emit(state{n - k});
    }
    [[nodiscard]] bool contains(std::uint64_t k) const { return k != 0 && static_cast<bool>(in_set_(k)); }
    [[nodiscard]] const Pred& predicate() const noexcept { return in_set_; }

private:
    Pred in_set_;
};

// ---------------------------------------------------------------------------------
// Nim-sequences.

namespace detail::subtraction_impl {

// Appends values for a finite set S (see extend_finite).
class finite_engine {
public:
    using game_type = subtraction_game;
    static constexpr family set_family = family::finite;
    explicit finite_engine(const subtraction_game&) noexcept {}
    // Bytes held between calls (none) and allocated by an extend (the amounts as
    // offsets, the mex bitset).
    [[nodiscard]] static std::size_t memory_bytes() noexcept { return 0; }
    [[nodiscard]] static std::size_t extend_bytes(const subtraction_game& game, std::size_t) noexcept {
        return game.amounts().size() * sizeof(std::size_t) + (game.amounts().size() / 64 + 1) * 8;
    }
    // Every value is at most |S|: the sequence stores them at least that wide.
    [[nodiscard]] static nimber value_bound(const subtraction_game& game) noexcept { return game.amounts().size(); }
    template <class T, class OnProgress>
    std::optional<nimber> extend(const subtraction_game& game, std::vector<T>& g, std::size_t new_size,
                                 OnProgress& on_progress) {
        extend_finite(std::span<const std::uint64_t>(game.amounts()), g, new_size, on_progress);
        return std::nullopt;
    }
};

// Appends values to g for S = all positive amounts except E. For n >= e = max E the
// options of n are every position m <= n - e - 1 plus the window positions n - k,
// 1 <= k <= e, k not in E; so G(n) is the smallest value that is neither a value of a
// position <= n - e - 1 nor of an allowed window position. Keeps the set of values of
// positions <= n - e - 1 and its mex between calls; the window's values go to an
// sg::mex_buffer.
class all_but_engine {
public:
    using game_type = all_but_subtraction_game;
    static constexpr family set_family = family::all_but;
    // The window holds e values, so e is limited to what memory holds comfortably.
    static constexpr std::uint64_t max_e = std::uint64_t{1} << 26;

    explicit all_but_engine(const all_but_subtraction_game& game) {
        const std::uint64_t e = game.max_excluded();
        if (e > max_e)
            throw limit_error("sg::all_but_subtraction_game: the largest excluded amount " + std::to_string(e) +
                                  " is above " + std::to_string(max_e) + ", too large for the sequence engine",
                              static_cast<std::size_t>(max_e));
        e_ = static_cast<std::size_t>(e);
    }

    // Bytes held between calls: the window, the values present and the mex buffer; and
    // what an extend to new_size values allocates on top (both grow with the values).
    [[nodiscard]] std::size_t memory_bytes() const noexcept {
        return bytes_of(window_) + far_.memory_bytes() + marked_.capacity() * sizeof(std::uint32_t);
    }
    [[nodiscard]] std::size_t extend_bytes(const all_but_subtraction_game& game, std::size_t new_size) const noexcept {
        const std::size_t want = new_size + 1;
        const std::size_t window = window_built_ ? 0 : (e_ - game.excluded().size()) * sizeof(std::size_t);
        return window + (want > far_.capacity() ? want : 0) +
               (want > marked_.capacity() ? want * sizeof(std::uint32_t) : 0);
    }

    [[nodiscard]] static nimber value_bound(const all_but_subtraction_game&) noexcept { return 0; }
    // Appends values to g (the values at their present width T) until it holds new_size
    // of them; returns G(g.size()) if it does not fit T, not stored, with the engine as
    // before that heap (the next extend, at a wider T, computes it again).
    template <class T, class OnProgress>
    std::optional<nimber> extend(const all_but_subtraction_game& game, std::vector<T>& g, std::size_t new_size,
                                 OnProgress& on_progress) {
        std::size_t n = g.size();
        if (new_size <= n) return std::nullopt;
        SG_ASSERT(n == done_);
        if (!window_built_) {  // built at the first extend, once the budget has been checked
            auto ex = game.excluded().begin();
            for (std::size_t k = 1; k <= e_; ++k) {
                if (ex != game.excluded().end() && *ex == k)
                    ++ex;
                else
                    window_.push_back(k);
            }
            window_built_ = true;
        }
        g.resize(new_size);
        // G(n) <= n, so values below new_size cover every mark.
        far_.reserve(new_size + 1);
        marked_.reserve(new_size + 1);
        try {
            while (n < new_size) {
                const std::size_t stop = std::min(new_size, n + block);
                for (; n < stop; ++n) {
                    if (n > e_) {  // position n - e - 1 joins the far part (twice is harmless)
                        far_.insert(static_cast<std::size_t>(g[n - e_ - 1]));
                    }
                    const auto mark = marked_.begin_set();
                    for (std::size_t k : window_) {
                        if (k > n) break;
                        mark.insert_new(g[n - k]);
                    }
                    std::size_t v = far_.mex();
                    while (far_.contains(v) || mark.contains(v)) ++v;
                    // (n's far value stays inserted: twice is harmless.)
                    if (v > std::numeric_limits<T>::max()) [[unlikely]] {
                        g.resize(n);
                        done_ = n;
                        return static_cast<nimber>(v);
                    }
                    g[n] = static_cast<T>(v);
                }
                done_ = n;
                on_progress(static_cast<std::uint64_t>(n));
            }
        } catch (...) {  // keep G(0 .. n-1), the values finished
            g.resize(n);
            done_ = n;
            throw;
        }
        return std::nullopt;
    }

private:
    std::size_t e_ = 0;
    std::vector<std::size_t> window_;    // allowed amounts <= e, increasing
    running_mex far_;                    // values of positions <= n - e - 1
    mex_buffer marked_;                  // values of allowed window positions of n
    std::size_t done_ = 0;
    bool window_built_ = false;
};

// Appends values for S = { k >= 1 : in_set(k) }; each amount is tested once.
// Game: a predicate_subtraction_game.
template <class Game>
class predicate_engine {
public:
    using game_type = Game;
    static constexpr family set_family = family::predicate;
    explicit predicate_engine(const Game&) noexcept {}
    // Bytes held between calls: the amounts found so far (checked as they stand when an
    // extend starts; the mex bitset is amounts / 8 bytes).
    [[nodiscard]] std::size_t memory_bytes() const noexcept { return bytes_of(amounts_) + amounts_.capacity() / 8; }
    [[nodiscard]] static std::size_t extend_bytes(const Game&, std::size_t) noexcept { return 0; }
    [[nodiscard]] static nimber value_bound(const Game&) noexcept { return 0; }
    // As all_but_engine::extend.
    template <class T, class OnProgress>
    std::optional<nimber> extend(const Game& game, std::vector<T>& g, std::size_t new_size, OnProgress& on_progress) {
        std::size_t n = g.size();
        if (new_size <= n) return std::nullopt;
        g.resize(new_size);
        try {
            while (n < new_size) {
                const std::size_t stop = std::min(new_size, n + block);
                for (; n < stop; ++n) {
                    if (n >= 1 && game.contains(static_cast<std::uint64_t>(n))) amounts_.push_back(n);
                    seen_.clear(amounts_.size());  // values <= #amounts <= n
                    for (std::size_t k : amounts_) seen_.insert(g[n - k]);
                    const nimber v = seen_.mex();
                    if (v > std::numeric_limits<T>::max()) [[unlikely]] {
                        g.resize(n);
                        if (!amounts_.empty() && amounts_.back() == n) amounts_.pop_back();
                        return v;
                    }
                    g[n] = static_cast<T>(v);
                }
                on_progress(static_cast<std::uint64_t>(n));
            }
        } catch (...) {  // the predicate or on_progress threw: keep G(0 .. n-1)
            g.resize(n);
            while (!amounts_.empty() && amounts_.back() >= n) amounts_.pop_back();
            throw;
        }
        return std::nullopt;
    }

private:
    std::vector<std::size_t> amounts_;  // members of S up to the last n, increasing
    mex_bits<> seen_;
};

// The three families of subtraction sets (const or not): each names its engine, whose
// game is that family itself (not a class derived from it); an engine is made from its game.
template <class G, class B = std::remove_cv_t<G>>
concept has_engine = std::same_as<B, typename B::sequence_engine::game_type>;

// The first length the period search examines: enough for short periods, doubled from there.
inline std::uint64_t first_length(std::uint64_t t) {
    return std::max<std::uint64_t>(1024, t > (std::uint64_t{1} << 40) ? t : 4 * t + 64);
}

// a + b and a * b modulo m, for a, b < m: the product in 128 bits where the compiler has
// them (GCC and Clang on 64-bit targets), else by doubling (64 additions; the products
// are few, the factorisation of one period).
inline std::uint64_t add_mod(std::uint64_t a, std::uint64_t b, std::uint64_t m) noexcept {
    return a >= m - b ? a - (m - b) : a + b;
}
inline std::uint64_t mul_mod(std::uint64_t a, std::uint64_t b, std::uint64_t m) noexcept {
#if defined(__SIZEOF_INT128__)
    __extension__ typedef unsigned __int128 wide;
    return static_cast<std::uint64_t>(static_cast<wide>(a) * b % m);
#else
    std::uint64_t r = 0;
    for (; b != 0; b >>= 1) {
        if (b & 1) r = add_mod(r, a, m);
        a = add_mod(a, a, m);
    }
    return r;
#endif
}

// Is n prime? Miller-Rabin with the first twelve primes as bases, exact below 2^64.
inline bool is_prime(std::uint64_t n) noexcept {
    constexpr std::uint64_t bases[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37};
    if (n < 2) return false;
    for (std::uint64_t b : bases)
        if (n % b == 0) return n == b;
    std::uint64_t d = n - 1;
    int s = 0;
    for (; d % 2 == 0; d /= 2) ++s;
    for (std::uint64_t b : bases) {
        std::uint64_t x = 1, base = b, e = d;
        for (; e != 0; e >>= 1, base = mul_mod(base, base, n))
            if (e & 1) x = mul_mod(x, base, n);
        if (x == 1 || x == n - 1) continue;
        bool composite = true;
        for (int i = 1; i < s && composite; ++i) {
            x = mul_mod(x, x, n);
            composite = x != n - 1;
        }
        if (composite) return false;
    }
    return true;
}

// A factor 1 < f < n of an odd composite n without factors below 64 (Pollard's rho, Brent's
// cycle finding, with x^2 + c for c = 1, 2, ... until one splits n).
inline std::uint64_t split_factor(std::uint64_t n) noexcept {
    const auto dist = [](std::uint64_t a, std::uint64_t b) { return a > b ? a - b : b - a; };
    for (std::uint64_t c = 1;; ++c) {
        const auto f = [n, c](std::uint64_t v) { return add_mod(mul_mod(v, v, n), c, n); };
        std::uint64_t y = 2, x = 2, ys = 2, q = 1, g = 1;
        for (std::uint64_t r = 1; g == 1; r *= 2) {
            x = y;
            for (std::uint64_t i = 0; i < r; ++i) y = f(y);
            for (std::uint64_t k = 0; k < r && g == 1; k += 64) {
                ys = y;
                for (std::uint64_t i = 0; i < 64 && i < r - k; ++i) {
                    y = f(y);
                    q = mul_mod(q, dist(x, y), n);
                }
                g = std::gcd(q, n);
            }
        }
        if (g == n) {  // the batch overshot: step again one at a time
            do {
                ys = f(ys);
                g = std::gcd(dist(x, ys), n);
            } while (g == 1);
        }
        if (g != n) return g;
    }
}

// The distinct prime factors of p, increasing: trial division by the numbers below 64,
// then Miller-Rabin and Pollard's rho (a period of a set with huge amounts may be a
// 64-bit number with two large prime factors).
inline std::vector<std::uint64_t> prime_factors(std::uint64_t p) {
    std::vector<std::uint64_t> f;
    for (std::uint64_t r = 2; r < 64 && r * r <= p; ++r) {
        if (p % r != 0) continue;
        f.push_back(r);
        while (p % r == 0) p /= r;
    }
    std::vector<std::uint64_t> todo;
    if (p > 1) todo.push_back(p);
    while (!todo.empty()) {
        const std::uint64_t m = todo.back();
        todo.pop_back();
        if (m < 64 * 64 || is_prime(m)) {  // no factor below 64, so below 64^2 it is prime
            f.push_back(m);
            continue;
        }
        auto root = static_cast<std::uint64_t>(std::sqrt(static_cast<double>(m)));
        while (root > 0 && (root > m / root || root * root > m)) --root;
        while ((root + 1) <= m / (root + 1)) ++root;
        if (root * root == m) {  // a square: rho would look for a collision modulo root^2 too
            todo.push_back(root);
            continue;
        }
        const std::uint64_t d = split_factor(m);
        todo.push_back(d);
        todo.push_back(m / d);
    }
    std::sort(f.begin(), f.end());
    f.erase(std::unique(f.begin(), f.end()), f.end());
    return f;
}

// The certificate of (p, s) from r0 (G(n + p) = G(n) + s for every n >= r0) lowered to
// the shortest period and the smallest preperiod: every period is a multiple of the
// shortest one (docs/subtraction.md).
template <class T>
periodic_sequence shortest_arithmetic_period(std::span<const T> G, std::size_t p, nimber s, std::size_t r0) {
    // Try p / r for each prime r | p, exactly, over one full period (values past the
    // data come from (p, s)), until none is a period.
    periodic_sequence ps;
    ps.preperiod = r0;
    ps.period = p;
    ps.saltus = s;
    ps.values.assign(G.begin(), G.begin() + static_cast<std::ptrdiff_t>(r0 + p));
    for (bool lowered = true; lowered;) {
        lowered = false;
        for (const std::uint64_t r64 : prime_factors(p)) {
            const auto r = static_cast<std::size_t>(r64);  // a factor of p
            if (s % r != 0) continue;
            const std::size_t q = p / r;
            const nimber sq = s / r;
            bool holds = true;
            for (std::size_t n = r0; holds && n < r0 + p; ++n) holds = ps(n + q) == ps(n) + sq;
            if (!holds) continue;
            p = q;
            s = sq;
            ps.period = p;
            ps.saltus = s;
            ps.values.resize(r0 + p);
            lowered = true;
            break;
        }
    }
    // Smallest preperiod: (p, s) holds from r0; walk back while it still holds.
    std::size_t n0 = r0;
    while (n0 > 0 && G[n0 - 1 + p] == nimber{G[n0 - 1]} + s) --n0;
    ps.preperiod = n0;
    ps.values.assign(G.begin(), G.begin() + static_cast<std::ptrdiff_t>(n0 + p));
    return ps;
}

// Certifies arithmetic periodicity of an all-but game with e = max E from its values
// G(0..L-1) (docs/subtraction.md proves the certificate). For n >= e the game's
// recursion is driven by the state (V(n-e-1), G(n-e..n-1)), V(x) = {G(m) : m <= x}; if
// for some a >= e the state at a + p is the state at a shifted up by s, that is
//   G(n + p) = G(n) + s for a - e <= n < a   and   V(a+p-e-1) = [0, s) ∪ (V(a-e-1) + s),
// then G(n + p) = G(n) + s for every n >= a - e. The scan takes each p in increasing
// order, a = L - p, and the longest run of agreement reaching the end of the data (a
// Z-function of the reversed difference sequence), then lowers a certified p to the
// shortest period (a divisor of it) and finds the smallest preperiod.
template <class T>
std::optional<periodic_sequence> certify_all_but(std::span<const T> G, std::size_t e) {
    const std::size_t L = G.size();
    if (L < 3) return std::nullopt;
    const nimber top = *std::max_element(G.begin(), G.end());
    const std::size_t vals = static_cast<std::size_t>(top) + 1;
    // first[v]: first position of value v (L if none). mu, cnt, mx at index x + 1:
    // mex, number of distinct values and largest value of V(x), for x = -1 .. L-1.
    std::vector<std::size_t> first(vals, L);
    std::vector<nimber> mu(L + 1), cnt(L + 1), mx(L + 1);
    {
        running_mex seen;
        seen.reserve(vals + 1);
        nimber c = 0, big = 0;
        for (std::size_t q = 0; q < L; ++q) {
            const std::size_t v = static_cast<std::size_t>(G[q]);
            if (seen.insert(v)) {
                first[v] = q;
                ++c;
            }
            big = std::max<nimber>(big, G[q]);
            mu[q + 1] = seen.mex();
            cnt[q + 1] = c;
            mx[q + 1] = big;
        }
    }
    // Differences mod 2^64, reversed: z[p] = length of the run of i (ending at the end)
    // with D(i + p) = D(i), D(i) = G(i+1) - G(i).
    const auto z = detail::difference_runs(L, [&](std::size_t n) { return nimber{G[n]}; });

    std::size_t p = 0, r0 = 0;
    nimber s = 0;
    for (std::size_t cand = 1; cand + 1 < L; ++cand) {
        if (G[L - 1] < G[L - 1 - cand]) continue;  // a saltus is never negative
        const std::size_t run = z[cand];           // G(n+p) - G(n) is constant for n in [L-1-p-run, L-p)
        if (run + 1 < e || L - cand < e) continue;  // the window [a-e, a), a = L-p, must lie in the run
        const nimber sal = nimber{G[L - 1]} - G[L - 1 - cand];
        // x = a - e - 1 and y = x + p, stored at index x + 1 and y + 1.
        const std::size_t x1 = L - cand - e;
        const std::size_t y1 = L - e;
        if (mu[y1] != mu[x1] + sal || cnt[y1] != cnt[x1] + sal) continue;
        // Then V(y) = [0, s) ∪ (V(x) + s) iff every value of V(x) above its mex, shifted
        // by s, lies in V(y): both sides have cnt[y1] elements.
        bool ok = true;
        for (nimber v = mu[x1] + 1; ok && v <= mx[x1]; ++v) {
            if (first[static_cast<std::size_t>(v)] >= x1) continue;  // v is not in V(x)
            const nimber w = v + sal;
            ok = w < vals && first[static_cast<std::size_t>(w)] < y1;
        }
        if (!ok) continue;
        p = cand;
        s = sal;
        r0 = L - 1 - cand - run;
        break;
    }
    if (p == 0) return std::nullopt;
    return shortest_arithmetic_period(G, p, s, r0);
}

// ---------------------------------------------------------------------------------
// Finite sets with huge amounts: the bounds of the segment engine of
// sg/games/subtraction_segments.hpp (runs of periodic segments; the method and its
// proofs are in docs/subtraction.md, "Sets with huge amounts").

// A finite set whose largest amount is above this is given to the segment engine (when
// it splits, segment_split); the dense loop answers the others, and the sets the
// engine cannot certify within its budget when their period fits one.
inline constexpr std::uint64_t segments_above = std::uint64_t{1} << 16;
// The small amounts of a split are at most this: the window of the engine's mex loop.
inline constexpr std::uint64_t small_amount_limit = std::uint64_t{1} << 20;
// A split has at most this many large amounts.
inline constexpr std::size_t max_large_amounts = 16;
// A certified period is listed (periodic_sequence::values) when the preperiod and the
// period together are at most this many values, else given as runs.
inline constexpr std::uint64_t listed_period_limit = std::uint64_t{1} << 20;

// The far method of a subtraction_sequence that has none: a finite set with huge
// amounts is then answered by its values alone (sg::subtraction_segments, in
// sg/games/subtraction_segments.hpp, adds the segment engine).
struct no_far {
    static constexpr bool enabled = false;
};

}  // namespace detail::subtraction_impl

// ---------------------------------------------------------------------------------
// The nim-sequence G(0), G(1), ... of a subtraction_game, all_but_subtraction_game or
// predicate_subtraction_game, computed in order and kept in the narrowest of 1, 2, 4 or
// 8 bytes that holds every value so far, up to T (any unsigned type; sg::nimber by
// default, sg::error if a value does not fit T). For finite and all-but
// sets, periods certified by a theorem answer G(n) for any 64-bit n:
//   finite S, t = max S: agreement G(n + p) = G(n) for t consecutive n >= n0 implies it
//     for all n >= n0; the shortest period and the smallest preperiod are reported;
//   all-but sets: G(n + p) = G(n) + s (saltus s) from the state condition proved in
//     docs/subtraction.md; the shortest period, its saltus, the smallest preperiod;
//   finite sets with an amount above 2^16, with Far = the segment engine
//     (sg::subtraction_segments of sg/games/subtraction_segments.hpp): runs of periodic
//     segments first, for heaps beyond the values; with the default Far (no_far), such a
//     set is answered from its values, as any other.
// Predicate sets have no theorem: values only. The sequence is also the additive solver
// of sums of heaps of its game (sg/queries.hpp) and a part of sg::sum.
template <class Game, std::unsigned_integral T = nimber, class Far = detail::subtraction_impl::no_far>
    requires detail::subtraction_impl::has_engine<Game>
class subtraction_sequence : public detail::sequence_base<subtraction_sequence<Game, T, Far>>,
                             public detail::memory_budget {
    using engine_type = typename std::remove_cv_t<Game>::sequence_engine;
    static constexpr bool finite = engine_type::set_family == detail::subtraction_impl::family::finite;
    static constexpr bool all_but = engine_type::set_family == detail::subtraction_impl::family::all_but;
    // Finite and all-but sets have a periodicity theorem.
    static constexpr bool certifiable = finite || all_but;

public:
    using game_type = Game;
    using element_type = T;
    static constexpr const char* sequence_name = "sg::subtraction_sequence";

    // With the segment engine as Far (sg::subtraction_segments), a finite set answers
    // heaps beyond its values by runs of periodic segments first when its largest amount
    // is above 2^16: huge amounts such as {1, 2, 10^18} (docs/subtraction.md, "Sets with
    // huge amounts").
    static constexpr bool answers_far = finite && Far::enabled;

    // Throws sg::limit_error for an all-but set whose largest excluded amount is above
    // 2^26 (the engine keeps a window of that many values).
    explicit subtraction_sequence(Game game)
        : game_(std::move(game)), engine_(game_) {
        if constexpr (answers_far) {
            if (const auto split = Far::split(game_.amounts())) segments_.emplace(game_.amounts(), *split);
        }
    }

    // The game: its amounts() (finite), excluded() (all-but) or predicate().
    [[nodiscard]] const Game& game() const noexcept { return game_; }

    // Number of values computed: G(0) .. G(size() - 1).
    [[nodiscard]] std::uint64_t size() const noexcept { return g_.size(); }
    // G(n) for n < size().
    [[nodiscard]] nimber operator[](std::uint64_t n) const {
        SG_ASSERT(n < size());
        return g_[static_cast<std::size_t>(n)];
    }
    // G(0) .. G(size() - 1).
    [[nodiscard]] std::vector<nimber> values() const { return g_.to_vector(); }
    // Bytes a stored value takes: 1, 2, 4 or 8, at most sizeof(T) (the narrowest that
    // holds every value so far; a finite set: also |S|, the largest value it can have).
    [[nodiscard]] std::size_t value_bytes() const noexcept { return g_.width(); }

    // Bytes held: the values (value_bytes() each, by capacity) and the engine's tables (an
    // all-but set: 5 bytes a value and the window; a predicate set: the amounts found).
    // set_memory_limit(bytes) (memory_limit(); none by default): before extend grows
    // the values it checks their old and new blocks (both held while they move), the
    // engine's tables and what the engine allocates for the new values; past the budget
    // it throws limit_error (kind bytes, reached() the bytes needed) with the values
    // computed so far kept.
    [[nodiscard]] std::size_t memory_used() const noexcept {
        std::size_t far = 0;
        if constexpr (answers_far) far = segments_ ? segments_->memory_bytes() : 0;
        return g_.memory_bytes() + engine_.memory_bytes() + far;
    }

    // Computes G(0) .. G(n). progress(k) is called after each block of 65536 values with
    // the number k of values done. Throws sg::limit_error if n + 1 values cannot be
    // stored, sg::error if a value does not fit T.
    template <class Progress>
    void extend(std::uint64_t n, Progress&& progress) {
        const std::size_t len = detail::subtraction_impl::count_upto<T>(n);
        if (len <= g_.size()) return;
        const auto other = [&] { return engine_.memory_bytes() + engine_.extend_bytes(game_, len); };
        if (const nimber bound = engine_.value_bound(game_); !g_.fits(bound)) {
            if (bound > std::numeric_limits<T>::max())
                throw error("sg::subtraction_sequence: values up to |S| = " + std::to_string(bound) +
                            " may not fit the element type; use a wider one");
            widen_within(sequence_name, g_, bound, len, other());
        }
        reserve_within(sequence_name, g_, len, other());
        // A value too wide for the table widens it, and that heap is computed again.
        while (const auto wide =
                   g_.template visit<T>([&](auto& g) { return engine_.extend(game_, g, len, progress); })) {
            if (*wide > std::numeric_limits<T>::max())
                throw error("sg::subtraction_sequence: G(" + std::to_string(g_.size()) +
                            ") = " + std::to_string(*wide) + " does not fit the element type; use sg::nimber");
            widen_within(sequence_name, g_, *wide, len, other());
        }
    }
    using detail::sequence_base<subtraction_sequence>::extend;  // extend(n)

    // The shortest period (with saltus, for all-but sets) and smallest preperiod that the
    // values computed so far prove, or nullopt. The empty finite set (no moves) is
    // G = 0 with period 1 at once.
    [[nodiscard]] std::optional<periodic_sequence> certified_period() const
        requires certifiable
    {
        if constexpr (finite) {
            if (game_.amounts().empty()) return periodic_sequence{0, 1, 0, {0}};
            if constexpr (answers_far) {
                if (segments_ && segments_->period()) return segments_->period();
            }
            const std::uint64_t t = game_.max_amount();
            return g_.template visit<T>([t](const auto& g) {
                return sg::find_period(
                    g.size(), [&g](std::size_t n) { return static_cast<nimber>(g[n]); },
                    [t](std::uint64_t, std::uint64_t) { return t; });
            });
        } else {
            return g_.template visit<T>([this](const auto& g) {
                return detail::subtraction_impl::certify_all_but(std::span(g),
                                                                 static_cast<std::size_t>(game_.max_excluded()));
            });
        }
    }

    // The first length the period search examines (then doubled): 1024, or about 4t
    // (t = max S or max E) when that is more.
    [[nodiscard]] std::uint64_t first_search_length() const noexcept
        requires certifiable
    {
        if constexpr (finite)
            return detail::subtraction_impl::first_length(game_.max_amount());
        else
            return detail::subtraction_impl::first_length(game_.max_excluded());
    }

    // search_period(max_len[, progress]) (finite and all-but sets), value_within(n,
    // max_len[, progress]) and component_value(n) come from detail::sequence_base
    // (sg/games/detail/sequence.hpp).

    // The hooks of the query surface (sg/queries.hpp): component_value(n) (see
    // sequence_base), and here each move from heap n to a heap of value target, in
    // increasing order of the amount taken. For an all-but set and a heap beyond the
    // values computed, the heaps of value target come from the certified period
    // (O(preperiod + period)).
    template <class F>
    void component_moves_to(std::uint64_t n, nimber target, F&& f) {
        (void)this->component_value(n);  // the values, or a period, for every heap below n
        auto offer = [&](std::uint64_t m) {
            return this->component_value(m) != target || static_cast<bool>(f(std::span<const std::uint64_t>(&m, 1)));
        };
        if constexpr (finite) {
            for (std::uint64_t k : game_.amounts()) {
                if (k > n) break;
                if (!offer(n - k)) return;
            }
        } else if constexpr (all_but) {
            const auto& ex = game_.excluded();
            const auto& period = this->known_period();
            if (n >= size() && period && period->saltus > 0) {
                for (std::uint64_t m : heaps_of_value(*period, target, n))
                    if (!std::binary_search(ex.begin(), ex.end(), n - m) && !offer(m)) return;
                return;
            }
            auto skip = ex.begin();
            for (std::uint64_t k = 1; k <= n; ++k) {
                if (skip != ex.end() && *skip == k) {
                    ++skip;
                    continue;
                }
                if (!offer(n - k)) return;
            }
        } else {
            for (std::uint64_t k = 1; k <= n; ++k)
                if (game_.contains(k) && !offer(n - k)) return;
        }
    }

private:
    friend class detail::sequence_base<subtraction_sequence>;

    // The hooks of sequence_base for heaps beyond the values (detail::far_sequence): a
    // finite set whose largest amount is above 2^16 asks its segment engine first.
    [[nodiscard]] bool far_answers() const noexcept {
        if constexpr (finite)
            return game_.max_amount() > detail::subtraction_impl::segments_above;
        else
            return false;
    }
    [[nodiscard]] std::optional<periodic_sequence> far_search(std::uint64_t max_len) {
        if (!segments_) return std::nullopt;
        segments_->run(max_len, memory_limit(), g_.memory_bytes() + engine_.memory_bytes());
        return segments_->period();
    }
    [[nodiscard]] std::optional<nimber> far_value(std::uint64_t n) const {
        if (segments_ && segments_->covers(n)) return segments_->value(n);
        return std::nullopt;
    }
    [[nodiscard]] std::string far_failure() const {
        if (!segments_)
            return "the set does not split into at most " +
                   std::to_string(detail::subtraction_impl::max_large_amounts) +
                   " large amounts above small ones of at most " +
                   std::to_string(detail::subtraction_impl::small_amount_limit) + ", which runs of segments need";
        return segments_->failure();
    }

    // The heaps m < n with G(m) = target under ps (saltus > 0: at most one a residue),
    // decreasing.
    static std::vector<std::uint64_t> heaps_of_value(const periodic_sequence& ps, nimber target, std::uint64_t n) {
        std::vector<std::uint64_t> ms;
        for (std::uint64_t m = 0; m < ps.preperiod && m < n; ++m)
            if (ps.values[static_cast<std::size_t>(m)] == target) ms.push_back(m);
        for (std::uint64_t r = 0; r < ps.period; ++r) {
            const std::uint64_t first = ps.preperiod + r;
            const nimber v = ps.values[static_cast<std::size_t>(first)];
            if (first >= n || target < v || (target - v) % ps.saltus != 0) continue;
            const std::uint64_t k = (target - v) / ps.saltus;
            if (k <= (n - 1 - first) / ps.period) ms.push_back(first + k * ps.period);
        }
        std::sort(ms.begin(), ms.end(), std::greater<>());
        return ms;
    }

    Game game_;
    engine_type engine_;
    detail::narrow_store<false> g_;  // G(0) .. G(size() - 1), at most sizeof(T) bytes a value
    std::optional<Far> segments_;  // the far method's state (the segment engine), where Far has one
};

template <class Game>
subtraction_sequence(Game) -> subtraction_sequence<Game>;

}  // namespace sg
