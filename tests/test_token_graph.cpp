// sg::read_token_graph: the contest format (a graph and its tokens), with the messages and
// line numbers of sg::text_input for bad input, 0- and 1-based.
#include <sg/io/token_graph.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "messages.hpp"
#include "sg_catch.hpp"

using sg_test::has;
using sg_test::message_of;

TEST_CASE("read_token_graph: the contest format") {
    const auto in = sg::read_token_graph("3 2 3\n1 2\n2 3\n1 1 3\n");
    CHECK(in.graph.vertex_count() == 3);
    CHECK(in.graph.edge_count() == 2);
    CHECK(in.tokens == std::vector<std::uint32_t>{1, 1, 3});
    const auto zero = sg::read_token_graph("1 0 0");
    CHECK(zero.tokens.empty());
    const auto spread = sg::read_token_graph("  2\n1\n1 1\n2 \r\n 2  \n");
    CHECK(spread.tokens == std::vector<std::uint32_t>{2});

    const auto fails = [](const char* text, const char* part) {
        CAPTURE(text);
        CHECK(has(message_of<sg::parse_error>([&] { (void)sg::read_token_graph(text); }), part));
    };
    // The numbers are read by sg::text_input: its messages, its line numbers.
    fails("3 2 1\n1 2\n2 4\n1\n", "line 3: the target Y of an edge must be from 1 to 3, got 4");
    fails("3 2 1\n1 2\n", "line 3: missing the source X of an edge (end of input)");
    fails("3 1 2\n1 2\n1\n", "line 4: missing a token vertex (end of input)");
    fails("3 -1 1\n", "line 1: expected the number of edges M, got '-1'");
    fails("3 1 1\n1 x\n1\n", "line 2: expected the target Y of an edge, got 'x'");
    fails("3 1 1\n1 2\n1 junk\n", "line 3: unexpected text after the 1 token vertices: 'junk'");
    fails("", "line 1: missing the number of vertices N (end of input)");
    fails("99999999999999999999 0 0", "line 1: the number of vertices N must be from 0 to 4294967293, got 9999");
    fails("2 1 1\n0 1\n1\n", "line 2: the source X of an edge must be from 1 to 2, got 0");
    fails("0 1 0\n\n1 1\n", "line 3: the source X of an edge is 1, but the graph has no vertices");
    CHECK(has(message_of<sg::parse_error>([] { (void)sg::read_token_graph("11 0 0", 1, 10); }),
              "line 1: the number of vertices N must be from 0 to 10, got 11"));
    CHECK(sg::read_token_graph("10 0 0", 1, 10).graph.vertex_count() == 10);
    sg::text_input input(std::string("2 1 1\n1 2\n2\n"));  // from a text_input the caller holds
    CHECK(sg::read_token_graph(input).tokens == std::vector<std::uint32_t>{2});
    const auto zero_based = sg::read_token_graph("2 1 1\n0 1\n0\n", 0);
    CHECK(zero_based.graph.base() == 0);
    CHECK(zero_based.tokens == std::vector<std::uint32_t>{0});
}
