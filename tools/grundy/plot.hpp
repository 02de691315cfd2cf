// `grundy ... --plot FILE.svg`: a nim-sequence as an SVG scatter of G(n) against n,
// written here with no dependency. Up to max_points values: one circle per value; more:
// a log-scaled n axis and, per bucket of n (one per two pixel columns), one mark: a path
// with a square at each value in the bucket (one for the common values, one for the rare).
// The certified preperiod and one period are shaded; the rare values of an octal code
// are drawn in another colour. Every mark carries data-* attributes (n, G; or the
// bucket's n range and its distinct values), so scripts can read it back.
#pragma once

#include <sg/value.hpp>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace grundy_cli::plot {

struct input {
    std::string title;                   // e.g. "octal 0.137"
    std::span<const sg::nimber> values;  // G(0) .. G(N)
    std::uint64_t rare_mask = 0;         // G rare when popcount(G & mask) is even; 0: none
                                         // (highlighted if at most a quarter of the values)
    std::optional<std::uint64_t> preperiod, period, certificate_end;
    sg::nimber saltus = 0;
};

// Up to this many values, one mark per value on a linear n axis.
inline constexpr std::size_t max_points = 2000;

inline std::string xml_text(std::string_view s) {
    std::string out;
    for (const char c : s) {
        switch (c) {
            case '&':
                out += "&amp;";
                break;
            case '<':
                out += "&lt;";
                break;
            case '>':
                out += "&gt;";
                break;
            case '"':
                out += "&quot;";
                break;
            default:
                out += c;
        }
    }
    return out;
}

namespace detail {

inline std::string fixed(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", v);
    return buf;
}

// 1, 2 or 5 times a power of ten, about range / target.
inline std::uint64_t nice_step(double range, double target) {
    const double raw = std::max(range / target, 1.0);
    double p = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * p >= raw) return static_cast<std::uint64_t>(m * p);
    return static_cast<std::uint64_t>(10 * p);
}

}  // namespace detail

inline std::string svg(const input& in) {
    using detail::fixed;
    constexpr double width = 960, height = 540, left = 70, right = 30, top = 64, bottom = 60;
    constexpr double pw = width - left - right, ph = height - top - bottom;
    const std::size_t count = in.values.size();
    const bool log_x = count > max_points;
    const double last = static_cast<double>(count == 0 ? 0 : count - 1);
    auto t = [&](double n) { return log_x ? std::log10(n + 1) : n; };
    const double t1 = std::max(t(last), log_x ? 1.0 : 1.0);
    auto px = [&](double n) { return left + t(n) / t1 * pw; };
    sg::nimber max_g = 1;
    for (sg::nimber g : in.values)
        max_g = std::max(max_g, g);
    const double gy = static_cast<double>(max_g);
    auto py = [&](double g) { return top + ph - g / gy * ph; };
    // Rare values are highlighted only when they are rare: at most a quarter of the values.
    auto rare_under = [](std::uint64_t mask, sg::nimber g) { return mask != 0 && std::popcount(g & mask) % 2 == 0; };
    std::uint64_t mask = in.rare_mask;
    if (mask != 0) {
        const auto r =
            std::count_if(in.values.begin(), in.values.end(), [&](sg::nimber g) { return rare_under(mask, g); });
        if (4 * static_cast<std::size_t>(r) > count) mask = 0;
    }
    auto rare = [&](sg::nimber g) { return rare_under(mask, g); };

    std::string s;
    s += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    s += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"960\" height=\"540\" viewBox=\"0 0 960 540\" "
         "font-family=\"sans-serif\" font-size=\"12\">\n";
    s += "<rect width=\"960\" height=\"540\" fill=\"white\"/>\n";

    // Title and subtitle.
    std::string title = in.title + ": G(n) for n = 0 .. " + std::to_string(count == 0 ? 0 : count - 1);
    s += "<text class=\"title\" x=\"480\" y=\"24\" text-anchor=\"middle\" font-size=\"17\">" + xml_text(title) +
         "</text>\n";
    std::string sub;
    if (in.period) {
        sub = "preperiod " + std::to_string(*in.preperiod) + ", period " + std::to_string(*in.period);
        if (in.saltus != 0) sub += ", saltus " + std::to_string(in.saltus);
        if (in.certificate_end)
            sub += ", certified by G(0) .. G(" + std::to_string(*in.certificate_end - 1) + ")";
        else
            sub += ", certified";
    } else {
        sub = "no period marked";
    }
    if (mask != 0) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "; rare values (popcount(G & 0x%llx) even) in red",
                      static_cast<unsigned long long>(mask));
        sub += buf;
    }
    s += "<text class=\"subtitle\" x=\"480\" y=\"44\" text-anchor=\"middle\" fill=\"#444\">" + xml_text(sub) +
         "</text>\n";

    // Shaded preperiod and one period.
    auto band = [&](const char* cls, const char* fill, double from, double to, const std::string& label) {
        const double x0 = px(from), x1 = std::max(px(std::min(to, last + 1)), x0 + 2);
        s += "<rect class=\"" + std::string(cls) + "\" x=\"" + fixed(x0) + "\" y=\"" + fixed(top) + "\" width=\"" +
             fixed(std::min(x1, left + pw) - x0) + "\" height=\"" + fixed(ph) + "\" fill=\"" + fill + "\"/>\n";
        s += "<text class=\"" + std::string(cls) + "-label\" x=\"" + fixed(x0 + 3) + "\" y=\"" + fixed(top + 14) +
             "\" fill=\"#555\">" + xml_text(label) + "</text>\n";
    };
    if (in.period && in.preperiod) {
        if (*in.preperiod > 0)
            band("preperiod", "#e8e8e8", 0, static_cast<double>(*in.preperiod),
                 "preperiod " + std::to_string(*in.preperiod));
        if (static_cast<double>(*in.preperiod) <= last)
            band("period", "#fdf0c0", static_cast<double>(*in.preperiod),
                 static_cast<double>(*in.preperiod + *in.period), "period " + std::to_string(*in.period));
    }

    // Axes, ticks and labels.
    s += "<g class=\"axes\" stroke=\"black\" stroke-width=\"1\">\n";
    s += "<line x1=\"" + fixed(left) + "\" y1=\"" + fixed(top + ph) + "\" x2=\"" + fixed(left + pw) + "\" y2=\"" +
         fixed(top + ph) + "\"/>\n";
    s += "<line x1=\"" + fixed(left) + "\" y1=\"" + fixed(top) + "\" x2=\"" + fixed(left) + "\" y2=\"" +
         fixed(top + ph) + "\"/>\n";
    s += "</g>\n";
    auto x_tick = [&](std::uint64_t n) {
        const double x = px(static_cast<double>(n));
        s += "<line class=\"tick\" x1=\"" + fixed(x) + "\" y1=\"" + fixed(top + ph) + "\" x2=\"" + fixed(x) +
             "\" y2=\"" + fixed(top + ph + 5) + "\" stroke=\"black\"/>\n";
        s += "<text class=\"x-tick\" x=\"" + fixed(x) + "\" y=\"" + fixed(top + ph + 18) +
             "\" text-anchor=\"middle\">" + std::to_string(n) + "</text>\n";
    };
    if (log_x) {
        x_tick(0);
        for (std::uint64_t n = 10; static_cast<double>(n) <= last; n *= 10)
            x_tick(n);
    } else {
        const std::uint64_t step = detail::nice_step(last, 8);
        for (std::uint64_t n = 0; static_cast<double>(n) <= last; n += step)
            x_tick(n);
    }
    const std::uint64_t ystep = detail::nice_step(gy, 6);
    for (std::uint64_t g = 0; static_cast<double>(g) <= gy; g += ystep) {
        const double y = py(static_cast<double>(g));
        s += "<line class=\"tick\" x1=\"" + fixed(left - 5) + "\" y1=\"" + fixed(y) + "\" x2=\"" + fixed(left) +
             "\" y2=\"" + fixed(y) + "\" stroke=\"black\"/>\n";
        s += "<line class=\"grid\" x1=\"" + fixed(left) + "\" y1=\"" + fixed(y) + "\" x2=\"" + fixed(left + pw) +
             "\" y2=\"" + fixed(y) + "\" stroke=\"#ddd\"/>\n";
        s += "<text class=\"y-tick\" x=\"" + fixed(left - 8) + "\" y=\"" + fixed(y + 4) + "\" text-anchor=\"end\">" +
             std::to_string(g) + "</text>\n";
        if (g > ~std::uint64_t{0} - ystep) break;
    }
    s += "<text class=\"x-label\" x=\"" + fixed(left + pw / 2) + "\" y=\"" + fixed(height - 16) +
         "\" text-anchor=\"middle\">" + (log_x ? "heap size n (log scale)" : "heap size n") + "</text>\n";
    s += "<text class=\"y-label\" x=\"18\" y=\"" + fixed(top + ph / 2) +
         "\" text-anchor=\"middle\" transform=\"rotate(-90 18 " + fixed(top + ph / 2) +
         ")\">Grundy value G(n)</text>\n";

    // The marks.
    const char* common_fill = "#1f5fbf";
    const char* rare_fill = "#d62728";
    s += "<g class=\"marks\">\n";
    if (!log_x) {
        const double r = count <= 200 ? 3.0 : 2.0;
        for (std::size_t n = 0; n < count; ++n) {
            const sg::nimber g = in.values[n];
            const bool is_rare = rare(g);
            s += "<circle class=\"" + std::string(is_rare ? "rare" : "value") + "\" cx=\"" +
                 fixed(px(static_cast<double>(n))) + "\" cy=\"" + fixed(py(static_cast<double>(g))) + "\" r=\"" +
                 fixed(r) + "\" fill=\"" + (is_rare ? rare_fill : common_fill) + "\" data-n=\"" + std::to_string(n) +
                 "\" data-g=\"" + std::to_string(g) + "\"/>\n";
        }
    } else {
        constexpr std::size_t buckets = static_cast<std::size_t>(pw / 2);
        auto bucket_of = [&](std::size_t n) {
            return std::min(buckets - 1, static_cast<std::size_t>(t(static_cast<double>(n)) / t1 * buckets));
        };
        // One path per bucket and kind (common, rare): a small square at each distinct
        // value in the bucket (one per pixel row), the values listed in data-values.
        auto bar = [&](std::vector<sg::nimber>& vals, bool is_rare, std::size_t n0, std::size_t n1) {
            if (vals.empty()) return;
            std::sort(vals.begin(), vals.end());
            vals.erase(std::unique(vals.begin(), vals.end()), vals.end());
            const double x0 = px(static_cast<double>(n0));
            const double w = std::max(px(static_cast<double>(n1)) - x0, 3.0);
            std::string d, listed;
            double last_y = -1;
            for (sg::nimber g : vals) {
                const double y = std::round(py(static_cast<double>(g)));
                if (!listed.empty()) listed += ' ';
                listed += std::to_string(g);
                if (y == last_y) continue;
                last_y = y;
                d += 'M';
                d += fixed(x0);
                d += ' ';
                d += fixed(y - 1.5);
                d += 'h';
                d += fixed(w);
                d += "v3h";
                d += fixed(-w);
                d += 'z';
            }
            s += "<path class=\"" + std::string(is_rare ? "bucket-rare" : "bucket") + "\" d=\"" + d + "\" fill=\"" +
                 (is_rare ? rare_fill : common_fill) + "\" data-n0=\"" + std::to_string(n0) + "\" data-n1=\"" +
                 std::to_string(n1) + "\" data-values=\"" + listed + "\"/>\n";
            vals.clear();
        };
        std::size_t n0 = 0;
        std::vector<sg::nimber> common, rares;
        for (std::size_t n = 0; n <= count; ++n) {
            if (n == count || (n > n0 && bucket_of(n) != bucket_of(n0))) {
                bar(common, false, n0, n - 1);
                bar(rares, true, n0, n - 1);
                n0 = n;
                if (n == count) break;
            }
            (rare(in.values[n]) ? rares : common).push_back(in.values[n]);
        }
    }
    s += "</g>\n</svg>\n";
    return s;
}

}  // namespace grundy_cli::plot
