// `grundy misere CODE | subtraction SET (--outcome H1 [H2 ...] | --quotient N | --genus N)
// [--max-order K] [--time-limit S]`: misère play of an octal or hexadecimal game, or of a finite
// subtraction set (<sg/misere.hpp>, <sg/misere_quotient.hpp>): the outcome of a sum of
// heaps (searched whole, or from the quotient when the sum is large), the quotient of the
// heaps up to N (order, P-portion, presentation, the element of each heap), or Conway's
// genus of heaps 0 .. N. See docs/grundy-cli.md and docs/misere_quotient.md.
#include "family.hpp"

#include <sg/error.hpp>
#include <sg/games/octal.hpp>
#include <sg/games/subtraction.hpp>
#include <sg/misere.hpp>
#include <sg/misere_quotient.hpp>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace grundy_cli {

extern const std::string_view misere_help;  // printed by grundy --help (cli_main.cpp)
const std::string_view misere_help =
    "misere: grundy misere CODE | subtraction SET (--outcome H1 [H2 ...] | --quotient N | --genus N)\n"
    "        [--max-order K] [--time-limit S]\n"
    "    misere play (whoever cannot move wins) of an octal or hexadecimal CODE, or of the\n"
    "    subtraction game of a finite SET (1,3,4 or 1-5,8):\n"
    "    --outcome  'win' or 'lose' for the player to move in the sum of the heaps (the sum\n"
    "               searched whole, or the quotient of heaps up to the largest when large)\n"
    "    --quotient the misere quotient of the sums of heaps up to N: 'order K', 'p-portion M',\n"
    "               the generators, the relations and each heap's element; exit status 3\n"
    "               when no finite quotient is verified within the bounds (--max-order K,\n"
    "               default 512)\n"
    "    --genus    Conway's genus of heaps 0 .. N, one 'H: g^gamma' line each\n"
    "    --time-limit S  stop building the quotient (or the genus, between heaps) after S\n"
    "               seconds, exit status 3\n"
    "    e.g.  grundy misere 0.77 --outcome 1 1    ->  win\n";

namespace {
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

// The questions after the game's arguments (args), about `game`.
template <class Game>
int answer(const Game& game, std::span<const std::string_view> args) {
    enum class mode { none, outcome, quotient, genus } m = mode::none;
    std::vector<std::size_t> heaps;
    std::size_t n = 0;
    sg::quotient_limits limits;
    double time_limit = 0;
    option_reader opts("misere", args);
    const auto set_mode = [&](mode x) {
        if (m != mode::none) throw usage_error("misere takes one of --outcome, --quotient and --genus");
        m = x;
    };
    while (opts.next()) {
        if (opts.is("--outcome")) {
            set_mode(mode::outcome);
            for (const std::string_view h : opts.words()) heaps.push_back(heap_arg("a heap", h));
            if (heaps.empty()) throw usage_error("--outcome needs at least one heap size");
        } else if (opts.is("--quotient") || opts.is("--genus")) {
            const std::string name(opts.current());
            set_mode(name == "--quotient" ? mode::quotient : mode::genus);
            n = heap_arg(name, opts.value("N"));
        } else if (opts.is("--max-order")) {
            const std::uint64_t k = parse_u64("--max-order", opts.value("K"));
            if (k < 1 || k > 65536) throw usage_error("--max-order is from 1 to 65536");
            limits.max_order = static_cast<std::size_t>(k);
        } else if (opts.is("--time-limit")) {
            time_limit = parse_seconds(opts.value("a number"));
        } else {
            opts.unknown();
        }
    }
    if (m == mode::none) throw usage_error("misere needs --outcome, --quotient or --genus");
    limits.max_bytes = memory_budget_bytes();  // --memory
    const auto start = std::chrono::steady_clock::now();
    const auto seconds = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
    const std::vector<std::uint64_t> sum(heaps.begin(), heaps.end());  // --outcome's heaps
    if (m == mode::outcome) {
        // The sum itself, searched as one game (sg::misere), answers small sums at once,
        // where the quotient of a wild game may take minutes (4.77 --outcome 6 1). Past
        // direct_positions stored positions the quotient takes over: it answers sums
        // of large heaps of the games it can reduce.
        sg::misere<Game> direct(game, direct_positions);
        direct.set_memory_limit(limits.max_bytes);
        try {
            std::cout << (direct.wins(sum) ? "win" : "lose") << '\n';
            return 0;
        } catch (const sg::limit_error& e) {
            if (e.kind() == sg::limit_kind::bytes) throw;  // --memory: one line on stderr (cli_main.cpp)
        }
        n = *std::max_element(heaps.begin(), heaps.end());
    }
    if (m == mode::genus) {  // whole-sum searches of each heap with Nim heaps: no quotient
        for (std::size_t h = 0; h <= n; ++h) {
            if (const double t = seconds(); time_limit > 0 && t >= time_limit) {
                char secs[32];
                std::snprintf(secs, sizeof secs, "%.1f", t);
                std::cerr << "grundy: stopped by --time-limit after " << secs << " s: genus of heaps up to " << h - 1
                          << " printed\n";
                return 3;
            }
            std::cout << h << ": " << sg::genus_string(sg::genus(game, h, 6, limits.max_bytes)) << std::endl;
        }
        return 0;
    }
    // --time-limit: the construction reports after each bound and every 4096 steps of
    // work; past the limit it is stopped, saying how far it got.
    struct stopped {
        sg::quotient_progress at;
        double seconds;
    };
    if (time_limit > 0)
        limits.progress = [&](const sg::quotient_progress& p) {
            if (const double t = seconds(); t >= time_limit) throw stopped{p, t};
        };
    using quotient = sg::misere_quotient<Game>;
    std::optional<quotient> q;
    try {
        q.emplace(game, n, limits);
    } catch (const stopped& s) {
        char secs[32];
        std::snprintf(secs, sizeof secs, "%.1f", s.seconds);  // when it stopped (freeing the tables follows)
        std::cerr << "grundy: stopped by --time-limit after " << secs << " s: heaps up to " << s.at.bound - 1
                  << " settled (order " << s.at.order << "), no quotient of heaps up to " << n << " yet\n";
        return 3;
    } catch (const sg::limit_error& e) {
        if (e.kind() == sg::limit_kind::bytes) throw;  // --memory: one line on stderr (cli_main.cpp)
        const std::string_view what = e.what();  // "sg::misere_quotient: no finite quotient ..."
        std::cout << what.substr(what.find(": ") + 2) << '\n';
        return 3;
    }
    if (m == mode::outcome) {
        std::cout << (q->wins(sum) ? "win" : "lose") << '\n';
    } else {
        std::cout << "order " << q->order() << '\n' << "p-portion " << q->p_portion().size() << '\n';
        std::cout << "generators";
        for (std::size_t g = 0; g < q->generator_heaps().size(); ++g)
            std::cout << ' ' << q->element_name(q->heap_element(q->generator_heaps()[g])) << '='
                      << q->generator_heaps()[g];
        std::cout << "\nrelations";
        for (const auto& r : q->relations()) {
            const auto g = q->heap_element(q->generator_heaps()[r.generator]);
            std::cout << ' ' << q->element_name(r.from) << '.' << q->element_name(g) << '=' << q->element_name(r.to);
        }
        std::cout << "\np-positions";
        for (auto x : q->p_portion()) std::cout << ' ' << q->element_name(x);
        std::cout << '\n';
        for (std::size_t h = 0; h <= n; ++h) std::cout << "heap " << h << ' ' << q->element_name(q->heap_element(h)) << '\n';
    }
    return 0;
}

}  // namespace

int run_misere(std::span<const std::string_view> args) {
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

}  // namespace grundy_cli
