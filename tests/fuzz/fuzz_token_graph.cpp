// Fuzzes sg::read_token_graph (sg/io/token_graph.hpp) on the text "N M K", M edges, K
// tokens: 1-based, or 0-based when the input starts with '#' (the rest is the text), so
// the examples' inputs serve as seeds unchanged. The reader either returns a
// graph whose N vertices, edges and tokens agree with the text, or throws sg::error
// (sg::parse_error on bad text).
#include <sg/error.hpp>
#include <sg/io/token_graph.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "fuzz_support.hpp"

using sg_fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const unsigned base = size > 0 && data[0] == '#' ? 0u : 1u;
    const std::string_view text(reinterpret_cast<const char*>(data + (1 - base)), size - (1 - base));
    try {
        const sg::token_graph tg = sg::read_token_graph(text, base, 100'000);
        const std::size_t n = tg.graph.vertex_count();
        require(n <= 100'000);
        for (const auto t : tg.tokens)
            require(t >= base && t < base + n);
        // The edges cannot outnumber the pairs of numbers in the text.
        require(tg.graph.edge_count() <= text.size() / 4 + 1);
    } catch (const sg::error&) {
    }
    return 0;
}
