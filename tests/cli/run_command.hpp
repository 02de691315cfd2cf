// Running a program from a test: an environment variable that ctest sets, shell quoting,
// a command's stdout and exit status (popen; stderr as the command redirects it), and the
// text of a file it wrote.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/wait.h>

#include "sg_catch.hpp"

namespace sg_test {

// The value of environment variable `name`; fails the test when it is not set (`who`
// names the file that sets it for ctest).
inline std::string env(const char* name, const char* who) {
    const char* v = std::getenv(name);
    if (!v || !*v) FAIL(std::string(name) + " is not set (" + who + " sets it for ctest)");
    return v ? v : "";
}

// s in single quotes for sh.
inline std::string quoted(const std::string& s) {
    std::string q = "'";
    for (char c : s) {
        if (c == '\'')
            q += "'\\''";
        else
            q += c;
    }
    q += '\'';
    return q;
}

struct run_result {
    std::string out;
    int status = -1;  // the exit status, -1 when the command did not exit normally
};

// Runs the shell command `cmd` and returns its stdout and exit status.
inline run_result run_command(const std::string& cmd) {
    run_result r;
    FILE* p = popen(cmd.c_str(), "r");
    REQUIRE(p != nullptr);
    char buf[4096];
    std::size_t got = 0;
    while ((got = std::fread(buf, 1, sizeof buf, p)) > 0) r.out.append(buf, got);
    const int st = pclose(p);
    r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
    return r;
}

// The whole text of file p ("" if it cannot be read).
inline std::string slurp(const std::filesystem::path& p) {
    std::ifstream in(p);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

}  // namespace sg_test
