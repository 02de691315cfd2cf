// HDU 2509 "Be the Winner": cases until the end of input, each a number n, then n pile
// sizes (1 .. 100) of apples in a row, cases possibly separated by blank lines. A move
// takes any number of consecutive apples from one pile, so that the pile shrinks or
// splits in two; whoever takes the last apple loses. Print Yes if the player to move
// wins, else No.
//
// One pile is the octal game 0.777...7 (take k apples for any k, leaving no pile, one
// or two). Its normal-play Grundy values come from sg::grundy. Misère play does not add
// by values in general; here it does: the rule of misère Nim on the piles' values (the
// "SJ theorem", sg::misere_nim) is exact when every pile of value 0 has no move
// (docs/misere.md), which the program checks for every size before using it. The
// tests compare this with sg::misere's search of whole sums.
// Memory budget (docs/problems.md): 64 MiB. Piles of at most 100 keep the solver at 101
// states (a few kilobytes); what is read is kept, 8 bytes a pile.
#include <sg/games/octal.hpp>
#include <sg/grundy.hpp>
#include <sg/io/input.hpp>
#include <sg/misere.hpp>

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

constexpr std::uint64_t max_pile = 100;

int main() {
    std::vector<std::vector<std::uint64_t>> cases;
    try {
        sg::text_input in;  // stdin, read as needed
        while (in.more()) {
            std::vector<std::uint64_t>& piles = cases.emplace_back(in.number(1, 1'000'000, "the number of piles n"));
            for (std::uint64_t& p : piles) p = in.number(1, max_pile, "a pile size");
        }
    } catch (const sg::parse_error& e) {  // "line N: ..."
        std::fprintf(stderr, "be_the_winner: %s\n", e.what());
        return 1;
    }

    sg::grundy<sg::octal_game> g(sg::octal_game("0." + std::string(max_pile, '7')));
    for (std::uint64_t n = 0; n <= max_pile; ++n)
        if (g(n) == 0 && !sg::list_moves(g.game(), n).empty()) {
            std::fprintf(stderr, "be_the_winner: a pile of %llu has value 0 and a move: misère Nim's rule is not exact\n",
                         static_cast<unsigned long long>(n));
            return 2;
        }

    std::string out;
    std::vector<sg::nimber> values;
    for (const auto& piles : cases) {
        values.clear();
        for (std::uint64_t p : piles) values.push_back(g(p));
        out += sg::misere_nim(values) == sg::outcome::win ? "Yes\n" : "No\n";
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
}
