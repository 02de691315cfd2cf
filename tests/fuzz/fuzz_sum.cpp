// Differential fuzzer of sg::sum: the input decodes to a mixed sum of parts of four
// solvers (sg::grundy of a game given by a move table, sg::grundy of Kayles, sg::nim,
// sg::subtraction_sequence of a set of amounts from 1 to 6) and must agree with
// sg_test::whole_sum_search (tests/support/whole_sum.hpp), which searches the whole
// position as one game: wins, outcome, value, every winning move as a set, their count,
// and the sum after each winning move is lost.
#include <sg/error.hpp>
#include <sg/games/nim.hpp>
#include <sg/games/subtraction.hpp>
#include <sg/grundy.hpp>
#include <sg/sum.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <set>
#include <utility>
#include <variant>
#include <vector>

#include "fuzz_support.hpp"
#include "kayles.hpp"
#include "whole_sum.hpp"

namespace {
using sg_fuzz::require;

using sg_fuzz::bytes;

using table = std::vector<std::vector<std::vector<int>>>;  // table[s]: moves, each 0, 1 or 2 states

struct table_game {
    using state = int;
    std::shared_ptr<const table> t;
    void moves(int s, auto&& emit) const {
        for (const auto& m : (*t)[static_cast<std::size_t>(s)]) {
            if (m.empty())
                emit();
            else if (m.size() == 1)
                emit(m[0]);
            else
                emit(m[0], m[1]);
        }
    }
};

// The whole position for the search: 0 a table state, 1 a Kayles row, 2 a Nim heap, 3 a
// subtraction heap.
using mixed = std::variant<int, int, std::uint64_t, std::uint64_t>;

struct mixed_rules {
    const table* t;
    std::vector<std::uint64_t> amounts;
    void operator()(const mixed& s, auto&& emit) const {
        switch (s.index()) {
            case 0:
                for (const auto& m : (*t)[static_cast<std::size_t>(std::get<0>(s))]) {
                    if (m.empty())
                        emit();
                    else if (m.size() == 1)
                        emit(mixed(std::in_place_index<0>, m[0]));
                    else
                        emit(mixed(std::in_place_index<0>, m[0]), mixed(std::in_place_index<0>, m[1]));
                }
                break;
            case 1:
                sg_test::kayles{}.moves(std::get<1>(s), [&](auto... p) { emit(mixed(std::in_place_index<1>, p)...); });
                break;
            case 2:
                for (std::uint64_t m = 0; m < std::get<2>(s); ++m)
                    emit(mixed(std::in_place_index<2>, m));
                break;
            default:
                for (const std::uint64_t k : amounts)
                    if (k <= std::get<3>(s)) emit(mixed(std::in_place_index<3>, std::get<3>(s) - k));
                break;
        }
    }
};

mixed as_mixed(std::size_t family, std::uint64_t s) {
    switch (family) {
        case 0:
            return mixed(std::in_place_index<0>, static_cast<int>(s));
        case 1:
            return mixed(std::in_place_index<1>, static_cast<int>(s));
        case 2:
            return mixed(std::in_place_index<2>, s);
        default:
            return mixed(std::in_place_index<3>, s);
    }
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    bytes in{data, size};
    // The table game: n states, moves to smaller states (a split to two below s / 2).
    const std::size_t n = 1 + in.next() % 10;
    auto t = std::make_shared<table>(n);
    for (std::size_t s = 0; s < n; ++s) {
        const unsigned count = in.next() % 4;
        for (unsigned c = 0; c < count && s >= 1; ++c) {
            const unsigned m = in.next();
            const std::size_t half = (s - 1) / 2 + 1;
            if (m & 0x80u)
                (*t)[s].push_back({static_cast<int>((m & 7u) % half), static_cast<int>(((m >> 3) & 7u) % half)});
            else if (m & 0x40u)
                (*t)[s].push_back({});
            else
                (*t)[s].push_back({static_cast<int>(m % s)});
        }
    }
    std::vector<std::uint64_t> amounts;
    const unsigned set = in.next() | 1u;  // bit k: amount k + 1 (1 always, so the set is not empty)
    for (unsigned k = 0; k < 6; ++k)
        if (set & (1u << k)) amounts.push_back(k + 1);

    sg::grundy<table_game> tg(table_game{t});
    sg::grundy<sg_test::kayles> kay;
    sg::nim nim;
    sg::subtraction_sequence sub{sg::subtraction_game(amounts)};
    mixed_rules rules{t.get(), amounts};
    // States without moves are left out of the search's positions (same answers, a
    // smaller memo).
    sg_test::whole_sum_search<mixed, mixed_rules> search{
        rules, [t](const mixed& m) {
            switch (m.index()) {
                case 0:
                    return (*t)[static_cast<std::size_t>(std::get<0>(m))].empty();
                case 1:
                    return std::get<1>(m) == 0;
                case 2:
                    return std::get<2>(m) == 0;
                default:
                    return std::get<3>(m) == 0;
            }
        }};

    for (int query = 0; query < 4 && !in.done(); ++query) {
        // Up to four parts of one or two states each, at most four states in all.
        std::vector<std::pair<std::size_t, std::vector<std::uint64_t>>> parts;
        std::size_t states = 0;
        const std::size_t count = 1 + in.next() % 4;
        for (std::size_t p = 0; p < count; ++p) {
            const unsigned b = in.next();
            const std::size_t family = b % 4;
            const std::size_t many = 1 + (b >> 2) % 2;
            if (states + many > 4) break;
            const std::uint64_t top = family == 0 ? n : family == 1 ? 8 : family == 2 ? 6 : 11;
            std::vector<std::uint64_t> v;
            for (std::size_t j = 0; j < many; ++j)
                v.push_back(in.next() % top);
            states += many;
            parts.emplace_back(family, std::move(v));
        }
        sg::sum s;
        std::vector<mixed> whole;
        for (const auto& [family, v] : parts) {
            switch (family) {
                case 0:
                    s.add(tg, std::vector<int>(v.begin(), v.end()));
                    break;
                case 1:
                    s.add(kay, std::vector<int>(v.begin(), v.end()));
                    break;
                case 2:
                    s.add(nim, v);
                    break;
                default:
                    s.add(sub, v);
                    break;
            }
            for (const auto x : v)
                whole.push_back(as_mixed(family, x));
        }
        require(s.size() == parts.size());
        const bool win = search.wins(whole);
        require(s.wins() == win);
        require(s.outcome() == (win ? sg::outcome::win : sg::outcome::lose));
        require((s.value() != 0) == win);

        std::vector<std::size_t> sizes;
        for (const auto& part : parts) sizes.push_back(part.second.size());
        const auto want = search.part_winning_moves(whole, sizes);
        const auto moves = s.winning_moves();
        std::set<std::pair<std::size_t, std::vector<mixed>>> got;
        for (const sg::sum_move& mv : moves) {
            const std::size_t family = parts[mv.part].first;
            std::vector<mixed> part;
            if (family >= 2) {
                const auto& to = mv.to<std::uint64_t>();
                require(std::is_sorted(to.begin(), to.end()));
                for (const auto h : to)
                    part.push_back(as_mixed(family, h));
            } else {
                const auto& to = mv.to<int>();
                require(std::is_sorted(to.begin(), to.end()));
                for (const int h : to)
                    part.push_back(as_mixed(family, static_cast<std::uint64_t>(h)));
            }
            std::sort(part.begin(), part.end());
            got.emplace(mv.part, std::move(part));
            require(!s.after(mv).wins());
        }
        require(got.size() == moves.size());
        require(got == want);
        require(s.count_winning_moves() == want.size());
    }
    return 0;
}
