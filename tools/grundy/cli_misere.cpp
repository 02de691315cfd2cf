// `grundy misere CODE | subtraction SET (--outcome H1 [H2 ...] | --quotient N [--complete]
// [--resume FILE] | --genus N) [--max-order K] [--time-limit S]`: misère play of an octal or hexadecimal
// game, or of a finite subtraction set (<sg/misere.hpp>, <sg/misere_quotient.hpp>): the
// outcome of a sum of heaps (searched whole, or from the quotient when the sum is large,
// through its proved period past heap 1000), the quotient of the heaps up to N (order,
// P-portion, presentation, the period proved, the element of each heap), or Conway's
// genus of heaps 0 .. N. See docs/grundy-cli.md and docs/misere_quotient.md.
#include "cli.hpp"

#include <sg/error.hpp>
#include <sg/games/octal.hpp>
#include <sg/games/subtraction.hpp>
#include <sg/misere.hpp>
#include <sg/misere_quotient.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace grundy_cli {

namespace {

constexpr std::string_view misere_help =
    "misere: grundy misere CODE | subtraction SET (--outcome H1 [H2 ...] | --quotient N [--complete] [--resume FILE]\n"
    "        | --genus N) [--max-order K] [--time-limit S]\n"
    "    misere play (whoever cannot move wins) of an octal or hexadecimal CODE, or of the\n"
    "    subtraction game of a finite SET (1,3,4 or 1-5,8):\n"
    "    --outcome  'win' or 'lose' for the player to move in the sum of the heaps (the sum\n"
    "               searched whole, or the quotient of heaps up to the largest when large;\n"
    "               heaps above 1000 need the quotient's period, proved by heap 1000)\n"
    "    --quotient the misere quotient of the sums of heaps up to N: 'order K', 'p-portion M',\n"
    "               the generators, the relations, 'period P preperiod N0' when the heaps\n"
    "               prove one (then it is the quotient of every heap) and each heap's\n"
    "               element; exit status 3 when no finite quotient is verified within the\n"
    "               bounds (--max-order K, default 8192)\n"
    "    --complete with --quotient: stop at the first bound up to N that proves a period\n"
    "    --resume FILE  with --quotient: go on from the quotient saved in FILE if it exists\n"
    "               (checked again first), and save there the heaps settled every 10\n"
    "               minutes and when the run stops short of N, and the quotient at the end\n"
    "    --genus    Conway's genus of heaps 0 .. N, one 'H: g^gamma' line each\n"
    "    --time-limit S  stop building the quotient (or the genus, between heaps) after S\n"
    "               seconds, exit status 3\n"
    "    e.g.  grundy misere 0.77 --outcome 1 1    ->  win\n";

// The largest N of --quotient and --genus, and of the quotient --outcome builds.
constexpr std::uint64_t max_heap = 1000;
// --outcome: positions the direct search of the sum may store before the quotient is
// built instead (under a second).
constexpr std::size_t direct_positions = std::size_t{1} << 17;

std::size_t heap_arg(std::string_view what, std::string_view text) {
    const std::uint64_t v = parse_u64(what, text);
    if (v > max_heap) throw usage_error(std::string(what) + " is at most " + std::to_string(max_heap));
    return static_cast<std::size_t>(v);
}
}  // namespace

namespace {

enum class misere_mode { none, outcome, quotient, genus };

// What the options after the game ask for.
struct misere_request {
    misere_mode m = misere_mode::none;
    std::vector<std::uint64_t> heaps;  // --outcome
    std::size_t n = 0;                 // --quotient, --genus: heaps up to n
    bool complete = false;             // --complete
    sg::quotient_limits limits;
    double time_limit = 0;
    std::string resume;  // --resume FILE: the quotient goes on from FILE if it exists, and is saved there
};

misere_request parse_misere_args(std::span<const std::string_view> args) {
    misere_request r;
    option_reader opts("misere", args);
    const auto set_mode = [&](misere_mode x) {
        if (r.m != misere_mode::none) throw usage_error("misere takes one of --outcome, --quotient and --genus");
        r.m = x;
    };
    while (opts.next()) {
        if (opts.is("--outcome")) {
            set_mode(misere_mode::outcome);
            for (const std::string_view h : opts.words()) r.heaps.push_back(parse_u64("a heap", h));
            if (r.heaps.empty()) throw usage_error("--outcome needs at least one heap size");
        } else if (opts.is("--quotient") || opts.is("--genus")) {
            const std::string name(opts.current());
            set_mode(name == "--quotient" ? misere_mode::quotient : misere_mode::genus);
            r.n = heap_arg(name, opts.value("N"));
        } else if (opts.is("--complete")) {
            r.complete = true;
        } else if (opts.is("--max-order")) {
            const std::uint64_t k = parse_u64("--max-order", opts.value("K"));
            if (k < 1 || k > 65536) throw usage_error("--max-order is from 1 to 65536");
            r.limits.max_order = static_cast<std::size_t>(k);
        } else if (opts.is("--time-limit")) {
            r.time_limit = parse_seconds(opts.value("a number"));
        } else if (opts.is("--resume")) {
            r.resume = std::string(opts.value("a file"));
        } else {
            opts.unknown();
        }
    }
    if (r.m == misere_mode::none) throw usage_error("misere needs --outcome, --quotient or --genus");
    if (r.complete && r.m != misere_mode::quotient) throw usage_error("--complete goes with --quotient");
    if (!r.resume.empty() && r.m != misere_mode::quotient) throw usage_error("--resume goes with --quotient");
    r.limits.max_bytes = memory_budget_bytes();  // --memory
    return r;
}

// --genus: whole-sum searches of each heap with Nim heaps, no quotient.
template <class Game>
int print_genus(const Game& game, const misere_request& r, const progress& clock) {
    for (std::size_t h = 0; h <= r.n; ++h) {
        if (const double t = clock.seconds(); r.time_limit > 0 && t >= r.time_limit) {
            char secs[32];
            std::snprintf(secs, sizeof secs, "%.1f", t);
            std::cerr << "grundy: stopped by --time-limit after " << secs << " s: genus of heaps up to " << h - 1
                      << " printed\n";
            return 3;
        }
        std::cout << h << ": " << sg::genus_string(sg::genus(game, h, 6, r.limits.max_bytes)) << std::endl;
    }
    return 0;
}

// --quotient: the order, the P-portion, the presentation, the period and each heap's element.
template <class Game>
void print_quotient(const sg::misere_quotient<Game>& q) {
    std::cout << "order " << q.order() << '\n' << "p-portion " << q.p_portion().size() << '\n';
    std::cout << "generators";
    for (std::size_t g = 0; g < q.generator_heaps().size(); ++g)
        std::cout << ' ' << q.element_name(q.heap_element(q.generator_heaps()[g])) << '=' << q.generator_heaps()[g];
    std::cout << "\nrelations";
    for (const auto& r : q.relations()) {
        const auto g = q.heap_element(q.generator_heaps()[r.generator]);
        std::cout << ' ' << q.element_name(r.from) << '.' << q.element_name(g) << '=' << q.element_name(r.to);
    }
    std::cout << "\np-positions";
    for (auto x : q.p_portion()) std::cout << ' ' << q.element_name(x);
    std::cout << '\n';
    if (const auto& p = q.period()) std::cout << "period " << p->period << " preperiod " << p->preperiod << '\n';
    for (std::size_t h = 0; h <= q.heap_bound(); ++h)
        std::cout << "heap " << h << ' ' << q.element_name(q.heap_element(h)) << '\n';
}

// --resume FILE: the quotient goes on from the one saved in FILE (a bad file is one line
// on stderr and exit status 2), and is saved there (replace_file): the heaps settled,
// every save_every seconds and when the run stops short of N (--time-limit, a limit),
// and the whole quotient at the end.
template <class Game>
void load_quotient(const Game& game, misere_request& r, std::optional<sg::misere_quotient<Game>>& q) {
    std::ifstream in(r.resume);
    r.limits.stop_at_period = r.complete;
    try {
        q.emplace(game, r.n, in, r.limits);
    } catch (const sg::limit_error&) {
        throw;
    } catch (const sg::error& e) {
        throw usage_error("--resume: '" + r.resume + "': " + e.what());
    }
}
void save_quotient(const std::function<void(std::ostream&)>& save, const std::string& path) {
    replace_file(path, [&](const std::string& tmp) {
        std::ofstream out(tmp);
        save(out);
        if (!out.flush()) throw usage_error("--resume: cannot write '" + tmp + "'");
    });
}
// The checkpoints of a run with --resume FILE: the heaps settled are saved every
// save_every seconds, and when the run is stopped.
struct quotient_saves {
    const std::string& path;
    const progress& clock;
    double saved_at = 0;
    std::optional<std::size_t> bound;  // heaps up to it saved by this run

    void operator()(const sg::quotient_checkpoint& c) {
        if (bound == c.bound) return;  // saved already (a stop in the bound after a periodic save)
        if (!c.stopped && clock.seconds() - saved_at < save_every) return;
        save_quotient(c.save, path);
        saved_at = clock.seconds();
        bound = c.bound;
    }
};

// The questions after the game's arguments (args), about `game`.
template <class Game>
int answer(const Game& game, std::span<const std::string_view> args) {
    misere_request r = parse_misere_args(args);
    const progress clock(false);  // silent: its seconds() only
    const std::vector<std::uint64_t>& sum = r.heaps;  // --outcome's heaps
    const std::uint64_t largest = sum.empty() ? 0 : *std::max_element(sum.begin(), sum.end());
    if (r.m == misere_mode::outcome && largest <= max_heap) {
        // The sum itself, searched as one game (sg::misere), answers small sums at once,
        // where the quotient of a wild game may take minutes (4.77 --outcome 6 1). Past
        // direct_positions stored positions the quotient takes over: it answers sums
        // of large heaps of the games it can reduce.
        sg::misere<Game> direct(game, direct_positions);
        direct.set_memory_limit(r.limits.max_bytes);
        try {
            std::cout << (direct.wins(sum) ? "win" : "lose") << '\n';
            return 0;
        } catch (const sg::limit_error& e) {
            if (e.kind() == sg::limit_kind::bytes) throw;  // --memory: one line on stderr (cli_main.cpp)
        }
    }
    if (r.m == misere_mode::outcome) {
        r.n = static_cast<std::size_t>(std::min(largest, max_heap));
        r.complete = largest > max_heap;
    }
    if (r.m == misere_mode::genus) return print_genus(game, r, clock);
    // --time-limit: the construction reports after each bound and every 4096 steps of
    // work; past the limit it is stopped, saying how far it got.
    struct stopped {
        sg::quotient_progress at;
        double seconds;
    };
    if (r.time_limit > 0)
        r.limits.progress = [&](const sg::quotient_progress& p) {
            if (const double t = clock.seconds(); t >= r.time_limit) throw stopped{p, t};
        };
    quotient_saves saves{r.resume, clock, 0, std::nullopt};
    if (!r.resume.empty()) r.limits.checkpoint = std::ref(saves);
    std::optional<sg::misere_quotient<Game>> q;
    try {
        if (!r.resume.empty() && std::filesystem::exists(r.resume))
            load_quotient(game, r, q);
        else if (r.complete)
            q.emplace(sg::periodic_quotient(game, r.n, r.limits));
        else
            q.emplace(game, r.n, r.limits);
    } catch (const stopped& s) {
        char secs[32];
        std::snprintf(secs, sizeof secs, "%.1f", s.seconds);  // when it stopped (freeing the tables follows)
        std::cerr << "grundy: stopped by --time-limit after " << secs << " s: heaps up to " << s.at.bound - 1
                  << " settled (order " << s.at.order << ")";
        if (saves.bound) std::cerr << ", heaps up to " << *saves.bound << " saved to '" << r.resume << "'";
        std::cerr << ", no quotient of heaps up to " << r.n << " yet\n";
        return 3;
    } catch (const sg::limit_error& e) {
        if (e.kind() == sg::limit_kind::bytes) throw;  // --memory: one line on stderr (cli_main.cpp)
        const std::string_view what = e.what();  // "sg::misere_quotient: no finite quotient ..."
        std::cout << what.substr(what.find(": ") + 2) << '\n';
        if (saves.bound) std::cerr << "grundy: heaps up to " << *saves.bound << " saved to '" << r.resume << "'\n";
        return 3;
    }
    if (r.m == misere_mode::quotient) {
        if (!r.resume.empty()) save_quotient([&](std::ostream& os) { q->save(os); }, r.resume);
        print_quotient(*q);
    } else if (largest > q->heap_bound() && !q->period()) {
        std::cout << "no period of the quotient proved by heap " << q->heap_bound() << ", so heap " << largest
                  << " is out of reach\n";
        return 3;
    } else {
        std::cout << (q->wins(sum) ? "win" : "lose") << '\n';
    }
    return 0;
}

int run_misere(std::string_view /*name*/, std::span<const std::string_view> args) {
    if (args.empty() || args[0].starts_with("--"))
        throw usage_error("misere needs a CODE or 'subtraction SET', like 'grundy misere 0.77 --outcome 1 2' (see grundy --help)");
    if (args[0] == "subtraction") {
        if (args.size() < 2 || args[1].starts_with("--"))
            throw usage_error("misere subtraction needs a SET, like 'grundy misere subtraction 1,3,4 --outcome 2 5'");
        const subtraction_set set = parse_subtraction_set(args[1]);
        const auto* finite = std::get_if<sg::subtraction_game>(&set);
        if (finite == nullptr)
            throw usage_error("misere subtraction takes a finite SET of amounts, like 1,3,4 or 1-5,8, not '" +
                              std::string(args[1]) + "'");
        return answer(*finite, args.subspan(2));
    }
    return answer(sg::octal_game{args[0]}, args.subspan(1));
}

}  // namespace

SG_GRUNDY_COMMAND((command{
    .names = {"misere"},
    .rank = 3,
    .usage = "misere CODE | subtraction SET (--outcome H1 [H2 ...] | --quotient N [--complete] [--resume FILE] | --genus N) [--max-order K]",
    .help = misere_help,
    .run = run_misere}));

}  // namespace grundy_cli
