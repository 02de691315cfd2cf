// sg/detail/csr.hpp: the one builder of compressed sparse rows (a graph's successor
// lists, a reverse graph, an undirected adjacency) from a list of (row, item) pairs.
#pragma once

#include "config.hpp"  // first: stops below C++20

#include <cstddef>
#include <limits>
#include <vector>

#include "../error.hpp"

namespace sg::detail {

// Fills offsets (rows + 1 entries) and items so that row r holds
// items[offsets[r] .. offsets[r+1]), in the order emitted. each(emit) must call
// emit(row, item) for the same pairs, in the same order, every time it is called: it is
// called twice (count, then fill). Before the count of emitted items passes the largest
// Off, too_many() is called (it must throw). O(rows + items), two passes over the pairs.
template <class Off, class Item, class Each, class TooMany>
void build_csr(std::size_t rows, Each&& each, std::vector<Off>& offsets, std::vector<Item>& items,
               TooMany&& too_many) {
    // offsets[r + 2] counts r's items; after the prefix sum offsets[r + 1] is the start
    // of r's row, and filling advances it to the end: offsets[r] .. offsets[r + 1].
    offsets.assign(rows + 2, 0);
    std::size_t total = 0;
    constexpr auto top = static_cast<std::size_t>(std::numeric_limits<Off>::max());
    Off* const count = offsets.data() + 2;
    each([&](std::size_t row, Item) {
        if (total == top) [[unlikely]]
            too_many();
        ++total;
        ++count[row];
    });
    for (std::size_t r = 2; r < offsets.size(); ++r) offsets[r] += offsets[r - 1];
    items.resize(total);
    Off* const next = offsets.data() + 1;
    Item* const out = items.data();
    each([&](std::size_t row, Item item) { out[static_cast<std::size_t>(next[row]++)] = item; });
    offsets.pop_back();
}

// The same where the items are known to fit Off.
template <class Off, class Item, class Each>
void build_csr(std::size_t rows, Each&& each, std::vector<Off>& offsets, std::vector<Item>& items) {
    build_csr(rows, each, offsets, items, [] { SG_ASSERT(false && "sg: more CSR items than the offset type holds"); });
}

}  // namespace sg::detail
