// HDU 3595 "GG and MM": several cases until the end of input; each is a line N
// (N <= 1000), then N lines "p q" (1 <= p, q <= 1000). Each pair is a game of two piles
// in which a move takes a positive multiple of the smaller pile's size from the larger;
// it is finished when a pile is empty. The player to move must move in every game that
// is not finished; who cannot move loses. MM moves first: print MM if MM wins, else GG.
//
// This is the continued conjunctive compound: sg::continued_conjunctive computes each
// pair's suspense number from the moves of the game below, and MM wins iff the largest
// suspense number is odd. One solver serves every case, so states are solved once.
// Memory budget (docs/problems.md): 64 MiB. Piles of at most 1000 keep the suspense
// numbers' flat table at 8 MiB (8 bytes a pair, 12 MiB with the search stack by
// memory_used() when most pairs are asked); what is read is kept, 8 bytes a game.
#include <sg/games/compound.hpp>
#include <sg/io/input.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

constexpr std::uint32_t max_pile = 1000;

// Two piles (smaller first): every multiple of the smaller taken from the larger.
struct euclid_game {
    using state = std::pair<std::uint32_t, std::uint32_t>;
    template <class Emit>
    void moves(const state& s, Emit&& emit) const {
        const auto [a, b] = s;  // a <= b
        if (a == 0) return;     // finished
        for (std::uint32_t r = b - a;; r -= a) {
            emit(r < a ? state{r, a} : state{a, r});
            if (r < a) break;
        }
    }
    // A flat table over every pair of piles up to max_pile.
    [[nodiscard]] std::size_t size() const { return std::size_t{max_pile + 1} * (max_pile + 1); }
    [[nodiscard]] std::size_t index(const state& s) const {
        return std::size_t{s.first} * (max_pile + 1) + s.second;
    }
};

int main() {
    std::vector<std::vector<euclid_game::state>> cases;
    try {
        sg::text_input in;  // stdin, read as needed
        while (in.more()) {
            const std::uint64_t n = in.number_on_line(1, 1000, "the number of games N");
            in.end_line("expected N alone on the line");
            std::vector<euclid_game::state>& games = cases.emplace_back();
            for (std::uint64_t i = 0; i < n; ++i) {
                const auto pq = in.line_numbers(2, 1, max_pile, "two pile sizes p q");
                const auto p = static_cast<std::uint32_t>(pq[0]), q = static_cast<std::uint32_t>(pq[1]);
                games.push_back(p <= q ? euclid_game::state{p, q} : euclid_game::state{q, p});
            }
        }
    } catch (const sg::parse_error& e) {  // "line N: ..."
        std::fprintf(stderr, "gg_and_mm: %s\n", e.what());
        return 1;
    }

    sg::continued_conjunctive<euclid_game> every;
    std::string out;
    for (const auto& games : cases) out += every.wins(games) ? "MM\n" : "GG\n";
    std::fwrite(out.data(), 1, out.size(), stdout);
}
