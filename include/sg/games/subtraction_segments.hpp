// sg/games/subtraction_segments.hpp: sg::subtraction_segments, the nim-sequence of a
// finite subtraction set that also answers sets with a few huge amounts, such as
// {1, 2, 10^18} (Codeforces 1194D), as runs of periodic segments, in time independent
// of the amounts: sg::subtraction_sequence with the segment engine as its far method.
// Kept apart from sg/games/subtraction.hpp so that a solution whose amounts are small
// does not carry the engine.
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <numeric>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "../detail/budget.hpp"
#include "../error.hpp"
#include "../memo.hpp"
#include "../periodic.hpp"
#include "../value.hpp"
#include "subtraction.hpp"

namespace sg {
namespace detail::subtraction_impl {

// ---------------------------------------------------------------------------------
// Finite sets with huge amounts: the nim-sequence as runs of periodic segments. The
// method and the proofs it rests on are in docs/subtraction.md ("Sets with huge
// amounts"); the constants that bound it are in sg/games/subtraction.hpp.

// How many of the amounts S (increasing, largest above segments_above) the segment
// engine takes as small: the split at the largest ratio between consecutive amounts
// (the smallest amount over 1 when none is small), with the small amounts at most
// small_amount_limit and at most max_large_amounts above them. nullopt: no such split.
inline std::optional<std::size_t> segment_split(std::span<const std::uint64_t> S) {
    if (S.empty() || S.back() <= segments_above) return std::nullopt;
    std::optional<std::size_t> best;
    double best_ratio = 0;
    for (std::size_t i = S.size() > max_large_amounts ? S.size() - max_large_amounts : 0; i < S.size(); ++i) {
        if (i > 0 && S[i - 1] > small_amount_limit) break;
        const double ratio = static_cast<double>(S[i]) / static_cast<double>(i == 0 ? 1 : S[i - 1]);
        if (ratio > best_ratio) {
            best_ratio = ratio;
            best = i;
        }
    }
    return best;
}

// The nim-sequence of a finite set S = A ∪ B, A the small amounts (t0 = max A, at most
// small_amount_limit), B the large ones, as runs: run i covers [start_i, start_{i+1})
// and there G(n) = its pattern at (n - start_i) mod its length (a listed run: at
// n - start_i, never repeated). Three pieces make it, in increasing order of heaps:
// - segment_runs holds the runs, appends values at the frontier (finding the periodic
//   stretches in them) and compares ranges of G run by run;
// - segment_periods records windows of t = max S heaps and certifies a period of G from
//   them;
// - segment_engine makes the values, a step at a time: a step from the frontier x goes
//   to the next event, the first heap where an input G(n - k), k in B, leaves the run it
//   read at x (or k itself, where the move begins). Within a step every input repeats
//   with its run's pattern; the mex loop runs over the window of the small amounts, and
//   a period of the step's values is certified by the local theorem (agreement on t0
//   heaps at a shift that is a multiple of every input's period), so a step of any
//   length costs the few values that prove its pattern.
// Each counts its work (values computed by the mex loop, values compared and hashed) in
// the runs, against the engine's budget.

// The runs of G made so far: G(0 .. frontier() - 1), or every 64-bit heap once whole().
class segment_runs {
public:
    static constexpr std::uint64_t npos = std::numeric_limits<std::uint64_t>::max();

    struct segment {
        std::uint64_t start = 0;
        std::size_t pat = 0;   // its pattern: pool()[pat .. pat + len)
        std::size_t len = 1;
        bool listed = false;   // values listed once (pattern[n - start]), else periodic
        std::uint64_t hash = 0;  // of the pattern (periodic runs) or of the values (listed)
        std::uint64_t spread = 0;  // of the pattern's values in any order (periodic runs)
    };
    // A run's values, or a pattern anchored at a heap: at(n) for any heap n of a periodic
    // one, n - anchor < len for a listed one.
    struct view {
        const nimber* pat;
        std::uint64_t anchor;
        std::size_t len;
        bool listed;
        [[nodiscard]] nimber at(std::uint64_t n) const noexcept {
            if (listed) return pat[static_cast<std::size_t>(n - anchor)];
            const std::uint64_t o = n >= anchor ? (n - anchor) % len : (len - (anchor - n) % len) % len;
            return pat[static_cast<std::size_t>(o)];
        }
    };

    [[nodiscard]] bool covers(std::uint64_t n) const noexcept { return whole_ || n < frontier_; }
    [[nodiscard]] nimber value(std::uint64_t n) const {
        SG_ASSERT(covers(n));
        return view_of(runs_[run_at(n)]).at(n);
    }
    [[nodiscard]] std::uint64_t frontier() const noexcept { return frontier_; }
    [[nodiscard]] bool whole() const noexcept { return whole_; }
    [[nodiscard]] std::size_t size() const noexcept { return runs_.size(); }
    [[nodiscard]] bool empty() const noexcept { return runs_.empty(); }
    [[nodiscard]] const segment& operator[](std::size_t i) const noexcept { return runs_[i]; }
    [[nodiscard]] const segment& back() const noexcept { return runs_.back(); }
    // The patterns of the runs (and of runs dropped).
    [[nodiscard]] const nimber* pool() const noexcept { return pool_.data(); }
    [[nodiscard]] std::uint64_t work() const noexcept { return work_; }
    void add_work(std::uint64_t w) noexcept { work_ += w; }
    [[nodiscard]] std::size_t memory_bytes() const noexcept { return bytes_of_all(runs_, pool_); }

    [[nodiscard]] view view_of(const segment& r) const noexcept { return {pool_.data() + r.pat, r.start, r.len, r.listed}; }
    // The run containing heap n (n below the frontier).
    [[nodiscard]] std::size_t run_at(std::uint64_t n) const noexcept {
        const auto it = std::upper_bound(runs_.begin(), runs_.end(), n,
                                         [](std::uint64_t m, const segment& r) { return m < r.start; });
        return static_cast<std::size_t>(it - runs_.begin()) - 1;
    }
    [[nodiscard]] std::uint64_t end_of(std::size_t i) const noexcept {
        return i + 1 < runs_.size() ? runs_[i + 1].start : frontier_;
    }

    // The largest o < len with f(a + o) != g(b + o), or npos. Two periodic views that
    // agree on len(f) + len(g) consecutive heaps agree on the whole range (Fine and
    // Wilf), so only the last ones are compared; a listed view is compared in full.
    std::uint64_t last_difference(const view& f, std::uint64_t a, const view& g, std::uint64_t b,
                                  std::uint64_t len) {
        std::uint64_t check = len;
        if (!f.listed && !g.listed) check = std::min<std::uint64_t>(len, std::uint64_t{f.len} + g.len);
        work_ += check;
        for (std::uint64_t o = len; o > len - check;) {
            --o;
            if (f.at(a + o) != g.at(b + o)) return o;
        }
        return npos;
    }
    // The largest o < len with G(a + o) != G(b + o), or npos (both ranges covered),
    // compared a piece at a time: the pieces where neither side crosses a run boundary.
    std::uint64_t last_difference(std::uint64_t a, std::uint64_t b, std::uint64_t len) {
        for (std::uint64_t hi = len; hi > 0;) {
            const std::size_t i = run_at(a + hi - 1), j = run_at(b + hi - 1);
            std::uint64_t lo = 0;
            if (runs_[i].start > a) lo = runs_[i].start - a;
            if (runs_[j].start > b) lo = std::max(lo, runs_[j].start - b);
            const std::uint64_t o = last_difference(view_of(runs_[i]), a + lo, view_of(runs_[j]), b + lo, hi - lo);
            if (o != npos) return lo + o;
            hi = lo;
        }
        return npos;
    }

    // Appends the values v of heaps x, x + 1, ... (x the frontier), as runs: a stretch
    // that repeats a pattern of at most 64 values at least twice and over 16 heaps or
    // more becomes a periodic run (the longest from each heap, its shortest pattern), the
    // rest is listed. Steps read their inputs from the runs, and an input that repeats
    // lets a step certify its own period; listed inputs would keep the steps after them
    // listed.
    void append_listed(std::uint64_t x, std::span<const nimber> v, bool to_end) {
        constexpr std::size_t max_pattern = 64, min_stretch = 16;
        const std::size_t len = v.size();
        std::size_t plain = 0;  // v[plain .. i) is not appended yet
        for (std::size_t i = 0; i + min_stretch <= len;) {
            std::size_t best = 0, best_end = i;
            for (std::size_t p = 1; p <= max_pattern && i + 2 * p <= len && best_end < len; ++p) {
                std::size_t m = i + p;
                while (m < len && v[m] == v[m - p]) ++m;
                work_ += m - i - p + 1;
                if (m - i >= std::max(2 * p, min_stretch) && m > best_end) {
                    best = p;
                    best_end = m;
                }
            }
            if (best == 0) {
                ++i;
                continue;
            }
            if (plain < i) append_plain(x + plain, v.subspan(plain, i - plain), false);
            append_periodic(x + i, std::vector<nimber>(v.data() + i, v.data() + i + best), best_end - i,
                            to_end && best_end == len);
            i = plain = best_end;
        }
        if (plain < len) append_plain(x + plain, v.subspan(plain), to_end);
    }
    // Appends len heaps from the frontier x on which G(n) = pat[(n - x) mod |pat|]
    // (pat primitive). The run starts where that agreement starts: it takes over the
    // heaps before x that follow the pattern, dropping the runs it covers.
    void append_periodic(std::uint64_t x, const std::vector<nimber>& pat, std::uint64_t len, bool to_end) {
        const std::size_t q = pat.size();
        const view p{pat.data(), x, q, false};
        std::uint64_t z = x;
        while (z > 0) {
            const std::size_t i = run_at(z - 1);
            const std::uint64_t lo = runs_[i].start;
            const std::uint64_t o = last_difference(view_of(runs_[i]), lo, p, lo, z - lo);
            if (o != npos) {
                z = lo + o + 1;
                break;
            }
            z = lo;
        }
        while (!runs_.empty() && runs_.back().start >= z) runs_.pop_back();
        const auto shift = static_cast<std::size_t>((x - z) % q);  // G(z + j) = pat[(j - shift) mod q]
        segment r{z, pool_.size(), q, false, 0};
        for (std::size_t j = 0; j < q; ++j) pool_.push_back(pat[(j + q - shift) % q]);
        r.hash = hash_of(pool_.data() + r.pat, q, 0);
        for (std::size_t j = 0; j < q; ++j) r.spread += mix64(pool_[r.pat + j]);
        runs_.push_back(r);
        set_frontier(x + len, to_end);
    }

private:
    // The hash of a pattern from position rot on (cyclically), or of listed values
    // (rot 0) continuing a hash h.
    static std::uint64_t hash_of(const nimber* pat, std::size_t len, std::size_t rot, std::uint64_t h = 0) noexcept {
        for (std::size_t j = 0; j < len; ++j) h = hash_combine64(h, pat[(rot + j) % len]);
        return h;
    }
    void set_frontier(std::uint64_t end, bool to_end) noexcept {
        if (to_end) {
            whole_ = true;
            frontier_ = npos;
        } else {
            frontier_ = end;
        }
    }
    // append_listed without looking for patterns: values that continue the last run's
    // pattern extend it, the rest join a listed run.
    void append_plain(std::uint64_t x, std::span<const nimber> v, bool to_end) {
        std::size_t i = 0;
        if (!runs_.empty() && !runs_.back().listed) {
            const view b = view_of(runs_.back());
            while (i < v.size() && v[i] == b.at(x + i)) ++i;
        }
        if (i < v.size()) {
            const std::span<const nimber> rest = v.subspan(i);
            if (!runs_.empty() && runs_.back().listed) {  // the last listed run ends at x: join it
                segment& b = runs_.back();
                SG_ASSERT(b.start + b.len == x);
                if (b.pat + b.len != pool_.size()) {  // move its values to the end of the pool
                    const std::size_t from = b.pat;
                    pool_.resize(pool_.size() + b.len);
                    std::copy(pool_.data() + from, pool_.data() + from + b.len, pool_.data() + pool_.size() - b.len);
                    b.pat = pool_.size() - b.len;
                }
                pool_.insert(pool_.end(), rest.begin(), rest.end());
                b.len += rest.size();
                b.hash = hash_of(rest.data(), rest.size(), 0, b.hash);
            } else {
                runs_.push_back({x + i, pool_.size(), rest.size(), true, hash_of(rest.data(), rest.size(), 0)});
                pool_.insert(pool_.end(), rest.begin(), rest.end());
            }
        }
        set_frontier(x + v.size(), to_end);
    }

    std::vector<segment> runs_;
    std::vector<nimber> pool_;    // the runs' patterns (and those of runs dropped)
    std::uint64_t frontier_ = 0;  // G(0 .. frontier_ - 1) are covered
    bool whole_ = false;          // every 64-bit heap is covered
    std::uint64_t work_ = 0;
};

// The period of G, from the runs: each frontier x >= t = max S records its window
// [x - t, x) as runs relative to x; a window seen before is a candidate period, proved
// by the theorem for finite sets (agreement of G on t consecutive heaps, compared run by
// run), then lowered to the shortest period (a divisor) and the smallest preperiod.
class segment_periods {
public:
    static constexpr std::uint64_t npos = segment_runs::npos;

    explicit segment_periods(std::uint64_t t) : t_(t) {}

    // The period certified (the shortest, with the smallest preperiod), or nullopt.
    [[nodiscard]] const std::optional<periodic_sequence>& period() const noexcept { return period_; }
    // Bytes held: the windows recorded and the period.
    [[nodiscard]] std::size_t memory_bytes() const noexcept {
        return seen_.memory_bytes() +
               (period_ ? period_->values.memory_bytes() + period_->runs.patterns.memory_bytes() +
                              period_->runs.runs.capacity() * sizeof(value_runs::run)
                        : 0);
    }

    // Looks for a period at the frontier x >= t. (1) The last run is periodic with a
    // pattern of length q and covers t + q heaps: G(n + q) = G(n) on t consecutive heaps.
    // (2) The windows [y - t, y) at y = x and at y = the start of the last run (once
    // each), as runs relative to y, are recorded under a hash. The same hash at an earlier
    // y1 proposes the period y - y1, proved (or dropped) by comparing the two windows'
    // values: t consecutive heaps. Run starts are where the runs repeat once G does;
    // frontiers also catch repeats that fall between them. check_memory(bytes) is called
    // before the record of windows grows by that many bytes.
    template <class CheckMemory>
    void check(segment_runs& runs, CheckMemory&& check_memory) {
        if (runs.empty()) return;
        const segment_runs::segment& last = runs.back();
        if (!last.listed) {  // (1); at 2^64 (whole) the last run has 2^64 - start heaps, at least this
            const std::uint64_t heaps = runs.whole() ? npos - last.start : runs.frontier() - last.start;
            if (heaps >= last.len && heaps - last.len >= t_)
                return certify(runs, last.start + (heaps - t_ - last.len), last.len);
        }
        const std::uint64_t x = runs.frontier();
        if (runs.whole() || x < t_ || x >= pending_value) return;
        if (last.start >= t_ && keyed_start_ != last.start) {
            keyed_start_ = last.start;
            candidate(runs, last.start, check_memory);
        }
        if (!period_ && keyed_ != x) {
            keyed_ = x;
            candidate(runs, x, check_memory);
        }
    }

private:
    template <class CheckMemory>
    void candidate(segment_runs& runs, std::uint64_t y, CheckMemory& check_memory) {
        const std::uint64_t w0 = y - t_;
        std::uint64_t key = 0;
        for (std::size_t i = runs.run_at(w0); i < runs.size() && runs[i].start < y; ++i) {
            const segment_runs::segment& r = runs[i];
            const std::uint64_t s = std::max(r.start, w0);
            key = hash_combine64(hash_combine64(key, s - w0), r.listed ? 1 : 2);
            runs.add_work(1);
            // A run cut by the window's start (the first, or a listed run shortened by the
            // next) is hashed by its first and last few values in the window and, if
            // periodic, its pattern's values in any order: a few values a window.
            const segment_runs::view v = runs.view_of(r);
            const std::uint64_t e = std::min(runs.end_of(i), y);
            if (!r.listed) key = hash_combine64(key, r.len);
            if (s == r.start && (!r.listed || e - s == r.len)) {
                key = hash_combine64(key, r.hash);
            } else {
                if (!r.listed) key = hash_combine64(key, r.spread);
                const std::uint64_t few = std::min<std::uint64_t>(e - s, 8);
                for (std::uint64_t j = 0; j < few; ++j)
                    key = hash_combine64(hash_combine64(key, v.at(s + j)), v.at(e - 1 - j));
                runs.add_work(few);
            }
        }
        check_memory(seen_.growth_bytes());
        const nimber y1 = seen_.get(key);
        seen_.put(key, y);
        if (y1 == no_value || y1 >= y || runs.last_difference(y1 - t_, w0, t_) != npos) return;
        certify(runs, y1 - t_, y - y1);
    }

    // G(n + P) = G(n) for every n >= x0 (proved). The shortest period divides P and holds
    // from x0 too: lower P by its prime factors while the window from x0 agrees; then the
    // smallest preperiod is past the last disagreement before x0.
    void certify(segment_runs& runs, std::uint64_t x0, std::uint64_t P) {
        std::uint64_t p = P;
        for (bool lowered = true; lowered;) {
            lowered = false;
            for (const std::uint64_t r : prime_factors(p)) {
                if (runs.last_difference(x0, x0 + p / r, t_) != npos) continue;
                p /= r;
                lowered = true;
                break;
            }
        }
        const std::uint64_t o = runs.last_difference(0, p, x0);
        periodic_sequence ps;
        ps.preperiod = o == npos ? 0 : o + 1;
        ps.period = p;
        const std::uint64_t count = ps.preperiod + p;
        if (count <= listed_period_limit) {
            ps.values = nimber_array::generate(static_cast<std::size_t>(count),
                                               [&runs](std::size_t n) { return runs.value(n); });
        } else {
            std::vector<nimber> pats;
            for (std::size_t i = 0; i < runs.size() && runs[i].start < count; ++i) {
                const segment_runs::segment& r = runs[i];
                ps.runs.runs.push_back({r.start, pats.size(), r.len});
                pats.insert(pats.end(), runs.pool() + r.pat, runs.pool() + r.pat + r.len);
            }
            ps.runs.patterns = nimber_array(pats.begin(), pats.end());
        }
        period_ = std::move(ps);
    }

    std::uint64_t t_;                    // max S
    std::uint64_t keyed_ = npos;         // the last frontier whose window was recorded
    std::uint64_t keyed_start_ = npos;   // the last run start whose window was recorded
    hash_memo<std::uint64_t> seen_;      // window hash -> the last frontier with it
    std::optional<periodic_sequence> period_;
};

// The far method of sg::subtraction_sequence for sets with huge amounts: the steps that
// make the runs, the work budget and the memory limit.
class segment_engine {
public:
    // The far method of sg::subtraction_sequence (its Far parameter): on, and the split
    // of a set's amounts it works with, or nullopt for a set it does not take.
    static constexpr bool enabled = true;
    [[nodiscard]] static std::optional<std::size_t> split(std::span<const std::uint64_t> amounts) {
        return segment_split(amounts);
    }

    static constexpr std::uint64_t npos = segment_runs::npos;

    // amounts: S, increasing and positive; the first small_count of them are small (at
    // most small_amount_limit), the others large.
    segment_engine(std::span<const std::uint64_t> amounts, std::size_t small_count)
        : large_(amounts.begin() + static_cast<std::ptrdiff_t>(small_count), amounts.end()),
          t_(amounts.empty() ? 0 : amounts.back()),
          periods_(t_) {
        SG_ASSERT(!amounts.empty() && small_count <= amounts.size());
        for (std::size_t i = 0; i < small_count; ++i) {
            SG_ASSERT(amounts[i] <= small_amount_limit);
            small_.push_back(static_cast<std::size_t>(amounts[i]));
        }
        t0_ = small_.empty() ? 0 : small_.back();
    }

    // Makes runs until a period is certified, the runs cover every 64-bit heap, or about
    // `budget` units of work were spent in all (values computed by the mex loop, values
    // compared and hashed); a later call with a larger budget goes on. Past
    // memory_limit bytes (its tables and `other` bytes held besides) throws
    // sg::limit_error of kind bytes, with the runs made so far kept.
    void run(std::uint64_t budget, std::size_t memory_limit = memory_budget::unlimited, std::size_t other = 0) {
        budget_ = budget;
        limit_ = memory_limit;
        other_ = other;
        while (!period() && !runs_.whole()) {
            check_window();
            if (period() || runs_.work() >= budget_ || !step()) return;
        }
        if (!period()) check_window();  // the runs reached 2^64
    }

    // The period certified (the shortest, with the smallest preperiod), or nullopt.
    [[nodiscard]] const std::optional<periodic_sequence>& period() const noexcept { return periods_.period(); }
    // Is G(n) known from the runs?
    [[nodiscard]] bool covers(std::uint64_t n) const noexcept { return runs_.covers(n); }
    // G(n) for a heap the runs cover.
    [[nodiscard]] nimber value(std::uint64_t n) const { return runs_.value(n); }
    // Heaps covered: G(0 .. frontier() - 1), or every 64-bit heap when whole().
    [[nodiscard]] std::uint64_t frontier() const noexcept { return runs_.frontier(); }
    [[nodiscard]] bool whole() const noexcept { return runs_.whole(); }
    [[nodiscard]] std::size_t run_count() const noexcept { return runs_.size(); }
    [[nodiscard]] std::uint64_t work() const noexcept { return runs_.work(); }
    // Why no period is certified (empty when one is).
    [[nodiscard]] std::string failure() const {
        if (period()) return {};
        if (whole())
            return "no period below 2^64: the runs cover every 64-bit heap (" + std::to_string(run_count()) +
                   " runs) but no window of max S heaps repeats within them";
        return "the runs (segments) of a set with amounts above " + std::to_string(segments_above) +
               " certified no period within a work budget of " + std::to_string(budget_) +
               " values (max_len; values computed and compared): heaps below " + std::to_string(frontier()) +
               " covered in " + std::to_string(run_count()) + " runs";
    }
    // Bytes held: the runs, their patterns, the windows recorded.
    [[nodiscard]] std::size_t memory_bytes() const noexcept { return runs_.memory_bytes() + periods_.memory_bytes(); }

private:
    // An input G(n - k) of a step: the run it reads, at position pos of its pattern.
    struct feed {
        std::size_t pat;
        std::size_t len;
        std::size_t pos;
        bool listed;
    };

    void check_memory(std::size_t extra) const {
        const std::size_t used = mul_add_bytes(1, memory_bytes(), mul_add_bytes(1, extra, other_));
        if (used > limit_) throw_memory_limit("sg::subtraction_sequence (segments)", limit_, used, true);
    }
    void check_window() {
        periods_.check(runs_, [this](std::size_t extra) { check_memory(extra); });
    }
    // The work the budget has left.
    [[nodiscard]] std::uint64_t work_left() const noexcept { return budget_ - std::min(budget_, runs_.work()); }

    // One step from the frontier x to the next event. false: the budget does not allow it.
    bool step() {
        const std::uint64_t x = runs_.frontier();
        std::uint64_t r = npos;  // the heaps of this step
        if (x < t0_) r = t0_ - x;
        for (const std::uint64_t k : large_) {
            if (x < k) {
                r = std::min(r, k - x);
            } else {  // G(n - k) reads the run of heap x - k up to its end e <= x
                r = std::min(r, k - (x - runs_.end_of(runs_.run_at(x - k))));
            }
        }
        bool to_end = false;
        if (x > 0 && r >= std::uint64_t{0} - x) {  // the step reaches 2^64
            r = std::uint64_t{0} - x;
            to_end = true;
        }
        if (x < t0_) return first_step(static_cast<std::size_t>(r));
        return local_step(x, r, to_end);
    }

    // Heaps 0 .. t0 - 1: only the small amounts up to n are moves (the large ones are
    // above t0).
    bool first_step(std::size_t r) {
        if (runs_.work() + r > budget_) return false;
        check_memory(2 * r * sizeof(nimber));
        std::vector<nimber> v(r);
        const std::size_t bound = small_.size() + large_.size() + 1;
        mex_bits<> seen(bound);
        for (std::size_t n = 0; n < r; ++n) {
            seen.clear();
            for (const std::size_t s : small_) {
                if (s > n) break;
                seen.insert(v[n - s]);
            }
            v[n] = seen.mex();
        }
        runs_.add_work(r);
        runs_.append_listed(0, v, false);
        return true;
    }

    // values[i] = G(x + i) for i in [from, to): the mex of window(i, s) = G(x + i - s),
    // s in A, and the inputs.
    template <class Seen, class Window>
    void mex_loop(Seen seen, std::size_t from, std::size_t to, Window window, std::vector<feed>& feeds,
                  nimber* values) const {
        const nimber* pool = runs_.pool();
        for (std::size_t i = from; i < to; ++i) {
            seen.clear();
            for (const std::size_t s : small_) seen.insert(window(i, s));
            for (feed& f : feeds) {
                seen.insert(pool[f.pat + f.pos]);
                if (++f.pos == f.len && !f.listed) f.pos = 0;
            }
            values[i] = seen.mex();
        }
    }
    template <class Window>
    void mex_loop(std::size_t from, std::size_t to, Window window, std::vector<feed>& feeds, nimber* values) const {
        const std::size_t bound = small_.size() + large_.size() + 1;  // every value is at most |S|
        if (bound <= 64)
            mex_loop(mex_bits<1>{}, from, to, window, feeds, values);
        else
            mex_loop(mex_bits<>(bound), from, to, window, feeds, values);
    }

    // A step of r heaps from x >= t0.
    bool local_step(std::uint64_t x, std::uint64_t r, bool to_end) {
        std::vector<feed> feeds;
        const std::uint64_t Q = step_inputs(x, r, feeds);
        const std::uint64_t per = small_.size() + feeds.size() + 1;
        if (Q == 0 || r <= t0_ / per) return step_listed(x, r, feeds, to_end);
        return step_periodic(x, r, Q, feeds, to_end);
    }

    // The inputs of a step of r heaps from x (the runs the large amounts read), and Q:
    // the least common multiple of their periods (0 when one is listed or Q reaches r:
    // no period of the inputs repeats within the step).
    std::uint64_t step_inputs(std::uint64_t x, std::uint64_t r, std::vector<feed>& feeds) const {
        std::uint64_t Q = 1;
        for (const std::uint64_t k : large_) {
            if (k > x) break;  // not a move before x + r
            const segment_runs::segment& u = runs_[runs_.run_at(x - k)];
            const std::uint64_t o = x - k - u.start;
            feeds.push_back({u.pat, u.len, static_cast<std::size_t>(u.listed ? o : o % u.len), u.listed});
            if (u.listed) {
                Q = 0;
            } else if (Q != 0) {
                const std::uint64_t g = Q / std::gcd(Q, std::uint64_t{u.len});
                Q = g > r / u.len ? 0 : g * u.len;
            }
        }
        return Q >= r ? 0 : Q;
    }

    // Every value of the step, each from its options read in the runs: a short step, or
    // inputs that do not repeat.
    bool step_listed(std::uint64_t x, std::uint64_t r, std::vector<feed>& feeds, bool to_end) {
        if (r > work_left() || r > (std::numeric_limits<std::size_t>::max() >> 4))
            return false;
        check_memory(2 * static_cast<std::size_t>(r) * sizeof(nimber));
        std::vector<nimber> v(static_cast<std::size_t>(r));
        mex_loop(
            0, v.size(), [&](std::size_t i, std::size_t s) { return i >= s ? v[i - s] : value(x + i - s); }, feeds,
            v.data());
        runs_.add_work(r);
        runs_.append_listed(x, v, to_end);
        return true;
    }

    // The window G(x - t0 .. x - 1), then the step's values after it, certified periodic by
    // the local theorem: agreement on t0 heaps at a shift d, a multiple of Q.
    bool step_periodic(std::uint64_t x, std::uint64_t r, std::uint64_t Q, std::vector<feed>& feeds, bool to_end) {
        const std::size_t w = t0_;
        std::vector<nimber> H;
        std::uint64_t done = 0;
        std::uint64_t L = std::min<std::uint64_t>(r, 2 * (w + Q) + 64);
        const std::uint64_t need = std::max<std::uint64_t>(w, 1);
        for (;;) {
            if (L - done + (done == 0 ? w : 0) > work_left() ||
                L > (std::numeric_limits<std::size_t>::max() >> 4))
                return false;
            const auto len = static_cast<std::size_t>(L);
            check_memory(mul_add_bytes(w + len, sizeof(nimber) + 8));  // the values and the finder's Z-array
            if (done == 0) {
                H.resize(w);
                for (std::size_t j = 0; j < w; ++j) H[j] = value(x - w + j);
                runs_.add_work(w);
            }
            H.resize(w + len);
            mex_loop(
                static_cast<std::size_t>(done), len, [&H, w](std::size_t i, std::size_t s) { return H[w + i - s]; },
                feeds, H.data() + w);
            runs_.add_work(L - done);
            done = L;
            const auto found = find_period(
                H.size(), [&H](std::size_t i) { return H[i]; },
                [Q, need](std::uint64_t, std::uint64_t p) { return p % Q == 0 ? need : npos; });
            if (found) {
                const std::uint64_t y = x - w + found->preperiod;  // G(n + d) = G(n) for y <= n < x + r - d
                const std::uint64_t from = std::max(x, y);
                if (y > x)
                    runs_.append_listed(x, std::span<const nimber>(H).subspan(w, static_cast<std::size_t>(y - x)), false);
                const auto at = static_cast<std::size_t>(from - (x - w));
                const auto d = static_cast<std::size_t>(found->period);
                std::vector<nimber> pat(H.data() + at, H.data() + at + d);
                runs_.append_periodic(from, primitive_root(std::move(pat)), x + r - from, to_end);
                return true;
            }
            if (L == r) {
                runs_.append_listed(x, std::span<const nimber>(H).subspan(w), to_end);
                return true;
            }
            L = L > r / 2 ? r : 2 * L;
        }
    }

    // The primitive root of a pattern: its shortest period, if that divides its length
    // (else the pattern itself).
    static std::vector<nimber> primitive_root(std::vector<nimber> pat) {
        const std::size_t d = pat.size();
        std::vector<std::size_t> border(d, 0);
        for (std::size_t i = 1; i < d; ++i) {
            std::size_t k = border[i - 1];
            while (k > 0 && pat[i] != pat[k]) k = border[k - 1];
            border[i] = pat[i] == pat[k] ? k + 1 : 0;
        }
        if (d % (d - border[d - 1]) == 0) pat.resize(d - border[d - 1]);
        return pat;
    }

    std::vector<std::size_t> small_;    // A, increasing
    std::vector<std::uint64_t> large_;  // B, increasing
    std::size_t t0_ = 0;                // max A (0 if A is empty)
    std::uint64_t t_ = 0;               // max S
    segment_runs runs_;
    segment_periods periods_;
    std::uint64_t budget_ = 0;
    std::size_t limit_ = memory_budget::unlimited;
    std::size_t other_ = 0;
};

}  // namespace detail::subtraction_impl

// The nim-sequence of a finite subtraction set, as sg::subtraction_sequence, that
// answers heaps beyond its values by runs of periodic segments when the largest amount
// is above 2^16 (and the set splits into at most 16 large amounts above small ones of
// at most 2^20): G(n) for any 64-bit n, and the certified period however long.
template <std::unsigned_integral T = nimber>
class subtraction_segments
    : public subtraction_sequence<subtraction_game, T, detail::subtraction_impl::segment_engine> {
public:
    using subtraction_sequence<subtraction_game, T, detail::subtraction_impl::segment_engine>::subtraction_sequence;
};

subtraction_segments(subtraction_game) -> subtraction_segments<>;

}  // namespace sg
