// Games whose moves() passes emit() more than states: ranges of states (a runtime
// number of parts) and actions (sg::act), each beside a twin that makes the same moves
// with plain states: every solver must give the twins the same answers.
#pragma once

#include <sg/game.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace sg_test {

// From heap n: take 1 or 2; split what is left after taking 1 into two heaps; split it
// into three equal heaps (when it divides by 3).
struct fixed_parts {
    using state = int;
    void moves(int n, auto&& emit) const {
        if (n >= 1) emit(n - 1);
        if (n >= 2) emit(n - 2);
        for (int a = 1; 2 * a <= n - 1; ++a) emit(a, n - 1 - a);
        if (n >= 4 && (n - 1) % 3 == 0) emit((n - 1) / 3, (n - 1) / 3, (n - 1) / 3);
    }
};

// The same moves, as ranges of every kind: a vector, a state beside a vector, an
// array, a span; the three-heap split as a vector of runtime length.
struct range_parts {
    using state = int;
    void moves(int n, auto&& emit) const {
        if (n >= 1) emit(std::vector<int>{n - 1});
        if (n >= 2) emit(std::array<int, 1>{n - 2});
        for (int a = 1; 2 * a <= n - 1; ++a) {
            const int rest[] = {n - 1 - a};
            emit(a, std::span<const int>(rest));
        }
        if (n >= 4 && (n - 1) % 3 == 0) emit(std::vector<int>(3, (n - 1) / 3));
    }
};

// Without splits (for the solvers that take one part a move): the same single moves,
// emitted as one-element ranges.
struct fixed_single {
    using state = int;
    void moves(int n, auto&& emit) const {
        if (n >= 1) emit(n - 1);
        if (n >= 3) emit(n - 3);
    }
};
struct range_single {
    using state = int;
    void moves(int n, auto&& emit) const {
        if (n >= 1) emit(std::vector<int>{n - 1});
        if (n >= 3) emit(std::array<int, 1>{n - 3});
    }
};

// Heap n splits into k equal heaps of m for every k >= 2 with k * m = n - 1, m >= 1: a
// number of parts only known at run time. Under normal play k copies of m add up to m
// (k odd) or to 0 (k even), which its twin emits instead.
struct equal_split {
    using state = std::uint64_t;
    void moves(std::uint64_t n, auto&& emit) const {
        if (n >= 1) emit(n - 1);
        for (std::uint64_t k = 2; n >= 1 && k <= n - 1; ++k)
            if ((n - 1) % k == 0) emit(std::vector<std::uint64_t>(static_cast<std::size_t>(k), (n - 1) / k));
    }
};
struct equal_split_twin {
    using state = std::uint64_t;
    void moves(std::uint64_t n, auto&& emit) const {
        if (n >= 1) emit(n - 1);
        for (std::uint64_t k = 2; n >= 1 && k <= n - 1; ++k)
            if ((n - 1) % k == 0) {
                if (k % 2 == 1)
                    emit((n - 1) / k);
                else
                    emit();
            }
    }
};

// Codeforces 305E's runs: in a run of l positions that may be cut, cutting position j
// (1-based) leaves runs of j - 2 and l - j - 1 (its neighbours may not be cut any more).
// Each move names its action, the position cut.
struct cut_runs {
    using state = int;
    using action = int;
    void moves(int l, auto&& emit) const {
        for (int j = 1; j <= l; ++j) emit(sg::act(j), std::max(0, j - 2), std::max(0, l - j - 1));
    }
};
// The same moves as a brute force reads them: no actions.
inline constexpr auto cut_rule = [](int l, auto&& emit) {
    for (int j = 1; j <= l; ++j) emit(std::max(0, j - 2), std::max(0, l - j - 1));
};
struct cut_runs_plain {
    using state = int;
    void moves(int l, auto&& emit) const { cut_rule(l, emit); }
};
// fixed_single with actions, for the solvers of one part a move.
struct labelled_single {
    using state = int;
    using action = char;
    void moves(int n, auto&& emit) const {
        if (n >= 1) emit(sg::act('a'), n - 1);
        if (n >= 3) emit(sg::act('b'), std::vector<int>{n - 3});
    }
};

}  // namespace sg_test
