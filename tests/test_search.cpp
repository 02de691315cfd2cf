#include <sg/games/chomp.hpp>
#include <sg/games/cram.hpp>
#include <sg/games/nim.hpp>
#include <sg/games/node_kayles.hpp>
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

std::string temp_path(const std::string& name) {
    return (std::filesystem::temp_directory_path() / ("sg_test_search_" + name)).string();
}

}  // namespace

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
    // At least half the budget, in buckets of 128 bytes holding five slots (Cram's 16-byte
    // board and 8 bytes of what is known).
    CHECK(s.table_capacity() * 128 <= s.memory_limit() * 5);
    CHECK(s.table_capacity() * 128 * 2 >= s.memory_limit() * 5);
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
        const sg::nimber v56 = big.value(sg::cram::board(5, 6));
        REQUIRE(big.size() > 10000);
        big.save(file);
        sg::search<sg::cram> again;
        again.load(file);
        CHECK(again.size() == big.size());
        CHECK(again.value(sg::cram::board(5, 6)) == v56);
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
    const sg::nimber want = sg::grundy<sg::cram>{}.value(sg::cram::board(3, 9));
    sg::search<sg::cram> s;
    std::uint64_t calls = 0, last = 0;
    s.set_progress([&](const sg::search_stats& st) {
        ++calls;
        CHECK(st.nodes % 1024 == 0);  // every 1000 nodes, rounded up to 1024
        CHECK(st.nodes > last);
        last = st.nodes;
    }, 1000);
    CHECK(s.value(sg::cram::board(3, 9)) == want);
    CHECK(calls == s.stats().nodes / 1024);
    CHECK(calls > 0);

    struct stop {};
    sg::search<sg::cram> t;
    t.set_progress([](const sg::search_stats&) { throw stop{}; }, 1024);
    CHECK_THROWS_AS((void)t.value(sg::cram::board(3, 9)), stop);
    t.set_progress({});  // off
    CHECK(t.value(sg::cram::board(3, 9)) == want);
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
