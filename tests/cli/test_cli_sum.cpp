// `grundy sum` against a search of the whole sum as one game (cli_sum_brute.hpp):
// the exact outputs of the ctest cases in tests/cli/grundy_sum/ are what the search
// prints, and random small sums of mixed families (Nim, subtraction sets, octal codes
// with splits, Wythoff) print what the search prints. The program and the case
// directory come from the environment (tests/cli/grundy_sum.cmake sets them):
//   SG_GRUNDY            the grundy program
//   SG_GRUNDY_SUM_CASES  tests/cli/grundy_sum
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "cli_sum_brute.hpp"
#include "run_command.hpp"
#include "sg_catch.hpp"

namespace {

using sg_test::quoted;
using sg_test::run_result;

std::string env(const char* name) { return sg_test::env(name, "tests/cli/grundy_sum.cmake"); }

run_result run_grundy(const std::vector<std::string>& args) {
    std::string cmd = quoted(env("SG_GRUNDY"));
    cmd += " sum";
    for (const auto& a : args) {
        cmd += ' ';
        cmd += quoted(a);
    }
    cmd += " 2>/dev/null";
    return sg_test::run_command(cmd);
}

std::string read(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

std::string joined(const std::vector<std::string>& args) {
    std::string s;
    for (const auto& a : args) {
        s += '[';
        s += a;
        s += "] ";
    }
    return s;
}

}  // namespace

TEST_CASE("grundy sum: the expected outputs of the ctest cases are the whole-sum search's") {
    const std::filesystem::path dir = env("SG_GRUNDY_SUM_CASES");
    std::size_t checked = 0;
    for (const auto& e : std::filesystem::directory_iterator(dir)) {
        if (e.path().extension() != ".args") continue;
        auto base = e.path();
        base.replace_extension();
        if (std::filesystem::exists(base.string() + ".status")) continue;  // a bad PART
        std::vector<std::string> args;
        std::ifstream in(e.path());
        for (std::string line; std::getline(in, line);) args.push_back(line);
        REQUIRE(!args.empty());
        REQUIRE(args.front() == "sum");
        args.erase(args.begin());
        INFO(base.filename().string() << ": " << joined(args));
        sg_test::sum_brute brute;
        CHECK(read(base.string() + ".out") == brute.output(args));
        ++checked;
    }
    CHECK(checked >= 8);
}

TEST_CASE("grundy sum: random sums of mixed families print what the whole-sum search finds") {
    std::mt19937 rng(20261201);
    auto pick = [&](auto lo, auto hi) {
        return std::uniform_int_distribution<long long>(static_cast<long long>(lo), static_cast<long long>(hi))(rng);
    };
    const std::vector<std::string> sets = {"1,3,4", "2,3", "1-3", "2,5,6", "all-but:1", "all-but:2,3", "powers-of-two"};
    const std::vector<std::string> codes = {"0.77", "0.137", "0.07", "4.7", "0.6", "0.14", "0.3F", "0.16"};
    for (int round = 0; round < 120; ++round) {
        std::vector<std::string> args;
        const auto parts = pick(1, 4);
        for (long long k = 0; k < parts; ++k) {
            switch (pick(0, 3)) {
                case 0: args.push_back("nim " + std::to_string(pick(0, 6))); break;
                case 1:
                    args.push_back("subtraction " + sets[static_cast<std::size_t>(pick(0, 6))] + ' ' +
                                   std::to_string(pick(0, 10)));
                    break;
                case 2: {
                    const auto& code = codes[static_cast<std::size_t>(pick(0, 7))];
                    args.push_back("octal " + code + ' ' + std::to_string(pick(0, code == "0.3F" ? 6 : 9)));
                    break;
                }
                default: args.push_back("wythoff " + std::to_string(pick(0, 4)) + ' ' + std::to_string(pick(0, 4)));
            }
        }
        if (pick(0, 4) == 0) args.push_back("--count");
        INFO("grundy sum " << joined(args));
        sg_test::sum_brute brute;
        const run_result r = run_grundy(args);
        CHECK(r.status == 0);
        CHECK(r.out == brute.output(args));
    }
}

TEST_CASE("grundy sum: a finite set with an amount above 2^16 answers from its segments, at any heap") {
    // {1, 2, K}: values by a hand loop up to 5K, independent of sg; every heap there is
    // asked in a sum with Nim 0 (value, outcome and each winning move) and with Nim G(n)
    // (a loss). Far beyond it, the value agrees with `grundy subtraction --value`.
    constexpr std::uint64_t K = 70001;
    std::vector<std::uint64_t> g(5 * K + 8);
    for (std::size_t n = 0; n < g.size(); ++n) {
        bool seen[4] = {};
        for (std::uint64_t a : {std::uint64_t{1}, std::uint64_t{2}, K})
            if (a <= n) seen[g[n - a]] = true;
        std::uint64_t m = 0;
        while (seen[m]) ++m;
        g[n] = m;
    }
    const std::string set = "subtraction 1,2," + std::to_string(K) + ' ';
    for (std::uint64_t n : {K - 1, K, K + 1, K + 2, 2 * K + 3, 3 * K, 4 * K + 5, 5 * K + 7}) {
        INFO("heap " << n);
        std::string expected = "value " + std::to_string(g[n]) + '\n';
        if (g[n] == 0) {
            expected += "lose\n";
        } else {
            expected += "win\n";
            for (std::uint64_t a : {K, std::uint64_t{2}, std::uint64_t{1}})
                if (a <= n && g[n - a] == 0) expected += "1: " + std::to_string(n - a) + '\n';
        }
        run_result r = run_grundy({set + std::to_string(n), "nim 0"});
        CHECK(r.status == 0);
        std::vector<std::string> got_lines, want_lines;
        for (auto* v : {&got_lines, &want_lines}) {
            std::istringstream in(v == &got_lines ? r.out : expected);
            for (std::string line; std::getline(in, line);) v->push_back(line);
            std::sort(v->begin() + std::min<std::ptrdiff_t>(2, static_cast<std::ptrdiff_t>(v->size())), v->end());
        }
        CHECK(got_lines == want_lines);
        r = run_grundy({set + std::to_string(n), "nim " + std::to_string(g[n])});
        CHECK(r.status == 0);
        CHECK(r.out == "value 0\nlose\n");
    }
    for (const std::string n : {"1000000000000", "18446744073709551615"}) {
        INFO("heap " << n);
        const run_result r = run_grundy({set + n, "nim 0"});
        CHECK(r.status == 0);
        const run_result v = sg_test::run_command(quoted(env("SG_GRUNDY")) + " subtraction 1,2," +
                                                  std::to_string(K) + " --value " + n + " 2>/dev/null");
        CHECK(v.status == 0);
        CHECK(r.out.substr(0, r.out.find('\n') + 1) == "value " + v.out);
    }
}
