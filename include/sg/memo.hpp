// sg/memo.hpp: the tables sg::grundy stores values in, and the protocol for plugging
// in another one: a flat table for dense games, an open-addressing hash table, and an
// adapter for any map type with the std::unordered_map interface; and the state
// interner built on a game's default memo (detail::interner).
#pragma once

#include "detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <bit>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include "detail/budget.hpp"
#include "detail/narrow.hpp"
#include "error.hpp"
#include "game.hpp"
#include "value.hpp"

namespace sg {

// The markers a memo returns or stores besides real values, no_value and
// pending_value, are in sg/value.hpp.

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
// Values are stored narrow (detail::narrow_store): 1 byte a state while every value
// stored is below 254, widened to 2, 4 or 8 bytes (the table copied once) when a value
// does not fit; the two largest codes of each width stand for no_value and
// pending_value.
class dense_memo {
public:
    static constexpr bool indexed = true;

    explicit dense_memo(std::size_t n = 0) : n_(n) { values_.resize(n, no_value); }

    [[nodiscard]] nimber get(std::size_t i) const {
        if (i >= n_) [[unlikely]]
            throw_range(i);
        return values_[i];
    }
    void put(std::size_t i, nimber v) {
        if (i >= n_) [[unlikely]]
            throw_range(i);
        count_ += values_.put(i, v);
    }
    void erase(std::size_t i) {
        if (i < n_ && !values_.put(i, no_value)) --count_;
    }
    // A view of the table at its present width T for a burst of get()s, which keeps
    // its address in a register and decodes without a switch; valid until the next put,
    // erase or clear.
    template <class T>
    class reader {
    public:
        [[nodiscard]] nimber get(std::size_t i) const {
            if (i >= n_) [[unlikely]]
                memo_->throw_range(i);
            return detail::narrow_decode(data_[i]);
        }

    private:
        friend class dense_memo;
        reader(const dense_memo& m, const std::vector<T>& t) : data_(t.data()), n_(m.n_), memo_(&m) {}
        const T* data_;
        std::size_t n_;
        const dense_memo* memo_;
    };
    // f(reader) with the reader of the present width; returns what f returns. (A switch
    // of its own rather than the store's visit(): the solver's listing loop, inlined into
    // each case, is then unrolled as in a hand loop, which it was not through visit.)
    template <class F>
    decltype(auto) read(F&& f) const {
        switch (values_.width()) {
            case 1: return f(reader<std::uint8_t>(*this, values_.table<std::uint8_t>()));
            case 2: return f(reader<std::uint16_t>(*this, values_.table<std::uint16_t>()));
            case 4: return f(reader<std::uint32_t>(*this, values_.table<std::uint32_t>()));
            default: return f(reader<std::uint64_t>(*this, values_.table<std::uint64_t>()));
        }
    }

    [[nodiscard]] std::size_t size() const noexcept { return count_; }
    [[nodiscard]] std::size_t capacity() const noexcept { return n_; }
    // Bytes a value takes now: 1, 2, 4 or 8.
    [[nodiscard]] unsigned width() const noexcept { return values_.width(); }
    // The table (a widening holds the old and the new table while it copies).
    [[nodiscard]] std::size_t memory_bytes() const noexcept { return values_.memory_bytes(); }
    void clear() {
        values_.fill(no_value);
        count_ = 0;
    }

private:
    [[noreturn]] void throw_range(std::size_t i) const {
        throw error("sg::dense_memo: game.index(state) returned " + std::to_string(i) +
                    ", outside 0 .. size()-1 = " + std::to_string(n_) + "-1");
    }

    std::size_t n_;
    detail::narrow_store<true> values_;
    std::size_t count_ = 0;
};

// Open addressing with linear probing and backward-shift deletion; key and value share
// a slot, so a probe touches one cache line. Fibonacci hashing on top of Hash spreads
// identity hashes of small integers. Load factor at most 0.7. Values are stored as
// narrow as the slot allows without growing it (4 bytes beside an int key: 8-byte
// slots), and the table is widened to 8-byte values (copied once, slot for slot) by the
// first value that does not fit; the two largest codes stand for no_value and
// pending_value.
template <class Key, class Hash = sg::hash<Key>, class Eq = std::equal_to<Key>>
    requires std::default_initializable<Key> && std::copyable<Key>
class hash_memo {
    template <class V>
    struct slot {
        Key key{};
        V value = std::numeric_limits<V>::max();  // no_value: the slot is empty
    };
    // The widest value type that fits in the padding of a slot with a 1-byte value.
    using narrow_value =
        std::conditional_t<sizeof(slot<nimber>) == sizeof(slot<std::uint8_t>), nimber,
                           std::conditional_t<sizeof(slot<std::uint32_t>) == sizeof(slot<std::uint8_t>), std::uint32_t,
                                              std::conditional_t<sizeof(slot<std::uint16_t>) == sizeof(slot<std::uint8_t>),
                                                                 std::uint16_t, std::uint8_t>>>;
    static constexpr bool widens = !std::is_same_v<narrow_value, nimber>;
    using wide_value = std::conditional_t<widens, nimber, std::uint8_t>;  // unused unless widens

public:
    static constexpr bool indexed = false;

    hash_memo() { rehash(narrow_, 16); }

    [[nodiscard]] nimber get(const Key& k) const {
        if (wide()) [[unlikely]]
            return find(wide_, k);
        return find(narrow_, k);
    }
    void put(const Key& k, nimber v) {
        SG_ASSERT(v != no_value);
        if constexpr (widens) {
            if (!wide_used_) {
                if (!detail::too_wide_for<narrow_value>(v)) [[likely]]
                    return put_in(narrow_, k, v);
                widen();
            }
            put_in(wide_, k, v);
        } else {
            put_in(narrow_, k, v);
        }
    }
    void erase(const Key& k) {
        if (wide()) [[unlikely]]
            erase_in(wide_, k);
        else
            erase_in(narrow_, k);
    }
    [[nodiscard]] std::size_t size() const noexcept { return count_; }
    // Bytes a stored value takes in a slot: 1, 2, 4 or 8.
    [[nodiscard]] unsigned width() const noexcept {
        return wide() ? 8u : static_cast<unsigned>(sizeof(narrow_value));
    }
    // Bytes of one slot now (the table has up to 1/0.7 slots a key).
    [[nodiscard]] std::size_t slot_bytes() const noexcept {
        return wide() ? sizeof(slot<wide_value>) : sizeof(slot<narrow_value>);
    }
    // The slots (the table doubles when 70% full, and is copied once when widened; while
    // it does either, the old table is held too).
    [[nodiscard]] std::size_t memory_bytes() const noexcept {
        return narrow_.capacity() * sizeof(slot<narrow_value>) + wide_.capacity() * sizeof(slot<wide_value>);
    }
    // Bytes the next new key would allocate: the doubled table when it is due, else 0.
    [[nodiscard]] std::size_t growth_bytes() const noexcept {
        return (count_ + 1) * 10 > capacity() * 7 ? 2 * capacity() * slot_bytes() : 0;
    }
    void clear() {
        std::vector<slot<narrow_value>>().swap(narrow_);
        std::vector<slot<wide_value>>().swap(wide_);
        wide_used_ = false;
        count_ = 0;
        rehash(narrow_, 16);
    }
    void reserve(std::size_t n) {
        std::size_t cap = 16;
        while (n * 10 > cap * 7) cap *= 2;
        if (cap <= capacity()) return;
        if (wide())
            rehash(wide_, cap);
        else
            rehash(narrow_, cap);
    }

private:
    [[nodiscard]] bool wide() const noexcept {
        if constexpr (widens)
            return wide_used_;
        else
            return false;
    }
    [[nodiscard]] std::size_t capacity() const noexcept { return mask_ + 1; }
    [[nodiscard]] std::size_t home(const Key& k) const {
        return static_cast<std::size_t>((static_cast<std::uint64_t>(hash_(k)) * 0x9e3779b97f4a7c15ULL) >> shift_);
    }
    template <class V>
    static constexpr V empty = std::numeric_limits<V>::max();

    template <class V>
    [[nodiscard]] nimber find(const std::vector<slot<V>>& t, const Key& k) const {
        for (std::size_t i = home(k);; i = (i + 1) & mask_) {
            const slot<V>& s = t[i];
            if (s.value == empty<V>) return no_value;
            if (eq_(s.key, k)) return detail::narrow_decode(s.value);
        }
    }
    template <class V>
    void put_in(std::vector<slot<V>>& t, const Key& k, nimber v) {
        std::size_t i = home(k);
        for (;; i = (i + 1) & mask_) {
            slot<V>& s = t[i];
            if (s.value == empty<V>) break;
            if (eq_(s.key, k)) {
                s.value = detail::narrow_encode<V>(v);
                return;
            }
        }
        if ((count_ + 1) * 10 > t.size() * 7) {
            rehash(t, t.size() * 2);
            for (i = home(k); t[i].value != empty<V>; i = (i + 1) & mask_) {}
        }
        t[i].key = k;
        t[i].value = detail::narrow_encode<V>(v);
        ++count_;
    }
    template <class V>
    void erase_in(std::vector<slot<V>>& t, const Key& k) {
        std::size_t i = home(k);
        for (;; i = (i + 1) & mask_) {
            if (t[i].value == empty<V>) return;
            if (eq_(t[i].key, k)) break;
        }
        // Backward shift: pull later members of the probe run into the hole.
        for (std::size_t j = (i + 1) & mask_; t[j].value != empty<V>; j = (j + 1) & mask_) {
            const std::size_t h = home(t[j].key);
            // Move j into i unless its home lies cyclically within (i, j].
            if (((j - h) & mask_) >= ((j - i) & mask_)) {
                t[i] = std::move(t[j]);
                i = j;
            }
        }
        t[i] = slot<V>{};
        --count_;
    }
    template <class V>
    void rehash(std::vector<slot<V>>& t, std::size_t cap) {
        std::vector<slot<V>> old = std::exchange(t, std::vector<slot<V>>(cap));
        mask_ = cap - 1;
        shift_ = 64 - std::countr_zero(cap);
        for (slot<V>& s : old) {
            if (s.value == empty<V>) continue;
            std::size_t i = home(s.key);
            while (t[i].value != empty<V>) i = (i + 1) & mask_;
            t[i] = std::move(s);
        }
    }
    // Copies the table to 8-byte values, each key in the same slot.
    void widen() {
        wide_.resize(narrow_.size());
        for (std::size_t i = 0; i < narrow_.size(); ++i) {
            slot<narrow_value>& s = narrow_[i];
            if (s.value == empty<narrow_value>) continue;
            wide_[i].key = std::move(s.key);
            wide_[i].value = detail::narrow_encode<wide_value>(detail::narrow_decode(s.value));
        }
        std::vector<slot<narrow_value>>().swap(narrow_);
        wide_used_ = true;
    }

    std::vector<slot<narrow_value>> narrow_;
    std::vector<slot<wide_value>> wide_;  // the table once widened
    std::size_t count_ = 0;
    std::size_t mask_ = 0;
    int shift_ = 64;
    bool wide_used_ = false;
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
Memo make_memo([[maybe_unused]] const Game& g) {
    if constexpr (Memo::indexed) {
        const auto n = g.size();
        using N [[maybe_unused]] = std::remove_cvref_t<decltype(n)>;
        if constexpr (std::is_integral_v<N> && sizeof(N) > sizeof(std::size_t) && sizeof(N) <= sizeof(std::uint64_t)) {
            // A 64-bit size() where size_t has 32 bits: a table that cannot be indexed.
            if (!std::in_range<std::size_t>(n))
                throw limit_error("sg: the game's size() " + std::to_string(n) + " does not fit in a size_t",
                                  std::numeric_limits<std::size_t>::max());
        }
        return Memo(static_cast<std::size_t>(n));
    } else {
        return Memo{};
    }
}
// Removes the pending mark an interrupted search left on key k (a finished value
// stays). For the solvers' error paths (detail::acyclic_path::unwind).
template <class Memo, class Key>
void unmark_pending(Memo& memo, const Key& k) noexcept {
    try {
        if (memo.get(k) == pending_value) memo.erase(k);
    } catch (...) {
    }
}
// Calls f(reader) with a view of memo m for a burst of get()s, valid while m does not
// change: what m.read(f) passes when m has it (dense_memo: one reader a width), else a
// view that forwards to m.get.
template <class Memo>
struct memo_view {
    const Memo& memo;
    template <class K>
    [[nodiscard]] nimber get(const K& k) const {
        return memo.get(k);
    }
};
template <class Memo, class F>
decltype(auto) with_reader(const Memo& m, F&& f) {
    if constexpr (requires { m.read(f); })
        return m.read(f);
    else
        return f(memo_view<Memo>{m});
}
// Bytes a memo holds: its memory_bytes(), else size() entries of a key and a value.
template <class Memo, class Key>
[[nodiscard]] std::size_t memo_bytes(const Memo& m) noexcept {
    if constexpr (requires { m.memory_bytes(); })
        return static_cast<std::size_t>(m.memory_bytes());
    else
        return static_cast<std::size_t>(m.size()) * (sizeof(Key) + sizeof(nimber));
}
// The key of state s in a memo: g.index(s) when it is indexed, else s itself.
template <class Memo, class Game>
decltype(auto) memo_key([[maybe_unused]] const Game& g, const typename Game::state& s) {
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

namespace sg::detail {

// The one state interner (sg::misere, sg::loopy): numbers the distinct states of a game
// 0, 1, 2, ... in the order first seen, with the game's default memo as the map; state
// -> id and id -> state. The game is passed to each call (it gives the dense index of a
// state when the memo is indexed), so the interner can live beside it in a solver.
template <class Game, class Id = std::uint32_t>
class interner {
public:
    using state = typename state_or_none<Game>::type;
    using id_type = Id;
    static constexpr id_type none = static_cast<id_type>(-1);

    explicit interner(const Game& g) : map_(make_memo<memo_type>(g)) {}

    // The id of s, or none if s was not added.
    [[nodiscard]] id_type find(const Game& g, const state& s) const {
        const nimber known = map_.get(memo_key<memo_type>(g, s));
        return known == no_value ? none : static_cast<id_type>(known);
    }
    // Adds s, which must not be known yet, and returns its id (the number of states
    // before it).
    id_type add(const Game& g, const state& s) {
        const auto id = static_cast<id_type>(states_.size());
        map_.put(memo_key<memo_type>(g, s), static_cast<nimber>(id));
        states_.push_back(s);
        return id;
    }

    [[nodiscard]] const state& operator[](std::size_t id) const noexcept { return states_[id]; }
    [[nodiscard]] const std::vector<state>& states() const noexcept { return states_; }
    [[nodiscard]] std::size_t size() const noexcept { return states_.size(); }
    // Bytes held: the map and the states (for memory budgets).
    [[nodiscard]] std::size_t memory_bytes() const noexcept {
        using key = std::conditional_t<memo_type::indexed, std::size_t, state>;
        return memo_bytes<memo_type, key>(map_) + bytes_of(states_);
    }
    // Bytes the next add() would allocate: the map's growth.
    [[nodiscard]] std::size_t growth_bytes() const noexcept { return growth_bytes_of(map_); }

    // Forgets the states added after the first n.
    void truncate(const Game& g, std::size_t n) {
        for (std::size_t i = n; i < states_.size(); ++i) map_.erase(memo_key<memo_type>(g, states_[i]));
        states_.erase(states_.begin() + static_cast<std::ptrdiff_t>(n), states_.end());
    }
    void clear() {
        map_.clear();
        states_.clear();
    }

private:
    using memo_type = default_memo_t<Game>;
    memo_type map_;
    std::vector<state> states_;
};

}  // namespace sg::detail
