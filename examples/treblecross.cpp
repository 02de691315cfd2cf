// UVA 10561 "Treblecross": a row of cells, some marked X. A move puts an X on an empty
// cell; who makes three X in a row wins. Input: a line with N, then N boards of '.' and
// 'X', 3 to 200 cells, never with XXX. For each board print WINNING or LOSING, then all
// winning first moves (1-based cells, increasing, single spaces; an empty line after
// LOSING).
//
// If some cell completes XXX, those cells are the winning moves. Otherwise a cell within
// distance 2 of an X hands the opponent a win, so the game lives on the runs of cells at
// distance >= 3 from every X; an X in such a run forbids its two neighbours on each
// side, which is the take-and-break game 0.11337 on the run's length.
#include <sg/games/octal.hpp>

#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

namespace treblecross {

constexpr std::size_t max_cells = 200;

struct answer {
    bool winning = false;
    std::vector<std::size_t> moves;  // 1-based cells
};

// G(0..n) of a run of free cells.
inline std::vector<sg::nimber> run_values(std::size_t n) {
    sg::octal_sequence s("0.11337");
    s.extend(n);
    return s.values();
}

inline answer solve(std::string_view b, const std::vector<sg::nimber>& g) {
    const std::size_t n = b.size();
    auto x = [&](std::size_t i, int d) {  // is cell i + d an X (false outside the board)?
        const auto j = static_cast<long>(i) + d;
        return j >= 0 && j < static_cast<long>(n) && b[static_cast<std::size_t>(j)] == 'X';
    };
    answer a;
    for (std::size_t i = 0; i < n; ++i)
        if (b[i] == '.' && ((x(i, -2) && x(i, -1)) || (x(i, -1) && x(i, 1)) || (x(i, 1) && x(i, 2))))
            a.moves.push_back(i + 1);
    if (!a.moves.empty()) {
        a.winning = true;
        return a;
    }
    std::vector<bool> free(n);
    for (std::size_t i = 0; i < n; ++i)
        free[i] = b[i] == '.' && !x(i, -2) && !x(i, -1) && !x(i, 1) && !x(i, 2);
    sg::nimber total = 0;
    for (std::size_t i = 0; i < n;) {
        std::size_t e = i;
        while (e < n && free[e]) ++e;
        total ^= g[e - i];
        i = e == i ? i + 1 : e;
    }
    a.winning = total != 0;
    for (std::size_t s = 0; s < n && a.winning;) {
        std::size_t e = s;
        while (e < n && free[e]) ++e;
        for (std::size_t i = s; i < e; ++i) {  // an X at i forbids i-2 .. i+2
            const std::size_t left = i >= s + 2 ? i - 2 - s : 0, right = e >= i + 3 ? e - i - 3 : 0;
            if ((total ^ g[e - s] ^ g[left] ^ g[right]) == 0) a.moves.push_back(i + 1);
        }
        s = e == s ? s + 1 : e;
    }
    return a;
}

}  // namespace treblecross

#ifndef TREBLECROSS_NO_MAIN
namespace {

[[noreturn]] void fail(std::size_t line, const std::string& what) {
    std::fprintf(stderr, "treblecross: line %zu: %s\n", line, what.c_str());
    std::exit(1);
}

}  // namespace

int main() {
    std::string in;
    char buf[1 << 16];
    for (std::size_t got; (got = std::fread(buf, 1, sizeof buf, stdin)) > 0;) in.append(buf, got);
    std::size_t pos = 0, line = 0;
    auto next_line = [&](std::string_view& out) {
        if (pos >= in.size()) return false;
        const std::size_t eol = std::min(in.find('\n', pos), in.size());
        out = std::string_view(in).substr(pos, eol - pos);
        if (!out.empty() && out.back() == '\r') out.remove_suffix(1);
        pos = eol + 1;
        ++line;
        return true;
    };
    std::string_view s;
    if (!next_line(s)) fail(1, "missing the number of boards");
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    std::size_t boards = 0;
    const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), boards);
    if (s.empty() || ec != std::errc{} || p != s.data() + s.size())
        fail(line, "expected the number of boards, got '" + std::string(s) + "'");
    const std::vector<sg::nimber> g = treblecross::run_values(treblecross::max_cells);
    std::string out;
    for (std::size_t k = 0; k < boards; ++k) {
        if (!next_line(s)) fail(line + 1, "missing board " + std::to_string(k + 1) + " of " + std::to_string(boards));
        if (s.size() < 3 || s.size() > treblecross::max_cells)
            fail(line, "a board has 3 to 200 cells, this one " + std::to_string(s.size()));
        for (std::size_t i = 0; i < s.size(); ++i)
            if (s[i] != '.' && s[i] != 'X')
                fail(line, std::string("cell ") + std::to_string(i + 1) + " is '" + s[i] + "', not '.' or 'X'");
        if (s.find("XXX") != std::string_view::npos) fail(line, "the board already has XXX");
        const treblecross::answer a = treblecross::solve(s, g);
        out += a.winning ? "WINNING\n" : "LOSING\n";
        for (std::size_t i = 0; i < a.moves.size(); ++i) {
            if (i) out += ' ';
            out += std::to_string(a.moves[i]);
        }
        out += '\n';
    }
    while (next_line(s))
        if (s.find_first_not_of(" \t") != std::string_view::npos) fail(line, "more boards than the " + std::to_string(boards) + " announced");
    std::fwrite(out.data(), 1, out.size(), stdout);
}
#endif
