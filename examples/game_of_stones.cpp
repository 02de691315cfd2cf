// Codeforces 768E "Game of Stones": n piles of 1..60 stones; a move removes some
// stones from one pile, but never the same number twice from the same pile. The first
// player moves first; print YES if the second player wins, NO otherwise.
//
// Each pile is its own game, with state (stones left, amounts already taken from it);
// sg::grundy computes the value of every pile size once, and the piles add up by XOR.
// Amounts larger than what is left can never be taken again, so they are dropped from
// the state: that keeps the number of states small (114058 for all sizes 0..60).
// Memory budget (docs/problems.md): 64 MiB. Piles of at most 60: the solver stores the
// same 114058 states (stones left, amounts taken) for every input, 6 MiB
// (memory_used()); the piles are read one at a time.
#include <sg/grundy.hpp>
#include <sg/io/input.hpp>

#include <cstdint>
#include <cstdio>
#include <utility>

namespace {

struct stones {
    using state = std::pair<int, std::uint64_t>;  // stones left, bit k: k already taken
    static std::uint64_t below(int left) {        // bits 1..left
        return left >= 63 ? ~std::uint64_t{0} : (std::uint64_t{1} << (left + 1)) - 1;
    }
    void moves(const state& s, auto&& emit) const {
        const auto [left, used] = s;
        for (int k = 1; k <= left; ++k)
            if (!(used >> k & 1)) emit(state{left - k, (used | std::uint64_t{1} << k) & below(left - k)});
    }
};

}  // namespace

int main() {
    constexpr int max_pile = 60;
    sg::grundy<stones> g;
    sg::nimber value[max_pile + 1];
    for (int s = 0; s <= max_pile; ++s) value[s] = g(stones::state{s, 0});

    try {
        // Every number stands alone on its own line; a blank line is a missing number.
        sg::text_input in;  // stdin, read as needed
        const std::uint64_t n = in.number_on_line(1, 1'000'000, "the number of piles n (1..10^6)");
        in.end_line("expected the number of piles n alone on the line, found more");
        sg::nimber x = 0;
        for (std::uint64_t i = 0; i < n; ++i) {
            x ^= value[in.number_on_line(1, max_pile, "a pile size (1..60)")];
            in.end_line("expected one pile size alone on the line, found more");
        }
        if (in.more()) in.fail("unexpected text after the last pile");
        std::puts(x == 0 ? "YES" : "NO");
    } catch (const sg::parse_error& e) {  // "line N: ..."
        std::fprintf(stderr, "game_of_stones: %s\n", e.what());
        return 1;
    }
}
