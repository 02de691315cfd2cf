// Games whose moves() passes emit() ranges of states (a runtime number of parts), each
// beside a twin that makes the same moves with a fixed number of arguments: every
// solver must give the twins the same answers.
#pragma once

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
            if ((n - 1) % k == 0) emit(std::vector<std::uint64_t>(k, (n - 1) / k));
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

}  // namespace sg_test
