// `grundy misere CODE --quotient N --resume FILE`: a run saves its quotient in FILE (or,
// stopped by --time-limit, the heaps it settled), a later run to a larger bound goes on
// from it and prints what a run from nothing prints;
// a FILE of another game, or damaged, is refused with one line on stderr and exit
// status 2, and left as it is. The program comes from the environment
// (tests/cli/grundy_misere.cmake sets it):
//   SG_GRUNDY  the grundy program
#include <filesystem>
#include <fstream>
#include <string>

#include "run_command.hpp"
#include "sg_catch.hpp"

namespace {

using sg_test::run_result;

// grundy ARGS, stderr dropped.
run_result run_grundy(const std::string& args) {
    return sg_test::run_command(sg_test::quoted(sg_test::env("SG_GRUNDY", "tests/cli/grundy_misere.cmake")) + ' ' +
                                args + " 2>/dev/null");
}

using sg_test::slurp;

}  // namespace

TEST_CASE("grundy misere --resume FILE: a later run goes on from the saved quotient") {
    const auto dir = std::filesystem::temp_directory_path() / "sg_cli_misere_resume";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::string file = (dir / "dawson.txt").string();
    const run_result first = run_grundy("misere 0.07 --quotient 24 --resume '" + file + "'");
    REQUIRE(first.status == 0);
    REQUIRE(std::filesystem::exists(file));
    CHECK(first.out == run_grundy("misere 0.07 --quotient 24").out);
    const run_result later = run_grundy("misere 0.07 --quotient 27 --resume '" + file + "'");
    REQUIRE(later.status == 0);
    CHECK(later.out == run_grundy("misere 0.07 --quotient 27").out);
    CHECK(slurp(file).find("\nheaps 27\n") != std::string::npos);  // saved again, at the new bound
    // Another game's quotient, or a damaged file: refused, the file unchanged.
    const std::string saved = slurp(file);
    CHECK(run_grundy("misere 0.77 --quotient 30 --resume '" + file + "'").status == 2);
    CHECK(run_grundy("misere 0.07 --quotient 20 --resume '" + file + "'").status == 2);  // past the bound
    {
        std::ofstream out(file);
        out << saved.substr(0, saved.size() / 2);
    }
    CHECK(run_grundy("misere 0.07 --quotient 30 --resume '" + file + "'").status == 2);
    CHECK(slurp(file) == saved.substr(0, saved.size() / 2));
    CHECK(run_grundy("misere 0.07 --outcome 3 --resume '" + file + "'").status == 2);  // only with --quotient
    std::filesystem::remove_all(dir);
}

TEST_CASE("grundy misere --resume FILE --time-limit S: the heaps settled are saved, and a later run goes on") {
    // The limit is past at the first report, as heap 0 is settled: that much is saved.
    const auto dir = std::filesystem::temp_directory_path() / "sg_cli_misere_stopped";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::string file = (dir / "kayles.txt").string();
    const std::string grundy = sg_test::quoted(sg_test::env("SG_GRUNDY", "tests/cli/grundy_misere.cmake"));
    const run_result stopped = sg_test::run_command(grundy + " misere 0.77 --quotient 40 --resume '" + file +
                                                    "' --time-limit 0.000001 2>&1 >/dev/null");
    CHECK(stopped.status == 3);
    CHECK(stopped.out.find("heaps up to 0 saved to '" + file + "'") != std::string::npos);
    REQUIRE(std::filesystem::exists(file));
    CHECK(slurp(file).find("\nheaps 0\n") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(file + ".tmp"));
    const run_result later = run_grundy("misere 0.77 --quotient 40 --resume '" + file + "'");
    REQUIRE(later.status == 0);
    CHECK(later.out == run_grundy("misere 0.77 --quotient 40").out);
    CHECK(slurp(file).find("\nheaps 40\n") != std::string::npos);
    std::filesystem::remove_all(dir);
}
