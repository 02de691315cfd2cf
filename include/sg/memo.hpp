// sg/memo.hpp: the tables sg::grundy stores values in, and the protocol for plugging
// in another one: a flat table for dense games, an open-addressing hash table, and an
// adapter for any map type with the std::unordered_map interface.
#pragma once

#include "detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <bit>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include "error.hpp"
#include "game.hpp"
#include "value.hpp"

namespace sg {

// Markers a memo returns or stores besides real values.
inline constexpr nimber no_value = std::numeric_limits<nimber>::max();           // absent
inline constexpr nimber pending_value = std::numeric_limits<nimber>::max() - 1;  // being solved

// The memo protocol. `Memo::indexed` says whether keys are the game's dense indices
// (std::size_t from game.index(state)) or the states themselves.
//   nimber get(const key&) const;   // no_value if absent
//   void put(const key&, nimber);   // insert or overwrite
//   void erase(const key&);         // remove if present
//   std::size_t size() const;       // entries stored, pending ones included
//   void clear();
// and optionally std::size_t memory_bytes() const, the bytes it holds (for memory
// budgets; without it a memo counts size() times the bytes of a key and a value).
template <class M, class Key>
concept memo_for = requires(M& m, const M& cm, const Key& k, nimber v) {
    { cm.get(k) } -> std::same_as<nimber>;
    m.put(k, v);
    m.erase(k);
    { cm.size() } -> std::convertible_to<std::size_t>;
    m.clear();
    { M::indexed } -> std::convertible_to<bool>;
};

// A flat array of game.size() values, for dense games, allocated when the memo is made.
// Values are stored narrow: 1 byte a state while every value stored is below 254,
// widened to 2, 4 or 8 bytes (the table copied once) when a value does not fit; the two
// largest codes of each width stand for no_value and pending_value.
class dense_memo {
public:
    static constexpr bool indexed = true;

    explicit dense_memo(std::size_t n = 0) : n_(n), t1_(n, std::numeric_limits<std::uint8_t>::max()) {}

    [[nodiscard]] nimber get(std::size_t i) const {
        if (i >= n_) [[unlikely]]
            throw_range(i);
        switch (width_) {
            case 1: return decode(t1_[i]);
            case 2: return decode(t2_[i]);
            case 4: return decode(t4_[i]);
            default: return t8_[i];
        }
    }
    void put(std::size_t i, nimber v) {
        if (i >= n_) [[unlikely]]
            throw_range(i);
        if (v < pending_value && v >= fits_below()) [[unlikely]]
            widen(v);
        switch (width_) {
            case 1: store(t1_[i], v); break;
            case 2: store(t2_[i], v); break;
            case 4: store(t4_[i], v); break;
            default: store(t8_[i], v); break;
        }
    }
    void erase(std::size_t i) {
        if (i < n_ && get(i) != no_value) {
            switch (width_) {
                case 1: t1_[i] = std::numeric_limits<std::uint8_t>::max(); break;
                case 2: t2_[i] = std::numeric_limits<std::uint16_t>::max(); break;
                case 4: t4_[i] = std::numeric_limits<std::uint32_t>::max(); break;
                default: t8_[i] = no_value; break;
            }
            --count_;
        }
    }
    [[nodiscard]] std::size_t size() const noexcept { return count_; }
    [[nodiscard]] std::size_t capacity() const noexcept { return n_; }
    // Bytes a value takes now: 1, 2, 4 or 8.
    [[nodiscard]] unsigned width() const noexcept { return width_; }
    // The table (a widening holds the old and the new table while it copies).
    [[nodiscard]] std::size_t memory_bytes() const noexcept {
        return t1_.capacity() + t2_.capacity() * 2 + t4_.capacity() * 4 + t8_.capacity() * 8;
    }
    void clear() {
        std::fill(t1_.begin(), t1_.end(), std::numeric_limits<std::uint8_t>::max());
        std::fill(t2_.begin(), t2_.end(), std::numeric_limits<std::uint16_t>::max());
        std::fill(t4_.begin(), t4_.end(), std::numeric_limits<std::uint32_t>::max());
        std::fill(t8_.begin(), t8_.end(), no_value);
        count_ = 0;
    }

private:
    // The codes max and max - 1 of a narrow type are no_value and pending_value.
    template <class T>
    [[nodiscard]] static nimber decode(T x) noexcept {
        constexpr T top = std::numeric_limits<T>::max();
        return x >= top - 1 ? nimber{x} + (no_value - top) : nimber{x};
    }
    template <class T>
    void store(T& x, nimber v) noexcept {
        constexpr T top = std::numeric_limits<T>::max();
        count_ += x == top;
        if constexpr (sizeof(T) == sizeof(nimber))
            x = v;
        else
            x = static_cast<T>(v >= pending_value ? v - (no_value - top) : v);
    }
    // Values below this fit the present width.
    [[nodiscard]] nimber fits_below() const noexcept {
        return width_ == 8 ? pending_value : (nimber{1} << (8 * width_)) - 2;
    }
    template <class From, class To>
    static void convert(std::vector<From>& from, std::vector<To>& to) {
        to.resize(from.size());
        for (std::size_t i = 0; i < from.size(); ++i) {
            const nimber v = decode(from[i]);
            constexpr To top = std::numeric_limits<To>::max();
            if constexpr (sizeof(To) == sizeof(nimber))
                to[i] = v;
            else
                to[i] = static_cast<To>(v >= pending_value ? v - (no_value - top) : v);
        }
        std::vector<From>().swap(from);
    }
    template <class From>
    void widen_from(std::vector<From>& from, unsigned w) {
        if (w == 2) convert(from, t2_);
        else if (w == 4) convert(from, t4_);
        else convert(from, t8_);
    }
    // Widens the table until v fits.
    void widen(nimber v) {
        unsigned w = width_;
        while (w < 8 && v >= (nimber{1} << (8 * w)) - 2) w *= 2;
        switch (width_) {
            case 1: widen_from(t1_, w); break;
            case 2: widen_from(t2_, w); break;
            default: widen_from(t4_, w); break;
        }
        width_ = w;
    }
    [[noreturn]] void throw_range(std::size_t i) const {
        throw error("sg::dense_memo: game.index(state) returned " + std::to_string(i) +
                    ", outside 0 .. size()-1 = " + std::to_string(n_) + "-1");
    }

    std::size_t n_;
    unsigned width_ = 1;
    std::vector<std::uint8_t> t1_;
    std::vector<std::uint16_t> t2_;
    std::vector<std::uint32_t> t4_;
    std::vector<nimber> t8_;
    std::size_t count_ = 0;
};

// Open addressing with linear probing and backward-shift deletion; key and value share
// a slot, so a probe touches one cache line. Fibonacci hashing on top of Hash spreads
// identity hashes of small integers. Load factor at most 0.7.
template <class Key, class Hash = sg::hash<Key>, class Eq = std::equal_to<Key>>
    requires std::default_initializable<Key> && std::copyable<Key>
class hash_memo {
public:
    static constexpr bool indexed = false;

    hash_memo() { rehash(16); }

    [[nodiscard]] nimber get(const Key& k) const {
        for (std::size_t i = home(k);; i = (i + 1) & mask_) {
            const slot& s = slots_[i];
            if (s.value == no_value) return no_value;
            if (eq_(s.key, k)) return s.value;
        }
    }
    void put(const Key& k, nimber v) {
        SG_ASSERT(v != no_value);
        std::size_t i = home(k);
        for (;; i = (i + 1) & mask_) {
            slot& s = slots_[i];
            if (s.value == no_value) break;
            if (eq_(s.key, k)) {
                s.value = v;
                return;
            }
        }
        if ((count_ + 1) * 10 > slots_.size() * 7) {
            rehash(slots_.size() * 2);
            for (i = home(k); slots_[i].value != no_value; i = (i + 1) & mask_) {}
        }
        slots_[i].key = k;
        slots_[i].value = v;
        ++count_;
    }
    void erase(const Key& k) {
        std::size_t i = home(k);
        for (;; i = (i + 1) & mask_) {
            if (slots_[i].value == no_value) return;
            if (eq_(slots_[i].key, k)) break;
        }
        // Backward shift: pull later members of the probe run into the hole.
        for (std::size_t j = (i + 1) & mask_; slots_[j].value != no_value; j = (j + 1) & mask_) {
            const std::size_t h = home(slots_[j].key);
            // Move j into i unless its home lies cyclically within (i, j].
            if (((j - h) & mask_) >= ((j - i) & mask_)) {
                slots_[i] = std::move(slots_[j]);
                i = j;
            }
        }
        slots_[i] = slot{};
        --count_;
    }
    [[nodiscard]] std::size_t size() const noexcept { return count_; }
    // The slots (the table doubles when 70% full; while it does, the old table is held too).
    [[nodiscard]] std::size_t memory_bytes() const noexcept { return slots_.capacity() * sizeof(slot); }
    // Bytes the next new key would allocate: the doubled table when it is due, else 0.
    [[nodiscard]] std::size_t growth_bytes() const noexcept {
        return (count_ + 1) * 10 > slots_.size() * 7 ? 2 * slots_.size() * sizeof(slot) : 0;
    }
    void clear() {
        slots_.clear();
        count_ = 0;
        rehash(16);
    }
    void reserve(std::size_t n) {
        std::size_t cap = 16;
        while (n * 10 > cap * 7) cap *= 2;
        if (cap > slots_.size()) rehash(cap);
    }

private:
    struct slot {
        Key key{};
        nimber value = no_value;
    };
    [[nodiscard]] std::size_t home(const Key& k) const {
        return static_cast<std::size_t>((static_cast<std::uint64_t>(hash_(k)) * 0x9e3779b97f4a7c15ULL) >> shift_);
    }
    void rehash(std::size_t cap) {
        std::vector<slot> old = std::exchange(slots_, std::vector<slot>(cap));
        mask_ = cap - 1;
        shift_ = 64 - std::countr_zero(cap);
        for (slot& s : old) {
            if (s.value == no_value) continue;
            std::size_t i = home(s.key);
            while (slots_[i].value != no_value) i = (i + 1) & mask_;
            slots_[i] = std::move(s);
        }
    }

    std::vector<slot> slots_;
    std::size_t count_ = 0;
    std::size_t mask_ = 0;
    int shift_ = 64;
    [[no_unique_address]] Hash hash_{};
    [[no_unique_address]] Eq eq_{};
};

// Adapts any map from keys to sg::nimber with find / end / insert_or_assign / erase /
// size / clear (std::unordered_map, std::map, most third-party hash maps):
//   sg::grundy<my_game, sg::map_memo<std::map<my_game::state, sg::nimber>>> g;
template <class Map>
class map_memo {
public:
    static constexpr bool indexed = false;
    using key_type = typename Map::key_type;

    [[nodiscard]] nimber get(const key_type& k) const {
        auto it = map_.find(k);
        return it == map_.end() ? no_value : static_cast<nimber>(it->second);
    }
    void put(const key_type& k, nimber v) { map_.insert_or_assign(k, v); }
    void erase(const key_type& k) { map_.erase(k); }
    [[nodiscard]] std::size_t size() const noexcept { return map_.size(); }
    // An estimate: a node per entry (the entry and two pointers; four for a map without
    // buckets, a tree) and, for a hash map, a pointer per bucket.
    [[nodiscard]] std::size_t memory_bytes() const noexcept {
        using entry = typename Map::value_type;
        if constexpr (requires { map_.bucket_count(); })
            return map_.size() * (sizeof(entry) + 2 * sizeof(void*)) + map_.bucket_count() * sizeof(void*);
        else
            return map_.size() * (sizeof(entry) + 4 * sizeof(void*));
    }
    void clear() { map_.clear(); }
    [[nodiscard]] Map& map() noexcept { return map_; }
    [[nodiscard]] const Map& map() const noexcept { return map_; }

private:
    Map map_;
};

namespace detail {
// Stands in for a memo when the game type is not a game, so that only the
// static_asserts of sg::check_game speak.
struct no_memo {
    static constexpr bool indexed = false;
};
template <class G>
struct default_memo {
    using type = no_memo;
};
template <class G>
    requires(hashable_game<G> && !dense_game<G> && !std::default_initializable<typename G::state>)
struct default_memo<G> {
    using type = map_memo<std::unordered_map<typename G::state, nimber, state_hash_t<G>>>;
};
template <class G>
    requires(hashable_game<G> && !dense_game<G> && std::default_initializable<typename G::state>)
struct default_memo<G> {
    using type = hash_memo<typename G::state, state_hash_t<G>>;
};
template <class G>
    requires dense_game<G>
struct default_memo<G> {
    using type = dense_memo;
};
}  // namespace detail

namespace detail {
// A memo for game g: sized by g.size() when it is indexed.
template <class Memo, class Game>
Memo make_memo(const Game& g) {
    if constexpr (Memo::indexed)
        return Memo(static_cast<std::size_t>(g.size()));
    else
        return Memo{};
}
// Removes the pending marks an interrupted search left on the states (f.s) of its
// frames; finished values stay. For the solvers' error paths.
template <class Memo, class Frames, class Key>
void erase_pending(Memo& memo, const Frames& frames, Key key) noexcept {
    try {
        for (const auto& f : frames)
            if (memo.get(key(f.s)) == pending_value) memo.erase(key(f.s));
    } catch (...) {
    }
}
// Bytes a memo holds: its memory_bytes(), else size() entries of a key and a value.
template <class Memo, class Key>
[[nodiscard]] std::size_t memo_bytes(const Memo& m) noexcept {
    if constexpr (requires { m.memory_bytes(); })
        return static_cast<std::size_t>(m.memory_bytes());
    else
        return static_cast<std::size_t>(m.size()) * (sizeof(Key) + sizeof(nimber));
}
// Bytes a memo would allocate to store one more key (its growth_bytes(), else 0).
template <class Memo>
[[nodiscard]] std::size_t memo_growth_bytes(const Memo& m) noexcept {
    if constexpr (requires { m.growth_bytes(); })
        return static_cast<std::size_t>(m.growth_bytes());
    else
        return 0;
}
// The key of state s in a memo: g.index(s) when it is indexed, else s itself.
template <class Memo, class Game>
decltype(auto) memo_key(const Game& g, const typename Game::state& s) {
    if constexpr (Memo::indexed)
        return static_cast<std::size_t>(g.index(s));
    else
        return (s);  // const state&
}
}  // namespace detail

// dense_memo for dense games, else hash_memo (or map_memo over std::unordered_map for
// states that are not default-constructible).
template <class G>
using default_memo_t = typename detail::default_memo<G>::type;

}  // namespace sg
