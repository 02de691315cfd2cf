// sg/mex.hpp: minimum excluded value, once (sg::mex), repeatedly with a reusable
// timestamped buffer (sg::mex_buffer) that costs nothing to clear between states, or in
// a bitset for values below a known bound (sg::mex_bits); and the mex of a set that
// only grows (detail::running_mex).
#pragma once

#include "detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <limits>
#include <ranges>
#include <span>
#include <type_traits>
#include <vector>

#include "value.hpp"

namespace sg {

// A set of values below a bound fixed in advance, as a bitset: insert() is one OR, mex()
// a count of trailing ones per word. Words > 0 fixes the bound at 64 * Words (one
// word lives in a register: the mex of fewer than 64 values); Words = 0 sets it at run
// time, in the constructor or with clear(bound). The set must leave some value below
// the bound out (insert fewer distinct values than the bound), so that the mex is
// below it.
template <std::size_t Words = 0>
class mex_bits {
public:
    mex_bits() = default;
    explicit mex_bits(std::size_t bound)
        requires(Words == 0)
        : words_(words_for(bound)), used_(words_for(bound)) {}

    // Empties the set (and, for Words = 0, makes room for values below bound).
    void clear() noexcept { std::fill(words_.begin(), words_.end(), 0); }
    void clear(std::size_t bound)
        requires(Words == 0)
    {
        const std::size_t need = words_for(bound);
        if (words_.size() < need) words_.resize(need);
        used_ = need;
        std::fill(words_.begin(), words_.begin() + static_cast<std::ptrdiff_t>(need), 0);
    }

    // v below the bound (unchecked).
    void insert(nimber v) noexcept {
        if constexpr (Words == 1)
            words_[0] |= std::uint64_t{1} << v;
        else
            words_[static_cast<std::size_t>(v >> 6)] |= std::uint64_t{1} << (v & 63);
    }

    // The smallest value not inserted since the construction or the last clear().
    [[nodiscard]] nimber mex() const noexcept {
        if constexpr (Words == 1) return static_cast<nimber>(std::countr_one(words_[0]));
        std::size_t w = 0;
        while (words_[w] == ~std::uint64_t{0}) ++w;
        return 64 * static_cast<nimber>(w) + static_cast<nimber>(std::countr_one(words_[w]));
    }

    // The largest bound in use: values below it may be inserted.
    [[nodiscard]] std::size_t bound() const noexcept { return 64 * (Words == 0 ? used_ : Words); }

private:
    // Words that hold every value below bound (and one more, so the mex is inside).
    static constexpr std::size_t words_for(std::size_t bound) noexcept { return bound / 64 + 1; }

    using storage = std::conditional_t<Words == 0, std::vector<std::uint64_t>, std::array<std::uint64_t, Words>>;
    storage words_{};
    std::size_t used_ = 0;
};

namespace detail {
// The smallest value m >= from that no element of v takes. At most v.size() values
// from `from` on are taken, so m - from <= v.size(): one pass marks them in a bitset,
// without a sort. O(v.size()); from + v.size() must stay below 2^64.
inline nimber first_gap(const std::vector<nimber>& v, nimber from) {
    mex_bits<> taken(v.size() + 1);
    for (const nimber x : v)
        if (x >= from && x - from <= v.size()) taken.insert(x - from);
    return from + taken.mex();
}
}  // namespace detail

// Collects values for one mex at a time. begin() starts a new set in O(1) by bumping a
// timestamp; insert() is O(1); mex() is O(result). Values beyond the buffer are kept
// aside and looked at only when every value below them is present; the buffer then
// grows, so memory follows the largest mex seen.
class mex_buffer {
public:
    explicit mex_buffer(std::size_t capacity = 64) : stamp_(capacity > 0 ? capacity : 1, 0) {}

    // Starts a new, empty set.
    void begin() noexcept {
        if (++now_ == 0) [[unlikely]] {  // wrapped after 2^32 sets: forget every old stamp
            stamp_.assign(stamp_.size(), 0);
            now_ = 1;
        }
        big_.clear();
    }

    void insert(nimber v) {
        if (v < stamp_.size()) [[likely]]
            stamp_[static_cast<std::size_t>(v)] = now_;
        else
            big_.push_back(v);
    }

    // A handle for a burst of inserts into the current set that keeps the buffer's
    // fields in registers; valid until the next begin() or mex().
    class inserter {
    public:
        void operator()(nimber v) const {
            if (v < size_) [[likely]]
                stamp_[static_cast<std::size_t>(v)] = now_;
            else
                buf_->big_.push_back(v);
        }
        // For v below capacity() (no test): inserts v and tells whether it was absent.
        // Branch-free, for loops that count the values they still miss.
        bool insert_new(nimber v) const noexcept {
            std::uint32_t& s = stamp_[static_cast<std::size_t>(v)];
            const bool fresh = s != now_;
            s = now_;
            return fresh;
        }
        // For v below capacity(): is v in the current set?
        [[nodiscard]] bool contains(nimber v) const noexcept { return stamp_[static_cast<std::size_t>(v)] == now_; }
        // For 64 q + 64 up to capacity(): bit i tells whether 64 q + i is in the current
        // set (contains() for 64 values at once, without a branch).
        [[nodiscard]] std::uint64_t contains_word(std::size_t q) const noexcept {
            const std::uint32_t* s = stamp_ + 64 * q;
            std::uint8_t in[64];  // 0 or 1 a value: compilers compare a vector at a time
            for (unsigned i = 0; i < 64; ++i) in[i] = s[i] == now_ ? 1 : 0;
            std::uint64_t bits = 0;
            for (unsigned k = 0; k < 8; ++k) {
                std::uint64_t w;  // eight of them, gathered into one byte by a multiply
                std::memcpy(&w, in + 8 * k, 8);
                bits |= ((w * 0x0102040810204080) >> 56) << (8 * k);
            }
            return bits;
        }
        // For n up to capacity(): inserts every value below n at once.
        void insert_below(nimber n) const noexcept { std::fill(stamp_, stamp_ + static_cast<std::size_t>(n), now_); }
        // For v below capacity(): takes v out of the current set (a stamp of 0 is never
        // current).
        void erase(nimber v) const noexcept { stamp_[static_cast<std::size_t>(v)] = 0; }
        // The mex, unchecked, for a set inserted with insert_new() that leaves some value
        // below capacity() out (fewer values than capacity(), as when a DAG vertex's
        // values are below its out-degree and capacity() exceeds every out-degree).
        [[nodiscard]] nimber mex_unchecked() const noexcept {
            std::size_t m = 0;
            while (stamp_[m] == now_) ++m;
            return m;
        }

    private:
        friend class mex_buffer;
        explicit inserter(mex_buffer* buf)
            : buf_(buf), stamp_(buf->stamp_.data()), size_(buf->stamp_.size()), now_(buf->now_) {}
        mex_buffer* buf_;
        std::uint32_t* stamp_;
        std::size_t size_;
        std::uint32_t now_;
    };
    // Starts a new, empty set and returns an inserter for it.
    [[nodiscard]] inserter begin_set() noexcept {
        begin();
        return inserter(this);
    }

    // Values below capacity() are stamped in place; larger ones are kept aside.
    [[nodiscard]] std::size_t capacity() const noexcept { return stamp_.size(); }
    // Room to stamp every value below n (keeps the current set).
    void reserve(std::size_t n) {
        if (n > stamp_.size()) stamp_.resize(n, 0);
    }
    // Is v in the current set?
    [[nodiscard]] bool contains(nimber v) const noexcept {
        if (v < stamp_.size()) return stamp_[static_cast<std::size_t>(v)] == now_;
        return std::find(big_.begin(), big_.end(), v) != big_.end();
    }

    // Smallest value not inserted since begin().
    [[nodiscard]] nimber mex() {
        const std::size_t n = stamp_.size();
        std::size_t m = 0;
        while (m < n && stamp_[m] == now_) ++m;
        if (m < n) return m;
        return mex_beyond_buffer();
    }

private:
    // Every value below the buffer's size is present: continue among the large values.
    nimber mex_beyond_buffer() {
        const nimber m = detail::first_gap(big_, stamp_.size());
        if (m < std::numeric_limits<std::size_t>::max() / 4) {  // room for the next time
            const auto grown = static_cast<std::size_t>(2 * m + 2);
            stamp_.resize(grown, 0);
            for (nimber v : big_)
                if (v < grown) stamp_[static_cast<std::size_t>(v)] = now_;
        }
        big_.clear();
        return m;
    }

    std::vector<std::uint32_t> stamp_;
    std::vector<nimber> big_;
    std::uint32_t now_ = 1;
};

namespace detail {
// The mex of a set that only grows: insert(v) for values below the room reserved, mex()
// at any time; O(1) amortised a value over the whole growth (the mex only rises). One
// byte a value of room.
class running_mex {
public:
    // Room for the values below n (what is present stays).
    void reserve(std::size_t n) {
        if (present_.size() < n) present_.resize(n, 0);
    }
    // Adds v (below the room reserved); true if it was not present.
    bool insert(std::size_t v) {
        if (present_[v] != 0) return false;
        present_[v] = 1;
        while (mex_ < present_.size() && present_[mex_] != 0) ++mex_;
        return true;
    }
    [[nodiscard]] bool contains(std::size_t v) const noexcept { return v < present_.size() && present_[v] != 0; }
    [[nodiscard]] std::size_t mex() const noexcept { return mex_; }
    // The room reserved, and the bytes it holds.
    [[nodiscard]] std::size_t capacity() const noexcept { return present_.capacity(); }
    [[nodiscard]] std::size_t memory_bytes() const noexcept { return present_.capacity(); }

private:
    std::vector<std::uint8_t> present_;
    std::size_t mex_ = 0;
};
}  // namespace detail

struct mex_fn {
    template <std::ranges::input_range R>
        requires std::convertible_to<std::ranges::range_reference_t<R>, nimber>
    [[nodiscard]] nimber operator()(R&& values) const {
        std::vector<nimber> v;
        for (auto&& x : values) v.push_back(static_cast<nimber>(x));
        return detail::first_gap(v, 0);
    }
    [[nodiscard]] nimber operator()(std::initializer_list<nimber> values) const {
        // std::span, not std::ranges::subrange: clang 14 cannot instantiate libstdc++ 12's subrange.
        return (*this)(std::span<const nimber>(values.begin(), values.size()));
    }
};

// mex(values): the minimum excluded value of a finite set, O(k).
inline constexpr mex_fn mex{};

}  // namespace sg
