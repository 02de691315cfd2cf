// grundy: explore nim-sequences of game families from the command line.
//   grundy FAMILY SPEC --upto N | --period [--max L] | --value N  [--time-limit S] [--quiet]
//   grundy sum PART [PART ...] [--count]
//   grundy play PART [PART ...] [--human first|second] [--hint]
//   grundy misere CODE | subtraction SET (--outcome H1 [H2 ...] | --quotient N | --genus N) [--max-order K] [--time-limit S]
//   grundy cram|chomp H (--upto W | --value W) | node-kayles FILE --value  [--memory BYTES]
//   grundy --version | --help
// The family commands and sum also take --format plain|json (cli_family.cpp, cli_sum.cpp);
// subtraction, sum, play and misere take --memory BYTES (a budget for their solvers).
// Exit status: 0 answered, 1 the game could not be answered (value not certified, out of
// memory), 2 bad arguments (a malformed SPEC or PART included), 3 no answer within the
// limits: no period certified within the length examined, --time-limit reached, or the
// --memory budget passed. A
// family reports a bad SPEC with usage_error or sg::parse_error.
#include "family.hpp"

#include <sg/error.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <string>

#ifndef SG_VERSION
#error "tools/CMakeLists.txt passes the project version as SG_VERSION"
#endif

namespace grundy_cli {

// `grundy play` (cli_play.cpp): args are the arguments after "play".
int run_play(std::span<const std::string_view> args);
extern const std::string_view play_help;
// `grundy misere` (cli_misere.cpp): args are the arguments after "misere".
int run_misere(std::span<const std::string_view> args);
extern const std::string_view misere_help;
// `grundy cram`, `chomp`, `node-kayles` (cli_search.cpp): args are the arguments after it.
int run_search(std::string_view command, std::span<const std::string_view> args);
extern const std::string_view search_help;

std::vector<family>& registry() {
    static std::vector<family> families;
    return families;
}

progress::progress(bool enabled, double time_limit)
    : enabled_(enabled), time_limit_(time_limit), start_(clock::now()), last_line_(start_), last_sample_(start_) {}

double progress::seconds() const { return std::chrono::duration<double>(clock::now() - start_).count(); }

void progress::tick(std::uint64_t n, std::uint64_t total, clock::time_point now) {
    last_sample_ = now;
    last_total_ = total;
    const double secs = std::chrono::duration<double>(now - start_).count();
    if (time_limit_ > 0 && secs >= time_limit_) throw time_limit_reached{n};
    if (!enabled_) return;
    samples_.push_back({n, secs});
    if (now - last_line_ < std::chrono::seconds(1)) return;
    last_line_ = now;
    report(n, total, secs);
}

void progress::done(std::uint64_t n) {
    if (!enabled_ || !printed_ || n == last_n_) return;
    report(n, std::max(n, last_total_), seconds());
}

namespace {
// "45 s", "3.5 min", "2.1 h".
std::string duration_text(double secs) {
    char buf[32];
    if (secs < 90)
        std::snprintf(buf, sizeof buf, "%.0f s", std::max(secs, 1.0));
    else if (secs < 90 * 60)
        std::snprintf(buf, sizeof buf, "%.1f min", secs / 60);
    else
        std::snprintf(buf, sizeof buf, "%.1f h", secs / 3600);
    return buf;
}

// The latest sample with n at most `n` (the start, n = 0 at 0 s, if none).
template <class Samples>
auto sample_below(const Samples& samples, double n) {
    typename Samples::value_type best{0, 0.0};
    for (const auto& s : samples)
        if (static_cast<double>(s.n) <= n) best = s;
    return best;
}
}  // namespace

// The time to go from n to total values. The cost of one value is measured over the last
// half of the run (values n/2 .. n) and the half before it (n/4 .. n/2); their ratio gives
// its growth c(x) ~ x^b (b from 0, constant cost, to 1, cost growing like n: the plain
// mex of a split game), and the time left is the integral of c from n to total.
std::optional<double> progress::time_left(std::uint64_t n, std::uint64_t total, double secs) const {
    if (total <= n || n == 0) return std::nullopt;
    const double x = static_cast<double>(n);
    const auto half = sample_below(samples_, x / 2);
    if (half.n == 0 || secs - half.t <= 0) return std::nullopt;  // no pace measured yet
    const double cost = (secs - half.t) / (x - static_cast<double>(half.n));
    const auto quarter = sample_below(samples_, static_cast<double>(half.n) / 2);
    double b = 0;
    if (half.t - quarter.t > 0 && half.n > quarter.n) {
        const double before = (half.t - quarter.t) / static_cast<double>(half.n - quarter.n);
        const double mid_now = (x + static_cast<double>(half.n)) / 2;
        const double mid_before = static_cast<double>(half.n + quarter.n) / 2;
        if (before > 0 && mid_now > mid_before) b = std::log(cost / before) / std::log(mid_now / mid_before);
    }
    b = std::clamp(b, 0.0, 1.0);
    const double ratio = static_cast<double>(total) / x;
    return cost * x / (b + 1) * (std::pow(ratio, b + 1) - 1);
}

void progress::report(std::uint64_t n, std::uint64_t total, double secs) {
    const double rate = secs > 0 ? static_cast<double>(n) / secs : 0.0;
    const auto left = time_left(n, total, secs);
    if (warn_ && left && secs + *left > 10) {
        std::fprintf(stderr,
                     "grundy: looking at up to %llu values may take about %s more at this pace "
                     "(--time-limit S stops after S seconds, --max L looks at fewer)\n",
                     static_cast<unsigned long long>(total), duration_text(*left).c_str());
        warn_ = false;
    }
    std::string tail;
    if (left) tail = ", about " + duration_text(*left) + " left";
    std::fprintf(stderr, "grundy: n = %llu of %llu, %.0f values/s, %.1f s%s\n", static_cast<unsigned long long>(n),
                 static_cast<unsigned long long>(total), rate, secs, tail.c_str());
    printed_ = true;
    last_n_ = n;
}

std::uint64_t parse_u64(std::string_view what, std::string_view text) {
    std::uint64_t v = 0;
    const char* end = text.data() + text.size();
    auto [p, ec] = std::from_chars(text.data(), end, v);
    if (text.empty() || ec != std::errc{} || p != end)
        throw usage_error(std::string(what) + " needs a whole number from 0 to 18446744073709551615, not '" +
                          std::string(text) + "'");
    return v;
}

namespace {

void print_help(std::ostream& os) {
    os << "usage: grundy FAMILY SPEC (--upto N | --period [--max L] | --value N) [--time-limit S] [--quiet]\n"
          "       grundy sum PART [PART ...] [--count]\n"
          "       grundy play PART [PART ...] [--human first|second] [--hint]\n"
          "       grundy misere CODE | subtraction SET (--outcome H1 [H2 ...] | --quotient N | --genus N) [--max-order K]\n"
          "       grundy cram|chomp H (--upto W | --value W) [--memory BYTES] [--time-limit S] [--quiet]\n"
          "       grundy node-kayles FILE --value [--memory BYTES] [--time-limit S] [--quiet]\n"
          "       grundy --version\n"
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
          "\n"
       << sum_help << play_help << misere_help << search_help
       << "\n"
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
    if (args[0] == "sum" || args[0] == "play" || args[0] == "misere" || args[0] == "cram" || args[0] == "chomp" ||
        args[0] == "node-kayles")
        refuse_threads(args[0]);
    if (args[0] == "play") refuse_json("play");  // interactive: no JSON form
    if (args[0] == "misere") refuse_json("misere");  // plain lines only
    const std::span<const std::string_view> rest(args.data() + 1, args.size() - 1);
    if (args[0] == "sum") return run_sum(rest);
    if (args[0] == "play") return run_play(rest);
    if (args[0] == "misere") return run_misere(rest);
    if (args[0] == "cram" || args[0] == "chomp" || args[0] == "node-kayles") return run_search(args[0], rest);
    const auto& fams = registry();
    auto fam = std::find_if(fams.begin(), fams.end(), [&](const family& f) { return f.name == args[0]; });
    if (fam == fams.end()) {
        std::string known;
        for (const family& f : fams) known += (known.empty() ? "" : ", ") + std::string(f.name);
        throw usage_error("unknown family '" + std::string(args[0]) + "' (known: " + known + ", sum, play, misere, cram, chomp and node-kayles)");
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
