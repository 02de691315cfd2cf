// grundy: explore nim-sequences of game families from the command line.
//   grundy FAMILY SPEC --upto N | --period [--max L] | --value N
// Exit status: 0 answered, 1 the game could not be answered (value not certified, out of
// memory), 2 bad arguments (a malformed SPEC included), 3 no period certified within the
// length examined. A family reports a bad SPEC with usage_error or sg::parse_error.
#include "family.hpp"

#include <sg/error.hpp>

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <iostream>
#include <string>

namespace grundy_cli {

std::vector<family>& registry() {
    static std::vector<family> families;
    return families;
}

void progress::report(std::uint64_t n, std::uint64_t total, clock::time_point now) {
    const double secs = std::chrono::duration<double>(now - start_).count();
    const double rate = secs > 0 ? static_cast<double>(n) / secs : 0.0;
    std::fprintf(stderr, "grundy: n = %llu of %llu, %.0f values/s, %.1f s\n", static_cast<unsigned long long>(n),
                 static_cast<unsigned long long>(total), rate, secs);
    printed_ = true;
}

namespace {

std::uint64_t parse_u64(std::string_view what, std::string_view text) {
    std::uint64_t v = 0;
    const char* end = text.data() + text.size();
    auto [p, ec] = std::from_chars(text.data(), end, v);
    if (text.empty() || ec != std::errc{} || p != end)
        throw usage_error(std::string(what) + " needs a whole number from 0 to 18446744073709551615, not '" +
                          std::string(text) + "'");
    return v;
}

void print_help(std::ostream& os) {
    os << "usage: grundy FAMILY SPEC (--upto N | --period [--max L] | --value N) [--quiet]\n"
          "\n"
          "  --upto N     print G(0) .. G(N) on one line, separated by single spaces\n"
          "  --period     print 'preperiod P period Q' (' saltus S' appended when S != 0) once a\n"
          "               theorem certifies them; else 'no period certified up to L', exit status 3\n"
          "  --max L      with --period: examine at most L values\n"
          "  --value N    print G(N), for any N up to 2^64-1 (needs a certified period for large N)\n"
          "  --quiet      no progress lines on stderr\n"
          "\n"
          "exit status: 0 answered, 1 cannot answer (value not certified), 2 bad arguments or SPEC,\n"
          "3 no period certified\n"
          "\n"
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
    const auto& fams = registry();
    auto fam = std::find_if(fams.begin(), fams.end(), [&](const family& f) { return f.name == args[0]; });
    if (fam == fams.end()) {
        std::string known;
        for (const family& f : fams) known += (known.empty() ? "" : ", ") + std::string(f.name);
        throw usage_error("unknown family '" + std::string(args[0]) + "' (known: " + known + ")");
    }
    if (args.size() < 2 || args[1].starts_with("--")) throw usage_error(std::string(fam->name) + " needs a SPEC");
    const std::string_view spec = args[1];

    enum class mode { none, upto, period, value } m = mode::none;
    std::uint64_t n = 0, max_len = 0;
    bool quiet = false, have_max = false;
    for (std::size_t i = 2; i < args.size(); ++i) {
        const std::string_view a = args[i];
        auto next = [&](std::string_view opt) {
            if (i + 1 >= args.size()) throw usage_error(std::string(opt) + " needs a number");
            return parse_u64(opt, args[++i]);
        };
        auto set_mode = [&](mode k) {
            if (m != mode::none) throw usage_error("give one of --upto, --period, --value");
            m = k;
        };
        if (a == "--upto") {
            set_mode(mode::upto);
            n = next(a);
        } else if (a == "--value") {
            set_mode(mode::value);
            n = next(a);
        } else if (a == "--period") {
            set_mode(mode::period);
        } else if (a == "--max") {
            max_len = next(a);
            have_max = true;
        } else if (a == "--quiet") {
            quiet = true;
        } else {
            throw usage_error("unknown argument '" + std::string(a) + "'");
        }
    }
    if (m == mode::none) throw usage_error("give one of --upto, --period, --value");
    if (have_max && m != mode::period) throw usage_error("--max goes with --period");

    progress prog(!quiet);
    switch (m) {
        case mode::upto: {
            const auto seq = fam->upto(spec, n, prog);
            std::string line;
            line.reserve(seq.size() * 3);
            char buf[24];
            for (std::size_t k = 0; k < seq.size(); ++k) {
                if (k) line += ' ';
                auto [p, ec] = std::to_chars(buf, buf + sizeof buf, seq[k]);
                line.append(buf, p);
            }
            std::cout << line << '\n';
            return 0;
        }
        case mode::period: {
            const period_answer ans = fam->period(spec, max_len, prog);
            if (!ans.periodic) {
                std::cout << "no period certified up to " << ans.examined << '\n';
                return 3;
            }
            std::cout << "preperiod " << ans.periodic->preperiod << " period " << ans.periodic->period;
            if (ans.periodic->saltus != 0) std::cout << " saltus " << ans.periodic->saltus;
            std::cout << '\n';
            return 0;
        }
        case mode::value:
            std::cout << fam->value(spec, n, prog) << '\n';
            return 0;
        case mode::none: break;
    }
    return 2;
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
