// A small JSON writer for `grundy --format json`: objects keep their keys in the order
// added, numbers are written exactly (64-bit integers in full, seconds with %.6g).
#pragma once

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>

namespace grundy_cli::json {

// A JSON string literal: quotes, backslashes and control characters escaped.
inline std::string quote(std::string_view text) {
    std::string out = "\"";
    for (const char c : text) {
        switch (c) {
            case '"':
                out += "\\\"";
                break;
            case '\\':
                out += "\\\\";
                break;
            case '\n':
                out += "\\n";
                break;
            case '\t':
                out += "\\t";
                break;
            case '\r':
                out += "\\r";
                break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    char buf[8];
                    std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(static_cast<unsigned char>(c)));
                    out += buf;
                } else {
                    out += c;
                }
        }
    }
    return out + '"';
}

inline std::string number(std::uint64_t v) {
    return std::to_string(v);
}
inline std::string number(double v) {
    if (!std::isfinite(v)) return "null";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return buf;
}

// [a, b, ...] of the elements of r, each written by to_text.
template <class Range, class ToText>
std::string array(const Range& r, ToText to_text) {
    std::string out = "[";
    bool first = true;
    for (const auto& x : r) {
        if (!first) out += ',';
        first = false;
        out += to_text(x);
    }
    return out + ']';
}
template <class Range>
std::string numbers(const Range& r) {
    return array(r, [](const auto& x) { return number(static_cast<std::uint64_t>(x)); });
}

// {"key": value, ...} in the order the keys are added; values are JSON texts.
class object {
public:
    object& raw(std::string_view key, std::string_view value) {
        if (text_.size() > 1) text_ += ',';
        text_ += quote(key);
        text_ += ':';
        text_ += value;
        return *this;
    }
    object& str(std::string_view key, std::string_view value) { return raw(key, quote(value)); }
    object& num(std::string_view key, std::uint64_t value) { return raw(key, number(value)); }
    object& num(std::string_view key, std::optional<std::uint64_t> value) {
        return raw(key, value ? number(*value) : "null");
    }
    object& seconds(std::string_view key, double value) { return raw(key, number(value)); }
    object& boolean(std::string_view key, bool value) { return raw(key, value ? "true" : "false"); }
    object& null(std::string_view key) { return raw(key, "null"); }
    [[nodiscard]] std::string text() const { return text_ + '}'; }

private:
    std::string text_ = "{";
};

}  // namespace grundy_cli::json
