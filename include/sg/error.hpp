// sg/error.hpp: the library's exception types and the SG_ASSERT precondition macro.
#pragma once

#include "detail/config.hpp"  // first: stops below C++20

#include <cassert>
#include <cstddef>
#include <stdexcept>
#include <string>

// Preconditions that only a programming error can break. Define SG_ASSERT before
// including any sg header to route them elsewhere (a logger, an exception, nothing).
#ifndef SG_ASSERT
#define SG_ASSERT(cond) assert(cond)
#endif

namespace sg {

// Every exception the library throws on purpose derives from sg::error.
class error : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// A game that was required to be acyclic has a cycle of moves.
class cycle_error : public error {
public:
    cycle_error(const std::string& what, std::size_t length) : error(what), length_(length) {}
    // Number of distinct states on the cycle that was found (1 for a self-loop).
    [[nodiscard]] std::size_t length() const noexcept { return length_; }

private:
    std::size_t length_;
};

// A computation needed more states (or memory) than the user allowed.
class limit_error : public error {
public:
    limit_error(const std::string& what, std::size_t limit) : error(what), limit_(limit) {}
    [[nodiscard]] std::size_t limit() const noexcept { return limit_; }

private:
    std::size_t limit_;
};

// Text input (a game description, a code, a contest input) could not be parsed.
class parse_error : public error {
public:
    using error::error;
};

}  // namespace sg
