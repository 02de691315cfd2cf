// Fuzzes the DOT writer of <sg/io/dot.hpp> on odd state types: strings of any bytes
// (quotes, backslashes, line ends, '&', control characters, non-ASCII and broken UTF-8),
// 64-bit numbers, pairs, tuples and vectors of them, on a game graph decoded from the
// input (up to 6 states, any moves, cycles too), with fuzzed options (graph name,
// colours, rankdir). The text is read back by a small DOT parser written here: it must
// be a digraph of well-formed statements whose quoted strings use only the escapes \",
// \\ and \n and the entities &amp; and &#N;, valid UTF-8 without control characters;
// every label must read back as its state's printed name (bytes that are not UTF-8 as
// Latin-1) and then the value; the edges as the game's moves; at most one bold edge a
// vertex. An rankdir other than TB, LR, BT, RL must be refused with sg::error.
#include <sg/error.hpp>
#include <sg/games/digraph.hpp>
#include <sg/io/dot.hpp>

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <map>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "fuzz_support.hpp"

namespace {
using sg_fuzz::require;

// Appends code point c as UTF-8.
void put_utf8(std::string& s, std::uint32_t c) {
    if (c < 0x80) {
        s += static_cast<char>(c);
    } else if (c < 0x800) {
        s += static_cast<char>(0xC0 | c >> 6);
        s += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        s += static_cast<char>(0xE0 | c >> 12);
        s += static_cast<char>(0x80 | (c >> 6 & 0x3F));
        s += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        s += static_cast<char>(0xF0 | c >> 18);
        s += static_cast<char>(0x80 | (c >> 12 & 0x3F));
        s += static_cast<char>(0x80 | (c >> 6 & 0x3F));
        s += static_cast<char>(0x80 | (c & 0x3F));
    }
}

// Decodes one UTF-8 code point at s[i] (the shortest form only, no surrogates, at most
// U+10FFFF); false if the bytes there are not one.
bool get_utf8(std::string_view s, std::size_t& i, std::uint32_t& c) {
    const auto b = static_cast<unsigned char>(s[i]);
    std::size_t n = b < 0x80 ? 1 : (b >> 5) == 6 ? 2 : (b >> 4) == 14 ? 3 : (b >> 3) == 30 ? 4 : 0;
    if (n == 0 || i + n > s.size()) return false;
    c = n == 1 ? b : n == 2 ? (b & 0x1Fu) : n == 3 ? (b & 0x0Fu) : (b & 0x07u);
    for (std::size_t k = 1; k < n; ++k) {
        const auto x = static_cast<unsigned char>(s[i + k]);
        if ((x >> 6) != 2) return false;
        c = c << 6 | (x & 0x3Fu);
    }
    static constexpr std::uint32_t least[] = {0, 0, 0x80, 0x800, 0x10000};
    if (c < least[n] || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return false;
    i += n;
    return true;
}

// What Graphviz shows for a name: its UTF-8 as is, any other byte as Latin-1.
std::string shown(std::string_view s) {
    std::string out;
    for (std::size_t i = 0; i < s.size();) {
        std::uint32_t c = 0;
        const std::size_t at = i;
        if (get_utf8(s, i, c))
            out.append(s.substr(at, i - at));
        else
            put_utf8(out, static_cast<unsigned char>(s[i++]));
    }
    return out;
}

// The DOT text, as tokens: punctuation, IDs and quoted strings (decoded).
struct token {
    enum { id, quoted, punct } kind;
    std::string text;
};

// Reads a quoted string's body (after the opening quote): the escapes \" \\ \n, then
// the entities &amp; and &#N;, into the text shown. Anything else fails.
std::string read_quoted(std::string_view s, std::size_t& i) {
    std::string raw;
    for (;;) {
        require(i < s.size());
        const char c = s[i++];
        if (c == '"') break;
        if (c == '\\') {
            require(i < s.size());
            const char e = s[i++];
            require(e == '"' || e == '\\' || e == 'n');
            raw += e == 'n' ? '\n' : e;
            continue;
        }
        require(static_cast<unsigned char>(c) >= 0x20 && c != 0x7F);  // no raw control characters
        raw += c;
    }
    // Valid UTF-8 throughout.
    for (std::size_t k = 0; k < raw.size();) {
        std::uint32_t c = 0;
        require(get_utf8(raw, k, c));
    }
    std::string out;
    for (std::size_t k = 0; k < raw.size();) {
        if (raw[k] != '&') {
            out += raw[k++];
            continue;
        }
        const std::size_t end = raw.find(';', k);
        require(end != std::string::npos);
        const std::string_view entity = std::string_view(raw).substr(k + 1, end - k - 1);
        if (entity == "amp") {
            out += '&';
        } else {
            require(entity.size() >= 2 && entity.size() <= 8 && entity[0] == '#');
            std::uint32_t c = 0;
            for (std::size_t j = 1; j < entity.size(); ++j) {
                require(entity[j] >= '0' && entity[j] <= '9');
                c = c * 10 + static_cast<std::uint32_t>(entity[j] - '0');
            }
            require(c <= 0x10FFFF);
            put_utf8(out, c);
        }
        k = end + 1;
    }
    return out;
}

std::vector<token> tokenise(std::string_view s) {
    std::vector<token> t;
    for (std::size_t i = 0; i < s.size();) {
        const char c = s[i];
        if (c == ' ' || c == '\n' || c == '\t') {
            ++i;
        } else if (c == '"') {
            ++i;
            t.push_back({token::quoted, read_quoted(s, i)});
        } else if (c == '-') {
            require(i + 1 < s.size() && s[i + 1] == '>');
            t.push_back({token::punct, "->"});
            i += 2;
        } else if (std::string_view("{}[];,=").find(c) != std::string_view::npos) {
            t.push_back({token::punct, std::string(1, c)});
            ++i;
        } else {
            // An ID: letters, digits, '_' and '.', not starting with a digit unless a numeral.
            std::size_t j = i;
            while (j < s.size() && (std::isalnum(static_cast<unsigned char>(s[j])) || s[j] == '_' || s[j] == '.')) ++j;
            require(j > i);
            const std::string_view w = s.substr(i, j - i);
            const bool numeral = std::all_of(w.begin(), w.end(), [](char x) { return (x >= '0' && x <= '9') || x == '.'; });
            require(numeral || !(w[0] >= '0' && w[0] <= '9'));
            t.push_back({token::id, std::string(w)});
            i = j;
        }
    }
    return t;
}

struct graph {
    std::string name;
    std::map<std::string, std::map<std::string, std::string>> nodes;  // id -> attributes
    std::vector<std::pair<std::string, std::string>> edges;
    std::map<std::string, int> bold;  // bold out-edges per node
};

// digraph ID { (ID = ID ; | node [a] ; | ID [a] ; | ID -> ID [a]? ;)* }
graph parse(std::string_view text) {
    const std::vector<token> t = tokenise(text);
    std::size_t i = 0;
    const auto peek = [&](std::string_view p) { return i < t.size() && t[i].kind == token::punct && t[i].text == p; };
    const auto expect = [&](std::string_view p) {
        require(peek(p));
        ++i;
    };
    const auto id = [&]() -> const std::string& {
        require(i < t.size() && t[i].kind != token::punct);
        return t[i++].text;
    };
    const auto attributes = [&]() {
        std::map<std::string, std::string> a;
        expect("[");
        while (!peek("]")) {
            const std::string key = id();
            expect("=");
            a[key] = id();
            if (peek(",")) ++i;
        }
        expect("]");
        return a;
    };
    graph g;
    require(id() == "digraph");
    g.name = id();
    expect("{");
    while (!peek("}")) {
        require(i < t.size());
        const std::string first = id();
        if (peek("=")) {
            ++i;
            (void)id();
        } else if (first == "node") {
            (void)attributes();
        } else if (peek("->")) {
            ++i;
            const std::string to = id();
            g.edges.emplace_back(first, to);
            if (peek("[")) {
                const auto a = attributes();
                require(a.size() == 1 && a.at("penwidth") == "2.5");
                ++g.bold[first];
            }
        } else {
            require(g.nodes.emplace(first, attributes()).second);  // each node once
        }
        expect(";");
    }
    expect("}");
    require(i == t.size());
    return g;
}

// A state's name, decoded from the input: a string of up to 11 bytes or a number.
std::string read_text(sg_fuzz::bytes& in) {
    std::string s;
    for (unsigned n = in.next() % 12; n > 0; --n) s += static_cast<char>(in.next());
    return s;
}
std::uint64_t read_number(sg_fuzz::bytes& in) {
    std::uint64_t v = 0;
    for (unsigned n = in.next() % 9; n > 0; --n) v = v << 8 | in.next();
    return v;
}

// A game on the decoded states: state i moves to the states of its mask.
template <class State>
struct table_game {
    using state = State;
    const std::vector<State>* states;
    const std::vector<unsigned>* masks;
    void moves(const State& s, auto&& emit) const {
        const auto i = static_cast<std::size_t>(std::find(states->begin(), states->end(), s) - states->begin());
        for (std::size_t j = 0; j < states->size(); ++j)
            if ((*masks)[i] >> j & 1u) emit((*states)[j]);
    }
};

template <class State>
void check(sg_fuzz::bytes& in, const sg::dot_options& opt, bool refused_rankdir, State (*read)(sg_fuzz::bytes&)) {
    std::vector<State> states;
    for (unsigned n = 1 + in.next() % 6; n > 0; --n) {
        State s = read(in);
        if (std::find(states.begin(), states.end(), s) == states.end()) states.push_back(std::move(s));
    }
    std::vector<unsigned> masks;
    for (std::size_t i = 0; i < states.size(); ++i) masks.push_back(in.next());
    const table_game<State> game{&states, &masks};
    const std::size_t starts = 1 + in.next() % states.size();
    std::string text;
    try {
        text = sg::to_dot(game, std::span<const State>(states.data(), starts), opt);
    } catch (const sg::error&) {
        require(refused_rankdir);
        return;
    }
    require(!refused_rankdir);
    const graph g = parse(text);
    require(g.name == shown(opt.name));
    // The states reachable from the starts, by name.
    std::vector<bool> seen(states.size(), false);
    std::vector<std::size_t> queue;
    for (std::size_t i = 0; i < starts; ++i) {
        seen[i] = true;
        queue.push_back(i);
    }
    for (std::size_t q = 0; q < queue.size(); ++q)
        for (std::size_t j = 0; j < states.size(); ++j)
            if ((masks[queue[q]] >> j & 1u) && !seen[j]) {
                seen[j] = true;
                queue.push_back(j);
            }
    std::multiset<std::string> want_names, got_names;
    std::multiset<std::pair<std::string, std::string>> want_edges, got_edges;
    for (const std::size_t i : queue) {
        want_names.insert(shown(sg::detail::to_text(states[i])));
        for (std::size_t j = 0; j < states.size(); ++j)
            if (masks[i] >> j & 1u)
                want_edges.emplace(shown(sg::detail::to_text(states[i])), shown(sg::detail::to_text(states[j])));
    }
    std::map<std::string, std::string> name_of;
    const std::set<std::string> colours{shown(opt.lose_colour), shown(opt.win_colour), shown(opt.draw_colour)};
    for (const auto& [id, a] : g.nodes) {
        require(a.size() == 2 && colours.count(a.at("fillcolor")) == 1);
        std::string label = a.at("label");
        if (opt.show_values) {  // the name, a line end, the value: n, ∞ or ∞{a,b,...}
            const std::size_t cut = label.rfind('\n');
            require(cut != std::string::npos);
            std::string value = label.substr(cut + 1);
            label.resize(cut);
            const std::string infinity = "\xE2\x88\x9E";
            if (value.rfind(infinity, 0) == 0) {
                value = value.substr(infinity.size());
                if (!value.empty()) {
                    require(value.front() == '{' && value.back() == '}' && value.size() > 2);
                    value = value.substr(1, value.size() - 2);
                    for (const char c : value) require((c >= '0' && c <= '9') || c == ',');
                }
            } else {
                require(!value.empty());
                for (const char c : value) require(c >= '0' && c <= '9');
            }
        }
        name_of[id] = label;
        got_names.insert(label);
    }
    for (const auto& [from, to] : g.edges) {
        require(name_of.count(from) == 1 && name_of.count(to) == 1);
        got_edges.emplace(name_of[from], name_of[to]);
    }
    for (const auto& [from, n] : g.bold) require(n == 1 && opt.bold_winning_moves);
    require(got_names == want_names);
    require(got_edges == want_edges);
}

std::string text_state(sg_fuzz::bytes& in) { return read_text(in); }
std::uint64_t number_state(sg_fuzz::bytes& in) { return read_number(in); }
std::pair<std::string, std::uint64_t> pair_state(sg_fuzz::bytes& in) {
    std::string a = read_text(in);
    return {a, read_number(in)};
}
std::tuple<std::int64_t, std::string, char> tuple_state(sg_fuzz::bytes& in) {
    const auto n = static_cast<std::int64_t>(read_number(in));
    std::string s = read_text(in);
    return {n, s, static_cast<char>(in.next())};
}
std::vector<std::string> vector_state(sg_fuzz::bytes& in) {
    std::vector<std::string> v;
    for (unsigned n = in.next() % 4; n > 0; --n) v.push_back(read_text(in));
    return v;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    sg_fuzz::bytes in{data, size};
    const unsigned kind = in.next();
    const unsigned flags = in.next();
    sg::dot_options opt;
    opt.show_values = (flags & 1u) != 0;
    opt.bold_winning_moves = (flags & 2u) != 0;
    if (flags & 4u) opt.name = read_text(in);
    if (flags & 8u) opt.lose_colour = read_text(in);
    if (flags & 16u) opt.win_colour = read_text(in);
    if (flags & 32u) opt.draw_colour = read_text(in);
    static const char* const dirs[] = {"TB", "LR", "BT", "RL"};
    opt.rankdir = (flags & 64u) ? read_text(in) : dirs[flags >> 7 | (kind >> 6 & 2u)];
    const bool bad_dir = std::find(std::begin(dirs), std::end(dirs), opt.rankdir) == std::end(dirs);
    switch (kind % 6) {
        case 0: check<std::string>(in, opt, bad_dir, text_state); break;
        case 1: check<std::uint64_t>(in, opt, bad_dir, number_state); break;
        case 2: check<std::pair<std::string, std::uint64_t>>(in, opt, bad_dir, pair_state); break;
        case 3: check<std::tuple<std::int64_t, std::string, char>>(in, opt, bad_dir, tuple_state); break;
        case 4: check<std::vector<std::string>>(in, opt, bad_dir, vector_state); break;
        default: {  // an explicit graph: names are the vertex numbers
            const std::uint32_t n = 1 + in.next() % 8;
            const unsigned base = in.next() & 1u;
            std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;
            for (unsigned m = in.next() % 20; m > 0; --m) {
                const std::uint32_t u = base + in.next() % n;
                edges.emplace_back(u, base + in.next() % n);
            }
            const sg::digraph dg(n, edges, base);
            std::string text;
            try {
                text = sg::to_dot(dg, opt);
            } catch (const sg::error&) {
                require(bad_dir);
                return 0;
            }
            require(!bad_dir);
            const graph g = parse(text);
            require(g.nodes.size() == n && g.edges.size() == edges.size());
            break;
        }
    }
    return 0;
}
