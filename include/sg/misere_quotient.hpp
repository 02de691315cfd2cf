// sg/misere_quotient.hpp: sg::misere_quotient<Game>, the misère quotient (Plambeck;
// Plambeck and Siegel 2008) of the sums of heaps up to n of a heap game, built heap by
// heap: each bound's quotient is learned from the previous one (exact outcomes searched
// only over the sums holding the new heap, distinguishing sums taken from the failures)
// and verified exhaustively; the misère outcome and winning moves of any such sum in
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
#include <limits>
#include <map>
#include <optional>
#include <ranges>
#include <span>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "detail/budget.hpp"
#include "detail/hash.hpp"
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

// The bounds of the search for a quotient (see docs/misere_quotient.md).
struct quotient_limits {
    std::size_t max_order = 512;       // at most this many elements
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
    // Stop at the first bound whose heaps prove a period (misere_quotient::period): the
    // quotient is then that of every heap, and heap_bound() that bound.
    bool stop_at_period = false;
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
// 64 bits, each with its link; kept once each (open addressing on the words), in the
// order of first reaching, or in ascending order of (x, F) after sorted().
class quotient_states {
public:
    explicit quotient_states(std::size_t words) : stride_(1 + words) {}

    [[nodiscard]] std::size_t size() const noexcept { return keys_.size() / stride_; }
    [[nodiscard]] std::span<const std::uint64_t> key(std::size_t i) const { return {keys_.data() + i * stride_, stride_}; }
    // Adds the state `key` (stride words) reached by `l`, unless it is there: whether it was added.
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
            if (std::ranges::equal(key(slots_[i] - 1), k)) return false;
        }
    }
    // The same states in ascending order of (x, F), without the index.
    [[nodiscard]] quotient_states sorted() const {
        std::vector<std::size_t> order(size());
        for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
        std::sort(order.begin(), order.end(),
                  [&](std::size_t a, std::size_t b) { return std::ranges::lexicographical_compare(key(a), key(b)); });
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
    // The links, in the order of the states; the states stay.
    std::vector<state_link> take_links() { return std::exchange(links_, {}); }
    [[nodiscard]] std::size_t bytes() const noexcept { return bytes_of_all(keys_, links_, slots_); }

private:
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
        : game_(std::move(game)), n_(n), limits_(std::move(limits)) {
        if (n_ >= std::numeric_limits<std::uint32_t>::max())
            throw sg::error("sg::misere_quotient: the heap bound " + std::to_string(n_) + " is too large");
        try {
            read_options();
            sg::grundy<Game> g(game_);
            g.set_memory_limit(limits.max_bytes);
            for (std::size_t h = 0; h <= n_; ++h) grundy_.push_back(g(static_cast<state>(h)));
            build();
        } catch (const limit_error& e) {
            if (e.kind() != limit_kind::bytes) throw;
            detail::throw_memory_limit("sg::misere_quotient", limits.max_bytes, e.reached(), true,
                                       "raise quotient_limits::max_bytes");
        }
    }

    // Bytes held after construction: the multiplication table (4 bytes an element
    // pair), the first winning option of each heap and element (8 bytes each), the
    // options, the words learned and the classes' outcome vectors; during construction,
    // the searched positions (a hash node with the sum each), the previous bound's
    // tables and the verification's states (a map node with the option set and a
    // witness word each) count as well, against quotient_limits::max_bytes.
    [[nodiscard]] std::size_t memory_used() const noexcept {
        std::size_t b = memo_bytes_ + detail::bytes_of_all(grundy_, opt_off_, opt_el_, has_move_, gens_, gidx_,
                                                           table_, heap_el_, is_p_, first_win_, gen_heaps_, relations_,
                                                           vtable_, vheap_el_, vis_p_, vopt_el_, vopts_off_,
                                                           vopts_, guess_memo_);
        b += (opt_parts_.size() + opt_core_.size() + tests_.size() + rep_heaps_.size() + trans_.size() +
              sigs_.size()) * sizeof(heaps_list);
        for (const auto& p : opt_parts_) b += detail::bytes_of(p);
        for (const auto& p : opt_core_) b += detail::bytes_of(p);
        for (const auto& t : tests_) b += detail::bytes_of(t);
        for (const auto& t : rep_heaps_) b += detail::bytes_of(t);
        for (const auto& t : trans_) b += detail::bytes_of(t);
        for (const auto& t : sigs_) b += detail::bytes_of(t) + 4 * sizeof(void*);  // and its node in seen_
        b += (reps_.size() + normal_.size()) * sizeof(word) + reps_.size() * (n_ + 1) * sizeof(std::size_t);
        for (const auto& w : normal_) b += detail::bytes_of(w);
        return b;
    }

    [[nodiscard]] std::size_t heap_bound() const noexcept { return n_; }
    [[nodiscard]] std::size_t order() const noexcept { return is_p_.size(); }
    // Elements in the P-portion (sums lost by the player to move), ascending.
    [[nodiscard]] std::vector<element> p_portion() const {
        std::vector<element> p;
        for (element x = 0; x < order(); ++x)
            if (is_p_[x]) p.push_back(x);
        return p;
    }
    [[nodiscard]] bool in_p_portion(element x) const { return is_p_.at(x) != 0; }
    [[nodiscard]] element identity() const noexcept { return 0; }
    [[nodiscard]] element multiply(element x, element y) const { return table_[x * order() + y]; }
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
    [[nodiscard]] const word& representative(element x) const { return reps_.at(x); }

    // Presentation: the generators are the heaps whose element is no product of the
    // elements of smaller heaps; every element is a word in them (normal_form) and
    // `relations` lists the relations normal_form(x) * g = normal_form(y) that are not
    // themselves normal forms; together with commutativity they define the monoid.
    [[nodiscard]] const std::vector<std::size_t>& generator_heaps() const noexcept { return gen_heaps_; }
    [[nodiscard]] const word& normal_form(element x) const { return normal_.at(x); }  // exponents by generator
    struct relation {
        element from;           // normal_form(from) times ...
        std::size_t generator;  // ... generator number `generator` (index in generator_heaps())
        element to;             // ... equals normal_form(to)
    };
    [[nodiscard]] const std::vector<relation>& relations() const noexcept { return relations_; }
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
        for (const auto& h : heaps) x ^= normal_value(as_index(h));
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
        for (const auto& h : heaps) x = multiply(x, heap_element(as_index(h)));
        return x;
    }
    template <class R>
    [[nodiscard]] sg::outcome position_outcome(const R& heaps) const {
        return is_p_[position_value(heaps)] ? sg::outcome::lose : sg::outcome::win;
    }
    // Every move to a sum in the P-portion: heap by heap, each heap's options in the
    // game's order; a heap with none is skipped by one table look-up.
    template <class R, class F>
    void position_winning_moves(const R& heaps, F&& f) const {
        std::vector<std::size_t> hs;
        for (const auto& h : heaps) hs.push_back(check(as_index(h)));
        const std::size_t k = hs.size();
        std::vector<element> suffix(k + 1, 0);
        for (std::size_t i = k; i-- > 0;) suffix[i] = multiply(heap_el_[hs[i]], suffix[i + 1]);
        element prefix = 0;
        for (std::size_t i = 0; i < k; ++i) {
            const element rest = multiply(prefix, suffix[i + 1]);
            const std::size_t h = hs[i];
            std::size_t o = first_win_[h * order() + rest];
            for (; o < opt_off_[h + 1] - opt_off_[h]; ++o) {
                const std::size_t id = opt_off_[h] + o;
                if (!is_p_[multiply(rest, opt_el_[id])]) continue;
                if (!f(sg::move<state>{i, opt_parts_[id]})) return;
            }
            prefix = multiply(prefix, heap_el_[h]);
        }
    }

private:
    // A sum of heaps as its heaps with moves, ascending (heaps without a move are the
    // identity and are left out).
    using heaps_list = std::vector<std::uint32_t>;

    template <class T>
    static std::size_t as_index(const T& h) {
        if constexpr (std::is_signed_v<T>)
            if (h < 0) throw sg::error("sg::misere_quotient: a heap size is negative");
        if (std::cmp_greater(h, std::numeric_limits<std::size_t>::max()))
            throw sg::error("sg::misere_quotient: heap " + std::to_string(h) + " does not fit in std::size_t");
        return static_cast<std::size_t>(h);
    }
    std::size_t check(std::size_t h) const {
        if (h > n_)
            throw sg::error("sg::misere_quotient: heap " + std::to_string(h) + " is above the bound " +
                            std::to_string(n_) + " of the quotient");
        return h;
    }

    // Options of every heap 0..n: the parts (as emitted), the same parts with moves
    // ascending (opt_core_), and the heaps with moves among them.
    void read_options() {
        opt_off_.assign(1, 0);
        has_move_.assign(n_ + 1, 0);
        for (std::size_t h = 0; h <= n_; ++h) {
            game_.moves(static_cast<state>(h), [&](const auto&... parts) {
                const std::vector<state> to = detail::parts_of<state>(parts...);
                heaps_list core;
                for (const state& p : to) {
                    const std::size_t i = as_index(p);
                    if (i >= h)
                        throw sg::error("sg::misere_quotient: heap " + std::to_string(h) +
                                        " has a move to a part that is not smaller");
                    if (has_move_[i]) core.push_back(static_cast<std::uint32_t>(i));
                }
                std::sort(core.begin(), core.end());
                opt_parts_.push_back(std::move(to));
                opt_core_.push_back(std::move(core));
            });
            opt_off_.push_back(opt_parts_.size());
            has_move_[h] = opt_off_[h + 1] > opt_off_[h];
        }
        gidx_.assign(n_ + 1, 0);
    }

    static heaps_list merge(const heaps_list& a, const heaps_list& b) {
        heaps_list out(a.size() + b.size());
        std::merge(a.begin(), a.end(), b.begin(), b.end(), out.begin());
        return out;
    }
    // l with its heap at index i replaced by the parts `core` (ascending).
    static heaps_list replace(const heaps_list& l, std::size_t i, const heaps_list& core) {
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
    heaps_list to_list(const word& w) const {
        heaps_list l;
        for (std::size_t h = 0; h <= n_; ++h)
            if (has_move_[h])
                for (std::size_t c = 0; c < w[h]; ++c) l.push_back(static_cast<std::uint32_t>(h));
        return l;
    }

    void report() const {
        if (limits_.progress) limits_.progress(quotient_progress{vb_ + 1, vorder_, tests_.size(), positions_});
    }
    // One step of work (an outcome asked, a state verified): progress every 4096 of them.
    void tick() {
        if ((++ticks_ & 4095) == 0) report();
    }

    // ---- exact outcomes. vb_: the bound whose quotient is verified (vtable_, vheap_el_,
    // vis_p_, vopt_el_); a sum of heaps up to vb_ is answered by it, any other by a
    // search of its positions holding a heap above vb_ (memo_), the rest again by it.
    std::uint32_t vvalue(const heaps_list& l, std::size_t skip = std::numeric_limits<std::size_t>::max()) const {
        std::uint32_t x = 0;
        for (std::size_t i = 0; i < l.size(); ++i)
            if (i != skip) x = vtable_[x * vorder_ + vheap_el_[l[i]]];
        return x;
    }
    // Whether the player to move wins the sum l (misère play).
    bool exact_wins(const heaps_list& l) {
        if (l.empty()) return true;
        if (l.back() <= vb_) return !vis_p_[vvalue(l)];
        tick();
        if (const auto it = memo_.find(l); it != memo_.end()) return it->second;
        if ((++positions_ & 4095) == 0) {
            if (limits_.max_bytes != detail::memory_budget::unlimited && memory_used() > limits_.max_bytes)
                detail::throw_memory_limit("sg::misere_quotient", limits_.max_bytes, memory_used(), false,
                                           "raise quotient_limits::max_bytes");
        }
        bool win = false;
        // First the moves of the one heap above vb_ (if there is one): every option is
        // answered by the verified quotient.
        const std::size_t last = l.size() - 1;
        if (l.size() == 1 || l[last - 1] <= vb_) {
            const std::uint32_t rest = vvalue(l, last);
            for (std::size_t id = opt_off_[l[last]]; id < opt_off_[l[last] + 1] && !win; ++id)
                win = vis_p_[vtable_[rest * vorder_ + vopt_el_[id]]] != 0;
        }
        // Then the other moves, those the guess (guess_wins) calls winning first: where
        // it is right, the first move tried wins.
        std::vector<std::pair<std::size_t, std::size_t>> later;
        for (std::size_t i = 0; i < l.size() && !win; ++i) {
            if (i > 0 && l[i] == l[i - 1]) continue;
            if (i == last && (l.size() == 1 || l[last - 1] <= vb_)) continue;  // done above
            for (std::size_t id = opt_off_[l[i]]; id < opt_off_[l[i] + 1] && !win; ++id) {
                heaps_list o = replace(l, i, opt_core_[id]);
                if (guess_of(o))
                    later.emplace_back(i, id);
                else
                    win = !exact_wins(o);
            }
        }
        for (std::size_t j = 0; j < later.size() && !win; ++j)
            win = !exact_wins(replace(l, later[j].first, opt_core_[later[j].second]));
        memo_bytes_ += sizeof(heaps_list) + l.size() * sizeof(std::uint32_t) + 4 * sizeof(void*);
        if (memo_.size() >= limits_.search_limit)
            throw limit_error("sg::misere_quotient: the searches of heaps up to " + std::to_string(vb_ + 1) +
                                  " need more than " + std::to_string(limits_.search_limit) + " positions",
                              limits_.search_limit);
        memo_.emplace(l, win);
        return win;
    }

    // ---- the guessed outcomes of a bound m = vb_ + 1. A sum R + c heaps of m (R of
    // heaps below m) is answered as rep(φ(R)) + c heaps of m, where rep(x) is the least
    // sum of heaps up to vb_ mapping to x in the multiset order (largest heap first) and
    // each option of rep(x) is replaced by the rep of its element in turn: a search over
    // the pairs (x, c) only. The least reps make the search well founded (an option's
    // rep is at most the option, below rep(x)). The guess is the true outcome wherever
    // the sums of heaps below m that share an element also share their behaviour with
    // heaps of m; it is used to learn a table quickly, and the verification, with exact
    // outcomes for every failure, decides (guessed_ off: exact outcomes throughout).
    bool guess_wins(std::uint32_t x, std::size_t c) {
        if (c == 0) return !vis_p_[x];
        const std::size_t at = x * (guess_c_ + 1) + c;
        if (c > guess_c_) {  // room for more heaps of m
            const std::size_t nc = std::max(c, 2 * guess_c_ + 1);
            std::vector<signed char> grown(vorder_ * (nc + 1), -1);
            for (std::size_t y = 0; y < vorder_; ++y)
                for (std::size_t k = 0; k <= guess_c_; ++k) grown[y * (nc + 1) + k] = guess_memo_[y * (guess_c_ + 1) + k];
            guess_memo_ = std::move(grown);
            guess_c_ = nc;
            return guess_wins(x, c);
        }
        tick();
        if (guess_memo_[at] >= 0) return guess_memo_[at] != 0;
        ++positions_;
        bool win = false;
        const std::size_t m = vb_ + 1;
        for (std::size_t id = opt_off_[m]; id < opt_off_[m + 1] && !win; ++id)
            win = !guess_wins(vtable_[x * vorder_ + vopt_el_[id]], c - 1);
        for (std::size_t i = vopts_off_[x]; i < vopts_off_[x + 1] && !win; ++i) win = !guess_wins(vopts_[i], c);
        guess_memo_[x * (guess_c_ + 1) + c] = static_cast<signed char>(win);
        return win;
    }
    // The guess for a sum of heaps up to vb_ + 1.
    bool guess_of(const heaps_list& l) {
        std::size_t k = l.size();
        while (k > 0 && l[k - 1] > vb_) --k;
        std::uint32_t x = 0;
        for (std::size_t i = 0; i < k; ++i) x = vtable_[x * vorder_ + vheap_el_[l[i]]];
        return guess_wins(x, l.size() - k);
    }
    bool oracle_wins(const heaps_list& l) {
        if (!guessed_ || l.empty() || l.back() <= vb_) return exact_wins(l);
        return guess_of(l);
    }
    // The least reps of the verified quotient (see guess_wins) and their options' elements.
    void least_reps() {
        std::vector<heaps_list> best(vorder_);  // descending
        std::vector<char> reached(vorder_, 0);
        if (reached.empty()) return;  // never: the identity is element 0 (g++ -O3 cannot tell)
        reached[0] = 1;
        auto less = [](const heaps_list& a, const heaps_list& b) {
            return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end());
        };
        for (std::size_t h = 1; h <= vb_; ++h) {
            if (!has_move_[h]) continue;
            const std::uint32_t a = vheap_el_[h];
            std::vector<std::uint32_t> old;
            for (std::uint32_t x = 0; x < vorder_; ++x)
                if (reached[x]) old.push_back(x);
            // y * a^c for c above the cycle's top repeats
            const std::size_t top =
                detail::power_cycle::of(a, [this](std::uint32_t x, std::uint32_t y) { return vtable_[x * vorder_ + y]; })
                    .top();
            std::vector<std::uint32_t> pw(old);  // y * a^c for each old y
            for (std::size_t c = 1; c <= top; ++c) {
                std::vector<std::uint32_t> fresh;
                std::vector<std::size_t> from(vorder_, std::numeric_limits<std::size_t>::max());
                for (std::size_t i = 0; i < old.size(); ++i) {
                    pw[i] = vtable_[pw[i] * vorder_ + a];
                    const std::uint32_t x = pw[i];
                    if (reached[x] == 1) continue;
                    if (from[x] == std::numeric_limits<std::size_t>::max()) {
                        fresh.push_back(x);
                        from[x] = i;
                    } else if (less(best[old[i]], best[old[from[x]]])) {
                        from[x] = i;
                    }
                }
                for (std::uint32_t x : fresh) {
                    heaps_list w(c, static_cast<std::uint32_t>(h));
                    const heaps_list& r = best[old[from[x]]];
                    w.insert(w.end(), r.begin(), r.end());
                    best[x] = std::move(w);
                }
                for (std::uint32_t x : fresh) reached[x] = 1;
            }
        }
        vopts_off_.assign(1, 0);
        vopts_.clear();
        std::vector<char> mark(vorder_, 0);
        for (std::uint32_t x = 0; x < vorder_; ++x) {
            const heaps_list r(best[x].rbegin(), best[x].rend());
            const std::size_t begin = vopts_.size();
            for (std::size_t i = 0; i < r.size(); ++i) {
                if (i > 0 && r[i] == r[i - 1]) continue;
                const std::uint32_t rest = vvalue(r, i);
                for (std::size_t id = opt_off_[r[i]]; id < opt_off_[r[i] + 1]; ++id) {
                    const std::uint32_t y = vtable_[rest * vorder_ + vopt_el_[id]];
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
        guess_memo_.assign(vorder_, -1);
    }

    std::vector<char> signature(const heaps_list& l) {
        std::vector<char> s;
        s.reserve(tests_.size());
        for (const heaps_list& t : tests_) {
            tick();
            s.push_back(static_cast<char>(oracle_wins(merge(l, t))));
        }
        return s;
    }
    bool add_test(heaps_list t) {
        if (!test_set_.insert(t).second) return false;
        if (tests_.size() >= limits_.max_tests)
            throw limit_error("sg::misere_quotient: no finite quotient of heaps up to " + std::to_string(vb_ + 1) +
                                  " within " + std::to_string(limits_.max_tests) + " distinguishing sums",
                              limits_.max_tests);
        tests_.push_back(std::move(t));
        return true;
    }

    // Classes of sums by their outcomes against the tests, closed under adding a heap
    // with a move up to the current bound: from scratch when `reset` (the tests
    // changed), else the classes found so far are kept and only the transitions of the
    // new heaps, and the classes they reach, are added. False past the order limit.
    bool learn(bool reset) {
        if (reset) {
            rep_heaps_.assign(1, heaps_list{});
            sigs_.assign(1, signature(rep_heaps_[0]));
            seen_.clear();
            seen_.emplace(sigs_[0], 0);
            trans_.assign(1, std::vector<element>{});
        }
        for (std::size_t x = 0; x < rep_heaps_.size(); ++x) {
            while (trans_[x].size() < gens_.size()) {
                const std::size_t g = gens_[trans_[x].size()];
                std::vector<char> s = signature(merge(rep_heaps_[x], heaps_list{static_cast<std::uint32_t>(g)}));
                const auto [it, added] = seen_.emplace(std::move(s), static_cast<element>(rep_heaps_.size()));
                if (added) {
                    if (rep_heaps_.size() >= limits_.max_order) return false;
                    rep_heaps_.push_back(merge(rep_heaps_[x], heaps_list{static_cast<std::uint32_t>(g)}));
                    sigs_.push_back(it->first);
                    trans_.emplace_back();
                }
                trans_[x].push_back(it->second);
            }
        }
        return true;
    }
    element step(element x, std::size_t gi) const { return trans_[x][gi]; }

    // The action of the heaps on the classes commutes: then sum -> class is a monoid
    // homomorphism onto the table below. Else (x, a, b) where it does not.
    std::optional<std::array<std::size_t, 3>> commutes() const {
        for (element x = 0; x < rep_heaps_.size(); ++x)
            for (std::size_t a = 0; a < gens_.size(); ++a)
                for (std::size_t b = a + 1; b < gens_.size(); ++b)
                    if (step(step(x, a), b) != step(step(x, b), a)) return std::array<std::size_t, 3>{x, a, b};
        return std::nullopt;
    }

    void make_table(std::size_t m) {
        const std::size_t k = rep_heaps_.size();
        if (limits_.max_bytes != detail::memory_budget::unlimited) {
            const std::size_t need = memory_used() + detail::mul_add_bytes(k * k, sizeof(element));
            if (need > limits_.max_bytes)
                detail::throw_memory_limit("sg::misere_quotient", limits_.max_bytes, need, true,
                                           "raise quotient_limits::max_bytes");
        }
        is_p_.assign(k, 0);
        for (element x = 0; x < k; ++x) is_p_[x] = !sigs_[x][0];  // tests_[0] is the empty sum
        table_.assign(k * k, 0);
        for (element x = 0; x < k; ++x)
            for (element y = 0; y < k; ++y) {
                tick();
                element z = x;
                for (std::uint32_t h : rep_heaps_[y]) z = step(z, gidx_[h]);
                table_[x * k + y] = z;
            }
        heap_el_.assign(n_ + 1, 0);
        for (std::size_t gi = 0; gi < gens_.size(); ++gi) heap_el_[gens_[gi]] = step(0, gi);
        opt_el_.assign(opt_parts_.size(), 0);
        for (std::size_t id = 0; id < opt_off_[m + 1]; ++id) {
            element z = 0;
            for (std::uint32_t p : opt_core_[id]) z = multiply(z, heap_el_[p]);
            opt_el_[id] = z;
        }
    }
    element value_of(const heaps_list& l) const {
        element x = 0;
        for (std::uint32_t h : l) x = multiply(x, heap_el_[h]);
        return x;
    }

    // The verification of the table for heaps up to m. For every sum G of them: φ(G) is
    // in P iff G has an option and no option of G maps into P. By induction on G, φ then
    // gives every sum's outcome. A sum is followed as (φ(G), the set F of elements of
    // its options); heaps are added kind by kind, c copies of a heap whose element has
    // index i and period p giving the same state as c' in [i + 1, i + p] with c' ≡ c
    // (mod p) once c > i + p, so c runs over 0 .. i + p and the check is finite.
    // Returns nothing on success, else the sum found where the check fails that is least
    // in the multiset order.
    std::optional<word> verify() {
        const std::size_t words = (order() + 63) / 64;
        std::vector<std::vector<detail::state_link>> trail;  // per layer: each state's link
        detail::quotient_states states(words);
        states.add(std::vector<std::uint64_t>(1 + words, 0), detail::state_link{0, 0});
        for (std::size_t h : gens_) {
            detail::quotient_states next = add_heaps(states, h, trail);
            trail.push_back(states.take_links());
            states = next.sorted();
        }
        trail.push_back(states.take_links());
        const auto witness = [&](std::size_t i) {  // the sum that reached state i first
            word w(n_ + 1, 0);
            for (std::size_t l = trail.size() - 1; l > 0; --l) {
                w[gens_[l - 1]] = trail[l][i].count;
                i = trail[l][i].parent;
            }
            return w;
        };
        std::optional<word> bad;
        for (std::size_t i = 0; i < states.size(); ++i) {
            const auto key = states.key(i);
            bool any = false, to_p = false;
            for (std::size_t j = 0; j < words; ++j)
                for (std::uint64_t b = key[1 + j]; b != 0; b &= b - 1) {
                    any = true;
                    to_p = to_p || is_p_[j * 64 + static_cast<std::size_t>(std::countr_zero(b))];
                }
            if ((is_p_[static_cast<std::size_t>(key[0])] != 0) == (any && !to_p)) continue;
            word wit = witness(i);
            if (!bad || multiset_less(wit, *bad)) bad = std::move(wit);
        }
        return bad;
    }

    // The states of the verification after adding c = 0 .. i + p heaps of h (h's element
    // has index i and period p) to each state of `states`, in their order: the first to
    // reach a state is its witness, as the order of states and counts is fixed.
    detail::quotient_states add_heaps(const detail::quotient_states& states, std::size_t h,
                                      const std::vector<std::vector<detail::state_link>>& trail) {
        const std::size_t words = (order() + 63) / 64;
        const auto cycle = detail::power_cycle::of(heap_el_[h], [this](element x, element y) { return multiply(x, y); });
        std::vector<element> opts(opt_el_.begin() + static_cast<std::ptrdiff_t>(opt_off_[h]),
                                  opt_el_.begin() + static_cast<std::ptrdiff_t>(opt_off_[h + 1]));
        std::sort(opts.begin(), opts.end());  // the distinct elements of h's options
        opts.erase(std::unique(opts.begin(), opts.end()), opts.end());
        std::size_t links = states.size();
        for (const auto& l : trail) links += l.size();
        detail::quotient_states next(words);
        std::vector<std::uint64_t> probe(1 + words);
        const auto mark = [&](element y) { probe[1 + y / 64] |= std::uint64_t{1} << (y % 64); };
        for (std::size_t i = 0; i < states.size(); ++i) {
            const auto key = states.key(i);
            const element x = static_cast<element>(key[0]);
            for (std::size_t c = 0; c <= cycle.top(); ++c) {
                tick();
                const element ac = cycle.power(c);
                std::fill(probe.begin(), probe.end(), 0);
                probe[0] = multiply(x, ac);
                for (std::size_t j = 0; j < words; ++j)
                    for (std::uint64_t b = key[1 + j]; b != 0; b &= b - 1)
                        mark(multiply(static_cast<element>(j * 64 + static_cast<std::size_t>(std::countr_zero(b))), ac));
                if (c >= 1) {
                    const element rest = multiply(x, cycle.power(c - 1));
                    for (const element o : opts) mark(multiply(rest, o));
                }
                if (!next.add(probe, detail::state_link{i, c})) continue;
                if (limits_.max_bytes != detail::memory_budget::unlimited) {
                    const std::size_t held = states.bytes() + next.bytes() + (links + next.size()) * sizeof(detail::state_link);
                    if (memory_used() + held > limits_.max_bytes)
                        detail::throw_memory_limit("sg::misere_quotient", limits_.max_bytes, memory_used() + held,
                                                   false, "raise quotient_limits::max_bytes");
                }
                if (next.size() > limits_.max_states)
                    throw limit_error("sg::misere_quotient: verification needs more than " +
                                          std::to_string(limits_.max_states) + " states",
                                      limits_.max_states);
            }
        }
        return next;
    }

    // The multiset order (fewer of the largest heap first, then of the next): the
    // failing sum least in it is the cheapest to search.
    static bool multiset_less(const word& a, const word& b) {
        for (std::size_t h = a.size(); h-- > 0;)
            if (a[h] != b[h]) return a[h] < b[h];
        return false;
    }

    // A sum the table answers wrongly, reached from the failing sum g of the
    // verification: g itself, or else one of its options (some option is answered
    // wrongly when g's answer is right but disagrees with its options'), and so on down.
    heaps_list wrong_sum(heaps_list g) {
        for (;;) {
            if (!exact_wins(g) != (is_p_[value_of(g)] != 0)) return g;
            bool found = false;
            for (std::size_t i = 0; i < g.size() && !found; ++i) {
                if (i > 0 && g[i] == g[i - 1]) continue;
                for (std::size_t id = opt_off_[g[i]]; id < opt_off_[g[i] + 1] && !found; ++id) {
                    heaps_list o = replace(g, i, opt_core_[id]);
                    if (!exact_wins(o) != (is_p_[value_of(o)] != 0)) {
                        g = std::move(o);
                        found = true;
                    }
                }
            }
            if (!found) throw sg::error("sg::misere_quotient: internal error: a failure of the verification has no cause");
        }
    }

    // A test that separates two sums the table merged, from a sum g it answers wrongly
    // (Rivest and Schapire's decomposition): g's heaps are taken largest first; with e_i
    // the class of the first i of them, the sums rep(e_i) + (the other heaps) go from g's
    // true outcome (i = 0) to the table's answer (i = |g|), so for some i they differ
    // between i and i + 1, and the heaps after the (i + 1)-th tell rep(e_i) plus the
    // (i + 1)-th heap from rep(e_(i+1)). Taken largest first, the test found is made of
    // g's smallest heaps, which keeps the searches of later sums small.
    void learn_from(const heaps_list& g) {
        const std::size_t len = g.size();
        std::vector<element> e{0};
        for (std::size_t i = 0; i < len; ++i) e.push_back(step(e.back(), gidx_[g[len - 1 - i]]));
        auto rest = [&](std::size_t i) { return heaps_list(g.begin(), g.begin() + static_cast<std::ptrdiff_t>(len - i)); };
        auto alpha = [&](std::size_t i) { return oracle_wins(merge(rep_heaps_[e[i]], rest(i))); };
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

    // Heaps up to m are settled: their sums are answered by this table from now on, and
    // so are the options of heap m + 1.
    void settle(std::size_t m) {
        vb_ = m;
        vorder_ = order();
        vtable_ = table_;
        vis_p_ = is_p_;
        vheap_el_ = heap_el_;
        vopt_el_.assign(opt_parts_.size(), 0);
        for (std::size_t id = 0; id < opt_off_[std::min(m + 2, n_ + 1)]; ++id) {
            element z = 0;
            for (std::uint32_t p : opt_core_[id]) z = vtable_[z * vorder_ + vheap_el_[p]];
            vopt_el_[id] = z;
        }
        memo_ = decltype(memo_){};
        memo_bytes_ = 0;
        least_reps();
        report();
    }

    // The verified table, reduced: elements that no sum tells apart (Moore's refinement
    // from the P-portion, by the heaps' elements) become one. The table gives every
    // sum's outcome, so the classes left are the indistinguishability classes.
    void reduce() {
        const std::size_t k = order();
        std::vector<element> cls(k);
        for (element x = 0; x < k; ++x) cls[x] = is_p_[x] ? 1 : 0;
        std::size_t count = 0;
        for (;;) {
            std::map<std::vector<element>, element> ids;
            std::vector<element> next(k);
            for (element x = 0; x < k; ++x) {
                std::vector<element> key{cls[x]};
                for (std::size_t h : gens_) key.push_back(cls[multiply(x, heap_el_[h])]);
                next[x] = ids.emplace(std::move(key), static_cast<element>(ids.size())).first->second;
            }
            const bool stable = ids.size() == count;
            count = ids.size();
            cls = std::move(next);
            if (stable) break;
        }
        if (count == k) return;
        // renumber: the identity's class first, then in order of first member
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
        for (auto& e : heap_el_) e = id[cls[e]];
        for (auto& e : opt_el_) e = id[cls[e]];
        table_ = std::move(table);
        is_p_ = std::move(is_p);
    }

    // Bound m by learning: classes learned from the tests, split where two heaps do not
    // commute, until the table passes the verification; then reduced.
    void learn_bound(std::size_t m) {
        guessed_ = m > 0;
        bool reset = true;
        const std::size_t tests_before = tests_.size();
        for (;;) {
            if (!learn(reset))
                throw limit_error("sg::misere_quotient: no finite quotient of heaps up to " +
                                      std::to_string(n_) + " within order " + std::to_string(limits_.max_order),
                                  limits_.max_order);
            reset = false;
            if (const auto c = commutes()) {  // split the classes the two ways reach
                const element x = static_cast<element>((*c)[0]);
                const element y1 = step(step(x, (*c)[1]), (*c)[2]), y2 = step(step(x, (*c)[2]), (*c)[1]);
                std::size_t t = 0;
                while (sigs_[y1][t] == sigs_[y2][t]) ++t;
                const heaps_list base = tests_[t];
                bool added = add_test(merge(base, heaps_list{static_cast<std::uint32_t>(gens_[(*c)[1]])}));
                added = add_test(merge(base, heaps_list{static_cast<std::uint32_t>(gens_[(*c)[2]])})) || added;
                if (!added)
                    throw sg::error("sg::misere_quotient: internal error: a failure of commutativity teaches no test");
                reset = true;
                continue;
            }
            make_table(m);
            const std::optional<word> bad = verify();
            if (!bad) break;
            const heaps_list g = wrong_sum(to_list(*bad));
            if (guessed_ && oracle_wins(g) != exact_wins(g)) {
                // The guess is wrong here: exact outcomes for this bound, and the
                // tests learned from the guess dropped (they are often long).
                guessed_ = false;
                while (tests_.size() > tests_before) {
                    test_set_.erase(tests_.back());
                    tests_.pop_back();
                }
            } else {
                learn_from(g);
            }
            reset = true;
        }
        reduce();
    }

    // A smaller heap whose options' elements in Q(m - 1) are those of heap m's: then heap
    // m behaves as it beside every sum of heaps up to m (docs/misere_quotient.md, step 0 of the construction),
    // so Q(m) is Q(m - 1) and nothing is learned.
    std::optional<std::size_t> twin_of(std::size_t m) const {
        if (m == 0) return std::nullopt;
        const auto elements = [&](std::size_t h) {
            std::vector<element> e(vopt_el_.begin() + static_cast<std::ptrdiff_t>(opt_off_[h]),
                                   vopt_el_.begin() + static_cast<std::ptrdiff_t>(opt_off_[h + 1]));
            std::sort(e.begin(), e.end());
            e.erase(std::unique(e.begin(), e.end()), e.end());
            return e;
        };
        const std::vector<element> mine = elements(m);
        for (std::size_t h : gens_)
            if (h < m && elements(h) == mine) return h;
        return std::nullopt;
    }

    // The bounds 0 .. n in turn; each starts from the previous bound's classes and tests.
    void build() {
        tests_.clear();
        test_set_.clear();
        add_test(heaps_list{});
        vb_ = 0;
        vorder_ = 1;
        vtable_.assign(1, 0);
        vis_p_.assign(1, 0);
        vheap_el_.assign(n_ + 1, 0);
        vopt_el_.assign(opt_parts_.size(), 0);
        for (std::size_t m = 0; m <= n_; ++m) {
            if (m > 0 && !has_move_[m]) {  // the identity: nothing changes
                settle(m);
                continue;
            }
            if (m > 0) {
                gidx_[m] = gens_.size();
                gens_.push_back(m);
            }
            if (const auto twin = twin_of(m)) {  // Q(m) is Q(m - 1), heap m an element of it
                heap_el_[m] = heap_el_[*twin];
                for (std::size_t id = opt_off_[m]; id < opt_off_[m + 1]; ++id) opt_el_[id] = vopt_el_[id];
            } else {
                learn_bound(m);
            }
            if (limits_.stop_at_period && m < n_ && detail::proved_period(game_, heap_el_, m)) {
                shrink_to(m);
                break;
            }
            settle(m);
        }
        period_ = detail::proved_period(game_, heap_el_, n_);
        // the learning's containers are not needed any more
        const auto drop = [](auto&... v) { ((v = std::remove_reference_t<decltype(v)>{}), ...); };
        drop(vtable_, vis_p_, vheap_el_, vopt_el_, vopts_off_, vopts_, guess_memo_, seen_, sigs_, trans_, rep_heaps_,
             tests_, test_set_);
        first_wins();
        present();
    }

    // The answer tables: the first winning option of each heap beside each element.
    void first_wins() {
        first_win_.assign((n_ + 1) * order(), 0);
        for (std::size_t h = 0; h <= n_; ++h)
            for (element z = 0; z < order(); ++z) {
                std::size_t o = 0;
                const std::size_t cnt = opt_off_[h + 1] - opt_off_[h];
                while (o < cnt && !is_p_[multiply(z, opt_el_[opt_off_[h] + o])]) ++o;
                first_win_[h * order() + z] = o;
            }
    }

    // The heaps above m are dropped: the construction stopped at m (stop_at_period).
    void shrink_to(std::size_t m) {
        n_ = m;
        opt_off_.resize(m + 2);
        grundy_.resize(m + 1);
        has_move_.resize(m + 1);
        gidx_.resize(m + 1);
        heap_el_.resize(m + 1);
        opt_parts_.resize(opt_off_[m + 1]);
        opt_core_.resize(opt_off_[m + 1]);
        opt_el_.resize(opt_off_[m + 1]);
    }

    void present() {
        // shortest representatives: breadth first from the identity over the heaps
        reps_.assign(order(), word{});
        {
            std::vector<char> done(order(), 0);
            std::vector<element> queue{0};
            reps_[0] = word(n_ + 1, 0);
            done[0] = 1;
            for (std::size_t q = 0; q < queue.size(); ++q)
                for (std::size_t h : gens_) {
                    const element y = multiply(queue[q], heap_el_[h]);
                    if (done[y]) continue;
                    done[y] = 1;
                    reps_[y] = reps_[queue[q]];
                    ++reps_[y][h];
                    queue.push_back(y);
                }
        }
        // generators: heaps whose element is outside the submonoid of smaller heaps
        std::vector<char> reach(std::max<std::size_t>(order(), 1), 0);  // order() >= 1: the identity
        reach[0] = 1;
        for (std::size_t h : gens_) {
            const element a = heap_el_[h];
            if (reach[a]) continue;
            gen_heaps_.push_back(h);
            for (bool grew = true; grew;) {
                grew = false;
                for (element x = 0; x < order(); ++x)
                    if (reach[x] && !reach[multiply(x, a)]) reach[multiply(x, a)] = grew = true;
            }
        }
        // normal forms: breadth first from the identity over the generators
        normal_.assign(order(), word{});
        std::vector<char> done(order(), 0);
        std::vector<element> queue{0};
        normal_[0] = word(gen_heaps_.size(), 0);
        done[0] = 1;
        for (std::size_t q = 0; q < queue.size(); ++q) {
            const element x = queue[q];
            for (std::size_t gi = 0; gi < gen_heaps_.size(); ++gi) {
                const element y = multiply(x, heap_el_[gen_heaps_[gi]]);
                word w = normal_[x];
                ++w[gi];
                if (!done[y]) {
                    done[y] = 1;
                    normal_[y] = std::move(w);
                    queue.push_back(y);
                } else if (w != normal_[y]) {
                    relations_.push_back(relation{x, gi, y});
                }
            }
        }
    }

    Game game_;
    std::size_t n_;
    quotient_limits limits_;
    std::vector<nimber> grundy_;
    std::vector<std::size_t> opt_off_;  // heap h's options: [opt_off_[h], opt_off_[h + 1])
    std::vector<std::vector<state>> opt_parts_;
    std::vector<heaps_list> opt_core_;  // the parts with moves, ascending
    std::vector<element> opt_el_;
    std::vector<char> has_move_;
    std::vector<std::size_t> gens_;  // heaps with a move, up to the current bound
    std::vector<std::size_t> gidx_;  // gidx_[h]: h's index in gens_
    // learning: the tests (tests_[0] the empty sum), the classes' representatives,
    // outcome vectors and transitions (trans_[x][gi]: x plus heap gens_[gi])
    std::vector<heaps_list> tests_;
    std::unordered_set<heaps_list, sg::hash<heaps_list>> test_set_;
    std::vector<heaps_list> rep_heaps_;
    std::vector<std::vector<char>> sigs_;
    std::unordered_map<std::vector<char>, element, sg::hash<std::vector<char>>> seen_;
    std::vector<std::vector<element>> trans_;
    // the previous bound's verified quotient, and the searched positions of this bound
    std::size_t vb_ = 0, vorder_ = 1;
    std::vector<element> vtable_, vheap_el_, vopt_el_;
    std::vector<char> vis_p_;
    std::unordered_map<heaps_list, bool, sg::hash<heaps_list>> memo_;
    bool guessed_ = false;  // this bound's outcomes guessed (guess_wins) while learning
    std::vector<std::size_t> vopts_off_;  // the options' elements of x's least rep:
    std::vector<element> vopts_;          // vopts_[vopts_off_[x] .. vopts_off_[x + 1])
    std::vector<signed char> guess_memo_;  // [x * (guess_c_ + 1) + c]: -1 unknown
    std::size_t guess_c_ = 0;
    std::size_t memo_bytes_ = 0;
    std::uint64_t positions_ = 0, ticks_ = 0;
    // the quotient
    std::vector<element> table_, heap_el_;
    std::vector<char> is_p_;
    std::vector<word> reps_;
    std::vector<std::size_t> first_win_;
    std::vector<std::size_t> gen_heaps_;
    std::vector<word> normal_;
    std::vector<relation> relations_;
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
