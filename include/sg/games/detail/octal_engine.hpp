// sg/games/detail/octal_engine.hpp: the nim-sequence engine of octal_sequence
// (sg/games/octal.hpp) for one storage width T: the moves of a code by kind, the values
// stored as T, the options found without a search, and the settling of the rest by the
// splits (games/detail/octal_splits.hpp) and the searches (games/detail/octal_kernels.hpp).
// Speculation with a team is games/detail/octal_speculation.hpp.
#pragma once

#include "../../detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <bit>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "../../mex.hpp"
#include "../../value.hpp"
#include "../../detail/budget.hpp"
#include "octal_kernels.hpp"
#include "octal_rules.hpp"
#include "octal_splits.hpp"

namespace sg::detail {

// The nim-sequence engine for one storage width T. Values are kept as T (1 byte a value
// for uint8_t) and the indices of rare heaps in 4 bytes (8 from 2^32 on); the options of
// a heap go to an sg::mex_buffer sized above every value (so no option is kept aside).
//
// Rare and common values (Winning Ways ch. 4, "Sparse space spells speed"; Gangolli and
// Plambeck 1989; A. Flammenkamp's octal game tables), here with the parity of the heap
// (octal_splits): every common option comes from a pair with a rare part, so enumerating
// the R rare heaps finds them all in O(R). The candidate mex c of the options marked so
// far is G(n) unless c is the option of a pair of common heaps, which needs c reached by
// a split; only then are the pairs of that split searched for c (and the next few
// candidates) in blocks that compilers vectorise (octal_kernels), until a candidate is no
// option of any split. Exact for every choice of common sets: a wrong guess costs time,
// never a value.
//
// A modifier ('!' or '?') on a two-heap split removes the pair a = b, whose value is
// always 0: every loop over pairs stops below it, the rare heaps skip a = m / 2, and the
// common sets stay valid (removing options never makes a common value an option).
template <class T>
class octal_engine {
public:
    using value_type = T;
    static constexpr std::uint64_t max_storable = std::numeric_limits<T>::max();

    // The engine of a code: an sg::octal_code, or any type with its length(), digit(k)
    // and constraint(k).
    template <class Code>
        requires requires(const Code& code, std::size_t k) {
            { code.length() } -> std::convertible_to<std::size_t>;
            { code.digit(k) } -> std::convertible_to<unsigned>;
            { code.constraint(k) } -> std::convertible_to<split_rule>;
        }
    explicit octal_engine(const Code& code) {
        for (std::size_t k = 0; k <= code.length(); ++k) {
            const unsigned d = code.digit(k);
            if ((d & 1) && k >= 1) take_all_.push_back(k);
            if ((d & 2) && k >= 1) take_one_.push_back(k);
            if (d & 4) splits_.add(k, code.constraint(k));
            if (d & 8) split3_.push_back({k, code.constraint(k)});
        }
    }

    // Widens a narrower engine, keeping everything computed.
    template <class U>
    explicit octal_engine(octal_engine<U>&& o)
        : take_all_(std::move(o.take_all_)), take_one_(std::move(o.take_one_)), split3_(std::move(o.split3_)),
          splits_(std::move(o.splits_)), buf_(std::move(o.buf_)), max_value_(o.max_value_) {
        g_.assign(o.g_.begin(), o.g_.end());
        o.g_.clear();
        o.g_.shrink_to_fit();
    }

    [[nodiscard]] std::size_t size() const noexcept { return g_.size(); }
    [[nodiscard]] nimber operator[](std::size_t n) const noexcept { return g_[n]; }
    // The mask forced by fix_mask, or else the parity mask with the fewest rare values
    // among G(1) .. G(size() - 1) (0 when none leaves fewer than half of them rare).
    [[nodiscard]] std::uint64_t mask() const { return splits_.mask(values(), max_value_); }
    // Can a pair of common heaps of some split leave value v from heap n? Bit i of
    // reached_word(q, n): can one leave 64 q + i? (The guesses of a team rest on the two
    // agreeing.)
    [[nodiscard]] bool reached(nimber v, std::size_t n) const noexcept { return splits_.reached(v, n, max_value_); }
    [[nodiscard]] std::uint64_t reached_word(std::size_t q, std::size_t n) const noexcept {
        return splits_.reached_word(q, n, max_value_);
    }
    // The most heaps a split enumerates: its rare heaps, or every heap where no split is
    // used.
    [[nodiscard]] std::size_t rare_count() const noexcept { return splits_.rare_count(g_.size()); }
    [[nodiscard]] std::size_t memory_bytes() const noexcept {
        return (g_.capacity() + low_rev_.capacity()) * sizeof(T) + buf_.capacity() * sizeof(std::uint32_t) +
               scratch_.missing.capacity() + scratch_.todo.capacity() * sizeof(nimber) + splits_.memory_bytes();
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
        if (splits_.due(n)) rebuild();
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
        splits_.stored(n, v);
    }

    // Computes and stores values until size() == n (reserve(n) first), calling tick(size())
    // whenever size() is a multiple of 1024; returns the first value that does not fit T,
    // not stored, if one comes. (octal_speculation::extend_to: the same with a team.)
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
    void fix_mask(std::uint64_t m) { splits_.fix_mask(m, values()); }

    // Takes the common set of each parity greedily in the given order of x = 2 G + (heap
    // mod 2) (below 2^17) from now on; no automatic choice any more. Every order gives
    // the same values; tests use it to try many common sets.
    void fix_common_order(std::span<const std::uint32_t> order) { splits_.fix_common_order(order, values()); }

    // The steps of compute() one at a time, for octal_speculation
    // (games/detail/octal_speculation.hpp), which runs them with a team.
    [[nodiscard]] const octal_splits& splits() const noexcept { return splits_; }
    [[nodiscard]] nimber max_value() const noexcept { return max_value_; }
    // G(0), G(1), ...: stays in place while the values stay within the room reserved.
    [[nodiscard]] const T* data() const noexcept { return g_.data(); }
    // The engine's own set of options for the next heap (emptied).
    [[nodiscard]] mex_buffer::inserter begin_options() noexcept { return buf_.begin_set(); }

    // Chooses the splits again over the values so far.
    void rebuild() { splits_.rebuild(values(), max_value_); }

    // Drops G(n) and every value after it.
    void truncate(std::size_t n) {
        g_.resize(n);
        splits_.truncate(n);
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
        for (const octal_split& s : splits_) {
            for (std::size_t i = 0; i < s.ks.size(); ++i) {
                const std::size_t k = s.ks[i];
                if (n < k + 2) continue;
                const std::size_t m = n - k;
                if (s.plain) {
                    const auto h = static_cast<std::size_t>(largest_half(m, s.rule[i]));
                    for (std::size_t a = 1; a <= h; ++a) mark.insert_new(nimber{g[a]} ^ g[m - a]);
                } else if (s.rule[i] == split_rule::none || (m & 1) != 0) {
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

    // may_reverse: low_reversed() may take the copy now (not while guesses are open).
    octal_scratch<T>& main_scratch(bool may_reverse = true) {
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
    nimber settle(const mex_buffer::inserter& mark, nimber c, std::size_t n, octal_scratch<T>& w,
                  nimber known_ub = 0) const {
        for (int confirmed = 0, d = 0; confirmed < 2; d ^= 1) {
            const octal_split& s = splits_[static_cast<std::size_t>(d)];
            if (!octal_splits::searched(s) || !octal_splits::reaches(s, c, n, w.max_value)) {
                ++confirmed;
                continue;
            }
            const nimber next = octal_kernels<T>::confirm(s, mark, c, n, w, known_ub);
            known_ub = 0;
            confirmed = next == c ? confirmed + 1 : 1;
            c = next;
        }
        return c;
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

    // G(low_span - 1), ..., G(1), G(0) (see octal_kernels); nullptr until low_span values
    // are known (taken once; values never change).
    [[nodiscard]] const T* reversed_so_far() const noexcept { return low_rev_.empty() ? nullptr : low_rev_.data(); }
    const T* low_reversed() {
        if (low_rev_.empty() && g_.size() >= kernels::low_span)
            low_rev_.assign(g_.rend() - kernels::low_span, g_.rend());
        return reversed_so_far();
    }

private:
    template <class U>
    friend class octal_engine;

    using kernels = octal_kernels<T>;

    [[nodiscard]] std::span<const T> values() const noexcept { return g_; }

    std::vector<std::size_t> take_all_, take_one_;                 // k for each kind of move
    std::vector<std::pair<std::size_t, split_rule>> split3_;       // k of the three-heap splits
    octal_splits splits_;                                          // the two-heap splits
    octal_scratch<T> scratch_;                                     // compute()'s, see settle()
    std::vector<T> low_rev_;                                       // see low_reversed()
    std::vector<T> g_;
    mex_buffer buf_{64};  // room for every option: twice the power of two above the values
    nimber max_value_ = 0;
};

}  // namespace sg::detail
