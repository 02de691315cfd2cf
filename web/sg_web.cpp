// The playground's WebAssembly module (emscripten, embind): what the page under web/
// asks of sg. A thin layer like the Python module's: the sequences, plots, sums and
// moves are the grundy command's own (tools/grundy), the graph values the headers'
// loopy_grundy. Every function answers with one JSON text, {"error": "..."} for input
// it refuses, so that no exception crosses into JavaScript. See docs/web.md.
#include <emscripten/bind.h>

#include "cli.hpp"
#include "json.hpp"
#include "parts.hpp"

#include <sg/error.hpp>
#include <sg/io/input.hpp>
#include <sg/io/token_graph.hpp>
#include <sg/loopy.hpp>
#include <sg/mex.hpp>

#include <cstdint>
#include <exception>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace {

using u64 = std::uint64_t;
namespace json = grundy_cli::json;

// What a page may ask for at once: values listed and plotted, seconds looking for a
// period, vertices and edges of a graph. Larger requests are refused, not attempted.
constexpr u64 max_listed = 100'000;
constexpr double period_seconds = 2.0;
constexpr u64 max_graph = 2'000;

// f(), or {"error": ...} for what it throws.
template <class F>
std::string answer(F&& f) {
    try {
        return f();
    } catch (const grundy_cli::usage_error& e) {
        return json::object{}.str("error", e.what()).text();
    } catch (const sg::error& e) {
        return json::object{}.str("error", e.what()).text();
    } catch (const std::bad_alloc&) {
        return json::object{}.str("error", "not enough memory for this request").text();
    } catch (const grundy_cli::time_limit_reached&) {
        return json::object{}.str("error", "no answer within the page's time limit").text();
    }
}

const grundy_cli::family& family_named(const std::string& name) {
    for (const auto& f : grundy_cli::registry())
        if (f.name == name) return f;
    throw grundy_cli::usage_error("unknown family '" + name + "' (octal, subtraction)");
}

// The nim-sequence of `family SPEC`: G(0) .. G(upto), the shortest period certified
// within period_seconds, and the plot of `grundy --plot` with it.
std::string sequence(const std::string& family, const std::string& spec, const std::string& upto_text) {
    return answer([&] {
        const grundy_cli::family& fam = family_named(family);
        const u64 upto = grundy_cli::parse_u64("the last heap", upto_text);
        if (upto >= max_listed)
            throw grundy_cli::usage_error("the page lists at most " + std::to_string(max_listed) + " values");
        grundy_cli::progress silent(false);
        const sg::nimber_array values = fam.upto(spec, upto, silent);
        grundy_cli::period_answer period;
        try {
            grundy_cli::progress limited(false, period_seconds);
            period = fam.period(spec, 0, limited);
        } catch (const grundy_cli::time_limit_reached& t) {
            period.examined = t.values;
            period.stopped = true;
        }
        json::object o;
        o.str("name", fam.name).str("spec", spec);
        o.raw("values", json::numbers(values.to_vector()));
        if (period.periodic)
            o.raw("period", json::object{}.num("preperiod", period.periodic->preperiod)
                                .num("period", period.periodic->period).text());
        else
            o.null("period");
        o.num("examined", period.examined).boolean("stopped", period.stopped);
        o.str("svg", grundy_cli::plot_svg(fam, spec, values, period.periodic ? &period : nullptr));
        return o.text();
    });
}

// G(n) of `family SPEC` for any 64-bit n (as text), where the family can answer it.
std::string value(const std::string& family, const std::string& spec, const std::string& n_text) {
    return answer([&] {
        const grundy_cli::family& fam = family_named(family);
        const u64 n = grundy_cli::parse_u64("the heap n", n_text);
        grundy_cli::progress limited(false, period_seconds);
        const sg::nimber v = fam.value(spec, n, limited);
        return json::object{}.str("n", std::to_string(n)).str("value", std::to_string(v)).text();
    });
}

// A graph in the contest format of AcWing 1319 ("N M K", M edges "X Y", K tokens,
// vertices 1..N): each vertex's value (finite, or infinite with its finite options,
// where cycles make it so) and outcome, the successors, the mex of the successors'
// finite values (the page shows it taken step by step), and the tokens' sum.
std::string graph(const std::string& text) {
    return answer([&] {
        sg::text_input in(text);
        const sg::token_graph tg = sg::read_token_graph(in, 1, max_graph);
        if (tg.graph.edge_count() > 4 * max_graph)
            throw grundy_cli::usage_error("the page takes at most " + std::to_string(4 * max_graph) + " edges");
        const sg::loopy_grundy values(tg.graph);
        const std::size_t n = tg.graph.vertex_count();
        std::vector<std::string> value_texts, outcomes, successors;
        std::vector<sg::nimber> mexes;
        bool acyclic = true;
        for (std::size_t i = 0; i < n; ++i) {
            const auto v = static_cast<std::uint32_t>(i + 1);
            const sg::loopy_value x = values.value(v);
            acyclic = acyclic && x.is_finite();
            value_texts.push_back(json::quote(to_string(x)));
            outcomes.push_back(json::quote(to_string(x.outcome())));
            std::vector<u64> next;
            std::vector<sg::nimber> finite;
            tg.graph.moves(v, [&](std::uint32_t w) {
                next.push_back(w);
                if (const sg::loopy_value y = values.value(w); y.is_finite()) finite.push_back(y.value());
            });
            successors.push_back(json::numbers(next));
            mexes.push_back(sg::mex(finite));
        }
        const auto raw = [](const std::string& s) { return s; };
        json::object o;
        o.num("vertices", n);
        o.raw("successors", json::array(successors, raw));
        o.raw("values", json::array(value_texts, raw)).raw("outcomes", json::array(outcomes, raw));
        o.raw("mex", json::numbers(mexes));
        o.boolean("finite", acyclic);
        o.raw("tokens", json::numbers(tg.tokens));
        o.str("sum", to_string(values.value(tg.tokens))).str("sum_outcome", to_string(values.outcome(tg.tokens)));
        return o.text();
    });
}

// A game of `grundy play` in the page: a sum of PARTs, the human's moves 'K: R', the
// computer's replies. The page keeps one object per game.
class play {
public:
    // PARTs one a line, as `grundy play` takes them as arguments. The state, or an error.
    std::string start(const std::string& parts) {
        return answer([&] {
            auto b = std::make_unique<grundy_cli::sum_builder>("play");
            std::string_view rest = parts;
            while (!rest.empty()) {
                const std::size_t end = rest.find('\n');
                const std::string_view line = rest.substr(0, end);
                if (!grundy_cli::words(line).empty()) b->add(line);
                rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 1);
            }
            if (b->size() == 0) throw grundy_cli::usage_error("a game needs at least one PART, like 'nim 3'");
            game_ = std::move(b);
            return state_of(json::object{}).text();
        });
    }
    // The position, whether the player to move has a move, the sum's value and every
    // winning move ('K: R').
    std::string state() const {
        return answer([&] { return state_of(json::object{}).text(); });
    }
    // The human's move 'K: R': the new state, or {"error": why it is no move}.
    std::string move(const std::string& line) {
        return answer([&] {
            const grundy_cli::parsed_move p = grundy_cli::read_move(game(), line);
            if (!p.move) throw grundy_cli::usage_error(p.why);
            game_->set(p.move->part, p.move->to);
            return state_of(json::object{}).text();
        });
    }
    // The computer's move, made: {"move": 'K: R'} and the new state's fields.
    std::string reply() {
        return answer([&] {
            const auto m = grundy_cli::computer_move(game());
            if (!m) throw grundy_cli::usage_error("no move is left");
            json::object o;
            o.str("move", grundy_cli::move_text(*game_, *m));
            game_->set(m->part, m->to);
            return state_of(std::move(o)).text();
        });
    }

private:
    // o with the state's fields added: the parts, has_move, value, winning_moves.
    json::object state_of(json::object o) const {
        const grundy_cli::sum_builder& b = game();
        std::vector<std::string> parts, wins;
        for (std::size_t k = 0; k < b.size(); ++k)
            parts.push_back(b.part_text(k));
        for (const grundy_cli::entry& e : b.winning_moves())
            wins.push_back(grundy_cli::move_text(b, e));
        o.raw("parts", json::array(parts, json::quote))
            .boolean("has_move", grundy_cli::has_move(b))
            .num("value", b.sum().value())
            .raw("winning_moves", json::array(wins, json::quote));
        return o;
    }
    const grundy_cli::sum_builder& game() const {
        if (!game_) throw grundy_cli::usage_error("no game started");
        return *game_;
    }
    std::unique_ptr<grundy_cli::sum_builder> game_;
};

}  // namespace

EMSCRIPTEN_BINDINGS(sg_web) {
    emscripten::function("sequence", &sequence);
    emscripten::function("value", &value);
    emscripten::function("graph", &graph);
    emscripten::class_<play>("Play")
        .constructor<>()
        .function("start", &play::start)
        .function("state", &play::state)
        .function("move", &play::move)
        .function("reply", &play::reply);
}
