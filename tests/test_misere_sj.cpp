// Misère sums of the octal game 0.777... (take any number of consecutive tokens from a
// row, leaving zero, one or two rows; HDU 2509): only the empty row has Grundy value 0,
// so misère Nim's rule on the rows' values decides a misère sum exactly (the condition
// of docs/misere.md). Checked against sg::misere's search of the whole sum.
#include <sg/games/octal.hpp>
#include <sg/grundy.hpp>
#include <sg/misere.hpp>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "sg_catch.hpp"

TEST_CASE("misère sums of 0.777...: misère Nim's rule on Grundy values is exact") {
    const sg::octal_game row("0." + std::string(12, '7'));
    sg::grundy<sg::octal_game> g(row);
    for (std::uint64_t n = 0; n <= 12; ++n) {
        REQUIRE(g(n) == n);  // take-any-consecutive is Nim in disguise
        REQUIRE((g(n) != 0 || sg::list_moves(row, n).empty()));
    }
    sg::misere<sg::octal_game> whole(row);
    std::mt19937 rng(2509);
    int lost = 0;
    for (int round = 0; round < 300; ++round) {
        std::uniform_int_distribution<int> len(1, 4);
        const int k = len(rng);
        std::uniform_int_distribution<std::uint64_t> size(1, k <= 2 ? 9 : 5);
        std::vector<std::uint64_t> rows(static_cast<std::size_t>(k));
        std::vector<sg::nimber> values;
        for (auto& r : rows) {
            r = size(rng);
            values.push_back(g(r));
        }
        const sg::outcome want = whole.outcome(rows);
        REQUIRE(sg::misere_nim(values) == want);
        lost += want == sg::outcome::lose;
    }
    REQUIRE(lost > 20);
}
