// sg/mex.hpp: minimum excluded value, once (sg::mex) or repeatedly with a reusable
// timestamped buffer (sg::mex_buffer) that costs nothing to clear between states.
#pragma once

#include "detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <ranges>
#include <span>
#include <vector>

#include "value.hpp"

namespace sg {

// Collects values for one mex at a time. begin() starts a new set in O(1) by bumping a
// timestamp; insert() is O(1); mex() is O(result). Values beyond the buffer are kept
// aside and looked at only when every value below them is present; the buffer then
// grows, so memory follows the largest mex seen.
class mex_buffer {
public:
    explicit mex_buffer(std::size_t capacity = 64) : stamp_(std::max<std::size_t>(capacity, 1), 0) {}

    // Starts a new, empty set.
    void begin() noexcept {
        if (++now_ == 0) [[unlikely]] {  // wrapped after 2^32 sets: forget every old stamp
            std::fill(stamp_.begin(), stamp_.end(), 0);
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
        std::sort(big_.begin(), big_.end());
        nimber m = stamp_.size();
        for (nimber v : big_) {
            if (v == m) ++m;
            else if (v > m) break;
        }
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

struct mex_fn {
    template <std::ranges::input_range R>
        requires std::convertible_to<std::ranges::range_reference_t<R>, nimber>
    [[nodiscard]] nimber operator()(R&& values) const {
        std::vector<nimber> v;
        for (auto&& x : values) v.push_back(static_cast<nimber>(x));
        std::sort(v.begin(), v.end());
        nimber m = 0;
        for (nimber x : v) {
            if (x == m) ++m;
            else if (x > m) break;
        }
        return m;
    }
    [[nodiscard]] nimber operator()(std::initializer_list<nimber> values) const {
        // std::span, not std::ranges::subrange: clang 14 cannot instantiate libstdc++ 12's subrange.
        return (*this)(std::span<const nimber>(values.begin(), values.size()));
    }
};

// mex(values): the minimum excluded value of a finite set, O(k log k).
inline constexpr mex_fn mex{};

}  // namespace sg
