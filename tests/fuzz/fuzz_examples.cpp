// Fuzzes the programs of examples/*.cpp as they are: tools/fuzz.sh compiles each one
// unchanged and renames its main to sg_example_<name> in the object file (so it keeps
// main's implicit return 0). An input is "<name>\n" and then that program's stdin; the
// program runs with stdin read from the input and stdout and stderr captured (glibc's
// stdin, stdout and stderr are variables). It must either exit 0 or refuse the input
// with status 1 and one line "<name>: ..." on stderr; an exception that escapes it, a
// sanitizer report or a hang is a crash. When it exits 0, its output must equal the
// independent answer of example_reference.hpp (a search of the whole game where that is
// cheap, else the problem's formula); a graph with a cycle must be refused by move_chess.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "example_reference.hpp"
#include "fuzz_support.hpp"

#ifndef SG_FUZZ_EXAMPLES
#error "SG_FUZZ_EXAMPLES: X(name) for every examples/<name>.cpp, given by tools/fuzz.sh"
#endif

#define X(name) extern "C" int sg_example_##name();
SG_FUZZ_EXAMPLES
#undef X

namespace {
using sg_fuzz::require;
namespace ref = sg_fuzz::reference;

struct answer {
    enum { unchecked, output, refused } kind = unchecked;
    std::string text;
};
answer out(std::string s) { return {answer::output, std::move(s)}; }

using reference_fn = answer (*)(std::string_view);

// Normal-play Grundy values of a subtraction set, G(0) .. G(top).
std::vector<unsigned> subtraction_values(const std::vector<std::uint64_t>& set, std::uint64_t top) {
    std::vector<unsigned> g(top + 1);
    std::vector<unsigned> seen;
    for (std::uint64_t n = 0; n <= top; ++n) {
        seen.clear();
        for (const auto k : set)
            if (k >= 1 && k <= n) seen.push_back(g[n - k]);
        g[n] = ref::mex(seen);
    }
    return g;
}

answer be_the_winner(std::string_view text) {
    ref::tokens in(text);
    // One pile of 0.777...7: take k >= 1 consecutive apples, leaving a and b >= 0.
    const auto moves = [](std::uint64_t n) {
        std::vector<std::vector<std::uint64_t>> to;
        for (std::uint64_t k = 1; k <= n; ++k)
            for (std::uint64_t a = 0; 2 * a <= n - k; ++a) to.push_back({a, n - k - a});
        return to;
    };
    static std::vector<unsigned> g;
    if (g.empty())
        for (std::uint64_t n = 0; n <= 100; ++n) {
            std::vector<unsigned> seen;
            for (const auto& m : moves(n)) seen.push_back(g[m[0]] ^ g[m[1]]);
            g.push_back(ref::mex(seen));
        }
    static std::map<std::vector<std::uint64_t>, bool> memo;
    std::string s;
    while (in.more()) {
        const std::uint64_t n = in.number();
        std::vector<std::uint64_t> piles(n);
        std::uint64_t total = 0;
        for (auto& p : piles) total += p = in.number();
        bool win = false;
        if (total <= 14) {
            win = ref::search_heaps(piles, true, moves, memo);
        } else {  // misère Nim on the values (exact here: a value-0 pile has no move)
            unsigned x = 0;
            bool big = false;
            for (const auto p : piles) {
                x ^= g[p];
                big = big || g[p] > 1;
            }
            win = big ? x != 0 : x == 0;
        }
        s += win ? "Yes\n" : "No\n";
    }
    return out(s);
}

answer cet4(std::string_view text) {
    ref::tokens in(text);
    static const std::vector<unsigned> g = [] {
        std::vector<std::uint64_t> powers;
        for (std::uint64_t p = 1; p <= 3000; p *= 2) powers.push_back(p);
        return subtraction_values(powers, 3000);
    }();
    std::string s;
    while (in.more()) {
        const std::uint64_t n = in.number();
        if (n <= 3000) require((g[n] != 0) == (n % 3 != 0));
        s += n % 3 != 0 ? "Kiki\n" : "Cici\n";  // 2^k mod 3 is 1 or 2: take n mod 3
    }
    return out(s);
}

answer christmas_game(std::string_view text) {
    ref::tokens in(text);
    std::string s;
    while (in.more()) {
        const std::uint64_t trees = in.number();
        unsigned total = 0;
        bool small = true;
        for (std::uint64_t t = 0; t < trees; ++t) {
            const std::uint64_t m = in.number(), k = in.number();
            std::vector<std::pair<std::uint64_t, std::uint64_t>> edges(k);
            for (auto& [a, b] : edges) {
                a = in.number() - 1;
                b = in.number() - 1;
            }
            if (k > 10 || m > 12) {
                small = false;
                continue;
            }
            // Green Hackenbush by search over the sets of edges still standing.
            std::map<unsigned, unsigned> memo;
            const auto grounded = [&](unsigned mask) {  // the edges still joined to vertex 0
                std::vector<bool> reach(m, false);
                reach[0] = true;
                for (bool grew = true; grew;) {
                    grew = false;
                    for (std::size_t e = 0; e < k; ++e)
                        if ((mask >> e & 1u) && reach[edges[e].first] != reach[edges[e].second]) {
                            reach[edges[e].first] = reach[edges[e].second] = true;
                            grew = true;
                        }
                }
                unsigned keep = 0;
                for (std::size_t e = 0; e < k; ++e)
                    if ((mask >> e & 1u) && reach[edges[e].first]) keep |= 1u << e;
                return keep;
            };
            std::function<unsigned(unsigned)> value = [&](unsigned mask) -> unsigned {
                if (const auto it = memo.find(mask); it != memo.end()) return it->second;
                std::vector<unsigned> seen;
                for (std::size_t e = 0; e < k; ++e)
                    if (mask >> e & 1u) seen.push_back(value(grounded(mask & ~(1u << e))));
                const unsigned v = ref::mex(seen);
                memo.emplace(mask, v);
                return v;
            };
            total ^= value(grounded((1u << k) - 1));
        }
        if (!small) return {};
        s += total != 0 ? "Sally\n" : "Harry\n";
    }
    return out(s);
}

answer cutting_game(std::string_view text) {
    ref::tokens in(text);
    // Both players keep every side >= 2: g(w, h) over cuts into two such pieces.
    static const std::vector<std::vector<unsigned>> g = [] {
        std::vector<std::vector<unsigned>> t(201, std::vector<unsigned>(201, 0));
        std::vector<unsigned> seen;
        for (std::size_t w = 2; w <= 200; ++w)
            for (std::size_t h = 2; h <= 200; ++h) {
                seen.clear();
                for (std::size_t i = 2; i + 2 <= w; ++i) seen.push_back(t[i][h] ^ t[w - i][h]);
                for (std::size_t j = 2; j + 2 <= h; ++j) seen.push_back(t[w][j] ^ t[w][h - j]);
                t[w][h] = ref::mex(seen);
            }
        return t;
    }();
    std::string s;
    while (in.more()) {
        const std::uint64_t w = in.number(), h = in.number();
        const bool win = (w == 1) != (h == 1) || (w >= 2 && h >= 2 && g[w][h] != 0);
        s += win ? "WIN\n" : "LOSE\n";
    }
    return out(s);
}

answer fibonacci_again(std::string_view text) {
    ref::tokens in(text);
    static const std::vector<unsigned> g = subtraction_values({1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987}, 1000);
    std::string s;
    for (;;) {
        const std::uint64_t a = in.number(), b = in.number(), c = in.number();
        if (a == 0 && b == 0 && c == 0) break;
        s += (g[a] ^ g[b] ^ g[c]) != 0 ? "Fibo\n" : "Nacci\n";
    }
    require(!in.more());
    return out(s);
}

answer game_of_stones(std::string_view text) {
    ref::tokens in(text);
    // A pile of s: the largest k with 1 + 2 + ... + k <= s (checked by search up to 12).
    static const bool checked = [] {
        for (int s = 0; s <= 12; ++s) {
            std::map<std::pair<int, unsigned>, unsigned> memo;
            std::function<unsigned(int, unsigned)> value = [&](int left, unsigned used) -> unsigned {
                if (const auto it = memo.find({left, used}); it != memo.end()) return it->second;
                std::vector<unsigned> seen;
                for (int k = 1; k <= left; ++k)
                    if (!(used >> k & 1u)) seen.push_back(value(left - k, used | 1u << k));
                return memo[{left, used}] = ref::mex(seen);
            };
            unsigned k = 0;
            while ((k + 1) * (k + 2) / 2 <= static_cast<unsigned>(s)) ++k;
            require(value(s, 0) == k);
        }
        return true;
    }();
    require(checked);
    const std::uint64_t n = in.number();
    unsigned x = 0;
    for (std::uint64_t i = 0; i < n; ++i) {
        const std::uint64_t s = in.number();
        unsigned k = 0;
        while ((k + 1) * (k + 2) / 2 <= s) ++k;
        x ^= k;
    }
    require(!in.more());
    return out(x == 0 ? "YES\n" : "NO\n");
}

answer georgia_and_bob(std::string_view text) {
    ref::tokens in(text);
    static std::map<std::vector<std::uint64_t>, bool> memo;
    const std::function<bool(const std::vector<std::uint64_t>&)> wins = [&](const std::vector<std::uint64_t>& c) {
        if (const auto it = memo.find(c); it != memo.end()) return it->second;
        bool win = false;
        for (std::size_t i = 0; i < c.size() && !win; ++i) {
            const std::uint64_t floor = i == 0 ? 0 : c[i - 1];
            for (std::uint64_t to = floor + 1; to < c[i] && !win; ++to) {
                std::vector<std::uint64_t> next = c;
                next[i] = to;
                win = !wins(next);
            }
        }
        memo.emplace(c, win);
        return win;
    };
    const std::uint64_t tests = in.number();
    std::string s;
    for (std::uint64_t t = 0; t < tests; ++t) {
        std::vector<std::uint64_t> c(in.number());
        for (auto& x : c) x = in.number();
        std::sort(c.begin(), c.end());
        bool win = false;
        if (c.size() <= 4 && c.back() <= 10) {
            win = wins(c);
        } else {  // staircase Nim: the gaps before every second chessman from the right
            std::uint64_t x = 0;
            for (std::size_t i = c.size(); i >= 1; i -= 2) {
                x ^= c[i - 1] - (i >= 2 ? c[i - 2] : 0) - 1;
                if (i < 2) break;
            }
            win = x != 0;
        }
        s += win ? "Georgia will win\n" : "Bob will win\n";
    }
    require(!in.more());
    return out(s);
}

answer gg_and_mm(std::string_view text) {
    ref::tokens in(text);
    using pair = std::pair<std::uint64_t, std::uint64_t>;
    const auto moves = [](pair p) {  // p.first <= p.second; finished when p.first == 0
        std::vector<pair> to;
        if (p.first == 0) return to;
        for (std::uint64_t r = p.second - p.first;; r -= p.first) {
            to.push_back(r < p.first ? pair{r, p.first} : pair{p.first, r});
            if (r < p.first) break;
        }
        return to;
    };
    static std::map<std::vector<pair>, bool> memo;
    const std::function<bool(std::vector<pair>)> wins = [&](std::vector<pair> games) {
        std::vector<pair> live;
        for (const auto& g : games)
            if (g.first != 0) live.push_back(g);
        std::sort(live.begin(), live.end());
        if (live.empty()) return false;
        if (const auto it = memo.find(live); it != memo.end()) return it->second;
        // Every live game moves: try every combination.
        std::vector<std::vector<pair>> options;
        for (const auto& g : live) options.push_back(moves(g));
        std::vector<std::size_t> pick(live.size(), 0);
        bool win = false;
        for (;;) {
            std::vector<pair> next;
            for (std::size_t i = 0; i < live.size(); ++i) next.push_back(options[i][pick[i]]);
            if (!wins(next)) {
                win = true;
                break;
            }
            std::size_t i = 0;
            while (i < live.size() && ++pick[i] == options[i].size()) pick[i++] = 0;
            if (i == live.size()) break;
        }
        memo.emplace(live, win);
        return win;
    };
    std::string s;
    while (in.more()) {
        std::vector<pair> games(in.number());
        bool small = games.size() <= 3;
        for (auto& [p, q] : games) {
            p = in.number();
            q = in.number();
            if (p > q) std::swap(p, q);
            small = small && q <= 12;
        }
        if (!small) return {};
        s += wins(games) ? "MM\n" : "GG\n";
    }
    return out(s);
}

answer john(std::string_view text) {
    ref::tokens in(text);
    const auto moves = [](std::uint64_t n) {
        std::vector<std::vector<std::uint64_t>> to;
        for (std::uint64_t k = 0; k < n; ++k) to.push_back({k});
        return to;
    };
    static std::map<std::vector<std::uint64_t>, bool> memo;
    const std::uint64_t tests = in.number();
    std::string s;
    for (std::uint64_t t = 0; t < tests; ++t) {
        std::vector<std::uint64_t> h(in.number());
        std::uint64_t x = 0, largest = 0;
        for (auto& v : h) {
            v = in.number();
            x ^= v;
            largest = std::max(largest, v);
        }
        bool win = false;
        if (h.size() <= 4 && largest <= 5) {
            std::vector<std::uint64_t> nonzero;
            for (const auto v : h)
                if (v != 0) nonzero.push_back(v);
            win = ref::search_heaps(nonzero, true, moves, memo);
        } else {
            win = largest > 1 ? x != 0 : x == 0;
        }
        s += win ? "John\n" : "Brother\n";
    }
    require(!in.more());
    return out(s);
}

answer lasker_nim(std::string_view text) {
    ref::tokens in(text);
    // G(n) by the definition up to 200, and the known formula beyond.
    const auto formula = [](std::uint64_t n) {
        return n % 4 == 0 ? (n == 0 ? 0 : n - 1) : n % 4 == 3 ? n + 1 : n;
    };
    static const bool checked = [&] {
        std::vector<unsigned> g;
        for (std::uint64_t n = 0; n <= 200; ++n) {
            std::vector<unsigned> seen;
            for (std::uint64_t k = 0; k < n; ++k) seen.push_back(g[k]);
            for (std::uint64_t a = 1; 2 * a <= n; ++a) seen.push_back(g[a] ^ g[n - a]);
            g.push_back(ref::mex(seen));
            require(g[n] == formula(n));
        }
        return true;
    }();
    require(checked);
    const std::uint64_t t = in.number();
    std::string s;
    for (std::uint64_t c = 0; c < t; ++c) {
        const std::uint64_t n = in.number();
        std::uint64_t x = 0;
        for (std::uint64_t i = 0; i < n; ++i) x ^= formula(in.number());
        s += x != 0 ? "Alice\n" : "Bob\n";
    }
    require(!in.more());
    return out(s);
}

answer token_graph_answer(std::string_view text, bool loopy) {
    ref::tokens in(text);
    bool cycle = false;
    const int o = ref::token_graph_outcome(in, cycle);
    if (!loopy && cycle) return {answer::refused, {}};
    if (o < 0) return {};
    return out(o == 1 ? "win\n" : o == 0 ? "lose\n" : "draw\n");
}
answer loopy_chess(std::string_view text) { return token_graph_answer(text, true); }
answer move_chess(std::string_view text) { return token_graph_answer(text, false); }

answer nim_count(std::string_view text) {
    ref::tokens in(text);
    std::string s;
    for (;;) {
        const std::uint64_t n = in.number();
        if (n == 0) break;
        std::vector<std::uint64_t> h(n);
        std::uint64_t x = 0, sum = 0;
        for (auto& v : h) {
            v = in.number();
            x ^= v;
            sum += v;
        }
        std::uint64_t count = 0;
        for (const auto v : h) {
            if (sum <= 100000) {
                for (std::uint64_t to = 0; to < v; ++to) count += (x ^ v ^ to) == 0;
            } else {
                count += (x ^ v) < v;
            }
        }
        s += std::to_string(count) + "\n";
    }
    require(!in.more());
    return out(s);
}

answer nim_product(std::string_view text) {
    ref::tokens in(text);
    const std::uint64_t t = in.number();
    std::string s;
    for (std::uint64_t i = 0; i < t; ++i) {
        const std::uint64_t a = in.number(), b = in.number();
        s += std::to_string(ref::nim_mul(a, b)) + "\n";
    }
    require(!in.more());
    return out(s);
}

answer s_nim(std::string_view text) {
    ref::tokens in(text);
    std::string s;
    for (;;) {
        const std::uint64_t k = in.number();
        if (k == 0) break;
        std::vector<std::uint64_t> set(k);
        for (auto& a : set) a = in.number();
        const std::uint64_t m = in.number();
        std::vector<std::vector<std::uint64_t>> positions(m);
        std::uint64_t top = 0;
        for (auto& p : positions) {
            p.resize(in.number());
            for (auto& h : p) top = std::max(top, h = in.number());
        }
        const std::vector<unsigned> g = subtraction_values(set, top);
        for (const auto& p : positions) {
            unsigned x = 0;
            for (const auto h : p) x ^= g[h];
            s += x != 0 ? 'W' : 'L';
        }
        s += '\n';
    }
    require(!in.more());
    return out(s);
}

answer set_nim(std::string_view text) {
    ref::tokens in(text);
    std::vector<std::uint64_t> set(in.number());
    for (auto& a : set) a = in.number();
    std::vector<std::uint64_t> heaps(in.number());
    std::uint64_t top = 0;
    for (auto& h : heaps) top = std::max(top, h = in.number());
    require(!in.more());
    if (top > 100000 || top * std::max<std::size_t>(set.size(), 1) > 2'000'000) return {};
    const std::vector<unsigned> g = subtraction_values(set, top);
    unsigned x = 0;
    for (const auto h : heaps) x ^= g[h];
    return out(x != 0 ? "Yes\n" : "No\n");
}

answer stone_taking(std::string_view text) {
    ref::tokens in(text);
    // Wythoff's P-positions (a_n, a_n + n), a_n the least number not used yet.
    constexpr std::uint64_t top = 100000;
    static const std::vector<std::uint64_t> partner = [] {
        std::vector<std::uint64_t> p(top + 1, UINT64_MAX);
        std::uint64_t n = 0;
        for (std::uint64_t a = 0; a <= top; ++a) {
            if (p[a] != UINT64_MAX) continue;
            const std::uint64_t b = a + n++;
            p[a] = b;
            if (b <= top) p[b] = a;
        }
        return p;
    }();
    std::string s;
    while (in.more()) {
        const std::uint64_t a = in.number(), b = in.number();
        if (std::max(a, b) > top) return {};
        s += partner[a] == b ? "0\n" : "1\n";
    }
    return out(s);
}

answer switch_lights(std::string_view text) {
    ref::tokens in(text);
    // The whole game on the 4 x 4 board by search: bit 4 (x-1) + (y-1) is light (x, y).
    static const std::vector<bool> win = [] {
        std::vector<bool> w(1u << 16, false);
        for (unsigned s = 1; s < (1u << 16); ++s)
            for (unsigned c = 0; c < 16 && !w[s]; ++c) {
                if (!(s >> c & 1u)) continue;
                const unsigned x2 = c / 4, y2 = c % 4;
                for (unsigned x1 = 0; x1 <= x2 && !w[s]; ++x1)
                    for (unsigned y1 = 0; y1 <= y2 && !w[s]; ++y1) {
                        unsigned to = s;
                        std::set<unsigned> corners{x1 * 4 + y1, x1 * 4 + y2, x2 * 4 + y1, x2 * 4 + y2};
                        for (const unsigned k : corners) to ^= 1u << k;
                        if (!w[to]) w[s] = true;  // to < s: the top corner goes off
                    }
            }
        return w;
    }();
    const std::uint64_t t = in.number();
    std::string s;
    for (std::uint64_t c = 0; c < t; ++c) {
        const std::uint64_t n = in.number();
        std::uint64_t value = 0;
        unsigned board = 0;
        bool small = true;
        for (std::uint64_t i = 0; i < n; ++i) {
            const std::uint64_t x = in.number(), y = in.number();
            value ^= ref::nim_mul(x, y);
            if (x <= 4 && y <= 4)
                board |= 1u << ((x - 1) * 4 + (y - 1));
            else
                small = false;
        }
        if (small) require(win[board] == (value != 0));
        s += value != 0 ? "Have a try, lxhgww.\n" : "Don't waste your time.\n";
    }
    require(!in.more());
    return out(s);
}

answer treble_cross(std::string_view text) {
    ref::tokens in(text);
    static std::map<std::string, bool> memo;
    const std::function<bool(const std::string&)> wins = [&](const std::string& b) {
        if (const auto it = memo.find(b); it != memo.end()) return it->second;
        bool win = false;
        for (std::size_t i = 0; i < b.size() && !win; ++i) {
            if (b[i] != '.') continue;
            std::string next = b;
            next[i] = 'X';
            win = next.find("XXX") != std::string::npos || !wins(next);
        }
        memo.emplace(b, win);
        return win;
    };
    const std::uint64_t boards = in.number();
    std::string s;
    for (std::uint64_t k = 0; k < boards; ++k) {
        const std::string b(in.word());
        if (b.size() > 14) return {};
        std::vector<std::size_t> good;
        for (std::size_t i = 0; i < b.size(); ++i) {
            if (b[i] != '.') continue;
            std::string next = b;
            next[i] = 'X';
            if (next.find("XXX") != std::string::npos || !wins(next)) good.push_back(i + 1);
        }
        require(wins(b) == !good.empty());
        s += good.empty() ? "LOSING\n" : "WINNING\n";
        for (std::size_t i = 0; i < good.size(); ++i) s += (i ? " " : "") + std::to_string(good[i]);
        s += '\n';
    }
    require(!in.more());
    return out(s);
}

answer playing_with_string(std::string_view text) {
    ref::tokens in(text);
    const std::string s(in.word());
    require(!in.more());
    if (s.size() > 14) return {};
    // The whole game: a position is the sorted pieces of length 3 or more (shorter ones
    // have no cut); a cut at i of a piece t needs t[i - 1] == t[i + 1].
    static std::map<std::vector<std::string>, bool> memo;
    const auto after = [](std::vector<std::string> rest, const std::string& t, std::size_t i) {
        for (std::string piece : {t.substr(0, i), t.substr(i + 1)})
            if (piece.size() >= 3) rest.push_back(std::move(piece));
        std::sort(rest.begin(), rest.end());
        return rest;
    };
    const std::function<bool(const std::vector<std::string>&)> wins = [&](const std::vector<std::string>& p) {
        if (const auto it = memo.find(p); it != memo.end()) return it->second;
        bool win = false;
        for (std::size_t k = 0; k < p.size() && !win; ++k)
            for (std::size_t i = 1; i + 1 < p[k].size() && !win; ++i) {
                if (p[k][i - 1] != p[k][i + 1]) continue;
                std::vector<std::string> rest = p;
                rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(k));
                win = !wins(after(std::move(rest), p[k], i));
            }
        memo.emplace(p, win);
        return win;
    };
    for (std::size_t i = 1; i + 1 < s.size(); ++i)
        if (s[i - 1] == s[i + 1] && !wins(after({}, s, i))) return out("First\n" + std::to_string(i + 1) + "\n");
    return out("Second\n");
}

struct example {
    std::string_view name;
    int (*run)();
};
constexpr example examples[] = {
#define X(name) {#name, &sg_example_##name},
    SG_FUZZ_EXAMPLES
#undef X
};

const std::map<std::string_view, reference_fn>& references() {
    static const std::map<std::string_view, reference_fn> r{
        {"be_the_winner", be_the_winner},     {"cet4", cet4},
        {"christmas_game", christmas_game},   {"cutting_game", cutting_game},
        {"fibonacci_again", fibonacci_again}, {"game_of_stones", game_of_stones},
        {"georgia_and_bob", georgia_and_bob}, {"gg_and_mm", gg_and_mm},
        {"john", john},                       {"lasker_nim", lasker_nim},
        {"loopy_chess", loopy_chess},         {"move_chess", move_chess},
        {"nim_count", nim_count},             {"nim_product", nim_product},
        {"s_nim", s_nim},                     {"set_nim", set_nim},
        {"stone_taking", stone_taking},       {"switch_lights", switch_lights},
        {"treble_cross", treble_cross},       {"playing_with_string", playing_with_string},
    };
    return r;
}

// A stream's text, once closed.
struct captured {
    char* data = nullptr;
    std::size_t size = 0;
    std::FILE* stream = open_memstream(&data, &size);
    std::string take() {
        std::fclose(stream);
        std::string s(data, size);
        std::free(data);
        return s;
    }
};
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view all(reinterpret_cast<const char*>(data), size);
    const std::size_t eol = all.find('\n');
    if (eol == std::string_view::npos) return -1;
    const std::string_view name = all.substr(0, eol);
    const auto ex = std::find_if(std::begin(examples), std::end(examples), [&](const example& e) { return e.name == name; });
    if (ex == std::end(examples)) return -1;
    const std::string input(all.substr(eol + 1));

    // fmemopen wants a nonempty buffer: an empty input is a buffer of one byte, read as 0.
    std::string buffer = input.empty() ? std::string(1, '\0') : input;
    std::FILE* in = fmemopen(buffer.data(), input.size() == 0 ? 1 : input.size(), "r");
    require(in != nullptr);
    if (input.empty()) (void)std::fgetc(in);  // at its end
    captured out, err;
    require(out.stream != nullptr && err.stream != nullptr);
    std::FILE* const saved[3] = {stdin, stdout, stderr};
    stdin = in;
    stdout = out.stream;
    stderr = err.stream;
    int status = 0;
    const char* escaped = nullptr;
    try {
        status = ex->run();
    } catch (const std::exception& e) {
        escaped = e.what();
    } catch (...) {
        escaped = "an exception of another type";
    }
    stdin = saved[0];
    stdout = saved[1];
    stderr = saved[2];
    std::fclose(in);
    const std::string o = out.take(), e = err.take();
    if (escaped != nullptr) {
        std::fprintf(stderr, "fuzz_examples: %.*s let an exception escape: %s\n", static_cast<int>(name.size()),
                     name.data(), escaped);
        std::abort();
    }
    if (status != 0) {
        // Refused: one line naming the program.
        const std::string prefix = std::string(name) + ": ";
        if (status != 1 || e.rfind(prefix, 0) != 0 || e.empty() || e.back() != '\n' ||
            std::count(e.begin(), e.end(), '\n') != 1) {
            std::fprintf(stderr, "fuzz_examples: %s exited %d with stderr:\n%s\n", prefix.c_str(), status, e.c_str());
            std::abort();
        }
    } else {
        require(e.empty());
    }
    const auto r = references().find(name);
    if (status != 0 || r == references().end()) return 0;  // refused: nothing to compare
    const answer want = r->second(input);
    require(want.kind != answer::refused);
    if (want.kind == answer::output && o != want.text) {
        std::fprintf(stderr, "fuzz_examples: %s printed\n%s\ninstead of\n%s\n", std::string(name).c_str(), o.c_str(),
                     want.text.c_str());
        std::abort();
    }
    return 0;
}
