// sg::search: nimbers of Cram boards, Chomp and Node Kayles by pruned search with a
// bounded table; a saved table answers again without searching.
#include <sg/games/chomp.hpp>
#include <sg/games/cram.hpp>
#include <sg/games/node_kayles.hpp>
#include <sg/search.hpp>

#include <iostream>
#include <sstream>

int main() {
    sg::search<sg::cram> cram(sg::cram{}, std::size_t{8} << 20);  // an 8 MiB table
    for (std::uint32_t w = 1; w <= 7; ++w) std::cout << "3x" << w << ": " << cram.value(sg::cram::board(3, w)) << '\n';
    std::cout << "4x5 + 3x3 wins: " << std::boolalpha << cram.wins({sg::cram::board(4, 5), sg::cram::board(3, 3)})
              << '\n';
    // 3x4 + *1: the board's nimber is 1, so this sum is a P-position (an outcome search
    // that stops at the first winning move it finds, not a nimber computation).
    std::cout << "3x4 + *1 wins: " << cram.wins_with_heap(sg::cram::board(3, 4), 1) << '\n';
    if (const auto m = cram.winning_move(sg::cram::board(3, 5))) {
        std::cout << "a winning move on 3x5 leaves:";
        for (const auto& region : m->to) std::cout << ' ' << region;
        std::cout << '\n';
    }

    const sg::chomp chomp(4, 7);
    sg::search<sg::chomp> c(chomp);
    std::cout << "chomp 4x7: nimber " << c.value(chomp.rectangle()) << '\n';

    const auto path = sg::node_kayles::path(20);
    sg::search<sg::node_kayles> nk(path);
    std::cout << "node kayles P20: " << nk.value(path.all()) << '\n';

    // Save the table, load it into a fresh solver: the answer comes from the table.
    std::stringstream file;
    cram.save(file);
    sg::search<sg::cram> again;
    again.load(file);
    std::cout << "loaded " << again.size() << " entries; 3x7 = " << again.value(sg::cram::board(3, 7))
              << " after " << again.stats().nodes << " node(s)\n";
}
