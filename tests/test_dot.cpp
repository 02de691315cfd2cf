#include <sg/io/dot.hpp>

#include <cstdint>
#include <map>
#include <random>
#include <regex>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "sg_catch.hpp"

namespace {

struct parsed_dot {
    std::map<std::string, std::pair<std::string, std::string>> nodes;  // id -> label, colour
    std::vector<std::pair<std::string, std::string>> edges;
    std::vector<std::pair<std::string, std::string>> bold_edges;
};

// Reads back the subset of DOT that write_dot produces.
parsed_dot parse(const std::string& text) {
    parsed_dot out;
    const std::regex node(R"re(^  (v\d+) \[label="((?:[^"\\]|\\.)*)", fillcolor="((?:[^"\\]|\\.)*)"\];$)re");
    const std::regex edge(R"re(^  (v\d+) -> (v\d+)( \[penwidth=2.5\])?;$)re");
    std::istringstream in(text);
    std::string line;
    std::smatch m;
    while (std::getline(in, line)) {
        if (std::regex_match(line, m, node))
            out.nodes[m[1]] = {m[2], m[3]};
        else if (std::regex_match(line, m, edge)) {
            out.edges.emplace_back(m[1], m[2]);
            if (m[3].matched) out.bold_edges.emplace_back(m[1], m[2]);
        }
    }
    return out;
}

// Outcome of one token by retrograde analysis on the graph itself (no values).
std::vector<sg::outcome> single_token_outcomes(const sg::digraph& g) {
    const std::size_t slots = g.offsets().size() - 1;
    std::vector<int> known(slots, -1);
    for (bool changed = true; changed;) {
        changed = false;
        for (std::uint32_t v : g.vertices()) {
            if (known[v] != -1) continue;
            bool some_lost = false, all_won = true;
            for (std::uint32_t w : g.successors(v)) {
                some_lost |= known[w] == 0;
                all_won &= known[w] == 1;
            }
            if (some_lost || all_won) {
                known[v] = some_lost ? 1 : 0;
                changed = true;
            }
        }
    }
    std::vector<sg::outcome> out(slots);
    for (std::size_t v = 0; v < slots; ++v)
        out[v] = known[v] == 1 ? sg::outcome::win : known[v] == 0 ? sg::outcome::lose : sg::outcome::draw;
    return out;
}

struct take_1_2_wrap {  // a heap of n in 0..5; take 1 or 2, or (from 0) refill to 5
    using state = int;
    void moves(int n, auto&& emit) const {
        if (n >= 1) emit(n - 1);
        if (n >= 2) emit(n - 2);
        if (n == 0) emit(5);
    }
};

struct pairs_game {  // states are pairs; printed as (a, b)
    using state = std::pair<int, int>;
    void moves(const state& s, auto&& emit) const {
        if (s.first > 0) emit(state{s.first - 1, s.second});
        if (s.second > 0) emit(state{s.first, s.second - 1});
    }
};

struct opaque {
    int v = 0;
    friend bool operator==(const opaque&, const opaque&) = default;
};
struct opaque_game {
    using state = opaque;
    struct hash {
        std::size_t operator()(const opaque& o) const { return static_cast<std::size_t>(o.v); }
    };
    void moves(const opaque& o, auto&& emit) const {
        if (o.v > 0) emit(opaque{o.v - 1});
    }
};

struct splitter {
    using state = int;
    void moves(int n, auto&& emit) const {
        if (n > 1) emit(1, n - 1);
    }
};

}  // namespace

TEST_CASE("dot: an explicit graph, coloured by outcome") {
    std::mt19937 rng(3);
    for (int round = 0; round < 50; ++round) {
        const int n = 1 + static_cast<int>(rng() % 8);
        const unsigned base = rng() % 2;
        std::vector<std::pair<int, int>> e;
        for (int k = 0; k < 2 * n; ++k)
            e.emplace_back(static_cast<int>(base + rng() % static_cast<unsigned>(n)),
                           static_cast<int>(base + rng() % static_cast<unsigned>(n)));
        const sg::digraph g(static_cast<std::size_t>(n), e, base);
        sg::dot_options opt;
        opt.name = "g\"" + std::to_string(round);
        const std::string text = sg::to_dot(g, opt);
        CHECK(text.rfind("digraph \"g\\\"" + std::to_string(round) + "\" {\n", 0) == 0);
        const parsed_dot p = parse(text);
        REQUIRE(p.nodes.size() == static_cast<std::size_t>(n));
        CHECK(p.edges.size() == g.edge_count());
        const auto want = single_token_outcomes(g);
        const sg::loopy_grundy L(g);
        std::size_t won = 0;
        for (std::uint32_t v : g.vertices()) {
            const auto& [label, colour] = p.nodes.at(std::string("v").append(std::to_string(v - base)));
            const std::string& expect = want[v] == sg::outcome::lose  ? opt.lose_colour
                                        : want[v] == sg::outcome::win ? opt.win_colour
                                                                      : opt.draw_colour;
            CHECK(colour == expect);
            CHECK(label.rfind(std::to_string(v) + "\\n", 0) == 0);
            const sg::loopy_value val = L.value(v);
            CHECK(label.find(val.is_finite() ? std::to_string(val.value()) : "&#8734;") != std::string::npos);
            won += want[v] == sg::outcome::win;
        }
        CHECK(p.bold_edges.size() == won);  // one winning move at each N-position
        for (const auto& [from, to] : p.bold_edges) {
            const auto v = static_cast<std::uint32_t>(std::stoul(from.substr(1)) + base);
            const auto w = static_cast<std::uint32_t>(std::stoul(to.substr(1)) + base);
            CHECK(want[v] == sg::outcome::win);
            CHECK(want[w] == sg::outcome::lose);
            const auto m = L.winning_move({v});
            REQUIRE(m);
            CHECK(m->to[0] == w);
        }
    }
}

TEST_CASE("dot: states reachable in a game") {
    const std::string text = sg::to_dot(take_1_2_wrap{}, std::vector<int>{3});
    const parsed_dot p = parse(text);
    CHECK(p.nodes.size() == 6);  // 3, 2, 1, 0, 5, 4
    CHECK(p.edges.size() == 10);  // 3:2,1 2:1,0 1:0 0:5 5:4,3 4:3,2
    CHECK(p.nodes.at("v0").first.rfind("3\\n", 0) == 0);
    // No position is terminal, so every one is drawn (infinity with K empty).
    CHECK(p.bold_edges.empty());
    for (const auto& [id, node] : p.nodes) CHECK(node.second == sg::dot_options{}.draw_colour);

    sg::dot_options opt;
    opt.show_values = false;
    opt.bold_winning_moves = false;
    std::ostringstream os;
    sg::write_dot(os, pairs_game{}, {std::pair{1, 1}}, opt);
    const parsed_dot q = parse(os.str());
    CHECK(q.nodes.at("v0").first == "(1, 1)");
    CHECK(q.nodes.at("v0").second == opt.lose_colour);  // 1 + 1 = 0
    CHECK(q.nodes.size() == 4);
    CHECK(q.bold_edges.empty());

    const parsed_dot r = parse(sg::to_dot(opaque_game{}, std::vector<opaque>{opaque{2}}));
    CHECK(r.nodes.at("v2").first == "#2\\n0");

    sg::dot_options small;
    small.state_limit = 3;
    CHECK_THROWS_AS(sg::to_dot(take_1_2_wrap{}, std::vector<int>{5}, small), sg::limit_error);
    CHECK_THROWS_AS(sg::to_dot(splitter{}, std::vector<int>{4}), sg::error);
}

// States whose names are given: a single state with no move.
struct named_game {
    using state = std::string;
    void moves(const std::string&, auto&&) const {}
};

TEST_CASE("dot: labels and colours are escaped, the text is UTF-8, rankdir is checked") {
    sg::dot_options opt;
    opt.show_values = false;
    const auto label = [&](const std::string& name) {
        const parsed_dot p = parse(sg::to_dot(named_game{}, std::vector<std::string>{name}, opt));
        REQUIRE(p.nodes.size() == 1);
        return p.nodes.begin()->second.first;
    };
    CHECK(label("a\"b\\c\nd") == "a\\\"b\\\\c\\nd");
    CHECK(label("1 & 2 &#8734;") == "1 &amp; 2 &amp;#8734;");  // Graphviz would read the entity
    CHECK(label("\xE2\x88\x9E \xC3\xA9") == "\xE2\x88\x9E \xC3\xA9");  // UTF-8 stays
    CHECK(label(std::string("x\0y\tz\x7F", 6)) == "x&#0;y&#9;z&#127;");  // control characters
    CHECK(label("\xFF\xC3(\xE2\x88") == "&#255;&#195;(&#226;&#136;");  // not UTF-8: as Latin-1
    CHECK(label("\xED\xA0\x80\xC0\xAF") == "&#237;&#160;&#128;&#192;&#175;");  // surrogate, overlong

    opt.lose_colour = "red\" shape=\"box";
    const std::string text = sg::to_dot(named_game{}, std::vector<std::string>{"a"}, opt);
    CHECK(text.find("fillcolor=\"red\\\" shape=\\\"box\"") != std::string::npos);

    for (const char* dir : {"TB", "LR", "BT", "RL"}) {
        opt.rankdir = dir;
        CHECK(sg::to_dot(named_game{}, std::vector<std::string>{"a"}, opt).find(std::string("rankdir=") + dir + ";") !=
              std::string::npos);
    }
    opt.rankdir = "TB; v0 -> v0";
    CHECK_THROWS_AS(sg::to_dot(named_game{}, std::vector<std::string>{"a"}, opt), sg::error);
    CHECK_THROWS_AS(sg::to_dot(sg::digraph(1, std::vector<std::pair<int, int>>{}), opt), sg::error);
}
