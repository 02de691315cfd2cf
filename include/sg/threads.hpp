// sg/threads.hpp: sg::thread_team, helper threads for the engines that can share their
// work (sg::octal_sequence and heap_sequence<grundys_game>: set_team). Only code that
// includes this header starts threads; the rest of sg stays single-threaded.
#pragma once

#include "detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <functional>
#include <new>
#include <system_error>
#include <thread>
#include <vector>

#include "detail/team.hpp"

namespace sg {

// A number of threads, the caller's included. An engine given a team of size() k starts
// k - 1 helpers when a call of its begins and joins them before that call returns, so a
// team holds no thread between calls; one engine call at a time may use it. The results
// never depend on the number of threads or on their timing.
class thread_team final : public work_team {
public:
    // threads in all, the calling thread included; 0: std::thread::hardware_concurrency()
    // (1 when that is unknown).
    explicit thread_team(unsigned threads = 0) noexcept
        : size_(threads != 0 ? threads : std::max(1u, std::thread::hardware_concurrency())) {}
    thread_team(const thread_team&) = delete;
    thread_team& operator=(const thread_team&) = delete;
    ~thread_team() override { join(); }

    [[nodiscard]] unsigned size() const noexcept override { return size_; }

    // When the system refuses a thread, the call goes on with the helpers it has (the
    // engines do everything on the calling thread if need be).
    void start(const std::function<void()>& f) override {
        try {
            threads_.reserve(size_ - 1);
            for (unsigned i = 1; i < size_; ++i) threads_.emplace_back(f);
        } catch (const std::system_error&) {
        } catch (const std::bad_alloc&) {
        }
    }
    void join() noexcept override {
        for (std::thread& t : threads_) t.join();
        threads_.clear();
    }
    // Gives up the time slice, so that a team larger than the machine still makes progress.
    void pause() noexcept override { std::this_thread::yield(); }

private:
    unsigned size_;
    std::vector<std::thread> threads_;
};

}  // namespace sg
