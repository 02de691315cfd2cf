// Fuzzes the subtraction SET parser of the grundy command (parse_subtraction_set in
// tools/grundy/cli_subtraction.cpp, linked with the command's sources): any text either
// parses or throws usage_error (or sg::error from the game's constructor). A set that
// parses gives G(0) .. G(40) through sg::subtraction_sequence equal to the plain
// definition, the mex of G(n - k) over the amounts k <= n in the set.
#include "cli.hpp"

#include <sg/error.hpp>
#include <sg/games/subtraction.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <string_view>
#include <variant>
#include <vector>

#include "fuzz_support.hpp"

namespace {
using sg_fuzz::require;

constexpr std::uint64_t top = 40;

std::vector<unsigned> plain_values(const std::function<bool(std::uint64_t)>& in_set) {
    std::vector<unsigned> g(top + 1, 0);
    for (std::uint64_t n = 0; n <= top; ++n) {
        std::vector<bool> seen(top + 2, false);
        for (std::uint64_t k = 1; k <= n; ++k)
            if (in_set(k)) seen[g[n - k]] = true;
        unsigned m = 0;
        while (seen[m])
            ++m;
        g[n] = m;
    }
    return g;
}

template <class Game>
void check(const Game& game, const std::function<bool(std::uint64_t)>& in_set) {
    sg::subtraction_sequence seq(game);
    seq.extend(top);
    require(seq.size() > top);
    const std::vector<unsigned> want = plain_values(in_set);
    for (std::uint64_t n = 0; n <= top; ++n)
        require(seq[n] == want[n]);
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view spec(reinterpret_cast<const char*>(data), size);
    grundy_cli::subtraction_set set;
    try {
        set = grundy_cli::parse_subtraction_set(spec);
    } catch (const grundy_cli::usage_error&) {
        return 0;
    } catch (const sg::error&) {
        return 0;
    }
    if (const auto* f = std::get_if<sg::subtraction_game>(&set)) {
        const auto& a = f->amounts();
        require(std::is_sorted(a.begin(), a.end()) && std::adjacent_find(a.begin(), a.end()) == a.end());
        check(*f, [&](std::uint64_t k) { return std::binary_search(a.begin(), a.end(), k); });
    } else if (const auto* b = std::get_if<sg::all_but_subtraction_game>(&set)) {
        const auto& e = b->excluded();
        if (b->max_excluded() > (1u << 16)) return 0;  // a big window: slow, not wrong
        check(*b, [&](std::uint64_t k) { return !std::binary_search(e.begin(), e.end(), k); });
    } else {
        const auto pred = std::get<bool (*)(std::uint64_t)>(set);
        check(sg::predicate_subtraction_game(pred), pred);
    }
    return 0;
}
