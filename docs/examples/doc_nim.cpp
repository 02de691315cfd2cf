// docs/nim.md: plain Nim through the query surface: values, outcomes, every winning move
// and their number (POJ 2975), moves to a value, and heaps of any 64-bit size.
#include <sg/games/nim.hpp>

#include <cstdint>
#include <cstdio>
#include <vector>

int main() {
    const sg::nim nim;
    const std::vector<std::uint64_t> heaps = {7, 11, 13};
    std::printf("7 ^ 11 ^ 13 = %llu, first player %s\n", static_cast<unsigned long long>(nim.value(heaps)),
                nim.wins(heaps) ? "wins" : "loses");
    for (const auto& m : nim.winning_moves(heaps))
        std::printf("  heap %zu (%llu) -> %llu\n", m.component, static_cast<unsigned long long>(heaps[m.component]),
                    static_cast<unsigned long long>(m.to[0]));
    std::printf("winning moves of {7, 11, 13}: %zu\n", nim.count_winning_moves(heaps));
    std::printf("winning moves of {5, 5, 5}: %zu (equal heaps count apart)\n", nim.count_winning_moves({5, 5, 5}));
    std::printf("winning moves of {10^9, 10^9}: %zu\n", nim.count_winning_moves({1'000'000'000, 1'000'000'000}));
    std::printf("outcome of {1, 2, 3}: %s\n", sg::to_string(nim.outcome({1, 2, 3})).data());
    if (const auto to = nim.move_to_value(9, 4))
        std::printf("heap 9 to value 4: %llu\n", static_cast<unsigned long long>((*to)[0]));
    const std::uint64_t big = 18'446'744'073'709'551'615u;
    const auto m = nim.winning_move({big, 12'345});
    std::printf("{2^64 - 1, 12345}: heap %zu -> %llu\n", m->component, static_cast<unsigned long long>(m->to[0]));
}
