#include <sg/games/chomp.hpp>
#include <sg/games/cram.hpp>
#include <sg/games/nim.hpp>
#include <sg/games/node_kayles.hpp>
#include <sg/games/octal.hpp>
#include <sg/grundy.hpp>
#include <sg/search.hpp>
#include <sg/sum.hpp>

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "sg_catch.hpp"
#include "range_games.hpp"

namespace {

using edges = std::vector<std::pair<std::size_t, std::size_t>>;

std::string temp_path(const std::string& name) {
    return (std::filesystem::temp_directory_path() / ("sg_test_search_" + name)).string();
}

// A game whose rule the tests read off directly: Cram with no splitting and no
// symmetry (a board is one state whatever its regions), for an independent check.
struct plain_cram {
    using state = std::pair<std::uint64_t, std::uint32_t>;  // free cells, cols (rows implicit)
    std::uint32_t rows;
    void moves(const state& s, auto&& emit) const {
        const auto [cells, cols] = s;
        for (std::uint32_t r = 0; r < rows; ++r)
            for (std::uint32_t c = 0; c < cols; ++c) {
                const std::uint64_t a = std::uint64_t{1} << (r * cols + c);
                if ((cells & a) == 0) continue;
                if (c + 1 < cols && (cells & (a << 1))) emit(state{cells & ~(a | (a << 1)), cols});
                if (r + 1 < rows && (cells & (a << cols))) emit(state{cells & ~(a | (a << cols)), cols});
            }
    }
};

}  // namespace

TEST_CASE("cram: search agrees with the exhaustive solver on every small board", "[search][cram]") {
    sg::search<sg::cram> s;
    sg::grundy<sg::cram> g;
    for (std::uint32_t r = 0; r <= 5; ++r)
        for (std::uint32_t c = 0; c <= 12; ++c) {
            if (r * c > 24) continue;
            const auto b = sg::cram::board(r, c);
            INFO(r << "x" << c);
            CHECK(s.value(b) == g.value(b));
        }
}

TEST_CASE("cram: the game's splitting and symmetry agree with plain Cram", "[search][cram]") {
    std::mt19937_64 rng(7);
    for (std::uint32_t rows = 1; rows <= 4; ++rows)
        for (std::uint32_t cols = 1; rows * cols <= 16; ++cols) {
            sg::grundy<plain_cram> plain(plain_cram{rows});
            sg::search<sg::cram> s(sg::cram{}, 1 << 16);
            for (int t = 0; t < 12; ++t) {
                const std::uint64_t all = rows * cols == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << (rows * cols)) - 1;
                const std::uint64_t free = rng() & rng() ? rng() & all : all;
                INFO(rows << "x" << cols << " free " << free);
                CHECK(s.value(sg::cram::board(rows, cols, free)) == plain.value(plain_cram::state{free, cols}));
            }
        }
}

TEST_CASE("cram: the nimber bound holds on every position of small boards", "[search][cram]") {
    // nimber <= min(placements, cells of either colour), and bound 0 (a half-turn
    // symmetry) only on positions of nimber 0; against the exhaustive solver.
    const sg::cram game;
    sg::grundy<sg::cram> g;
    const std::pair<std::uint32_t, std::uint32_t> boards[] = {{3, 3}, {3, 4}, {4, 3}, {4, 4}, {3, 5}, {2, 7}, {1, 9}, {5, 3}};
    for (const auto& [rows, cols] : boards) {
        INFO(rows << "x" << cols);
        std::uint64_t bad = 0, first_bad = 0, by_symmetry = 0;
        for (std::uint64_t free = 0; free < (std::uint64_t{1} << (rows * cols)); ++free) {
            const auto b = sg::cram::board(rows, cols, free);
            const sg::nimber v = g.value(b);
            for (const auto& x : {b, game.canonical(b)}) {
                const std::uint64_t bound = game.nimber_bound(x);
                if (v > bound || (bound == 0 && v != 0)) bad++ == 0 ? void(first_bad = free) : void();
                if (bound == 0 && game.order_hint(x) % 256 != 0) ++by_symmetry;
            }
        }
        INFO("first bad position " << first_bad);
        CHECK(bad == 0);
        CHECK(by_symmetry > 0);
    }
}

TEST_CASE("cram: search agrees with the exhaustive solver on random positions", "[search][cram]") {
    std::mt19937_64 rng(11);
    sg::grundy<sg::cram> g;
    sg::search<sg::cram> big;
    sg::search<sg::cram> small(sg::cram{}, 1 << 18);  // 2048 slots: replaces entries all the time
    const std::pair<std::uint32_t, std::uint32_t> boards[] = {{5, 5}, {4, 6}, {3, 8}, {6, 4}, {2, 12}, {4, 5}};
    for (const auto& [rows, cols] : boards)
        for (int t = 0; t < 16; ++t) {
            const std::uint64_t all = (std::uint64_t{1} << (rows * cols)) - 1;
            const std::uint64_t free = (t % 2 == 0 ? rng() | rng() : rng() | rng() | rng()) & all;
            const auto b = sg::cram::board(rows, cols, free);
            INFO(b);
            const sg::nimber v = g.value(b);
            CHECK(big.value(b) == v);
            CHECK(small.value(b) == v);
            CHECK(small.wins_with_heap(b, 1) == (v != 1));
        }
}

TEST_CASE("cram: 1 x n is Dawson's Kayles 0.07", "[search][cram]") {
    sg::search<sg::cram> s;
    sg::octal_sequence dawson{"0.07"};
    for (std::uint32_t n = 0; n <= 40; ++n) {
        INFO(n);
        CHECK(s.value(sg::cram::board(1, n)) == dawson.value(n));
        CHECK(s.value(sg::cram::board(n, 1)) == dawson.value(n));
    }
}

TEST_CASE("cram: symmetry strategies (even x even lose, even x odd win)", "[search][cram]") {
    sg::search<sg::cram> s;
    for (std::uint32_t r = 2; r <= 6; r += 2)
        for (std::uint32_t c = 2; r * c <= 24; c += 2) CHECK_FALSE(s.wins(sg::cram::board(r, c)));
    for (std::uint32_t r = 2; r <= 6; r += 2)
        for (std::uint32_t c = 1; r * c <= 28; c += 2) {
            INFO(r << "x" << c);
            CHECK(s.wins(sg::cram::board(r, c)));
            CHECK(s.wins(sg::cram::board(c, r)));
        }
}

TEST_CASE("cram: canonical form", "[search][cram]") {
    const sg::cram game;
    // An L of three free cells in the corner of a 3x3 board, turned four ways.
    const auto a = sg::cram::board(3, 3, 0b000'001'011);
    const auto b = sg::cram::board(3, 3, 0b110'100'000);
    CHECK(game.canonical(a) == game.canonical(b));
    CHECK(game.canonical(a).rows == 2);
    CHECK(game.canonical(sg::cram::board(4, 1)) == sg::cram::board(1, 4));
    CHECK(game.canonical(sg::cram::board(3, 3, 0)) == sg::cram_board{});
    std::ostringstream os;
    os << sg::cram::board(2, 3, 0b011'110);
    CHECK(os.str() == "2x3 #../..#");
    CHECK_THROWS_AS(sg::cram::board(8, 9), sg::error);
    CHECK_THROWS_AS(sg::cram::board(2, 2, 0b10000), sg::error);
    // A move splits the board: the middle domino of 1x6 leaves two 1x2 regions.
    bool split = false;
    game.moves(sg::cram::board(1, 6), [&](const auto&... parts) { split = split || sizeof...(parts) == 2; });
    CHECK(split);
}

TEST_CASE("chomp: search agrees with the exhaustive solver", "[search][chomp]") {
    for (std::uint32_t r = 1; r <= 6; ++r)
        for (std::uint32_t c = 1; c <= 7; ++c) {
            const sg::chomp game(r, c);
            sg::search<sg::chomp> s(game);
            sg::grundy<sg::chomp> g(game);
            INFO(r << "x" << c);
            CHECK(s.value(game.rectangle()) == g.value(game.rectangle()));
            if (c >= 3) {
                const auto st = game.staircase({r, (r + 1) / 2, 1});
                CHECK(s.value(st) == g.value(st));
            }
        }
}

TEST_CASE("chomp: nimbers beyond 64 (the floor carries past the exclusion bits)", "[search][chomp]") {
    for (const auto& [r, c] : {std::pair{1u, 64u}, {2u, 32u}, {3u, 21u}, {4u, 16u}}) {
        const sg::chomp game(r, c);
        sg::search<sg::chomp> s(game);
        sg::grundy<sg::chomp> g(game);
        INFO(r << "x" << c);
        CHECK(s.value(game.rectangle()) == g.value(game.rectangle()));
        const auto l = game.staircase({r, 1});
        CHECK(s.value(l) == g.value(l));
    }
    CHECK(sg::search<sg::chomp>(sg::chomp(1, 64)).value(sg::chomp(1, 64).rectangle()) == 63);
}

TEST_CASE("chomp: every rectangle but 1x1 is a first-player win", "[search][chomp]") {
    for (std::uint32_t r = 1; r <= 8; ++r)
        for (std::uint32_t c = r; c <= 8; ++c) {
            const sg::chomp game(r, c);
            sg::search<sg::chomp> s(game);
            INFO(r << "x" << c);
            CHECK(s.wins(game.rectangle()) == (r * c > 1));
        }
    // One row: a nim heap of n - 1.
    for (std::uint32_t n = 1; n <= 20; ++n) {
        const sg::chomp game(1, n);
        CHECK(sg::search<sg::chomp>(game).value(game.rectangle()) == n - 1);
    }
    // The square's winning move is the one square diagonally above the poison; the
    // remaining L with equal arms is a P-position.
    const sg::chomp sq(5, 5);
    sg::search<sg::chomp> s(sq);
    const auto win = s.winning_moves(sq.rectangle());
    REQUIRE(win.size() == 1);
    CHECK(win[0].to[0] == sq.staircase({5, 1, 1, 1, 1}));
    CHECK_THROWS_AS(sg::chomp(9, 8), sg::error);
    CHECK_THROWS_AS(sq.staircase({2, 3}), sg::error);
}

TEST_CASE("node kayles: paths are Dawson's Kayles 0.137", "[search][node_kayles]") {
    sg::octal_sequence dk{"0.137"};
    for (std::size_t n = 0; n <= 30; ++n) {
        const auto game = sg::node_kayles::path(n);
        sg::search<sg::node_kayles> s(game);
        INFO(n);
        CHECK(s.value(game.all()) == dk.value(n));
    }
}

TEST_CASE("node kayles: random graphs agree with the exhaustive solver", "[search][node_kayles]") {
    std::mt19937_64 rng(11);
    for (int t = 0; t < 100; ++t) {
        const std::size_t n = 1 + rng() % 16;
        edges e;
        const auto p = rng() % 5;  // density 1/2 .. 1/6
        for (std::size_t a = 0; a < n; ++a)
            for (std::size_t b = a + 1; b < n; ++b)
                if (rng() % (p + 2) == 0) e.emplace_back(a, b);
        const sg::node_kayles game(n, e);
        sg::search<sg::node_kayles> s(game, 4096);
        sg::grundy<sg::node_kayles> g(game);
        INFO("graph " << t);
        CHECK(s.value(game.all()) == g.value(game.all()));
        CHECK(s.winning_moves(game.all()) == g.winning_moves(game.all()));
    }
    const auto c5 = sg::node_kayles::cycle(5);
    CHECK(c5.edge_count() == 5);
    CHECK(c5.vertex_count() == 5);
    CHECK_THROWS_AS(sg::node_kayles(65, {}), sg::error);
    CHECK_THROWS_AS(sg::node_kayles(3, {{0, 3}}), sg::error);
    CHECK_THROWS_AS(sg::node_kayles(3, {{1, 1}}), sg::error);
}

TEST_CASE("search: queries and sums agree with the exhaustive solver", "[search]") {
    sg::search<sg::cram> s;
    sg::grundy<sg::cram> g;
    const std::vector<sg::cram_board> pos = {sg::cram::board(3, 3), sg::cram::board(2, 5), sg::cram::board(1, 7)};
    CHECK(s.value(pos) == g.value(pos));
    CHECK(s.winning_moves(pos) == g.winning_moves(pos));
    CHECK(s.count_winning_moves(pos) == g.count_winning_moves(pos));
    for (std::uint32_t r = 1; r <= 3; ++r)
        for (std::uint32_t c = 1; c <= 5; ++c) {
            const auto b = sg::cram::board(r, c);
            CHECK(s.winning_moves(b) == g.winning_moves(b));
            for (sg::nimber k = 0; k < 6; ++k) CHECK(s.wins_with_heap(b, k) == (g.value(b) != k));
            for (sg::nimber v = 0; v < 4; ++v) CHECK(s.moves_to_value(b, v) == g.moves_to_value(b, v));
        }
    sg::nim nim;
    sg::sum mixed;
    mixed.add(s, sg::cram::board(3, 4)).add(nim, {3});
    CHECK(mixed.value() == (g.value(sg::cram::board(3, 4)) ^ 3));
    CHECK(mixed.winning_moves().size() > 0);
}

TEST_CASE("search: a tiny budget still gives exact answers", "[search][budget]") {
    sg::grundy<sg::cram> g;
    for (const std::size_t bytes : {std::size_t{0}, std::size_t{100}, std::size_t{1000}, std::size_t{20000}}) {
        sg::search<sg::cram> s(sg::cram{}, bytes);
        CHECK(s.table_bytes() <= bytes);
        for (std::uint32_t r = 1; r <= 3; ++r)
            for (std::uint32_t c = 1; c <= (bytes == 0 ? 4u : 5u); ++c) {
                const auto b = sg::cram::board(r, c);
                INFO(bytes << " bytes, " << r << "x" << c);
                CHECK(s.value(b) == g.value(b));
            }
        CHECK(s.size() <= s.table_capacity());
        CHECK(s.table_bytes() <= bytes);
        if (bytes == 1000) CHECK(s.stats().replacements > 0);  // the table filled up and kept going
    }
}

TEST_CASE("search: the memory budget members every solver has", "[search][budget]") {
    sg::grundy<sg::cram> g;
    sg::search<sg::cram> s(sg::cram{}, 1 << 20);
    CHECK(s.memory_limit() == std::size_t{1} << 20);
    const auto b = sg::cram::board(4, 5);
    const sg::nimber v = s.value(b);
    CHECK(v == g.value(b));
    const std::size_t held = s.size();
    REQUIRE(held > 100);
    // memory_used() counts the table and the search's buffers.
    CHECK(s.memory_used() >= s.table_bytes());
    CHECK(s.memory_used() > 0);
    CHECK(s.table_bytes() <= s.memory_limit());

    // A smaller budget moves the entries into a smaller table at once; the answers stay.
    s.set_memory_limit(4000);
    CHECK(s.memory_limit() == 4000);
    CHECK(s.table_bytes() <= 4000);
    CHECK(s.table_bytes() > 0);
    CHECK(s.size() < held);
    CHECK(s.size() <= s.table_capacity());
    CHECK(s.value(b) == v);
    for (std::uint32_t r = 1; r <= 3; ++r)
        for (std::uint32_t c = 1; c <= 5; ++c) CHECK(s.value(sg::cram::board(r, c)) == g.value(sg::cram::board(r, c)));
    CHECK(s.table_bytes() <= 4000);

    // No budget: no table, exact answers.
    s.set_memory_limit(0);
    CHECK(s.size() == 0);
    CHECK(s.table_bytes() == 0);
    CHECK(s.value(sg::cram::board(3, 4)) == g.value(sg::cram::board(3, 4)));
    CHECK(s.size() == 0);

    // A larger one lets it grow again.
    s.set_memory_limit(std::size_t{4} << 20);
    CHECK(s.value(b) == v);
    CHECK(s.size() > 100);
    CHECK(s.table_capacity() * 32 <= s.memory_limit());
    CHECK(s.table_capacity() * 32 * 2 >= s.memory_limit());  // at least half the budget (32-byte slots)
}

TEST_CASE("search: save and load the table", "[search][file]") {
    const std::string path = temp_path("cram.tab");
    sg::search<sg::cram> a;
    const auto b35 = sg::cram::board(3, 5), b44 = sg::cram::board(4, 4);
    const sg::nimber v35 = a.value(b35), v44 = a.value(b44);
    a.save(path);
    sg::search<sg::cram> b;
    b.load(path);
    CHECK(b.size() == a.size());
    CHECK(b.value(b35) == v35);
    CHECK(b.value(b44) == v44);
    CHECK(b.stats().nodes <= 2);  // answered from the loaded table
    // A larger table, saved in table order, loads whole into a solver of the same budget
    // (the entries do not crowd into the few buckets of a new, small table).
    {
        std::stringstream file;
        sg::search<sg::cram> big;
        const sg::nimber v47 = big.value(sg::cram::board(4, 7));
        REQUIRE(big.size() > 10000);
        big.save(file);
        sg::search<sg::cram> again;
        again.load(file);
        CHECK(again.size() == big.size());
        CHECK(again.value(sg::cram::board(4, 7)) == v47);
        CHECK(again.stats().nodes <= 1);
    }
    // Into a smaller table: the budget holds, the answers stay.
    sg::search<sg::cram> c(sg::cram{}, 2000);
    c.load(path);
    CHECK(c.size() <= c.table_capacity());
    CHECK(c.value(b35) == v35);

    // Wrong files are refused with a reason, and the table is unchanged.
    const auto refuse = [&](const std::string& bytes, const std::string& reason) {
        std::istringstream in(bytes);
        sg::search<sg::cram> d;
        try {
            d.load(in);
            FAIL("accepted a bad table: " << reason);
        } catch (const sg::error& e) {
            CHECK_THAT(e.what(), Catch::Matchers::Contains(reason));
        }
        CHECK(d.size() == 0);
    };
    std::ostringstream saved;
    a.save(saved);
    const std::string good = saved.str();
    refuse("hello world, this is not a table at all", "no \"sgsearch\" header");
    std::string v2 = good;
    v2[8] = 2;
    refuse(v2, "version 2");
    refuse(good.substr(0, good.size() - 9), "truncated");
    std::string flipped = good;
    flipped[40] = static_cast<char>(flipped[40] ^ 1);
    refuse(flipped, "checksum");
    // A Chomp table (other state size) and a Node Kayles table (same size, other tag).
    {
        const sg::chomp game(3, 4);
        sg::search<sg::chomp> ch(game);
        (void)ch.value(game.rectangle());
        std::ostringstream out;
        ch.save(out);
        refuse(out.str(), "states of 8 bytes");
        const auto p5 = sg::node_kayles::path(5);
        sg::search<sg::node_kayles> nk(p5);
        std::istringstream in(out.str());
        CHECK_THROWS_AS(nk.load(in), sg::error);
    }
    CHECK_THROWS_AS(b.load(temp_path("does-not-exist")), sg::error);
    std::filesystem::remove(path);
}

TEST_CASE("search: depth limit", "[search]") {
    // 3 x 5: no symmetry answers it at once (2 x 6 would be 0 by its half-turn symmetry)
    sg::search<sg::cram> s;
    s.set_depth_limit(3);
    CHECK_THROWS_AS((void)s.value(sg::cram::board(3, 5)), sg::limit_error);
    s.set_depth_limit(100000);
    CHECK(s.value(sg::cram::board(3, 5)) == sg::grundy<sg::cram>{}.value(sg::cram::board(3, 5)));
}

TEST_CASE("search: progress callback, and a throw from it leaves the solver usable", "[search]") {
    const sg::nimber want = sg::grundy<sg::cram>{}.value(sg::cram::board(4, 5));
    sg::search<sg::cram> s;
    std::uint64_t calls = 0, last = 0;
    s.set_progress([&](const sg::search_stats& st) {
        ++calls;
        CHECK(st.nodes % 1024 == 0);  // every 1000 nodes, rounded up to 1024
        CHECK(st.nodes > last);
        last = st.nodes;
    }, 1000);
    CHECK(s.value(sg::cram::board(4, 5)) == want);
    CHECK(calls == s.stats().nodes / 1024);
    CHECK(calls > 0);

    struct stop {};
    sg::search<sg::cram> t;
    t.set_progress([](const sg::search_stats&) { throw stop{}; }, 1024);
    CHECK_THROWS_AS((void)t.value(sg::cram::board(4, 5)), stop);
    t.set_progress({});  // off
    CHECK(t.value(sg::cram::board(4, 5)) == want);
    CHECK(t.value(sg::cram::board(3, 5)) == sg::grundy<sg::cram>{}.value(sg::cram::board(3, 5)));
}

TEST_CASE("search: moves to ranges of parts give the values of fixed parts", "[search]") {
    sg::search<sg_test::range_parts> ranged;
    sg::grundy<sg_test::fixed_parts> fixed;
    for (int n = 0; n <= 40; ++n) CHECK(ranged.value(n) == fixed(n));
    CHECK(ranged.winning_moves({6, 11}) == fixed.winning_moves({6, 11}));
}

TEST_CASE("search: actions named by moves change no value", "[search]") {
    sg::search<sg_test::cut_runs> named;
    sg::grundy<sg_test::cut_runs_plain> plain;
    for (int l = 0; l <= 30; ++l) CHECK(named.value(l) == plain(l));
}
