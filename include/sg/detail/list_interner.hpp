// sg/detail/list_interner.hpp: detail::list_interner, lists of 32-bit ids kept once each
// in one flat pool, numbered 0, 1, ... in the order they are first added, and found by
// open addressing without building a container for the list looked up.
#pragma once

#include "config.hpp"  // first: stops below C++20

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "../error.hpp"
#include "budget.hpp"
#include "hash.hpp"

namespace sg::detail {

class list_interner {
public:
    using id = std::uint32_t;
    static constexpr id none = ~id{0};

    list_interner() : slots_(16) {}

    [[nodiscard]] std::size_t size() const noexcept { return off_.size() - 1; }
    [[nodiscard]] std::span<const id> list(id k) const {
        return {ids_.data() + off_[k], static_cast<std::size_t>(off_[k + 1] - off_[k])};
    }
    // The list's number, or none.
    [[nodiscard]] id find(std::span<const id> l) const {
        const slot& s = slots_[slot_of(l, hash_of(l))];
        return s.pos != 0 ? s.pos - 1 : none;
    }
    // The list's number and whether it was added now. before_add() is called before a
    // list is added (it may throw, and nothing changes); a table that doubles does so
    // after the list is added.
    template <class BeforeAdd>
    std::pair<id, bool> intern(std::span<const id> l, BeforeAdd before_add) {
        const std::uint64_t h = hash_of(l);
        const std::size_t i = slot_of(l, h);
        if (slots_[i].pos != 0) return {slots_[i].pos - 1, false};
        before_add();
        if (size() >= max_size) throw limit_error("sg: more than 2^32 - 2 lists of ids", max_size);
        const auto k = static_cast<id>(size());
        ids_.insert(ids_.end(), l.begin(), l.end());
        off_.push_back(ids_.size());
        slots_[i] = slot{k + 1, static_cast<std::uint32_t>(h >> 32)};
        if (size() * 2 > slots_.size()) grow();
        return {k, true};
    }
    // The bytes the next added list would allocate for the table (0 unless it doubles).
    [[nodiscard]] std::size_t growth_bytes() const noexcept {
        return (size() + 1) * 2 > slots_.size() ? 2 * bytes_of(slots_) : 0;
    }
    [[nodiscard]] std::size_t bytes() const noexcept { return bytes_of_all(ids_, off_, slots_); }
    // The largest count of lists this can number (ids below none).
    static constexpr std::size_t max_size = none - 1;

private:
    // Each slot holds a list's number + 1 (0: empty) and the high half of its hash, so
    // that most probes that miss are told apart without reading the list.
    struct slot {
        id pos = 0;
        std::uint32_t tag = 0;
    };

    [[nodiscard]] static std::uint64_t hash_of(std::span<const id> l) noexcept {
        std::uint64_t h = l.size();
        for (const id x : l) h = mix64(h ^ (x + 0x9e3779b97f4a7c15ULL + (h << 6)));
        return h;
    }
    // The slot holding l (hash h), else the empty slot where it would go.
    [[nodiscard]] std::size_t slot_of(std::span<const id> l, std::uint64_t h) const {
        const auto tag = static_cast<std::uint32_t>(h >> 32);
        const std::size_t mask = slots_.size() - 1;
        std::size_t i = static_cast<std::size_t>(h) & mask;
        while (slots_[i].pos != 0 && !(slots_[i].tag == tag && same(slots_[i].pos - 1, l))) i = (i + 1) & mask;
        return i;
    }
    [[nodiscard]] bool same(id k, std::span<const id> l) const {
        const std::size_t b = off_[k], e = off_[k + 1];
        return e - b == l.size() && std::equal(l.begin(), l.end(), ids_.begin() + static_cast<std::ptrdiff_t>(b));
    }
    void grow() {
        slots_.assign(slots_.size() * 2, slot{});
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t k = 0; k < size(); ++k) {
            const std::uint64_t h = hash_of(list(static_cast<id>(k)));
            std::size_t i = static_cast<std::size_t>(h) & mask;
            while (slots_[i].pos != 0) i = (i + 1) & mask;
            slots_[i] = slot{static_cast<id>(k + 1), static_cast<std::uint32_t>(h >> 32)};
        }
    }

    std::vector<id> ids_;                   // the lists, one after another
    std::vector<std::size_t> off_{0};       // list k: ids_[off_[k] .. off_[k + 1])
    std::vector<slot> slots_;
};

}  // namespace sg::detail
