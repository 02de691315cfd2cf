// The grundy command-line explorer: what one game family (subtraction, octal, ...)
// plugs in. Each family lives in its own <family>.cpp and registers itself with
// SG_GRUNDY_FAMILY; main.cpp parses the common options and prints the answers.
#pragma once

#include <sg/periodic.hpp>
#include <sg/value.hpp>

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace grundy_cli {

// Bad command-line arguments: one line on stderr, exit status 2.
class usage_error : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Progress on stderr for long runs: at most one line a second, values per second and
// the current n. Silent for runs that finish within the first second.
class progress {
public:
    explicit progress(bool enabled) : enabled_(enabled), start_(clock::now()), last_(start_) {}
    // Call often; cheap unless a second has passed since the last line.
    void at(std::uint64_t n, std::uint64_t total) {
        if (!enabled_ || (n & 0xfff) != 0) return;
        const auto now = clock::now();
        if (now - last_ < std::chrono::seconds(1)) return;
        last_ = now;
        report(n, total, now);
    }
    void done(std::uint64_t n) {
        if (!enabled_ || !printed_) return;
        report(n, n, clock::now());
    }

private:
    using clock = std::chrono::steady_clock;
    void report(std::uint64_t n, std::uint64_t total, clock::time_point now);
    bool enabled_;
    bool printed_ = false;
    clock::time_point start_, last_;
};

struct period_answer {
    std::optional<sg::periodic_sequence> periodic;  // certified, or nullopt
    std::uint64_t examined = 0;                      // how many values were computed
};

struct family {
    std::string_view name;  // the subcommand: "subtraction", "octal"
    std::string_view help;  // lines for --help: the SPEC syntax and an example
    // G(0) .. G(n).
    std::function<std::vector<sg::nimber>(std::string_view spec, std::uint64_t n, progress&)> upto;
    // Shortest certified period looking at most max_len values (0: the family's default).
    std::function<period_answer(std::string_view spec, std::uint64_t max_len, progress&)> period;
    // G(n) for any 64-bit n, or sg::error if it cannot be answered exactly.
    std::function<sg::nimber(std::string_view spec, std::uint64_t n, progress&)> value;
};

std::vector<family>& registry();

struct registrar {
    explicit registrar(family f) { registry().push_back(std::move(f)); }
};

}  // namespace grundy_cli

#define SG_GRUNDY_CONCAT2(a, b) a##b
#define SG_GRUNDY_CONCAT(a, b) SG_GRUNDY_CONCAT2(a, b)
// SG_GRUNDY_FAMILY(make_family()) at namespace scope in a family's .cpp.
#define SG_GRUNDY_FAMILY(expr) \
    static const ::grundy_cli::registrar SG_GRUNDY_CONCAT(sg_grundy_family_, __LINE__){expr}
