// sg/error.hpp: the library's exception types, the SG_ASSERT precondition macro and
// sg::describe_cycle, the text of a cycle in error messages.
#pragma once

#include "detail/config.hpp"  // first: stops below C++20

#include <cassert>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <vector>

#include "detail/print.hpp"

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

namespace detail {
struct print_fn {
    template <class T>
    void operator()(std::string& out, const T& t) const {
        print(out, t);
    }
};
}  // namespace detail

// "a -> b -> c -> a": the elements of a cycle in order, closed by the move from the last
// back to the first (a self-loop: "a -> a"); beyond `shown` elements the rest is "...".
// cycle is anything a range-for walks (walked once). print(out, x) appends one element
// to the std::string out; by default integers and text as they are, the parts of a
// tuple or pair, else operator<<, else the elements of a range of printable parts.
// Empty for an empty cycle.
template <class R, class Print = detail::print_fn>
[[nodiscard]] std::string describe_cycle(const R& cycle, Print print = {}, std::size_t shown = 16) {
    std::string out, first;
    std::size_t k = 0;
    for (const auto& x : cycle) {
        if (k == 0) print(first, x);
        if (k++ == shown) {
            out += "... -> ";
            break;
        }
        if (k == 1)
            out += first;
        else
            print(out, x);
        out += " -> ";
    }
    return out + first;
}

namespace detail {
// Throws the cycle_error of a search that met a cycle: "WHO: the game has a cycle of N
// NOUNs: a -> b -> a; ADVICE". cycle lists the elements from one round to the last
// (print appends one to a string); where the game's State cannot be printed the elements
// are left out and the message says how to see them.
template <class State, class Element, class Print>
[[noreturn]] void throw_cycle_error(const char* who, const char* noun, const std::vector<Element>& cycle,
                                    Print print, const char* advice) {
    const std::size_t len = cycle.size();
    std::string msg = std::string(who) + ": the game has a cycle of " + std::to_string(len) + ' ' + noun;
    if (len != 1) msg += 's';
    if constexpr (printable<State>())
        msg += ": " + describe_cycle(cycle, print);
    else
        msg += " (give the state type an operator<< to see them)";
    msg += "; ";
    msg += advice;
    throw cycle_error(msg, len);
}
}  // namespace detail

// What a limit_error's limit counts.
enum class limit_kind {
    states,  // a number of things stored: states, positions, values, elements
    bytes,   // a memory budget in bytes (set_memory_limit)
};

// A computation needed more states (or memory) than the user allowed, or than the
// library can hold. limit() is the limit; reached() the figure that passed it: for a
// byte budget the bytes held or about to be needed when the computation stopped, for a
// count the count (the limit itself unless the thrower knows more).
class limit_error : public error {
public:
    limit_error(const std::string& what, std::size_t limit, limit_kind kind = limit_kind::states)
        : limit_error(what, limit, kind, limit) {}
    limit_error(const std::string& what, std::size_t limit, limit_kind kind, std::size_t reached)
        : error(what), limit_(limit), reached_(reached), kind_(kind) {}
    [[nodiscard]] std::size_t limit() const noexcept { return limit_; }
    [[nodiscard]] std::size_t reached() const noexcept { return reached_; }
    [[nodiscard]] limit_kind kind() const noexcept { return kind_; }

private:
    std::size_t limit_;
    std::size_t reached_;
    limit_kind kind_;
};

// Text input (a game description, a code, a contest input) could not be parsed.
class parse_error : public error {
public:
    using error::error;
};

}  // namespace sg
