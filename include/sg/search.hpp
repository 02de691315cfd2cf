// sg/search.hpp: sg::search<Game>, a solver for impartial games too large to enumerate:
// nimbers and outcomes by pruned outcome searches of G + *k (Lemoine and Viennot), split
// positions solved component by component, symmetry by the game's canonical form, and
// a transposition table of fixed size in bytes that can be saved and loaded. The table
// is detail/search_table.hpp, its file format detail/search_file.hpp.
#pragma once

#include "detail/config.hpp"  // first: stops below C++20

#include <algorithm>
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

#include "detail/budget.hpp"
#include "detail/search_file.hpp"
#include "detail/search_table.hpp"
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

namespace detail {
// What sg::search asks of a game, with the answer where the game gives none: a state's
// canonical form (the state), an order hint (0), an upper bound on the nimber
// (`none`), the table tag (0); and a part as moves() emits it, made canonical unless
// the game promises it is.
template <class Game, class State>
State search_canonical([[maybe_unused]] const Game& game, const State& s) {
    if constexpr (has_canonical<Game>)
        return State(game.canonical(s));
    else
        return s;
}
template <class Game, class State, class T>
decltype(auto) search_canonical_part([[maybe_unused]] const Game& game, T&& s) {
    if constexpr (has_canonical_moves<Game>)
        return std::forward<T>(s);
    else
        return search_canonical<Game, State>(game, s);
}
template <class Game, class State>
std::uint64_t search_hint([[maybe_unused]] const Game& game, [[maybe_unused]] const State& s) {
    if constexpr (has_order_hint<Game>)
        return static_cast<std::uint64_t>(game.order_hint(s));
    else
        return 0;
}
template <class Game, class State>
nimber search_bound([[maybe_unused]] const Game& game, [[maybe_unused]] const State& s,
                    [[maybe_unused]] nimber none) {
    if constexpr (has_nimber_bound<Game>)
        return static_cast<nimber>(game.nimber_bound(s));
    else
        return none;
}
template <class Game>
std::uint64_t search_tag([[maybe_unused]] const Game& game) {
    if constexpr (has_table_tag<Game>)
        return static_cast<std::uint64_t>(game.table_tag());
    else
        return 0;
}

// One level more of sg::search's recursion, for the guard's lifetime: past `limit`
// levels the constructor throws limit_error.
class search_depth_guard {
public:
    search_depth_guard(std::size_t& depth, std::size_t limit) : depth_(depth) {
        if (++depth_ > limit) {
            --depth_;
            throw limit_error("sg::search: searches nested deeper than " + std::to_string(limit) +
                                  " (set_depth_limit raises it)",
                              limit);
        }
    }
    ~search_depth_guard() { --depth_; }
    search_depth_guard(const search_depth_guard&) = delete;
    search_depth_guard& operator=(const search_depth_guard&) = delete;

private:
    std::size_t& depth_;
};

// One option of c in sg::search: its parts (canonical), those of known nimber folded
// into `known`, and the cost estimate used to order the options. A type per game, as
// are the buffers, so that each search's vectors are its own: shared by the searches of
// several games in one program, their push_back was not inlined (+9 % instructions on
// Chomp, measured).
template <class Game>
struct search_option {
    std::size_t first, count;  // parts[first .. first + count): the unknown parts
    nimber known;              // XOR of the parts whose nimber the table knows
    std::uint64_t cost;        // sum of the unknown parts' order hints
};

// The buffers of one level of sg::search, reused by the searches at that depth.
template <class Game>
struct search_buffer {
    std::vector<typename state_or_none<Game>::type> parts;
    std::vector<std::uint64_t> hashes;  // of the parts
    std::vector<search_option<Game>> opts;
};

// The options of one level of sg::search (the search of c + *k): what listing the
// moves of c has found (sg::search::list_options), and the folding of each option
// against the table.
template <class Game, class Table>
struct search_listing {
    using state = typename state_or_none<Game>::type;

    const Game& game;
    const Table& table;
    search_buffer<Game>& buf;  // the options kept and their unknown parts
    nimber k;                  // the heap beside c
    std::uint64_t seen = 0;    // bit v: an option of nimber v < 64 (so nimber(c) != v)
    std::size_t open = 0;      // options of unknown nimber
    std::size_t kept_parts = 0, kept_opts = 0, folded = 0;
    bool win = false;          // a move to a P-position found

    // Folds the parts of one listed option: those of known nimber into its `known`, the
    // rest kept (moved down to kept_parts). Two equal parts cancel (A + A = 0); a part
    // of bound 0 has nimber 0. Returns true if the option is a move to a P-position
    // (every part known, XOR k); an option that cannot be one is dropped, the others
    // are kept for the search.
    bool fold(const search_option<Game> from) {
        std::vector<state>& parts = buf.parts;
        const std::vector<std::uint64_t>& hashes = buf.hashes;
        search_option<Game> o{kept_parts, 0, 0, 0};
        const typename Table::slot* last = nullptr;
        nimber last_bound = Table::unknown;
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
            const typename Table::slot* e = table.find(parts[i], hashes[i]);
            if (e && e->value() != Table::unknown) {
                o.known ^= e->value();
                continue;
            }
            const nimber b = search_bound(game, parts[i], Table::unknown);
            if (b == 0) continue;
            o.cost += search_hint(game, parts[i]) + 1;
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
            (o.count == 1 && (t > last_bound || (last != nullptr && Table::excludes(*last, t))))) {
            kept_parts -= o.count;  // refuted
            return false;
        }
        buf.opts[kept_opts++] = o;
        return false;
    }
};
}  // namespace detail

// Counters of a search solver since construction (or reset_stats()).
struct search_stats {
    std::uint64_t nodes = 0;         // outcome searches of a component plus a heap, G + *k
    std::uint64_t table_hits = 0;    // of them, answered by the table
    std::uint64_t bound_cuts = 0;    // of them, answered by the game's nimber bound
    std::uint64_t stores = 0;        // results written to the table
    std::uint64_t replacements = 0;  // of them, writes that evicted another state's entry
};

// The version of the transposition table file that save() writes and load() reads (the
// format: detail/search_file.hpp).
inline constexpr std::uint32_t search_table_version = detail::search_file_version;

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
        : game_(std::move(game)), table_(memory_bytes) {}

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
    [[nodiscard]] std::size_t size() const noexcept { return table_.size(); }
    [[nodiscard]] std::size_t table_capacity() const noexcept { return table_.capacity(); }
    // Bytes the table occupies now. It starts at 1024 buckets and doubles when three
    // quarters full, as long as the old and the new table together fit the budget (so
    // memory never exceeds it), then grows once more into what is left: it ends with at
    // least half the budget (table_capacity() slots) and from then on replaces entries.
    [[nodiscard]] std::size_t table_bytes() const noexcept { return table_.bytes(); }

    // The memory budget, as every solver has one; here it bounds the table, which
    // replaces entries instead of passing it (a query never throws for memory).
    // memory_limit() is the budget (the constructor's memory_bytes); set_memory_limit
    // changes it, a smaller budget than the table's size moving the entries into a
    // table of the new size at once. memory_used(): the table's bytes and the search's
    // buffers (the options and parts of the searches on the current path, by their
    // vectors' capacities), which the budget does not bound.
    [[nodiscard]] std::size_t memory_limit() const noexcept { return table_.budget(); }
    void set_memory_limit(std::size_t bytes) { table_.set_budget(bytes); }
    [[nodiscard]] std::size_t memory_used() const noexcept {
        std::size_t bytes = table_.bytes();
        for (const buffer& b : buffers_) bytes += detail::bytes_of_all(b.parts, b.hashes, b.opts);
        return bytes;
    }

    // The counters since construction or reset_stats().
    [[nodiscard]] search_stats stats() const noexcept {
        search_stats s = stats_;
        s.stores = table_.stores();
        s.replacements = table_.replacements();
        return s;
    }
    void reset_stats() noexcept {
        stats_ = {};
        table_.reset_counts();
    }
    // Forgets every entry.
    void clear() { table_.clear(); }

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
        detail::save_search_table(table_, tag(), os);
    }
    void save(const std::string& path) const
        requires std::is_trivially_copyable_v<state>
    {
        std::ofstream os(path, std::ios::binary | std::ios::trunc);
        if (!os) throw error("sg::search::save: cannot open '" + path + "' for writing");
        save(os);
    }

    // Adds the entries of a saved table to this one: the table first grows, within the
    // budget, to hold them (so a table loads whole into a solver of the budget it was
    // saved from), then the replacement policy applies as for any result. Throws sg::error, leaving the table unchanged, if
    // the data is not a table of this version, state size and game tag, or is damaged.
    void load(std::istream& is)
        requires std::is_trivially_copyable_v<state>
    {
        detail::load_search_table(table_, tag(), is);
    }
    void load(const std::string& path)
        requires std::is_trivially_copyable_v<state>
    {
        std::ifstream is(path, std::ios::binary);
        if (!is) throw error("sg::search::load: cannot open '" + path + "'");
        load(is);
    }

private:
    using table_type = detail::search_table<state, state_hash_t<Game>>;
    using entry = typename table_type::entry;
    using slot = typename table_type::slot;
    using option = detail::search_option<Game>;
    using buffer = detail::search_buffer<Game>;
    using listing = detail::search_listing<Game, table_type>;
    static constexpr nimber unknown = table_type::unknown;

    state canon(const state& s) const { return detail::search_canonical(game_, s); }
    template <class T>
    decltype(auto) canon_part(T&& s) const {  // a part emitted by moves()
        return detail::search_canonical_part<Game, state>(game_, std::forward<T>(s));
    }
    std::uint64_t hint(const state& s) const { return detail::search_hint(game_, s); }
    nimber bound(const state& s) const { return detail::search_bound(game_, s, unknown); }
    std::uint64_t tag() const { return detail::search_tag(game_); }

    // The nimber of a canonical component: the least k for which c + *k is a P-position.
    // Every k below the bound b excluded leaves b: it is stored without a search.
    nimber nimber_of(const state& c) {
        nimber k = 0;
        if (const slot* e = table_.find(c)) {
            if (e->value() != unknown) return e->value();
            k = e->floor();
        }
        const nimber b = bound(c);
        for (;; ++k) {
            if (k >= b) {
                table_.store_value(c, b, 1);
                return b;
            }
            if (!is_n(c, k)) return k;
        }
    }

    // Whether c + *k is an N-position (c canonical). The table answers when it knows c's
    // nimber or that it is not k; else the moves are searched for one to a P-position.
    bool is_n(const state& c, nimber k) {
        const detail::search_depth_guard guard(depth_, depth_limit_);
        ++stats_.nodes;
        if ((stats_.nodes & progress_mask_) == 0 && progress_) progress_(stats());
        // Above the game's bound: a heap move to *nimber(c) wins; a bound of 0 is the nimber.
        if (const nimber b = bound(c); k > b || b == 0) {
            ++stats_.bound_cuts;
            return k != b;
        }
        if (const slot* e = table_.find(c)) {
            if (e->value() != unknown) {
                ++stats_.table_hits;
                return e->value() != k;
            }
            if (table_type::excludes(*e, k)) {
                ++stats_.table_hits;
                return true;
            }
        }
        const std::uint64_t before = stats_.nodes;
        std::uint64_t seen = 0;
        const bool win = find_win(c, k, seen);
        const std::uint64_t work = stats_.nodes - before + 1;
        if (win) {  // with the values of c's options found on the way, all excluded
            table_.merge(entry{c, seen | (k < 64 ? std::uint64_t{1} << k : 0), 0, unknown, work}, k);
        } else {
            table_.store_value(c, k, work);  // c + *k is P: the nimber of c is k
        }
        return win;
    }

    // Whether some move from c + *k reaches a P-position.
    // `seen` gets the values below 64 of options found on the way (excluded for c).
    bool find_win(const state& c, nimber k, std::uint64_t& seen) {
        // Buffers reused across searches at the same depth (a deque keeps them in place
        // while deeper searches add theirs).
        if (buffers_.size() < depth_) buffers_.resize(depth_);
        listing l{game_, table_, buffers_[depth_ - 1], k};
        const std::size_t listed = list_options(c, l);
        seen = l.seen;
        std::vector<state>& parts = l.buf.parts;
        std::vector<option>& opts = l.buf.opts;
        if (l.win) return true;
        // The nimber of c is at most its number of options: above it, a heap move wins.
        if (k > listed) return true;
        // Counting: every option covers one value at most, so when the values below k
        // outnumber the options that may cover them, nimber(c) < k and a heap move wins.
        if (k < 64 && static_cast<std::size_t>(std::popcount(seen & ((std::uint64_t{1} << k) - 1))) + l.open < k)
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
        if (const slot* e = table_.find(c)) j = std::min(k, e->floor());
        for (; j < k; ++j)
            if ((j >= 64 || ((seen >> j) & 1U) == 0) && !is_n(c, j)) return true;
        return false;
    }

    // Lists the moves of c into l.buf and folds each option (l.fold); returns the
    // number of options listed. Each option's parts are looked up in the table as they
    // are listed, each bucket fetched `lag` options ahead of its look-up (the look-ups
    // are most of a node's time, and independent of each other). The buffers keep the
    // options still open and their unknown parts (they shrink from the front, never
    // overtaking what is still to be read). A move to a known value k ends the listing
    // (the game's emit returns false: games that honour it stop listing).
    std::size_t list_options(const state& c, listing& l) {
        constexpr std::size_t lag = 2;
        std::vector<state>& parts = l.buf.parts;
        std::vector<std::uint64_t>& hashes = l.buf.hashes;
        std::vector<option>& opts = l.buf.opts;
        parts.clear();
        hashes.clear();
        opts.clear();
        game_.moves(c, [&](const auto&... ps) {
            if (l.win) return false;
            const std::size_t first = parts.size();
            detail::for_each_part<state>([&](const state& p) { parts.push_back(canon_part(p)); }, ps...);
            opts.push_back(option{first, parts.size() - first, 0, 0});
            for (std::size_t i = hashes.size(); i < parts.size(); ++i) {
                hashes.push_back(table_type::hash_of(parts[i]));
                table_.prefetch(hashes[i]);
            }
            if (opts.size() > lag) l.win = l.fold(opts[l.folded++]);
            return !l.win;
        });
        while (!l.win && l.folded < opts.size()) l.win = l.fold(opts[l.folded++]);
        const std::size_t listed = opts.size();
        opts.resize(l.kept_opts);
        parts.resize(l.kept_parts);
        return listed;
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

    Game game_;
    std::deque<buffer> buffers_;
    table_type table_;
    search_stats stats_;  // but stores and replacements, which the table counts
    std::size_t depth_ = 0;
    std::size_t depth_limit_ = 20000;
    std::function<void(const search_stats&)> progress_;
    std::uint64_t progress_mask_ = 0xffff;
};

}  // namespace sg
