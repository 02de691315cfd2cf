// The PART notation of `grundy sum` and `grundy play` (cli_sum.cpp, cli_play.cpp): one
// part of a sum per PART ('nim N', 'subtraction SET N', 'octal CODE N', 'wythoff A B'),
// made into an sg::sum part, with the result notation of a part ("2+3", "0", "A B") and,
// for play, the moves of a part by the family's rules.
#pragma once

#include "cli.hpp"

#include <sg/error.hpp>
#include <sg/games/nim.hpp>
#include <sg/games/octal.hpp>
#include <sg/games/subtraction.hpp>
#include <sg/games/subtraction_segments.hpp>
#include <sg/games/wythoff.hpp>
#include <sg/sum.hpp>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace grundy_cli {

using u64 = std::uint64_t;

// Limits on a part (larger ones are refused with exit status 2): the work for its value
// and its winning moves, and the memory, stay bounded.
constexpr u64 max_octal_heap = 100'000;            // two-heap splits: about N t moves from a heap
constexpr u64 max_octal_heap_three = 2'000;        // three-heap splits: about N^2 t / 12 moves
constexpr u64 max_subtraction_work = 400'000'000;  // values computed times amounts
constexpr u64 max_all_but_heap = 1'000'000;        // a heap of n has about n moves
constexpr u64 max_named_heap = 100'000;            // the set's test on every amount up to n
constexpr u64 max_wythoff_positions = 250'000;     // (A + 1)(B + 1), unless a P-position

using named_game = sg::predicate_subtraction_game<bool (*)(u64)>;

// What a winning move leaves of a part: heap sizes, ascending, without empty heaps; or
// the two Wythoff heaps, smaller first.
using result = std::vector<u64>;

struct entry {
    std::size_t part;  // 0-based
    result to;
    friend bool operator==(const entry&, const entry&) = default;
    friend bool operator<(const entry& a, const entry& b) { return std::tie(a.part, a.to) < std::tie(b.part, b.to); }
};

inline std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t'))
            ++i;
        const std::size_t from = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t')
            ++i;
        if (i > from) out.push_back(text.substr(from, i - from));
    }
    return out;
}

// The moves of one part by its family's rules, for `grundy play`: a part's position is a
// result (heap sizes, ascending, no empty heaps; or the two Wythoff heaps, smaller first).
struct part_rules {
    std::string name;  // "nim", "subtraction 1,2", "octal 0.77", "wythoff"
    // Whether `to` is a move from `from` (one heap moved in, or the Wythoff pair).
    std::function<bool(const result& from, const result& to)> is_move;
    // The move of the part leaving the most tokens (the first in the game's listing
    // order among equals), or nullopt if the part has no move.
    std::function<std::optional<result>(const result& from)> longest_move;
    // Adds the position as one part to a sum.
    std::function<void(sg::sum&, const result&)> add_to;
};

// Heap sizes of a move's result, ascending, without empty heaps; the Wythoff pair,
// smaller first.
template <class State>
result normalised(std::span<const State> to) {
    result r;
    if constexpr (std::is_same_v<State, u64>) {
        for (u64 h : to)
            if (h != 0) r.push_back(h);
        std::sort(r.begin(), r.end());
    } else {
        SG_ASSERT(to.size() == 1);
        r = {std::min(to[0].first, to[0].second), std::max(to[0].first, to[0].second)};
    }
    return r;
}

// A position of a part as the states of its solver.
template <class S>
std::vector<S> states_of(const result& x) {
    if constexpr (std::is_same_v<S, u64>)
        return x;
    else
        return {S{x.at(0), x.at(1)}};
}

// The longest move by the game's own listing of moves from each heap (or the pair):
// the one removing the fewest tokens, the first of those.
template <class Game>
auto longest_by_moves(Game game) {
    return [game = std::move(game)](const result& from) -> std::optional<result> {
        using S = typename Game::state;
        std::optional<result> made;  // what the heap (or pair) moved in becomes
        std::size_t moved = 0;       // which heap
        u64 fewest = 0;              // tokens removed
        const auto consider = [&](std::size_t j, u64 before, const auto&... parts) {
            const u64 after = (u64{0} + ... + parts);
            if (made && before - after >= fewest) return;
            fewest = before - after;
            moved = j;
            made = result{parts...};
        };
        if constexpr (std::is_same_v<S, u64>) {
            for (std::size_t j = 0; j < from.size(); ++j) {
                if (j > 0 && from[j] == from[j - 1]) continue;
                game.moves(from[j], [&](const auto&... parts) { consider(j, from[j], parts...); });
            }
            if (!made) return std::nullopt;
            result r = from;
            r.erase(r.begin() + static_cast<std::ptrdiff_t>(moved));
            r.insert(r.end(), made->begin(), made->end());
            return normalised(std::span<const u64>(r));
        } else {
            game.moves(S{from.at(0), from.at(1)},
                       [&](const S& to) { consider(0, from[0] + from[1], to.first, to.second); });
            if (!made) return std::nullopt;
            return result{std::min((*made)[0], (*made)[1]), std::max((*made)[0], (*made)[1])};
        }
    };
}

class sum_builder {
public:
    // command: the subcommand named in error messages ("sum", "play").
    explicit sum_builder(std::string_view command = "sum") : command_(command) {}
    sum_builder(const sum_builder&) = delete;  // the rules hold references to the solvers
    sum_builder& operator=(const sum_builder&) = delete;

    void add(std::string_view part_text) {
        const auto w = words(part_text);
        const std::string part(part_text);
        auto bad = [&](const std::string& why) -> usage_error {
            return usage_error(command_ + ": bad PART '" + part + "': " + why);
        };
        if (w.empty()) throw bad("empty (write each PART as one argument, like 'nim 3')");
        const std::string_view family = w[0];
        const std::size_t want = family == "nim" ? 2 : 3;
        if (family != "nim" && family != "subtraction" && family != "octal" && family != "wythoff")
            throw bad("unknown family '" + std::string(family) + "' (nim, subtraction, octal, wythoff)");
        if (w.size() != want) {
            const char* form = family == "nim"           ? "nim N"
                               : family == "subtraction" ? "subtraction SET N"
                               : family == "octal"       ? "octal CODE N"
                                                         : "wythoff A B";
            throw bad(std::string("write '") + form + "' as one argument");
        }
        auto number = [&](std::string_view what, std::string_view text) {
            try {
                return parse_u64(what, text);
            } catch (const usage_error& e) {
                throw bad(e.what());
            }
        };
        if (family == "nim") {
            const u64 n = number("N", w[1]);
            sum_.add(nim_, n);
            heaps_.push_back(true);
            add_rules(nim_, "nim", n == 0 ? result{} : result{n}, [](const result& from) -> std::optional<result> {
                if (from.empty()) return std::nullopt;
                if (from[0] == 1) return result{};  // a heap of n: to n - 1, no heap for n = 1
                return result{from[0] - 1};
            });
        } else if (family == "octal") {
            add_octal(w[1], number("N", w[2]), bad);
        } else if (family == "subtraction") {
            add_subtraction(w[1], number("N", w[2]), bad);
        } else {
            add_wythoff(number("A", w[1]), number("B", w[2]), bad);
        }
    }

    [[nodiscard]] const sg::sum& sum() const noexcept { return sum_; }

    // For play: the number of parts, a part's rules and position, and a part set to a new
    // position (the sum rebuilt).
    [[nodiscard]] std::size_t size() const noexcept { return rules_.size(); }
    [[nodiscard]] const part_rules& rules(std::size_t k) const { return rules_.at(k); }
    [[nodiscard]] const result& position(std::size_t k) const { return positions_.at(k); }
    // Whether part k is of a heap family (else a Wythoff pair).
    [[nodiscard]] bool heap_part(std::size_t k) const { return heaps_.at(k); }
    void set(std::size_t k, result to) {
        positions_.at(k) = std::move(to);
        sg::sum next;
        for (std::size_t j = 0; j < rules_.size(); ++j)
            rules_[j].add_to(next, positions_[j]);
        sum_ = std::move(next);
    }

    // The winning moves, each result once, by part and then result.
    [[nodiscard]] std::vector<entry> winning_moves() const {
        std::vector<entry> out;
        for (const sg::sum_move& m : sum_.winning_moves()) {
            out.push_back({m.part, heaps_[m.part]
                                       ? normalised(std::span<const u64>(m.to<u64>()))
                                       : normalised(std::span<const sg::wythoff::state>(m.to<sg::wythoff::state>()))});
        }
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
        return out;
    }

    // "2+3", "0", or "A B" for a Wythoff part.
    [[nodiscard]] std::string text(const entry& e) const {
        if (!heaps_[e.part]) return std::to_string(e.to[0]) + " " + std::to_string(e.to[1]);
        if (e.to.empty()) return "0";
        std::string s;
        for (u64 h : e.to) {
            if (!s.empty()) s += '+';
            s += std::to_string(h);
        }
        return s;
    }

    // Part k as in the PART notation with its position as a result: "octal 0.77 2+3".
    [[nodiscard]] std::string part_text(std::size_t k) const {
        return rules_.at(k).name + " " + text(entry{k, positions_.at(k)});
    }

private:
    // The rules of a part of `solver` starting at `start`: values and the test of a move
    // by the solver's queries, the longest move by `longest`.
    template <class Solver, class Longest>
    void add_rules(Solver& solver, std::string name, result start, Longest longest) {
        using S = typename Solver::state;
        part_rules r;
        r.name = std::move(name);
        r.is_move = [&solver](const result& from, const result& to) {
            bool found = false;
            if constexpr (std::is_same_v<S, u64>) {
                // Heap from[j] became the heaps `to` has beyond the others of `from`.
                for (std::size_t j = 0; j < from.size() && !found; ++j) {
                    if (j > 0 && from[j] == from[j - 1]) continue;
                    result rest = from, made;
                    rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(j));
                    if (!std::includes(to.begin(), to.end(), rest.begin(), rest.end())) continue;
                    std::set_difference(to.begin(), to.end(), rest.begin(), rest.end(), std::back_inserter(made));
                    // No move adds tokens or makes more than three heaps.
                    u64 left = from[j];
                    bool fits = made.size() <= 3;
                    for (u64 h : made) {
                        fits = fits && h <= left;
                        if (fits) left -= h;
                    }
                    if (!fits) continue;
                    sg::nimber target = 0;
                    for (u64 h : made)
                        target ^= solver.component_value(h);
                    solver.component_moves_to(from[j], target, [&](std::span<const u64> m) {
                        found = normalised(m) == made;
                        return !found;
                    });
                }
            } else {
                // No move raises a heap: both heaps of `to` at most those of `from`.
                if (to.at(0) > from.at(0) || to.at(1) > from.at(1)) return false;
                const S s = states_of<S>(from)[0];
                solver.component_moves_to(s, solver.component_value(states_of<S>(to)[0]), [&](std::span<const S> m) {
                    found = normalised(m) == to;
                    return !found;
                });
            }
            return found;
        };
        r.longest_move = std::move(longest);
        r.add_to = [&solver](sg::sum& sum, const result& x) { sum.add(solver, states_of<S>(x)); };
        rules_.push_back(std::move(r));
        positions_.push_back(std::move(start));
    }

    // The solver for `key`, made by make() the first time.
    template <class Solver, class Make>
    Solver& solver(const std::string& key, Make make) {
        auto it = solvers_.find(key);
        if (it == solvers_.end()) it = solvers_.emplace(key, std::shared_ptr<void>(make())).first;
        return *static_cast<Solver*>(it->second.get());
    }

    template <class Bad>
    void add_octal(std::string_view code_text, u64 n, const Bad& bad) {
        sg::octal_code code;
        try {
            code = sg::octal_code(code_text);
        } catch (const sg::parse_error& e) {
            throw bad(e.what());
        }
        const u64 limit = code.max_heaps() == 3 ? max_octal_heap_three : max_octal_heap;
        if (n > limit)
            throw bad("N is at most " + std::to_string(limit) + " for the code " + code.str() +
                      (code.max_heaps() == 3 ? " (three-heap splits)" : ""));
        add_heap<sg::octal_sequence>("octal " + code.str(), code, n);
    }

    // Heap n of the solver made from `game` (shared by the parts with the same key).
    template <class Solver, class Game>
    void add_heap(const std::string& key, const Game& game, u64 n) {
        Solver& s = solver<Solver>(key, [&] {
            auto made = std::make_shared<Solver>(game);
            if constexpr (requires { made->set_memory_limit(std::size_t{}); })
                made->set_memory_limit(memory_budget_bytes());  // --memory, where the engine has a budget
            return made;
        });
        sum_.add(s, n);
        heaps_.push_back(true);
        const result start = n == 0 ? result{} : result{n};
        if constexpr (std::is_same_v<Game, sg::octal_code>)
            add_rules(s, key, start, longest_by_moves(sg::octal_game(game)));
        else
            add_rules(s, key, start, longest_by_moves(game));
    }

    template <class Bad>
    void add_subtraction(std::string_view spec, u64 n, const Bad& bad) {
        subtraction_set set;
        try {
            set = parse_subtraction_set(spec);
        } catch (const usage_error& e) {
            throw bad(e.what());
        }
        const std::string key = "subtraction " + std::string(spec);
        if (auto f = std::get_if<sg::subtraction_game>(&set)) {
            // Values beyond the heaps computed come from a period certified within
            // sg::period_search_length values, or, with an amount above 2^16, from the
            // runs of the segments between amounts (sg::subtraction_segments: 1,2,K for
            // any K); each value computed costs about |S| steps.
            const u64 amounts = std::max<u64>(f->amounts().size(), 1);
            const u64 values = std::min<u64>(n, sg::period_search_length) + 1;
            if (values > max_subtraction_work / amounts)
                throw bad("N is at most " + std::to_string(max_subtraction_work / amounts - 1) + " for a set of " +
                          std::to_string(f->amounts().size()) + " amounts");
            add_heap<sg::subtraction_segments<>>(key, *f, n);
        } else if (auto a = std::get_if<sg::all_but_subtraction_game>(&set)) {
            if (n > max_all_but_heap)
                throw bad("N is at most " + std::to_string(max_all_but_heap) + " for an all-but set");
            add_heap<sg::subtraction_sequence<sg::all_but_subtraction_game>>(key, *a, n);
        } else {
            if (n > max_named_heap) throw bad("N is at most " + std::to_string(max_named_heap) + " for a named set");
            add_heap<sg::subtraction_sequence<named_game>>(key, named_game(std::get<bool (*)(u64)>(set)), n);
        }
    }

    template <class Bad>
    void add_wythoff(u64 a, u64 b, const Bad& bad) {
        auto& w = solver<sg::wythoff_solver>("wythoff", [] { return std::make_shared<sg::wythoff_solver>(); });
        const sg::wythoff::state s{a, b};
        // No formula gives Wythoff values: the value of (A, B), and its moves to a
        // non-zero value, need the value of every position below it.
        const bool small =
            a < max_wythoff_positions && b < max_wythoff_positions && (a + 1) * (b + 1) <= max_wythoff_positions;
        if (!small)
            throw bad("(A + 1)(B + 1) is at most " + std::to_string(max_wythoff_positions) +
                      " (the values of every position below it are computed)");
        sum_.add(w, s);
        heaps_.push_back(false);
        add_rules(w, "wythoff", result{std::min(a, b), std::max(a, b)}, longest_by_moves(sg::wythoff{}));
    }

    std::map<std::string, std::shared_ptr<void>> solvers_;
    sg::nim nim_;
    sg::sum sum_;
    std::vector<bool> heaps_;  // per part: a heap family (else Wythoff)
    std::string command_;
    std::vector<part_rules> rules_;  // per part
    std::vector<result> positions_;  // per part: its position (for play, as moves are made)
};

// The moves of `grundy play` (cli_play.cpp), shared with the web playground (web/).
// A line 'K: R' as a move of b (part K from 1 becomes R, in the notation of text()), or
// the reason it is none.
struct parsed_move {
    std::optional<entry> move;
    std::string why;
};
parsed_move read_move(const sum_builder& b, std::string_view line);
// "K: R", the move e as read_move takes it.
std::string move_text(const sum_builder& b, const entry& e);
// The computer's move: the first winning move, else the move leaving the most tokens;
// nullopt when no part has a move.
std::optional<entry> computer_move(const sum_builder& b);
// Whether the player to move has a move at all.
bool has_move(const sum_builder& b);

}  // namespace grundy_cli
