// `grundy play PART [PART ...] [--human first|second] [--hint]`: a game in the terminal
// against the solver, on a sum of positions in the PART notation of `grundy sum`
// (parts.hpp). One line per event, each flushed, so that another program can play
// through a pipe:
//   position: P1 | P2 | ...   before every turn, each part as 'octal 0.77 2+3'
//   computer: K: R            the computer's move (part K, 1-based, becomes R)
//   hint: win, K: R / hint: lose   with --hint, before each turn of the human
//   illegal move: ...         a line of the human that is no move; the human moves again
//   you win / you lose        when the player to move has no move (exit status 0)
// The human writes a move as 'K: R' in the result notation of `grundy sum`. End of input
// before the end of the game: exit status 2. See docs/grundy-cli.md.
#include "parts.hpp"

#include <algorithm>
#include <cstdint>
#include <iostream>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace grundy_cli {

namespace {

constexpr std::string_view play_help =
    "play: grundy play PART [PART ...] [--human first|second] [--hint], PARTs as for sum:\n"
    "    a game against the solver; prints 'position: P1 | P2 | ...' before each turn and\n"
    "    'computer: K: R' for its moves, reads the human's moves 'K: R' one a line (a bad\n"
    "    one gets 'illegal move: ...'), ends with 'you win' or 'you lose' (exit 0; end of\n"
    "    input first: exit 2); --human second lets the computer begin, --hint prints\n"
    "    'hint: win, K: R' or 'hint: lose' before each move of the human\n"
    "    e.g.  echo '1: 0' | grundy play 'nim 1' 'nim 2' --human second\n";

void say(const std::string& line) {
    std::cout << line << '\n' << std::flush;
}

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

}  // namespace

parsed_move read_move(const sum_builder& b, std::string_view line) {
    const auto fail = [](std::string why) { return parsed_move{std::nullopt, std::move(why)}; };
    const std::string text(trimmed(line));
    const auto colon = text.find(':');
    if (colon == std::string::npos)
        return fail("'" + text + "' is not 'K: R' (part K, from 1, becomes R, as in 'grundy sum')");
    u64 k = 0;
    try {
        k = parse_u64("K", trimmed(std::string_view(text).substr(0, colon)));
    } catch (const usage_error& e) {
        return fail(e.what());
    }
    if (k == 0 || k > b.size())
        return fail("no part " + std::to_string(k) + " (the parts are 1 to " + std::to_string(b.size()) + ")");
    const std::size_t part = static_cast<std::size_t>(k - 1);
    const std::string_view r = trimmed(std::string_view(text).substr(colon + 1));
    const result& from = b.position(part);
    result to;
    try {
        if (!b.heap_part(part)) {
            const auto w = words(r);
            if (w.size() != 2) return fail("part " + std::to_string(k) + " is Wythoff: write 'K: A B'");
            const u64 x = parse_u64("A", w[0]), y = parse_u64("B", w[1]);
            to = {std::min(x, y), std::max(x, y)};
        } else {
            if (r.empty()) return fail("write what part " + std::to_string(k) + " becomes: 'K: 2+3', or 'K: 0'");
            std::size_t i = 0;
            while (true) {
                const std::size_t plus = r.find('+', i);
                const u64 h =
                    parse_u64("a heap", trimmed(r.substr(i, plus == std::string_view::npos ? r.npos : plus - i)));
                if (h != 0) to.push_back(h);
                if (plus == std::string_view::npos) break;
                i = plus + 1;
            }
            std::sort(to.begin(), to.end());
        }
    } catch (const usage_error& e) {
        return fail(e.what());
    }
    const entry e{part, std::move(to)};
    if (!b.rules(part).is_move(from, e.to))
        return fail("part " + std::to_string(k) + " (" + b.part_text(part) + ") cannot become " + b.text(e));
    return parsed_move{e, {}};
}

std::string move_text(const sum_builder& b, const entry& e) {
    return std::to_string(e.part + 1) + ": " + b.text(e);
}

namespace {

u64 tokens(const result& r) {
    u64 t = 0;
    for (u64 h : r)
        t += h;
    return t;
}

}  // namespace

std::optional<entry> computer_move(const sum_builder& b) {
    if (auto wins = b.winning_moves(); !wins.empty()) return std::move(wins.front());
    std::optional<entry> best;
    u64 best_removed = 0;
    for (std::size_t k = 0; k < b.size(); ++k) {
        auto to = b.rules(k).longest_move(b.position(k));
        if (!to) continue;
        const u64 removed = tokens(b.position(k)) - tokens(*to);
        if (!best || removed < best_removed) {
            best_removed = removed;
            best = entry{k, std::move(*to)};
        }
    }
    return best;
}

bool has_move(const sum_builder& b) {
    if (b.sum().wins()) return true;
    for (std::size_t k = 0; k < b.size(); ++k)
        if (b.rules(k).longest_move(b.position(k))) return true;
    return false;
}

namespace {

int run_play(std::string_view /*name*/, std::span<const std::string_view> args) {
    sum_builder b("play");
    std::optional<bool> human_first;
    bool hint = false;
    option_reader r("play", args);
    while (r.next()) {
        if (r.is("--human")) {
            const std::string_view who = r.value("'first' or 'second'");
            if (who != "first" && who != "second") throw usage_error("--human needs 'first' or 'second'");
            human_first = who == "first";
        } else if (r.is("--hint")) {
            hint = true;
        } else if (r.is_option()) {
            r.unknown();
        } else {
            b.add(r.current());
        }
    }
    if (b.size() == 0) throw usage_error("play needs at least one PART, like 'nim 3' (see grundy --help)");

    bool human = human_first.value_or(true);  // whose turn it is
    while (true) {
        std::string line = "position: ";
        for (std::size_t k = 0; k < b.size(); ++k)
            line += (k ? " | " : "") + b.part_text(k);
        say(line);
        if (!has_move(b)) {
            say(human ? "you lose" : "you win");
            return 0;
        }
        if (!human) {
            const auto m = computer_move(b);
            SG_ASSERT(m.has_value());
            say("computer: " + move_text(b, *m));
            b.set(m->part, m->to);
        } else {
            if (hint) {
                const auto wins = b.winning_moves();
                say(wins.empty() ? std::string("hint: lose") : "hint: win, " + move_text(b, wins.front()));
            }
            while (true) {
                std::string input;
                if (!std::getline(std::cin, input)) throw usage_error("play: end of input before the game ended");
                const parsed_move p = read_move(b, input);
                if (p.move) {
                    b.set(p.move->part, p.move->to);
                    break;
                }
                say("illegal move: " + p.why);
            }
        }
        human = !human;
    }
}

}  // namespace

SG_GRUNDY_COMMAND((command{.names = {"play"},
                           .rank = 2,
                           .usage = "play PART [PART ...] [--human first|second] [--hint]",
                           .help = play_help,
                           .run = run_play}));

}  // namespace grundy_cli
