// grundy: explore nim-sequences of game families from the command line.
//   grundy FAMILY SPEC --upto N | --period [--max L] | --value N  [--time-limit S] [--quiet]
//   grundy sum PART [PART ...] [--count]
//   grundy play PART [PART ...] [--human first|second] [--hint]
//   grundy misere CODE | subtraction SET (--outcome H1 [H2 ...] | --quotient N [--complete] | --genus N) [--max-order K] [--time-limit S]
//   grundy cram|chomp H (--upto W | --value W) | node-kayles FILE --value  [--memory BYTES]
//   grundy --version | --help
// The family commands and sum also take --format plain|json (cli_family.cpp, cli_sum.cpp);
// subtraction, sum, play and misere take --memory BYTES (a budget for their solvers).
// Exit status: 0 answered, 1 the game could not be answered (value not certified, out of
// memory), 2 bad arguments (a malformed SPEC or PART included), 3 no answer within the
// limits: no period certified within the length examined, --time-limit reached, or the
// --memory budget passed. A
// family reports a bad SPEC with usage_error or sg::parse_error.
#include "cli.hpp"

#include <sg/error.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

#ifndef SG_VERSION
#error "tools/CMakeLists.txt passes the project version as SG_VERSION"
#endif

namespace grundy_cli {
namespace {

// The registered commands (cli_sum.cpp, cli_play.cpp, ...) in their --help order.
std::vector<const command*> ranked_commands() {
    std::vector<const command*> out;
    for (const command& c : commands()) out.push_back(&c);
    std::sort(out.begin(), out.end(), [](const command* a, const command* b) { return a->rank < b->rank; });
    return out;
}

void print_help(std::ostream& os) {
    os << "usage: grundy FAMILY SPEC (--upto N | --period [--max L] | --value N) [--time-limit S] [--quiet]\n";
    for (const command* c : ranked_commands()) {
        for (std::string_view rest = c->usage; !rest.empty();) {
            const std::size_t end = rest.find('\n');
            os << "       grundy " << rest.substr(0, end) << '\n';
            rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 1);
        }
    }
    os << "       grundy --version\n"
          "\n"
          "  --upto N        print G(0) .. G(N) on one line, separated by single spaces\n"
          "  --period        print 'preperiod P period Q' (' saltus S' appended when S != 0) once a\n"
          "                  theorem certifies them; else 'no period certified up to L', exit status 3\n"
          "  --max L         with --period: examine at most L values\n"
          "  --value N       print G(N), for any N up to 2^64-1 (needs a certified period for large N)\n"
          "  --time-limit S  stop after S seconds with exit status 3, saying how far it got\n"
          "  --quiet         no progress lines on stderr\n"
          "  --plot FILE     with --upto or --period: also write the values to FILE as an SVG plot\n"
          "  --format F      plain (the default) or json: one JSON object on stdout; for the\n"
          "                  family commands and sum (play and misere have no JSON form)\n"
          "  --memory BYTES  a budget for the solvers' tables, like 64M or 8G (suffixes K, M, G, T);\n"
          "                  passing it stops with one line and exit status 3; every command\n"
          "  --threads K     octal: share the work with K threads in all; the values are the same,\n"
          "                  and codes whose searches dominate (Officers 0.6) gain most\n"
          "\n"
          "exit status: 0 answered, 1 cannot answer (value not certified), 2 bad arguments, SPEC\n"
          "or PART, 3 no period certified within the values examined, the time limit reached, or\n"
          "the memory budget passed\n"
          "\n";
    for (const command* c : ranked_commands()) os << c->help;
    os << "\n"
          "families:\n";
    for (const family& f : registry()) os << "  " << f.name << "\n" << f.help;
}

int run(int argc, char** argv) {
    std::vector<std::string_view> args(argv + 1, argv + argc);
    if (args.empty()) throw usage_error("missing FAMILY (try grundy --help)");
    if (std::find(args.begin(), args.end(), "--help") != args.end() ||
        std::find(args.begin(), args.end(), "-h") != args.end()) {
        print_help(std::cout);
        return 0;
    }
    if (std::find(args.begin(), args.end(), "--version") != args.end()) {
        std::cout << "grundy " << SG_VERSION << '\n';
        return 0;
    }
    // The common options --format F, --memory BYTES and --threads K, anywhere, once each:
    // taken out before the subcommand reads the rest. take(name, missing) returns the
    // value of option name (usage_error `missing` when it has none), or nullopt.
    const auto take = [&args](std::string_view name, std::string_view missing) -> std::optional<std::string_view> {
        const auto it = std::find(args.begin(), args.end(), name);
        if (it == args.end()) return std::nullopt;
        if (std::find(it + 1, args.end(), name) != args.end())
            throw usage_error("option " + std::string(name) + " given twice");
        if (it + 1 == args.end()) throw usage_error(std::string(missing));
        const std::string_view value = it[1];
        args.erase(it, it + 2);
        return value;
    };
    if (const auto f = take("--format", "--format needs plain or json")) {
        if (*f != "plain" && *f != "json") throw usage_error("--format needs plain or json");
        set_requested_format(*f == "json" ? output_format::json : output_format::plain);
    }
    if (const auto m = take("--memory", "--memory needs a number of bytes, like 64M"))
        set_requested_memory(parse_bytes("--memory", *m));
    if (const auto t = take("--threads", "--threads needs a number of threads, 1 to 256")) {
        const std::uint64_t k = parse_u64("--threads", *t);
        if (k < 1 || k > 256) throw usage_error("--threads needs a number of threads, 1 to 256, not " + std::string(*t));
        set_requested_threads(static_cast<unsigned>(k));
    }
    if (args.empty()) throw usage_error("missing FAMILY (try grundy --help)");
    const std::span<const std::string_view> rest(args.data() + 1, args.size() - 1);
    for (const command* c : ranked_commands()) {
        if (std::find(c->names.begin(), c->names.end(), args[0]) == c->names.end()) continue;
        refuse_threads(args[0]);
        if (!c->json) refuse_json(args[0]);
        return c->run(args[0], rest);
    }
    const auto& fams = registry();
    auto fam = std::find_if(fams.begin(), fams.end(), [&](const family& f) { return f.name == args[0]; });
    if (fam == fams.end()) {
        std::vector<std::string_view> known;
        for (const family& f : fams) known.push_back(f.name);
        for (const command* c : ranked_commands()) known.insert(known.end(), c->names.begin(), c->names.end());
        std::string list;
        for (std::size_t i = 0; i < known.size(); ++i)
            list += (i == 0 ? "" : i + 1 == known.size() ? " and " : ", ") + std::string(known[i]);
        throw usage_error("unknown family '" + std::string(args[0]) + "' (known: " + list + ")");
    }
    return run_family(*fam, rest);
}

}  // namespace
}  // namespace grundy_cli

int main(int argc, char** argv) {
    try {
        return grundy_cli::run(argc, argv);
    } catch (const grundy_cli::usage_error& e) {
        std::cerr << "grundy: " << e.what() << '\n';
        return 2;
    } catch (const sg::parse_error& e) {  // a SPEC a family could not read
        std::cerr << "grundy: " << e.what() << '\n';
        return 2;
    } catch (const sg::limit_error& e) {
        if (e.kind() != sg::limit_kind::bytes) {
            std::cerr << "grundy: " << e.what() << '\n';
            return 1;
        }
        std::cerr << "grundy: stopped by --memory " << e.limit() << ": the solver needed " << e.reached()
                  << " bytes; a larger --memory may answer\n";
        return 3;
    } catch (const sg::error& e) {
        std::cerr << "grundy: " << e.what() << '\n';
        return 1;
    } catch (const std::bad_alloc&) {
        std::cerr << "grundy: out of memory\n";
        return 1;
    } catch (const std::exception& e) {
        std::cerr << "grundy: " << e.what() << '\n';
        return 1;
    }
}
