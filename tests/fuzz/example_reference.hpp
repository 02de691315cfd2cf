// Independent answers to the problems of examples/*.cpp, for fuzz_examples: each takes
// the tokens of an input the example accepted and gives the output it must print, by a
// search of the whole game where that is cheap (small heaps, boards, graphs) and else by
// the problem's formula, written here without sg. std::nullopt: too large to check.
#pragma once

#include <algorithm>
#include <array>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "fuzz_support.hpp"

namespace sg_fuzz::reference {

// The input's tokens (blank-separated, lines ignored), read from the front.
struct tokens {
    std::vector<std::string_view> t;
    std::size_t at = 0;
    explicit tokens(std::string_view s) {
        std::size_t i = 0;
        while (i < s.size()) {
            while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\n')) ++i;
            std::size_t j = i;
            while (j < s.size() && s[j] != ' ' && s[j] != '\t' && s[j] != '\r' && s[j] != '\n') ++j;
            if (j > i) t.push_back(s.substr(i, j - i));
            i = j;
        }
    }
    [[nodiscard]] bool more() const { return at < t.size(); }
    std::string_view word() {
        require(more());  // the example accepted the input: it has every token it read
        return t[at++];
    }
    std::uint64_t number() {
        const std::string_view w = word();
        std::uint64_t v = 0;
        const auto r = std::from_chars(w.data(), w.data() + w.size(), v);
        require(r.ec == std::errc() && r.ptr == w.data() + w.size());  // accepted: a number
        return v;
    }
};

inline unsigned mex(const std::vector<unsigned>& seen_values) {
    std::vector<bool> seen(seen_values.size() + 1, false);
    for (const unsigned v : seen_values)
        if (v < seen.size()) seen[v] = true;
    unsigned m = 0;
    while (seen[m]) ++m;
    return m;
}

// Nim multiplication by halves: with F = 2^h, F*F = F + F/2 (the Fermat 2-powers).
inline std::uint64_t nim_mul(std::uint64_t a, std::uint64_t b, unsigned h = 32) {
    if (a < 2 || b < 2) return a * b;
    const std::uint64_t mask = (std::uint64_t{1} << h) - 1;
    const std::uint64_t a1 = a >> h, a0 = a & mask, b1 = b >> h, b0 = b & mask;
    const std::uint64_t c = nim_mul(a1, b1, h / 2);
    const std::uint64_t high = c ^ nim_mul(a1, b0, h / 2) ^ nim_mul(a0, b1, h / 2);
    const std::uint64_t low = nim_mul(a0, b0, h / 2) ^ nim_mul(c, std::uint64_t{1} << (h - 1), h / 2);
    return high << h | low;
}

// Misère or normal outcome of a sum of heaps by search: moves(heap) gives the lists of
// heaps a heap may become (each list replaces it).
inline bool search_heaps(std::vector<std::uint64_t> heaps, bool misere,
                         const std::function<std::vector<std::vector<std::uint64_t>>(std::uint64_t)>& moves,
                         std::map<std::vector<std::uint64_t>, bool>& memo) {
    std::sort(heaps.begin(), heaps.end());
    if (const auto it = memo.find(heaps); it != memo.end()) return it->second;
    bool any = false, win = false;
    for (std::size_t i = 0; i < heaps.size() && !win; ++i) {
        if (i > 0 && heaps[i] == heaps[i - 1]) continue;
        for (const auto& into : moves(heaps[i])) {
            any = true;
            std::vector<std::uint64_t> next;
            for (std::size_t j = 0; j < heaps.size(); ++j)
                if (j != i) next.push_back(heaps[j]);
            for (const auto x : into)
                if (x > 0) next.push_back(x);
            if (!search_heaps(next, misere, moves, memo)) {
                win = true;
                break;
            }
        }
    }
    if (!any) win = misere;  // no move: normal play loses, misère play wins
    memo.emplace(heaps, win);
    return win;
}

// Outcome (1 win, 0 lose, 2 draw) of a game graph given by successor lists, for every
// vertex, by retrograde analysis.
inline std::vector<int> retrograde(const std::vector<std::vector<std::size_t>>& next) {
    const std::size_t n = next.size();
    std::vector<std::vector<std::size_t>> prev(n);
    std::vector<std::size_t> left(n);
    for (std::size_t v = 0; v < n; ++v) {
        left[v] = next[v].size();
        for (const auto w : next[v]) prev[w].push_back(v);
    }
    std::vector<int> out(n, 2);
    std::vector<std::size_t> queue;
    for (std::size_t v = 0; v < n; ++v)
        if (left[v] == 0) {
            out[v] = 0;
            queue.push_back(v);
        }
    for (std::size_t q = 0; q < queue.size(); ++q) {
        const std::size_t w = queue[q];
        for (const auto v : prev[w]) {
            if (out[v] != 2) continue;
            if (out[w] == 0) {
                out[v] = 1;
                queue.push_back(v);
            } else if (--left[v] == 0) {
                out[v] = 0;
                queue.push_back(v);
            }
        }
    }
    return out;
}

// Tokens on a graph "N M K", edges, tokens: the outcome of the sum (1 win, 0 lose, 2
// draw) by retrograde analysis of the whole sum, or -1 when too large; `cycle` is set
// when the graph has a cycle anywhere.
inline int token_graph_outcome(tokens& in, bool& cycle) {
    const std::uint64_t n = in.number(), m = in.number(), k = in.number();
    std::vector<std::vector<std::size_t>> adj(n);
    for (std::uint64_t e = 0; e < m; ++e) {
        const std::uint64_t x = in.number(), y = in.number();
        require(x >= 1 && x <= n && y >= 1 && y <= n);
        adj[x - 1].push_back(y - 1);
    }
    std::vector<std::size_t> start;
    for (std::uint64_t i = 0; i < k; ++i) {
        const std::uint64_t v = in.number();
        require(v >= 1 && v <= n);
        start.push_back(v - 1);
    }
    require(!in.more());
    // A cycle: some vertex left after removing sinks again and again.
    std::vector<std::size_t> out(n);
    std::vector<std::vector<std::size_t>> prev(n);
    std::vector<std::size_t> queue;
    for (std::size_t v = 0; v < n; ++v) {
        out[v] = adj[v].size();
        for (const auto w : adj[v]) prev[w].push_back(v);
        if (out[v] == 0) queue.push_back(v);
    }
    for (std::size_t q = 0; q < queue.size(); ++q)
        for (const auto v : prev[queue[q]])
            if (--out[v] == 0) queue.push_back(v);
    cycle = queue.size() != n;
    // The whole sum: multisets of the tokens as sorted tuples.
    if (k > 3 || n > 12) return -1;
    std::sort(start.begin(), start.end());
    std::map<std::vector<std::size_t>, std::size_t> id;
    std::vector<std::vector<std::size_t>> states{start};
    id.emplace(start, 0);
    std::vector<std::vector<std::size_t>> next;
    for (std::size_t s = 0; s < states.size(); ++s) {
        next.emplace_back();
        const std::vector<std::size_t> cur = states[s];
        for (std::size_t i = 0; i < cur.size(); ++i)
            for (const auto w : adj[cur[i]]) {
                std::vector<std::size_t> to = cur;
                to[i] = w;
                std::sort(to.begin(), to.end());
                const auto [it, fresh] = id.emplace(to, states.size());
                if (fresh) states.push_back(to);
                next[s].push_back(it->second);
            }
    }
    return retrograde(next)[0];
}

}  // namespace sg_fuzz::reference
