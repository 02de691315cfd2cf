// `grundy sum PART [PART ...] [--count]`: the value, the outcome and every winning move of
// a sum of positions of several families, one sg::sum part per PART:
//   nim N               sg::nim
//   subtraction SET N   sg::subtraction_sequence of the set (SET as for `grundy subtraction`)
//   octal CODE N        sg::octal_sequence
//   wythoff A B         sg::wythoff_solver
// Parts of the same family and SET or CODE share one solver. See docs/grundy-cli.md.
#include "json.hpp"
#include "parts.hpp"

#include <sg/error.hpp>
#include <sg/games/nim.hpp>
#include <sg/games/octal.hpp>
#include <sg/games/subtraction.hpp>
#include <sg/games/wythoff.hpp>
#include <sg/sum.hpp>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace grundy_cli {
namespace {

constexpr std::string_view sum_help =
    "sum: grundy sum PART [PART ...] [--count], each PART one argument:\n"
    "    'nim N', 'subtraction SET N' (SET as below), 'octal CODE N', 'wythoff A B'\n"
    "    prints 'value V', then 'win' or 'lose', then each winning move 'K: R' (part K, 1-based,\n"
    "    becomes R: heap sizes joined by '+', 0 for nothing, or 'A B' for Wythoff); --count\n"
    "    prints only the number of winning moves\n"
    "    e.g.  grundy sum 'nim 3' 'octal 0.77 4' --count    ->  3\n";

int run_sum(std::string_view /*name*/, std::span<const std::string_view> args) {
    const auto start = std::chrono::steady_clock::now();
    bool count = false;
    sum_builder b;
    std::vector<std::string_view> parts;
    option_reader r("sum", args);
    while (r.next()) {
        if (r.is("--count")) {
            count = true;
        } else if (r.is_option()) {
            r.unknown();
        } else {
            b.add(r.current());
            parts.push_back(r.current());
        }
    }
    if (b.sum().empty()) throw usage_error("sum needs at least one PART, like 'nim 3' (see grundy --help)");
    const auto moves = b.winning_moves();
    if (requested_format() == output_format::json) {
        // One JSON object: the parts, the request, the answer (docs/grundy-cli.md).
        json::object answer;
        if (!count) {
            const sg::nimber v = b.sum().value();
            answer.num("value", v).str("outcome", v != 0 ? "win" : "lose");
            auto move = [&](const entry& e) {
                json::object m;
                m.num("part", e.part + 1).raw("to", json::numbers(e.to)).str("text", b.text(e));
                return m.text();
            };
            answer.raw("winning_moves", json::array(moves, move));
        }
        answer.num("count", moves.size());
        std::size_t k = 0;
        auto part = [&](std::string_view p) { return json::object{}.num("part", ++k).str("text", p).text(); };
        json::object o;
        o.str("command", "sum").raw("parts", json::array(parts, part));
        o.raw("request", json::object{}.boolean("count", count).text()).num("status", std::uint64_t{0});
        o.raw("answer", answer.text());
        const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        o.raw("timings", json::object{}.seconds("seconds", secs).text());
        std::cout << o.text() << '\n';
        return 0;
    }
    if (count) {
        std::cout << moves.size() << '\n';
        return 0;
    }
    const sg::nimber v = b.sum().value();
    std::string out = "value " + std::to_string(v) + "\n" + (v != 0 ? "win\n" : "lose\n");
    for (const entry& e : moves) out += std::to_string(e.part + 1) + ": " + b.text(e) + "\n";
    std::cout << out;
    return 0;
}

}  // namespace

SG_GRUNDY_COMMAND((command{.names = {"sum"},
                           .rank = 1,
                           .usage = "sum PART [PART ...] [--count]",
                           .help = sum_help,
                           .json = true,
                           .run = run_sum}));

}  // namespace grundy_cli
