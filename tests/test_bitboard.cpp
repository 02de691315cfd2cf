// sg::bitboard: each set operation and shift against std::bitset on random sets, the order, the
// hash, the printed form, and a bitboard as the state of a search past 64 vertices.
#include <sg/games/bitboard.hpp>
#include <sg/games/node_kayles.hpp>
#include <sg/grundy.hpp>
#include <sg/search.hpp>

#include <algorithm>
#include <array>
#include <bitset>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <random>
#include <sstream>
#include <type_traits>
#include <vector>

#include "sg_catch.hpp"

namespace {

using board = sg::bitboard<3>;  // 192 elements: the middle word and the last both in play
using reference = std::bitset<board::capacity>;

// A random set: each element with probability 1/2, 1/8 or 1/64, or a run of elements.
board random_board(std::mt19937_64& rng, reference& ref) {
    board b;
    ref.reset();
    const auto kind = rng() % 4;
    for (std::size_t i = 0; i < board::capacity; ++i) {
        const bool in = kind == 0 ? rng() % 2 == 0 : kind == 1 ? rng() % 8 == 0 : kind == 2 ? rng() % 64 == 0 : false;
        if (in) {
            b |= board::single(i);
            ref.set(i);
        }
    }
    if (kind == 3) {
        const auto n = static_cast<std::size_t>(rng() % (board::capacity + 1));
        b = board::first(n);
        for (std::size_t i = 0; i < n; ++i) ref.set(i);
    }
    return b;
}

bool same(const board& b, const reference& ref) {
    for (std::size_t i = 0; i < board::capacity; ++i)
        if (b.test(i) != ref.test(i)) return false;
    return true;
}

}  // namespace

TEST_CASE("bitboard: the set operations agree with std::bitset", "[bitboard]") {
    static_assert(std::is_trivially_copyable_v<board>);
    static_assert(sizeof(board) == 3 * sizeof(std::uint64_t));
    std::mt19937_64 rng(7);
    for (int t = 0; t < 2000; ++t) {
        reference ra, rb;
        const board a = random_board(rng, ra), b = random_board(rng, rb);
        INFO("round " << t);
        REQUIRE(same(a, ra));
        CHECK(same(a & b, ra & rb));
        CHECK(same(a | b, ra | rb));
        CHECK(same(a ^ b, ra ^ rb));
        CHECK(same(~a, ~ra));
        CHECK(a.count() == ra.count());
        CHECK(bit_count(a) == ra.count());
        CHECK(a.empty() == ra.none());
        CHECK((a == b) == (ra == rb));
        std::size_t least = board::capacity;
        for (std::size_t i = board::capacity; i-- > 0;)
            if (ra.test(i)) least = i;
        CHECK(a.lowest() == least);
        reference low;
        if (least < board::capacity) low.set(least);
        CHECK(same(lowest_bit(a), low));
        std::vector<std::size_t> seen, want;
        for_each_bit(a, [&](std::size_t i) { seen.push_back(i); });
        for (std::size_t i = 0; i < board::capacity; ++i)
            if (ra.test(i)) want.push_back(i);
        CHECK(seen == want);
        // The order: the highest differing element decides.
        std::size_t top = board::capacity;
        for (std::size_t i = 0; i < board::capacity; ++i)
            if (ra.test(i) != rb.test(i)) top = i;
        if (top == board::capacity)
            CHECK(std::is_eq(a <=> b));
        else
            CHECK(std::is_gt(a <=> b) == ra.test(top));
        if (a == b) CHECK(std::hash<board>{}(a) == std::hash<board>{}(b));
        // Shifts by every kind of distance: within a word, by whole words, past the end.
        for (const std::size_t n : {std::size_t{0}, std::size_t{1}, std::size_t{13}, std::size_t{63}, std::size_t{64},
                                    std::size_t{65}, std::size_t{127}, std::size_t{128}, std::size_t{191},
                                    std::size_t{192}, std::size_t{500}, static_cast<std::size_t>(rng() % 200)}) {
            INFO("shift " << n);
            CHECK(same(a << n, ra << n));
            CHECK(same(a >> n, ra >> n));
            CHECK(same(sg::detail::shifted_up(a, n), ra << n));
            CHECK(same(sg::detail::shifted_down(a, n), ra >> n));
        }
    }
}

TEST_CASE("bitboard: first, single, printing and hashing", "[bitboard]") {
    CHECK(board::first(0).empty());
    CHECK(board::first(192) == ~board{});
    CHECK(board::first(64).words == std::array<std::uint64_t, 3>{~std::uint64_t{0}, 0, 0});
    CHECK(board::first(65).words == std::array<std::uint64_t, 3>{~std::uint64_t{0}, 1, 0});
    CHECK((board::single(0) | board::single(64) | board::single(191)).count() == 3);
    std::ostringstream os;
    os << (board::single(5) | board::single(0) | board::single(130)) << ' ' << board{};
    CHECK(os.str() == "{0, 5, 130} {}");
    // Sets that differ only in a high word hash apart.
    std::vector<std::size_t> hashes;
    for (std::size_t i = 64; i < 192; ++i) hashes.push_back(std::hash<board>{}(board::single(i)));
    std::sort(hashes.begin(), hashes.end());
    CHECK(std::adjacent_find(hashes.begin(), hashes.end()) == hashes.end());
}

TEST_CASE("bitboard: Node Kayles past 64 vertices agrees with one word and with the exhaustive solver",
          "[bitboard][node_kayles]") {
    // A random graph on 18 vertices, placed at random labels among 0 .. 191: its value
    // in three words (search and the exhaustive solver) equals its value relabelled to
    // 0 .. 17 in one word.
    std::mt19937_64 rng(29);
    for (int t = 0; t < 40; ++t) {
        const auto n = static_cast<std::size_t>(1 + rng() % 18);
        std::vector<std::size_t> label(board::capacity);
        for (std::size_t i = 0; i < label.size(); ++i) label[i] = i;
        std::shuffle(label.begin(), label.end(), rng);
        std::vector<std::pair<std::size_t, std::size_t>> small, wide;
        for (std::size_t a = 0; a < n; ++a)
            for (std::size_t b = a + 1; b < n; ++b)
                if (rng() % 4 == 0) {
                    small.emplace_back(a, b);
                    wide.emplace_back(label[a], label[b]);
                }
        const sg::node_kayles one(n, small);
        const sg::basic_node_kayles<3> three(board::capacity, wide);
        board s;
        for (std::size_t a = 0; a < n; ++a) s |= board::single(label[a]);
        sg::search<sg::basic_node_kayles<3>> wide_search(three, 1 << 16);
        sg::search<sg::node_kayles> one_search(one, 1 << 16);
        sg::grundy<sg::basic_node_kayles<3>> exhaustive(three);
        INFO("graph " << t << ", " << n << " vertices");
        const sg::nimber v = one_search.value(one.all());
        CHECK(wide_search.value(s) == v);
        CHECK(exhaustive.value(s) == v);
        CHECK(wide_search.winning_moves(s).size() == one_search.winning_moves(one.all()).size());
    }
}
