// What the grundy command's parts share, apart from its main (cli_main.cpp): the
// registries of families and commands, and the progress lines on stderr with
// --time-limit. The Python module (python/) and the playground (web/) link these parts.
#include "cli.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <optional>
#include <string>

namespace grundy_cli {

std::vector<family>& registry() {
    static std::vector<family> families;
    return families;
}

std::vector<command>& commands() {
    static std::vector<command> all;
    return all;
}

progress::progress(bool enabled, double time_limit)
    : enabled_(enabled), time_limit_(time_limit), start_(clock::now()), last_line_(start_), last_sample_(start_) {}

double progress::seconds() const { return std::chrono::duration<double>(clock::now() - start_).count(); }

void progress::tick(std::uint64_t n, std::uint64_t total, clock::time_point now) {
    last_sample_ = now;
    last_total_ = total;
    const double secs = std::chrono::duration<double>(now - start_).count();
    if (time_limit_ > 0 && secs >= time_limit_) throw time_limit_reached{n};
    if (!enabled_) return;
    samples_.push_back({n, secs});
    if (now - last_line_ < std::chrono::seconds(1)) return;
    last_line_ = now;
    report(n, total, secs);
}

void progress::done(std::uint64_t n) {
    if (!enabled_ || !printed_ || n == last_n_) return;
    report(n, std::max(n, last_total_), seconds());
}

namespace {
// "45 s", "3.5 min", "2.1 h".
std::string duration_text(double secs) {
    char buf[32];
    if (secs < 90)
        std::snprintf(buf, sizeof buf, "%.0f s", std::max(secs, 1.0));
    else if (secs < 90 * 60)
        std::snprintf(buf, sizeof buf, "%.1f min", secs / 60);
    else
        std::snprintf(buf, sizeof buf, "%.1f h", secs / 3600);
    return buf;
}

// The latest sample with n at most `n` (the start, n = 0 at 0 s, if none).
template <class Samples>
auto sample_below(const Samples& samples, double n) {
    typename Samples::value_type best{0, 0.0};
    for (const auto& s : samples)
        if (static_cast<double>(s.n) <= n) best = s;
    return best;
}
}  // namespace

// The time to go from n to total values. The cost of one value is measured over the last
// half of the run (values n/2 .. n) and the half before it (n/4 .. n/2); their ratio gives
// its growth c(x) ~ x^b (b from 0, constant cost, to 1, cost growing like n: the plain
// mex of a split game), and the time left is the integral of c from n to total.
std::optional<double> progress::time_left(std::uint64_t n, std::uint64_t total, double secs) const {
    if (total <= n || n == 0) return std::nullopt;
    const double x = static_cast<double>(n);
    const auto half = sample_below(samples_, x / 2);
    if (half.n == 0 || secs - half.t <= 0) return std::nullopt;  // no pace measured yet
    const double cost = (secs - half.t) / (x - static_cast<double>(half.n));
    const auto quarter = sample_below(samples_, static_cast<double>(half.n) / 2);
    double b = 0;
    if (half.t - quarter.t > 0 && half.n > quarter.n) {
        const double before = (half.t - quarter.t) / static_cast<double>(half.n - quarter.n);
        const double mid_now = (x + static_cast<double>(half.n)) / 2;
        const double mid_before = static_cast<double>(half.n + quarter.n) / 2;
        if (before > 0 && mid_now > mid_before) b = std::log(cost / before) / std::log(mid_now / mid_before);
    }
    b = std::clamp(b, 0.0, 1.0);
    const double ratio = static_cast<double>(total) / x;
    return cost * x / (b + 1) * (std::pow(ratio, b + 1) - 1);
}

void progress::report(std::uint64_t n, std::uint64_t total, double secs) {
    const double rate = secs > 0 ? static_cast<double>(n) / secs : 0.0;
    const auto left = time_left(n, total, secs);
    if (warn_ && left && secs + *left > 10) {
        std::fprintf(stderr,
                     "grundy: looking at up to %llu values may take about %s more at this pace "
                     "(--time-limit S stops after S seconds, --max L looks at fewer)\n",
                     static_cast<unsigned long long>(total), duration_text(*left).c_str());
        warn_ = false;
    }
    std::string tail;
    if (left) tail = ", about " + duration_text(*left) + " left";
    std::fprintf(stderr, "grundy: n = %llu of %llu, %.0f values/s, %.1f s%s\n", static_cast<unsigned long long>(n),
                 static_cast<unsigned long long>(total), rate, secs, tail.c_str());
    printed_ = true;
    last_n_ = n;
}

}  // namespace grundy_cli
