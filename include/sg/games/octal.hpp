// sg/games/octal.hpp: take-and-break games given by octal and hexadecimal codes (Kayles
// 0.77, Dawson's chess 0.137, Dawson's Kayles 0.07, Officers 0.6, ...): parsing and
// validation, the game for the generic solver, a fast nim-sequence engine (rare and
// common values), periods certified by the Guy–Smith periodicity theorem, and the
// queries of sg/queries.hpp on sums of heaps.
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <exception>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "../detail/budget.hpp"
#include "../detail/sequence.hpp"
#include "../detail/team.hpp"
#include "../error.hpp"
#include "../mex.hpp"
#include "../periodic.hpp"
#include "../queries.hpp"
#include "../value.hpp"

namespace sg {

// ---------------------------------------------------------------------------------
// How the heaps a split leaves must differ (CGSuite's modifiers of a code digit): any
// sizes; '!' pairwise unequal; '?' not all equal. For a split into two heaps '!' and '?'
// both exclude a = b.
enum class split_constraint : std::uint8_t { none, unequal, not_all_equal };

// A code d0.d1d2...dt. Digit d_k says what a move that removes k tokens from one heap
// may leave of it: bit 1 no heap (the heap had exactly k tokens), bit 2 one nonempty
// heap, bit 4 two nonempty heaps, bit 8 (hexadecimal digits 8-F) three nonempty heaps.
// d0, before the point, is for moves that remove nothing: only 4 and 8 make sense there.
// A digit with bit 4 or 8 may be followed by '!' (the heaps its splits leave are
// pairwise unequal) or '?' (not all equal), as in CGSuite's take-and-break codes: the
// modifier applies to every split the digit allows (two and three heaps alike), never
// to bits 1 and 2. Grundy's game is 4!. (4!.0 in CGSuite's spelling; 4?. is the same game).
class octal_code {
public:
    // The game without moves, "0.".
    octal_code() = default;

    // Parses "0.07", "4.7", ".137", "0.3F" (digits 0-9, A-F, a-f), "4!.0", "0.8?" (a
    // modifier after a digit with a split). Throws parse_error naming the offending
    // character, its position (from 1) and why it is wrong.
    explicit octal_code(std::string_view text) {
        auto fail = [&](std::size_t pos, const std::string& why) {
            std::string msg = "sg::octal_code: bad code \"" + std::string(text) + "\": ";
            if (pos < text.size()) {
                msg += '\'';
                msg += text[pos];
                msg += "' at position " + std::to_string(pos + 1) + " ";
            }
            throw parse_error(msg + why);
        };
        if (text.empty()) fail(0, "the code is empty (codes look like 0.07, 4.7 or 0.3F)");
        std::size_t i = 0;
        digits_.assign(1, 0);
        constraints_.assign(1, split_constraint::none);
        // A '!' or '?' at i after the digit just read; moves i past it.
        auto modifier = [&] {
            if (i >= text.size() || (text[i] != '!' && text[i] != '?')) return;
            if ((digits_.back() & 12) == 0)
                fail(i, "follows a digit without a split (4 or 8): '!' and '?' constrain the heaps a split leaves");
            constraints_.back() = text[i] == '!' ? split_constraint::unequal : split_constraint::not_all_equal;
            ++i;
            if (i < text.size() && (text[i] == '!' || text[i] == '?'))
                fail(i, "is a second modifier; a digit takes one, '!' (pairwise unequal) or '?' (not all equal)");
        };
        if (text[0] != '.') {
            const int d = digit_value(text[0]);
            if (d < 0) fail(0, "is not a digit; a code starts with the digit for removing 0 tokens or with '.'");
            if ((d & 3) != 0)
                fail(0,
                     "cannot be the digit for removing 0 tokens: it may only contain 4 (split the heap in two) "
                     "and 8 (in three); 1 would take nothing and leave nothing, 2 would be a pass");
            digits_[0] = static_cast<std::uint8_t>(d);
            i = 1;
            modifier();
            if (i == text.size()) fail(i, "a code needs a point after its first digit (like 0.07 or 4.7)");
            if (text[i] != '.')
                fail(i, "should be '.': the digit before the point is a single digit (like 0.07 or 4.7)");
        }
        ++i;  // the point
        while (i < text.size()) {
            const int d = digit_value(text[i]);
            if (d < 0) {
                if (text[i] == '.')
                    fail(i, "is a second point; codes are finite (write 0.333 for a finite prefix of Nim)");
                if (text[i] == '!' || text[i] == '?') fail(i, "must follow a digit with a split (4 or 8)");
                if (text[i] == '(')
                    fail(i, "starts a parenthesised digit, which is not supported: write d! or d? after a digit");
                fail(i, "is not an octal or hexadecimal digit (0-9, A-F)");
            }
            digits_.push_back(static_cast<std::uint8_t>(d));
            constraints_.push_back(split_constraint::none);
            ++i;
            modifier();
        }
        trim();
    }

    // Code from digits d0, d1, ..., each 0..15, d0 without the bits 1 and 2, no modifiers.
    [[nodiscard]] static octal_code from_digits(std::span<const unsigned> digits) {
        octal_code c;
        c.digits_.assign(1, 0);
        c.constraints_.assign(1, split_constraint::none);
        for (std::size_t k = 0; k < digits.size(); ++k) {
            if (digits[k] > 15 || (k == 0 && (digits[k] & 3) != 0))
                throw error("sg::octal_code: digit d" + std::to_string(k) + " = " + std::to_string(digits[k]) +
                            " is not allowed");
            if (k == 0) {
                c.digits_[0] = static_cast<std::uint8_t>(digits[0]);
            } else {
                c.digits_.push_back(static_cast<std::uint8_t>(digits[k]));
                c.constraints_.push_back(split_constraint::none);
            }
        }
        c.trim();
        return c;
    }

    // d_k (0 beyond the last digit).
    [[nodiscard]] unsigned digit(std::size_t k) const noexcept { return k < digits_.size() ? digits_[k] : 0u; }
    // The modifier of d_k: how the heaps its splits leave must differ (none beyond the
    // last digit).
    [[nodiscard]] split_constraint constraint(std::size_t k) const noexcept {
        return k < constraints_.size() ? constraints_[k] : split_constraint::none;
    }
    // Does some digit carry a modifier ('!' or '?')?
    [[nodiscard]] bool constrained() const noexcept {
        return std::any_of(constraints_.begin(), constraints_.end(),
                           [](split_constraint c) { return c != split_constraint::none; });
    }
    // t: the largest number of tokens a move removes (index of the last nonzero digit, 0
    // if there is none).
    [[nodiscard]] std::size_t length() const noexcept { return digits_.size() - 1; }
    // The most heaps a move leaves: 0 .. 3.
    [[nodiscard]] unsigned max_heaps() const noexcept {
        unsigned all = 0;
        for (auto d : digits_) all |= d;
        return all >= 8 ? 3u : all >= 4 ? 2u : all >= 2 ? 1u : 0u;
    }
    // Does some digit use the hexadecimal bit 8 (three heaps)?
    [[nodiscard]] bool hexadecimal() const noexcept { return max_heaps() == 3; }

    // The canonical text: d0, '.', the digits up to the last nonzero one (upper case),
    // each followed by its modifier ("4!.", "0.4?7").
    [[nodiscard]] std::string str() const {
        std::string s;
        for (std::size_t k = 0; k < digits_.size(); ++k) {
            s += digit_char(digits_[k]);
            if (constraints_[k] != split_constraint::none)
                s += constraints_[k] == split_constraint::unequal ? '!' : '?';
            if (k == 0) s += '.';
        }
        return s;
    }

    // The end N (exclusive) of the range n0 <= n < N on which G(n + p) == G(n) must be
    // checked to prove G(n + p) == G(n) for every n >= n0 (periodicity theorem of Guy and
    // Smith 1956, Winning Ways ch. 4; extended to three heaps and to n0 = 0). The theorem
    // is for codes without modifiers (constrained() false): with '!' the split (a, a + p)
    // of heap 2 a + p + k has no counterpart (a, a) below it, so octal_sequence certifies
    // no period of a constrained code.
    //   N = j * max(n0, 1) + (j - 1) * p + t,  j = max(1, max_heaps()), t = length().
    // For octal codes (j = 2) and n0 >= 1 this is the classical 2 n0 + p + t.
    [[nodiscard]] std::uint64_t period_check_end(std::uint64_t n0, std::uint64_t p) const noexcept {
        const std::uint64_t j = std::max(1u, max_heaps());
        return j * std::max<std::uint64_t>(n0, 1) + (j - 1) * p + length();
    }

    friend bool operator==(const octal_code&, const octal_code&) = default;

private:
    static int digit_value(char c) noexcept {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        return -1;
    }
    static char digit_char(unsigned d) noexcept {
        return static_cast<char>(d < 10 ? '0' + static_cast<int>(d) : 'A' + static_cast<int>(d) - 10);
    }
    void trim() {
        while (digits_.size() > 1 && digits_.back() == 0) {
            digits_.pop_back();
            constraints_.pop_back();
        }
    }

    std::vector<std::uint8_t> digits_{0};  // d0 .. dt, dt != 0 unless t == 0
    std::vector<split_constraint> constraints_{split_constraint::none};  // one per digit
};

namespace detail {
// The largest smaller part a of a split of m into two heaps (a, m - a) that the
// constraint allows: m / 2, or (m - 1) / 2 when the parts must differ.
[[nodiscard]] constexpr std::uint64_t largest_half(std::uint64_t m, split_constraint c) noexcept {
    return c == split_constraint::none ? m / 2 : (m - (m > 0)) / 2;
}

// visit(a, b, c) for every split of m into three nonempty heaps a <= b <= c that the
// constraint allows (each once, a increasing, then b); stops, returning false, as soon
// as visit does.
template <class Visit>
bool three_heap_splits(std::uint64_t m, split_constraint c, Visit&& visit) {
    const std::uint64_t step = c == split_constraint::unequal ? 1 : 0;  // a < b < c
    for (std::uint64_t a = 1; 3 * a <= m; ++a)
        for (std::uint64_t b = a + step; 2 * b + step <= m - a; ++b) {
            if (c == split_constraint::not_all_equal && 3 * a == m) continue;  // only b = a is left
            if (!visit(a, b, m - a - b)) return false;
        }
    return true;
}

// Every move from a heap of n under a code, in one order (k = 0, 1, ..., t; for each k
// no heap, one heap, the two-heap splits, the three-heap splits): visit() for no heap,
// visit(m) for one, visit(a, b) or visit(a, b, c) for a split (parts increasing, each
// split once, as the digit's modifier allows). Stops, returning false, as soon as
// visit returns false.
template <class Visit>
bool octal_moves(const octal_code& code, std::uint64_t n, Visit&& visit) {
    const std::size_t t = code.length();
    for (std::size_t k = 0; k <= t && k <= n; ++k) {
        const unsigned d = code.digit(k);
        const split_constraint c = code.constraint(k);
        const std::uint64_t m = n - k;
        if ((d & 1) && m == 0 && !visit()) return false;
        if ((d & 2) && m >= 1 && k >= 1 && !visit(m)) return false;
        if (d & 4)
            for (std::uint64_t a = 1, h = largest_half(m, c); a <= h; ++a)
                if (!visit(a, m - a)) return false;
        if ((d & 8) && !three_heap_splits(m, c, visit)) return false;
    }
    return true;
}
}  // namespace detail

// ---------------------------------------------------------------------------------
// The game of one heap under a code, for sg::grundy and sums: a state is a heap size; a
// move to no heap is emit(), to one heap emit(m), a split emit(a, b) or emit(a, b, c)
// (every split listed once, parts in increasing order).
class octal_game {
public:
    using state = std::uint64_t;

    octal_game() = default;
    explicit octal_game(octal_code code) : code_(std::move(code)) {}
    explicit octal_game(std::string_view code) : code_(code) {}

    [[nodiscard]] const octal_code& code() const noexcept { return code_; }

    void moves(const state& n, auto&& emit) const {
        detail::octal_moves(code_, n, [&](const auto&... parts) {
            emit(parts...);
            return true;
        });
    }

private:
    octal_code code_;
};

namespace detail {

// Heap indices in increasing order: 4 bytes each below 2^32, 8 bytes from there on.
class octal_heap_list {
public:
    void push_back(std::uint64_t a) {
        if (a <= std::numeric_limits<std::uint32_t>::max())
            low_.push_back(static_cast<std::uint32_t>(a));
        else
            high_.push_back(a);
    }
    // f(a) for every a < m, in increasing order.
    template <class F>
    void below(std::uint64_t m, F&& f) const {
        // The end first (usually every heap is below m), then a loop without a test.
        const std::size_t end = low_.empty() || low_.back() < m
                                    ? low_.size()
                                    : static_cast<std::size_t>(std::lower_bound(low_.begin(), low_.end(), m) - low_.begin());
        const std::uint32_t* p = low_.data();
        for (std::size_t i = 0; i < end; ++i) f(std::size_t{p[i]});
        if (end < low_.size()) return;
        for (std::uint64_t a : high_) {
            if (a >= m) return;
            f(static_cast<std::size_t>(a));
        }
    }
    [[nodiscard]] std::size_t size() const noexcept { return low_.size() + high_.size(); }
    [[nodiscard]] std::size_t memory_bytes() const noexcept {
        return low_.capacity() * sizeof(std::uint32_t) + high_.capacity() * sizeof(std::uint64_t);
    }
    void clear() noexcept {
        low_.clear();
        high_.clear();
    }
    // Drops every heap from m on.
    void truncate(std::uint64_t m) {
        std::erase_if(high_, [m](std::uint64_t a) { return a >= m; });
        if (m <= std::numeric_limits<std::uint32_t>::max())
            low_.erase(std::lower_bound(low_.begin(), low_.end(), static_cast<std::uint32_t>(m)), low_.end());
    }
    void shrink_to_fit() {
        low_.shrink_to_fit();
        high_.shrink_to_fit();
    }

private:
    std::vector<std::uint32_t> low_;
    std::vector<std::uint64_t> high_;
};

// The two-heap splits of one parity d = k mod 2 and their common values (see
// octal_engine): the odd-parity classes of `mask` when `common` is empty, else the bit
// set `common` over x = 2 G + (heap mod 2), with `reach` = C ^ C.
struct octal_split {
    std::vector<std::size_t> ks;        // k of the splits, increasing
    std::vector<split_constraint> rule;  // the modifier of each k: with one, a == b is no split
    bool any_rule = false;               // some k has a modifier
    bool plain = true;                   // every pair is enumerated
    std::uint64_t mask = 0;
    std::vector<std::uint64_t> common, reach;
    octal_heap_list rare;  // heaps a >= 1 with x(a) not common
};

// A callback of one size_t, without its type: how octal_sequence hands its progress to the
// team's path, which only set_team instantiates.
class tick_ref {
public:
    template <class F>
    explicit tick_ref(F& f) noexcept
        : f_(&f), call_([](void* g, std::size_t n) { (*static_cast<F*>(g))(n); }) {}
    void operator()(std::size_t n) const { call_(f_, n); }

private:
    void* f_;
    void (*call_)(void*, std::size_t);
};

// The nim-sequence engine for one storage width T. Values are kept as T (1 byte a value
// for uint8_t) and the indices of rare heaps in 4 bytes (8 from 2^32 on); the options of a heap go to an
// sg::mex_buffer sized above every value (so no option is kept aside).
//
// Rare and common values (Winning Ways ch. 4, "Sparse space spells speed"; Gangolli and
// Plambeck 1989; A. Flammenkamp's octal game tables), here with the parity of the heap:
// write x(a) = 2 G(a) + (a mod 2). A two-heap split of parity d (it removes k tokens, k
// mod 2 = d) from heap n leaves a + b = n - k, so x(a) ^ x(b) = 2 option + ((n ^ d) mod 2).
// A set C of such x is common for parity d when no XOR of two members of C, flipped by d,
// is in C. Then a common value x(n) is never the option of a pair of common heaps, so
// every common option comes from a pair with a rare part, and enumerating the R rare
// heaps finds them all in O(R). The candidate mex c of the options marked so far is G(n)
// unless c is the option of a pair of common heaps, which needs 2 c + ((n ^ d) mod 2) in
// C ^ C (the "reach" of the split); only then are the pairs of that parity searched for
// c (and the next few candidates) in blocks that compilers vectorise (the smaller parts
// read from a reversed copy of the first values, so both runs ascend), until a candidate
// is no option of any split. Exact for every choice of C: a wrong guess costs time, never
// a value.
//
// A modifier ('!' or '?') on a two-heap split removes the pair a = b, whose value is
// always 0: every loop over pairs stops below it, the rare heaps skip a = m / 2, and the
// common sets stay valid (removing options never makes a common value an option).
//
// The splits are chosen again as the sequence grows (at 2^10 values, then every 1.5x, and
// when rare heaps arrive faster than the split predicts): for each parity, greedily from
// the most frequent x down, every x that keeps C common; or the odd-parity classes of the
// best mask (popcount(G & m) odd, found by a Walsh–Hadamard transform of the histogram)
// when that leaves fewer heaps rare. A split that leaves half the heaps rare or more is
// not used: those pairs are enumerated plainly.
template <class T>
class octal_engine {
public:
    using value_type = T;
    static constexpr std::uint64_t max_storable = std::numeric_limits<T>::max();

    explicit octal_engine(const octal_code& code) {
        for (std::size_t k = 0; k <= code.length(); ++k) {
            const unsigned d = code.digit(k);
            if ((d & 1) && k >= 1) take_all_.push_back(k);
            if ((d & 2) && k >= 1) take_one_.push_back(k);
            if (d & 4) {
                split& s = split_[k & 1];
                s.ks.push_back(k);
                s.rule.push_back(code.constraint(k));
                s.any_rule = s.any_rule || code.constraint(k) != split_constraint::none;
            }
            if (d & 8) split3_.push_back({k, code.constraint(k)});
        }
        has_split2_ = !split_[0].ks.empty() || !split_[1].ks.empty();
    }

    // Widens a narrower engine, keeping everything computed.
    template <class U>
    explicit octal_engine(octal_engine<U>&& o)
        : take_all_(std::move(o.take_all_)), take_one_(std::move(o.take_one_)), split3_(std::move(o.split3_)),
          split_(std::move(o.split_)), has_split2_(o.has_split2_), buf_(std::move(o.buf_)), fixed_(o.fixed_),
          fixed_mask_(o.fixed_mask_), max_value_(o.max_value_), next_rebuild_(o.next_rebuild_),
          rebuilt_at_(o.rebuilt_at_), rare_at_rebuild_(o.rare_at_rebuild_), rare_since_(o.rare_since_) {
        g_.assign(o.g_.begin(), o.g_.end());
        o.g_.clear();
        o.g_.shrink_to_fit();
    }

    [[nodiscard]] std::size_t size() const noexcept { return g_.size(); }
    [[nodiscard]] nimber operator[](std::size_t n) const noexcept { return g_[n]; }
    // The mask forced by fix_mask, or else the parity mask with the fewest rare values
    // among G(1) .. G(size() - 1) (0 when none leaves fewer than half of them rare).
    [[nodiscard]] std::uint64_t mask() const {
        if (fixed_) return fixed_mask_;
        return best_mask().first;
    }
    // Can a pair of common heaps of some split leave value v from heap n? Bit i of
    // reached_word(q, n): can one leave 64 q + i? (The guesses of extend_to with a team
    // rest on the two agreeing.)
    [[nodiscard]] bool reached(nimber v, std::size_t n) const noexcept {
        return std::any_of(split_.begin(), split_.end(),
                           [&](const split& s) { return searched(s) && reaches(s, v, n, max_value_); });
    }
    [[nodiscard]] std::uint64_t reached_word(std::size_t q, std::size_t n) const noexcept {
        std::uint64_t r = 0;
        for (const split& s : split_)
            if (searched(s)) r |= reach_word(s, q, n, max_value_);
        return r;
    }
    // The most heaps a split enumerates: its rare heaps, or every heap where no split is
    // used.
    [[nodiscard]] std::size_t rare_count() const noexcept {
        std::size_t r = 0;
        for (const auto& s : split_)
            if (!s.ks.empty()) r = std::max(r, s.plain ? g_.size() : s.rare.size());
        return r;
    }
    [[nodiscard]] std::size_t memory_bytes() const noexcept {
        std::size_t b = (g_.capacity() + low_rev_.capacity()) * sizeof(T) + buf_.capacity() * sizeof(std::uint32_t) +
                        scratch_.missing.capacity() + scratch_.todo.capacity() * sizeof(nimber);
        for (const auto& s : split_)
            b += s.rare.memory_bytes() +
                 (s.common.capacity() + s.reach.capacity()) * sizeof(std::uint64_t);
        return b;
    }
    // Room for n values; grows geometrically (or to exactly n when `exact`), so extending
    // one value at a time is cheap.
    void reserve(std::size_t n, bool exact = false) {
        if (n > g_.capacity()) g_.reserve(exact ? n : std::max(n, g_.capacity() + g_.capacity() / 2));
    }
    // The bytes reserve(n, exact) allocates (0 when the values have room already).
    [[nodiscard]] std::size_t reserve_bytes(std::size_t n, bool exact = false) const noexcept {
        if (n <= g_.capacity()) return 0;
        return detail::mul_add_bytes(exact ? n : std::max(n, g_.capacity() + g_.capacity() / 2), sizeof(T));
    }

    // G(size()), not yet stored.
    [[nodiscard]] nimber compute() {
        const std::size_t n = g_.size();
        if (!fixed_ && has_split2_ && (n >= next_rebuild_ || degrading(n))) rebuild();
        const auto mark = buf_.begin_set();
        return settle(mark, mark_options(mark, n), n, main_scratch());
    }

    // Stores v = compute() as G(size()); v <= max_storable.
    void push(nimber v) {
        const std::size_t n = g_.size();
        g_.push_back(static_cast<T>(v));
        if (v > max_value_) {
            max_value_ = v;
            // XORs of values below 2^b stay below 2^b; the mex stays below 2^(b+1).
            buf_.reserve(std::size_t{2} << std::bit_width(v));
        }
        if (n == 0) return;
        for (split& s : split_)
            if (searched(s) && !common(s, n, v)) {
                s.rare.push_back(n);
                ++rare_since_;
            }
    }

    // Computes and stores values until size() == n (reserve(n) first), calling tick(size())
    // whenever size() is a multiple of 1024; returns the first value that does not fit T,
    // not stored, if one comes. extend_serially on this thread alone; extend_to with a
    // team of more than one thread guesses values ahead and has every thread of the team
    // settle them (see extend_speculating); the values are the same.
    template <class Tick>
    std::optional<nimber> extend_to(std::size_t n, work_team& team, Tick&& tick) {
        // Guesses pay for their hand-over where many values remain.
        if (team.size() > 1 && has_split2_ && g_.size() + speculate_at_least <= n)
            return extend_speculating(n, team, tick);
        return extend_serially(n, tick);
    }

    template <class Tick>
    std::optional<nimber> extend_serially(std::size_t n, Tick& tick) {
        while (g_.size() < n) {
            const nimber v = compute();
            if (v > max_storable) return v;
            push(v);
            if ((g_.size() & 0x3ff) == 0) tick(g_.size());
        }
        return std::nullopt;
    }

    // Uses the odd-parity classes of mask m as the common values of every split from now
    // on (0: the plain definition); no automatic choice any more.
    void fix_mask(std::uint64_t m) {
        fixed_ = true;
        fixed_mask_ = m;
        for (split& s : split_) {
            if (s.ks.empty()) continue;
            s.plain = m == 0;
            s.mask = m;
            s.common.clear();
            s.reach.clear();
            fill_rare(s);
        }
    }

    // Takes the common set of each parity greedily in the given order of x = 2 G + (heap
    // mod 2) (below 2^17) from now on; no automatic choice any more. Every order gives
    // the same values; tests use it to try many common sets.
    void fix_common_order(std::span<const std::uint32_t> order) {
        fixed_ = true;
        fixed_mask_ = 0;
        for (std::size_t d = 0; d < 2; ++d) {
            split& s = split_[d];
            if (s.ks.empty()) continue;
            greedy(order, d, std::size_t{2} << general_bits, s.common, s.reach);
            s.plain = false;
            fill_rare(s);
        }
    }

private:
    template <class U>
    friend class octal_engine;

    using split = octal_split;

    // Speculation (extend_to with a team). The calling thread computes heap after heap
    // as far as mark_options(); when values from the mex c on are not marked but reached
    // by a split, it guesses that every one of them is left by a pair of common heaps, so
    // that G(n) is the first value from c on that is neither marked nor reached (ub, a
    // non-option: G(n) <= ub, with equality exactly when the guess is right), stores ub
    // at once and leaves a job: the values between c and ub that are not marked (every
    // other value below ub is), from which any thread of the team settles heap n exactly
    // (settle(), reading only the values below n). Jobs are
    // retired in order: a wrong guess drops every value from its heap on and stores the
    // exact value there, so the values kept are always those of the serial computation.
    // At most `lag` jobs are open (up to spec_lag); the calling thread settles jobs too
    // while the lag is full. A wrong guess halves the lag and 128 right ones in a row
    // double it, so codes whose guesses often fail settle in place (lag 0); heaps whose
    // searches are cheap (fewer than spec_cheap pairs on average) are settled in place
    // too, where handing them over would cost more. Splits are chosen again only with no
    // job open (settle() reads them).
    static constexpr std::size_t speculate_at_least = 4096;
    static constexpr std::size_t spec_ring = 64, spec_lag = 16, spec_words = 16, spec_cheap = 512;
    struct spec_job {
        std::size_t n = 0;
        nimber c = 0, guess = 0, max_value = 0;
        const T* low = nullptr;  // low_reversed() then
        std::size_t words = 0;   // of unmarked in use
        // Bit i of word k: c <= 64 (c / 64 + k) + i < guess is not marked.
        std::array<std::uint64_t, spec_words> unmarked{};
        nimber exact = 0;
        std::size_t work = 0;  // pairs settle() looked at
        std::exception_ptr error;
        std::atomic<std::size_t> done{0};  // the job's number + 1 once settled
    };

    // Are the common pairs of s searched (not enumerated, and s not empty)?
    [[nodiscard]] static bool searched(const split& s) noexcept { return !s.ks.empty() && !s.plain; }
    [[nodiscard]] int searched_splits() const noexcept {
        return static_cast<int>(std::count_if(split_.begin(), split_.end(), searched));
    }

    // Drops G(n) and every value after it.
    void truncate(std::size_t n) {
        g_.resize(n);
        for (split& s : split_) s.rare.truncate(n);
    }

    template <class Tick>
    std::optional<nimber> extend_speculating(std::size_t n, work_team& team, Tick& tick) {
        reserve(n, true);  // no reallocation while helpers read the values
        const T* const values = g_.data();
        const std::unique_ptr<spec_job[]> ring(new spec_job[spec_ring]);
        std::atomic<std::size_t> head{0}, claim{0};  // jobs opened; jobs taken by a thread
        std::atomic<bool> stop{false};
        std::size_t tail = 0;  // the oldest job not retired

        const auto settle_job = [&](std::size_t i, mex_buffer& buf, scratch& w) {
            spec_job& j = ring[i % spec_ring];
            try {
                buf.reserve(std::size_t{2} << std::bit_width(j.max_value));
                const auto mark = buf.begin_set();
                mark.insert_below(j.guess);
                for (std::size_t k = 0; k < j.words; ++k)
                    for (std::uint64_t bits = j.unmarked[k]; bits != 0; bits &= bits - 1)
                        mark.erase(64 * (j.c / 64 + k) + static_cast<nimber>(std::countr_zero(bits)));
                w.g = values;
                w.low = j.low;
                w.max_value = j.max_value;
                w.work = 0;
                // With one split searched, the guess is the ub of its first search (which
                // starts at c: c is not marked, and reached, or there would be no job).
                j.exact = settle(mark, j.c, j.n, w, searched_splits() == 1 ? j.guess : 0);
                j.work = w.work;
            } catch (...) {
                j.error = std::current_exception();
            }
            j.done.store(i + 1, std::memory_order_release);
        };
        const auto take = [&](std::size_t& i) {
            i = claim.load(std::memory_order_relaxed);
            return i < head.load(std::memory_order_acquire) &&
                   claim.compare_exchange_strong(i, i + 1, std::memory_order_acq_rel);
        };
        // Joins the helpers first, then drops the values of the jobs not retired (on
        // an exception: the values kept are settled ones).
        struct drop_unsettled {
            octal_engine& e;
            const std::unique_ptr<spec_job[]>& ring;
            std::atomic<std::size_t>& head;
            std::size_t& tail;
            ~drop_unsettled() {
                if (tail != head.load(std::memory_order_relaxed)) e.truncate(ring[tail % spec_ring].n);
            }
        } drop{*this, ring, head, tail};
        // Stops and joins the helpers (before drop_unsettled runs).
        struct stop_helpers {
            work_team& team;
            std::atomic<bool>& stop;
            ~stop_helpers() {
                stop.store(true, std::memory_order_release);
                team.join();
            }
        } helpers{team, stop};
        team.start([&] {
            mex_buffer buf(64);
            scratch w;
            for (unsigned idle = 0; !stop.load(std::memory_order_acquire);) {
                std::size_t i = 0;
                if (take(i)) {
                    settle_job(i, buf, w);
                    idle = 0;
                } else if (++idle % 64 == 0) {
                    team.pause();
                }
            }
        });

        mex_buffer own_buf(64);
        scratch own;
        // Settles an open job here, or waits a moment for the oldest one.
        const auto help = [&] {
            std::size_t i = 0;
            if (take(i)) {
                settle_job(i, own_buf, own);
                return;
            }
            for (int spin = 0; spin < 256; ++spin)
                if (ring[tail % spec_ring].done.load(std::memory_order_acquire) == tail + 1) return;
            team.pause();
        };
        std::size_t lag = spec_lag, streak = 0, work16 = 16 * spec_cheap;  // work16: 16 x mean pairs
        const auto learn = [&](bool right, std::size_t work) {
            // A sample is capped so that 16 means of it fit in size_t (32 bits too).
            work16 += std::min<std::size_t>(work, std::numeric_limits<std::size_t>::max() >> 5) - work16 / 16;
            if (!right) {
                lag /= 2;
                streak = 0;
            } else if (++streak >= 128 && lag < spec_lag) {
                lag = std::max<std::size_t>(1, 2 * lag);
                streak = 0;
            }
        };
        // Retires the oldest job if it is settled.
        const auto retire = [&] {
            spec_job& j = ring[tail % spec_ring];
            if (j.done.load(std::memory_order_acquire) != tail + 1) return false;
            if (j.error) std::rethrow_exception(j.error);
            learn(j.exact == j.guess, j.work);
            if (j.exact == j.guess) {
                ++tail;
                return true;
            }
            // A wrong guess: no thread takes a later job now; wait for those taken.
            const std::size_t opened = head.load(std::memory_order_relaxed);
            const std::size_t taken = claim.exchange(opened, std::memory_order_acq_rel);
            for (std::size_t i = tail + 1; i < taken; ++i)
                while (ring[i % spec_ring].done.load(std::memory_order_acquire) != i + 1) team.pause();
            tail = opened;
            truncate(j.n);
            push(j.exact);  // exact <= guess fits T
            return true;
        };
        std::size_t ticked = g_.size() >> 10;
        for (;;) {
            while (tail != head.load(std::memory_order_relaxed) && retire()) {
            }
            const std::size_t opened = head.load(std::memory_order_relaxed);
            const std::size_t settled = tail == opened ? g_.size() : ring[tail % spec_ring].n;
            while ((settled >> 10) > ticked) tick(++ticked << 10);
            // The reversed copy only of values settled (a guess among them may be wrong);
            // taken once and never changed, so any thread may read it.
            if (settled >= low_span) (void)low_reversed();
            if (g_.size() >= n || (opened != tail && opened - tail >= lag)) {
                if (tail == opened) break;
                help();
                continue;
            }
            const std::size_t h = g_.size();
            if (!fixed_ && has_split2_ && (h >= next_rebuild_ || degrading(h))) {
                if (tail != opened) {
                    help();
                    continue;
                }
                rebuild();
            }
            const auto mark = buf_.begin_set();
            const nimber c = mark_options(mark, h);
            spec_job& j = ring[opened % spec_ring];  // free: its last job is retired
            const auto q0 = static_cast<std::size_t>(c / 64);
            std::size_t words = 0;  // of j.unmarked, from word q0 on
            bool search = false, wide = false;
            const nimber ub = scan_unmarked(mark, c, h, [&](std::size_t q, std::uint64_t bits) {
                search = true;
                if (q - q0 >= spec_words) {
                    wide = true;
                    return;
                }
                for (; words <= q - q0; ++words) j.unmarked[words] = 0;
                j.unmarked[q - q0] |= bits;
            });
            j.words = words;
            nimber v = ub;
            if (search && (wide || ub > max_storable || lag == 0 || work16 < 16 * spec_cheap)) {
                scratch& w = main_scratch(false);
                w.work = 0;
                v = settle(mark, c, h, w);
                learn(v == ub, w.work);
            } else if (search) {
                j.n = h;
                j.c = c;
                j.guess = ub;
                j.max_value = max_value_;
                j.low = reversed_so_far();
                j.error = nullptr;
                head.store(opened + 1, std::memory_order_release);
            }
            if (v > max_storable) {
                // Exact for the values before it, which may be guesses: settle them first.
                while (tail != head.load(std::memory_order_relaxed))
                    if (!retire()) help();
                if (g_.size() != h) continue;  // a guess was wrong: computed again
                return v;
            }
            push(v);
        }
        return std::nullopt;
    }

    // Marks the options of heap n that compute() finds without a search (moves to one heap,
    // three-heap splits, the pairs with a rare part, every pair of a plain split) and
    // returns their mex.
    nimber mark_options(const mex_buffer::inserter& mark, std::size_t n) const {
        const T* g = g_.data();
        for (std::size_t k : take_all_)
            if (n == k) mark(0);
        for (std::size_t k : take_one_)
            if (n > k) mark(g[n - k]);
        for (const auto& [k, rule] : split3_) {
            if (n < k + 3) continue;
            // The parts are below n, so they fit size_t.
            three_heap_splits(n - k, rule, [&](std::uint64_t a, std::uint64_t b, std::uint64_t c) {
                mark.insert_new(nimber{g[static_cast<std::size_t>(a)]} ^ g[static_cast<std::size_t>(b)] ^
                                g[static_cast<std::size_t>(c)]);
                return true;
            });
        }
        for (const split& s : split_) {
            for (std::size_t i = 0; i < s.ks.size(); ++i) {
                const std::size_t k = s.ks[i];
                if (n < k + 2) continue;
                const std::size_t m = n - k;
                if (s.plain) {
                    const auto h = static_cast<std::size_t>(largest_half(m, s.rule[i]));
                    for (std::size_t a = 1; a <= h; ++a) mark.insert_new(nimber{g[a]} ^ g[m - a]);
                } else if (s.rule[i] == split_constraint::none || (m & 1) != 0) {
                    s.rare.below(m, [&](std::size_t a) { mark.insert_new(nimber{g[a]} ^ g[m - a]); });
                } else {
                    const std::size_t equal = m / 2;  // (m / 2, m / 2) is no split
                    s.rare.below(m, [&](std::size_t a) {
                        if (a != equal) mark.insert_new(nimber{g[a]} ^ g[m - a]);
                    });
                }
            }
        }
        return mark.mex_unchecked();
    }

    // The values one thread reads and the scratch it writes while settling a value.
    struct scratch {
        const T* g = nullptr;    // G(0), G(1), ...
        const T* low = nullptr;  // low_reversed(), or nullptr
        nimber max_value = 0;    // at least every value in g
        std::vector<std::uint8_t> missing;
        std::vector<nimber> todo;
        std::size_t work = 0;  // pairs the searches looked at
    };
    // may_reverse: low_reversed() may take the copy now (not while guesses are open).
    scratch& main_scratch(bool may_reverse = true) {
        scratch_.g = g_.data();
        scratch_.low = may_reverse ? low_reversed() : reversed_so_far();
        scratch_.max_value = max_value_;
        return scratch_;
    }

    // G(n), given mark: the options mark_options() marked (c their mex) and maybe more.
    // c is G(n) unless a pair of common heaps leaves it, which needs a split that reaches
    // c: confirm c with each split in turn until both agree on the same c. known_ub, when
    // above c, is the ub of the first confirm() (found by the caller). Reads only w and
    // the splits' fixed parts, so other threads may settle other heaps at once.
    nimber settle(const mex_buffer::inserter& mark, nimber c, std::size_t n, scratch& w, nimber known_ub = 0) const {
        for (int confirmed = 0, d = 0; confirmed < 2; d ^= 1) {
            const split& s = split_[static_cast<std::size_t>(d)];
            if (!searched(s) || !reaches(s, c, n, w.max_value)) {
                ++confirmed;
                continue;
            }
            const nimber next = confirm(s, mark, c, n, w, known_ub);
            known_ub = 0;
            confirmed = next == c ? confirmed + 1 : 1;
            c = next;
        }
        return c;
    }

    static constexpr std::size_t block = 64;
    // Values below 2^16 get a general split; wider ones only a mask.
    static constexpr int general_bits = 16;

    static bool test(const std::vector<std::uint64_t>& bits, std::uint64_t x) noexcept {
        return (x >> 6) < bits.size() && ((bits[static_cast<std::size_t>(x >> 6)] >> (x & 63)) & 1) != 0;
    }
    static void set(std::vector<std::uint64_t>& bits, std::uint64_t x) noexcept {
        bits[static_cast<std::size_t>(x >> 6)] |= std::uint64_t{1} << (x & 63);
    }

    [[nodiscard]] static bool common(const split& s, std::size_t a, nimber v) noexcept {
        if (s.common.empty()) return (std::popcount(v & s.mask) & 1) != 0;
        return v < (std::uint64_t{1} << general_bits) && test(s.common, 2 * v + (a & 1));
    }
    // Can a pair of common heaps of split s (d = its parity) leave value c from heap n?
    [[nodiscard]] static bool reaches(const split& s, nimber c, std::size_t n, nimber max_value) noexcept {
        if (c >= std::bit_ceil(max_value + 1)) return false;  // above every XOR of two values
        if (s.common.empty()) return (std::popcount(c & s.mask) & 1) == 0;
        const std::size_t d = s.ks.front() & 1;
        return test(s.reach, 2 * c + ((n ^ d) & 1));
    }

    // reaches() for the 64 values 64 q .. 64 q + 63 at once: bit i for value 64 q + i.
    [[nodiscard]] static std::uint64_t reach_word(const split& s, std::size_t q, std::size_t n,
                                                  nimber max_value) noexcept {
        const nimber lo = nimber{64} * q, limit = std::bit_ceil(max_value + 1);
        if (lo >= limit) return 0;  // above every XOR of two values
        std::uint64_t r = 0;
        if (s.common.empty()) {
            // popcount(v & mask) even: the pattern of the low 6 bits of v, flipped when
            // the high bits of v meet the mask an odd number of times.
            std::uint64_t low = 1;  // bit i: popcount(i & mask) even, for i below 2^b, then 2^(b+1)
            for (unsigned b = 0; b < 6; ++b) {
                const unsigned w = 1u << b;
                const std::uint64_t ones = (std::uint64_t{1} << w) - 1, half = low & ones;
                low = half | (((s.mask >> b) & 1) != 0 ? ~half & ones : half) << w;  // i + 2^b: bit b flips
            }
            r = (std::popcount(lo & s.mask) & 1) != 0 ? ~low : low;
        } else {
            // Bits x = 2 v + p of reach (p the parity of the heaps a pair leaves): every
            // other bit of its words 2 q and 2 q + 1.
            const unsigned p = static_cast<unsigned>((n ^ s.ks.front()) & 1);
            const auto word = [&](std::size_t k) { return k < s.reach.size() ? s.reach[k] >> p : 0; };
            r = even_bits(word(2 * q)) | even_bits(word(2 * q + 1)) << 32;
        }
        if (limit - lo < 64) r &= (std::uint64_t{1} << (limit - lo)) - 1;
        return r;
    }
    // Bits 0, 2, ..., 62 of x as bits 0 .. 31.
    [[nodiscard]] static constexpr std::uint64_t even_bits(std::uint64_t x) noexcept {
        x &= 0x5555555555555555;
        x = (x | x >> 1) & 0x3333333333333333;
        x = (x | x >> 2) & 0x0F0F0F0F0F0F0F0F;
        x = (x | x >> 4) & 0x00FF00FF00FF00FF;
        x = (x | x >> 8) & 0x0000FFFF0000FFFF;
        return (x | x >> 16) & 0x00000000FFFFFFFF;
    }
    // The guess for heap n: the first value from c on that is neither marked nor
    // reached, calling visit(q, bits) for the values in [c, result) that are not marked
    // (bits of word q, values 64 q .. 64 q + 63; q increasing, a word maybe in two
    // calls). Eight values one at a time first (reached()), where most scans end, then 64
    // at a time (reached_word()) without a branch a value (long scans, where a branch a
    // value mispredicts). Every option is below half the mark's capacity and nothing is
    // reached there, so the scan stops inside it.
    template <class Visit>
    nimber scan_unmarked(const mex_buffer::inserter& mark, nimber c, std::size_t n, Visit&& visit) const {
        auto q = static_cast<std::size_t>(c / 64);
        nimber v = c;
        for (const nimber end = std::min<nimber>(c + 8, nimber{64} * (q + 1)); v < end; ++v) {
            if (mark.contains(v)) continue;
            if (!reached(v, n)) return v;
            visit(q, std::uint64_t{1} << (v % 64));
        }
        std::uint64_t from = ~std::uint64_t{0} << (v % 64);  // the values of word q from v on
        if (v == nimber{64} * (q + 1)) {
            ++q;
            from = ~std::uint64_t{0};
        }
        for (std::uint64_t r = reached_word(q, n);; from = ~std::uint64_t{0}, r = reached_word(++q, n)) {
            const std::uint64_t open = ~mark.contains_word(q) & from;
            const std::uint64_t stop = open & ~r;
            const std::uint64_t before = stop == 0 ? open : open & ((stop & (~stop + 1)) - 1);
            if (before != 0) visit(q, before);
            if (stop != 0) return nimber{64} * q + static_cast<nimber>(std::countr_zero(stop));
        }
    }

    // The smallest value >= c that is no option marked and no option of a pair of split
    // s, searching those pairs; every value below c is marked. ub: the first value from c
    // on that is not marked and that s does not reach (the answer is at most ub); u: the
    // values below ub not marked yet, each reached by s. They are looked for among the
    // pairs of s, smaller part a = 1, 2, ...: while many are missing, by blocks of pairs
    // looked up in a table of the missing values (then one at a time near the end), and
    // (at most 4 left, usually the hard ones) by comparing blocks of pairs with all of
    // them at once, which compilers turn into vector instructions.
    static nimber confirm(const split& s, const mex_buffer::inserter& mark, nimber c, std::size_t n, scratch& w,
                          nimber known_ub) {
        const T* g = w.g;
        std::vector<std::uint8_t>& missing = w.missing;
        std::vector<nimber>& todo = w.todo;
        nimber ub = c;
        std::size_t u = 0;
        todo.clear();  // the missing values, increasing
        if (known_ub > c) {
            // The caller found ub already: every value from c to it not marked is reached.
            for (; ub < known_ub; ++ub)
                if (!mark.contains(ub)) todo.push_back(ub);
            u = todo.size();
        } else {
            for (;; ++ub) {
                if (mark.contains(ub)) continue;
                if (!reaches(s, ub, n, w.max_value)) break;
                todo.push_back(ub);
                ++u;
            }
        }
        const std::size_t amax = n >= s.ks.front() + 2 ? (n - s.ks.front()) / 2 : 0;
        std::size_t a = 1;
        if (u > 4) {
            // Blocks of pairs tested against a table of the missing values (one load a
            // pair, no store), then searched one by one where they hit.
            const auto lim = static_cast<std::size_t>(std::bit_ceil(w.max_value + 1));
            missing.assign(lim, 0);
            for (nimber v : todo) missing[static_cast<std::size_t>(v)] = 1;
            const std::size_t kmax = s.ks.back();
            const std::uint8_t* miss = missing.data();
            const T* low = w.low;
            T x[block];  // the values of a block of pairs
            // Whole blocks below every split's largest half (below m / 2 with a modifier).
            const std::size_t strict = s.any_rule ? 1 : 0;
            while (u > 4 && n >= kmax && 2 * (a + block - 1) + kmax + strict <= n) {
                for (std::size_t k : s.ks) {
                    // x: the values of the pairs (a + i, n - k - a - i), i < block, in some
                    // order; from the reversed copy (both runs ascending, a vector loop)
                    // while a + block <= low_span.
                    if (low != nullptr && a + block <= low_span) {
                        const T* lo = low + (low_span - (a + block));  // G(a + block - 1 - j)
                        const T* hi = g + (n - k - (a + block - 1));   // G(n - k - a - block + 1 + j)
                        for (std::size_t j = 0; j < block; ++j) x[j] = static_cast<T>(lo[j] ^ hi[j]);
                    } else {
                        const T* lo = g + a;
                        const T* hi = g + (n - k - a);
                        for (std::size_t i = 0; i < block; ++i) x[i] = static_cast<T>(lo[i] ^ *(hi - i));
                    }
                    if (u <= 16) {  // with many missing, nearly every block hits: no test
                        unsigned h0 = 0, h1 = 0, h2 = 0, h3 = 0;  // four chains of ORs, not one
                        for (std::size_t i = 0; i < block; i += 4) {
                            h0 |= miss[static_cast<std::size_t>(x[i])];
                            h1 |= miss[static_cast<std::size_t>(x[i + 1])];
                            h2 |= miss[static_cast<std::size_t>(x[i + 2])];
                            h3 |= miss[static_cast<std::size_t>(x[i + 3])];
                        }
                        if ((h0 | h1 | h2 | h3) == 0) continue;
                    }
                    // Branch-free: crosses off the missing values the block leaves (marked
                    // below, once the blocks are done).
                    std::uint8_t* const missed = missing.data();
                    for (std::size_t i = 0; i < block; ++i) {
                        const auto v = static_cast<std::size_t>(x[i]);
                        u -= missed[v];
                        missed[v] = 0;
                    }
                }
                a += block;
            }
            for (nimber v : todo)
                if (missing[static_cast<std::size_t>(v)] == 0) mark(v);
        }
        for (; a <= amax && u > 4; ++a) {
            const nimber ga = g[a];
            for (std::size_t i = 0; i < s.ks.size(); ++i) {
                const std::size_t k = s.ks[i];
                if (2 * a + k > n) break;  // ks is increasing
                if (2 * a + k == n && s.rule[i] != split_constraint::none) continue;  // a == b: no split
                // x is an option, so marking it is always right; count it if it was missing.
                const nimber x = ga ^ g[n - k - a];
                u -= static_cast<std::size_t>(mark.insert_new(x) & (x < ub));
            }
        }
        w.work += (a - 1) * s.ks.size();
        if (u == 0) return ub;
        T want[4] = {0, 0, 0, 0};
        missing_below(mark, want, todo);
        for (std::size_t i = 0; i < s.ks.size(); ++i) {
            const std::size_t k = s.ks[i];
            if (n < k + 2) break;
            const std::size_t m = n - k;
            const auto h = static_cast<std::size_t>(largest_half(m, s.rule[i]));
            std::size_t b = a;
            const T* low = w.low;
            while (u > 0 && b <= h) {
                const std::size_t end = std::min(h + 1, b + block);
                // Here u <= 4: want holds every missing value. A whole block tells which
                // of them it leaves (smaller parts from the reversed copy while there, so
                // both runs ascend: vector loads).
                if (end - b == block) {
                    const unsigned hit = end <= low_span && low != nullptr
                                             ? block_hits_ascending(low + (low_span - end), g + (m - end + 1), want)
                                             : block_hits(g + b, g + (m - b), want);
                    b = end;
                    if (hit == 0) continue;
                    for (unsigned j = 0; j < 4; ++j)  // a repeated want is fresh only once
                        if ((hit >> j) & 1) u -= static_cast<std::size_t>(mark.insert_new(want[j]));
                    missing_below(mark, want, todo);
                    continue;
                }
                const std::size_t before = u;
                for (; b < end; ++b) {
                    const auto x = static_cast<T>(g[b] ^ g[m - b]);
                    if ((x == want[0] || x == want[1] || x == want[2] || x == want[3]) && mark.insert_new(x)) --u;
                }
                if (u != before) missing_below(mark, want, todo);
            }
            w.work += b - a;
            if (u == 0) return ub;
        }
        while (mark.contains(c)) ++c;
        return c;
    }

    // want[0..3]: the first (up to) four missing values that are no option yet (todo
    // keeps those, dropping the others), the first repeated to fill the array.
    static void missing_below(const mex_buffer::inserter& mark, T (&want)[4], std::vector<nimber>& todo) {
        std::erase_if(todo, [&](nimber v) { return mark.contains(v); });
        std::size_t w = 0;
        for (; w < 4 && w < todo.size(); ++w) want[w] = static_cast<T>(todo[w]);
        for (std::size_t i = w; i < 4; ++i) want[i] = want[0];
    }

    // G(low_span - 1), ..., G(1), G(0): the smallest heaps in reverse order, so that the
    // pairs (b, m - b) of a block read both parts in ascending order; nullptr until
    // low_span values are known (taken once; values never change).
    static constexpr std::size_t low_span = std::size_t{1} << 13;
    [[nodiscard]] const T* reversed_so_far() const noexcept { return low_rev_.empty() ? nullptr : low_rev_.data(); }
    const T* low_reversed() {
        if (low_rev_.empty() && g_.size() >= low_span) low_rev_.assign(g_.rend() - low_span, g_.rend());
        return low_rev_.empty() ? nullptr : low_rev_.data();
    }

    // Which of want[0..3] do the pairs (lo[i], hi[i]), i < block, XOR to? Bit j for
    // want[j]. Branch-free, one pass of vector compares.
    [[nodiscard]] static unsigned block_hits_ascending(const T* lo, const T* hi, const T (&want)[4]) noexcept {
        const T w0 = want[0], w1 = want[1], w2 = want[2], w3 = want[3];
        T h0 = 0, h1 = 0, h2 = 0, h3 = 0;
        for (std::size_t i = 0; i < block; ++i) {
            const auto x = static_cast<T>(lo[i] ^ hi[i]);
            h0 |= static_cast<T>(x == w0);
            h1 |= static_cast<T>(x == w1);
            h2 |= static_cast<T>(x == w2);
            h3 |= static_cast<T>(x == w3);
        }
        return unsigned{h0 != 0} | unsigned{h1 != 0} << 1 | unsigned{h2 != 0} << 2 | unsigned{h3 != 0} << 3;
    }

    // Which of want[0..3] do the pairs (lo[i], hi[-i]), i < block, XOR to? Bit j for
    // want[j]. Branch-free.
    [[nodiscard]] static unsigned block_hits(const T* lo, const T* hi, const T (&want)[4]) noexcept {
        if constexpr (sizeof(T) == 1) {
            // Eight pairs in a 64-bit word (reversing bytes needs no vector shuffle): the
            // bytes of hi reversed, XORed with those of lo, then a zero-byte test against
            // each wanted value. Independent of the byte order.
            constexpr std::uint64_t ones = 0x0101010101010101, highs = 0x8080808080808080;
            std::uint64_t w[4], acc[4] = {0, 0, 0, 0};
            for (int j = 0; j < 4; ++j) w[j] = ones * want[j];
            for (std::size_t i = 0; i < block; i += 8) {
                std::uint64_t a, b;
                std::memcpy(&a, lo + i, 8);
                std::memcpy(&b, hi - i - 7, 8);  // hi[-i-7] .. hi[-i]
                b = ((b & 0x00FF00FF00FF00FF) << 8) | ((b >> 8) & 0x00FF00FF00FF00FF);
                b = ((b & 0x0000FFFF0000FFFF) << 16) | ((b >> 16) & 0x0000FFFF0000FFFF);
                b = (b << 32) | (b >> 32);
                const std::uint64_t x = a ^ b;
                for (int j = 0; j < 4; ++j) {
                    const std::uint64_t v = x ^ w[j];
                    acc[j] |= (v - ones) & ~v & highs;  // nonzero iff some byte of v is 0
                }
            }
            return unsigned{acc[0] != 0} | unsigned{acc[1] != 0} << 1 | unsigned{acc[2] != 0} << 2 |
                   unsigned{acc[3] != 0} << 3;
        }
        unsigned hit = 0;
        for (std::size_t i = 0; i < block; ++i) {
            const T x = static_cast<T>(lo[i] ^ *(hi - i));
            hit |= static_cast<unsigned>(x == want[0]) | static_cast<unsigned>(x == want[1]) << 1 |
                   static_cast<unsigned>(x == want[2]) << 2 | static_cast<unsigned>(x == want[3]) << 3;
        }
        return hit;
    }

    void fill_rare(split& s) {
        s.rare.clear();
        if (s.plain) {
            s.rare.shrink_to_fit();
            return;
        }
        for (std::size_t a = 1; a < g_.size(); ++a)
            if (!common(s, a, g_[a])) s.rare.push_back(a);
    }

    // Rare heaps arrive much faster than when the splits were chosen.
    [[nodiscard]] bool degrading(std::size_t n) const noexcept {
        if ((n & 255) != 0 || rebuilt_at_ == 0) return false;
        const std::size_t since = n - rebuilt_at_;
        if (16 * since < rebuilt_at_) return false;
        return rare_since_ > 64 + 2 * rare_at_rebuild_ * since / rebuilt_at_;
    }

    // The parity mask with the fewest rare values among G(1..n-1), by a Walsh–Hadamard
    // transform of the histogram of the low 16 bits: rare(x) = (N + W[x]) / 2. (0, N) when
    // no mask leaves fewer than half of them rare.
    [[nodiscard]] std::pair<std::uint64_t, std::size_t> best_mask() const {
        const std::size_t total = g_.size() > 1 ? g_.size() - 1 : 0;
        const int bits = std::min(16, static_cast<int>(std::bit_width(max_value_)));
        if (bits == 0 || total == 0) return {0, total};
        const std::size_t size = std::size_t{1} << bits;
        std::vector<std::int64_t> w(size, 0);
        for (std::size_t a = 1; a < g_.size(); ++a) ++w[static_cast<std::size_t>(g_[a]) & (size - 1)];
        for (std::size_t len = 1; len < size; len *= 2)
            for (std::size_t i = 0; i < size; i += 2 * len)
                for (std::size_t j = i; j < i + len; ++j) {
                    const std::int64_t x = w[j], y = w[j + len];
                    w[j] = x + y;
                    w[j + len] = x - y;
                }
        const auto n = static_cast<std::int64_t>(total);
        std::size_t best = 0;
        std::int64_t best_rare = n;
        for (std::size_t x = 1; x < size; ++x) {
            const std::int64_t rare = (n + w[x]) / 2;
            if (rare < best_rare) {
                best_rare = rare;
                best = x;
            }
        }
        if (2 * best_rare >= n) return {0, total};
        return {best, static_cast<std::size_t>(best_rare)};
    }

    // The common set of parity d taken greedily in the given order of x = 2 G + (heap mod
    // 2), x < domain: each x whose XOR with d is no XOR of two members joins (at most 4096
    // members). common gets the members, reach every XOR of two of them.
    static void greedy(std::span<const std::uint32_t> order, std::size_t d, std::size_t domain,
                       std::vector<std::uint64_t>& common, std::vector<std::uint64_t>& reach) {
        const std::size_t words = domain / 64 + 1;
        common.assign(words, 0);
        reach.assign(words, 0);
        set(reach, 0);
        std::vector<std::uint32_t> members;
        for (std::uint32_t x : order) {
            if (members.size() >= 4096) break;
            if (x >= domain || test(common, x) || test(reach, x ^ d)) continue;
            for (std::uint32_t c : members) set(reach, x ^ c);
            members.push_back(x);
            set(common, x);
        }
    }

    // Chooses the split of each parity again (see the class comment).
    void rebuild() {
        const std::size_t n = g_.size();
        next_rebuild_ = n + n / 2 + 1;
        rebuilt_at_ = n;
        rare_since_ = 0;
        if (n < 2) return;
        const std::size_t total = n - 1;
        const auto [mask, mask_rare] = best_mask();
        // Histogram of x = 2 G + (a mod 2) while the values are narrow enough.
        std::vector<std::uint64_t> count;
        std::vector<std::uint32_t> order;  // x with a nonzero count, most frequent first
        const bool general = std::bit_width(max_value_) <= general_bits;
        if (general) {
            count.assign(std::size_t{2} << std::bit_width(max_value_), 0);
            for (std::size_t a = 1; a < n; ++a) ++count[2 * static_cast<std::size_t>(g_[a]) + (a & 1)];
            for (std::size_t x = 0; x < count.size(); ++x)
                if (count[x] != 0) order.push_back(static_cast<std::uint32_t>(x));
            std::stable_sort(order.begin(), order.end(),
                             [&](std::uint32_t x, std::uint32_t y) { return count[x] > count[y]; });
        }
        rare_at_rebuild_ = 0;
        for (std::size_t d = 0; d < 2; ++d) {
            split& s = split_[d];
            if (s.ks.empty()) continue;
            std::vector<std::uint64_t> common, reach;
            std::size_t greedy_rare = total;
            if (general) {
                greedy(order, d, count.size(), common, reach);
                std::size_t covered = 0;
                for (std::uint32_t x : order)
                    if (test(common, x)) covered += static_cast<std::size_t>(count[x]);  // <= total
                greedy_rare = total - covered;
            }
            const std::size_t rare = std::min(greedy_rare, mask_rare);
            s.plain = 2 * rare >= total;
            if (!s.plain && greedy_rare <= mask_rare) {
                s.common = std::move(common);
                s.reach = std::move(reach);
            } else {
                s.common.clear();
                s.reach.clear();
                s.mask = mask;
            }
            fill_rare(s);
            rare_at_rebuild_ = std::max(rare_at_rebuild_, s.plain ? total : s.rare.size());
        }
    }

    std::vector<std::size_t> take_all_, take_one_;  // k for each kind of move
    std::vector<std::pair<std::size_t, split_constraint>> split3_;  // k of the three-heap splits
    std::array<split, 2> split_;                             // two-heap splits by parity of k
    scratch scratch_;                                        // compute()'s, see settle()
    std::vector<T> low_rev_;                                 // see low_reversed()
    bool has_split2_ = false;
    std::vector<T> g_;
    mex_buffer buf_{64};  // room for every option: twice the power of two above the values
    bool fixed_ = false;
    std::uint64_t fixed_mask_ = 0;
    nimber max_value_ = 0;
    std::size_t next_rebuild_ = 1024;
    std::size_t rebuilt_at_ = 0, rare_at_rebuild_ = 0, rare_since_ = 0;
};

}  // namespace detail

// ---------------------------------------------------------------------------------
// The nim-sequence G(0), G(1), ... of a code, computed in order and kept (1 byte a value
// while values fit in 8 bits, 2, 4 or 8 bytes after), with periods certified by the
// periodicity theorem (octal_code::period_check_end); once one is certified, every G(n)
// is read from it (value(n), prefix(n): see detail::sequence_base). It is also the additive solver of
// sums of heaps of the code (sg/queries.hpp): seq.value({5, 7, 9}), seq.wins(heaps),
// seq.winning_moves(heaps), ..., and a part of sg::sum.
class octal_sequence : public detail::sequence_base<octal_sequence>, public detail::memory_budget {
public:
    static constexpr const char* sequence_name = "sg::octal_sequence";
    // Heap sizes up to max_heap for extend (2^48 - 2, far beyond any memory: sizes stay
    // exact in 64 bits); memory is the real limit.
    static constexpr std::uint64_t max_heap = (std::uint64_t{1} << 48) - 2;

    explicit octal_sequence(octal_code code) : code_(std::move(code)), impl_(std::in_place_index<0>, code_) {}
    explicit octal_sequence(std::string_view code) : octal_sequence(octal_code(code)) {}

    [[nodiscard]] const octal_code& code() const noexcept { return code_; }

    // Number of values computed: G(0) .. G(size() - 1).
    [[nodiscard]] std::uint64_t size() const noexcept {
        return std::visit([](const auto& e) { return static_cast<std::uint64_t>(e.size()); }, impl_);
    }
    // G(n) for n < size().
    [[nodiscard]] nimber operator[](std::uint64_t n) const {
        SG_ASSERT(n < size());
        return std::visit([n](const auto& e) { return e[static_cast<std::size_t>(n)]; }, impl_);
    }
    // G(0) .. G(size() - 1).
    [[nodiscard]] std::vector<nimber> values() const {
        std::vector<nimber> out(static_cast<std::size_t>(size()));
        for (std::size_t i = 0; i < out.size(); ++i) out[i] = (*this)[i];
        return out;
    }

    // Bytes held: the values (value_bytes() each, by capacity), the splits' tables and the
    // mex buffer (memory_bytes()). set_memory_limit(bytes) (memory_limit(); none by
    // default): before extend grows the values it checks the old and the new block (both
    // held while they move) beside the tables, and every 65536 values the tables as they
    // grow; past the budget it throws limit_error (kind bytes, reached() the bytes) with
    // the values computed so far kept. A widening to wider values is not counted in
    // advance: the check after it sees it.
    [[nodiscard]] std::size_t memory_used() const noexcept { return memory_bytes(); }

    // Computes G(0) .. G(n). progress(i) is called every 1024 values with the number of
    // values computed (often enough for a time limit where a value costs O(n)). Throws
    // limit_error beyond max_heap (where size_t has 32 bits, beyond what a vector holds), or
    // past the memory budget.
    template <class Progress>
    void extend(std::uint64_t n, Progress&& progress) {
        if (n > max_heap)
            throw limit_error("sg::octal_sequence: heap size " + std::to_string(n) + " is beyond the largest " +
                                  std::to_string(max_heap) + " the engine stores",
                              static_cast<std::size_t>(
                                  std::min<std::uint64_t>(max_heap, std::numeric_limits<std::size_t>::max())));
        if (n >= std::vector<std::uint8_t>().max_size())  // where size_t has 32 bits (64: max_heap is far below)
            throw limit_error(std::string(sequence_name) + ": G(0.." + std::to_string(n) + ") does not fit in memory",
                              std::vector<std::uint8_t>().max_size());
        while (size() <= n) {
            const bool widened = std::visit(
                [&](auto& e) {
                    const auto len = static_cast<std::size_t>(n) + 1;
                    bool exact = false;
                    if (memory_limited()) {
                        const auto peak = [&](bool x) { return detail::mul_add_bytes(1, e.reserve_bytes(len, x), e.memory_bytes()); };
                        exact = peak(false) > memory_limit();
                        check_memory(sequence_name, peak(exact), true);
                    }
                    e.reserve(len, exact);
                    auto tick = [&](std::size_t size) {
                        if ((size & 0xffff) == 0 && memory_limited()) check_memory(sequence_name, e.memory_bytes());
                        progress(static_cast<std::uint64_t>(size));
                    };
                    const auto v = team_ != nullptr ? extend_in_team_(impl_, len, *team_, detail::tick_ref(tick))
                                                    : e.extend_serially(len, tick);
                    if (!v) return false;
                    pending_ = *v;
                    return true;
                },
                impl_);
            if (widened) widen();
        }
    }
    using sequence_base::extend;  // extend(n)

    // The shortest period and smallest preperiod that the values computed so far prove,
    // or nullopt. A period p from n0 is accepted only when G(n + p) == G(n) holds on the
    // whole range n0 <= n < code().period_check_end(n0, p), so the answer is a theorem.
    // Needs 2 bytes a value of temporary memory (the Z-function of sg::find_period; 4
    // when many runs are long), and keeps G(0 .. n0 + p - 1) in 1 byte a value while they fit.
    // A code with modifiers ('!', '?') has no periodicity theorem here: nullopt.
    [[nodiscard]] std::optional<periodic_sequence> certified_period() const {
        if (code_.constrained()) return std::nullopt;
        return std::visit(
            [this](const auto& e) {
                return sg::find_period(
                    e.size(), [&e](std::size_t n) { return static_cast<nimber>(e[n]); },
                    [this](std::uint64_t n0, std::uint64_t p) { return code_.period_check_end(n0, p) - n0; });
            },
            impl_);
    }

    // The first length the period search examines (then doubled): 4096 values.
    [[nodiscard]] static constexpr std::uint64_t first_search_length() noexcept { return 4096; }

    // search_period(max_len[, progress]), value_within(n, max_len[, progress]) and
    // component_value(n) come from detail::sequence_base (sg/detail/sequence.hpp).

    // The mask given to fix_mask, or else the parity mask with the fewest rare values
    // among those computed (rare: popcount(G & mask) even; 0 when every mask leaves half
    // of them rare or more). It describes the sequence (plots highlight its rare values);
    // the engine's own splits may be general common sets (see detail::octal_engine).
    [[nodiscard]] std::uint64_t mask() const {
        return std::visit([](const auto& e) { return e.mask(); }, impl_);
    }
    // The most heaps one kind of split enumerates for each value: its rare heaps, or
    // every heap where no split is used.
    [[nodiscard]] std::uint64_t rare_count() const noexcept {
        return std::visit([](const auto& e) { return static_cast<std::uint64_t>(e.rare_count()); }, impl_);
    }
    // Bytes a stored value takes: 1, 2, 4 or 8 (the narrowest that holds every value so far).
    [[nodiscard]] std::size_t value_bytes() const noexcept { return std::size_t{1} << impl_.index(); }
    // Heap memory held by the engine.
    [[nodiscard]] std::size_t memory_bytes() const noexcept {
        return std::visit([](const auto& e) { return e.memory_bytes(); }, impl_);
    }
    // Uses the odd-parity classes of mask m as common values from now on instead of
    // choosing splits (0: the plain definition). The values are the same for every mask;
    // only the speed differs.
    void fix_mask(std::uint64_t m) {
        std::visit([m](auto& e) { e.fix_mask(m); }, impl_);
    }

    // Shares the computation of values (extend, and everything that extends) with the
    // threads of team from now on (an sg::thread_team of sg/threads.hpp; nullptr: this
    // thread alone, the default). The values, progress calls and errors are those of one
    // thread. The current heap's value is guessed from the options found without a search
    // and the searches that settle the guesses are shared, so it pays where those searches
    // are most of the work, as for Officers (0.6). The team must outlive its use here.
    // A template made only where it is called: a program that never sets a team does
    // not compile the team's code (extend_in_team_). Team: sg::work_team* or a pointer
    // convertible to it, or nullptr.
    template <std::convertible_to<work_team*> Team>
    void set_team(Team team) noexcept {
        team_ = team;
        extend_in_team_ = [](engines& impl, std::size_t len, work_team& t, detail::tick_ref tick) {
            return std::visit([&](auto& e) { return e.extend_to(len, t, tick); }, impl);
        };
    }
    [[nodiscard]] work_team* team() const noexcept { return team_; }

    // The hooks of the query surface (sg/queries.hpp): component_value(n) (see
    // sequence_base), and here each move from heap n (octal_game's order) to a position
    // of value target: no heap, one heap or the parts of a split.
    template <class F>
    void component_moves_to(std::uint64_t n, nimber target, F&& f) {
        (void)component_value(n);  // the values, or a period, for every heap below n
        detail::octal_moves(code_, n, [&](const auto&... parts) {
            nimber x = 0;
            ((x ^= component_value(parts)), ...);
            if (x != target) return true;
            const std::array<std::uint64_t, sizeof...(parts)> to{parts...};
            return static_cast<bool>(f(std::span<const std::uint64_t>(to.data(), to.size())));
        });
    }

private:
    using engines = std::variant<detail::octal_engine<std::uint8_t>, detail::octal_engine<std::uint16_t>,
                                 detail::octal_engine<std::uint32_t>, detail::octal_engine<std::uint64_t>>;

    // The value pending_ does not fit the storage in use: move to wider storage until it
    // does, then store it.
    void widen() {
        auto fits = [this](const auto& e) { return pending_ <= std::remove_cvref_t<decltype(e)>::max_storable; };
        do {
            if (impl_.index() == 0) {
                auto narrow = std::get<0>(std::move(impl_));
                impl_.emplace<1>(std::move(narrow));
            } else if (impl_.index() == 1) {
                auto narrow = std::get<1>(std::move(impl_));
                impl_.emplace<2>(std::move(narrow));
            } else {
                auto narrow = std::get<2>(std::move(impl_));
                impl_.emplace<3>(std::move(narrow));
            }
        } while (!std::visit(fits, impl_));
        std::visit([this](auto& e) { e.push(pending_); }, impl_);
    }

    octal_code code_;
    engines impl_;
    nimber pending_ = 0;
    work_team* team_ = nullptr;
    std::optional<nimber> (*extend_in_team_)(engines&, std::size_t, work_team&, detail::tick_ref) = nullptr;
};

}  // namespace sg
