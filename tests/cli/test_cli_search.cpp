// `grundy cram`, `grundy chomp` and `grundy node-kayles` against the exhaustive sg::grundy:
// the values the program prints for small boards and random graphs are those of the
// solver that stores every state. The program comes from the environment
// (tests/cli/grundy_search.cmake sets it):
//   SG_GRUNDY  the grundy program
#include <sg/games/chomp.hpp>
#include <sg/games/cram.hpp>
#include <sg/games/node_kayles.hpp>
#include <sg/games/octal.hpp>
#include <sg/grundy.hpp>
#include <sg/search.hpp>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "run_command.hpp"
#include "sg_catch.hpp"

namespace {

using sg_test::run_result;

std::string env(const char* name) { return sg_test::env(name, "tests/cli/grundy_search.cmake"); }

// grundy ARGS (arguments without quotes or spaces), stderr dropped.
run_result run_grundy(const std::string& args) {
    std::string cmd = sg_test::quoted(env("SG_GRUNDY"));
    cmd += ' ';
    cmd += args;
    cmd += " 2>/dev/null";
    return sg_test::run_command(cmd);
}

std::string line_of(const std::vector<sg::nimber>& values) {
    std::string s;
    for (std::size_t k = 0; k < values.size(); ++k) {
        if (k > 0) s += ' ';
        s += std::to_string(values[k]);
    }
    return s + '\n';
}

}  // namespace

TEST_CASE("grundy cram H --upto W prints the exhaustive solver's nimbers of H x 0 .. H x W") {
    sg::grundy<sg::cram> g;
    const std::vector<std::pair<std::uint32_t, std::uint32_t>> boards = {{1, 14}, {2, 9}, {3, 6}, {4, 5}};
    for (const auto& [h, w] : boards) {
        std::vector<sg::nimber> want;
        for (std::uint32_t c = 0; c <= w; ++c) want.push_back(g.value(sg::cram::board(h, c)));
        INFO("grundy cram " << h << " --upto " << w);
        const run_result r = run_grundy("cram " + std::to_string(h) + " --upto " + std::to_string(w));
        CHECK(r.status == 0);
        CHECK(r.out == line_of(want));
        // --value W: the last of them, with a small table (answers never depend on it).
        const run_result v = run_grundy("cram " + std::to_string(h) + " --value " + std::to_string(w) + " --memory 4K");
        CHECK(v.status == 0);
        CHECK(v.out == std::to_string(want.back()) + '\n');
    }
}

TEST_CASE("grundy chomp H --upto W prints the exhaustive solver's nimbers of the rectangles") {
    for (std::uint32_t h = 1; h <= 4; ++h) {
        std::vector<sg::nimber> want = {0};  // H x 0: no square
        const std::uint32_t w = 7 - h;
        for (std::uint32_t c = 1; c <= w; ++c) {
            const sg::chomp game(h, c);
            want.push_back(sg::grundy<sg::chomp>(game).value(game.rectangle()));
        }
        INFO("grundy chomp " << h << " --upto " << w);
        const run_result r = run_grundy("chomp " + std::to_string(h) + " --upto " + std::to_string(w));
        CHECK(r.status == 0);
        CHECK(r.out == line_of(want));
        const run_result v = run_grundy("chomp " + std::to_string(h) + " --value " + std::to_string(w));
        CHECK(v.out == std::to_string(want.back()) + '\n');
    }
}

TEST_CASE("grundy cram and chomp past 64 cells: the library's nimbers, in two words") {
    // 2 x 33 .. 2 x 40 and 9 x 8, 9 x 9 take two words; the narrower boards of the same
    // line one (chomp) or two (cram: one table for the whole line). Cram boards of two
    // rows have too many regions for the exhaustive solver: sg::search is the reference
    // (test_cram checks it past 64 cells against plain Cram).
    sg::search<sg::basic_cram<2>> cram;
    std::vector<sg::nimber> want;
    for (std::uint32_t c = 0; c <= 40; ++c) want.push_back(cram.value(sg::basic_cram<2>::board(2, c)));
    CHECK(run_grundy("cram 2 --upto 40").out == line_of(want));
    CHECK(run_grundy("cram 2 --value 37").out == std::to_string(want[37]) + '\n');
    want = {0};
    for (std::uint32_t c = 1; c <= 9; ++c) {
        const sg::basic_chomp<2> game(9, c);
        want.push_back(sg::grundy<sg::basic_chomp<2>>(game).value(game.rectangle()));
    }
    CHECK(run_grundy("chomp 9 --upto 9").out == line_of(want));
}

TEST_CASE("grundy node-kayles FILE --value prints the exhaustive solver's nimber of random graphs") {
    std::mt19937 rng(20261201);
    const auto dir = std::filesystem::temp_directory_path() / ("sg_cli_search_" + std::to_string(rng()));
    std::filesystem::create_directories(dir);
    for (int round = 0; round < 12; ++round) {
        const std::size_t n = std::uniform_int_distribution<std::size_t>(0, 14)(rng);
        const double density = std::uniform_real_distribution<double>(0.05, 0.5)(rng);
        std::vector<std::pair<std::size_t, std::size_t>> edges;
        for (std::size_t u = 0; u < n; ++u)
            for (std::size_t v = u + 1; v < n; ++v)
                if (std::bernoulli_distribution(density)(rng)) {
                    if (rng() % 2)  // either order of the ends
                        edges.emplace_back(u, v);
                    else
                        edges.emplace_back(v, u);
                }
        const auto file = dir / ("graph" + std::to_string(round) + ".txt");
        {
            std::ofstream out(file);
            out << n << ' ' << edges.size() << '\n';
            for (const auto& [u, v] : edges) out << u << ' ' << v << '\n';
        }
        const sg::node_kayles game(n, edges);
        const sg::nimber want = sg::grundy<sg::node_kayles>(game).value(game.all());
        INFO("graph " << round << ": " << n << " vertices, " << edges.size() << " edges");
        const run_result r = run_grundy("node-kayles '" + file.string() + "' --value");
        CHECK(r.status == 0);
        CHECK(r.out == std::to_string(want) + '\n');
    }
    std::filesystem::remove_all(dir);
}

TEST_CASE("grundy node-kayles FILE --value past 64 vertices: paths are Dawson's Kayles") {
    // In two words and in four; 0.137 by the octal engine, an independent computation.
    sg::octal_sequence dk{"0.137"};
    const auto dir = std::filesystem::temp_directory_path() / "sg_cli_search_paths";
    std::filesystem::create_directories(dir);
    for (const std::size_t n : {std::size_t{65}, std::size_t{100}, std::size_t{129}}) {
        const auto file = dir / ("path" + std::to_string(n) + ".txt");
        {
            std::ofstream out(file);
            out << n << ' ' << n - 1 << '\n';
            for (std::size_t v = 0; v + 1 < n; ++v) out << v << ' ' << v + 1 << '\n';
        }
        INFO("path of " << n);
        const run_result r = run_grundy("node-kayles '" + file.string() + "' --value");
        CHECK(r.status == 0);
        CHECK(r.out == std::to_string(dk.value(n)) + '\n');
    }
    std::filesystem::remove_all(dir);
}

namespace {

// The number after "key": in a JSON text (0 if absent).
std::uint64_t json_number(const std::string& text, const std::string& key) {
    const auto at = text.find("\"" + key + "\":");
    return at == std::string::npos ? 0 : std::stoull(text.substr(at + key.size() + 3));
}
bool exists(const std::filesystem::path& p) { return std::filesystem::exists(p); }
using sg_test::slurp;

}  // namespace

TEST_CASE("grundy cram --resume FILE: a stopped search saves its table, a later run loads it and certifies") {
    const auto dir = std::filesystem::temp_directory_path() / "sg_cli_search_resume";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::string table = (dir / "cram57.tbl").string();
    const std::string args = "cram 5 --value 7 --resume '" + table + "' --format json";
    // Stopped by --time-limit: exit status 3, the table saved all the same.
    const run_result stopped = run_grundy(args + " --time-limit 0.05");
    CHECK(stopped.status == 3);
    CHECK(exists(table));
    CHECK_FALSE(exists(table + ".certificate.json"));
    // Resumed: the nimber of a fresh search without --resume, and the certificate.
    const run_result fresh = run_grundy("cram 5 --value 7 --memory 64M");
    REQUIRE(fresh.status == 0);
    const std::string value = fresh.out.substr(0, fresh.out.size() - 1);
    const run_result done = run_grundy(args);
    REQUIRE(done.status == 0);
    CHECK(done.out.find("\"answer\":{\"value\":" + value + "}") != std::string::npos);
    CHECK(done.out.find("\"resume\":\"" + table + "\"") != std::string::npos);
    const std::string cert = slurp(table + ".certificate.json");
    CHECK(cert.rfind("{\"command\":\"cram\",\"rows\":5,\"value\":" + value + ",", 0) == 0);
    CHECK(cert.find("\"resumed\":true") != std::string::npos);
    CHECK(json_number(cert, "positions") == json_number(done.out, "positions"));
    CHECK(cert.find("\"table_checksum\":\"") != std::string::npos);
    // Again: the saved table answers at once, with far fewer positions.
    const run_result again = run_grundy(args);
    REQUIRE(again.status == 0);
    CHECK(again.out.find("\"answer\":{\"value\":" + value + "}") != std::string::npos);
    CHECK(json_number(again.out, "positions") < json_number(done.out, "positions") / 10);
    // A damaged table is refused (exit status 2) and left as it is; --upto is refused.
    {
        std::ofstream out(table, std::ios::binary | std::ios::trunc);
        out << "not a table";
    }
    const run_result bad = run_grundy(args);
    CHECK(bad.status == 2);
    CHECK(slurp(table) == "not a table");
    CHECK(run_grundy("cram 5 --upto 7 --resume '" + table + "'").status == 2);
    std::filesystem::remove_all(dir);
}

TEST_CASE("grundy cram --format json: the values of the plain line, the request and the table") {
    const run_result plain = run_grundy("cram 2 --upto 6");
    const run_result json = run_grundy("cram 2 --upto 6 --memory 1M --format json");
    REQUIRE(plain.status == 0);
    REQUIRE(json.status == 0);
    std::string values = plain.out.substr(0, plain.out.size() - 1);
    for (char& c : values)
        if (c == ' ') c = ',';
    CHECK(json.out.rfind("{\"command\":\"cram\",\"rows\":2,\"request\":{\"mode\":\"upto\",\"n\":6,\"memory\":1048576,", 0) == 0);
    CHECK(json.out.find("\"status\":0,\"answer\":{\"values\":[" + values + "]}") != std::string::npos);
    CHECK(json.out.find("\"table_capacity\":") != std::string::npos);
}
