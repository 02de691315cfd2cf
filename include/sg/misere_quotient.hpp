// sg/misere_quotient.hpp: sg::misere_quotient<Game>, the misère quotient (Plambeck;
// Plambeck and Siegel 2008) of the sums of heaps up to n of a heap game, built heap by
// heap: each bound's quotient is extended from the previous one's monoid (the
// bipartite-monoid construction; learned from searched sums where that finds none) and
// verified exhaustively; the misère outcome and winning moves of any such sum in
// O(k) for k heaps, the normal-play value beside it; a period of the heaps' elements
// proved for every heap (then the quotient of all heaps: sg::periodic_quotient); and
// Conway's genus of any position (sg::genus), by whole-sum searches.
#pragma once

#include "detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <istream>
#include <limits>
#include <map>
#include <optional>
#include <ostream>
#include <ranges>
#include <span>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "detail/budget.hpp"
#include "detail/hash.hpp"
#include "detail/list_interner.hpp"
#include "error.hpp"
#include "game.hpp"
#include "grundy.hpp"
#include "misere.hpp"
#include "periodic.hpp"
#include "queries.hpp"
#include "value.hpp"

namespace sg {

// Conway's genus g^(γ0 γ1 ...) of a position of any game (ONAG ch. 12): g its
// normal-play Grundy value, γk the misère Grundy value of the position plus k Nim heaps
// of size 2, for k = 0 .. terms - 1, each exact by whole-sum search (sg::misere); no
// quotient is built. Throws limit_error (kind bytes) past max_bytes.
struct genus_symbol {
    nimber g;
    std::vector<nimber> gamma;
};

namespace detail {
// The game with Nim heaps beside it: {0, s} is the game's state s, {m + 1, {}} a Nim
// heap of size m.
template <class Game>
struct with_nim_heaps {
    const Game* game;
    using state = std::pair<std::uint64_t, state_t<Game>>;
    void moves(const state& s, auto&& emit) const {
        if (s.first > 0) {
            for (std::uint64_t m = 1; m < s.first; ++m) emit(state{m, {}});
        } else {
            game->moves(s.second, [&](const auto&... parts) { emit(state{0, static_cast<state_t<Game>>(parts)}...); });
        }
    }
};
}  // namespace detail

template <class Game>
[[nodiscard]] genus_symbol genus(const Game& game, const state_t<Game>& s, std::size_t terms = 6,
                                 std::size_t max_bytes = detail::memory_budget::unlimited) {
    sg::grundy<Game> normal(game);
    normal.set_memory_limit(max_bytes);
    genus_symbol out{normal(s), {}};
    using plus_nim = detail::with_nim_heaps<Game>;
    sg::misere<plus_nim> search{plus_nim{&game}};
    search.set_memory_limit(max_bytes);
    std::vector<typename plus_nim::state> pos{{0, s}};
    for (std::size_t k = 0; k < terms; ++k) {
        out.gamma.push_back(search.value(pos));
        pos.push_back({3, {}});  // *2
    }
    return out;
}

// The conventional writing: terms from which the sequence repeats with period 2
// (within those computed) are dropped after the first two of them.
[[nodiscard]] inline std::string genus_string(const genus_symbol& s) {
    std::size_t len = s.gamma.size();
    while (len >= 3 && s.gamma[len - 1] == s.gamma[len - 3]) --len;
    std::string out = std::to_string(s.g) + "^";
    for (std::size_t k = 0; k < len; ++k) {
        if (s.gamma[k] > 9) {
            out += (k ? "," : "") + std::to_string(s.gamma[k]);
        } else {
            out += std::to_string(s.gamma[k]);
        }
    }
    return out;
}

// How far the construction of a quotient has got (see quotient_limits::progress).
struct quotient_progress {
    std::size_t bound = 0;        // the heap being added: heaps below it are settled
    std::size_t order = 0;        // elements of the quotient of the heaps below `bound`
    std::size_t tests = 0;        // distinguishing sums learned so far
    std::uint64_t positions = 0;  // positions searched so far, over all bounds
};

// A bound the construction has settled (see quotient_limits::checkpoint).
struct quotient_checkpoint {
    std::size_t bound = 0;  // the heaps settled: 0 .. bound
    std::size_t order = 0;  // elements of their quotient
    bool stopped = false;   // the construction stops here: an exception is on its way
    // Writes the quotient of heaps 0 .. bound as misere_quotient::save() does, for the
    // constructor that goes on from it; callable during the call only.
    std::function<void(std::ostream&)> save;
};

// The bounds of the search for a quotient (see docs/misere_quotient.md).
struct quotient_limits {
    std::size_t max_order = 8192;      // at most this many elements (of every table built)
    std::size_t max_tests = 4096;      // distinguishing sums learned
    std::size_t max_states = 2000000;  // verification states (element, option set)
    std::size_t search_limit = 20000000;  // positions stored by the searches of one bound
    // Bytes: the searches' positions, the verification's states and the tables,
    // estimated by the containers' sizes (see memory_used()).
    std::size_t max_bytes = detail::memory_budget::unlimited;
    // Called after each bound is settled and every 4096 steps of work (outcomes asked,
    // table entries, verification states); it may throw to stop the construction (the
    // exception leaves the constructor).
    std::function<void(const quotient_progress&)> progress;
    // Called after each bound is settled, and once more, with the last bound settled,
    // when an exception (from progress, or a limit) stops the construction: a long run
    // can save what it has settled, and a later run go on from there.
    std::function<void(const quotient_checkpoint&)> checkpoint;
    // Stop at the first bound whose heaps prove a period (misere_quotient::period): the
    // quotient is then that of every heap, and heap_bound() that bound.
    bool stop_at_period = false;
    // Build every bound by learning from searched sums, never by extending the previous
    // bound's monoid: slower, and kept as a construction independent of the other.
    bool learn_only = false;
};

// A period of the heaps' elements, proved for every heap: heap h + period has the element
// of heap h for every h >= preperiod (misere_quotient::period).
struct quotient_period {
    std::size_t preperiod = 0;
    std::size_t period = 0;
    friend bool operator==(const quotient_period&, const quotient_period&) = default;
};

namespace detail {
// A heap game that says how far a period of its heaps must be checked to hold for every
// heap (octal_game, subtraction_game: period_check_end(n0, p), nothing where no theorem
// holds).
template <class Game>
concept has_period_check = requires(const Game& g, std::uint64_t n) {
    { g.period_check_end(n, n) } -> std::convertible_to<std::optional<std::uint64_t>>;
};

// The shortest period p of the heaps' elements el[0..m] (and, for it, the least
// preperiod n0) that the periodicity theorem proves for every heap: sg::find_period with
// the run the theorem asks for, el[h + p] == el[h] for n0 <= h < period_check_end(n0, p).
// Nothing for a game without the hook, or where the hook gives no bound.
template <class Game, class Element>
std::optional<quotient_period> proved_period(const Game& game, const std::vector<Element>& el, std::size_t m) {
    if constexpr (has_period_check<Game>) {
        const auto found = find_period(
            m + 1, [&el](std::size_t h) { return static_cast<nimber>(el[h]); },
            [&game](std::uint64_t n0, std::uint64_t p) {
                const std::optional<std::uint64_t> end = game.period_check_end(n0, p);
                return end ? *end - n0 : std::numeric_limits<std::uint64_t>::max();
            });
        if (found) return quotient_period{static_cast<std::size_t>(found->preperiod), static_cast<std::size_t>(found->period)};
    }
    return std::nullopt;
}
}  // namespace detail

namespace detail {
// The powers a^0, a^1, ... of an element up to the first repeat: a^(index + period) =
// a^index, so x * a^c for c above index + period repeats one of c = 0 .. top().
struct power_cycle {
    std::vector<std::uint32_t> pw;
    std::size_t index = 0, period = 0;

    template <class Mul>
    static power_cycle of(std::uint32_t a, Mul mul) {
        power_cycle p{{0}};
        for (;;) {
            const std::uint32_t nx = mul(p.pw.back(), a);
            const auto it = std::find(p.pw.begin(), p.pw.end(), nx);
            if (it != p.pw.end()) {
                p.index = static_cast<std::size_t>(it - p.pw.begin());
                p.period = p.pw.size() - p.index;
                return p;
            }
            p.pw.push_back(nx);
        }
    }
    std::size_t top() const noexcept { return index + period; }
    std::uint32_t power(std::size_t c) const { return c < pw.size() ? pw[c] : pw[index + (c - index) % period]; }
};

// How the verification of a misère quotient reached a state: the state of the previous
// layer it came from, and the count of the layer's heap added to it.
struct state_link {
    std::size_t parent;
    std::size_t count;
};

// A layer of the verification's states (x, F): the element, then the set F as words of
// 64 bits, each with its least link (count, then parent); kept once each (open addressing
// on the words), in the order of first reaching, or in the order of their links after
// sorted().
class quotient_states {
public:
    explicit quotient_states(std::size_t words) : stride_(1 + words) {}

    [[nodiscard]] std::size_t size() const noexcept { return keys_.size() / stride_; }
    [[nodiscard]] std::span<const std::uint64_t> key(std::size_t i) const { return {keys_.data() + i * stride_, stride_}; }
    // Adds the state `key` (stride words) reached by `l`, unless it is there (then it keeps
    // the lesser link): whether it was added.
    bool add(std::span<const std::uint64_t> k, state_link l) {
        if (2 * (size() + 1) > slots_.size()) rehash(std::max<std::size_t>(64, 2 * slots_.size()));
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t i = hash_of(k) & mask;; i = (i + 1) & mask) {
            if (slots_[i] == 0) {
                slots_[i] = size() + 1;
                keys_.insert(keys_.end(), k.begin(), k.end());
                links_.push_back(l);
                return true;
            }
            if (std::ranges::equal(key(slots_[i] - 1), k)) {
                state_link& old = links_[slots_[i] - 1];
                if (less(l, old)) old = l;
                return false;
            }
        }
    }
    // The same states in ascending order of their links, without the index.
    [[nodiscard]] quotient_states sorted() const {
        std::vector<std::size_t> order(size());
        for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
        std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return less(links_[a], links_[b]); });
        quotient_states out(stride_ - 1);
        out.keys_.reserve(keys_.size());
        out.links_.reserve(size());
        for (std::size_t i : order) {
            const auto k = key(i);
            out.keys_.insert(out.keys_.end(), k.begin(), k.end());
            out.links_.push_back(links_[i]);
        }
        return out;
    }
    // The states but those after a state (x, F') with F' a nonempty subset of their F (in
    // order: the earlier one's sum is the lesser). Every sum added to a state dropped
    // leads from (x, F') to a state with the same element and a smaller set, so a sum in N
    // without an option in P is still found, and the least such sum is never dropped; a
    // sum in P with an option in P is looked for apart (quotient_verifier::run).
    [[nodiscard]] quotient_states pruned() const {
        std::vector<std::vector<std::size_t>> kept;  // by element: the states kept, with F nonempty
        quotient_states out(stride_ - 1);
        out.keys_.reserve(keys_.size());
        out.links_.reserve(size());
        for (std::size_t i = 0; i < size(); ++i) {
            const auto k = key(i);
            const auto f = k.subspan(1);
            const bool empty = std::ranges::all_of(f, [](std::uint64_t w) { return w == 0; });
            const auto x = static_cast<std::size_t>(k[0]);
            if (!empty) {
                if (x >= kept.size()) kept.resize(x + 1);
                const bool dominated = std::ranges::any_of(kept[x], [&](std::size_t j) {
                    const auto g = out.key(j).subspan(1);
                    for (std::size_t w = 0; w < f.size(); ++w)
                        if ((g[w] & ~f[w]) != 0) return false;
                    return true;
                });
                if (dominated) continue;
                kept[x].push_back(out.size());
            }
            out.keys_.insert(out.keys_.end(), k.begin(), k.end());
            out.links_.push_back(links_[i]);
        }
        return out;
    }
    // The links, in the order of the states; the states stay.
    std::vector<state_link> take_links() { return std::exchange(links_, {}); }
    [[nodiscard]] std::size_t bytes() const noexcept { return bytes_of_all(keys_, links_, slots_); }

private:
    static bool less(const state_link& a, const state_link& b) noexcept {
        return a.count != b.count ? a.count < b.count : a.parent < b.parent;
    }
    static std::size_t hash_of(std::span<const std::uint64_t> k) noexcept {
        std::uint64_t h = 0;
        for (std::uint64_t w : k) h = hash_combine64(h, w);
        return static_cast<std::size_t>(h);
    }
    void rehash(std::size_t cap) {
        slots_.assign(cap, 0);
        for (std::size_t s = 0; s < size(); ++s)
            for (std::size_t i = hash_of(key(s)) & (cap - 1);; i = (i + 1) & (cap - 1))
                if (slots_[i] == 0) {
                    slots_[i] = s + 1;
                    break;
                }
    }

    std::size_t stride_;
    std::vector<std::uint64_t> keys_;
    std::vector<state_link> links_;
    std::vector<std::size_t> slots_;  // index + 1 of a state, 0 empty
};
}  // namespace detail

namespace detail {
// A sum of heaps as its heaps with moves, ascending (heaps without a move are the
// identity and are left out).
using heaps_list = std::vector<std::uint32_t>;

inline heaps_list merge_heaps(const heaps_list& a, const heaps_list& b) {
    heaps_list out(a.size() + b.size());
    std::merge(a.begin(), a.end(), b.begin(), b.end(), out.begin());
    return out;
}
// l with its heap at index i replaced by the parts `core` (ascending).
inline heaps_list replace_heap(const heaps_list& l, std::size_t i, const heaps_list& core) {
    heaps_list out;
    out.reserve(l.size() + core.size());
    std::size_t c = 0;
    for (std::size_t j = 0; j < l.size(); ++j) {
        if (j == i) continue;
        while (c < core.size() && core[c] < l[j]) out.push_back(core[c++]);
        out.push_back(l[j]);
    }
    while (c < core.size()) out.push_back(core[c++]);
    return out;
}

// A heap size as an index: throws sg::error when it is negative or does not fit.
template <class T>
std::size_t quotient_heap_index(const T& h) {
    if constexpr (std::is_signed_v<T>)
        if (h < 0) throw sg::error("sg::misere_quotient: a heap size is negative");
    if (std::cmp_greater(h, std::numeric_limits<std::size_t>::max()))
        throw sg::error("sg::misere_quotient: heap " + std::to_string(h) + " does not fit in std::size_t");
    return static_cast<std::size_t>(h);
}

// A finite commutative monoid given by its table, elements 0 .. order() - 1 with 0 the
// identity, and a subset P of it, the P-portion: a bipartite monoid (Plambeck and Siegel).
class bipartite_monoid {
public:
    using element = std::uint32_t;

    bipartite_monoid() = default;  // the trivial monoid, P empty
    bipartite_monoid(std::vector<element> table, std::vector<char> is_p)
        : table_(std::move(table)), is_p_(std::move(is_p)) {}

    // (The order is the size of is_p_, not a std::size_t of its own, which the stores of
    // 64-bit words in the verification's loops would make the compiler read again.)
    [[nodiscard]] std::size_t order() const noexcept { return is_p_.size(); }
    [[nodiscard]] element multiply(element x, element y) const { return table_[x * order() + y]; }
    // The product of el(i) over the items i of r.
    template <class R, class F>
    [[nodiscard]] element product(const R& r, F el) const {
        element x = 0;
        for (const auto& i : r) x = multiply(x, el(i));
        return x;
    }
    [[nodiscard]] bool in_p(element x) const { return is_p_[x] != 0; }
    [[nodiscard]] power_cycle cycle(element a) const {
        return power_cycle::of(a, [this](element x, element y) { return multiply(x, y); });
    }
    // Merges the elements that no product with the generators tells apart by P (Moore's
    // refinement): the monoid becomes the reduced one. Returns each old element's new
    // one (the identity's class first, then in order of first member), or nothing when
    // every element stays.
    std::optional<std::vector<element>> reduce(const std::vector<element>& generators) {
        const std::size_t k = order();
        std::vector<element> cls(k);
        for (element x = 0; x < k; ++x) cls[x] = in_p(x) ? 1 : 0;
        std::size_t count = 0;
        for (;;) {
            std::map<std::vector<element>, element> ids;
            std::vector<element> next(k);
            for (element x = 0; x < k; ++x) {
                std::vector<element> key{cls[x]};
                for (element g : generators) key.push_back(cls[multiply(x, g)]);
                next[x] = ids.emplace(std::move(key), static_cast<element>(ids.size())).first->second;
            }
            const bool stable = ids.size() == count;
            count = ids.size();
            cls = std::move(next);
            if (stable) break;
        }
        if (count == k) return std::nullopt;
        std::vector<element> id(count, std::numeric_limits<element>::max()), first;
        for (element x = 0; x < k; ++x)
            if (id[cls[x]] == std::numeric_limits<element>::max()) {
                id[cls[x]] = static_cast<element>(first.size());
                first.push_back(x);
            }
        std::vector<element> table(count * count);
        std::vector<char> is_p(count);
        for (element x = 0; x < count; ++x) {
            is_p[x] = is_p_[first[x]];
            for (element y = 0; y < count; ++y) table[x * count + y] = id[cls[multiply(first[x], first[y])]];
        }
        table_ = std::move(table);
        is_p_ = std::move(is_p);
        for (element& c : cls) c = id[c];
        return cls;
    }
    // The elements a breadth-first walk from the identity reaches, in that order,
    // multiplying by `steps` in turn.
    [[nodiscard]] std::vector<element> walk(const std::vector<element>& steps) const {
        std::vector<char> seen(std::max<std::size_t>(order(), 1), 0);  // order() >= 1: the identity
        std::vector<element> out{0};
        seen[0] = 1;
        for (std::size_t at = 0; at < out.size(); ++at)
            for (const element a : steps)
                if (const element y = multiply(out[at], a); !seen[y]) {
                    seen[y] = 1;
                    out.push_back(y);
                }
        return out;
    }
    // The same monoid with element x numbered id[x] (a permutation fixing the identity).
    [[nodiscard]] bipartite_monoid renumbered(const std::vector<element>& id) const {
        const std::size_t k = order();
        std::vector<element> table(k * k);
        std::vector<char> is_p(k);
        for (element x = 0; x < k; ++x) {
            is_p[id[x]] = is_p_[x];
            for (element y = 0; y < k; ++y) table[id[x] * k + id[y]] = id[multiply(x, y)];
        }
        return bipartite_monoid(std::move(table), std::move(is_p));
    }
    [[nodiscard]] std::size_t bytes() const noexcept { return bytes_of_all(table_, is_p_); }

private:
    std::vector<element> table_{0};
    std::vector<char> is_p_{0};
};

// A quotient as misere_quotient::save() writes it: its table and the elements of heaps
// 0 .. its bound.
struct saved_quotient {
    bipartite_monoid monoid;
    std::vector<bipartite_monoid::element> heap_el;

    // Writes the quotient q of heaps 0 .. n, heap h's element heap_el[h], as text: the
    // bound, the order, the P-portion, the table, each heap's element.
    static void write(std::ostream& os, const bipartite_monoid& q, const std::vector<bipartite_monoid::element>& heap_el,
                      std::size_t n) {
        using element = bipartite_monoid::element;
        os << "sg-misere-quotient 1\nheaps " << n << "\norder " << q.order() << "\np";
        for (element x = 0; x < q.order(); ++x) os << ' ' << (q.in_p(x) ? 1 : 0);
        os << "\ntable\n";
        for (element x = 0; x < q.order(); ++x) {
            for (element y = 0; y < q.order(); ++y) os << (y > 0 ? " " : "") << q.multiply(x, y);
            os << '\n';
        }
        os << "heap-elements";
        for (std::size_t h = 0; h <= n; ++h) os << ' ' << heap_el[h];
        os << '\n';
    }

    // Reads what write() wrote; throws sg::error on anything else.
    static saved_quotient read(std::istream& in) {
        const auto bad = [](const char* why) {
            throw sg::error(std::string("sg::misere_quotient: not a saved quotient: ") + why);
        };
        const auto number = [&](const char* what, std::size_t below) {
            std::size_t v = 0;
            if (!(in >> v) || v >= below) bad(what);
            return static_cast<bipartite_monoid::element>(v);
        };
        const auto word = [&](const char* w) {
            std::string got;
            if (!(in >> got) || got != w) bad(w);
        };
        word("sg-misere-quotient");
        word("1");
        word("heaps");
        const std::size_t n = number("the heap bound", std::size_t{1} << 20);
        word("order");
        const std::size_t k = number("the order", 65537);
        if (k == 0) bad("the order");
        word("p");
        std::vector<char> is_p(k);
        for (auto& b : is_p) b = static_cast<char>(number("a P-portion bit", 2));
        word("table");
        if (k > std::numeric_limits<std::size_t>::max() / sizeof(bipartite_monoid::element) / k) bad("the order");
        std::vector<bipartite_monoid::element> table;  // grown as read: a file cut short fails early
        for (std::size_t i = 0; i < k * k; ++i) table.push_back(number("a product", k));
        word("heap-elements");
        saved_quotient out{bipartite_monoid(std::move(table), std::move(is_p)), {}};
        for (std::size_t h = 0; h <= n; ++h) out.heap_el.push_back(number("a heap's element", k));
        return out;
    }

    // Why the table is not a commutative monoid with identity 0 generated by `generators`
    // (the elements of the heaps with a move), or null: the identity, commutativity,
    // every element reached from 0, and associativity by Light's test (enough on the
    // generators).
    [[nodiscard]] const char* not_a_monoid(std::vector<bipartite_monoid::element> generators) const {
        using element = bipartite_monoid::element;
        const bipartite_monoid& q = monoid;
        const std::size_t k = q.order();
        for (element x = 0; x < k; ++x) {
            if (q.multiply(0, x) != x) return "has no identity 0";
            for (element y = 0; y < x; ++y)
                if (q.multiply(x, y) != q.multiply(y, x)) return "is not commutative";
        }
        std::sort(generators.begin(), generators.end());
        generators.erase(std::unique(generators.begin(), generators.end()), generators.end());
        if (q.walk(generators).size() != k) return "has elements no sum of its heaps reaches";
        for (const element a : generators)
            for (element x = 0; x < k; ++x)
                for (element y = 0; y < k; ++y)
                    if (q.multiply(q.multiply(x, a), y) != q.multiply(x, q.multiply(a, y))) return "is not associative";
        return nullptr;
    }
};

// What the construction of a quotient shares between its parts: the limits, the steps
// of work (progress reported every 4096) and the check of the bytes it holds.
struct quotient_work {
    const quotient_limits& limits;
    std::function<std::size_t()> bytes;  // everything the construction holds
    std::function<void()> report;
    std::uint64_t positions = 0, ticks = 0;

    void tick() {
        if ((++ticks & 4095) == 0) report();
    }
    // Throws past quotient_limits::max_bytes with `extra` bytes more held (needed: about
    // to be allocated).
    void check_bytes(std::size_t extra, bool needed) const {
        if (limits.max_bytes == memory_budget::unlimited) return;
        const std::size_t b = mul_add_bytes(bytes(), 1, extra);  // saturating
        if (b > limits.max_bytes)
            throw_memory_limit("sg::misere_quotient", limits.max_bytes, b, needed, "raise quotient_limits::max_bytes");
    }
};

// The options of every heap 0 .. n of a heap game: the parts as emitted, the same parts
// with moves ascending (core), and which heaps have a move.
template <class State>
struct heap_options {
    std::vector<std::size_t> off;  // heap h's options: [off[h], off[h + 1])
    std::vector<std::vector<State>> parts;
    std::vector<heaps_list> core;
    std::vector<char> has_move;

    template <class Game>
    heap_options(const Game& game, std::size_t n) : off(1, 0), has_move(n + 1, 0) {
        for (std::size_t h = 0; h <= n; ++h) {
            game.moves(static_cast<State>(h), [&](const auto&... ps) {
                std::vector<State> to = parts_of<State>(ps...);
                heaps_list c;
                for (const State& p : to) {
                    const std::size_t i = quotient_heap_index(p);
                    if (i >= h)
                        throw sg::error("sg::misere_quotient: heap " + std::to_string(h) +
                                        " has a move to a part that is not smaller");
                    if (has_move[i]) c.push_back(static_cast<std::uint32_t>(i));
                }
                std::sort(c.begin(), c.end());
                parts.push_back(std::move(to));
                core.push_back(std::move(c));
            });
            off.push_back(parts.size());
            has_move[h] = off[h + 1] > off[h];
        }
    }
    // The heaps above m are dropped.
    void shrink_to(std::size_t m) {
        off.resize(m + 2);
        has_move.resize(m + 1);
        parts.resize(off[m + 1]);
        core.resize(off[m + 1]);
    }
    [[nodiscard]] std::size_t bytes() const noexcept {
        std::size_t b = bytes_of_all(off, has_move) + (parts.size() + core.size()) * sizeof(heaps_list);
        for (const auto& p : parts) b += bytes_of(p);
        for (const auto& p : core) b += bytes_of(p);
        return b;
    }
};
}  // namespace detail

namespace detail {
// The outcomes the construction asks for, while it adds heap vb + 1 to the verified
// quotient of the heaps up to vb (settle()).
// - Exact: a sum of heaps up to vb is answered by the verified quotient, any other by a
//   search of its positions holding a heap above vb (memo_), the rest again by it.
// - Guessed: a sum R + c heaps of m = vb + 1 (R of heaps below m) is answered as
//   rep(φ(R)) + c heaps of m, where rep(x) is the least sum of heaps up to vb mapping to
//   x in the multiset order (largest heap first) and each option of rep(x) is replaced by
//   the rep of its element in turn: a search over the pairs (x, c) only. The least reps
//   make the search well founded (an option's rep is at most the option, below rep(x)).
//   The guess is the true outcome wherever the sums of heaps below m that share an
//   element also share their behaviour with heaps of m; it is used to learn a table
//   quickly, and the verification, with exact outcomes for every failure, decides.
template <class State>
class quotient_oracle {
public:
    using element = bipartite_monoid::element;

    quotient_oracle(const heap_options<State>& opts, quotient_work& work)
        : opts_(opts), work_(work), heap_el_(opts.has_move.size(), 0), opt_el_(opts.parts.size(), 0) {}

    [[nodiscard]] std::size_t bound() const noexcept { return vb_; }
    [[nodiscard]] bool settled() const noexcept { return settled_; }  // settle() was called
    [[nodiscard]] std::size_t order() const noexcept { return q_.order(); }
    // The verified quotient of the heaps up to bound(), to save (quotient_limits::checkpoint).
    [[nodiscard]] quotient_checkpoint checkpoint(bool stopped) const {
        return {vb_, q_.order(), stopped, [this](std::ostream& os) { saved_quotient::write(os, q_, heap_el_, vb_); }};
    }
    // The element of option `id` in the verified quotient (options of heaps up to vb + 1).
    [[nodiscard]] element option_element(std::size_t id) const { return opt_el_[id]; }

    // Heaps up to m are settled with the quotient q: their sums are answered by it from
    // now on, and so are the options of heap m + 1.
    void settle(std::size_t m, const bipartite_monoid& q, const std::vector<element>& heap_el) {
        q_ = q;
        heap_el_ = heap_el;
        vb_ = m;
        settled_ = true;
        opt_el_.assign(opts_.parts.size(), 0);
        for (std::size_t id = 0; id < opts_.off[std::min(m + 2, opts_.has_move.size())]; ++id)
            opt_el_[id] = q_.product(opts_.core[id], [this](std::uint32_t p) { return heap_el_[p]; });
        memo_ = list_interner{};
        memo_wins_ = std::vector<char>{};
        least_reps();
    }

    // Guessed outcomes for the sums holding heap vb + 1 (else exact ones).
    void set_guessing(bool on) noexcept { guessing_ = on; }
    [[nodiscard]] bool guessing() const noexcept { return guessing_; }

    // Whether the player to move wins the sum l (misère play), exactly.
    bool exact_wins(const heaps_list& l) {
        if (l.empty()) return true;
        if (l.back() <= vb_) return !q_.in_p(value(l));
        work_.tick();
        if (const auto k = memo_.find(l); k != list_interner::none) return memo_wins_[k] != 0;
        if ((++work_.positions & 4095) == 0) work_.check_bytes(0, false);
        bool win = false;
        // First the moves of the one heap above vb_ (if there is one): every option is
        // answered by the verified quotient.
        const std::size_t last = l.size() - 1;
        const bool one_above = l.size() == 1 || l[last - 1] <= vb_;
        if (one_above) {
            const element rest = value(l, last);
            for (std::size_t id = opts_.off[l[last]]; id < opts_.off[l[last] + 1] && !win; ++id)
                win = q_.in_p(q_.multiply(rest, opt_el_[id]));
        }
        // Then the other moves, those the guess calls winning first: where it is right,
        // the first move tried wins.
        std::vector<std::pair<std::size_t, std::size_t>> later;
        for (std::size_t i = 0; i < l.size() && !win; ++i) {
            if (i > 0 && l[i] == l[i - 1]) continue;
            if (i == last && one_above) continue;  // done above
            for (std::size_t id = opts_.off[l[i]]; id < opts_.off[l[i] + 1] && !win; ++id) {
                heaps_list o = replace_heap(l, i, opts_.core[id]);
                if (guess_of(o))
                    later.emplace_back(i, id);
                else
                    win = !exact_wins(o);
            }
        }
        for (std::size_t j = 0; j < later.size() && !win; ++j)
            win = !exact_wins(replace_heap(l, later[j].first, opts_.core[later[j].second]));
        memo_.intern(l, [&] {
            if (memo_.size() >= work_.limits.search_limit)
                throw limit_error("sg::misere_quotient: the searches of heaps up to " + std::to_string(vb_ + 1) +
                                      " need more than " + std::to_string(work_.limits.search_limit) + " positions",
                                  work_.limits.search_limit);
        });
        memo_wins_.push_back(static_cast<char>(win));
        return win;
    }
    // Whether the player to move wins the sum l: guessed or exact (set_guessing).
    bool wins(const heaps_list& l) {
        if (!guessing_ || l.empty() || l.back() <= vb_) return exact_wins(l);
        return guess_of(l);
    }

    [[nodiscard]] std::size_t bytes() const noexcept {
        return memo_.bytes() + q_.bytes() + bytes_of_all(memo_wins_, heap_el_, opt_el_, vopts_off_, vopts_, guess_memo_);
    }

private:
    // The element of l without its heap at index skip.
    element value(const heaps_list& l, std::size_t skip = std::numeric_limits<std::size_t>::max()) const {
        element x = 0;
        for (std::size_t i = 0; i < l.size(); ++i)
            if (i != skip) x = q_.multiply(x, heap_el_[l[i]]);
        return x;
    }
    bool guess_wins(element x, std::size_t c) {
        if (c == 0) return !q_.in_p(x);
        if (c > guess_c_) {  // room for more heaps of m
            const std::size_t nc = std::max(c, 2 * guess_c_ + 1);
            std::vector<signed char> grown(order() * (nc + 1), -1);
            for (std::size_t y = 0; y < order(); ++y)
                for (std::size_t k = 0; k <= guess_c_; ++k) grown[y * (nc + 1) + k] = guess_memo_[y * (guess_c_ + 1) + k];
            guess_memo_ = std::move(grown);
            guess_c_ = nc;
            return guess_wins(x, c);
        }
        work_.tick();
        const std::size_t at = x * (guess_c_ + 1) + c;
        if (guess_memo_[at] >= 0) return guess_memo_[at] != 0;
        ++work_.positions;
        bool win = false;
        const std::size_t m = vb_ + 1;
        for (std::size_t id = opts_.off[m]; id < opts_.off[m + 1] && !win; ++id)
            win = !guess_wins(q_.multiply(x, opt_el_[id]), c - 1);
        for (std::size_t i = vopts_off_[x]; i < vopts_off_[x + 1] && !win; ++i) win = !guess_wins(vopts_[i], c);
        guess_memo_[x * (guess_c_ + 1) + c] = static_cast<signed char>(win);
        return win;
    }
    // The guess for a sum of heaps up to vb + 1.
    bool guess_of(const heaps_list& l) {
        std::size_t k = l.size();
        while (k > 0 && l[k - 1] > vb_) --k;
        element x = 0;
        for (std::size_t i = 0; i < k; ++i) x = q_.multiply(x, heap_el_[l[i]]);
        return guess_wins(x, l.size() - k);
    }
    // The least reps of the verified quotient (see above) and their options' elements.
    void least_reps() {
        const std::vector<heaps_list> best = least_rep_lists();
        vopts_off_.assign(1, 0);
        vopts_.clear();
        std::vector<char> mark(order(), 0);
        for (element x = 0; x < order(); ++x) {
            const heaps_list r(best[x].rbegin(), best[x].rend());
            const std::size_t begin = vopts_.size();
            for (std::size_t i = 0; i < r.size(); ++i) {
                if (i > 0 && r[i] == r[i - 1]) continue;
                const element rest = value(r, i);
                for (std::size_t id = opts_.off[r[i]]; id < opts_.off[r[i] + 1]; ++id) {
                    const element y = q_.multiply(rest, opt_el_[id]);
                    if (!mark[y]) {
                        mark[y] = 1;
                        vopts_.push_back(y);
                    }
                }
            }
            for (std::size_t i = begin; i < vopts_.size(); ++i) mark[vopts_[i]] = 0;
            vopts_off_.push_back(vopts_.size());
        }
        guess_c_ = 0;
        guess_memo_.assign(order(), -1);
    }
    // For each element, the least sum of heaps up to vb mapping to it, largest heap first.
    std::vector<heaps_list> least_rep_lists() const {
        std::vector<heaps_list> best(order());
        std::vector<char> reached(order(), 0);
        if (reached.empty()) return best;  // never: the identity is element 0 (g++ -O3 cannot tell)
        reached[0] = 1;
        auto less = [](const heaps_list& a, const heaps_list& b) {
            return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end());
        };
        for (std::size_t h = 1; h <= vb_; ++h) {
            if (!opts_.has_move[h]) continue;
            const element a = heap_el_[h];
            std::vector<element> old;
            for (element x = 0; x < order(); ++x)
                if (reached[x]) old.push_back(x);
            const std::size_t top = q_.cycle(a).top();  // y * a^c for c above it repeats
            std::vector<element> pw(old);                // y * a^c for each old y
            for (std::size_t c = 1; c <= top; ++c) {
                std::vector<element> fresh;
                std::vector<std::size_t> from(order(), std::numeric_limits<std::size_t>::max());
                for (std::size_t i = 0; i < old.size(); ++i) {
                    pw[i] = q_.multiply(pw[i], a);
                    const element x = pw[i];
                    if (reached[x] == 1) continue;
                    if (from[x] == std::numeric_limits<std::size_t>::max()) {
                        fresh.push_back(x);
                        from[x] = i;
                    } else if (less(best[old[i]], best[old[from[x]]])) {
                        from[x] = i;
                    }
                }
                for (element x : fresh) {
                    heaps_list w(c, static_cast<std::uint32_t>(h));
                    const heaps_list& r = best[old[from[x]]];
                    w.insert(w.end(), r.begin(), r.end());
                    best[x] = std::move(w);
                }
                for (element x : fresh) reached[x] = 1;
            }
        }
        return best;
    }

    const heap_options<State>& opts_;
    quotient_work& work_;
    std::size_t vb_ = 0;
    bool settled_ = false;
    bipartite_monoid q_;
    std::vector<element> heap_el_, opt_el_;
    list_interner memo_;           // the sums searched (exact_wins) ...
    std::vector<char> memo_wins_;  // ... and their outcomes
    bool guessing_ = false;
    std::vector<std::size_t> vopts_off_;  // the options' elements of x's least rep:
    std::vector<element> vopts_;          // vopts_[vopts_off_[x] .. vopts_off_[x + 1])
    std::vector<signed char> guess_memo_;  // [x * (guess_c_ + 1) + c]: -1 unknown
    std::size_t guess_c_ = 0;
};
}  // namespace detail

namespace detail {
// The learner of a quotient's table: sums are told apart by their outcomes against the
// tests (distinguishing sums, tests_[0] the empty sum); the classes found, closed under
// adding a heap with a move, are the candidate quotient. Outcomes come from an oracle
// (quotient_oracle::wins).
class quotient_learner {
public:
    using element = bipartite_monoid::element;

    explicit quotient_learner(quotient_work& work) : work_(work) { add_test(heaps_list{}); }

    // The bound being learned, for the messages.
    void set_bound(std::size_t m) noexcept { bound_ = m; }
    [[nodiscard]] std::size_t tests() const noexcept { return tests_.size(); }
    [[nodiscard]] std::size_t order() const noexcept { return rep_heaps_.size(); }
    // The class of x plus the gi-th heap with a move.
    [[nodiscard]] element step(element x, std::size_t gi) const { return trans_[x][gi]; }

    // Adds t to the tests unless it is one: whether it was added.
    bool add_test(heaps_list t) {
        if (!test_set_.insert(t).second) return false;
        if (tests_.size() >= work_.limits.max_tests)
            throw limit_error("sg::misere_quotient: no finite quotient of heaps up to " + std::to_string(bound_) +
                                  " within " + std::to_string(work_.limits.max_tests) + " distinguishing sums",
                              work_.limits.max_tests);
        tests_.push_back(std::move(t));
        return true;
    }
    // Drops the tests learned after the first `count`.
    void drop_tests(std::size_t count) {
        while (tests_.size() > count) {
            test_set_.erase(tests_.back());
            tests_.pop_back();
        }
    }

    // Classes of sums by their outcomes against the tests, closed under adding one of the
    // heaps `gens`, found breadth first from the empty sum. False past
    // quotient_limits::max_order.
    template <class Oracle>
    bool learn(const std::vector<std::size_t>& gens, Oracle& oracle) {
        rep_heaps_.assign(1, heaps_list{});
        sigs_.assign(1, signature(rep_heaps_[0], oracle));
        seen_.clear();
        seen_.emplace(sigs_[0], 0);
        trans_.assign(1, std::vector<element>{});
        for (std::size_t x = 0; x < rep_heaps_.size(); ++x) {
            while (trans_[x].size() < gens.size()) {
                const heaps_list sum = merge_heaps(rep_heaps_[x], heaps_list{static_cast<std::uint32_t>(gens[trans_[x].size()])});
                const auto [it, added] = seen_.emplace(signature(sum, oracle), static_cast<element>(rep_heaps_.size()));
                if (added) {
                    if (rep_heaps_.size() >= work_.limits.max_order) return false;
                    rep_heaps_.push_back(sum);
                    sigs_.push_back(it->first);
                    trans_.emplace_back();
                }
                trans_[x].push_back(it->second);
            }
        }
        return true;
    }

    // Where the action of the heaps on the classes does not commute, tests that split the
    // classes the two ways reach (then learn again from scratch); false where it commutes:
    // then sum -> class is a monoid homomorphism onto table().
    bool split_noncommuting(const std::vector<std::size_t>& gens) {
        for (element x = 0; x < order(); ++x)
            for (std::size_t a = 0; a < gens.size(); ++a)
                for (std::size_t b = a + 1; b < gens.size(); ++b) {
                    const element y1 = step(step(x, a), b), y2 = step(step(x, b), a);
                    if (y1 == y2) continue;
                    std::size_t t = 0;
                    while (sigs_[y1][t] == sigs_[y2][t]) ++t;
                    const heaps_list base = tests_[t];
                    bool added = add_test(merge_heaps(base, heaps_list{static_cast<std::uint32_t>(gens[a])}));
                    added = add_test(merge_heaps(base, heaps_list{static_cast<std::uint32_t>(gens[b])})) || added;
                    if (!added)
                        throw sg::error("sg::misere_quotient: internal error: a failure of commutativity teaches no test");
                    return true;
                }
        return false;
    }

    // The classes' table (a class is in P when its sums lose alone: tests_[0] is the
    // empty sum); gidx[h] is heap h's index among the heaps learned with.
    bipartite_monoid table(const std::vector<std::size_t>& gidx) const {
        const std::size_t k = order();
        work_.check_bytes(mul_add_bytes(k * k, sizeof(element)), true);
        std::vector<char> is_p(k, 0);
        for (element x = 0; x < k; ++x) is_p[x] = !sigs_[x][0];
        std::vector<element> table(k * k, 0);
        for (element x = 0; x < k; ++x)
            for (element y = 0; y < k; ++y) {
                work_.tick();
                element z = x;
                for (std::uint32_t h : rep_heaps_[y]) z = step(z, gidx[h]);
                table[x * k + y] = z;
            }
        return bipartite_monoid(std::move(table), std::move(is_p));
    }

    // A test that separates two sums the table merged, from a sum g it answers wrongly
    // (Rivest and Schapire's decomposition): g's heaps are taken largest first; with e_i
    // the class of the first i of them, the sums rep(e_i) + (the other heaps) go from g's
    // true outcome (i = 0) to the table's answer (i = |g|), so for some i they differ
    // between i and i + 1, and the heaps after the (i + 1)-th tell rep(e_i) plus the
    // (i + 1)-th heap from rep(e_(i+1)). Taken largest first, the test found is made of
    // g's smallest heaps, which keeps the searches of later sums small.
    template <class Oracle>
    void learn_from(const heaps_list& g, const std::vector<std::size_t>& gidx, Oracle& oracle) {
        const std::size_t len = g.size();
        std::vector<element> e{0};
        for (std::size_t i = 0; i < len; ++i) e.push_back(step(e.back(), gidx[g[len - 1 - i]]));
        auto rest = [&](std::size_t i) { return heaps_list(g.begin(), g.begin() + static_cast<std::ptrdiff_t>(len - i)); };
        auto alpha = [&](std::size_t i) { return oracle.wins(merge_heaps(rep_heaps_[e[i]], rest(i))); };
        std::size_t lo = 0, hi = len;
        const bool a_lo = alpha(lo);
        while (hi - lo > 1) {
            const std::size_t mid = lo + (hi - lo) / 2;
            if (alpha(mid) == a_lo) lo = mid; else hi = mid;
        }
        if (add_test(rest(hi))) return;
        bool any = false;  // not reached in theory; every such rest of g then
        for (std::size_t i = 0; i <= len; ++i) any = add_test(rest(i)) || any;
        if (!any) throw sg::error("sg::misere_quotient: internal error: a failure teaches no new test");
    }

    [[nodiscard]] std::size_t bytes() const noexcept {
        std::size_t b = (tests_.size() + rep_heaps_.size() + trans_.size() + sigs_.size()) * sizeof(heaps_list);
        for (const auto& t : tests_) b += bytes_of(t);
        for (const auto& t : rep_heaps_) b += bytes_of(t);
        for (const auto& t : trans_) b += bytes_of(t);
        for (const auto& t : sigs_) b += bytes_of(t) + 4 * sizeof(void*);  // and its node in seen_
        return b;
    }

private:
    template <class Oracle>
    std::vector<char> signature(const heaps_list& l, Oracle& oracle) {
        std::vector<char> s;
        s.reserve(tests_.size());
        for (const heaps_list& t : tests_) {
            work_.tick();
            s.push_back(static_cast<char>(oracle.wins(merge_heaps(l, t))));
        }
        return s;
    }

    quotient_work& work_;
    std::size_t bound_ = 1;
    std::vector<heaps_list> tests_;
    std::unordered_set<heaps_list, sg::hash<heaps_list>> test_set_;
    std::vector<heaps_list> rep_heaps_;  // a sum of each class
    std::vector<std::vector<char>> sigs_;  // each class's outcomes against the tests
    std::unordered_map<std::vector<char>, element, sg::hash<std::vector<char>>> seen_;
    std::vector<std::vector<element>> trans_;  // trans_[x][gi]: x plus heap gens[gi]
};
}  // namespace detail

namespace detail {
// The multiset order of sums as counts by heap (fewer of the largest heap first, then of
// the next): the failing sum least in it is the cheapest to search.
inline bool multiset_less(const std::vector<std::size_t>& a, const std::vector<std::size_t>& b) {
    for (std::size_t h = a.size(); h-- > 0;)
        if (a[h] != b[h]) return a[h] < b[h];
    return false;
}

// The verification of a table for the sums of the heaps `gens`. For every such sum G:
// φ(G) is in P iff G has an option and no option of G maps into P. By induction on G, φ
// then gives every sum's outcome. A sum is followed as (φ(G), the set F of elements of
// its options); heaps are added kind by kind, c copies of a heap whose element has index
// i and period p giving the same state as c' in [i + 1, i + p] with c' ≡ c (mod p) once
// c > i + p, so c runs over 0 .. i + p and the check is finite. Each state keeps the
// least sum reaching it in the multiset order (the heaps are added smallest first, so
// the count of the heap added last weighs most, then the state it came from), and a
// failure is reported by the least failing sum: every sum below it, the options of that
// sum among them, is answered right.
class quotient_verifier {
public:
    using element = bipartite_monoid::element;
    using word = std::vector<std::size_t>;  // word[h]: how many heaps of size h

    // heap_el[h]: heap h's element; opt_el[id]: option id's, heap h's options being
    // [off[h], off[h + 1]).
    quotient_verifier(const bipartite_monoid& q, const std::vector<element>& heap_el,
                      const std::vector<element>& opt_el, const std::vector<std::size_t>& off,
                      const std::vector<std::size_t>& gens, quotient_work& work)
        : q_(q), heap_el_(heap_el), opt_el_(opt_el), off_(off), gens_(gens), work_(work),
          words_((q.order() + 63) / 64) {}

    // Nothing on success, else the sum found where the check fails that is least in the
    // multiset order.
    std::optional<word> run() {
        std::vector<std::vector<state_link>> trail;  // per layer: each state's link
        quotient_states states(words_);
        states.add(std::vector<std::uint64_t>(1 + words_, 0), state_link{0, 0});
        const std::vector<std::size_t> layers = unsubsumed();
        for (std::size_t h : layers) {
            quotient_states next = add_heaps(states, h, trail);
            trail.push_back(states.take_links());
            states = next.sorted().pruned();
        }
        trail.push_back(states.take_links());
        const auto witness = [&](std::size_t i) {  // the least sum that reached state i
            word w(heap_el_.size(), 0);
            for (std::size_t l = trail.size() - 1; l > 0; --l) {
                w[layers[l - 1]] = trail[l][i].count;
                i = trail[l][i].parent;
            }
            return w;
        };
        std::optional<word> bad;
        const auto failure = [&](word w) {
            if (!bad || multiset_less(w, *bad)) bad = std::move(w);
        };
        std::vector<std::size_t> least(q_.order(), states.size());  // each element's first state
        for (std::size_t i = 0; i < states.size(); ++i) {
            const auto key = states.key(i);
            const auto x = static_cast<element>(key[0]);
            least[x] = std::min(least[x], i);
            bool any = false, to_p = false;
            for (std::size_t j = 0; j < words_; ++j)
                for (std::uint64_t b = key[1 + j]; b != 0; b &= b - 1) {
                    any = true;
                    to_p = to_p || q_.in_p(static_cast<element>(j * 64 + static_cast<std::size_t>(std::countr_zero(b))));
                }
            if (q_.in_p(x) != (any && !to_p)) failure(witness(i));
        }
        // A sum in P with an option in P: x * heap h in P and x * (an option of h) in P,
        // least as x's least sum plus h.
        for (element x = 0; x < q_.order(); ++x) {
            if (least[x] == states.size()) continue;
            for (std::size_t h : gens_) {
                if (!q_.in_p(q_.multiply(x, heap_el_[h]))) continue;
                for (std::size_t id = off_[h]; id < off_[h + 1]; ++id)
                    if (q_.in_p(q_.multiply(x, opt_el_[id]))) {
                        word w = witness(least[x]);
                        ++w[h];
                        failure(std::move(w));
                        break;
                    }
            }
        }
        return bad;
    }

private:
    // The distinct elements of heap h's options.
    std::vector<element> options_of(std::size_t h) const {
        std::vector<element> o(opt_el_.begin() + static_cast<std::ptrdiff_t>(off_[h]),
                               opt_el_.begin() + static_cast<std::ptrdiff_t>(off_[h + 1]));
        std::sort(o.begin(), o.end());
        o.erase(std::unique(o.begin(), o.end()), o.end());
        return o;
    }
    // The heaps the states are followed through: gens_ but a heap with the element of a
    // smaller one kept and a superset of its options' elements. Any sum with such a heap
    // leads, with the smaller heap in its place, to the same element and a smaller set of
    // options, by a lesser sum: no least sum outside P without an option in P has it.
    std::vector<std::size_t> unsubsumed() const {
        std::vector<std::size_t> kept;
        std::vector<std::vector<element>> kept_opts;
        for (std::size_t h : gens_) {
            std::vector<element> o = options_of(h);
            bool subsumed = false;
            for (std::size_t k = 0; k < kept.size() && !subsumed; ++k)
                subsumed = heap_el_[kept[k]] == heap_el_[h] && std::ranges::includes(o, kept_opts[k]);
            if (subsumed) continue;
            kept.push_back(h);
            kept_opts.push_back(std::move(o));
        }
        return kept;
    }
    // The states after adding c = 0 .. i + p heaps of h (h's element has index i and
    // period p) to each state of `states` (in the order of their least sums), each with
    // its least (c, state) as its link.
    quotient_states add_heaps(const quotient_states& states, std::size_t h,
                              const std::vector<std::vector<state_link>>& trail) {
        const power_cycle cycle = q_.cycle(heap_el_[h]);
        const std::vector<element> opts = options_of(h);
        std::size_t links = states.size();
        for (const auto& l : trail) links += l.size();
        const std::size_t words = words_;  // a local: the stores to probe below may not change it
        quotient_states next(words);
        std::vector<std::uint64_t> probe(1 + words);
        const auto mark = [&](element y) { probe[1 + y / 64] |= std::uint64_t{1} << (y % 64); };
        for (std::size_t i = 0; i < states.size(); ++i) {
            const auto key = states.key(i);
            const element x = static_cast<element>(key[0]);
            for (std::size_t c = 0; c <= cycle.top(); ++c) {
                work_.tick();
                const element ac = cycle.power(c);
                std::fill(probe.begin(), probe.end(), 0);
                probe[0] = q_.multiply(x, ac);
                for (std::size_t j = 0; j < words; ++j)
                    for (std::uint64_t b = key[1 + j]; b != 0; b &= b - 1)
                        mark(q_.multiply(static_cast<element>(j * 64 + static_cast<std::size_t>(std::countr_zero(b))), ac));
                if (c >= 1) {
                    const element rest = q_.multiply(x, cycle.power(c - 1));
                    for (const element o : opts) mark(q_.multiply(rest, o));
                }
                if (!next.add(probe, state_link{i, c})) continue;
                if (work_.limits.max_bytes != memory_budget::unlimited)
                    work_.check_bytes(states.bytes() + next.bytes() + (links + next.size()) * sizeof(state_link), false);
                if (next.size() > work_.limits.max_states)
                    throw limit_error("sg::misere_quotient: verification needs more than " +
                                          std::to_string(work_.limits.max_states) + " states",
                                      work_.limits.max_states);
            }
        }
        return next;
    }

    const bipartite_monoid& q_;
    const std::vector<element>& heap_el_;
    const std::vector<element>& opt_el_;
    const std::vector<std::size_t>& off_;
    const std::vector<std::size_t>& gens_;
    quotient_work& work_;
    std::size_t words_;
};
}  // namespace detail

namespace detail {
// A direct sum of a table's monoid and cyclic monoids <a | a^(index + period) = a^index>:
// an element is the table's element plus its exponents in mixed radix (table first).
class sum_monoid {
public:
    using element = bipartite_monoid::element;
    struct cyclic {
        std::size_t index, period;
    };
    // Up to `cap` elements, else none.
    static std::optional<sum_monoid> of(const bipartite_monoid& base, std::vector<cyclic> parts, std::size_t cap) {
        std::size_t size = base.order();
        for (const cyclic& c : parts) {
            if (c.index + c.period > cap / size) return std::nullopt;
            size *= c.index + c.period;
        }
        return sum_monoid(base, std::move(parts), size);
    }
    [[nodiscard]] std::size_t size() const noexcept { return size_; }
    // The generator a of cyclic part i.
    [[nodiscard]] element generator(std::size_t i) const {
        std::size_t stride = base_->order();
        for (std::size_t j = 0; j < i; ++j) stride *= parts_[j].index + parts_[j].period;
        return static_cast<element>(stride);
    }
    [[nodiscard]] element multiply(element x, element y) const {
        const std::size_t k = base_->order();
        std::size_t out = base_->multiply(static_cast<element>(x % k), static_cast<element>(y % k));
        std::size_t xs = x / k, ys = y / k, stride = k;
        for (const cyclic& c : parts_) {
            const std::size_t n = c.index + c.period;
            std::size_t e = xs % n + ys % n;
            if (e >= n) e = c.index + (e - c.index) % c.period;
            out += e * stride;
            stride *= n;
            xs /= n;
            ys /= n;
        }
        return static_cast<element>(out);
    }

private:
    sum_monoid(const bipartite_monoid& base, std::vector<cyclic> parts, std::size_t size)
        : base_(&base), parts_(std::move(parts)), size_(size) {}
    const bipartite_monoid* base_;
    std::vector<cyclic> parts_;
    std::size_t size_;
};

// Candidate quotients for the heaps up to a bound m without searching sums: the
// bipartite-monoid construction of Plambeck and Siegel, as in Siegel's MisereSolver.
// The heaps map into a direct sum of a known quotient and cyclic monoids; each element
// reached is put in P or not from the least sum reaching it (in the multiset order,
// largest heap first, where a sum's options come before it): P iff that sum has an
// option and none of its options' elements is in P. The elements no product with the
// heaps tells apart are merged. The verification decides; on its least failing sum the
// heaps of that sum get cyclic parts of their own, a few at a time, until a candidate
// answers it right ("recalibration").
class quotient_extension {
public:
    using element = bipartite_monoid::element;
    using word = std::vector<std::size_t>;  // word[h]: how many heaps of size h
    struct candidate {
        bipartite_monoid q;
        std::vector<element> heap_el;  // heaps 0 .. m
    };

    // off, core: the heaps' options (heap_options); gens: the heaps with a move up to m.
    quotient_extension(const std::vector<std::size_t>& off, const std::vector<heaps_list>& core,
                       const std::vector<std::size_t>& gens, quotient_work& work)
        : off_(off), core_(core), gens_(gens), work_(work) {}

    // Heap m = gens.back() as a new generator a with a^4 = a^2 beside q, the quotient of the
    // heaps below m (heap_el: their elements).
    std::optional<candidate> first(const bipartite_monoid& q, const std::vector<element>& heap_el) {
        const auto sum = sum_monoid::of(q, {{2, 2}}, size_cap);
        if (!sum) return std::nullopt;
        std::vector<element> pre(gens_.back() + 1, 0);
        for (std::size_t h : gens_) pre[h] = h == gens_.back() ? sum->generator(0) : heap_el[h];
        return build(*sum, pre);
    }

    // A candidate answering the sum w right, where c answers it wrongly and every sum below
    // it right: the heaps of w, one, then two, ... at a time, get cyclic parts with index
    // at least their count in w less one. None within `tries` builds.
    std::optional<candidate> recalibrate(const candidate& c, const word& w) {
        const bool want_p = !c.q.in_p(value(c.q, c.heap_el, w));
        std::vector<std::size_t> heaps;
        for (std::size_t h : gens_)
            if (w[h] > 0) heaps.push_back(h);
        std::size_t tries = 0;
        for (std::size_t k = 1; k <= heaps.size(); ++k) {
            std::vector<std::size_t> pick(k);  // indices into heaps, ascending
            for (std::size_t i = 0; i < k; ++i) pick[i] = i;
            for (;;) {
                if (++tries > max_tries) return std::nullopt;
                if (auto r = recalibrated(c, w, heaps, pick); r && r->q.in_p(value(r->q, r->heap_el, w)) == want_p)
                    return r;
                std::size_t i = k;  // the next k-subset in lexicographic order
                while (i > 0 && pick[i - 1] == heaps.size() - k + i - 1) --i;
                if (i == 0) break;
                ++pick[i - 1];
                for (std::size_t j = i; j < k; ++j) pick[j] = pick[j - 1] + 1;
            }
        }
        return std::nullopt;
    }

private:
    // At most size_cap elements in a direct sum, max_actions products of an element
    // reached and a heap's element, max_tries candidates for one failing sum.
    static constexpr std::size_t size_cap = std::size_t{1} << 22, max_actions = std::size_t{1} << 24, max_tries = 64;

    [[nodiscard]] std::size_t bytes() const noexcept {
        std::size_t b = bytes_of_all(idx_, reached_, is_p_);
        for (const auto& t : trans_) b += bytes_of(t);
        return b;
    }
    static constexpr element none = std::numeric_limits<element>::max();

    static element value(const bipartite_monoid& q, const std::vector<element>& heap_el, const word& w) {
        element x = 0;
        for (std::size_t h = 0; h < w.size() && h < heap_el.size(); ++h)
            for (std::size_t i = 0; i < w[h]; ++i) x = q.multiply(x, heap_el[h]);
        return x;
    }

    std::optional<candidate> recalibrated(const candidate& c, const word& w, const std::vector<std::size_t>& heaps,
                                          const std::vector<std::size_t>& pick) {
        std::vector<sum_monoid::cyclic> parts;
        for (std::size_t i : pick) {
            const std::size_t h = heaps[i];
            const std::size_t index = std::max(c.q.cycle(c.heap_el[h]).index, w[h] - 1);
            parts.push_back({index, index >= 6 ? 2 * ((index - 4) / 2) : 2});
        }
        const auto sum = sum_monoid::of(c.q, std::move(parts), size_cap);
        if (!sum) return std::nullopt;
        std::vector<element> pre(c.heap_el);
        for (std::size_t j = 0; j < pick.size(); ++j) pre[heaps[pick[j]]] = sum->generator(j);
        return build(*sum, pre);
    }

    // The candidate of the heaps' elements pre in sum: the elements reached, their P-portion
    // and the reduction.
    std::optional<candidate> build(const sum_monoid& sum, const std::vector<element>& pre) {
        sum_ = &sum;
        pre_ = &pre;
        work_.check_bytes(sum.size() * sizeof(element), true);
        idx_.assign(sum.size(), none);
        reached_.clear();
        is_p_.clear();
        trans_.assign(pre.size(), {});
        for (std::size_t h : gens_) {
            std::vector<element>& t = trans_[h];
            for (std::size_t id = off_[h]; id < off_[h + 1]; ++id) {
                element x = 0;
                for (std::uint32_t p : core_[id]) x = sum.multiply(x, pre[p]);
                t.push_back(x);
            }
            std::sort(t.begin(), t.end());
            t.erase(std::unique(t.begin(), t.end()), t.end());
        }
        mark(gens_.size(), 0, {});
        return reduce();
    }

    // Every element reached by adding heaps gens_[0 .. d - 1] to x (whose options' elements
    // are tr), in the multiset order; a count stops where its element was reached before,
    // by a lesser sum (and so would every sum from there).
    void mark(std::size_t d, element x, const std::vector<element>& tr) {
        if (d == 0) return decide(x, tr);
        mark(d - 1, x, tr);
        const std::size_t h = gens_[d - 1];
        const element a = (*pre_)[h];
        std::vector<element> cur;
        const std::vector<element>* t = &tr;
        for (;;) {
            std::vector<element> next;
            next.reserve(t->size() + trans_[h].size());
            for (element y : *t) next.push_back(sum_->multiply(y, a));
            for (element o : trans_[h]) next.push_back(sum_->multiply(x, o));
            std::sort(next.begin(), next.end());
            next.erase(std::unique(next.begin(), next.end()), next.end());
            x = sum_->multiply(x, a);
            if (idx_[x] != none) return;
            cur = std::move(next);
            t = &cur;
            mark(d - 1, x, cur);
        }
    }
    void decide(element x, const std::vector<element>& tr) {
        work_.tick();
        bool p = !tr.empty();
        for (element y : tr) {
            if (idx_[y] == none) throw sg::error("sg::misere_quotient: internal error: an option reached after its sum");
            p = p && !is_p_[idx_[y]];
        }
        idx_[x] = static_cast<element>(reached_.size());
        reached_.push_back(x);
        is_p_.push_back(static_cast<char>(p));
    }

    // Moore's refinement of the elements reached under the heaps' elements; the classes
    // numbered in order of their first element (the identity's first).
    std::optional<candidate> reduce() {
        std::vector<element> gens;
        for (std::size_t h : gens_) gens.push_back((*pre_)[h]);
        std::sort(gens.begin(), gens.end());
        gens.erase(std::unique(gens.begin(), gens.end()), gens.end());
        const std::size_t r = reached_.size(), g = gens.size();
        if (g != 0 && r > max_actions / g) return std::nullopt;
        work_.check_bytes(bytes() + r * g * sizeof(element), true);
        std::vector<element> act(r * g);
        for (std::size_t i = 0; i < r; ++i)
            for (std::size_t j = 0; j < g; ++j) act[i * g + j] = idx_[sum_->multiply(reached_[i], gens[j])];
        std::vector<element> cls(is_p_.begin(), is_p_.end());
        std::size_t count = 0;
        for (;;) {
            std::unordered_map<std::vector<element>, element, sg::hash<std::vector<element>>> ids;
            std::vector<element> next(r);
            std::vector<element> key(g + 1);
            for (std::size_t i = 0; i < r; ++i) {
                key[0] = cls[i];
                for (std::size_t j = 0; j < g; ++j) key[j + 1] = cls[act[i * g + j]];
                next[i] = ids.emplace(key, static_cast<element>(ids.size())).first->second;
            }
            const bool stable = ids.size() == count;
            count = ids.size();
            cls = std::move(next);
            if (stable) break;
        }
        if (count > work_.limits.max_order) return std::nullopt;
        std::vector<element> first(count, none);
        for (std::size_t i = 0; i < r; ++i)
            if (first[cls[i]] == none) first[cls[i]] = static_cast<element>(i);
        std::vector<element> table(count * count);
        std::vector<char> is_p(count);
        for (std::size_t a = 0; a < count; ++a) {
            is_p[a] = is_p_[first[a]];
            for (std::size_t b = 0; b < count; ++b)
                table[a * count + b] = cls[idx_[sum_->multiply(reached_[first[a]], reached_[first[b]])]];
        }
        candidate out{bipartite_monoid(std::move(table), std::move(is_p)), std::vector<element>(pre_->size(), 0)};
        for (std::size_t h : gens_) out.heap_el[h] = cls[idx_[(*pre_)[h]]];
        return out;
    }

    const std::vector<std::size_t>& off_;
    const std::vector<heaps_list>& core_;
    const std::vector<std::size_t>& gens_;
    quotient_work& work_;
    // The build under way:
    const sum_monoid* sum_ = nullptr;
    const std::vector<element>* pre_ = nullptr;  // the heaps' elements in sum_
    std::vector<std::vector<element>> trans_;    // trans_[h]: heap h's options' elements
    std::vector<element> idx_;                   // an element of sum_ -> its index in reached_
    std::vector<element> reached_;
    std::vector<char> is_p_;
};
}  // namespace detail

namespace detail {
// A relation of a quotient's presentation: normal_form(from) times generator number
// `generator` (its index in the generators) equals normal_form(to).
struct quotient_relation {
    std::uint32_t from;
    std::size_t generator;
    std::uint32_t to;
};

// The presentation of a quotient: the generators are the heaps whose element is no
// product of the elements of smaller heaps; every element is a word in them (its normal
// form, the first found breadth first from the identity) and the relations
// normal_form(x) * g = normal_form(y) that are not themselves normal forms, together
// with commutativity, define the monoid. Beside it, each element's shortest sum of
// heaps (by number of heaps, then listing order).
struct quotient_presentation {
    using element = bipartite_monoid::element;
    using word = std::vector<std::size_t>;
    std::vector<word> reps;     // reps[x][h]: heaps of size h in x's shortest sum
    std::vector<std::size_t> generator_heaps;
    std::vector<word> normal;   // normal[x][g]: the exponent of generator g
    std::vector<quotient_relation> relations;

    quotient_presentation() = default;
    // heap_el[h]: heap h's element; gens: the heaps with a move, ascending.
    quotient_presentation(const bipartite_monoid& q, const std::vector<element>& heap_el,
                          const std::vector<std::size_t>& gens) {
        std::vector<element> steps;
        for (std::size_t h : gens) steps.push_back(heap_el[h]);
        reps = breadth_first(q, steps, gens, heap_el.size());
        std::vector<char> reach(std::max<std::size_t>(q.order(), 1), 0);  // order() >= 1: the identity
        reach[0] = 1;
        steps.clear();
        for (std::size_t h : gens) {
            const element a = heap_el[h];
            if (reach[a]) continue;
            generator_heaps.push_back(h);
            steps.push_back(a);
            for (bool grew = true; grew;) {
                grew = false;
                for (element x = 0; x < q.order(); ++x)
                    if (reach[x] && !reach[q.multiply(x, a)]) reach[q.multiply(x, a)] = grew = true;
            }
        }
        std::vector<std::size_t> letters(steps.size());
        for (std::size_t g = 0; g < letters.size(); ++g) letters[g] = g;
        normal = breadth_first(q, steps, letters, letters.size(), &relations);
    }

    [[nodiscard]] std::size_t bytes() const noexcept {
        std::size_t b = bytes_of_all(generator_heaps, relations) + (reps.size() + normal.size()) * sizeof(word);
        for (const auto& w : reps) b += bytes_of(w);
        for (const auto& w : normal) b += bytes_of(w);
        return b;
    }

private:
    // Breadth first from the identity, step i multiplying by steps[i] and adding one to
    // the word's letter letters[i] (words of `width` letters): the first word reaching
    // each element; where a later word reaches one again, the relation (when asked for).
    static std::vector<word> breadth_first(const bipartite_monoid& q, const std::vector<element>& steps,
                                           const std::vector<std::size_t>& letters, std::size_t width,
                                           std::vector<quotient_relation>* relations = nullptr) {
        std::vector<word> out(q.order());
        std::vector<char> done(q.order(), 0);
        std::vector<element> queue{0};
        out[0] = word(width, 0);
        done[0] = 1;
        for (std::size_t at = 0; at < queue.size(); ++at) {
            const element x = queue[at];
            for (std::size_t i = 0; i < steps.size(); ++i) {
                const element y = q.multiply(x, steps[i]);
                if (done[y] && !relations) continue;
                word w = out[x];
                ++w[letters[i]];
                if (!done[y]) {
                    done[y] = 1;
                    out[y] = std::move(w);
                    queue.push_back(y);
                } else if (w != out[y]) {
                    relations->push_back(quotient_relation{x, i, y});
                }
            }
        }
        return out;
    }
};
}  // namespace detail

namespace detail {
// The construction of the quotient of the sums of heaps 0 .. n, bound by bound: each
// bound m starts from the verified quotient of the heaps below it, and is either the same
// quotient (a twin of a smaller heap), or extended (quotient_extension) or else learned
// (quotient_learner) until its table passes the verification (quotient_verifier), then
// reduced. It exists only during the construction; take() hands over the quotient.
template <class Game>
class quotient_builder {
public:
    using state = state_t<Game>;
    using element = bipartite_monoid::element;
    using word = std::vector<std::size_t>;

    // grundy: the normal-play values of heaps 0 .. n, cut with the options where the
    // construction stops early (quotient_limits::stop_at_period).
    quotient_builder(const Game& game, heap_options<state>& opts, std::vector<nimber>& grundy,
                     const quotient_limits& limits)
        : game_(game), opts_(opts), grundy_(grundy), n_(grundy.size() - 1),
          work_{limits, [this] { return bytes(); }, [this] { report(); }}, oracle_(opts, work_), learner_(work_),
          gidx_(n_ + 1, 0), heap_el_(n_ + 1, 0), opt_el_(opts.parts.size(), 0) {}
    quotient_builder(const quotient_builder&) = delete;
    quotient_builder& operator=(const quotient_builder&) = delete;

    // The bounds 0 .. n in turn, or those past from's bound once it is checked (resume()).
    void build(const saved_quotient* from = nullptr) {
        try {
            build_bounds(from);
        } catch (...) {
            if (oracle_.settled()) checkpoint(true);
            throw;
        }
        period_ = proved_period(game_, heap_el_, n_);
        number_breadth_first();
    }

    struct result {
        bipartite_monoid monoid;
        std::vector<element> heap_el, opt_el;
        std::vector<std::size_t> gens;  // the heaps with a move
        std::optional<quotient_period> period;
    };
    result take() { return {std::move(q_), std::move(heap_el_), std::move(opt_el_), std::move(gens_), period_}; }

private:
    void build_bounds(const saved_quotient* from) {
        for (std::size_t m = from ? resume(*from) + 1 : 0; m <= n_; ++m) {
            if (m > 0 && !opts_.has_move[m]) {  // the identity: nothing changes
                settle(m);
                continue;
            }
            if (m > 0) {
                gidx_[m] = gens_.size();
                gens_.push_back(m);
            }
            if (const auto twin = twin_of(m)) {  // Q(m) is Q(m - 1), heap m an element of it
                heap_el_[m] = heap_el_[*twin];
                for (std::size_t id = opts_.off[m]; id < opts_.off[m + 1]; ++id) opt_el_[id] = oracle_.option_element(id);
            } else if (m == 0 || work_.limits.learn_only || !extend_bound(m)) {
                learn_bound(m);
            }
            if (work_.limits.stop_at_period && m < n_ && proved_period(game_, heap_el_, m)) {
                shrink_to(m);
                break;
            }
            settle(m);
        }
    }

    // Bound m by the bipartite-monoid construction (quotient_extension) from the quotient
    // of the heaps below m, recalibrated on each failing sum until the verification
    // passes; then reduced. False if no candidate is found (then bound m is learned).
    bool extend_bound(std::size_t m) {
        if (same_quotient(m)) return true;
        quotient_extension ext(opts_.off, opts_.core, gens_, work_);
        auto c = ext.first(q_, heap_el_);
        for (std::size_t round = 0; c && round < max_rounds; ++round) {
            q_ = c->q;
            heap_el_.assign(n_ + 1, 0);
            std::copy(c->heap_el.begin(), c->heap_el.end(), heap_el_.begin());
            set_option_elements(m);
            const std::optional<word> bad = quotient_verifier(q_, heap_el_, opt_el_, opts_.off, gens_, work_).run();
            if (!bad) {
                reduce_table();
                return true;
            }
            c = ext.recalibrate(*c, *bad);
        }
        return false;
    }

    // Takes `from` as the quotient of the heaps up to its bound n0 (at most n) once it is
    // checked: a commutative monoid the heaps' elements generate (not_a_monoid), the heaps
    // without a move at the identity, and passing the verification for this game's heaps
    // up to n0. Then reduced; returns n0.
    std::size_t resume(const saved_quotient& from) {
        const auto bad = [](const std::string& why) { throw sg::error("sg::misere_quotient: the saved quotient " + why); };
        const bipartite_monoid& q = from.monoid;
        const std::size_t n0 = from.heap_el.size() - 1, k = q.order();
        if (n0 > n_) bad("goes up to heap " + std::to_string(n0) + ", past " + std::to_string(n_));
        for (std::size_t h = 0; h <= n0; ++h) {
            if (from.heap_el[h] >= k) bad("maps heap " + std::to_string(h) + " to no element");
            if ((h == 0 || !opts_.has_move[h]) && from.heap_el[h] != 0)
                bad("maps heap " + std::to_string(h) + ", which has no move here, off the identity");
            if (h > 0 && opts_.has_move[h]) {
                gidx_[h] = gens_.size();
                gens_.push_back(h);
            }
        }
        std::vector<element> generators;
        for (std::size_t h : gens_) generators.push_back(from.heap_el[h]);
        if (const char* why = from.not_a_monoid(generators)) bad(why);
        q_ = q;
        std::copy(from.heap_el.begin(), from.heap_el.end(), heap_el_.begin());
        set_option_elements(n0);
        if (quotient_verifier(q_, heap_el_, opt_el_, opts_.off, gens_, work_).run())
            bad("is not that of this game's heaps up to " + std::to_string(n0));
        reduce_table();
        settle(n0);
        return n0;
    }

    // Whether Q(m) is Q(m - 1) with heap m mapped to one of its elements x (found, then
    // heap_el_[m] is x): x in P exactly when heap m alone is lost; no y with y * x in P
    // and y * (an option of m) in P (else y's sum plus heap m fails); and the
    // verification passes, tried for at most max_same such x.
    bool same_quotient(std::size_t m) {
        std::vector<element> opts;
        for (std::size_t id = opts_.off[m]; id < opts_.off[m + 1]; ++id) opts.push_back(value_of(opts_.core[id]));
        std::sort(opts.begin(), opts.end());
        opts.erase(std::unique(opts.begin(), opts.end()), opts.end());
        const bool lost = std::ranges::none_of(opts, [&](element t) { return q_.in_p(t); });
        std::size_t tried = 0;
        for (element x = 0; x < q_.order() && tried < max_same; ++x) {
            if (q_.in_p(x) != lost) continue;
            bool ok = true;
            for (element y = 0; y < q_.order() && ok; ++y)
                if (q_.in_p(q_.multiply(y, x)))
                    ok = std::ranges::none_of(opts, [&](element t) { return q_.in_p(q_.multiply(y, t)); });
            if (!ok) continue;
            ++tried;
            heap_el_[m] = x;
            set_option_elements(m);
            if (!quotient_verifier(q_, heap_el_, opt_el_, opts_.off, gens_, work_).run()) return true;
        }
        heap_el_[m] = 0;
        return false;
    }

    // Bound m by learning: classes learned from the tests, split where two heaps do not
    // commute, until the table passes the verification; then reduced.
    void learn_bound(std::size_t m) {
        oracle_.set_guessing(m > 0);
        learner_.set_bound(oracle_.bound() + 1);
        const std::size_t tests_before = learner_.tests();
        for (;;) {
            if (!learner_.learn(gens_, oracle_))
                throw limit_error("sg::misere_quotient: no finite quotient of heaps up to " + std::to_string(n_) +
                                      " within order " + std::to_string(work_.limits.max_order),
                                  work_.limits.max_order);
            if (learner_.split_noncommuting(gens_)) continue;
            make_table(m);
            const std::optional<word> bad = quotient_verifier(q_, heap_el_, opt_el_, opts_.off, gens_, work_).run();
            if (!bad) break;
            const heaps_list g = wrong_sum(to_list(*bad));
            if (oracle_.guessing() && oracle_.wins(g) != oracle_.exact_wins(g)) {
                // The guess is wrong here: exact outcomes for this bound, and the tests
                // learned from the guess dropped (they are often long).
                oracle_.set_guessing(false);
                learner_.drop_tests(tests_before);
            } else {
                learner_.learn_from(g, gidx_, oracle_);
            }
        }
        reduce_table();
    }
    // The elements numbered in the order a breadth-first walk from the identity reaches
    // them, multiplying by the heaps' elements in turn: the numbering depends on the
    // quotient alone, not on how it was built.
    void number_breadth_first() {
        std::vector<element> steps;
        for (std::size_t h : gens_) steps.push_back(heap_el_[h]);
        const std::vector<element> order = q_.walk(steps);
        if (order.size() != q_.order())
            throw sg::error("sg::misere_quotient: internal error: an element no sum reaches");
        std::vector<element> id(order.size());
        for (std::size_t i = 0; i < order.size(); ++i) id[order[i]] = static_cast<element>(i);
        q_ = q_.renumbered(id);
        for (auto& e : heap_el_) e = id[e];
        for (auto& e : opt_el_) e = id[e];
    }
    // The classes of the table no sum tells apart, merged.
    void reduce_table() {
        std::vector<element> generators;
        for (std::size_t h : gens_) generators.push_back(heap_el_[h]);
        if (const auto cls = q_.reduce(generators)) {  // the classes no sum tells apart merged
            for (auto& e : heap_el_) e = (*cls)[e];
            for (auto& e : opt_el_) e = (*cls)[e];
        }
    }

    // The learner's table, with the elements of the heaps and of the options up to m.
    void make_table(std::size_t m) {
        q_ = learner_.table(gidx_);
        heap_el_.assign(n_ + 1, 0);
        for (std::size_t gi = 0; gi < gens_.size(); ++gi) heap_el_[gens_[gi]] = learner_.step(0, gi);
        set_option_elements(m);
    }
    // The elements of the options of heaps up to m, in the current table (the others 0).
    void set_option_elements(std::size_t m) {
        opt_el_.assign(opts_.parts.size(), 0);
        for (std::size_t id = 0; id < opts_.off[m + 1]; ++id) opt_el_[id] = value_of(opts_.core[id]);
    }
    element value_of(const heaps_list& l) const {
        return q_.product(l, [this](std::uint32_t h) { return heap_el_[h]; });
    }

    // A smaller heap whose options' elements in Q(m - 1) are those of heap m's: then heap
    // m behaves as it beside every sum of heaps up to m (docs/misere_quotient.md, step 0
    // of the construction), so Q(m) is Q(m - 1) and nothing is learned.
    std::optional<std::size_t> twin_of(std::size_t m) const {
        if (m == 0) return std::nullopt;
        const auto elements = [&](std::size_t h) {
            std::vector<element> e;
            for (std::size_t id = opts_.off[h]; id < opts_.off[h + 1]; ++id) e.push_back(oracle_.option_element(id));
            std::sort(e.begin(), e.end());
            e.erase(std::unique(e.begin(), e.end()), e.end());
            return e;
        };
        const std::vector<element> mine = elements(m);
        for (std::size_t h : gens_)
            if (h < m && elements(h) == mine) return h;
        return std::nullopt;
    }

    // A sum the table answers wrongly, reached from the failing sum g of the
    // verification: g itself, or else one of its options (some option is answered
    // wrongly when g's answer is right but disagrees with its options'), and so on down.
    heaps_list wrong_sum(heaps_list g) {
        const auto wrong = [&](const heaps_list& s) { return !oracle_.exact_wins(s) != q_.in_p(value_of(s)); };
        for (;;) {
            if (wrong(g)) return g;
            bool found = false;
            for (std::size_t i = 0; i < g.size() && !found; ++i) {
                if (i > 0 && g[i] == g[i - 1]) continue;
                for (std::size_t id = opts_.off[g[i]]; id < opts_.off[g[i] + 1] && !found; ++id) {
                    heaps_list o = replace_heap(g, i, opts_.core[id]);
                    if (wrong(o)) {
                        g = std::move(o);
                        found = true;
                    }
                }
            }
            if (!found) throw sg::error("sg::misere_quotient: internal error: a failure of the verification has no cause");
        }
    }
    heaps_list to_list(const word& w) const {
        heaps_list l;
        for (std::size_t h = 0; h <= n_; ++h)
            if (opts_.has_move[h])
                for (std::size_t c = 0; c < w[h]; ++c) l.push_back(static_cast<std::uint32_t>(h));
        return l;
    }

    void settle(std::size_t m) {
        oracle_.settle(m, q_, heap_el_);
        report();
        checkpoint(false);
    }
    void checkpoint(bool stopped) const {
        if (work_.limits.checkpoint) work_.limits.checkpoint(oracle_.checkpoint(stopped));
    }
    // The heaps above m are dropped: the construction stopped at m (stop_at_period).
    void shrink_to(std::size_t m) {
        n_ = m;
        opts_.shrink_to(m);
        grundy_.resize(m + 1);
        gidx_.resize(m + 1);
        heap_el_.resize(m + 1);
        opt_el_.resize(opts_.off[m + 1]);
    }

    void report() const {
        if (work_.limits.progress)
            work_.limits.progress(quotient_progress{oracle_.bound() + 1, oracle_.order(), learner_.tests(), work_.positions});
    }
    std::size_t bytes() const noexcept {
        return opts_.bytes() + oracle_.bytes() + learner_.bytes() + q_.bytes() +
               bytes_of_all(grundy_, gens_, gidx_, heap_el_, opt_el_);
    }

    static constexpr std::size_t max_rounds = 256;  // recalibrations of one bound
    static constexpr std::size_t max_same = 8;      // elements of Q(m - 1) verified for heap m

    const Game& game_;
    heap_options<state>& opts_;
    std::vector<nimber>& grundy_;
    std::size_t n_;
    quotient_work work_;
    quotient_oracle<state> oracle_;
    quotient_learner learner_;
    std::vector<std::size_t> gens_;  // heaps with a move, up to the current bound
    std::vector<std::size_t> gidx_;  // gidx_[h]: h's index in gens_
    bipartite_monoid q_;             // the current bound's table
    std::vector<element> heap_el_, opt_el_;
    std::optional<quotient_period> period_;
};
}  // namespace detail

template <class Game>
class misere_quotient : public queries<misere_quotient<Game>, state_t<Game>> {
public:
    using state = state_t<Game>;
    using element = std::uint32_t;
    // position_value: the element of the quotient a sum maps to.
    using value_type = std::size_t;
    using word = std::vector<std::size_t>;  // word[h]: how many heaps of size h

    // Computes the quotient of the sums of heaps 0..n; throws sg::limit_error when no
    // finite quotient is verified within `limits`.
    misere_quotient(Game game, std::size_t n, quotient_limits limits = {})
        : game_(std::move(game)), n_(checked_bound(n)), limits_(std::move(limits)), opts_(game_, n_) {
        construct(nullptr);
    }
    // The same, going on from a quotient save() wrote (of the same game, for a bound up
    // to n): it is checked first, and throws sg::error unless it is a commutative monoid
    // that the verification proves for this game's heaps up to its bound.
    misere_quotient(Game game, std::size_t n, std::istream& saved, quotient_limits limits = {})
        : game_(std::move(game)), n_(checked_bound(n)), limits_(std::move(limits)), opts_(game_, n_) {
        const detail::saved_quotient from = detail::saved_quotient::read(saved);
        construct(&from);
    }

    // Writes the quotient as text (the heap bound, the order, the P-portion, the table and
    // each heap's element), for the constructor above to go on from.
    void save(std::ostream& os) const { detail::saved_quotient::write(os, monoid_, heap_el_, n_); }

private:
    void construct(const detail::saved_quotient* from) {
        try {
            sg::grundy<Game> g(game_);
            g.set_memory_limit(limits_.max_bytes);
            for (std::size_t h = 0; h <= n_; ++h) grundy_.push_back(g(static_cast<state>(h)));
            detail::quotient_builder<Game> builder(game_, opts_, grundy_, limits_);
            builder.build(from);
            auto built = builder.take();
            n_ = grundy_.size() - 1;  // the bound it stopped at
            monoid_ = std::move(built.monoid);
            heap_el_ = std::move(built.heap_el);
            opt_el_ = std::move(built.opt_el);
            period_ = built.period;
            first_wins();
            presentation_ = detail::quotient_presentation(monoid_, heap_el_, built.gens);
        } catch (const limit_error& e) {
            if (e.kind() != limit_kind::bytes) throw;
            detail::throw_memory_limit("sg::misere_quotient", limits_.max_bytes, e.reached(), true,
                                       "raise quotient_limits::max_bytes");
        }
    }

public:
    // Bytes held after construction: the multiplication table (4 bytes an element
    // pair), the first winning option of each heap and element (8 bytes each), the
    // options, the heaps' values and the presentation. During construction the learner's
    // tests and classes, the sums the exact searches stored (4 bytes a heap, a slot and
    // an outcome each), the previous bound's tables and the verification's states count
    // as well, against quotient_limits::max_bytes.
    [[nodiscard]] std::size_t memory_used() const noexcept {
        return opts_.bytes() + monoid_.bytes() + presentation_.bytes() +
               detail::bytes_of_all(grundy_, heap_el_, opt_el_, first_win_);
    }

    [[nodiscard]] std::size_t heap_bound() const noexcept { return n_; }
    [[nodiscard]] std::size_t order() const noexcept { return monoid_.order(); }
    // Elements in the P-portion (sums lost by the player to move), ascending.
    [[nodiscard]] std::vector<element> p_portion() const {
        std::vector<element> p;
        for (element x = 0; x < order(); ++x)
            if (monoid_.in_p(x)) p.push_back(x);
        return p;
    }
    [[nodiscard]] bool in_p_portion(element x) const {
        if (x >= order()) throw std::out_of_range("sg::misere_quotient: no element " + std::to_string(x));
        return monoid_.in_p(x);
    }
    [[nodiscard]] element identity() const noexcept { return 0; }
    [[nodiscard]] element multiply(element x, element y) const { return monoid_.multiply(x, y); }
    // The element of a heap of size h (0 <= h <= heap_bound(), any h once period() is set).
    [[nodiscard]] element heap_element(std::size_t h) const {
        if (h > n_ && period_) return heap_el_[period_->preperiod + (h - period_->preperiod) % period_->period];
        return heap_el_[check(h)];
    }
    // The period of the heaps' elements that the periodicity theorem proves from the heaps
    // up to heap_bound() (docs/misere_quotient.md), for games that give the theorem's
    // bound (octal_game without '!' or '?', subtraction_game): then this is the quotient
    // of every heap, and value() and outcome() take heaps of any size.
    [[nodiscard]] const std::optional<quotient_period>& period() const noexcept { return period_; }
    // The shortest sum of heaps (by number of heaps, then listing order) mapping to x.
    [[nodiscard]] const word& representative(element x) const { return presentation_.reps.at(x); }

    // Presentation: the generators are the heaps whose element is no product of the
    // elements of smaller heaps; every element is a word in them (normal_form) and
    // `relations` lists the relations normal_form(x) * g = normal_form(y) that are not
    // themselves normal forms; together with commutativity they define the monoid.
    [[nodiscard]] const std::vector<std::size_t>& generator_heaps() const noexcept {
        return presentation_.generator_heaps;
    }
    [[nodiscard]] const word& normal_form(element x) const { return presentation_.normal.at(x); }  // by generator
    // from: normal_form(from) times ...; generator: ... generator number `generator`
    // (index in generator_heaps()); to: ... equals normal_form(to)
    using relation = detail::quotient_relation;
    [[nodiscard]] const std::vector<relation>& relations() const noexcept { return presentation_.relations; }
    // x written in the generators a, b, c, ... (generator_heaps() in order; past z:
    // g26, g27, ...): "1" for the identity, else e.g. "ab^2".
    [[nodiscard]] std::string element_name(element x) const {
        const word& w = normal_form(x);
        std::string out;
        for (std::size_t g = 0; g < w.size(); ++g) {
            if (w[g] == 0) continue;
            out += g < 26 ? std::string(1, static_cast<char>('a' + g)) : "g" + std::to_string(g);
            if (w[g] > 1) out += "^" + std::to_string(w[g]);
        }
        return out.empty() ? "1" : out;
    }

    // The normal-play Grundy value of a heap, and of a sum (XOR), side by side.
    [[nodiscard]] nimber normal_value(std::size_t h) const { return grundy_[check(h)]; }
    template <std::ranges::forward_range R>
    [[nodiscard]] nimber normal_value(const R& heaps) const {
        nimber x = 0;
        for (const auto& h : heaps) x ^= normal_value(detail::quotient_heap_index(h));
        return x;
    }
    [[nodiscard]] nimber normal_value(std::initializer_list<state> heaps) const {
        return normal_value(std::span<const state>(heaps.begin(), heaps.size()));
    }

    // Conway's genus of heap h (sg::genus below, within quotient_limits::max_bytes).
    using genus_symbol = sg::genus_symbol;
    [[nodiscard]] genus_symbol genus(std::size_t h, std::size_t terms = 6) const {
        return sg::genus(game_, static_cast<state>(check(h)), terms, limits_.max_bytes);
    }
    [[nodiscard]] static std::string genus_string(const genus_symbol& s) { return sg::genus_string(s); }

    // ---- the hooks of sg::queries (whole-position): O(k) for k heaps
    template <class R>
    [[nodiscard]] value_type position_value(const R& heaps) const {
        element x = 0;
        for (const auto& h : heaps) x = multiply(x, heap_element(detail::quotient_heap_index(h)));
        return x;
    }
    template <class R>
    [[nodiscard]] sg::outcome position_outcome(const R& heaps) const {
        return monoid_.in_p(static_cast<element>(position_value(heaps))) ? sg::outcome::lose : sg::outcome::win;
    }
    // Every move to a sum in the P-portion: heap by heap, each heap's options in the
    // game's order; a heap with none is skipped by one table look-up.
    template <class R, class F>
    void position_winning_moves(const R& heaps, F&& f) const {
        std::vector<std::size_t> hs;
        for (const auto& h : heaps) hs.push_back(check(detail::quotient_heap_index(h)));
        const std::size_t k = hs.size();
        std::vector<element> suffix(k + 1, 0);
        for (std::size_t i = k; i-- > 0;) suffix[i] = multiply(heap_el_[hs[i]], suffix[i + 1]);
        element prefix = 0;
        for (std::size_t i = 0; i < k; ++i) {
            const element rest = multiply(prefix, suffix[i + 1]);
            const std::size_t h = hs[i];
            for (std::size_t id = opts_.off[h] + first_win_[h * order() + rest]; id < opts_.off[h + 1]; ++id) {
                if (!monoid_.in_p(multiply(rest, opt_el_[id]))) continue;
                if (!f(sg::move<state>{i, opts_.parts[id]})) return;
            }
            prefix = multiply(prefix, heap_el_[h]);
        }
    }

private:
    static std::size_t checked_bound(std::size_t n) {
        if (n >= std::numeric_limits<std::uint32_t>::max())
            throw sg::error("sg::misere_quotient: the heap bound " + std::to_string(n) + " is too large");
        return n;
    }
    std::size_t check(std::size_t h) const {
        if (h > n_)
            throw sg::error("sg::misere_quotient: heap " + std::to_string(h) + " is above the bound " +
                            std::to_string(n_) + " of the quotient");
        return h;
    }

    // The answer tables: the first winning option of each heap beside each element.
    void first_wins() {
        first_win_.assign((n_ + 1) * order(), 0);
        for (std::size_t h = 0; h <= n_; ++h)
            for (element z = 0; z < order(); ++z) {
                std::size_t o = 0;
                const std::size_t cnt = opts_.off[h + 1] - opts_.off[h];
                while (o < cnt && !monoid_.in_p(multiply(z, opt_el_[opts_.off[h] + o]))) ++o;
                first_win_[h * order() + z] = o;
            }
    }

    Game game_;
    std::size_t n_;
    quotient_limits limits_;
    detail::heap_options<state> opts_;
    std::vector<nimber> grundy_;
    detail::bipartite_monoid monoid_;
    std::vector<element> heap_el_;
    std::vector<element> opt_el_;              // each option's element
    std::vector<std::size_t> first_win_;       // [h * order() + z]
    detail::quotient_presentation presentation_;
    std::optional<quotient_period> period_;
};

// The quotient of the heaps up to the first bound that proves a period (see
// misere_quotient::period), trying the bounds 63, 127, ... up to max_bound (the one
// doubling of lengths, detail::doubling_search) with quotient_limits::stop_at_period; if
// none does, the quotient of the heaps up to max_bound, without a period. Each try reads
// the options of every heap up to its bound, so the doubling keeps the work within about
// twice that of the bound found.
template <class Game>
[[nodiscard]] misere_quotient<Game> periodic_quotient(const Game& game, std::size_t max_bound,
                                                      quotient_limits limits = {}) {
    limits.stop_at_period = true;
    std::optional<misere_quotient<Game>> q;
    const std::uint64_t heaps = std::uint64_t{max_bound} + 1;  // lengths count heaps 0 .. bound
    detail::doubling_search(
        64, heaps, max_bound, [&](std::uint64_t len) { q.emplace(game, static_cast<std::size_t>(len - 1), limits); },
        [&]() -> std::optional<periodic_sequence> {  // only whether there is one matters here
            if (!q->period()) return std::nullopt;
            periodic_sequence found;
            found.preperiod = q->period()->preperiod;
            found.period = q->period()->period;
            return found;
        });
    return std::move(*q);
}

}  // namespace sg
