// `grundy cram`, `grundy chomp` and `grundy node-kayles`: nimbers of games too large to
// enumerate, by sg::search (outcome searches of G + *k with a transposition table of
// --memory bytes; see docs/search.md). Cram and Chomp take the rows H and either the
// columns W (--value W) or every width 0 .. W (--upto W); Node Kayles reads a graph as an
// edge list (first line `N M`, then M lines `u v`, vertices 0 .. N-1, N <= 256) or
// takes the R x C grid (--grid RxC).
#include "cli.hpp"
#include "json.hpp"

#include <sg/error.hpp>
#include <sg/games/chomp.hpp>
#include <sg/games/cram.hpp>
#include <sg/games/node_kayles.hpp>
#include <sg/io/input.hpp>
#include <sg/search.hpp>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace grundy_cli {

namespace {

constexpr std::string_view search_help =
    "cram: grundy cram H (--upto W | --value W) [--memory BYTES] [--time-limit S] [--quiet] [--resume FILE]\n"
    "    nimbers of empty H x W Cram boards (place a domino on two free adjacent cells; H and\n"
    "    W at most 64, at most 256 cells) by pruned search: --value W prints the H x W\n"
    "    board's, --upto W those of H x 0 .. H x W on one line; --memory BYTES bounds the\n"
    "    transposition table (default 1G), the answers never depend on it; --resume FILE\n"
    "    (with --value) loads the table from FILE if it exists and saves it there every 10\n"
    "    minutes, when --time-limit stops the search and at the end, with\n"
    "    FILE.certificate.json\n"
    "    e.g.  grundy cram 3 --upto 8    ->  0 1 1 0 1 1 4 1 3\n"
    "chomp: grundy chomp H (--upto W | --value W) [--memory BYTES] [--time-limit S] [--quiet] [--resume FILE]\n"
    "    the same for Chomp on the H x W rectangle (taking the poisoned corner loses; H x 0\n"
    "    has no square: 0)\n"
    "node-kayles: grundy node-kayles (FILE | --grid RxC) --value [--memory BYTES] [--time-limit S] [--quiet] [--resume FILE]\n"
    "    the nimber of Node Kayles (a move removes a vertex and its neighbours) on the graph\n"
    "    in FILE ('-' for stdin): a line 'N M' (N <= 256 vertices 0 .. N-1, M edges), then M\n"
    "    lines 'u v'; a bad line is exit status 2, its number named; or on the R x C grid\n"
    "    (at most 256 vertices), whose shapes are searched up to translation and mirrors\n"
    "    e.g.  printf '3 2\\n0 1\\n1 2\\n' | grundy node-kayles - --value    ->  2\n"
    "          grundy node-kayles --grid 3x25 --value    ->  3\n";


using u64 = std::uint64_t;

constexpr u64 default_memory = u64{1} << 30;
constexpr u64 max_side = 64;       // cram, chomp: H and W
constexpr u64 max_cells = 256;     // cram, chomp: H x W, states of 1, 2 or 4 words
constexpr u64 max_vertices = 256;  // node-kayles: the same

// --time-limit reached inside a search: `positions` searched by then.
struct search_stopped {
    u64 positions = 0;
};

// "12345", "1.2 M", "3.4 G": a count for a progress line.
std::string count_text(u64 n) {
    char buf[32];
    if (n < 100'000)
        std::snprintf(buf, sizeof buf, "%llu", static_cast<unsigned long long>(n));
    else if (n < 1'000'000'000)
        std::snprintf(buf, sizeof buf, "%.2f M", static_cast<double>(n) / 1e6);
    else
        std::snprintf(buf, sizeof buf, "%.2f G", static_cast<double>(n) / 1e9);
    return buf;
}

// --resume FILE: the search's table, saved every `save_every` seconds of a search, when
// --time-limit stops it and when it ends (replace_file), and loaded before the search if
// FILE exists. A finished search writes FILE.certificate.json (reply::answer).
template <class Solver>
void save_table(const Solver& solver, const std::string& path) {
    replace_file(path, [&](const std::string& tmp) { solver.save(tmp); });
}
template <class Solver>
bool load_table(Solver& solver, const std::string& path) {
    if (path.empty() || !std::filesystem::exists(path)) return false;
    try {
        solver.load(path);
    } catch (const sg::error& e) {
        throw usage_error("--resume: '" + path + "': " + e.what());
    }
    return true;
}
// The checksum a saved table ends with (its last 8 bytes, little-endian), in hex.
std::string table_checksum(const std::string& path) {
    std::ifstream in(path, std::ios::binary | std::ios::ate);
    const auto size = static_cast<std::streamoff>(in.tellg());
    unsigned char b[8] = {};
    if (size >= 8) {
        in.seekg(size - 8);
        in.read(reinterpret_cast<char*>(b), 8);
    }
    std::uint64_t x = 0;
    for (int i = 7; i >= 0; --i) x = (x << 8) | b[i];
    char buf[24];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(x));
    return buf;
}

// Progress on stderr for one command: at most one line a second, none in the first
// second; enforces --time-limit. Lines: "grundy: cram 5x8: 3.21 M positions searched,
// table 1.50 M of 22.37 M entries (7%), 12.0 s".
class search_progress {
public:
    search_progress(bool enabled, double time_limit)
        : enabled_(enabled), time_limit_(time_limit), start_(clock::now()), last_(start_) {}

    [[nodiscard]] double seconds() const { return std::chrono::duration<double>(clock::now() - start_).count(); }

    // Watches `solver` while it answers for `label` (positions counted across boards);
    // saves its table to `save_path` (if any) every save_every seconds.
    template <class Solver>
    void watch(Solver& solver, std::string label, const std::string& save_path) {
        label_ = std::move(label);
        base_ = positions_;
        solver.set_progress([this, &solver, &save_path](const sg::search_stats& st) {
            positions_ = base_ + st.nodes;
            const auto now = clock::now();
            const double secs = std::chrono::duration<double>(now - start_).count();
            if (time_limit_ > 0 && secs >= time_limit_) throw search_stopped{positions_};
            if (!save_path.empty() && secs - saved_at_ >= save_every) {
                save_table(solver, save_path);
                saved_at_ = secs;
            }
            if (!enabled_ || now - last_ < std::chrono::seconds(1)) return;
            last_ = now;
            line(solver.size(), solver.table_capacity(), secs);
        });
    }
    // After a board: counts its positions; a last line if lines were printed.
    template <class Solver>
    void finished(const Solver& solver) {
        positions_ = base_ + solver.stats().nodes;
        if (printed_) line(solver.size(), solver.table_capacity(), seconds());
    }
    [[nodiscard]] u64 positions() const noexcept { return positions_; }

private:
    using clock = std::chrono::steady_clock;
    void line(std::size_t used, std::size_t capacity, double secs) {
        const double fill = capacity == 0 ? 0.0 : 100.0 * static_cast<double>(used) / static_cast<double>(capacity);
        std::fprintf(stderr, "grundy: %s: %s positions searched, table %s of %s entries (%.0f%%), %.1f s\n",
                     label_.c_str(), count_text(positions_).c_str(), count_text(used).c_str(),
                     count_text(capacity).c_str(), fill, secs);
        printed_ = true;
    }
    bool enabled_;
    double time_limit_;
    clock::time_point start_, last_;
    std::string label_;
    u64 positions_ = 0, base_ = 0;
    double saved_at_ = 0;
    bool printed_ = false;
};

// The options of the three commands. `numbered`: --upto W / --value W (cram, chomp);
// else --value alone (node-kayles).
struct options {
    bool upto = false;
    u64 n = 0;
    u64 memory = default_memory;
    double time_limit = 0;
    bool quiet = false;
    std::string resume;  // --resume FILE: the table is loaded from FILE if it exists, and saved there
};

options parse_options(std::string_view command, std::span<const std::string_view> args, bool numbered) {
    options o;
    bool have_mode = false;
    option_reader r(command, args);
    while (r.next()) {
        if (numbered && (r.is("--upto") || r.is("--value"))) {
            if (have_mode) throw usage_error("give one of --upto W, --value W");
            have_mode = true;
            const std::string_view name = r.current();
            o.upto = name == "--upto";
            o.n = parse_u64(name, r.value("a number"));
        } else if (!numbered && r.is("--value")) {
            have_mode = true;
        } else if (r.is("--time-limit")) {
            o.time_limit = parse_seconds(r.value("a number"));
        } else if (r.is("--quiet")) {
            o.quiet = true;
        } else if (r.is("--resume")) {
            o.resume = std::string(r.value("a file"));
        } else {
            r.unknown();
        }
    }
    if (!have_mode) throw usage_error(numbered ? "give one of --upto W, --value W" : "give --value");
    if (o.upto && !o.resume.empty()) throw usage_error(std::string(command) + ": --resume goes with --value W");
    o.memory = requested_memory().value_or(default_memory);  // --memory, taken out by cli_main.cpp
    return o;
}

std::string dims(u64 h, u64 w) {
    return std::to_string(h) + "x" + std::to_string(w);
}

// H of `cram H` or `chomp H`, and the widths asked for; usage_error beyond 64 a side or
// 256 cells.
u64 parse_rows(std::string_view command, std::span<const std::string_view> args) {
    if (args.empty() || args[0].starts_with("--"))
        throw usage_error(std::string(command) + " needs H, the number of rows");
    const u64 h = parse_u64("H", args[0]);
    if (h > max_side) throw usage_error(std::string(command) + ": H is at most 64, not " + std::string(args[0]));
    return h;
}
void check_width(std::string_view command, u64 h, u64 w) {
    if (w > max_side) throw usage_error(std::string(command) + ": W is at most 64, not " + std::to_string(w));
    if (h * w > max_cells)
        throw usage_error(std::string(command) + ": a " + dims(h, w) + " board has more than 256 cells");
}

// One JSON object for a search command, or the plain line.
struct reply {
    json::object head;  // "command", then the keys that say what was asked
    json::object request;
    const options& opt;
    search_progress& prog;
    std::size_t entries = 0, capacity = 0, bytes = 0;
    bool resumed = false;  // --resume FILE existed and was loaded

    int answer(const std::vector<sg::nimber>& values) const {
        if (!opt.resume.empty()) certify(values.back());
        if (requested_format() == output_format::json) {
            json::object a;
            if (opt.upto)
                a.raw("values", json::numbers(values));
            else
                a.num("value", values.back());
            return emit(0, a.text(), std::nullopt);
        }
        std::string line;
        for (std::size_t k = 0; k < values.size(); ++k) {
            if (k > 0) line += ' ';
            line += std::to_string(values[k]);
        }
        std::cout << line << '\n';
        return 0;
    }
    int stopped(u64 positions) const {
        char secs[32];
        std::snprintf(secs, sizeof secs, "%.1f", prog.seconds());
        std::cerr << "grundy: stopped by --time-limit after " << secs << " s: " << positions
                  << " positions searched, no answer yet\n";
        if (requested_format() == output_format::json) return emit(3, "null", positions);
        return 3;
    }

private:
    // FILE.certificate.json: what was asked, the answer, the search's work and the saved
    // table's checksum.
    void certify(sg::nimber value) const {
        json::object c = head;
        c.num("value", value)
            .num("positions", prog.positions())
            .boolean("resumed", resumed)
            .str("table", opt.resume)
            .num("table_entries", static_cast<u64>(entries))
            .str("table_checksum", table_checksum(opt.resume))
            .seconds("seconds", prog.seconds());
        const std::string path = opt.resume + ".certificate.json";
        std::ofstream out(path);
        out << c.text() << '\n';
        if (!out) throw usage_error("--resume: cannot write '" + path + "'");
    }

    int emit(int status, const std::string& answer_text, std::optional<u64> stopped_after) const {
        json::object o = head;
        o.raw("request", request.text()).num("status", static_cast<u64>(status)).raw("answer", answer_text);
        if (stopped_after)
            o.raw("time_limit_reached", json::object{}.num("positions", *stopped_after).text());
        else
            o.null("time_limit_reached");
        json::object search;
        search.num("positions", prog.positions())
            .num("table_entries", static_cast<u64>(entries))
            .num("table_capacity", static_cast<u64>(capacity))
            .num("table_bytes", static_cast<u64>(bytes));
        o.raw("search", search.text());
        o.raw("timings", json::object{}.seconds("seconds", prog.seconds()).text());
        std::cout << o.text() << '\n';
        return status;
    }
};

json::object request_of(const options& o, bool numbered) {
    json::object r;
    r.str("mode", o.upto ? "upto" : "value");
    if (numbered) r.num("n", o.n);
    r.num("memory", o.memory);
    if (o.time_limit > 0)
        r.seconds("time_limit", o.time_limit);
    else
        r.null("time_limit");
    if (!o.resume.empty()) r.str("resume", o.resume);
    return r;
}

// Runs `query` (a question to `solver`) under the progress lines and --time-limit, and
// puts the table's figures in the reply; the exit status if --time-limit stopped it.
template <class Solver, class Query>
std::optional<int> watched(reply& r, Solver& solver, std::string label, Query&& query) {
    std::optional<int> stopped;
    r.resumed = load_table(solver, r.opt.resume);  // --resume goes with one board only
    try {
        r.prog.watch(solver, std::move(label), r.opt.resume);
        query();
        r.prog.finished(solver);
    } catch (const search_stopped& st) {
        stopped = r.stopped(st.positions);
    }
    if (!r.opt.resume.empty()) save_table(solver, r.opt.resume);  // finished or stopped
    r.entries = solver.size();
    r.capacity = solver.table_capacity();
    r.bytes = solver.table_bytes();
    return stopped;
}

// `cram H ...` or `chomp H ...`: H and the options, with the widths checked.
std::pair<u64, options> parse_board_command(std::string_view command, std::span<const std::string_view> args,
                                            u64 least_rows) {
    const u64 h = parse_rows(command, args);
    if (h < least_rows) throw usage_error("chomp: H is at least 1 (the row of the poisoned square)");
    const options opt = parse_options(command, args.subspan(1), true);
    check_width(command, h, opt.n);
    return {h, opt};
}

// Cram boards of `Words` words: one table for every width.
template <std::size_t Words>
int solve_cram(u64 h, const options& opt, reply& r) {
    sg::search<sg::basic_cram<Words>> s(sg::basic_cram<Words>{}, static_cast<std::size_t>(opt.memory));
    std::vector<sg::nimber> values;
    for (u64 w = opt.upto ? 0 : opt.n; w <= opt.n; ++w) {
        const auto board = sg::basic_cram<Words>::board(static_cast<std::uint32_t>(h), static_cast<std::uint32_t>(w));
        if (const auto stop = watched(r, s, "cram " + dims(h, w), [&] { values.push_back(s.value(board)); }))
            return *stop;
    }
    return r.answer(values);
}

int run_cram(std::span<const std::string_view> args) {
    const auto [h, opt] = parse_board_command("cram", args, 0);
    search_progress prog(!opt.quiet, opt.time_limit);
    reply r{json::object{}.str("command", "cram").num("rows", h), request_of(opt, true), opt, prog};
    return with_words(static_cast<std::size_t>(h * opt.n),  // the largest board: one table for the line
                      [&, h = h, &opt = opt](auto words) { return solve_cram<words()>(h, opt, r); });
}

// The nimber of Chomp on the H x W rectangle, its states of Words words (a table per width).
template <std::size_t Words>
std::optional<int> solve_chomp(u64 h, u64 w, const options& opt, reply& r, std::vector<sg::nimber>& values) {
    const sg::basic_chomp<Words> game(static_cast<std::uint32_t>(h), static_cast<std::uint32_t>(w));
    sg::search<sg::basic_chomp<Words>> s(game, static_cast<std::size_t>(opt.memory));
    return watched(r, s, "chomp " + dims(h, w), [&] { values.push_back(s.value(game.rectangle())); });
}

int run_chomp(std::span<const std::string_view> args) {
    const auto [h, opt] = parse_board_command("chomp", args, 1);
    search_progress prog(!opt.quiet, opt.time_limit);
    reply r{json::object{}.str("command", "chomp").num("rows", h), request_of(opt, true), opt, prog};
    std::vector<sg::nimber> values;
    for (u64 w = opt.upto ? 0 : opt.n; w <= opt.n; ++w) {
        if (w == 0) {  // no square at all: no move
            values.push_back(0);
            continue;
        }
        const auto stop = with_words(static_cast<std::size_t>(h * w), [&, h = h, &opt = opt](auto words) {
            return solve_chomp<words()>(h, w, opt, r, values);
        });
        if (stop) return *stop;
    }
    return r.answer(values);
}

// The graph of FILE: 'N M', then M lines 'u v'. sg::parse_error "FILE: line L: ..." for a
// bad line (exit status 2).
struct graph {
    std::size_t vertices = 0;
    std::vector<std::pair<std::size_t, std::size_t>> edges;
};

graph read_graph(sg::text_input& in) {
    graph g;
    if (!in.more()) in.fail("no graph: expected a line 'N M' (vertices, edges)");
    g.vertices = static_cast<std::size_t>(in.number_on_line(0, max_vertices, "the number of vertices N"));
    const u64 most = g.vertices * (g.vertices - (g.vertices > 0 ? 1 : 0)) / 2;
    const u64 m = in.number_on_line(0, most, "the number of edges M (at most N(N-1)/2)");
    in.end_line("expected 'N M' alone on the line, found more");
    std::vector<bool> adjacent(g.vertices * g.vertices);  // u * N + v
    for (u64 i = 0; i < m; ++i) {
        if (!in.more()) in.fail("missing edge " + std::to_string(i + 1) + " of " + std::to_string(m) + " (end of input)");
        const std::size_t line = in.line();
        const auto e = in.line_numbers(2, 0, g.vertices - 1, "the ends u v of an edge");
        const auto u = static_cast<std::size_t>(e[0]), v = static_cast<std::size_t>(e[1]);
        if (u == v) sg::text_input::fail_at(line, "a loop at vertex " + std::to_string(u));
        if (adjacent[u * g.vertices + v])
            sg::text_input::fail_at(line, "the edge " + std::to_string(u) + " " + std::to_string(v) + " given twice");
        adjacent[u * g.vertices + v] = adjacent[v * g.vertices + u] = true;
        g.edges.emplace_back(u, v);
    }
    if (in.more()) in.fail("unexpected text after the edges (M = " + std::to_string(m) + ")");
    return g;
}

graph read_graph_file(std::string_view path) {
    const bool std_in = path == "-";
    const std::unique_ptr<std::FILE, int (*)(std::FILE*)> file(
        std_in ? stdin : std::fopen(std::string(path).c_str(), "rb"), [](std::FILE* f) { return f == stdin ? 0 : std::fclose(f); });
    if (!file) throw usage_error("node-kayles: cannot open '" + std::string(path) + "'");
    try {
        sg::text_input in(file.get());  // reads the file as it goes: it stays open until the end
        return read_graph(in);
    } catch (const sg::parse_error& e) {
        throw sg::parse_error(std::string(std_in ? "stdin" : path) + ": " + e.what());
    }
}

// The rows and columns of --grid RxC (as 3x25), at most max_vertices vertices.
std::pair<std::size_t, std::size_t> parse_grid(std::string_view text) {
    const auto bad = [&] {
        return usage_error("node-kayles: --grid needs RxC, rows x columns as 3x25, not '" + std::string(text) + "'");
    };
    std::size_t pos = 0;
    const number_read rows = read_number(text, pos);
    if (rows.result != number_read::status::ok || pos >= text.size() || text[pos] != 'x') throw bad();
    ++pos;
    const number_read cols = read_number(text, pos);
    if (cols.result != number_read::status::ok || pos != text.size()) throw bad();
    if (rows.value != 0 && cols.value > max_vertices / rows.value)
        throw usage_error("node-kayles: a " + std::string(text) + " grid has more than " + std::to_string(max_vertices) +
                          " vertices");
    return {static_cast<std::size_t>(rows.value), static_cast<std::size_t>(cols.value)};
}

// The nimber of Node Kayles on `game`, its states of Words words: the XOR of its
// connected components' nimbers.
template <std::size_t Words>
int solve_node_kayles(const sg::basic_node_kayles<Words>& game, reply& r) {
    r.head.num("vertices", static_cast<u64>(game.vertex_count())).num("edges", static_cast<u64>(game.edge_count()));
    sg::search<sg::basic_node_kayles<Words>> s(game, static_cast<std::size_t>(r.opt.memory));
    sg::nimber v = 0;
    const auto query = [&] {
        for (const auto& part : game.components(game.all())) v ^= s.value(part);
    };
    if (const auto stop = watched(r, s, "node-kayles " + std::to_string(game.vertex_count()) + " vertices", query))
        return *stop;
    return r.answer({v});
}

// Node Kayles on the graph of FILE, or on the grid of --grid RxC (whose shapes the
// search knows up to translation and mirrors: sg::node_kayles::grid).
int run_node_kayles(std::span<const std::string_view> args) {
    if (args.empty() || (args[0].starts_with("--") && args[0] != "--grid"))
        throw usage_error("node-kayles needs FILE, the graph ('-' for stdin), or --grid RxC");
    const bool grid = args[0] == "--grid";
    if (grid && args.size() < 2) throw usage_error("node-kayles: --grid needs RxC, rows x columns as 3x25");
    const options opt = parse_options("node-kayles", args.subspan(grid ? 2 : 1), false);
    search_progress prog(!opt.quiet, opt.time_limit);
    reply r{json::object{}.str("command", "node-kayles"), request_of(opt, false), opt, prog};
    if (grid) {
        const auto [rows, cols] = parse_grid(args[1]);
        r.head.str("grid", args[1]);
        return with_words(rows * cols, [&, rows = rows, cols = cols](auto words) {
            return solve_node_kayles(sg::basic_node_kayles<words()>::grid(rows, cols), r);
        });
    }
    const graph gr = read_graph_file(args[0]);
    r.head.str("file", args[0]);
    return with_words(gr.vertices, [&](auto words) {
        return solve_node_kayles(sg::basic_node_kayles<words()>(gr.vertices, gr.edges), r);
    });
}

int run_search(std::string_view command, std::span<const std::string_view> args) {
    if (command == "cram") return run_cram(args);
    if (command == "chomp") return run_chomp(args);
    return run_node_kayles(args);
}

}  // namespace

SG_GRUNDY_COMMAND((command{.names = {"cram", "chomp", "node-kayles"},
                           .rank = 4,
                           .usage = "cram|chomp H (--upto W | --value W) [--memory BYTES] [--time-limit S] [--quiet] "
                                    "[--resume FILE]\n"
                                    "node-kayles (FILE | --grid RxC) --value [--memory BYTES] [--time-limit S] [--quiet] "
                                    "[--resume FILE]",
                           .help = search_help,
                           .json = true,
                           .run = run_search}));

}  // namespace grundy_cli
