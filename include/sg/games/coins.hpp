// sg/games/coins.hpp: coin-turning games (Winning Ways ch. 14). A row of coins; a move
// turns over a set of coins allowed by the rule, the rightmost of which goes from heads
// to tails. The value of a row is the XOR of the values of its heads
// (sg::coin_turning); the product of two such games on a grid (turning the corners of
// rectangles and its variants) has value g1(x) * g2(y) (nim product) per head by the
// Tartan theorem (sg::coin_product). Both answer the queries of sg/queries.hpp: a
// position is the set of its heads.
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <array>
#include <bit>
#include <compare>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "../error.hpp"
#include "../mex.hpp"
#include "../nimber.hpp"
#include "../queries.hpp"
#include "../value.hpp"

namespace sg {

// ---------------------------------------------------------------------------------
// Rules. A rule says which coins may be turned with coin n as the rightmost one:
//     void moves(std::uint64_t n, auto&& emit) const;
// calls emit(std::span<const std::uint64_t> others) once per move, `others` the other
// coins turned (each below n, increasing; empty when coin n is turned alone). A rule
// may also give
//     nimber value(std::uint64_t n) const;
// the value of a head at n by a theorem, for coins beyond what is worth computing;
// without it the values are computed by mex in increasing order of n.

// Turning Turtles: turn one or two coins. Coins 1, 2, ... (coin 0 has no move); a head at
// n has value n (Winning Ways ch. 14: the game is Nim in disguise).
struct turning_turtles {
    void moves(std::uint64_t n, auto&& emit) const {
        if (n == 0) return;
        emit(std::span<const std::uint64_t>());
        for (std::uint64_t m = 1; m < n; ++m) emit(std::span<const std::uint64_t>(&m, 1));
    }
    [[nodiscard]] nimber value(std::uint64_t n) const noexcept { return n; }
};

// Twins: turn exactly two coins. Coins 0, 1, ...; a head at n has value n.
struct twins {
    void moves(std::uint64_t n, auto&& emit) const {
        for (std::uint64_t m = 0; m < n; ++m) emit(std::span<const std::uint64_t>(&m, 1));
    }
    [[nodiscard]] nimber value(std::uint64_t n) const noexcept { return n; }
};

// Mock Turtles: turn one, two or three coins. Coins 0, 1, ...; a head at n has value
// the n-th odious number (odd number of 1 bits): 2n, or 2n + 1 when n has an even
// number of 1 bits (Winning Ways ch. 14). O(n^2) moves from coin n.
struct mock_turtles {
    void moves(std::uint64_t n, auto&& emit) const {
        emit(std::span<const std::uint64_t>());
        for (std::uint64_t a = 0; a < n; ++a) {
            emit(std::span<const std::uint64_t>(&a, 1));
            for (std::uint64_t b = a + 1; b < n; ++b) {
                const std::array<std::uint64_t, 2> two{a, b};
                emit(std::span<const std::uint64_t>(two));
            }
        }
    }
    [[nodiscard]] nimber value(std::uint64_t n) const noexcept {
        return 2 * n + (std::popcount(n) % 2 == 0 ? 1 : 0);
    }
};

// Ruler: turn any run of consecutive coins ending at the rightmost one. Coins 1, 2, ...
// (coin 0 has no move); a head at n has value the largest power of two dividing n
// (Winning Ways ch. 14).
struct ruler {
    void moves(std::uint64_t n, auto&& emit) const {
        if (n == 0) return;
        if constexpr (sizeof(std::size_t) < sizeof(std::uint64_t)) {  // where size_t has 32 bits
            if (n - 1 > std::vector<std::uint64_t>().max_size())
                throw limit_error("sg::ruler: the moves of coin " + std::to_string(n) + " do not fit in memory",
                                  std::vector<std::uint64_t>().max_size());
        }
        std::vector<std::uint64_t> left(static_cast<std::size_t>(n) - 1);  // coins 1 .. n-1
        for (std::size_t i = 0; i < left.size(); ++i) left[i] = i + 1;
        const std::span<const std::uint64_t> all(left);
        for (std::size_t k = 0; k < left.size() + 1; ++k) emit(all.last(k));  // coins n-k .. n-1
    }
    [[nodiscard]] nimber value(std::uint64_t n) const noexcept { return n & (~n + 1); }
};

// A rule from a function f(n, emit) with the contract of moves() above:
//   auto r = sg::coin_rule([](std::uint64_t n, auto&& emit) { ... emit(span) ... });
template <class F>
struct coin_rule {
    explicit coin_rule(F f) : rule(std::move(f)) {}
    F rule;
    void moves(std::uint64_t n, auto&& emit) const { rule(n, emit); }
};
template <class F>
coin_rule(F) -> coin_rule<F>;

namespace detail {
template <class R>
concept coin_rule_with_value = requires(const R& r, std::uint64_t n) {
    { r.value(n) } -> std::convertible_to<nimber>;
};

// The values of a rule's heads, G(0), G(1), ...: from the rule's theorem when it has
// one, else by mex in increasing order of n (one flat table).
template <class Rule>
class coin_values {
public:
    explicit coin_values(Rule rule) : rule_(std::move(rule)) {}
    [[nodiscard]] const Rule& rule() const noexcept { return rule_; }

    [[nodiscard]] nimber operator()(std::uint64_t n) {
        if constexpr (coin_rule_with_value<Rule>) {
            return static_cast<nimber>(rule_.value(n));
        } else {
            if (n >= g_.size()) extend(n);
            return g_[static_cast<std::size_t>(n)];
        }
    }
    [[nodiscard]] std::uint64_t size() const noexcept { return g_.size(); }

private:
    void extend(std::uint64_t n) {
        if (n >= g_.max_size() - 1)
            throw limit_error("sg::coin_turning: values of coins 0.." + std::to_string(n) + " do not fit in memory",
                              g_.max_size());
        g_.reserve(static_cast<std::size_t>(n) + 1);
        while (g_.size() <= n) {
            const std::uint64_t m = g_.size();
            const auto mark = buf_.begin_set();
            rule_.moves(m, [&](std::span<const std::uint64_t> others) {
                nimber x = 0;
                for (std::uint64_t c : others) {
                    if (c >= m)
                        throw error("sg::coin_turning: a move with rightmost coin " + std::to_string(m) +
                                    " turns coin " + std::to_string(c) + ", which is not to its left");
                    x ^= g_[static_cast<std::size_t>(c)];
                }
                mark(x);
            });
            g_.push_back(buf_.mex());
        }
    }

    Rule rule_;
    std::vector<nimber> g_;
    mex_buffer buf_;
};
}  // namespace detail

// ---------------------------------------------------------------------------------
// A one-row coin-turning game. State: the position of one head; a position is the set of
// its heads (distinct positions). Its value is the XOR of the values of its heads:
// turning a tails coin up adds a head, turning a heads coin down removes one, and two
// heads at one place cancel in the XOR as the coin turned twice does on the table. A
// winning move (component i, to) turns the coins {heads[i]} ∪ to.
//
// value(n): the rule's theorem in O(1), else the mex of coin n's moves, all coins below
// n computed first (O(total moves of coins 0..n)). component_moves_to enumerates the
// rule's moves from n.
template <class Rule>
class coin_turning : public queries<coin_turning<Rule>, std::uint64_t> {
public:
    using rule_type = Rule;
    explicit coin_turning(Rule rule = Rule{}) : g_(std::move(rule)) {}

    [[nodiscard]] const Rule& rule() const noexcept { return g_.rule(); }
    // Values computed by mex so far (0 for a rule with a theorem).
    [[nodiscard]] std::uint64_t size() const noexcept { return g_.size(); }

    // The hooks of the query surface (sg/queries.hpp).
    [[nodiscard]] nimber component_value(std::uint64_t n) { return g_(n); }
    template <class F>
    void component_moves_to(std::uint64_t n, nimber target, F&& f) {
        (void)g_(n);
        bool go = true;
        g_.rule().moves(n, [&](std::span<const std::uint64_t> others) {
            if (!go) return;
            nimber x = 0;
            for (std::uint64_t c : others) x ^= g_(c);
            if (x == target) go = static_cast<bool>(f(others));
        });
    }

private:
    detail::coin_values<Rule> g_;
};

template <class Rule>
coin_turning(Rule) -> coin_turning<Rule>;

// A coin of a grid: column x, row y.
struct coin {
    std::uint64_t x = 0;
    std::uint64_t y = 0;
    friend auto operator<=>(const coin&, const coin&) = default;
};

// The product of two coin-turning games on a grid: a move turns the coins A × B for a
// move A of the first rule with rightmost coin x and a move B of the second with
// rightmost coin y; coin (x, y), the rightmost of the product, goes from heads to tails.
// Two Turning Turtles give "turning corners": the corners of a rectangle with lower-left
// corner anywhere and upper-right corner at a head (4, 2 or 1 distinct corners); two
// Rulers give Rugs. Tartan theorem (Winning Ways ch. 14): a head at (x, y) has value
// g1(x) * g2(y), the nim product (sg::nim_mul) of the two one-row values; the value of a
// position is the XOR over its heads. A winning move (component i, to) turns
// {heads[i]} ∪ to.
//
// value: O(1) per head with the rules' theorems (nim_mul is O(1)). component_moves_to
// enumerates the moves of the first rule at x and, for each, looks the second factor up
// among the moves of the second rule at y: O(m1 + m2) besides the moves reported.
template <class Rule1, class Rule2 = Rule1>
class coin_product : public queries<coin_product<Rule1, Rule2>, coin> {
public:
    explicit coin_product(Rule1 r1 = Rule1{}, Rule2 r2 = Rule2{}) : g1_(std::move(r1)), g2_(std::move(r2)) {}

    [[nodiscard]] const Rule1& first_rule() const noexcept { return g1_.rule(); }
    [[nodiscard]] const Rule2& second_rule() const noexcept { return g2_.rule(); }

    // The hooks of the query surface (sg/queries.hpp).
    [[nodiscard]] nimber component_value(const coin& c) { return nim_mul(g1_(c.x), g2_(c.y)); }
    template <class F>
    void component_moves_to(const coin& c, nimber target, F&& f) {
        const nimber v = component_value(c);
        // A × B minus (x, y) has value a * b + v with a, b the XORs of the values of A
        // and B (distributivity): the moves of value target have a * b = target + v.
        const nimber want = target ^ v;
        std::vector<std::vector<std::uint64_t>> moves2;  // the second rule's moves at y, in order
        std::unordered_map<nimber, std::vector<std::size_t>> by_value;  // b -> indices into moves2
        g2_.rule().moves(c.y, [&](std::span<const std::uint64_t> others) {
            nimber b = g2_(c.y);
            for (std::uint64_t o : others) b ^= g2_(o);
            by_value[b].push_back(moves2.size());
            moves2.emplace_back(others.begin(), others.end());
        });
        bool go = true;
        std::vector<coin> to;
        g1_.rule().moves(c.x, [&](std::span<const std::uint64_t> others1) {
            if (!go) return;
            nimber a = g1_(c.x);
            for (std::uint64_t o : others1) a ^= g1_(o);
            const auto report = [&](const std::vector<std::uint64_t>& others2) {
                to.clear();
                for (std::uint64_t x : others1) {
                    for (std::uint64_t y : others2) to.push_back({x, y});
                    to.push_back({x, c.y});
                }
                for (std::uint64_t y : others2) to.push_back({c.x, y});
                std::sort(to.begin(), to.end());
                go = static_cast<bool>(f(std::span<const coin>(to)));
            };
            if (a == 0) {
                if (want != 0) return;
                for (const auto& others2 : moves2)
                    if (go) report(others2);
                return;
            }
            const auto it = by_value.find(nim_mul(want, nim_inv(a)));
            if (it == by_value.end()) return;
            for (std::size_t i : it->second)
                if (go) report(moves2[i]);
        });
    }

private:
    detail::coin_values<Rule1> g1_;
    detail::coin_values<Rule2> g2_;
};

}  // namespace sg
