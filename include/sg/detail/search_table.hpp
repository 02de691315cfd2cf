// sg/detail/search_table.hpp: the transposition table of sg::search: what is known of
// a state's nimber (the value, values excluded, a floor, the search work it cost) in
// buckets of four slots or more within a byte budget, the entry of least work replaced
// when a bucket is full.
#pragma once

#include "config.hpp"  // first: stops below C++20

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

#include "../value.hpp"
#include "hash.hpp"

namespace sg::detail {

template <class State, class Hash>
class search_table {
public:
    using state = State;
    static constexpr nimber unknown = std::numeric_limits<nimber>::max();

    // What a result says of a state: its nimber, excluded values, a floor, its cost.
    struct entry {
        state key{};
        std::uint64_t excluded = 0;  // bit k: the nimber is not k
        nimber floor = 0;            // the nimber is at least floor (none of 0 .. floor-1)
        nimber value = unknown;      // the nimber when known
        std::uint64_t work = 0;      // nodes searched to find it (>= 1)
    };

private:
    // An entry as the table holds it: the state, the nimber (one of 2^32 - 1 or more is
    // not kept), the floor (one above 255 is kept as 255, a lower bound still), the work
    // as its bit width (the replacement priority; 0 marks a free slot), and the single
    // exclusions: a set of 64 heaps for a state under 16 bytes (a slot of 24), else of 16
    // (Cram's board, a set of two words: 24 bytes, not 32, five slots to a bucket).
    static constexpr std::uint32_t not_kept = std::numeric_limits<std::uint32_t>::max();
    static constexpr std::uint8_t top_floor = std::numeric_limits<std::uint8_t>::max();
    using exclusions = std::conditional_t<(sizeof(state) < 16), std::uint64_t, std::uint16_t>;
    static constexpr nimber kept_exclusions = 8 * sizeof(exclusions);

public:
    struct slot {
        state key{};
        std::uint32_t known = not_kept;
        std::uint8_t low = 0;
        std::uint8_t cost = 0;
        exclusions excluded = 0;  // bit k: the nimber is not k
        [[nodiscard]] bool used() const noexcept { return cost != 0; }
        [[nodiscard]] nimber value() const noexcept { return known == not_kept ? unknown : known; }
        [[nodiscard]] nimber floor() const noexcept { return low; }
        [[nodiscard]] std::uint64_t work() const noexcept { return std::uint64_t{1} << (cost - 1); }
    };

    // Slots per bucket: as many as two cache lines hold, at least four.
    static constexpr std::size_t ways = std::max<std::size_t>(4, 128 / sizeof(slot));

private:
    // A bucket of `ways` slots, aligned to the cache line, fetched as one.
    struct alignas(64) bucket {
        std::array<slot, ways> way{};
    };
    static constexpr std::size_t initial_buckets = 1024;

public:
    explicit search_table(std::size_t budget_bytes) { set_budget(budget_bytes); }

    // The budget in bytes (less than one bucket: no table, nothing is kept). The table
    // starts at 1024 buckets and doubles when three quarters full, as long as the old and
    // the new table together fit the budget (so memory never exceeds it), then grows
    // once more into what is left: it ends with at least half the budget (capacity()
    // slots) and from then on replaces entries. A budget below the table's size now
    // moves its entries into a table of the new budget at once, replacing as a full
    // table does; the old and the new table are both held while they move.
    void set_budget(std::size_t bytes) {
        budget_ = bytes;
        max_buckets_ = std::min<std::size_t>(bytes / sizeof(bucket), std::numeric_limits<std::uint32_t>::max());
        final_buckets_ = std::min(max_buckets_, initial_buckets);
        while (next_buckets(final_buckets_) > final_buckets_) final_buckets_ = next_buckets(final_buckets_);
        if (buckets_ <= max_buckets_) return;
        if (max_buckets_ == 0) {
            std::vector<bucket>().swap(table_);
            buckets_ = used_ = 0;
        } else {
            grow(max_buckets_);
        }
    }
    [[nodiscard]] std::size_t budget() const noexcept { return budget_; }

    // Entries held, the most it will hold, and the bytes it occupies now.
    [[nodiscard]] std::size_t size() const noexcept { return used_; }
    [[nodiscard]] std::size_t capacity() const noexcept { return final_buckets_ * ways; }
    [[nodiscard]] std::size_t bytes() const noexcept { return table_.size() * sizeof(bucket); }
    // Results written, and of them the writes that evicted another state's entry.
    [[nodiscard]] std::uint64_t stores() const noexcept { return stores_; }
    [[nodiscard]] std::uint64_t replacements() const noexcept { return replacements_; }
    void reset_counts() noexcept { stores_ = replacements_ = 0; }

    // Forgets every entry (the table keeps its size).
    void clear() {
        std::fill(table_.begin(), table_.end(), bucket{});
        used_ = 0;
    }

    // A state's hash, mixed; its bucket is the hash's top 32 bits scaled to the bucket
    // count (under 2^32), so a hash computed once serves while the table grows.
    static std::uint64_t hash_of(const state& s) { return mix64(static_cast<std::uint64_t>(Hash{}(s))); }

    // Asks the processor to fetch the bucket of hash h (a hint, no effect on results).
    void prefetch([[maybe_unused]] std::uint64_t h) const noexcept {
#if defined(__GNUC__) || defined(__clang__)
        if (!table_.empty()) {
            const char* p = reinterpret_cast<const char*>(&table_[bucket_at(h)]);
            for (std::size_t at = 0; at < sizeof(bucket); at += 64) __builtin_prefetch(p + at);
        }
#endif
    }

    // The entry of s (h its hash_of), or null.
    const slot* find(const state& s, std::uint64_t h) const {
        if (table_.empty()) return nullptr;
        for (const slot& e : table_[bucket_at(h)].way)
            if (e.used() && e.key == s) return &e;
        return nullptr;
    }
    const slot* find(const state& s) const { return find(s, hash_of(s)); }

    // Whether the entry shows nimber != k.
    static bool excludes(const slot& e, nimber k) noexcept {
        return k < e.floor() || (k < kept_exclusions && ((e.excluded >> k) & 1U) != 0) ||
               (e.value() != unknown && e.value() != k);
    }

    // Records what n says of its state (a nimber, excluded values, a floor), and that its
    // nimber is not `not_k` (unknown: nothing more).
    void merge(const entry& n, nimber not_k) {
        if (max_buckets_ == 0) return;
        if (table_.empty()) {
            table_.resize(std::min(max_buckets_, initial_buckets));
            buckets_ = table_.size();
        } else if (used_ * 4 >= buckets_ * ways * 3) {
            if (const std::size_t next = next_buckets(buckets_); next > buckets_) grow(next);
        }
        ++stores_;
        slot* e = nullptr;
        for (slot& x : table_[bucket_of(n.key)].way)
            if (x.used() && x.key == n.key) e = &x;
        if (e == nullptr) {
            // A full bucket grows the table while it may (no entry is lost before then).
            bool full = true;
            for (const slot& x : table_[bucket_of(n.key)].way) full = full && x.used();
            if (full && used_ * 2 >= buckets_ * ways)
                if (const std::size_t next = next_buckets(buckets_); next > buckets_) grow(next);
            e = &place(n.key);
        }
        if (n.value < not_kept) e->known = static_cast<std::uint32_t>(n.value);
        e->excluded |= static_cast<exclusions>(n.excluded);
        e->low = std::max(e->low, static_cast<std::uint8_t>(std::min<nimber>(n.floor, top_floor)));
        e->cost = std::max(e->cost, cost_of(n.work));
        if (not_k != unknown && not_k == e->low && e->low < top_floor) ++e->low;
        while (e->low < kept_exclusions && ((e->excluded >> e->low) & 1U) != 0) ++e->low;
    }
    // Records that the nimber of s is v, found by `work` nodes.
    void store_value(const state& s, nimber v, std::uint64_t work) { merge(entry{s, 0, v, v, work}, unknown); }

    // Grows the table, as far as the budget allows, to hold n more entries at most half
    // full (where a full bucket makes it grow). load() calls it first: saved entries come in table
    // order, so in a table smaller than the one saved they would crowd into few buckets
    // and replace each other.
    void reserve(std::size_t n) {
        if (max_buckets_ == 0) return;
        std::size_t b = std::max(buckets_, std::min(max_buckets_, initial_buckets));
        while ((used_ + n) * 2 > b * ways) {
            const std::size_t next = next_buckets(b);
            if (next == b) break;
            b = next;
        }
        if (b == buckets_) return;
        if (table_.empty()) {
            table_.resize(b);
            buckets_ = b;
        } else {
            grow(b);
        }
    }

    // Calls f(const slot&) for each entry held, in table order.
    template <class F>
    void each_entry(F&& f) const {
        for (const bucket& bu : table_)
            for (const slot& e : bu.way)
                if (e.used()) f(e);
    }

private:
    static std::uint8_t cost_of(std::uint64_t work) noexcept {
        return static_cast<std::uint8_t>(std::bit_width(std::max<std::uint64_t>(work, 1)));
    }
    std::size_t bucket_at(std::uint64_t h) const noexcept {
        return static_cast<std::size_t>(((h >> 32) * static_cast<std::uint64_t>(buckets_)) >> 32);
    }
    std::size_t bucket_of(const state& s) const { return bucket_at(hash_of(s)); }

    // The size after b buckets: double while the old and the new table fit the budget
    // together, then once what is left of it; b when it cannot grow.
    std::size_t next_buckets(std::size_t b) const noexcept {
        const std::size_t next = std::min(2 * b, max_buckets_ - std::min(max_buckets_, b));
        return next > b ? next : b;
    }
    // Moves the entries to a table of n buckets (fewer: replacing as a full table does).
    void grow(std::size_t n) {
        std::vector<bucket> old(n);
        old.swap(table_);
        buckets_ = table_.size();
        used_ = 0;
        for (const bucket& bu : old)
            for (const slot& e : bu.way)
                if (e.used()) place(e.key) = e;
    }
    // A slot for key in its bucket, emptied: a free one, else the entry of least work's.
    slot& place(const state& key) {
        auto& way = table_[bucket_of(key)].way;
        std::size_t victim = 0;
        for (std::size_t i = 0; i < ways; ++i)
            if (way[victim].used() && (!way[i].used() || way[i].cost < way[victim].cost)) victim = i;
        if (way[victim].used())
            ++replacements_;
        else
            ++used_;
        way[victim] = slot{};
        way[victim].key = key;
        return way[victim];
    }

    std::size_t budget_ = 0;
    std::size_t buckets_ = 0, max_buckets_ = 0, final_buckets_ = 0;
    std::vector<bucket> table_;
    std::size_t used_ = 0;
    std::uint64_t stores_ = 0, replacements_ = 0;
};

}  // namespace sg::detail
