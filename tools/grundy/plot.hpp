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

namespace detail {

// One plot being drawn: the scales of its axes and the SVG text so far.
class svg_plot {
public:
    static constexpr double width = 960, height = 540, left = 70, right = 30, top = 64, bottom = 60;
    static constexpr double pw = width - left - right, ph = height - top - bottom;

    explicit svg_plot(const input& in)
        : in_(in), count_(in.values.size()), log_x_(count_ > max_points),
          last_(static_cast<double>(count_ == 0 ? 0 : count_ - 1)), t1_(std::max(t(last_), 1.0)) {
        sg::nimber max_g = 1;
        for (sg::nimber g : in.values)
            max_g = std::max(max_g, g);
        gy_ = static_cast<double>(max_g);
        // Rare values are highlighted only when they are rare: at most a quarter of the values.
        mask_ = in.rare_mask;
        if (mask_ != 0) {
            const auto r = std::count_if(in.values.begin(), in.values.end(),
                                         [&](sg::nimber g) { return rare_under(mask_, g); });
            if (4 * static_cast<std::size_t>(r) > count_) mask_ = 0;
        }
    }

    std::string draw() {
        s_ += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
        s_ += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"960\" height=\"540\" viewBox=\"0 0 960 540\" "
              "font-family=\"sans-serif\" font-size=\"12\">\n";
        s_ += "<rect width=\"960\" height=\"540\" fill=\"white\"/>\n";
        titles();
        bands();
        axes();
        s_ += "<g class=\"marks\">\n";
        if (!log_x_)
            circles();
        else
            buckets();
        s_ += "</g>\n</svg>\n";
        return std::move(s_);
    }

private:
    static constexpr const char* common_fill = "#1f5fbf";
    static constexpr const char* rare_fill = "#d62728";

    static bool rare_under(std::uint64_t mask, sg::nimber g) { return mask != 0 && std::popcount(g & mask) % 2 == 0; }
    [[nodiscard]] bool rare(sg::nimber g) const { return rare_under(mask_, g); }
    [[nodiscard]] double t(double n) const { return log_x_ ? std::log10(n + 1) : n; }
    [[nodiscard]] double px(double n) const { return left + t(n) / t1_ * pw; }
    [[nodiscard]] double py(double g) const { return top + ph - g / gy_ * ph; }

    // Title and subtitle.
    void titles() {
        std::string title = in_.title + ": G(n) for n = 0 .. " + std::to_string(count_ == 0 ? 0 : count_ - 1);
        s_ += "<text class=\"title\" x=\"480\" y=\"24\" text-anchor=\"middle\" font-size=\"17\">" + xml_text(title) +
              "</text>\n";
        std::string sub;
        if (in_.period) {
            sub = "preperiod " + std::to_string(*in_.preperiod) + ", period " + std::to_string(*in_.period);
            if (in_.saltus != 0) sub += ", saltus " + std::to_string(in_.saltus);
            if (in_.certificate_end)
                sub += ", certified by G(0) .. G(" + std::to_string(*in_.certificate_end - 1) + ")";
            else
                sub += ", certified";
        } else {
            sub = "no period marked";
        }
        if (mask_ != 0) {
            char buf[64];
            std::snprintf(buf, sizeof buf, "; rare values (popcount(G & 0x%llx) even) in red",
                          static_cast<unsigned long long>(mask_));
            sub += buf;
        }
        s_ += "<text class=\"subtitle\" x=\"480\" y=\"44\" text-anchor=\"middle\" fill=\"#444\">" + xml_text(sub) +
              "</text>\n";
    }

    // Shaded preperiod and one period.
    void band(const char* cls, const char* fill, double from, double to, const std::string& label) {
        const double x0 = px(from), x1 = std::max(px(std::min(to, last_ + 1)), x0 + 2);
        s_ += "<rect class=\"" + std::string(cls) + "\" x=\"" + fixed(x0) + "\" y=\"" + fixed(top) + "\" width=\"" +
              fixed(std::min(x1, left + pw) - x0) + "\" height=\"" + fixed(ph) + "\" fill=\"" + fill + "\"/>\n";
        s_ += "<text class=\"" + std::string(cls) + "-label\" x=\"" + fixed(x0 + 3) + "\" y=\"" + fixed(top + 14) +
              "\" fill=\"#555\">" + xml_text(label) + "</text>\n";
    }
    void bands() {
        if (!in_.period || !in_.preperiod) return;
        if (*in_.preperiod > 0)
            band("preperiod", "#e8e8e8", 0, static_cast<double>(*in_.preperiod),
                 "preperiod " + std::to_string(*in_.preperiod));
        if (static_cast<double>(*in_.preperiod) <= last_)
            band("period", "#fdf0c0", static_cast<double>(*in_.preperiod),
                 static_cast<double>(*in_.preperiod + *in_.period), "period " + std::to_string(*in_.period));
    }

    // Axes, ticks and labels.
    void x_tick(std::uint64_t n) {
        const double x = px(static_cast<double>(n));
        s_ += "<line class=\"tick\" x1=\"" + fixed(x) + "\" y1=\"" + fixed(top + ph) + "\" x2=\"" + fixed(x) +
              "\" y2=\"" + fixed(top + ph + 5) + "\" stroke=\"black\"/>\n";
        s_ += "<text class=\"x-tick\" x=\"" + fixed(x) + "\" y=\"" + fixed(top + ph + 18) +
              "\" text-anchor=\"middle\">" + std::to_string(n) + "</text>\n";
    }
    void axes() {
        s_ += "<g class=\"axes\" stroke=\"black\" stroke-width=\"1\">\n";
        s_ += "<line x1=\"" + fixed(left) + "\" y1=\"" + fixed(top + ph) + "\" x2=\"" + fixed(left + pw) + "\" y2=\"" +
              fixed(top + ph) + "\"/>\n";
        s_ += "<line x1=\"" + fixed(left) + "\" y1=\"" + fixed(top) + "\" x2=\"" + fixed(left) + "\" y2=\"" +
              fixed(top + ph) + "\"/>\n";
        s_ += "</g>\n";
        if (log_x_) {
            x_tick(0);
            for (std::uint64_t n = 10; static_cast<double>(n) <= last_; n *= 10)
                x_tick(n);
        } else {
            const std::uint64_t step = nice_step(last_, 8);
            for (std::uint64_t n = 0; static_cast<double>(n) <= last_; n += step)
                x_tick(n);
        }
        const std::uint64_t ystep = nice_step(gy_, 6);
        for (std::uint64_t g = 0; static_cast<double>(g) <= gy_; g += ystep) {
            const double y = py(static_cast<double>(g));
            s_ += "<line class=\"tick\" x1=\"" + fixed(left - 5) + "\" y1=\"" + fixed(y) + "\" x2=\"" + fixed(left) +
                  "\" y2=\"" + fixed(y) + "\" stroke=\"black\"/>\n";
            s_ += "<line class=\"grid\" x1=\"" + fixed(left) + "\" y1=\"" + fixed(y) + "\" x2=\"" + fixed(left + pw) +
                  "\" y2=\"" + fixed(y) + "\" stroke=\"#ddd\"/>\n";
            s_ += "<text class=\"y-tick\" x=\"" + fixed(left - 8) + "\" y=\"" + fixed(y + 4) +
                  "\" text-anchor=\"end\">" + std::to_string(g) + "</text>\n";
            if (g > ~std::uint64_t{0} - ystep) break;
        }
        s_ += "<text class=\"x-label\" x=\"" + fixed(left + pw / 2) + "\" y=\"" + fixed(height - 16) +
              "\" text-anchor=\"middle\">" + (log_x_ ? "heap size n (log scale)" : "heap size n") + "</text>\n";
        s_ += "<text class=\"y-label\" x=\"18\" y=\"" + fixed(top + ph / 2) +
              "\" text-anchor=\"middle\" transform=\"rotate(-90 18 " + fixed(top + ph / 2) +
              ")\">Grundy value G(n)</text>\n";
    }

    // The marks on a linear n axis: a circle per value.
    void circles() {
        const double r = count_ <= 200 ? 3.0 : 2.0;
        for (std::size_t n = 0; n < count_; ++n) {
            const sg::nimber g = in_.values[n];
            const bool is_rare = rare(g);
            s_ += "<circle class=\"" + std::string(is_rare ? "rare" : "value") + "\" cx=\"" +
                  fixed(px(static_cast<double>(n))) + "\" cy=\"" + fixed(py(static_cast<double>(g))) + "\" r=\"" +
                  fixed(r) + "\" fill=\"" + (is_rare ? rare_fill : common_fill) + "\" data-n=\"" + std::to_string(n) +
                  "\" data-g=\"" + std::to_string(g) + "\"/>\n";
        }
    }

    // The marks on a log n axis: one path per bucket of n and kind (common, rare).
    static constexpr std::size_t bucket_count = static_cast<std::size_t>(pw / 2);
    [[nodiscard]] std::size_t bucket_of(std::size_t n) const {
        return std::min(bucket_count - 1, static_cast<std::size_t>(t(static_cast<double>(n)) / t1_ * bucket_count));
    }
    void buckets() {
        std::size_t n0 = 0;
        std::vector<sg::nimber> common, rares;
        for (std::size_t n = 0; n <= count_; ++n) {
            if (n == count_ || (n > n0 && bucket_of(n) != bucket_of(n0))) {
                bar(common, false, n0, n - 1);
                bar(rares, true, n0, n - 1);
                n0 = n;
                if (n == count_) break;
            }
            (rare(in_.values[n]) ? rares : common).push_back(in_.values[n]);
        }
    }
    // A small square at each distinct value of the bucket n0 .. n1 (one per pixel row),
    // the values listed in data-values; empties vals.
    void bar(std::vector<sg::nimber>& vals, bool is_rare, std::size_t n0, std::size_t n1) {
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
        s_ += "<path class=\"" + std::string(is_rare ? "bucket-rare" : "bucket") + "\" d=\"" + d + "\" fill=\"" +
              (is_rare ? rare_fill : common_fill) + "\" data-n0=\"" + std::to_string(n0) + "\" data-n1=\"" +
              std::to_string(n1) + "\" data-values=\"" + listed + "\"/>\n";
        vals.clear();
    }

    const input& in_;
    const std::size_t count_;
    const bool log_x_;
    const double last_, t1_;
    double gy_ = 1;
    std::uint64_t mask_ = 0;
    std::string s_;
};

}  // namespace detail

inline std::string svg(const input& in) {
    return detail::svg_plot(in).draw();
}

}  // namespace grundy_cli::plot
