// sg/detail/team.hpp: sg::work_team, the interface through which an engine shares its
// work with helper threads. sg::thread_team (sg/threads.hpp) is the implementation;
// the engines see only this interface, so code that does not include sg/threads.hpp
// starts no thread and needs no thread library.
#pragma once

#include "config.hpp"  // first: stops below C++20

#include <functional>

namespace sg {

class work_team {
public:
    virtual ~work_team() = default;
    // Threads in all, the caller's included.
    [[nodiscard]] virtual unsigned size() const noexcept = 0;
    // Runs f() on up to size() - 1 helper threads; f returns when the engine tells it to
    // (a flag of its own). Never throws for want of threads: fewer helpers start.
    virtual void start(const std::function<void()>& f) = 0;
    // Waits for the helpers started last to return.
    virtual void join() noexcept = 0;
    // Called by a thread that waits for another.
    virtual void pause() noexcept = 0;
};

}  // namespace sg
