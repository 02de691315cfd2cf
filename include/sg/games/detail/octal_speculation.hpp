// sg/games/detail/octal_speculation.hpp: the nim-sequence engine (games/detail/octal_engine.hpp)
// with a team of threads: the calling thread guesses values ahead and every thread of
// the team settles the guesses. Only octal_sequence::set_team instantiates it.
#pragma once

#include "../../detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <limits>
#include <memory>
#include <optional>

#include "../../mex.hpp"
#include "../../value.hpp"
#include "octal_engine.hpp"
#include "octal_kernels.hpp"
#include "../../detail/team.hpp"

namespace sg::detail {

// Speculation. The calling thread computes heap after heap as far as mark_options();
// when values from the mex c on are not marked but reached by a split, it guesses that
// every one of them is left by a pair of common heaps, so that G(n) is the first value
// from c on that is neither marked nor reached (ub, a non-option: G(n) <= ub, with
// equality exactly when the guess is right), stores ub at once and leaves a job: the
// values between c and ub that are not marked (every other value below ub is), from
// which any thread of the team settles heap n exactly (the engine's settle(), reading
// only the values below n). Jobs are retired in order: a wrong guess drops every value
// from its heap on and stores the exact value there, so the values kept are always those
// of the serial computation. At most `lag` jobs are open (up to max_lag); the calling
// thread settles jobs too while the lag is full. A wrong guess halves the lag and 128
// right ones in a row double it, so codes whose guesses often fail settle in place (lag
// 0); heaps whose searches are cheap (fewer than cheap pairs on average) are settled in
// place too, where handing them over would cost more. Splits are chosen again only with
// no job open (settle() reads them).
template <class T>
class octal_speculation {
public:
    // Guesses pay for their hand-over where many values remain.
    static constexpr std::size_t at_least = 4096;

    // e.extend_serially(n, tick), or the same values with the team's help where it pays:
    // a team of more than one thread, a code with two-heap splits, at_least values to go.
    template <class Tick>
    static std::optional<nimber> extend_to(octal_engine<T>& e, std::size_t n, work_team& team, Tick& tick) {
        if (team.size() > 1 && e.splits().any() && e.size() + at_least <= n)
            return octal_speculation(e, team).run(n, tick);
        return e.extend_serially(n, tick);
    }

private:
    static constexpr std::size_t ring_size = 64, max_lag = 16, max_words = 16, cheap = 512;
    struct job {
        std::size_t n = 0;
        nimber c = 0, guess = 0, max_value = 0;
        const T* low = nullptr;  // the engine's reversed_so_far() then
        std::size_t words = 0;   // of unmarked in use
        // Bit i of word k: c <= 64 (c / 64 + k) + i < guess is not marked.
        std::array<std::uint64_t, max_words> unmarked{};
        nimber exact = 0;
        std::size_t work = 0;  // pairs settle() looked at
        std::exception_ptr error;
        std::atomic<std::size_t> done{0};  // the job's number + 1 once settled
    };

    octal_speculation(octal_engine<T>& e, work_team& team) : e_(e), team_(team), ring_(new job[ring_size]) {}
    octal_speculation(const octal_speculation&) = delete;
    octal_speculation& operator=(const octal_speculation&) = delete;
    // Stops and joins the helpers, then drops the values of the jobs not retired (on an
    // exception: the values kept are settled ones).
    ~octal_speculation() {
        if (started_) {
            stop_.store(true, std::memory_order_release);
            team_.join();
        }
        if (tail_ != head_.load(std::memory_order_relaxed)) e_.truncate(ring_[tail_ % ring_size].n);
    }

    template <class Tick>
    std::optional<nimber> run(std::size_t n, Tick& tick) {
        e_.reserve(n, true);  // no reallocation while helpers read the values
        values_ = e_.data();
        started_ = true;
        team_.start([this] { assist(); });
        std::size_t ticked = e_.size() >> 10;
        for (;;) {
            while (tail_ != head_.load(std::memory_order_relaxed) && retire()) {
            }
            const std::size_t opened = head_.load(std::memory_order_relaxed);
            const std::size_t settled = tail_ == opened ? e_.size() : ring_[tail_ % ring_size].n;
            while ((settled >> 10) > ticked) tick(++ticked << 10);
            // The reversed copy only of values settled (a guess among them may be wrong);
            // taken once and never changed, so any thread may read it.
            if (settled >= octal_kernels<T>::low_span) (void)e_.low_reversed();
            if (e_.size() >= n || (opened != tail_ && opened - tail_ >= lag_)) {
                if (tail_ == opened) break;
                help();
                continue;
            }
            const std::size_t h = e_.size();
            if (e_.splits().due(h)) {
                if (tail_ != opened) {
                    help();
                    continue;
                }
                e_.rebuild();
            }
            const nimber v = next_value(h);
            if (v > octal_engine<T>::max_storable) {
                // Exact for the values before it, which may be guesses: settle them first.
                while (tail_ != head_.load(std::memory_order_relaxed))
                    if (!retire()) help();
                if (e_.size() != h) continue;  // a guess was wrong: computed again
                return v;
            }
            e_.push(v);
        }
        return std::nullopt;
    }

    // G(h) settled here, or a guess with a job opened for it.
    nimber next_value(std::size_t h) {
        const auto mark = e_.begin_options();
        const nimber c = e_.mark_options(mark, h);
        const std::size_t opened = head_.load(std::memory_order_relaxed);
        job& j = ring_[opened % ring_size];  // free: its last job is retired
        const auto q0 = static_cast<std::size_t>(c / 64);
        std::size_t words = 0;  // of j.unmarked, from word q0 on
        bool search = false, wide = false;
        const nimber ub = e_.scan_unmarked(mark, c, h, [&](std::size_t q, std::uint64_t bits) {
            search = true;
            if (q - q0 >= max_words) {
                wide = true;
                return;
            }
            for (; words <= q - q0; ++words) j.unmarked[words] = 0;
            j.unmarked[q - q0] |= bits;
        });
        j.words = words;
        if (!search) return ub;
        if (wide || ub > octal_engine<T>::max_storable || lag_ == 0 || work16_ < 16 * cheap) {
            octal_scratch<T>& w = e_.main_scratch(false);
            w.work = 0;
            const nimber v = e_.settle(mark, c, h, w);
            learn(v == ub, w.work);
            return v;
        }
        j.n = h;
        j.c = c;
        j.guess = ub;
        j.max_value = e_.max_value();
        j.low = e_.reversed_so_far();
        j.error = nullptr;
        head_.store(opened + 1, std::memory_order_release);
        return ub;
    }

    // A helper thread: settles jobs until stopped.
    void assist() {
        mex_buffer buf(64);
        octal_scratch<T> w;
        for (unsigned idle = 0; !stop_.load(std::memory_order_acquire);) {
            std::size_t i = 0;
            if (take(i)) {
                settle(i, buf, w);
                idle = 0;
            } else if (++idle % 64 == 0) {
                team_.pause();
            }
        }
    }

    // Job i settled with this thread's buffer and scratch.
    void settle(std::size_t i, mex_buffer& buf, octal_scratch<T>& w) {
        job& j = ring_[i % ring_size];
        try {
            buf.reserve(std::size_t{2} << std::bit_width(j.max_value));
            const auto mark = buf.begin_set();
            mark.insert_below(j.guess);
            for (std::size_t k = 0; k < j.words; ++k)
                for (std::uint64_t bits = j.unmarked[k]; bits != 0; bits &= bits - 1)
                    mark.erase(64 * (j.c / 64 + k) + static_cast<nimber>(std::countr_zero(bits)));
            w.g = values_;
            w.low = j.low;
            w.max_value = j.max_value;
            w.work = 0;
            // With one split searched, the guess is the ub of its first search (which
            // starts at c: c is not marked, and reached, or there would be no job).
            j.exact = e_.settle(mark, j.c, j.n, w, e_.splits().searched_count() == 1 ? j.guess : 0);
            j.work = w.work;
        } catch (...) {
            j.error = std::current_exception();
        }
        j.done.store(i + 1, std::memory_order_release);
    }

    // Takes the next open job, if any (its number in i).
    bool take(std::size_t& i) {
        i = claim_.load(std::memory_order_relaxed);
        return i < head_.load(std::memory_order_acquire) &&
               claim_.compare_exchange_strong(i, i + 1, std::memory_order_acq_rel);
    }

    // Settles an open job on the calling thread, or waits a moment for the oldest one.
    void help() {
        std::size_t i = 0;
        if (take(i)) {
            settle(i, own_buf_, own_);
            return;
        }
        for (int spin = 0; spin < 256; ++spin)
            if (ring_[tail_ % ring_size].done.load(std::memory_order_acquire) == tail_ + 1) return;
        team_.pause();
    }

    // A guess was right or wrong, and its search looked at `work` pairs.
    void learn(bool right, std::size_t work) {
        // A sample is capped so that 16 means of it fit in size_t (32 bits too).
        work16_ += std::min<std::size_t>(work, std::numeric_limits<std::size_t>::max() >> 5) - work16_ / 16;
        if (!right) {
            lag_ /= 2;
            streak_ = 0;
        } else if (++streak_ >= 128 && lag_ < max_lag) {
            lag_ = std::max<std::size_t>(1, 2 * lag_);
            streak_ = 0;
        }
    }

    // Retires the oldest job if it is settled.
    bool retire() {
        job& j = ring_[tail_ % ring_size];
        if (j.done.load(std::memory_order_acquire) != tail_ + 1) return false;
        if (j.error) std::rethrow_exception(j.error);
        learn(j.exact == j.guess, j.work);
        if (j.exact == j.guess) {
            ++tail_;
            return true;
        }
        // A wrong guess: no thread takes a later job now; wait for those taken.
        const std::size_t opened = head_.load(std::memory_order_relaxed);
        const std::size_t taken = claim_.exchange(opened, std::memory_order_acq_rel);
        for (std::size_t i = tail_ + 1; i < taken; ++i)
            while (ring_[i % ring_size].done.load(std::memory_order_acquire) != i + 1) team_.pause();
        tail_ = opened;
        e_.truncate(j.n);
        e_.push(j.exact);  // exact <= guess fits T
        return true;
    }

    octal_engine<T>& e_;
    work_team& team_;
    const std::unique_ptr<job[]> ring_;
    const T* values_ = nullptr;                     // the engine's, not moved while jobs are open
    std::atomic<std::size_t> head_{0}, claim_{0};   // jobs opened; jobs taken by a thread
    std::atomic<bool> stop_{false};
    bool started_ = false;
    std::size_t tail_ = 0;  // the oldest job not retired
    mex_buffer own_buf_{64};
    octal_scratch<T> own_;
    std::size_t lag_ = max_lag, streak_ = 0, work16_ = 16 * cheap;  // work16_: 16 x mean pairs
};

}  // namespace sg::detail
