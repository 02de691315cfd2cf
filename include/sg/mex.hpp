// sg/mex.hpp: minimum excluded value, once (sg::mex) or repeatedly with a reusable
// timestamped buffer (sg::mex_buffer) that costs nothing to clear between states.
#pragma once

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <ranges>
#include <vector>

#include "value.hpp"

namespace sg {

// Collects values for one mex at a time. begin() starts a new set in O(1) by bumping a
// timestamp; insert() is O(1); mex() is O(result). Memory grows to the largest mex seen.
class mex_buffer {
public:
    explicit mex_buffer(std::size_t capacity = 64) : stamp_(std::max<std::size_t>(capacity, 1), 0) {}

    // Starts a new, empty set.
    void begin() noexcept {
        if (++now_ == 0) {  // wrapped after 2^32 sets: forget every old stamp
            std::fill(stamp_.begin(), stamp_.end(), 0);
            now_ = 1;
        }
        count_ = 0;
        big_.clear();
    }

    void insert(nimber v) {
        ++count_;
        if (v < stamp_.size())
            stamp_[static_cast<std::size_t>(v)] = now_;
        else
            big_.push_back(v);  // rare: larger than any mex so far
    }

    // Smallest value not inserted since begin().
    [[nodiscard]] nimber mex() {
        if (!big_.empty()) {
            // The mex of k values is at most k, so larger values never matter.
            const std::size_t need = count_ + 1;
            if (stamp_.size() < need) stamp_.resize(std::max(need, 2 * stamp_.size()), 0);
            for (nimber v : big_)
                if (v < stamp_.size()) stamp_[static_cast<std::size_t>(v)] = now_;
            big_.clear();
        }
        std::size_t m = 0;
        while (m < stamp_.size() && stamp_[m] == now_) ++m;
        if (m == stamp_.size()) stamp_.resize(2 * stamp_.size(), 0);
        return m;
    }

private:
    std::vector<std::uint32_t> stamp_;
    std::vector<nimber> big_;
    std::size_t count_ = 0;
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
        return (*this)(std::ranges::subrange(values.begin(), values.end()));
    }
};

// mex(values): the minimum excluded value of a finite set, O(k log k).
inline constexpr mex_fn mex{};

}  // namespace sg
