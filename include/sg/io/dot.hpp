// sg/io/dot.hpp: game graphs as Graphviz DOT text: an explicit sg::digraph, or the states
// reachable from given states of any sg::impartial_game. Each vertex shows its name and
// its (generalised) Sprague–Grundy value and is coloured by outcome: P (lose for the
// player to move), N (win) or D (draw); the winning move of each N-position is bold.
// Render with `dot -Tsvg game.dot -o game.svg`.
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <optional>
#include <ostream>
#include <ranges>
#include <span>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../detail/print.hpp"
#include "../error.hpp"
#include "../game.hpp"
#include "../games/digraph.hpp"
#include "../loopy.hpp"
#include "../value.hpp"

namespace sg {

struct dot_options {
    std::string name = "game";        // the graph's name in the DOT text
    std::string rankdir = "TB";       // layout direction: TB, LR, BT or RL
    bool show_values = true;          // second label line: the value
    bool bold_winning_moves = true;   // draw bold the move winning_move picks at each N-position
    std::string lose_colour = "#f4a3a3";  // P-positions
    std::string win_colour = "#a8dba8";   // N-positions
    std::string draw_colour = "#d9d9d9";  // drawn positions
    // For games: at most this many states are explored (sg::limit_error beyond).
    std::size_t state_limit = 10'000;
};

namespace detail {
// The length of the UTF-8 sequence that starts s[i] (1 to 4), or 0 if none does.
inline std::size_t utf8_length(std::string_view s, std::size_t i) {
    const auto byte = [&](std::size_t k) { return i + k < s.size() ? static_cast<unsigned char>(s[i + k]) : 0u; };
    const auto cont = [&](std::size_t k, unsigned lo = 0x80, unsigned hi = 0xBF) {
        return byte(k) >= lo && byte(k) <= hi;
    };
    const unsigned c = byte(0);
    if (c < 0x80) return 1;
    if (c >= 0xC2 && c <= 0xDF) return cont(1) ? 2 : 0;
    if (c >= 0xE0 && c <= 0xEF)  // no overlong forms, no surrogates
        return cont(1, c == 0xE0 ? 0xA0 : 0x80, c == 0xED ? 0x9F : 0xBF) && cont(2) ? 3 : 0;
    if (c >= 0xF0 && c <= 0xF4)
        return cont(1, c == 0xF0 ? 0x90 : 0x80, c == 0xF4 ? 0x8F : 0xBF) && cont(2) && cont(3) ? 4 : 0;
    return 0;
}

// The text of a quoted DOT string that Graphviz shows as s: '"' and '\' escaped, a line
// end as \n, '&' as &amp; (Graphviz reads HTML entities in labels), and control
// characters and bytes that are not UTF-8 as &#N; (N the byte, read as Latin-1), so
// the file is valid UTF-8 whatever the states print.
inline std::string dot_escape(std::string_view s) {
    std::string out;
    for (std::size_t i = 0; i < s.size();) {
        const char c = s[i];
        const auto b = static_cast<unsigned char>(c);
        const std::size_t n = utf8_length(s, i);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '&') {
            out += "&amp;";
        } else if (n == 0 || b < 0x20 || b == 0x7F) {
            out += "&#" + std::to_string(b) + ";";
        } else {
            out.append(s.substr(i, n));
            i += n;
            continue;
        }
        ++i;
    }
    return out;
}

inline std::string dot_value_text(const loopy_value& v) {
    if (v.is_finite()) return std::to_string(v.value());
    std::string s = "&#8734;";  // infinity, as an HTML entity Graphviz understands in labels
    if (v.finite_options().empty()) return s;
    s += "{";
    for (std::size_t i = 0; i < v.finite_options().size(); ++i) {
        if (i) s += ',';
        s += std::to_string(v.finite_options()[i]);
    }
    return s + "}";
}

// Writes vertices 0 .. n-1 with name(i), value(i) and successors succ(i), whose
// elements to_index maps to 0 .. n-1; win(i) is the position in succ(i) of the
// winning move, if any.
template <class Name, class Value, class Succ, class ToIndex, class Win>
void write_dot_graph(std::ostream& os, std::size_t n, Name name, Value value, Succ succ, ToIndex to_index, Win win,
                     const dot_options& opt) {
    if (opt.rankdir != "TB" && opt.rankdir != "LR" && opt.rankdir != "BT" && opt.rankdir != "RL")
        throw error("sg::write_dot: rankdir must be TB, LR, BT or RL, got \"" + opt.rankdir + "\"");
    os << "digraph \"" << dot_escape(opt.name) << "\" {\n";
    os << "  rankdir=" << opt.rankdir << ";\n";
    os << "  node [shape=circle, style=filled, fontname=\"Helvetica\"];\n";
    std::vector<outcome> out(n);
    for (std::size_t i = 0; i < n; ++i) {
        const loopy_value v = value(i);
        out[i] = v.outcome();
        const std::string& colour = out[i] == outcome::lose  ? opt.lose_colour
                                    : out[i] == outcome::win ? opt.win_colour
                                                             : opt.draw_colour;
        os << "  v" << i << " [label=\"" << dot_escape(name(i));
        if (opt.show_values) os << "\\n" << dot_value_text(v);
        os << "\", fillcolor=\"" << dot_escape(colour) << "\"];\n";
    }
    for (std::size_t i = 0; i < n; ++i) {
        const std::optional<std::size_t> bold =
            opt.bold_winning_moves && out[i] == outcome::win ? win(i) : std::optional<std::size_t>{};
        std::size_t k = 0;
        for (auto t : succ(i)) {
            os << "  v" << i << " -> v" << to_index(t);
            if (bold == k++) os << " [penwidth=2.5]";
            os << ";\n";
        }
    }
    os << "}\n";
}

// The position in `succ` of the first element equal to `to`.
template <class Range, class T>
std::optional<std::size_t> position_of(const Range& succ, const T& to) {
    std::size_t k = 0;
    for (const auto& t : succ) {
        if (t == to) return k;
        ++k;
    }
    return std::nullopt;
}
}  // namespace detail

// The whole graph; vertex names are their numbers (in the graph's base).
template <class Index>
void write_dot(std::ostream& os, const basic_digraph<Index>& g, const dot_options& opt = {}) {
    const basic_loopy_grundy<Index> values(g);
    const std::size_t base = g.base();
    const auto vertex = [base](std::size_t i) { return static_cast<Index>(i + base); };
    detail::write_dot_graph(
        os, g.vertex_count(), [&](std::size_t i) { return std::to_string(i + base); },
        [&](std::size_t i) { return values.value(vertex(i)); },
        [&](std::size_t i) { return g.successors(vertex(i)); },
        [base](Index t) { return static_cast<std::size_t>(t) - base; },
        [&](std::size_t i) -> std::optional<std::size_t> {
            const auto m = values.winning_move(vertex(i));
            return m ? detail::position_of(g.successors(vertex(i)), m->to[0]) : std::nullopt;
        },
        opt);
}

// The states reachable from `starts` (a range of states); names are the states printed
// with operator<< (or as tuples / lists of printable parts), else their position in
// order of discovery. Moves must lead to single states (see sg::loopy).
template <impartial_game Game, std::ranges::input_range R>
    requires std::convertible_to<std::ranges::range_reference_t<R>, const state_t<Game>&>
void write_dot(std::ostream& os, const Game& game, R&& starts, const dot_options& opt = {}) {
    loopy<Game> solver(game, opt.state_limit);
    solver.explore(starts);
    detail::write_dot_graph(
        os, solver.size(),
        [&](std::size_t i) {
            if constexpr (detail::printable<state_t<Game>>())
                return detail::to_text(solver.states()[i]);
            else
                return std::string("#") + std::to_string(i);
        },
        [&](std::size_t i) { return solver.value_at(i); }, [&](std::size_t i) { return solver.successors(i); },
        [](std::uint32_t t) { return static_cast<std::size_t>(t); },
        [&](std::size_t i) -> std::optional<std::size_t> {
            const auto m = solver.winning_move(solver.states()[i]);
            if (!m) return std::nullopt;
            const auto succ = solver.successors(i);
            for (std::size_t k = 0; k < succ.size(); ++k)
                if (solver.states()[succ[k]] == m->to[0]) return k;
            return std::nullopt;
        },
        opt);
}
template <impartial_game Game>
void write_dot(std::ostream& os, const Game& game, std::initializer_list<state_t<Game>> starts,
               const dot_options& opt = {}) {
    write_dot(os, game, std::span<const state_t<Game>>(starts.begin(), starts.size()), opt);
}

// The DOT text as a string.
template <class... Args>
[[nodiscard]] std::string to_dot(const Args&... args) {
    std::ostringstream os;
    write_dot(os, args...);
    return os.str();
}

}  // namespace sg
