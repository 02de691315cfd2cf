// sg/games/octal.hpp: take-and-break games given by octal and hexadecimal codes (Kayles
// 0.77, Dawson's chess 0.137, Dawson's Kayles 0.07, Officers 0.6, ...): parsing and
// validation, the game for the generic solver, and the nim-sequence (its engine of rare
// and common values under detail/octal_*.hpp) with periods certified by the Guy–Smith
// periodicity theorem and the queries of sg/queries.hpp on sums of heaps.
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "../detail/budget.hpp"
#include "detail/octal_engine.hpp"
#include "detail/octal_rules.hpp"
#include "detail/octal_speculation.hpp"
#include "detail/sequence.hpp"
#include "../detail/team.hpp"
#include "../error.hpp"
#include "../periodic.hpp"
#include "../queries.hpp"
#include "../value.hpp"

namespace sg {

// ---------------------------------------------------------------------------------
// How the heaps a split leaves must differ (CGSuite's modifiers of a code digit): any
// sizes; '!' pairwise unequal; '?' not all equal. For a split into two heaps '!' and '?'
// both exclude a = b. (An enum class with the values none, unequal, not_all_equal, which
// the engine under detail/ shares.)
using split_constraint = detail::split_rule;

// A code d0.d1d2...dt. Digit d_k says what a move that removes k tokens from one heap
// may leave of it: bit 1 no heap (the heap had exactly k tokens), bit 2 one nonempty
// heap, bit 4 two nonempty heaps, bit 8 (hexadecimal digits 8-F) three nonempty heaps.
// d0, before the point, is for moves that remove nothing: only 4 and 8 make sense there.
// A digit with bit 4 or 8 may be followed by '!' (the heaps its splits leave are
// pairwise unequal) or '?' (not all equal), as in CGSuite's take-and-break codes: the
// modifier applies to every split the digit allows (two and three heaps alike), never
// to bits 1 and 2. Grundy's game is 4!. (4!.0 in CGSuite's spelling; 4?. is the same game).
class octal_code {
public:
    // The game without moves, "0.".
    octal_code() = default;

    // Parses "0.07", "4.7", ".137", "0.3F" (digits 0-9, A-F, a-f), "4!.0", "0.8?" (a
    // modifier after a digit with a split). Throws parse_error naming the offending
    // character, its position (from 1) and why it is wrong.
    explicit octal_code(std::string_view text) {
        auto fail = [&](std::size_t pos, const std::string& why) {
            std::string msg = "sg::octal_code: bad code \"" + std::string(text) + "\": ";
            if (pos < text.size()) {
                msg += '\'';
                msg += text[pos];
                msg += "' at position " + std::to_string(pos + 1) + " ";
            }
            throw parse_error(msg + why);
        };
        if (text.empty()) fail(0, "the code is empty (codes look like 0.07, 4.7 or 0.3F)");
        std::size_t i = 0;
        digits_.assign(1, 0);
        constraints_.assign(1, split_constraint::none);
        // A '!' or '?' at i after the digit just read; moves i past it.
        auto modifier = [&] {
            if (i >= text.size() || (text[i] != '!' && text[i] != '?')) return;
            if ((digits_.back() & 12) == 0)
                fail(i, "follows a digit without a split (4 or 8): '!' and '?' constrain the heaps a split leaves");
            constraints_.back() = text[i] == '!' ? split_constraint::unequal : split_constraint::not_all_equal;
            ++i;
            if (i < text.size() && (text[i] == '!' || text[i] == '?'))
                fail(i, "is a second modifier; a digit takes one, '!' (pairwise unequal) or '?' (not all equal)");
        };
        if (text[0] != '.') {
            const int d = digit_value(text[0]);
            if (d < 0) fail(0, "is not a digit; a code starts with the digit for removing 0 tokens or with '.'");
            if ((d & 3) != 0)
                fail(0,
                     "cannot be the digit for removing 0 tokens: it may only contain 4 (split the heap in two) "
                     "and 8 (in three); 1 would take nothing and leave nothing, 2 would be a pass");
            digits_[0] = static_cast<std::uint8_t>(d);
            i = 1;
            modifier();
            if (i == text.size()) fail(i, "a code needs a point after its first digit (like 0.07 or 4.7)");
            if (text[i] != '.')
                fail(i, "should be '.': the digit before the point is a single digit (like 0.07 or 4.7)");
        }
        ++i;  // the point
        while (i < text.size()) {
            const int d = digit_value(text[i]);
            if (d < 0) {
                if (text[i] == '.')
                    fail(i, "is a second point; codes are finite (write 0.333 for a finite prefix of Nim)");
                if (text[i] == '!' || text[i] == '?') fail(i, "must follow a digit with a split (4 or 8)");
                if (text[i] == '(')
                    fail(i, "starts a parenthesised digit, which is not supported: write d! or d? after a digit");
                fail(i, "is not an octal or hexadecimal digit (0-9, A-F)");
            }
            digits_.push_back(static_cast<std::uint8_t>(d));
            constraints_.push_back(split_constraint::none);
            ++i;
            modifier();
        }
        trim();
    }

    // Code from digits d0, d1, ..., each 0..15, d0 without the bits 1 and 2, no modifiers.
    [[nodiscard]] static octal_code from_digits(std::span<const unsigned> digits) {
        octal_code c;
        c.digits_.assign(1, 0);
        c.constraints_.assign(1, split_constraint::none);
        for (std::size_t k = 0; k < digits.size(); ++k) {
            if (digits[k] > 15 || (k == 0 && (digits[k] & 3) != 0))
                throw error("sg::octal_code: digit d" + std::to_string(k) + " = " + std::to_string(digits[k]) +
                            " is not allowed");
            if (k == 0) {
                c.digits_[0] = static_cast<std::uint8_t>(digits[0]);
            } else {
                c.digits_.push_back(static_cast<std::uint8_t>(digits[k]));
                c.constraints_.push_back(split_constraint::none);
            }
        }
        c.trim();
        return c;
    }

    // d_k (0 beyond the last digit).
    [[nodiscard]] unsigned digit(std::size_t k) const noexcept { return k < digits_.size() ? digits_[k] : 0u; }
    // The modifier of d_k: how the heaps its splits leave must differ (none beyond the
    // last digit).
    [[nodiscard]] split_constraint constraint(std::size_t k) const noexcept {
        return k < constraints_.size() ? constraints_[k] : split_constraint::none;
    }
    // Does some digit carry a modifier ('!' or '?')?
    [[nodiscard]] bool constrained() const noexcept {
        return std::any_of(constraints_.begin(), constraints_.end(),
                           [](split_constraint c) { return c != split_constraint::none; });
    }
    // t: the largest number of tokens a move removes (index of the last nonzero digit, 0
    // if there is none).
    [[nodiscard]] std::size_t length() const noexcept { return digits_.size() - 1; }
    // The most heaps a move leaves: 0 .. 3.
    [[nodiscard]] unsigned max_heaps() const noexcept {
        unsigned all = 0;
        for (auto d : digits_) all |= d;
        return all >= 8 ? 3u : all >= 4 ? 2u : all >= 2 ? 1u : 0u;
    }
    // Does some digit use the hexadecimal bit 8 (three heaps)?
    [[nodiscard]] bool hexadecimal() const noexcept { return max_heaps() == 3; }

    // The canonical text: d0, '.', the digits up to the last nonzero one (upper case),
    // each followed by its modifier ("4!.", "0.4?7").
    [[nodiscard]] std::string str() const {
        std::string s;
        for (std::size_t k = 0; k < digits_.size(); ++k) {
            s += digit_char(digits_[k]);
            if (constraints_[k] != split_constraint::none)
                s += constraints_[k] == split_constraint::unequal ? '!' : '?';
            if (k == 0) s += '.';
        }
        return s;
    }

    // The end N (exclusive) of the range n0 <= n < N on which G(n + p) == G(n) must be
    // checked to prove G(n + p) == G(n) for every n >= n0 (periodicity theorem of Guy and
    // Smith 1956, Winning Ways ch. 4; extended to three heaps and to n0 = 0). The theorem
    // is for codes without modifiers (constrained() false): with '!' the split (a, a + p)
    // of heap 2 a + p + k has no counterpart (a, a) below it, so octal_sequence certifies
    // no period of a constrained code.
    //   N = j * max(n0, 1) + (j - 1) * p + t,  j = max(1, max_heaps()), t = length().
    // For octal codes (j = 2) and n0 >= 1 this is the classical 2 n0 + p + t.
    [[nodiscard]] std::uint64_t period_check_end(std::uint64_t n0, std::uint64_t p) const noexcept {
        const std::uint64_t j = std::max(1u, max_heaps());
        return j * std::max<std::uint64_t>(n0, 1) + (j - 1) * p + length();
    }

    friend bool operator==(const octal_code&, const octal_code&) = default;

private:
    static int digit_value(char c) noexcept {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        return -1;
    }
    static char digit_char(unsigned d) noexcept {
        return static_cast<char>(d < 10 ? '0' + static_cast<int>(d) : 'A' + static_cast<int>(d) - 10);
    }
    void trim() {
        while (digits_.size() > 1 && digits_.back() == 0) {
            digits_.pop_back();
            constraints_.pop_back();
        }
    }

    std::vector<std::uint8_t> digits_{0};  // d0 .. dt, dt != 0 unless t == 0
    std::vector<split_constraint> constraints_{split_constraint::none};  // one per digit
};

namespace detail {
// Every move from a heap of n under a code, in one order (k = 0, 1, ..., t; for each k
// no heap, one heap, the two-heap splits, the three-heap splits): visit() for no heap,
// visit(m) for one, visit(a, b) or visit(a, b, c) for a split (parts increasing, each
// split once, as the digit's modifier allows). Stops, returning false, as soon as
// visit returns false.
template <class Visit>
bool octal_moves(const octal_code& code, std::uint64_t n, Visit&& visit) {
    const std::size_t t = code.length();
    for (std::size_t k = 0; k <= t && k <= n; ++k) {
        const unsigned d = code.digit(k);
        const split_constraint c = code.constraint(k);
        const std::uint64_t m = n - k;
        if ((d & 1) && m == 0 && !visit()) return false;
        if ((d & 2) && m >= 1 && k >= 1 && !visit(m)) return false;
        if (d & 4)
            for (std::uint64_t a = 1, h = largest_half(m, c); a <= h; ++a)
                if (!visit(a, m - a)) return false;
        if ((d & 8) && !three_heap_splits(m, c, visit)) return false;
    }
    return true;
}

// A callback of one size_t, without its type: how octal_sequence hands its progress to the
// team's path, which only set_team instantiates.
class tick_ref {
public:
    template <class F>
    explicit tick_ref(F& f) noexcept
        : f_(&f), call_([](void* g, std::size_t n) { (*static_cast<F*>(g))(n); }) {}
    void operator()(std::size_t n) const { call_(f_, n); }

private:
    void* f_;
    void (*call_)(void*, std::size_t);
};
}  // namespace detail

// ---------------------------------------------------------------------------------
// The game of one heap under a code, for sg::grundy and sums: a state is a heap size; a
// move to no heap is emit(), to one heap emit(m), a split emit(a, b) or emit(a, b, c)
// (every split listed once, parts in increasing order).
class octal_game {
public:
    using state = std::uint64_t;

    octal_game() = default;
    explicit octal_game(octal_code code) : code_(std::move(code)) {}
    explicit octal_game(std::string_view code) : code_(code) {}

    [[nodiscard]] const octal_code& code() const noexcept { return code_; }

    // The end N of the range n0 <= h < N on which a period p of the heaps must be checked
    // to hold for every heap (octal_code::period_check_end), or nothing for a code with
    // modifiers, where the theorem fails. sg::misere_quotient reads it: the same bound
    // proves a period of the heaps' misère elements (docs/misere_quotient.md).
    [[nodiscard]] std::optional<std::uint64_t> period_check_end(std::uint64_t n0, std::uint64_t p) const noexcept {
        if (code_.constrained()) return std::nullopt;
        return code_.period_check_end(n0, p);
    }

    void moves(const state& n, auto&& emit) const {
        detail::octal_moves(code_, n, [&](const auto&... parts) {
            emit(parts...);
            return true;
        });
    }

private:
    octal_code code_;
};

// ---------------------------------------------------------------------------------
// The nim-sequence G(0), G(1), ... of a code, computed in order and kept (1 byte a value
// while values fit in 8 bits, 2, 4 or 8 bytes after), with periods certified by the
// periodicity theorem (octal_code::period_check_end); once one is certified, every G(n)
// is read from it (value(n), prefix(n): see detail::sequence_base). It is also the additive solver of
// sums of heaps of the code (sg/queries.hpp): seq.value({5, 7, 9}), seq.wins(heaps),
// seq.winning_moves(heaps), ..., and a part of sg::sum.
class octal_sequence : public detail::sequence_base<octal_sequence>, public detail::memory_budget {
public:
    static constexpr const char* sequence_name = "sg::octal_sequence";
    // Heap sizes up to max_heap for extend (2^48 - 2, far beyond any memory: sizes stay
    // exact in 64 bits); memory is the real limit.
    static constexpr std::uint64_t max_heap = (std::uint64_t{1} << 48) - 2;

    explicit octal_sequence(octal_code code) : code_(std::move(code)), impl_(std::in_place_index<0>, code_) {}
    explicit octal_sequence(std::string_view code) : octal_sequence(octal_code(code)) {}

    [[nodiscard]] const octal_code& code() const noexcept { return code_; }

    // Number of values computed: G(0) .. G(size() - 1).
    [[nodiscard]] std::uint64_t size() const noexcept {
        return std::visit([](const auto& e) { return static_cast<std::uint64_t>(e.size()); }, impl_);
    }
    // G(n) for n < size().
    [[nodiscard]] nimber operator[](std::uint64_t n) const {
        SG_ASSERT(n < size());
        return std::visit([n](const auto& e) { return e[static_cast<std::size_t>(n)]; }, impl_);
    }
    // G(0) .. G(size() - 1).
    [[nodiscard]] std::vector<nimber> values() const {
        std::vector<nimber> out(static_cast<std::size_t>(size()));
        for (std::size_t i = 0; i < out.size(); ++i) out[i] = (*this)[i];
        return out;
    }

    // Bytes held: the values (value_bytes() each, by capacity), the splits' tables and the
    // mex buffer (memory_bytes()). set_memory_limit(bytes) (memory_limit(); none by
    // default): before extend grows the values it checks the old and the new block (both
    // held while they move) beside the tables, and every 65536 values the tables as they
    // grow; past the budget it throws limit_error (kind bytes, reached() the bytes) with
    // the values computed so far kept. A widening to wider values is not counted in
    // advance: the check after it sees it.
    [[nodiscard]] std::size_t memory_used() const noexcept { return memory_bytes(); }

    // Computes G(0) .. G(n). progress(i) is called every 1024 values with the number of
    // values computed (often enough for a time limit where a value costs O(n)). Throws
    // limit_error beyond max_heap (where size_t has 32 bits, beyond what a vector holds), or
    // past the memory budget.
    template <class Progress>
    void extend(std::uint64_t n, Progress&& progress) {
        if (n > max_heap)
            throw limit_error("sg::octal_sequence: heap size " + std::to_string(n) + " is beyond the largest " +
                                  std::to_string(max_heap) + " the engine stores",
                              static_cast<std::size_t>(
                                  std::min<std::uint64_t>(max_heap, std::numeric_limits<std::size_t>::max())));
        if (n >= std::vector<std::uint8_t>().max_size())  // where size_t has 32 bits (64: max_heap is far below)
            throw limit_error(std::string(sequence_name) + ": G(0.." + std::to_string(n) + ") does not fit in memory",
                              std::vector<std::uint8_t>().max_size());
        while (size() <= n) {
            const bool widened = std::visit(
                [&](auto& e) {
                    const auto len = static_cast<std::size_t>(n) + 1;
                    bool exact = false;
                    if (memory_limited()) {
                        const auto peak = [&](bool x) { return detail::mul_add_bytes(1, e.reserve_bytes(len, x), e.memory_bytes()); };
                        exact = peak(false) > memory_limit();
                        check_memory(sequence_name, peak(exact), true);
                    }
                    e.reserve(len, exact);
                    auto tick = [&](std::size_t size) {
                        if ((size & 0xffff) == 0 && memory_limited()) check_memory(sequence_name, e.memory_bytes());
                        progress(static_cast<std::uint64_t>(size));
                    };
                    const auto v = team_ != nullptr ? extend_in_team_(impl_, len, *team_, detail::tick_ref(tick))
                                                    : e.extend_serially(len, tick);
                    if (!v) return false;
                    pending_ = *v;
                    return true;
                },
                impl_);
            if (widened) widen();
        }
    }
    using sequence_base::extend;  // extend(n)

    // The shortest period and smallest preperiod that the values computed so far prove,
    // or nullopt. A period p from n0 is accepted only when G(n + p) == G(n) holds on the
    // whole range n0 <= n < code().period_check_end(n0, p), so the answer is a theorem.
    // Needs 2 bytes a value of temporary memory (the Z-function of sg::find_period; 4
    // when many runs are long), and keeps G(0 .. n0 + p - 1) in 1 byte a value while they fit.
    // A code with modifiers ('!', '?') has no periodicity theorem here: nullopt.
    [[nodiscard]] std::optional<periodic_sequence> certified_period() const {
        if (code_.constrained()) return std::nullopt;
        return std::visit(
            [this](const auto& e) {
                return sg::find_period(
                    e.size(), [&e](std::size_t n) { return static_cast<nimber>(e[n]); },
                    [this](std::uint64_t n0, std::uint64_t p) { return code_.period_check_end(n0, p) - n0; });
            },
            impl_);
    }

    // The first length the period search examines (then doubled): 4096 values.
    [[nodiscard]] static constexpr std::uint64_t first_search_length() noexcept { return 4096; }

    // search_period(max_len[, progress]), value_within(n, max_len[, progress]) and
    // component_value(n) come from detail::sequence_base (sg/games/detail/sequence.hpp).

    // The mask given to fix_mask, or else the parity mask with the fewest rare values
    // among those computed (rare: popcount(G & mask) even; 0 when every mask leaves half
    // of them rare or more). It describes the sequence (plots highlight its rare values);
    // the engine's own splits may be general common sets (see detail::octal_splits).
    [[nodiscard]] std::uint64_t mask() const {
        return std::visit([](const auto& e) { return e.mask(); }, impl_);
    }
    // The most heaps one kind of split enumerates for each value: its rare heaps, or
    // every heap where no split is used.
    [[nodiscard]] std::uint64_t rare_count() const noexcept {
        return std::visit([](const auto& e) { return static_cast<std::uint64_t>(e.rare_count()); }, impl_);
    }
    // Bytes a stored value takes: 1, 2, 4 or 8 (the narrowest that holds every value so far).
    [[nodiscard]] std::size_t value_bytes() const noexcept { return std::size_t{1} << impl_.index(); }
    // Heap memory held by the engine.
    [[nodiscard]] std::size_t memory_bytes() const noexcept {
        return std::visit([](const auto& e) { return e.memory_bytes(); }, impl_);
    }
    // Uses the odd-parity classes of mask m as common values from now on instead of
    // choosing splits (0: the plain definition). The values are the same for every mask;
    // only the speed differs.
    void fix_mask(std::uint64_t m) {
        std::visit([m](auto& e) { e.fix_mask(m); }, impl_);
    }

    // Shares the computation of values (extend, and everything that extends) with the
    // threads of team from now on (an sg::thread_team of sg/threads.hpp; nullptr: this
    // thread alone, the default). The values, progress calls and errors are those of one
    // thread. The current heap's value is guessed from the options found without a search
    // and the searches that settle the guesses are shared, so it pays where those searches
    // are most of the work, as for Officers (0.6). The team must outlive its use here.
    // A template made only where it is called: a program that never sets a team does
    // not compile the team's code (extend_in_team_). Team: sg::work_team* or a pointer
    // convertible to it, or nullptr.
    template <std::convertible_to<work_team*> Team>
    void set_team(Team team) noexcept {
        team_ = team;
        extend_in_team_ = [](engines& impl, std::size_t len, work_team& t, detail::tick_ref tick) {
            return std::visit(
                [&](auto& e) {
                    using engine = std::remove_cvref_t<decltype(e)>;
                    return detail::octal_speculation<typename engine::value_type>::extend_to(e, len, t, tick);
                },
                impl);
        };
    }
    [[nodiscard]] work_team* team() const noexcept { return team_; }

    // The hooks of the query surface (sg/queries.hpp): component_value(n) (see
    // sequence_base), and here each move from heap n (octal_game's order) to a position
    // of value target: no heap, one heap or the parts of a split.
    template <class F>
    void component_moves_to(std::uint64_t n, nimber target, F&& f) {
        (void)component_value(n);  // the values, or a period, for every heap below n
        detail::octal_moves(code_, n, [&](const auto&... parts) {
            nimber x = 0;
            ((x ^= component_value(parts)), ...);
            if (x != target) return true;
            const std::array<std::uint64_t, sizeof...(parts)> to{parts...};
            return static_cast<bool>(f(std::span<const std::uint64_t>(to.data(), to.size())));
        });
    }

private:
    using engines = std::variant<detail::octal_engine<std::uint8_t>, detail::octal_engine<std::uint16_t>,
                                 detail::octal_engine<std::uint32_t>, detail::octal_engine<std::uint64_t>>;

    // The value pending_ does not fit the storage in use: move to wider storage until it
    // does, then store it.
    void widen() {
        auto fits = [this](const auto& e) { return pending_ <= std::remove_cvref_t<decltype(e)>::max_storable; };
        do {
            if (impl_.index() == 0) {
                auto narrow = std::get<0>(std::move(impl_));
                impl_.emplace<1>(std::move(narrow));
            } else if (impl_.index() == 1) {
                auto narrow = std::get<1>(std::move(impl_));
                impl_.emplace<2>(std::move(narrow));
            } else {
                auto narrow = std::get<2>(std::move(impl_));
                impl_.emplace<3>(std::move(narrow));
            }
        } while (!std::visit(fits, impl_));
        std::visit([this](auto& e) { e.push(pending_); }, impl_);
    }

    octal_code code_;
    engines impl_;
    nimber pending_ = 0;
    work_team* team_ = nullptr;
    std::optional<nimber> (*extend_in_team_)(engines&, std::size_t, work_team&, detail::tick_ref) = nullptr;
};

}  // namespace sg
