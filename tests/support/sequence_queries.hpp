// Every query of sg/queries.hpp on a sequence class (octal_sequence,
// subtraction_sequence, heap_sequence) against references that share none of its code:
// the outcome and the set of winning moves from the whole-sum search (whole_sum.hpp),
// the values from sg::grundy on the plain game, for one sum of heaps asked as a state,
// a range and a braced list. And G(0) .. G(n) of a heap rule by sg::heap_sequence.
#pragma once

#include <sg/games/split.hpp>
#include <sg/grundy.hpp>

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "sg_catch.hpp"
#include "whole_sum.hpp"

namespace sg_test {

// G(0) .. G(n) of a heap game (a rule of sg/games/split.hpp) by sg::heap_sequence.
template <class Game>
std::vector<sg::nimber> values_of(const Game& game, std::uint64_t n) {
    sg::heap_sequence s(game);
    s.extend(n);
    return s.values();
}

// The moves (as sets of results) of one heap to positions of value v.
template <class Moves>
std::set<std::vector<std::uint64_t>> result_set(const Moves& moves) {
    std::set<std::vector<std::uint64_t>> out;
    for (auto to : moves) {
        std::sort(to.begin(), to.end());
        out.insert(std::move(to));
    }
    return out;
}

// The same query of seq on heaps given as a braced list of 1 to 4 heaps.
template <class F>
auto braced(const std::vector<std::uint64_t>& h, F&& f) {
    switch (h.size()) {
        case 1: return f({h[0]});
        case 2: return f({h[0], h[1]});
        case 3: return f({h[0], h[1], h[2]});
        default: return f({h[0], h[1], h[2], h[3]});
    }
}

// seq: the class under test; brute: a whole_sum_search over std::uint64_t heaps; ref:
// sg::grundy of the plain game. heaps: 1 to 4 heaps.
template <class Seq, class Brute, class Ref>
void check_sum_queries(Seq& seq, Brute& brute, Ref& ref, const std::vector<std::uint64_t>& heaps) {
    using list = std::initializer_list<std::uint64_t>;
    std::string text;
    for (std::uint64_t h : heaps) text += ' ' + std::to_string(h);
    INFO("heaps" << text);
    sg::nimber x = 0;
    for (std::uint64_t h : heaps) x ^= ref(h);
    const bool win = brute.wins(heaps);
    const auto want = brute.winning_moves(heaps);

    // A range.
    CHECK(seq.value(heaps) == x);
    CHECK(seq.wins(heaps) == win);
    CHECK(seq.outcome(heaps) == (win ? sg::outcome::win : sg::outcome::lose));
    const auto all = seq.winning_moves(heaps);
    CHECK(as_set(all) == want);
    CHECK(all.size() == want.size());  // each resulting position once
    CHECK(seq.count_winning_moves(heaps) == want.size());
    const auto one = seq.winning_move(heaps);
    CHECK(one.has_value() == win);
    if (one) CHECK(want.count({one->component, one->to}) == 1);

    // A braced list.
    CHECK(braced(heaps, [&](list l) { return seq.value(l); }) == x);
    CHECK(braced(heaps, [&](list l) { return seq.wins(l); }) == win);
    CHECK(as_set(braced(heaps, [&](list l) { return seq.winning_moves(l); })) == want);
    CHECK(braced(heaps, [&](list l) { return seq.count_winning_moves(l); }) == want.size());

    // One state.
    if (heaps.size() == 1) {
        const std::uint64_t h = heaps[0];
        CHECK(seq.value(h) == x);
        CHECK(seq(h) == x);
        CHECK(seq.wins(h) == win);
        CHECK(seq.outcome(h) == (win ? sg::outcome::win : sg::outcome::lose));
        CHECK(as_set(seq.winning_moves(h)) == want);
        CHECK(seq.count_winning_moves(h) == want.size());
        CHECK(seq.winning_move(h).has_value() == win);
        for (sg::nimber v = 0; v < 4; ++v) {
            INFO("moves to value " << v);
            const auto got = seq.moves_to_value(h, v);
            const auto expect = result_set(ref.moves_to_value(h, v));
            CHECK(result_set(got) == expect);
            CHECK(got.size() == expect.size());
            CHECK(seq.move_to_value(h, v).has_value() == !expect.empty());
        }
    }
}

// Sums of 1 to 4 heaps: every one or two heaps up to small_max, then `random_sums`
// random sums of 3 and 4 heaps up to large_max.
template <class Seq, class Brute, class Ref>
void check_sums(Seq& seq, Brute& brute, Ref& ref, std::uint64_t small_max, std::uint64_t large_max,
                int random_sums, unsigned seed) {
    for (std::uint64_t a = 0; a <= small_max; ++a) {
        check_sum_queries(seq, brute, ref, {a});
        for (std::uint64_t b = 0; b <= a; ++b) check_sum_queries(seq, brute, ref, {a, b});
    }
    std::uint64_t state = seed;
    auto next = [&] {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return state >> 33;
    };
    for (int r = 0; r < random_sums; ++r) {
        std::vector<std::uint64_t> h(3 + static_cast<std::size_t>(next() % 2));
        for (auto& x : h) x = next() % (large_max + 1);
        check_sum_queries(seq, brute, ref, h);
    }
}

}  // namespace sg_test
