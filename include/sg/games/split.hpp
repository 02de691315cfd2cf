// sg/games/split.hpp: one-heap games whose moves may split the heap: take-or-split games
// (Lasker's Nim), an adapter that turns a function into such a game, and the
// nim-sequence of any such game computed bottom-up in one flat table
// (sg::heap_sequence), which also answers the queries of sg/queries.hpp on sums of heaps;
// for take-or-split games it certifies arithmetic periods (docs/split.md). Grundy's game,
// a take-and-break code, is in sg/games/grundys_game.hpp (the octal engine).
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <array>
#include <bit>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "../detail/budget.hpp"
#include "detail/sequence.hpp"
#include "../error.hpp"
#include "../mex.hpp"
#include "../periodic.hpp"
#include "../queries.hpp"
#include "../value.hpp"

namespace sg {

// A take-or-split game: a move takes any positive number of tokens from the heap, or
// takes k tokens for some k in the finite set K ("split removals") and splits what is
// left into two nonempty heaps. K = {0}, the default, is Lasker's Nim (take any number,
// or split a heap in two). State: the heap size.
class take_or_split_game {
public:
    using state = std::uint64_t;

    take_or_split_game() = default;
    // K given as amounts, in any order (duplicates count once); each at most 2^20.
    take_or_split_game(std::initializer_list<std::uint64_t> split_removals) : k_(split_removals) {
        std::sort(k_.begin(), k_.end());
        k_.erase(std::unique(k_.begin(), k_.end()), k_.end());
        if (k_.empty()) throw error("sg::take_or_split_game: the set K of split removals is empty");
        if (k_.back() > (std::uint64_t{1} << 20))
            throw error("sg::take_or_split_game: split removal " + std::to_string(k_.back()) + " is above 2^20");
    }

    // Takes 1, 2, ..., n tokens (to heaps n-1, ..., 0), then for each k in K increasing
    // the splits (a, n - k - a), 1 <= a <= n - k - a.
    void moves(state n, auto&& emit) const {
        for (std::uint64_t m = n; m-- > 0;) emit(m);
        for (std::uint64_t k : k_)
            if (n >= k + 2)
                for (std::uint64_t a = 1; 2 * a <= n - k; ++a) emit(a, n - k - a);
    }

    // K in increasing order.
    [[nodiscard]] const std::vector<std::uint64_t>& split_removals() const noexcept { return k_; }

    friend bool operator==(const take_or_split_game&, const take_or_split_game&) = default;

private:
    std::vector<std::uint64_t> k_{0};
};

namespace detail {
// The certificate of an arithmetic period of a take-or-split game with split removals K
// from its values G(0..L-1); docs/split.md states the theorem and proves it. Candidates:
// p = s = 2^j (the only arithmetic periods a sequence in which every value appears
// exactly once can have), each from the first n0 >= 1 of its run of G(n + p) = G(n) + s
// reaching the end of the data. Then, with v_i = G(n0 + i) = s c_i + r_i (i < p):
//  (A) the values are a permutation of the naturals: r is a permutation of 0..s-1 and
//      the heaps below n0 take exactly the values s Q + r_i with Q < c_i;
//  (B) no split of any heap n >= n0 can have value G(n): a necessary condition on the
//      residues and on the carries of the high parts fails for every pair of residues
//      (both parts at least n0) and every part a below n0;
//  (C) every value v < G(n) that no smaller heap has (a "hole", at a fixed place
//      relative to n) is the value of a split (a, n - k - a) with G(a) < s, which keeps
//      the high part of the other heap's value; such a witness found once holds for
//      every n of that residue;
// and the data reach the heap from which (B) and (C) apply. O(p^2 |K| + n0 p |K|);
// candidates with p^2 |K| > 2^24 are not examined.
// One candidate period p = s = 2^j from heap n0 of certify_take_or_split, with its
// three conditions; v_i = G(n0 + i) = s c_i + r_i.
template <class T>
struct take_or_split_candidate {
    using i64 = std::int64_t;
    std::span<const T> G;
    std::span<const std::uint64_t> K;
    std::size_t p, n0;
    nimber s, low;  // s = p, low = s - 1
    int j;          // s = 2^j
    std::vector<i64> c;
    std::vector<nimber> r;
    std::vector<std::size_t> of_residue;  // the i with r_i = r

    take_or_split_candidate(std::span<const T> values, std::span<const std::uint64_t> k, std::size_t period,
                            std::size_t from)
        : G(values), K(k), p(period), n0(from), s(period), low(period - 1), j(std::countr_zero(period)), c(period),
          r(period), of_residue(period, period) {}

    // G(n).
    [[nodiscard]] nimber g(std::size_t n) const noexcept { return G[n]; }

    // r is a permutation of 0..s-1.
    bool residues() {
        for (std::size_t i = 0; i < p; ++i) {
            c[i] = static_cast<i64>(g(n0 + i) >> j);
            r[i] = g(n0 + i) & low;
            if (of_residue[static_cast<std::size_t>(r[i])] != p) return false;
            of_residue[static_cast<std::size_t>(r[i])] = i;
        }
        return true;
    }

    // (A): the heaps below n0 take the values below the periodic ones, once each.
    [[nodiscard]] bool below_once() const {
        i64 below = 0;
        for (std::size_t i = 0; i < p; ++i) below += c[i];
        if (below != static_cast<i64>(n0)) return false;
        // Each such value is below s * c_i + s, at most the largest v_i plus s.
        const nimber top = *std::max_element(G.begin() + static_cast<std::ptrdiff_t>(n0),
                                             G.begin() + static_cast<std::ptrdiff_t>(n0 + p));
        std::vector<std::uint8_t> seen(static_cast<std::size_t>(top + s), 0);
        for (std::size_t a = 0; a < n0; ++a) {
            const nimber w = g(a);
            const std::size_t i = of_residue[static_cast<std::size_t>(w & low)];
            if (static_cast<i64>(w >> j) >= c[i] || w >= seen.size() || seen[static_cast<std::size_t>(w)]) return false;
            seen[static_cast<std::size_t>(w)] = 1;
        }
        return true;
    }

    // The residue rb of the other part and its period offset u, for a part a, a removal k
    // and the heap's residue rn: b = n - k - a = n0 + rb + p (m - u) for n = n0 + rn + p m.
    [[nodiscard]] std::pair<std::size_t, i64> other_part(std::size_t a, std::uint64_t k, std::size_t rn) const {
        const auto P = static_cast<i64>(p);
        const auto rb = static_cast<std::size_t>(((static_cast<i64>(rn) - static_cast<i64>(k + a)) % P + P) % P);
        return {rb, (static_cast<i64>(k + a + rb) - static_cast<i64>(rn)) / P};
    }

    // (B): no split of a heap n >= n0 has value G(n).
    [[nodiscard]] bool no_split_reaches() const {
        // Both parts periodic: G(a) ^ G(b) = G(n) needs the residues to match and
        // x ^ y = x + y + d (x, y the high parts), so d <= 0 and even.
        for (std::size_t ra = 0; ra < p; ++ra)
            for (std::size_t rb = 0; rb < p; ++rb)
                for (std::uint64_t k : K) {
                    const std::uint64_t t = n0 + ra + rb + k;
                    const auto rn = static_cast<std::size_t>(t % p);
                    if ((r[ra] ^ r[rb]) != r[rn]) continue;
                    const i64 d = static_cast<i64>(t / p) + c[rn] - c[ra] - c[rb];
                    if (d <= 0 && d % 2 == 0) return false;
                }
        // A part a < n0: the other's high part q and q ^ (G(a) >> j) = q + e.
        for (std::size_t a = 1; a < n0; ++a)
            for (std::uint64_t k : K)
                for (std::size_t rn = 0; rn < p; ++rn) {
                    const auto [rb, u] = other_part(a, k, rn);
                    const i64 e = u + c[rn] - c[rb];
                    const nimber wh = g(a) >> j;
                    if ((r[rb] ^ (g(a) & low)) != r[rn]) continue;
                    if (wh == 0 ? e == 0 : (e < 0 ? -e : e) <= static_cast<i64>(wh)) return false;
                }
        return true;
    }

    // (C): every hole (i, D) below G(n), n = n0 + rn + p m, is v_i + s (m + D); a
    // witness a (G(a) < s) with b = n0 + rb + p (m - u) needs G(a) ^ r_rb = r_i and
    // c_rb - u = c_i + D. The heap from which the witnesses hold (raised in need), or
    // false when a hole has none.
    bool holes_witnessed(std::uint64_t& need) const {
        std::vector<std::size_t> small;  // the heaps a >= 1 with G(a) < s
        for (std::size_t a = 1; a < G.size() && small.size() + 1 < s; ++a)
            if (g(a) < s) small.push_back(a);
        const auto P = static_cast<i64>(p);
        for (std::size_t rn = 0; rn < p; ++rn)
            for (std::size_t i = 0; i < p; ++i) {
                const i64 vi = static_cast<i64>(g(n0 + i)), vn = static_cast<i64>(g(n0 + rn));
                // D > (rn - i) / p, with rn - i in (-p, p): D >= 1 if i <= rn, else D >= 0 (so
                // the hole's heap n0 + i + p (m + D) is periodic for every m).
                for (i64 D = i <= rn ? 1 : 0; vi + P * D < vn; ++D)
                    if (!witness(small, rn, i, D, need)) return false;
            }
        return true;
    }

    // A witness of the hole (i, D) below the heaps of residue rn among `small`.
    bool witness(const std::vector<std::size_t>& small, std::size_t rn, std::size_t i, i64 D,
                 std::uint64_t& need) const {
        for (std::size_t a : small)
            for (std::uint64_t k : K) {
                const auto [rb, u] = other_part(a, k, rn);
                if ((g(a) ^ r[rb]) == r[i] && c[rb] - u == c[i] + D) {
                    need = std::max<std::uint64_t>(need, n0 + k + a + p);
                    return true;
                }
            }
        return false;
    }
};

template <class T>
std::optional<periodic_sequence> certify_take_or_split(std::span<const T> G, std::span<const std::uint64_t> K) {
    const std::size_t L = G.size();
    if (L < 4 || K.empty()) return std::nullopt;
    const auto g = [G](std::size_t n) -> nimber { return G[n]; };
    const auto z = difference_runs(L, g);
    for (std::size_t p = 1; p + 1 < L; p *= 2) {
        if (g(L - 1) - g(L - 1 - p) != p) continue;
        if (static_cast<std::uint64_t>(p) * p * K.size() > (std::uint64_t{1} << 24)) break;
        const std::size_t first = L - 1 - p - z[p];  // G(n + p) = G(n) + p for first <= n < L - p
        const std::size_t n0 = std::max<std::size_t>(first, 1);
        if (n0 + p > L) continue;
        take_or_split_candidate<T> cand(G, K, p, n0);
        if (!cand.residues() || !cand.below_once() || !cand.no_split_reaches()) continue;
        std::uint64_t need = 2 * n0 + K.back();  // from here no split has both parts below n0
        if (!cand.holes_witnessed(need) || need + p > L) continue;
        periodic_sequence ps;
        ps.preperiod = first;
        ps.period = p;
        ps.saltus = p;
        ps.values.assign(G.begin(), G.begin() + static_cast<std::ptrdiff_t>(first + p));
        return ps;
    }
    return std::nullopt;
}
}  // namespace detail

// A one-heap game from a function f(n, emit) that calls emit(m) for a move to one heap
// m, emit(a, b, ...) for a split, emit() for a move that leaves nothing:
//   auto g = sg::heap_game([](std::uint64_t n, auto&& emit) {
//       for (std::uint64_t a = 1; 2 * a + 1 <= n; ++a) emit(a, n - 1 - a);   // Kayles-like
//   });
template <class F>
struct heap_game {
    using state = std::uint64_t;
    explicit heap_game(F f) : rule(std::move(f)) {}
    F rule;
    void moves(const state& n, auto&& emit) const { rule(n, emit); }
};
template <class F>
heap_game(F) -> heap_game<F>;

// The nim-sequence G(0), G(1), ... of a one-heap game (state convertible from
// std::uint64_t: heap_game, take_or_split_game, octal_game, ...) whose every move from heap m
// leads to heaps smaller than m, computed in increasing order of heap size: one flat
// table, the mex of each heap's options in one sg::mex_buffer, no hashing, no stack.
// Throws sg::error naming the heap if a move leads to a heap that is not smaller. No
// periodicity theorem covers split games in general: values only, except for
// take_or_split_game (Lasker's Nim), whose arithmetic periods G(n + p) = G(n) + s are
// certified by the theorem of docs/split.md and then answer G(n) for any 64-bit n. It
// is also the additive solver of sums of heaps (sg/queries.hpp) and a part of sg::sum.
template <class Game>
class heap_sequence : public detail::sequence_base<heap_sequence<Game>>, public detail::memory_budget {
public:
    using game_type = Game;
    static constexpr const char* sequence_name = "sg::heap_sequence";

    explicit heap_sequence(Game game) : game_(std::move(game)) {}

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
    // Bytes a stored value takes: 1, 2, 4 or 8 (the narrowest that holds every value so far).
    [[nodiscard]] std::size_t value_bytes() const noexcept { return g_.width(); }

    // Bytes held: the table of values (value_bytes() a value, by its capacity) and the
    // mex buffer. set_memory_limit(bytes) (memory_limit(); none by default): before
    // extend grows the table, or widens it, it checks the table's old and new blocks
    // (both held while the values move) and the rest; past the budget it throws
    // limit_error (kind bytes, reached() the bytes needed) with the values computed so
    // far kept.
    [[nodiscard]] std::size_t memory_used() const noexcept { return g_.memory_bytes() + buffer_bytes(); }

    // Computes G(0) .. G(n). progress(k) is called every 65536 values with the number k
    // of values done. Throws sg::limit_error if n + 1 values cannot be stored.
    template <class Progress>
    void extend(std::uint64_t n, Progress&& progress) {
        if (n >= std::vector<nimber>().max_size() - 1)
            throw limit_error("sg::heap_sequence: G(0.." + std::to_string(n) + ") does not fit in memory",
                              std::vector<nimber>().max_size());
        const auto len = static_cast<std::size_t>(n) + 1;
        reserve_within(sequence_name, g_, len, buffer_bytes());
        // A value too wide for the table widens it, and that heap is computed again.
        while (const auto wide = g_.visit([&](auto& g) { return extend_at_width(g, len, progress); }))
            widen_within(sequence_name, g_, *wide, len, buffer_bytes());
    }
    using detail::sequence_base<heap_sequence>::extend;  // extend(n)

    // For take_or_split_game: the arithmetic period (p = s = 2^j, the first p certified)
    // and its smallest preperiod that the values computed so far prove, or nullopt
    // (docs/split.md: the theorem and its proof).
    [[nodiscard]] std::optional<periodic_sequence> certified_period() const
        requires std::same_as<Game, take_or_split_game>
    {
        return g_.visit(
            [this](const auto& g) { return detail::certify_take_or_split(std::span(g), game_.split_removals()); });
    }
    // The first length the period search examines (then doubled): 256 values (the values
    // cost O(n^2) moves to compute).
    [[nodiscard]] static constexpr std::uint64_t first_search_length() noexcept
        requires std::same_as<Game, take_or_split_game>
    {
        return 256;
    }

    // value_within(n, max_len[, progress]) (G(n) if n < max_len, computing it; for
    // take_or_split_game also from a period certified within max_len values; else
    // nullopt), search_period (take_or_split_game) and component_value(n) come from
    // detail::sequence_base (sg/games/detail/sequence.hpp).

    // The hooks of the query surface (sg/queries.hpp): component_value(n) and each move
    // of the game from heap n to a position of value target, in the game's order (for a
    // heap beyond the values computed, the values of its options come from the
    // certified period; the moves are still enumerated one by one).
    template <class F>
    void component_moves_to(std::uint64_t n, nimber target, F&& f) {
        (void)this->component_value(n);
        bool go = true;
        game_.moves(n, [&](const auto&... parts) {
            if (!go) return;
            std::vector<std::uint64_t> to;
            detail::for_each_part<state_t<Game>>(
                [&](const state_t<Game>& part) { to.push_back(static_cast<std::uint64_t>(part)); }, parts...);
            nimber x = 0;
            for (const std::uint64_t p : to) x ^= this->component_value(p);
            if (x != target) return;
            go = static_cast<bool>(f(std::span<const std::uint64_t>(to.data(), to.size())));
        });
    }

private:
    [[nodiscard]] std::size_t buffer_bytes() const noexcept { return buf_.capacity() * sizeof(std::uint32_t); }

    // Appends values to g (the table at its present width T) until it holds len of
    // them; returns the first value that does not fit T, not stored, if one comes.
    template <class T, class Progress>
    std::optional<nimber> extend_at_width(std::vector<T>& g, std::size_t len, Progress& progress) {
        while (g.size() < len) {
            const std::uint64_t m = g.size();
            const auto mark = buf_.begin_set();
            game_.moves(m, [&](const auto&... parts) {
                nimber x = 0;
                bool below = true;
                detail::for_each_part<state_t<Game>>(
                    [&](const state_t<Game>& part) {
                        const auto p = static_cast<std::uint64_t>(part);
                        if (p < m)
                            x ^= g[static_cast<std::size_t>(p)];
                        else
                            below = false;
                    },
                    parts...);
                if (!below)
                    throw error("sg::heap_sequence: a move from heap " + std::to_string(m) +
                                " leads to a heap that is not smaller; heap_sequence needs moves to smaller heaps");
                mark(x);
            });
            const nimber v = buf_.mex();
            if (v > std::numeric_limits<T>::max()) return v;
            g.push_back(static_cast<T>(v));
            if ((g.size() & 0xffff) == 0) progress(static_cast<std::uint64_t>(g.size()));
        }
        return std::nullopt;
    }

    Game game_;
    detail::narrow_store<false> g_;  // G(0) .. G(size() - 1)
    mex_buffer buf_;
};

template <class Game>
heap_sequence(Game) -> heap_sequence<Game>;

}  // namespace sg
