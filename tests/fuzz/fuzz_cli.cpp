// Fuzzes the grundy command's argument parsing and every subcommand's SPEC or PART
// (octal, subtraction, sum, play, misere, cram, chomp, node-kayles, the common options),
// linked with the command's sources (its main renamed sg_grundy_main). An input is a
// byte N, then N arguments each ended by '\n', then the text the command reads on stdin
// (play's moves, node-kayles -). The command runs with std::cin, std::cout, std::cerr,
// stdin and stderr redirected; it must return 0 to 3, print nothing on stderr but
// progress lines when it answers, and exactly one line "grundy: ..." when it refuses
// (a usage error, status 2, is correct behaviour). A sanitizer report, an abort or a
// hang is a crash.
//
// Work is bounded so that a slow but correct question is not taken for a hang (the
// time limit is looked at only between blocks of values, and misere's outcome and genus
// searches have none inside one sum): whole numbers above 2000 become 2000 (above 6 for
// misere, 16 after --max-order, none after --memory; an octal code with hex digits 8 to
// F keeps 8 characters and numbers up to 300), --time-limit is at most 1 s and added
// where it is accepted (misere's quotient of a wild code at 6 can take minutes), cram
// and chomp boards have at most 6 rows, --memory is 64M for them (added if absent),
// node-kayles reads stdin, --plot and --resume write into a private directory (the
// --resume file removed first), and --period gets
// --max 1024 when it has none.
#include "cli.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <unistd.h>

#include "fuzz_support.hpp"

int sg_grundy_main(int argc, char** argv);

namespace {
using sg_fuzz::require;

bool all_digits(std::string_view s) {
    return !s.empty() && s.size() <= 19 && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::string plot_dir() {
    static const std::string dir = [] {
        char name[] = "/tmp/sg-fuzz-cli-XXXXXX";
        require(mkdtemp(name) != nullptr);
        return std::string(name);
    }();
    return dir;
}

// The arguments with the work bounded (see the top comment).
std::vector<std::string> bounded(std::vector<std::string> a) {
    if (a.empty()) return a;
    const std::string cmd = a[0];
    const bool family = cmd == "octal" || cmd == "subtraction";
    const bool search = cmd == "cram" || cmd == "chomp" || cmd == "node-kayles";
    // A code with three-heap splits (a hex digit 8 to F) costs O(n^2) a value, and
    // --format json computes 1025 values whatever the question: such codes keep 8
    // characters and numbers up to 300.
    const bool split3 = cmd == "octal" && a.size() > 1 && a[1].find_first_of("89ABCDEFabcdef") != std::string::npos;
    if (split3 && a[1].size() > 8) a[1].resize(8);
    const std::uint64_t cap = cmd == "misere" ? 6 : split3 ? 300 : 2000;  // misere 0.74 --quotient 10: minutes
    bool has_time = false, has_max = false, period = false, memory = false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const std::string prev = i > 0 ? a[i - 1] : std::string();
        if (a[i] == "--period") period = true;
        if (a[i] == "--max") has_max = true;
        if (prev == "--plot") a[i] = plot_dir() + "/plot.svg";
        if (prev == "--resume") {  // a fresh file each time: nothing read from another input
            a[i] = plot_dir() + "/resume";
            std::remove(a[i].c_str());
        }
        if (prev == "--time-limit") {  // at most 1 s (what does not parse stays, to be refused)
            has_time = true;
            char* end = nullptr;
            const double seconds = std::strtod(a[i].c_str(), &end);
            if (end != a[i].c_str() && !(seconds <= 1.0)) a[i] = "1";
        }
        if (prev == "--memory") {
            memory = true;
            if (search) a[i] = "64M";
            continue;
        }
        const std::uint64_t top = prev == "--max-order" ? 16 : cap;
        if (all_digits(a[i]) && std::stoull(a[i]) > top) a[i] = std::to_string(top);
    }
    if ((cmd == "cram" || cmd == "chomp") && a.size() > 1 && all_digits(a[1]) && std::stoull(a[1]) > 6) a[1] = "6";
    if (cmd == "node-kayles" && a.size() > 1 && a[1].rfind("--", 0) != 0) a[1] = "-";
    if ((family || search || cmd == "misere") && !has_time) {
        a.emplace_back("--time-limit");
        a.emplace_back("1");
    }
    if (search && !memory) {
        a.emplace_back("--memory");
        a.emplace_back("64M");
    }
    if (family && period && !has_max) {
        a.emplace_back("--max");
        a.emplace_back("1024");
    }
    return a;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return -1;
    const std::string_view all(reinterpret_cast<const char*>(data) + 1, size - 1);
    const std::size_t count = data[0] % 10;
    std::vector<std::string> args;
    std::size_t at = 0;
    for (std::size_t i = 0; i < count; ++i) {
        const std::size_t end = all.find('\n', at);
        if (end == std::string_view::npos) return -1;
        args.emplace_back(all.substr(at, end - at));
        at = end + 1;
    }
    const std::string input(all.substr(at));
    args = bounded(std::move(args));
    for (const auto& a : args)
        if (a.find('\0') != std::string::npos) return -1;  // no such argument vector
    std::vector<char*> argv{const_cast<char*>("grundy")};
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);

    // The options of one run are not left for the next.
    grundy_cli::set_requested_format(grundy_cli::output_format::plain);
    grundy_cli::set_requested_memory(std::nullopt);

    std::istringstream cin_text(input);
    std::ostringstream out, err;
    std::string stdin_copy = input.empty() ? std::string(1, '\0') : input;
    std::FILE* in = fmemopen(stdin_copy.data(), stdin_copy.size(), "r");
    require(in != nullptr);
    if (input.empty()) (void)std::fgetc(in);
    char* err_data = nullptr;
    std::size_t err_size = 0;
    std::FILE* err_file = open_memstream(&err_data, &err_size);
    require(err_file != nullptr);
    std::streambuf* const saved_in = std::cin.rdbuf(cin_text.rdbuf());
    std::streambuf* const saved_out = std::cout.rdbuf(out.rdbuf());
    std::streambuf* const saved_err = std::cerr.rdbuf(err.rdbuf());
    std::FILE* const saved_stdin = stdin;
    std::FILE* const saved_stderr = stderr;
    stdin = in;
    stderr = err_file;
    const int status = sg_grundy_main(static_cast<int>(argv.size() - 1), argv.data());
    stdin = saved_stdin;
    stderr = saved_stderr;
    std::cin.rdbuf(saved_in);
    std::cout.rdbuf(saved_out);
    std::cerr.rdbuf(saved_err);
    std::cin.clear();
    std::cout.clear();
    std::cerr.clear();
    std::fclose(in);
    std::fclose(err_file);
    const std::string e = err.str() + std::string(err_data, err_size);
    std::free(err_data);

    require(status >= 0 && status <= 3);
    // Every line on stderr is the command's own.
    for (std::size_t p = 0; p < e.size();) {
        require(e.compare(p, 8, "grundy: ") == 0);
        const std::size_t nl = e.find('\n', p);
        require(nl != std::string::npos);
        p = nl + 1;
    }
    if (status == 2) {  // refused: one line
        if (std::count(e.begin(), e.end(), '\n') != 1) {
            std::fprintf(stderr, "fuzz_cli: status 2 with stderr:\n%s\n", e.c_str());
            std::abort();
        }
    }
    return 0;
}
