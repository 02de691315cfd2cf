// docs/octal.md: codes, the fast nim-sequence, certified periods, sums.
#include <sg/games/octal.hpp>
#include <sg/grundy.hpp>

#include <cstdio>

int main() {
    // Dawson's chess: remove 1 token (only if it is the last) or 2 (leaving 0, 1 or 2 heaps).
    sg::octal_sequence dawson("0.137");
    dawson.extend(20);
    std::printf("0.137:");
    for (std::uint64_t n = 0; n <= 20; ++n) std::printf(" %llu", static_cast<unsigned long long>(dawson[n]));
    std::printf("\n");

    // The period, proved by the periodicity theorem, answers any heap.
    if (auto p = dawson.search_period(1 << 16))
        std::printf("preperiod %llu period %llu, G(10^18) = %llu\n", static_cast<unsigned long long>(p->preperiod),
                    static_cast<unsigned long long>(p->period),
                    static_cast<unsigned long long>((*p)(1'000'000'000'000'000'000ULL)));

    // Officers: no period is known; the engine runs on few rare values.
    sg::octal_sequence officers("0.6");
    officers.extend(100000);
    std::printf("0.6: G(100000) = %llu, mask %llu, %llu rare heaps\n",
                static_cast<unsigned long long>(officers[100000]), static_cast<unsigned long long>(officers.mask()),
                static_cast<unsigned long long>(officers.rare_count()));

    // The sequence answers sums of heaps: every winning move of 5 + 9 + 13.
    std::printf("5 + 9 + 13: value %llu, %zu winning moves:", static_cast<unsigned long long>(dawson.value({5, 9, 13})),
                dawson.count_winning_moves({5, 9, 13}));
    for (const auto& m : dawson.winning_moves({5, 9, 13})) {
        std::printf(" heap %zu ->", m.component);
        for (auto h : m.to) std::printf(" %llu", static_cast<unsigned long long>(h));
        std::printf(";");
    }
    std::printf("\n");

    // The same code as a game for the generic solver agrees.
    sg::grundy<sg::octal_game> g{sg::octal_game("0.137")};
    if (auto m = g.winning_move({5, 9, 13})) {
        std::printf("sg::grundy: move heap %zu to", m->component);
        for (auto h : m->to) std::printf(" %llu", static_cast<unsigned long long>(h));
        std::printf("\n");
    }

    // Kayles: G of a heap of 10^18, from the period certified on the way.
    sg::octal_sequence kayles("0.77");
    const sg::nimber big = kayles.value(1'000'000'000'000'000'000ULL);
    std::printf("Kayles G(10^18) = %llu after %llu values\n", static_cast<unsigned long long>(big),
                static_cast<unsigned long long>(kayles.size()));

    // A bad code is refused with the character and the reason.
    try {
        sg::octal_code bad("0.19x");
    } catch (const sg::parse_error& e) {
        std::printf("%s\n", e.what());
    }
}
