// sg/games/octal.hpp: take-and-break games given by octal and hexadecimal codes (Kayles
// 0.77, Dawson's chess 0.137, Dawson's Kayles 0.07, Officers 0.6, ...): parsing and
// validation, the game for the generic solver, a fast nim-sequence engine (rare and
// common values), periods certified by the Guy–Smith periodicity theorem, and the
// queries of sg/queries.hpp on sums of heaps.
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

#include "../detail/sequence.hpp"
#include "../error.hpp"
#include "../mex.hpp"
#include "../periodic.hpp"
#include "../queries.hpp"
#include "../value.hpp"

namespace sg {

// ---------------------------------------------------------------------------------
// A code d0.d1d2...dt. Digit d_k says what a move that removes k tokens from one heap
// may leave of it: bit 1 no heap (the heap had exactly k tokens), bit 2 one nonempty
// heap, bit 4 two nonempty heaps, bit 8 (hexadecimal digits 8-F) three nonempty heaps.
// d0, before the point, is for moves that remove nothing: only 4 and 8 make sense there.
class octal_code {
public:
    // The game without moves, "0.".
    octal_code() = default;

    // Parses "0.07", "4.7", ".137", "0.3F" (digits 0-9, A-F, a-f). Throws parse_error
    // naming the offending character, its position (from 1) and why it is wrong.
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
        if (text[0] != '.') {
            const int d = digit_value(text[0]);
            if (d < 0) fail(0, "is not a digit; a code starts with the digit for removing 0 tokens or with '.'");
            if ((d & 3) != 0)
                fail(0,
                     "cannot be the digit for removing 0 tokens: it may only contain 4 (split the heap in two) "
                     "and 8 (in three); 1 would take nothing and leave nothing, 2 would be a pass");
            digits_[0] = static_cast<std::uint8_t>(d);
            i = 1;
            if (i == text.size()) fail(i, "a code needs a point after its first digit (like 0.07 or 4.7)");
            if (text[i] != '.')
                fail(i, "should be '.': the digit before the point is a single digit (like 0.07 or 4.7)");
        }
        ++i;  // the point
        for (; i < text.size(); ++i) {
            const int d = digit_value(text[i]);
            if (d < 0) {
                if (text[i] == '.')
                    fail(i, "is a second point; codes are finite (write 0.333 for a finite prefix of Nim)");
                fail(i, "is not an octal or hexadecimal digit (0-9, A-F)");
            }
            digits_.push_back(static_cast<std::uint8_t>(d));
        }
        trim();
    }

    // Code from digits d0, d1, ..., each 0..15, d0 without the bits 1 and 2.
    [[nodiscard]] static octal_code from_digits(std::span<const unsigned> digits) {
        octal_code c;
        c.digits_.assign(1, 0);
        for (std::size_t k = 0; k < digits.size(); ++k) {
            if (digits[k] > 15 || (k == 0 && (digits[k] & 3) != 0))
                throw error("sg::octal_code: digit d" + std::to_string(k) + " = " + std::to_string(digits[k]) +
                            " is not allowed");
            if (k == 0)
                c.digits_[0] = static_cast<std::uint8_t>(digits[0]);
            else
                c.digits_.push_back(static_cast<std::uint8_t>(digits[k]));
        }
        c.trim();
        return c;
    }

    // d_k (0 beyond the last digit).
    [[nodiscard]] unsigned digit(std::size_t k) const noexcept { return k < digits_.size() ? digits_[k] : 0u; }
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

    // The canonical text: d0, '.', the digits up to the last nonzero one (upper case).
    [[nodiscard]] std::string str() const {
        std::string s(1, digit_char(digits_[0]));
        s += '.';
        for (std::size_t k = 1; k < digits_.size(); ++k) s += digit_char(digits_[k]);
        return s;
    }

    // The end N (exclusive) of the range n0 <= n < N on which G(n + p) == G(n) must be
    // checked to prove G(n + p) == G(n) for every n >= n0 (periodicity theorem of Guy and
    // Smith 1956, Winning Ways ch. 4; extended to three heaps and to n0 = 0):
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
        while (digits_.size() > 1 && digits_.back() == 0) digits_.pop_back();
    }

    std::vector<std::uint8_t> digits_{0};  // d0 .. dt, dt != 0 unless t == 0
};

namespace detail {
// Every move from a heap of n under a code, in one order (k = 0, 1, ..., t; for each k
// no heap, one heap, the two-heap splits, the three-heap splits): visit() for no heap,
// visit(m) for one, visit(a, b) or visit(a, b, c) for a split (parts increasing, each
// split once). Stops, returning false, as soon as visit returns false.
template <class Visit>
bool octal_moves(const octal_code& code, std::uint64_t n, Visit&& visit) {
    const std::size_t t = code.length();
    for (std::size_t k = 0; k <= t && k <= n; ++k) {
        const unsigned d = code.digit(k);
        const std::uint64_t m = n - k;
        if ((d & 1) && m == 0 && !visit()) return false;
        if ((d & 2) && m >= 1 && k >= 1 && !visit(m)) return false;
        if (d & 4)
            for (std::uint64_t a = 1; 2 * a <= m; ++a)
                if (!visit(a, m - a)) return false;
        if (d & 8)
            for (std::uint64_t a = 1; 3 * a <= m; ++a)
                for (std::uint64_t b = a; 2 * b <= m - a; ++b)
                    if (!visit(a, b, m - a - b)) return false;
    }
    return true;
}
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

    void moves(const state& n, auto&& emit) const {
        detail::octal_moves(code_, n, [&](const auto&... parts) {
            emit(parts...);
            return true;
        });
    }

private:
    octal_code code_;
};

namespace detail {

// The nim-sequence engine for one storage width T. Values are kept as T (2 bytes a
// value for uint16_t) and the indices of rare values as uint32_t; the options of a heap
// go to an sg::mex_buffer sized above every value (so no option is kept aside).
//
// Rare and common values (Winning Ways ch. 4, "Sparse space spells speed"; Gangolli and
// Plambeck 1989; A. Flammenkamp's octal game tables): for a mask m, call v common if
// popcount(v & m) is odd, rare otherwise. The XOR of two values is common only if one
// of them is rare. So for G(n), every common option of a two-heap split comes from a pair
// with a rare part: enumerating the R rare heaps gives all common options in O(R). The
// candidate answer is the smallest common value c that is not an option; it is G(n)
// unless a rare value below c is no option either, so the rare values below c are looked
// for among the remaining (common, common) pairs, in order of the smaller part, until
// all are found (for Officers, 0.6, after about 2800 pairs on average; for 0.16 or 0.56
// after a few dozen). Exact for every mask; mask 0 makes every heap rare, which is the
// plain definition.
template <class T>
class octal_engine {
public:
    using value_type = T;
    static constexpr std::uint64_t max_storable = std::numeric_limits<T>::max();

    explicit octal_engine(const octal_code& code) {
        for (std::size_t k = 0; k <= code.length(); ++k) {
            const unsigned d = code.digit(k);
            if ((d & 1) && k >= 1) take_all_.push_back(k);
            if ((d & 2) && k >= 1) take_one_.push_back(k);
            if (d & 4) split2_.push_back(k);
            if (d & 8) split3_.push_back(k);
        }
    }

    // Widens a narrower engine, keeping everything computed.
    template <class U>
    explicit octal_engine(octal_engine<U>&& o)
        : take_all_(std::move(o.take_all_)), take_one_(std::move(o.take_one_)), split2_(std::move(o.split2_)),
          split3_(std::move(o.split3_)), rare_(std::move(o.rare_)), buf_(std::move(o.buf_)), mask_(o.mask_), fixed_mask_(o.fixed_mask_), max_value_(o.max_value_), next_check_(o.next_check_) {
        g_.assign(o.g_.begin(), o.g_.end());
        o.g_.clear();
        o.g_.shrink_to_fit();
    }

    [[nodiscard]] std::size_t size() const noexcept { return g_.size(); }
    [[nodiscard]] nimber operator[](std::size_t n) const noexcept { return g_[n]; }
    [[nodiscard]] std::uint64_t mask() const noexcept { return mask_; }
    [[nodiscard]] std::size_t rare_count() const noexcept { return mask_ == 0 ? g_.size() : rare_.size(); }
    [[nodiscard]] std::size_t memory_bytes() const noexcept {
        return g_.capacity() * sizeof(T) + rare_.capacity() * sizeof(std::uint32_t) +
               buf_.capacity() * sizeof(std::uint32_t);
    }
    // Room for n values; grows geometrically, so extending one value at a time is cheap.
    void reserve(std::size_t n) {
        if (n > g_.capacity()) g_.reserve(std::max(n, g_.capacity() + g_.capacity() / 2));
    }

    // G(size()), not yet stored.
    [[nodiscard]] nimber compute() {
        const std::size_t n = g_.size();
        if (!fixed_mask_ && n == next_check_) {
            choose_mask();
            next_check_ *= 4;
        }
        const auto mark = buf_.begin_set();
        const T* g = g_.data();
        for (std::size_t k : take_all_)
            if (n == k) mark(0);
        for (std::size_t k : take_one_)
            if (n > k) mark(g[n - k]);
        for (std::size_t k : split3_) {
            if (n < k + 3) continue;
            const std::size_t m = n - k;
            for (std::size_t a = 1; 3 * a <= m; ++a)
                for (std::size_t b = a; 2 * b <= m - a; ++b) mark.insert_new(nimber{g[a]} ^ g[b] ^ g[m - a - b]);
        }
        if (mask_ == 0) {
            for (std::size_t k : split2_) {
                if (n < k + 2) continue;
                const std::size_t m = n - k;
                for (std::size_t a = 1; 2 * a <= m; ++a) mark.insert_new(nimber{g[a]} ^ g[m - a]);
            }
            return buf_.mex();
        }
        // Every pair with a rare part: all common options, some rare ones.
        for (std::size_t k : split2_) {
            if (n < k + 2) continue;
            const std::size_t m = n - k;
            for (std::uint32_t a : rare_) {
                if (a >= m) break;
                mark.insert_new(nimber{g[a]} ^ g[m - a]);
            }
        }
        // c: the smallest common value that is no option, or lim, the power of two above
        // every value (no option reaches it); u: rare values below c not yet seen as
        // options.
        const nimber lim = std::bit_ceil(max_value_ + 1);
        nimber c = 0;
        std::size_t u = 0;
        for (; c < lim; ++c) {
            if (mark.contains(c)) continue;
            if (common(c)) break;
            ++u;
        }
        if (u == 0) return c;
        if (split2_.empty() || n < split2_.front() + 2) return buf_.mex();  // every option is marked
        // Look for the missing rare values among all pairs, smaller part a = 1, 2, ...:
        // one at a time while many are missing, then (at most 4 left, usually the hard
        // ones) by comparing blocks of pairs with all of them at once, which compilers
        // turn into vector instructions.
        const std::size_t amax = (n - split2_.front()) / 2;
        std::size_t a = 1;
        for (; a <= amax && u > 4; ++a) {
            const nimber ga = g[a];
            for (std::size_t k : split2_) {
                if (2 * a + k > n) break;  // split2_ is increasing in k
                // x is an option, so marking it is always right; count it if it was missing.
                const nimber x = ga ^ g[n - k - a];
                u -= static_cast<std::size_t>(mark.insert_new(x) & (x < c));
            }
        }
        if (u == 0) return c;
        T want[4] = {0, 0, 0, 0};
        missing_below(mark, c, want);
        for (std::size_t k : split2_) {
            const std::size_t m = n - k;
            std::size_t b = a;
            while (u > 0 && 2 * b <= m) {
                const std::size_t end = std::min(m / 2 + 1, b + block);
                if (end - b == block && !block_hits(g + b, g + (m - b), want)) {
                    b = end;
                    continue;
                }
                for (; b < end; ++b) {
                    const nimber x = nimber{g[b]} ^ g[m - b];
                    if (x < c && mark.insert_new(x)) --u;
                }
                missing_below(mark, c, want);
            }
            if (u == 0) return c;
        }
        return buf_.mex();
    }

    // Stores v = compute() as G(size()); v <= max_storable.
    void push(nimber v) {
        const std::size_t n = g_.size();
        g_.push_back(static_cast<T>(v));
        if (v > max_value_) {
            max_value_ = v;
            // XORs of values below 2^b stay below 2^b; c and the mex stay below 2^(b+1).
            buf_.reserve(std::size_t{2} << std::bit_width(v));
        }
        if (mask_ != 0 && n >= 1 && !common(v)) rare_.push_back(static_cast<std::uint32_t>(n));
    }

    // Uses mask m from now on (0: the plain definition); no automatic choice any more.
    void fix_mask(std::uint64_t m) {
        fixed_mask_ = true;
        set_mask(m);
    }

private:
    template <class U>
    friend class octal_engine;

    [[nodiscard]] bool common(nimber v) const noexcept { return (std::popcount(v & mask_) & 1) != 0; }

    static constexpr std::size_t block = 64;

    // want[0..3]: the first (up to) four values below c that are no option yet, the
    // first repeated to fill the array.
    static void missing_below(const mex_buffer::inserter& mark, nimber c, T (&want)[4]) noexcept {
        int w = 0;
        for (nimber v = 0; v < c && w < 4; ++v)
            if (!mark.contains(v)) want[w++] = static_cast<T>(v);
        for (int i = w; i < 4; ++i) want[i] = want[0];
    }

    // Does some pair (lo[i], hi[-i]), i < block, XOR to one of want[0..3]? Branch-free.
    [[nodiscard]] static bool block_hits(const T* lo, const T* hi, const T (&want)[4]) noexcept {
        unsigned hit = 0;
        for (std::size_t i = 0; i < block; ++i) {
            const T x = static_cast<T>(lo[i] ^ *(hi - i));
            hit |= static_cast<unsigned>(x == want[0]) | static_cast<unsigned>(x == want[1]) |
                   static_cast<unsigned>(x == want[2]) | static_cast<unsigned>(x == want[3]);
        }
        return hit != 0;
    }

    void set_mask(std::uint64_t m) {
        mask_ = m;
        rare_.clear();
        if (m == 0) {
            rare_.shrink_to_fit();
            return;
        }
        for (std::size_t a = 1; a < g_.size(); ++a)
            if (!common(g_[a])) rare_.push_back(static_cast<std::uint32_t>(a));
    }

    // Picks the mask with the fewest rare values among G(1..n-1), by a Walsh–Hadamard
    // transform of the histogram of the low bits: rare(x) = (N + W[x]) / 2. Switches
    // when that leaves fewer than half of the heaps rare and clearly beats the mask in use.
    void choose_mask() {
        if (split2_.empty() || g_.size() < 2) return;
        const int bits = std::min(16, static_cast<int>(std::bit_width(max_value_)));
        if (bits == 0) return;
        const std::size_t size = std::size_t{1} << bits;
        std::vector<std::int64_t> w(size, 0);
        for (std::size_t a = 1; a < g_.size(); ++a) ++w[static_cast<std::size_t>(g_[a]) & (size - 1)];
        for (std::size_t len = 1; len < size; len *= 2)
            for (std::size_t i = 0; i < size; i += 2 * len)
                for (std::size_t j = i; j < i + len; ++j) {
                    const std::int64_t x = w[j], y = w[j + len];
                    w[j] = x + y;
                    w[j + len] = x - y;
                }
        const auto total = static_cast<std::int64_t>(g_.size() - 1);
        std::size_t best = 0;
        std::int64_t best_rare = total;
        for (std::size_t x = 1; x < size; ++x) {
            const std::int64_t rare = (total + w[x]) / 2;
            if (rare < best_rare) {
                best_rare = rare;
                best = x;
            }
        }
        const auto current = static_cast<std::int64_t>(rare_count() - (mask_ == 0 ? 1 : 0));
        if (2 * best_rare >= total) {
            if (mask_ != 0 && 2 * current >= total) set_mask(0);
        } else if (best != mask_ && 10 * best_rare < 9 * current) {
            set_mask(best);
        }
    }

    std::vector<std::size_t> take_all_, take_one_, split2_, split3_;  // k for each kind of move
    std::vector<T> g_;
    std::vector<std::uint32_t> rare_;  // heaps a >= 1 with G(a) rare, increasing
    mex_buffer buf_{64};  // room for every option: twice the power of two above the values
    std::uint64_t mask_ = 0;
    bool fixed_mask_ = false;
    nimber max_value_ = 0;
    std::size_t next_check_ = 1024;
};

}  // namespace detail

// ---------------------------------------------------------------------------------
// The nim-sequence G(0), G(1), ... of a code, computed in order and kept (2 bytes a value
// while values fit in 16 bits, 4 or 8 bytes after), with periods certified by the
// periodicity theorem (octal_code::period_check_end). It is also the additive solver of
// sums of heaps of the code (sg/queries.hpp): seq.value({5, 7, 9}), seq.wins(heaps),
// seq.winning_moves(heaps), ..., and a part of sg::sum.
class octal_sequence : public detail::sequence_base<octal_sequence> {
public:
    static constexpr const char* sequence_name = "sg::octal_sequence";
    // Heap sizes up to max_heap (rare heaps are stored as 32-bit indices).
    static constexpr std::uint64_t max_heap = std::numeric_limits<std::uint32_t>::max() - 1;

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

    // Computes G(0) .. G(n). progress(i) is called every 65536 values with the heap
    // size reached. Throws limit_error beyond max_heap.
    template <class Progress>
    void extend(std::uint64_t n, Progress&& progress) {
        if (n > max_heap)
            throw limit_error("sg::octal_sequence: heap size " + std::to_string(n) + " is beyond the largest " +
                                  std::to_string(max_heap) + " the engine stores",
                              static_cast<std::size_t>(max_heap));
        while (size() <= n) {
            const bool widened = std::visit(
                [&](auto& e) {
                    using E = std::remove_cvref_t<decltype(e)>;
                    e.reserve(static_cast<std::size_t>(n) + 1);
                    while (e.size() <= n) {
                        const nimber v = e.compute();
                        if (v > E::max_storable) {
                            pending_ = v;
                            return true;
                        }
                        e.push(v);
                        if ((e.size() & 0xffff) == 0) progress(static_cast<std::uint64_t>(e.size()));
                    }
                    return false;
                },
                impl_);
            if (widened) widen();
        }
    }
    using sequence_base::extend;  // extend(n)

    // The shortest period and smallest preperiod that the values computed so far prove,
    // or nullopt. A period p from n0 is accepted only when G(n + p) == G(n) holds on the
    // whole range n0 <= n < code().period_check_end(n0, p), so the answer is a theorem.
    // Needs 8 bytes a value of temporary memory (the Z-function).
    [[nodiscard]] std::optional<periodic_sequence> certified_period() const {
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
    // component_value(n) come from detail::sequence_base (sg/detail/sequence.hpp).

    // The mask that splits values into common and rare (0: plain definition in use).
    [[nodiscard]] std::uint64_t mask() const noexcept {
        return std::visit([](const auto& e) { return e.mask(); }, impl_);
    }
    // Heaps with a rare value under the current mask (all heaps when the mask is 0).
    [[nodiscard]] std::uint64_t rare_count() const noexcept {
        return std::visit([](const auto& e) { return static_cast<std::uint64_t>(e.rare_count()); }, impl_);
    }
    // Bytes a stored value takes: 2, 4 or 8.
    [[nodiscard]] std::size_t value_bytes() const noexcept { return impl_.index() == 0 ? 2 : impl_.index() == 1 ? 4 : 8; }
    // Heap memory held by the engine.
    [[nodiscard]] std::size_t memory_bytes() const noexcept {
        return std::visit([](const auto& e) { return e.memory_bytes(); }, impl_);
    }
    // Uses mask m from now on instead of choosing one (0: the plain definition). The
    // values are the same for every mask; only the speed differs.
    void fix_mask(std::uint64_t m) {
        std::visit([m](auto& e) { e.fix_mask(m); }, impl_);
    }

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
    using engines = std::variant<detail::octal_engine<std::uint16_t>, detail::octal_engine<std::uint32_t>,
                                 detail::octal_engine<std::uint64_t>>;

    // The value pending_ does not fit the storage in use: move to wider storage until it
    // does, then store it.
    void widen() {
        auto fits = [this](const auto& e) { return pending_ <= std::remove_cvref_t<decltype(e)>::max_storable; };
        do {
            if (impl_.index() == 0) {
                auto narrow = std::get<0>(std::move(impl_));
                impl_.emplace<1>(std::move(narrow));
            } else {
                auto narrow = std::get<1>(std::move(impl_));
                impl_.emplace<2>(std::move(narrow));
            }
        } while (!std::visit(fits, impl_));
        std::visit([this](auto& e) { e.push(pending_); }, impl_);
    }

    octal_code code_;
    engines impl_;
    nimber pending_ = 0;
};

}  // namespace sg
