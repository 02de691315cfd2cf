// `grundy sum` against a search of the whole sum as one game (support/cli_sum_brute.hpp):
// the exact outputs of the ctest cases in tests/cmake/grundy_sum/ are what the search
// prints, and random small sums of mixed families (Nim, subtraction sets, octal codes
// with splits, Wythoff) print what the search prints. The program and the case
// directory come from the environment (tests/cmake/grundy_sum.cmake sets them):
//   SG_GRUNDY            the grundy program
//   SG_GRUNDY_SUM_CASES  tests/cmake/grundy_sum
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

std::string env(const char* name) { return sg_test::env(name, "tests/cmake/grundy_sum.cmake"); }

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
