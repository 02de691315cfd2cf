// sg/search.hpp: sg::search<Game>, a solver for impartial games too large to enumerate:
// nimbers and outcomes by pruned outcome searches of G + *k (Lemoine and Viennot), split
// positions solved component by component, symmetry by the game's canonical form, and
// a transposition table of fixed size in bytes that can be saved and loaded.
#pragma once

#include "detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <array>
#include <bit>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <fstream>
#include <functional>
#include <istream>
#include <limits>
#include <ostream>
#include <span>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "detail/hash.hpp"
#include "error.hpp"
#include "game.hpp"
#include "queries.hpp"
#include "value.hpp"

namespace sg {

// Optional hooks of a game that sg::search uses when present:
//   state canonical(const state&) const;   one representative of the state's symmetry
//                                          class (a mirrored Cram board -> the same board)
//   std::uint64_t order_hint(const state&) const;  a size: smaller options are tried first
//   std::uint64_t nimber_bound(const state&) const;  an upper bound on the nimber (below)
//   std::uint64_t table_tag() const;       identifies the game (and its parameters) in a
//                                          saved table, so a wrong table is refused
// moves() may stop listing when emit returns false: the search's emit returns a bool.
template <class G>
concept has_canonical = requires(const G& g, const typename G::state& s) {
    { g.canonical(s) } -> std::convertible_to<typename G::state>;
};
// A game with canonical() may promise that moves() emits canonical states only
// (static constexpr bool canonical_moves = true;): the search then canonicalises only
// the states it is given.
template <class G>
concept has_canonical_moves = has_canonical<G> && requires {
    { G::canonical_moves } -> std::convertible_to<bool>;
} && static_cast<bool>(G::canonical_moves);
template <class G>
concept has_order_hint = requires(const G& g, const typename G::state& s) {
    { g.order_hint(s) } -> std::convertible_to<std::uint64_t>;
};
// std::uint64_t nimber_bound(const state&) const: an upper bound on the nimber (0: the
// nimber is 0, a second-player win the game can tell by looking, e.g. a symmetry).
template <class G>
concept has_nimber_bound = requires(const G& g, const typename G::state& s) {
    { g.nimber_bound(s) } -> std::convertible_to<std::uint64_t>;
};
template <class G>
concept has_table_tag = requires(const G& g) {
    { g.table_tag() } -> std::convertible_to<std::uint64_t>;
};

// Counters of a search solver since construction (or reset_stats()).
struct search_stats {
    std::uint64_t nodes = 0;         // outcome searches of a component plus a heap, G + *k
    std::uint64_t table_hits = 0;    // of them, answered by the table
    std::uint64_t bound_cuts = 0;    // of them, answered by the game's nimber bound
    std::uint64_t stores = 0;        // results written to the table
    std::uint64_t replacements = 0;  // of them, writes that evicted another state's entry
};

// The transposition table file (version 1), all integers little-endian:
//   bytes 0-7    "sgsearch"
//   8-11         version (1)
//   12-15        bytes of one state (sizeof(state))
//   16-23        the game's table_tag() (0 if the game has none)
//   24-31        number of entries n
//   then n entries: the state's bytes as in memory, excluded (u64: bit k set when the
//                state's nimber is known not to be k), floor (u64: the nimber is known
//                to be at least this), value (u64: the nimber, or 2^64 - 1 when
//                unknown), work (u64: search nodes the entry cost)
//   last 8       FNV-1a 64 of every byte before it
inline constexpr std::uint32_t search_table_version = 1;

template <class Game>
class search : public queries<search<Game>, typename detail::state_or_none<Game>::type> {
    static_assert(check_game<Game>());

public:
    using game_type = Game;
    using state = typename detail::state_or_none<Game>::type;
    using move_type = sg::move<state>;
    static_assert(!impartial_game<Game> || hashable_game<Game>,
                  "sg::search: the game's states need a hash (sg::hash, std::hash or Game::hash)");
    static_assert(!impartial_game<Game> || std::default_initializable<state>,
                  "sg::search: the game's state type must be default-constructible (table slots)");

    static constexpr std::size_t default_memory = std::size_t{64} << 20;  // 64 MiB

    // memory_bytes bounds the transposition table (it grows to that size as it fills);
    // 0 (or less than one bucket) means no table: answers stay exact, only slower.
    explicit search(Game game = Game{}, std::size_t memory_bytes = default_memory)
        : game_(std::move(game)), budget_(memory_bytes) {
        max_buckets_ = std::min<std::size_t>(memory_bytes / sizeof(bucket), std::numeric_limits<std::uint32_t>::max());
        final_buckets_ = std::min(max_buckets_, initial_buckets);
        while (next_buckets(final_buckets_) > final_buckets_) final_buckets_ = next_buckets(final_buckets_);
    }

    [[nodiscard]] const Game& game() const noexcept { return game_; }

    // ---- the hooks of sg/queries.hpp ----
    // The nimber of a component.
    [[nodiscard]] nimber component_value(const state& s) { return nimber_of(canon(s)); }
    // The outcome of one component, by an outcome search of s + *0 (stops at the first
    // winning move it finds).
    [[nodiscard]] bool component_is_zero(const state& s) { return !wins_with_heap(s, 0); }
    // Each move from s to a position of value target, in listing order, until f returns
    // false; the parts of a split but the largest are valued, the largest is tested.
    template <class F>
    void component_moves_to(const state& s, nimber target, F&& f) {
        bool go = true;
        // The moves are collected first: the tests below search (and list other states).
        std::vector<std::vector<state>> all;
        game_.moves(s, [&](const auto&... parts) { all.push_back(detail::parts_of<state>(parts...)); });
        for (auto& to : all) {
            if (!go) break;
            if (move_value_is(to, target)) go = f(std::span<const state>(to.data(), to.size()));
        }
    }

    // ---- beyond the common queries ----
    // Whether the player to move wins s + *k (s a component, *k a nim heap).
    [[nodiscard]] bool wins_with_heap(const state& s, nimber k) { return is_n(canon(s), k); }

    // Entries held in the table, and how many it can hold.
    [[nodiscard]] std::size_t size() const noexcept { return used_; }
    [[nodiscard]] std::size_t table_capacity() const noexcept { return final_buckets_ * ways; }
    [[nodiscard]] std::size_t memory_budget() const noexcept { return budget_; }
    // Bytes the table occupies now. It starts at 4096 slots and doubles when three
    // quarters full, as long as the old and the new table together fit the budget (so
    // memory never exceeds it), then grows once more into what is left: it ends with at
    // least half the budget (table_capacity() slots) and from then on replaces entries.
    [[nodiscard]] std::size_t table_bytes() const noexcept { return table_.size() * sizeof(bucket); }
    [[nodiscard]] const search_stats& stats() const noexcept { return stats_; }
    void reset_stats() noexcept { stats_ = {}; }
    // Forgets every entry.
    void clear() {
        std::fill(table_.begin(), table_.end(), bucket{});
        used_ = 0;
    }

    // Calls f(stats()) from inside the search after every `every` nodes (a power of two
    // at least 1024; others are rounded up): progress lines, or a time limit. f may throw:
    // the query is abandoned and the solver stays usable. An empty f turns it off.
    void set_progress(std::function<void(const search_stats&)> f, std::uint64_t every = 8192) {
        progress_ = std::move(f);
        progress_mask_ = std::bit_ceil(std::max<std::uint64_t>(every, 1024)) - 1;
    }

    // The deepest nesting of searches allowed (the search recurses); beyond it a query
    // throws limit_error and the solver stays usable.
    [[nodiscard]] std::size_t depth_limit() const noexcept { return depth_limit_; }
    void set_depth_limit(std::size_t d) noexcept { depth_limit_ = d; }

    // Writes the table to a stream or file (format above); states must be trivially
    // copyable. Throws sg::error when writing fails.
    void save(std::ostream& os) const
        requires std::is_trivially_copyable_v<state>
    {
        std::vector<unsigned char> out;
        out.insert(out.end(), magic.begin(), magic.end());
        put32(out, search_table_version);
        put32(out, static_cast<std::uint32_t>(sizeof(state)));
        put64(out, tag());
        put64(out, used_);
        for (const bucket& bu : table_)
            for (const slot& e : bu.way) {
                if (!e.used()) continue;
                const auto* b = reinterpret_cast<const unsigned char*>(&e.key);
                out.insert(out.end(), b, b + sizeof(state));
                put64(out, e.excluded);
                put64(out, e.floor());
                put64(out, e.value());
                put64(out, e.work());
            }
        put64(out, fnv1a(out.data(), out.size()));
        os.write(reinterpret_cast<const char*>(out.data()), static_cast<std::streamsize>(out.size()));
        if (!os) throw error("sg::search::save: writing the table failed");
    }
    void save(const std::string& path) const
        requires std::is_trivially_copyable_v<state>
    {
        std::ofstream os(path, std::ios::binary | std::ios::trunc);
        if (!os) throw error("sg::search::save: cannot open '" + path + "' for writing");
        save(os);
    }

    // Adds the entries of a saved table to this one (the budget and the replacement
    // policy apply as for any result). Throws sg::error, leaving the table unchanged, if
    // the data is not a table of this version, state size and game tag, or is damaged.
    void load(std::istream& is)
        requires std::is_trivially_copyable_v<state>
    {
        std::vector<unsigned char> in;
        std::array<char, 4096> buf;
        while (is.read(buf.data(), buf.size()) || is.gcount() > 0)
            in.insert(in.end(), buf.begin(), buf.begin() + is.gcount());
        constexpr std::size_t header = 32, record = sizeof(state) + 32;
        if (in.size() < header + 8 || !std::equal(magic.begin(), magic.end(), in.begin()))
            throw error("sg::search::load: not a search table (no \"sgsearch\" header)");
        if (const auto v = get32(in, 8); v != search_table_version)
            throw error("sg::search::load: table version " + std::to_string(v) + ", this library reads version " +
                        std::to_string(search_table_version));
        if (const auto b = get32(in, 12); b != sizeof(state))
            throw error("sg::search::load: the table holds states of " + std::to_string(b) +
                        " bytes, this game's are " + std::to_string(sizeof(state)));
        if (get64(in, 16) != tag()) throw error("sg::search::load: the table was saved for another game");
        const std::uint64_t n = get64(in, 24);
        if (n > (in.size() - header - 8) / record || header + n * record + 8 != in.size())
            throw error("sg::search::load: the table is truncated or has extra bytes");
        if (get64(in, in.size() - 8) != fnv1a(in.data(), in.size() - 8))
            throw error("sg::search::load: checksum mismatch (the table is damaged)");
        for (std::size_t i = 0; i < n; ++i) {
            const std::size_t at = header + i * record;
            state s;
            std::copy_n(in.begin() + static_cast<std::ptrdiff_t>(at), sizeof(state), reinterpret_cast<unsigned char*>(&s));
            const std::size_t f = at + sizeof(state);
            merge(entry{s, get64(in, f), get64(in, f + 8), get64(in, f + 16), std::max<std::uint64_t>(1, get64(in, f + 24))},
                  unknown);
        }
    }
    void load(const std::string& path)
        requires std::is_trivially_copyable_v<state>
    {
        std::ifstream is(path, std::ios::binary);
        if (!is) throw error("sg::search::load: cannot open '" + path + "'");
        load(is);
    }

private:
    static constexpr std::size_t ways = 4;  // slots per bucket
    static constexpr std::size_t initial_buckets = 1024;
    static constexpr nimber unknown = std::numeric_limits<nimber>::max();
    static constexpr std::array<unsigned char, 8> magic = {'s', 'g', 's', 'e', 'a', 'r', 'c', 'h'};

    // What a result says of a state: its nimber, excluded values, a floor, its cost.
    struct entry {
        state key{};
        std::uint64_t excluded = 0;  // bit k: the nimber is not k
        nimber floor = 0;            // the nimber is at least floor (none of 0 .. floor-1)
        nimber value = unknown;      // the nimber when known
        std::uint64_t work = 0;      // nodes searched to find it (>= 1)
    };
    // An entry as the table holds it, in sizeof(state) + 16 bytes: a nimber of 2^32 - 1
    // or more is not kept, a floor above 65535 is kept as 65535 (a lower bound still),
    // the work as its bit width (the replacement priority; 0 marks a free slot).
    static constexpr std::uint32_t no_value = std::numeric_limits<std::uint32_t>::max();
    static constexpr std::uint16_t top_floor = std::numeric_limits<std::uint16_t>::max();
    struct slot {
        state key{};
        std::uint64_t excluded = 0;
        std::uint32_t known = no_value;
        std::uint16_t low = 0;
        std::uint8_t cost = 0;
        [[nodiscard]] bool used() const noexcept { return cost != 0; }
        [[nodiscard]] nimber value() const noexcept { return known == no_value ? unknown : known; }
        [[nodiscard]] nimber floor() const noexcept { return low; }
        [[nodiscard]] std::uint64_t work() const noexcept { return std::uint64_t{1} << (cost - 1); }
    };
    static std::uint8_t cost_of(std::uint64_t work) noexcept {
        return static_cast<std::uint8_t>(std::bit_width(std::max<std::uint64_t>(work, 1)));
    }
    // A bucket of `ways` slots, aligned to the cache line, fetched as one.
    struct alignas(64) bucket {
        std::array<slot, ways> way{};
    };

    state canon(const state& s) const {
        if constexpr (has_canonical<Game>)
            return state(game_.canonical(s));
        else
            return s;
    }
    // A part emitted by moves().
    template <class T>
    decltype(auto) canon_part(T&& s) const {
        if constexpr (has_canonical_moves<Game>)
            return std::forward<T>(s);
        else
            return canon(s);
    }
    std::uint64_t hint(const state& s) const {
        if constexpr (has_order_hint<Game>)
            return static_cast<std::uint64_t>(game_.order_hint(s));
        else
            return 0;
    }
    // An upper bound on the nimber of s (the game's, else none).
    nimber bound(const state& s) const {
        if constexpr (has_nimber_bound<Game>)
            return static_cast<nimber>(game_.nimber_bound(s));
        else
            return unknown;
    }
    std::uint64_t tag() const {
        if constexpr (has_table_tag<Game>)
            return static_cast<std::uint64_t>(game_.table_tag());
        else
            return 0;
    }

    // ---- the table: buckets of `ways` slots; a new state replaces the slot of least work ----
    // A state's hash, mixed; its bucket is the hash's top 32 bits scaled to the bucket
    // count (under 2^32), so a hash computed once serves while the table grows.
    static std::uint64_t hash_of(const state& s) {
        return detail::mix64(static_cast<std::uint64_t>(state_hash_t<Game>{}(s)));
    }
    std::size_t bucket_at(std::uint64_t h) const noexcept {
        return static_cast<std::size_t>(((h >> 32) * static_cast<std::uint64_t>(buckets_)) >> 32);
    }
    std::size_t bucket_of(const state& s) const { return bucket_at(hash_of(s)); }
    // Asks the processor to fetch the bucket of hash h (a hint, no effect on results).
    void prefetch([[maybe_unused]] std::uint64_t h) const noexcept {
#if defined(__GNUC__) || defined(__clang__)
        if (!table_.empty()) {
            const char* p = reinterpret_cast<const char*>(&table_[bucket_at(h)]);
            for (std::size_t at = 0; at < sizeof(bucket); at += 64) __builtin_prefetch(p + at);
        }
#endif
    }
    const slot* find(const state& s, std::uint64_t h) const {
        if (table_.empty()) return nullptr;
        for (const slot& e : table_[bucket_at(h)].way)
            if (e.used() && e.key == s) return &e;
        return nullptr;
    }
    const slot* find(const state& s) const { return find(s, hash_of(s)); }
    // Records what n says of its state (a nimber, excluded values, a floor), and that its
    // nimber is not `not_k` (unknown: nothing more).
    void merge(const entry& n, nimber not_k) {
        if (max_buckets_ == 0) return;
        if (table_.empty()) {
            buckets_ = std::min(max_buckets_, initial_buckets);
            table_.resize(buckets_);
        } else if (used_ * 4 >= buckets_ * ways * 3) {
            if (const std::size_t next = next_buckets(buckets_); next > buckets_) grow(next);
        }
        ++stats_.stores;
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
        if (n.value < no_value) e->known = static_cast<std::uint32_t>(n.value);
        e->excluded |= n.excluded;
        e->low = std::max(e->low, static_cast<std::uint16_t>(std::min<nimber>(n.floor, top_floor)));
        e->cost = std::max(e->cost, cost_of(n.work));
        if (not_k != unknown && not_k == e->low && e->low < top_floor) ++e->low;
        while (e->low < 64 && ((e->excluded >> e->low) & 1U) != 0) ++e->low;
    }
    void store_value(const state& s, nimber v, std::uint64_t work) { merge(entry{s, 0, v, v, work}, unknown); }
    // Whether the entry shows nimber != k.
    static bool excludes(const slot& e, nimber k) noexcept {
        return k < e.floor() || (k < 64 && ((e.excluded >> k) & 1U) != 0) || (e.value() != unknown && e.value() != k);
    }

    // The size after b buckets: double while the old and the new table fit the budget
    // together, then once what is left of it; b when it cannot grow.
    std::size_t next_buckets(std::size_t b) const noexcept {
        const std::size_t next = std::min(2 * b, max_buckets_ - std::min(max_buckets_, b));
        return next > b ? next : b;
    }
    // Moves the entries to a table of n buckets.
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
            ++stats_.replacements;
        else
            ++used_;
        way[victim] = slot{};
        way[victim].key = key;
        return way[victim];
    }

    // Depth guard of the recursion.
    struct deeper {
        search& s;
        explicit deeper(search& x) : s(x) {
            if (++s.depth_ > s.depth_limit_) {
                --s.depth_;
                throw limit_error("sg::search: searches nested deeper than " + std::to_string(s.depth_limit_) +
                                      " (set_depth_limit raises it)",
                                  s.depth_limit_);
            }
        }
        ~deeper() { --s.depth_; }
        deeper(const deeper&) = delete;
        deeper& operator=(const deeper&) = delete;
    };

    // The nimber of a canonical component: the least k for which c + *k is a P-position.
    // Every k below the bound b excluded leaves b: it is stored without a search.
    nimber nimber_of(const state& c) {
        nimber k = 0;
        if (const slot* e = find(c)) {
            if (e->value() != unknown) return e->value();
            k = e->floor();
        }
        const nimber b = bound(c);
        for (;; ++k) {
            if (k >= b) {
                store_value(c, b, 1);
                return b;
            }
            if (!is_n(c, k)) return k;
        }
    }

    // Whether c + *k is an N-position (c canonical). The table answers when it knows c's
    // nimber or that it is not k; else the moves are searched for one to a P-position.
    bool is_n(const state& c, nimber k) {
        deeper guard(*this);
        ++stats_.nodes;
        if ((stats_.nodes & progress_mask_) == 0 && progress_) progress_(stats_);
        // Above the game's bound: a heap move to *nimber(c) wins; a bound of 0 is the nimber.
        if (const nimber b = bound(c); k > b || b == 0) {
            ++stats_.bound_cuts;
            return k != b;
        }
        if (const slot* e = find(c)) {
            if (e->value() != unknown) {
                ++stats_.table_hits;
                return e->value() != k;
            }
            if (excludes(*e, k)) {
                ++stats_.table_hits;
                return true;
            }
        }
        const std::uint64_t before = stats_.nodes;
        std::uint64_t seen = 0;
        const bool win = find_win(c, k, seen);
        const std::uint64_t work = stats_.nodes - before + 1;
        if (win) {  // with the values of c's options found on the way, all excluded
            merge(entry{c, seen | (k < 64 ? std::uint64_t{1} << k : 0), 0, unknown, work}, k);
        } else {
            store_value(c, k, work);  // c + *k is P: the nimber of c is k
        }
        return win;
    }

    // One option of c in the search: its parts (canonical), those of known nimber folded
    // into `known`, and the cost estimate used to order the options.
    struct option {
        std::size_t first, count;  // parts_[first .. first + count): the unknown parts
        nimber known;              // XOR of the parts whose nimber the table knows
        std::uint64_t cost;        // sum of the unknown parts' order hints
    };

    // Whether some move from c + *k reaches a P-position.
    // `seen` gets the values below 64 of options found on the way (excluded for c).
    bool find_win(const state& c, nimber k, std::uint64_t& seen) {
        // Buffers reused across searches at the same depth (a deque keeps them in place
        // while deeper searches add theirs).
        if (buffers_.size() < depth_) buffers_.resize(depth_);
        std::vector<state>& parts = buffers_[depth_ - 1].parts;
        std::vector<std::uint64_t>& hashes = buffers_[depth_ - 1].hashes;
        std::vector<option>& opts = buffers_[depth_ - 1].opts;
        parts.clear();
        hashes.clear();
        opts.clear();
        // Each option's parts are looked up in the table as they are listed, each bucket
        // fetched `lag` options ahead of its look-up (the look-ups are most of a node's
        // time, and independent of each other). The parts of known nimber are folded,
        // the rest kept in place (parts and options shrink from the front, never
        // overtaking what is still to be read). Two equal parts cancel (A + A = 0); a
        // part of bound 0 has nimber 0. A move to a known value k ends the listing (the
        // game's emit returns false: games that honour it stop listing). seen, bit v: an
        // option of nimber v < 64 (so nimber(c) != v).
        constexpr std::size_t lag = 2;
        std::size_t open = 0;  // options of unknown nimber
        std::size_t kept_parts = 0, kept_opts = 0, folded = 0;
        bool win = false;
        const auto fold = [&](const option from) {
            option o{kept_parts, 0, 0, 0};
            const slot* last = nullptr;
            nimber last_bound = unknown;
            unsigned width = 0;      // the largest bit width of the unknown parts' bounds
            std::uint64_t gone = 0;  // parts cancelled in pairs (only the first 64 checked)
            const std::size_t end = from.first + from.count;
            for (std::size_t i = from.first; i < end; ++i) {
                const std::size_t bit = i - from.first;
                if (bit < 64 && ((gone >> bit) & 1U) != 0) continue;
                bool paired = false;
                for (std::size_t j = i + 1; j < end && j - from.first < 64 && !paired; ++j)
                    if (((gone >> (j - from.first)) & 1U) == 0 && parts[j] == parts[i]) {
                        gone |= std::uint64_t{1} << (j - from.first);
                        paired = true;
                    }
                if (paired) continue;
                const slot* e = find(parts[i], hashes[i]);
                if (e && e->value() != unknown) {
                    o.known ^= e->value();
                    continue;
                }
                const nimber b = bound(parts[i]);
                if (b == 0) continue;
                o.cost += hint(parts[i]) + 1;
                parts[kept_parts++] = parts[i];
                ++o.count;
                last = e;
                last_bound = b;
                width = std::max(width, static_cast<unsigned>(std::bit_width(b)));
            }
            if (o.count == 0) {
                if (o.known == k) return true;  // a move to a position of known value
                if (o.known < 64) seen |= std::uint64_t{1} << o.known;
                return false;
            }
            ++open;
            // The unknown parts' XOR must be t = k ^ known: not when t has a bit above
            // every part's bound, nor when one part u is left whose nimber is known not t.
            const nimber t = k ^ o.known;
            if (static_cast<unsigned>(std::bit_width(t)) > width ||
                (o.count == 1 && (t > last_bound || (last != nullptr && excludes(*last, t))))) {
                kept_parts -= o.count;  // refuted
                return false;
            }
            opts[kept_opts++] = o;
            return false;
        };
        game_.moves(c, [&](const auto&... ps) {
            if (win) return false;
            const std::size_t first = parts.size();
            detail::for_each_part<state>([&](const state& p) { parts.push_back(canon_part(p)); }, ps...);
            opts.push_back(option{first, parts.size() - first, 0, 0});
            for (std::size_t i = hashes.size(); i < parts.size(); ++i) {
                hashes.push_back(hash_of(parts[i]));
                prefetch(hashes[i]);
            }
            if (opts.size() > lag) win = fold(opts[folded++]);
            return !win;
        });
        while (!win && folded < opts.size()) win = fold(opts[folded++]);
        const std::size_t listed = opts.size();
        opts.resize(kept_opts);
        parts.resize(kept_parts);
        if (win) return true;
        // The nimber of c is at most its number of options: above it, a heap move wins.
        if (k > listed) return true;
        // Counting: every option covers one value at most, so when the values below k
        // outnumber the options that may cover them, nimber(c) < k and a heap move wins.
        if (k < 64 && static_cast<std::size_t>(std::popcount(seen & ((std::uint64_t{1} << k) - 1))) + open < k)
            return true;
        // Cheapest options first: fewest unknown parts, then the smallest.
        std::stable_sort(opts.begin(), opts.end(), [](const option& a, const option& b) {
            return a.count != b.count ? a.count < b.count : a.cost < b.cost;
        });
        for (const option& o : opts) {
            // Every unknown part but the largest is valued; the largest is tested.
            std::size_t big = o.first;
            for (std::size_t i = o.first; i < o.first + o.count; ++i)
                if (hint(parts[i]) > hint(parts[big])) big = i;
            nimber x = o.known;
            for (std::size_t i = o.first; i < o.first + o.count; ++i)
                if (i != big) x ^= nimber_of(parts[i]);
            if (!is_n(parts[big], k ^ x)) return true;
        }
        // Moves in the heap: c + *j is P for some j < k exactly when nimber(c) < k; none
        // below the floor the table knows, nor at a value an option has.
        nimber j = 0;
        if (const slot* e = find(c)) j = std::min(k, e->floor());
        for (; j < k; ++j)
            if ((j >= 64 || ((seen >> j) & 1U) == 0) && !is_n(c, j)) return true;
        return false;
    }

    // Whether the move to the parts `to` reaches a position of value target.
    bool move_value_is(const std::vector<state>& to, nimber target) {
        if (to.empty()) return target == 0;
        std::size_t big = 0;
        for (std::size_t i = 1; i < to.size(); ++i)
            if (hint(to[i]) > hint(to[big])) big = i;
        nimber x = target;
        for (std::size_t i = 0; i < to.size(); ++i)
            if (i != big) x ^= nimber_of(canon_part(to[i]));
        return !is_n(canon_part(to[big]), x);
    }

    // ---- file helpers ----
    static void put32(std::vector<unsigned char>& o, std::uint32_t v) {
        for (int i = 0; i < 4; ++i) o.push_back(static_cast<unsigned char>(v >> (8 * i)));
    }
    static void put64(std::vector<unsigned char>& o, std::uint64_t v) {
        for (int i = 0; i < 8; ++i) o.push_back(static_cast<unsigned char>(v >> (8 * i)));
    }
    static std::uint32_t get32(const std::vector<unsigned char>& in, std::size_t at) {
        std::uint32_t v = 0;
        for (std::size_t i = 0; i < 4; ++i) v |= static_cast<std::uint32_t>(in[at + i]) << (8 * i);
        return v;
    }
    static std::uint64_t get64(const std::vector<unsigned char>& in, std::size_t at) {
        std::uint64_t v = 0;
        for (std::size_t i = 0; i < 8; ++i) v |= static_cast<std::uint64_t>(in[at + i]) << (8 * i);
        return v;
    }
    static std::uint64_t fnv1a(const unsigned char* p, std::size_t n) {
        std::uint64_t h = 0xcbf29ce484222325ULL;
        for (std::size_t i = 0; i < n; ++i) h = (h ^ p[i]) * 0x100000001b3ULL;
        return h;
    }

    Game game_;
    struct buffer {
        std::vector<state> parts;
        std::vector<std::uint64_t> hashes;  // of the parts
        std::vector<option> opts;
    };
    std::deque<buffer> buffers_;
    std::size_t budget_;
    std::size_t buckets_ = 0, max_buckets_ = 0, final_buckets_ = 0;
    std::vector<bucket> table_;
    std::size_t used_ = 0;
    search_stats stats_;
    std::size_t depth_ = 0;
    std::size_t depth_limit_ = 20000;
    std::function<void(const search_stats&)> progress_;
    std::uint64_t progress_mask_ = 0xffff;
};

}  // namespace sg
