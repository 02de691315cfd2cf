// sg/misere_quotient.hpp: sg::misere_quotient<Game>, the misère quotient (Plambeck;
// Plambeck and Siegel 2008) of the sums of heaps up to n of a heap game, found by
// learning a finite commutative monoid from exact misère searches and then verified
// exhaustively; the misère outcome and winning moves of any such sum in O(k) for k heaps,
// the normal-play value beside it, and Conway's genus of each heap.
#pragma once

#include "detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <map>
#include <optional>
#include <ranges>
#include <span>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "detail/budget.hpp"
#include "error.hpp"
#include "game.hpp"
#include "grundy.hpp"
#include "misere.hpp"
#include "queries.hpp"
#include "value.hpp"

namespace sg {

// The bounds of the search for a quotient (see docs/misere_quotient.md).
struct quotient_limits {
    std::size_t max_order = 512;       // at most this many elements
    std::size_t max_test_length = 4;   // distinguishing sums of at most this many heaps
    std::size_t max_states = 2000000;  // verification states (element, option set)
    std::size_t search_limit = 20000000;  // positions stored by the misère searches
    // Bytes: the misère searches (sg::misere::memory_used), the verification's states
    // and the tables, estimated by the containers' sizes (see memory_used()).
    std::size_t max_bytes = detail::memory_budget::unlimited;
};

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
        : game_(std::move(game)), n_(n), limits_(limits), search_(game_, limits.search_limit) {
        search_.set_memory_limit(limits.max_bytes);
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

    // Bytes held after construction: the misère search's tables (kept for genus and
    // further searches), the multiplication table (4 bytes an element pair), the first
    // winning option of each heap and element (8 bytes each), the options and the
    // words learned; during construction, the verification's states (a map node with
    // the option set and a witness word each) count as well, against
    // quotient_limits::max_bytes.
    [[nodiscard]] std::size_t memory_used() const noexcept {
        std::size_t b = search_.memory_used() +
                        detail::bytes_of_all(grundy_, opt_off_, opt_el_, has_move_, gens_, trans_, table_, heap_el_,
                                             is_p_, first_win_, gen_heaps_, relations_);
        b += (opt_parts_.size() + tests_.size() + reps_.size() + normal_.size()) * sizeof(word);
        for (const auto& p : opt_parts_) b += detail::bytes_of(p);
        b += (tests_.size() + reps_.size()) * (n_ + 1) * sizeof(std::size_t);
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
    // The element of a heap of size h (0 <= h <= heap_bound()).
    [[nodiscard]] element heap_element(std::size_t h) const { return heap_el_[check(h)]; }
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

    // Conway's genus g^(γ0 γ1 ...) of a heap: γk is the misère Grundy value of the heap
    // plus k Nim heaps of size 2, for k = 0 .. terms - 1 (exact, by whole-sum search,
    // within quotient_limits::max_bytes).
    struct genus_symbol {
        nimber g;
        std::vector<nimber> gamma;
    };
    [[nodiscard]] genus_symbol genus(std::size_t h, std::size_t terms = 6) const {
        check(h);
        sg::misere<with_nim> s{with_nim{&game_}};
        s.set_memory_limit(limits_.max_bytes);
        genus_symbol out{grundy_[h], {}};
        std::vector<typename with_nim::state> pos{{0, static_cast<state>(h)}};
        for (std::size_t k = 0; k < terms; ++k) {
            out.gamma.push_back(s.value(pos));
            pos.push_back({1, state{2}});
        }
        return out;
    }
    // The conventional writing: terms from which the sequence repeats with period 2
    // (within those computed) are dropped after the first two of them.
    [[nodiscard]] static std::string genus_string(const genus_symbol& s) {
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
    // The game with Nim heaps beside it: {0, s} is the game's state s, {1, m} a Nim heap.
    struct with_nim {
        const Game* g;
        using state = std::pair<int, misere_quotient::state>;
        void moves(const state& s, auto&& emit) const {
            if (s.first == 1) {
                for (misere_quotient::state m = 0; m < s.second; ++m) emit(state{1, m});
            } else {
                g->moves(s.second, [&](const auto&... parts) {
                    emit(state{0, static_cast<misere_quotient::state>(parts)}...);
                });
            }
        }
    };

    template <class T>
    static std::size_t as_index(const T& h) {
        if constexpr (std::is_signed_v<T>)
            if (h < 0) throw sg::error("sg::misere_quotient: a heap size is negative");
        return static_cast<std::size_t>(h);
    }
    std::size_t check(std::size_t h) const {
        if (h > n_)
            throw sg::error("sg::misere_quotient: heap " + std::to_string(h) + " is above the bound " +
                            std::to_string(n_) + " of the quotient");
        return h;
    }

    // Options of every heap 0..n: the parts (as emitted) and the heaps with moves among them.
    void read_options() {
        opt_off_.assign(1, 0);
        has_move_.assign(n_ + 1, 0);
        for (std::size_t h = 0; h <= n_; ++h) {
            game_.moves(static_cast<state>(h), [&](const auto&... parts) {
                std::vector<state> to{static_cast<state>(parts)...};
                for (const state& p : to)
                    if (as_index(p) >= h)
                        throw sg::error("sg::misere_quotient: heap " + std::to_string(h) +
                                        " has a move to a part that is not smaller");
                opt_parts_.push_back(std::move(to));
            });
            opt_off_.push_back(opt_parts_.size());
            has_move_[h] = opt_off_[h + 1] > opt_off_[h];
        }
        for (std::size_t h = 1; h <= n_; ++h)
            if (has_move_[h]) gens_.push_back(h);
    }

    // Whether the player to move wins the sum w (exact search).
    bool search_wins(const word& w) {
        std::vector<state> pos;
        for (std::size_t h = 0; h <= n_; ++h)
            for (std::size_t c = 0; c < w[h]; ++c) pos.push_back(static_cast<state>(h));
        return search_.wins(pos);
    }
    static std::size_t length(const word& w) {
        std::size_t l = 0;
        for (std::size_t c : w) l += c;
        return l;
    }

    // Tests: every sum of at most d heaps with moves.
    void add_tests(std::size_t d) {
        word w(n_ + 1, 0);
        auto rec = [&](auto& self, std::size_t from, std::size_t left) -> void {
            tests_.push_back(w);
            if (left == 0) return;
            for (std::size_t g = from; g < gens_.size(); ++g) {
                ++w[gens_[g]];
                self(self, g, left - 1);
                --w[gens_[g]];
            }
        };
        rec(rec, 0, d);
        std::sort(tests_.begin(), tests_.end());
        tests_.erase(std::unique(tests_.begin(), tests_.end()), tests_.end());
    }

    std::vector<char> signature(const word& w) {
        std::vector<char> s;
        s.reserve(tests_.size());
        word sum(n_ + 1);
        for (const word& t : tests_) {
            for (std::size_t h = 0; h <= n_; ++h) sum[h] = w[h] + t[h];
            s.push_back(static_cast<char>(search_wins(sum)));
        }
        return s;
    }

    // One round: classes of sums by their outcomes against the tests, closed under
    // adding a heap; false when the order limit is passed.
    bool learn() {
        reps_.assign(1, word(n_ + 1, 0));
        std::map<std::vector<char>, element> seen;
        seen.emplace(signature(reps_[0]), 0);
        trans_.clear();
        for (std::size_t x = 0; x < reps_.size(); ++x) {
            for (std::size_t g : gens_) {
                word w = reps_[x];
                ++w[g];
                auto [it, added] = seen.emplace(signature(w), static_cast<element>(reps_.size()));
                if (added) {
                    if (reps_.size() >= limits_.max_order) return false;
                    reps_.push_back(std::move(w));
                }
                trans_.push_back(it->second);
            }
        }
        return true;
    }
    element step(element x, std::size_t gi) const { return trans_[x * gens_.size() + gi]; }

    // The action of the heaps on the classes commutes: then x -> class is a monoid
    // homomorphism from sums of heaps onto the table below.
    bool commutes() const {
        for (element x = 0; x < reps_.size(); ++x)
            for (std::size_t a = 0; a < gens_.size(); ++a)
                for (std::size_t b = a + 1; b < gens_.size(); ++b)
                    if (step(step(x, a), b) != step(step(x, b), a)) return false;
        return true;
    }

    void make_table() {
        const std::size_t k = reps_.size();
        if (limits_.max_bytes != detail::memory_budget::unlimited) {
            const std::size_t need = memory_used() + detail::mul_add_bytes(k * k, sizeof(element));
            if (need > limits_.max_bytes)
                detail::throw_memory_limit("sg::misere_quotient", limits_.max_bytes, need, true,
                                           "raise quotient_limits::max_bytes");
        }
        table_.assign(k * k, 0);
        for (element x = 0; x < k; ++x)
            for (element y = 0; y < k; ++y) {
                element z = x;
                for (std::size_t gi = 0; gi < gens_.size(); ++gi)
                    for (std::size_t c = 0; c < reps_[y][gens_[gi]]; ++c) z = step(z, gi);
                table_[x * k + y] = z;
            }
        heap_el_.assign(n_ + 1, 0);
        for (std::size_t gi = 0; gi < gens_.size(); ++gi) heap_el_[gens_[gi]] = step(0, gi);
        opt_el_.clear();
        for (const auto& parts : opt_parts_) {
            element z = 0;
            for (const state& p : parts) z = multiply(z, heap_el_[as_index(p)]);
            opt_el_.push_back(z);
        }
    }

    // The verification. For every sum G of heaps up to n: φ(G) is in P iff G has an
    // option and no option of G maps into P. By induction on G, φ then gives every sum's
    // outcome. A sum is followed as (φ(G), the set F of elements of its options); heaps
    // are added kind by kind, c copies of a heap whose element has index m and period p
    // giving the same state as c' in [m + 1, m + p] with c' ≡ c (mod p) once c > m + p, so
    // c runs over 0 .. m + p and the check is finite. Returns an empty word on success,
    // else a sum where the check fails.
    std::optional<word> verify() {
        const std::size_t k = order();
        const std::size_t words = (k + 63) / 64;
        struct key {
            element x;
            std::vector<std::uint64_t> f;
            bool operator<(const key& o) const { return x != o.x ? x < o.x : f < o.f; }
        };
        std::map<key, word> states;
        // A state's bytes: the map node (four pointers), its key and option set, its word.
        const std::size_t state_bytes =
            4 * sizeof(void*) + sizeof(key) + sizeof(word) + words * sizeof(std::uint64_t) + (n_ + 1) * sizeof(std::size_t);
        states.emplace(key{0, std::vector<std::uint64_t>(words, 0)}, word(n_ + 1, 0));
        for (std::size_t h : gens_) {
            const element a = heap_el_[h];
            std::vector<element> pw{0};  // a^0, a^1, ... until a repeat
            std::size_t index = 0, period = 0;
            for (;;) {
                const element nx = multiply(pw.back(), a);
                const auto it = std::find(pw.begin(), pw.end(), nx);
                if (it != pw.end()) {
                    index = static_cast<std::size_t>(it - pw.begin());
                    period = pw.size() - index;
                    break;
                }
                pw.push_back(nx);
            }
            const std::size_t top = index + period;
            auto power = [&](std::size_t c) {
                return c < pw.size() ? pw[c] : pw[index + (c - index) % period];
            };
            std::map<key, word> next;
            for (const auto& [st, wit] : states) {
                for (std::size_t c = 0; c <= top; ++c) {
                    const element ac = power(c);
                    key nk{multiply(st.x, ac), std::vector<std::uint64_t>(words, 0)};
                    for (element w = 0; w < k; ++w)
                        if (st.f[w / 64] >> (w % 64) & 1) {
                            const element y = multiply(w, ac);
                            nk.f[y / 64] |= std::uint64_t{1} << (y % 64);
                        }
                    if (c >= 1) {
                        const element rest = multiply(st.x, power(c - 1));
                        for (std::size_t id = opt_off_[h]; id < opt_off_[h + 1]; ++id) {
                            const element y = multiply(rest, opt_el_[id]);
                            nk.f[y / 64] |= std::uint64_t{1} << (y % 64);
                        }
                    }
                    if (next.count(nk)) continue;
                    word nw = wit;
                    nw[h] = c;
                    next.emplace(std::move(nk), std::move(nw));
                    if (limits_.max_bytes != detail::memory_budget::unlimited) {
                        const std::size_t held = (states.size() + next.size()) * state_bytes;
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
            states = std::move(next);
        }
        for (const auto& [st, wit] : states) {
            bool any = false, to_p = false;
            for (element w = 0; w < k; ++w)
                if (st.f[w / 64] >> (w % 64) & 1) {
                    any = true;
                    to_p = to_p || is_p_[w];
                }
            if ((is_p_[st.x] != 0) != (any && !to_p)) return wit;
        }
        return std::nullopt;
    }

    void build() {
        std::size_t d = 1;
        add_tests(d);
        for (std::size_t round = 0; round < 64; ++round) {
            if (!learn())
                throw limit_error("sg::misere_quotient: no finite quotient of heaps up to " + std::to_string(n_) +
                                      " within order " + std::to_string(limits_.max_order),
                                  limits_.max_order);
            bool ok = commutes();
            std::optional<word> bad;
            if (ok) {
                is_p_.assign(reps_.size(), 0);
                for (element x = 0; x < reps_.size(); ++x) is_p_[x] = !search_wins(reps_[x]);
                make_table();
                bad = verify();
                ok = !bad;
            }
            if (ok) break;
            if (bad) {  // the failing sum and the sums one heap short of it become tests
                tests_.push_back(*bad);
                for (std::size_t h = 1; h <= n_; ++h)
                    if ((*bad)[h]) {
                        word w = *bad;
                        --w[h];
                        tests_.push_back(std::move(w));
                    }
            }
            if (!bad || d < limits_.max_test_length) {
                if (d >= limits_.max_test_length)
                    throw limit_error("sg::misere_quotient: no finite quotient of heaps up to " + std::to_string(n_) +
                                          " verified with tests of up to " + std::to_string(d) + " heaps",
                                      d);
                add_tests(++d);
            } else {
                std::sort(tests_.begin(), tests_.end());
                tests_.erase(std::unique(tests_.begin(), tests_.end()), tests_.end());
            }
            is_p_.clear();
        }
        if (is_p_.empty())
            throw limit_error("sg::misere_quotient: no finite quotient of heaps up to " + std::to_string(n_) +
                                  " verified",
                              0);
        // the answer tables
        first_win_.assign((n_ + 1) * order(), 0);
        for (std::size_t h = 0; h <= n_; ++h)
            for (element z = 0; z < order(); ++z) {
                std::size_t o = 0;
                const std::size_t cnt = opt_off_[h + 1] - opt_off_[h];
                while (o < cnt && !is_p_[multiply(z, opt_el_[opt_off_[h] + o])]) ++o;
                first_win_[h * order() + z] = o;
            }
        present();
    }

    void present() {
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
    sg::misere<Game> search_;
    std::vector<nimber> grundy_;
    std::vector<std::size_t> opt_off_;  // heap h's options: [opt_off_[h], opt_off_[h + 1])
    std::vector<std::vector<state>> opt_parts_;
    std::vector<element> opt_el_;
    std::vector<char> has_move_;
    std::vector<std::size_t> gens_;  // heaps with a move
    std::vector<word> tests_, reps_;
    std::vector<element> trans_, table_, heap_el_;
    std::vector<char> is_p_;
    std::vector<std::size_t> first_win_;
    std::vector<std::size_t> gen_heaps_;
    std::vector<word> normal_;
    std::vector<relation> relations_;
};

}  // namespace sg
