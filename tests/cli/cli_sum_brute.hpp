// The brute force the `grundy sum` tests check the program against: the sum of PARTs
// searched as ONE game (whole_sum.hpp), with each family's rules written out here from
// their definitions (a code's digits, a set's amounts, Wythoff's three kinds of move),
// not taken from sg. It prints what `grundy sum` must print for the same arguments.
#pragma once

#include <algorithm>
#include <cstdint>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "whole_sum.hpp"

namespace sg_test {

struct sum_brute {
    using u64 = std::uint64_t;
    enum kind : int { nim, subtraction, octal, wythoff };

    // One component: its family, the index of its SET or CODE in `rules`, and its heap
    // (a) or heaps (a, b).
    struct comp {
        int family = nim;
        int rule = 0;
        u64 a = 0, b = 0;
        friend auto operator<=>(const comp&, const comp&) = default;
        friend bool operator==(const comp&, const comp&) = default;
    };

    // A SET (finite "1,3,4" or "1-3", "all-but:2,3", "powers-of-two") or a CODE ("0.137",
    // "4.7", "0.3F").
    struct rule {
        std::string text;
        std::vector<u64> amounts;  // finite set; excluded ones for all-but
        bool all_but = false, powers = false;
        std::vector<unsigned> digits;  // octal: d0, d1, ...

        bool takes(u64 k) const {
            if (k == 0) return false;
            if (powers) return (k & (k - 1)) == 0;
            const bool listed = std::find(amounts.begin(), amounts.end(), k) != amounts.end();
            return all_but ? !listed : listed;
        }
    };

    std::vector<rule> rules;

    int rule_of(const std::string& text, bool is_code) {
        for (std::size_t i = 0; i < rules.size(); ++i)
            if (rules[i].text == text) return static_cast<int>(i);
        rule r;
        r.text = text;
        if (is_code) {
            const auto point = text.find('.');
            r.digits.push_back(point == 0 ? 0u : static_cast<unsigned>(std::stoul(text.substr(0, point), nullptr, 16)));
            for (std::size_t i = point + 1; i < text.size(); ++i)
                r.digits.push_back(static_cast<unsigned>(std::stoul(text.substr(i, 1), nullptr, 16)));
        } else if (text == "powers-of-two") {
            r.powers = true;
        } else {
            std::string list = text;
            if (list.rfind("all-but:", 0) == 0) {
                r.all_but = true;
                list = list.substr(8);
            }
            std::stringstream in(list);
            std::string item;
            while (std::getline(in, item, ',')) {
                const auto dash = item.find('-');
                const u64 lo = std::stoull(item.substr(0, dash));
                const u64 hi = dash == std::string::npos ? lo : std::stoull(item.substr(dash + 1));
                for (u64 k = lo; k <= hi; ++k) r.amounts.push_back(k);
            }
        }
        rules.push_back(std::move(r));
        return static_cast<int>(rules.size() - 1);
    }

    // Every move of one component: emit(parts...), each part a comp.
    template <class Emit>
    void moves(const comp& c, Emit&& emit) const {
        auto heap = [&](u64 n) { return comp{c.family, c.rule, n, 0}; };
        switch (c.family) {
            case nim:
                for (u64 k = 0; k < c.a; ++k) emit(heap(k));
                break;
            case subtraction:
                for (u64 k = 1; k <= c.a; ++k)
                    if (rules[static_cast<std::size_t>(c.rule)].takes(k)) emit(heap(c.a - k));
                break;
            case octal: {
                const auto& d = rules[static_cast<std::size_t>(c.rule)].digits;
                for (std::size_t k = 0; k < d.size() && k <= c.a; ++k) {
                    const u64 m = c.a - k;
                    if ((d[k] & 1) && m == 0) emit();
                    if ((d[k] & 2) && k >= 1 && m >= 1) emit(heap(m));
                    if (d[k] & 4)
                        for (u64 x = 1; x < m; ++x) emit(heap(x), heap(m - x));
                    if (d[k] & 8)
                        for (u64 x = 1; x < m; ++x)
                            for (u64 y = 1; x + y < m; ++y) emit(heap(x), heap(y), heap(m - x - y));
                }
                break;
            }
            default:
                for (u64 i = 1; i <= c.a; ++i) emit(comp{wythoff, 0, c.a - i, c.b});
                for (u64 i = 1; i <= c.b; ++i) emit(comp{wythoff, 0, c.a, c.b - i});
                for (u64 i = 1; i <= c.a && i <= c.b; ++i) emit(comp{wythoff, 0, c.a - i, c.b - i});
        }
    }

    // A PART: "nim N", "subtraction SET N", "octal CODE N", "wythoff A B".
    comp part(const std::string& text) {
        std::stringstream in(text);
        std::string family, x, y;
        in >> family >> x >> y;
        if (family == "nim") return comp{nim, 0, std::stoull(x), 0};
        if (family == "subtraction") return comp{subtraction, rule_of(x, false), std::stoull(y), 0};
        if (family == "octal") return comp{octal, rule_of(x, true), std::stoull(y), 0};
        if (family == "wythoff") return comp{wythoff, 0, std::stoull(x), std::stoull(y)};
        throw std::invalid_argument("sum_brute: unknown PART " + text);
    }

    // What `grundy sum args...` prints: args are PARTs and optionally --count.
    std::string output(const std::vector<std::string>& args) {
        bool count = false;
        std::vector<comp> comps;
        for (const auto& a : args) {
            if (a == "--count")
                count = true;
            else
                comps.push_back(part(a));
        }
        auto each_move = [this](const comp& c, auto&& emit) { moves(c, emit); };
        whole_sum_search<comp, decltype(each_move)> search(each_move);
        const bool win = search.wins(comps);
        // Value: the smallest v such that the sum plus a Nim heap of v is lost.
        u64 value = 0;
        for (;; ++value) {
            auto with = comps;
            with.push_back(comp{nim, 0, value, 0});
            if (!search.wins(with)) break;
        }
        std::set<std::pair<std::size_t, std::vector<u64>>> wins;
        for (std::size_t i = 0; i < comps.size(); ++i)
            moves(comps[i], [&](const auto&... parts) {
                std::vector<comp> next = comps;
                next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
                (next.push_back(parts), ...);
                if (search.wins(next)) return;
                std::vector<u64> to;
                if (comps[i].family == wythoff) {
                    ((to = {std::min(parts.a, parts.b), std::max(parts.a, parts.b)}), ...);
                } else {
                    ((parts.a != 0 ? to.push_back(parts.a) : void()), ...);
                    std::sort(to.begin(), to.end());
                }
                wins.emplace(i, std::move(to));
            });
        if (count) return std::to_string(wins.size()) + '\n';
        std::string out = "value ";
        out += std::to_string(value);
        out += win ? "\nwin\n" : "\nlose\n";
        for (const auto& [i, to] : wins) {
            out += std::to_string(i + 1);
            out += ": ";
            if (comps[i].family == wythoff) {
                out += std::to_string(to[0]);
                out += ' ';
                out += std::to_string(to[1]);
            } else if (to.empty()) {
                out += "0";
            } else {
                for (std::size_t k = 0; k < to.size(); ++k) {
                    if (k) out += '+';
                    out += std::to_string(to[k]);
                }
            }
            out += "\n";
        }
        return out;
    }
};

}  // namespace sg_test
