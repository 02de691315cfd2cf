// The grundy command-line explorer's shared interface: what a game family (subtraction,
// octal, ...) and a command (sum, play, misere, cram, ...) plug in, the common options,
// progress lines, the number and option readers. Each family and each command lives in
// its own cli_<name>.cpp and registers itself there, with SG_GRUNDY_FAMILY or
// SG_GRUNDY_COMMAND: cli_main.cpp reads the common options, finds the command or family
// by name and prints --help from the registrations, naming none of them.
#pragma once

#include <sg/games/subtraction.hpp>
#include <sg/periodic.hpp>
#include <sg/value.hpp>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

namespace grundy_cli {

// Bad command-line arguments: one line on stderr, exit status 2.
class usage_error : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Thrown by progress::at when --time-limit has passed: `values` values were computed.
struct time_limit_reached {
    std::uint64_t values = 0;
};

// Progress on stderr for long runs: at most one line a second with the values per
// second, the current n and, once the pace can be measured, the time left; silent for
// runs that finish within the first second. Also enforces --time-limit.
class progress {
public:
    // time_limit: seconds, 0 for none.
    explicit progress(bool enabled, double time_limit = 0);
    // Call often with the number of values computed; cheap unless a quarter second has
    // passed. Throws time_limit_reached once the time limit has passed.
    void at(std::uint64_t n, std::uint64_t total) {
        if ((n & 0x3ff) != 0 || (!enabled_ && time_limit_ <= 0)) return;
        const auto now = clock::now();
        if (now - last_sample_ < std::chrono::milliseconds(250)) return;
        tick(n, total, now);
    }
    // The last line, with the final n, unless a line for it was printed already.
    void done(std::uint64_t n);
    // Says once, on the first progress line whose estimate of the whole run is above
    // 10 s, how long reaching `total` values may take (for --period's default length).
    void warn_if_long() noexcept { warn_ = true; }
    [[nodiscard]] double seconds() const;
    [[nodiscard]] double time_limit() const noexcept { return time_limit_; }

private:
    using clock = std::chrono::steady_clock;
    struct sample {
        std::uint64_t n;
        double t;
    };
    void tick(std::uint64_t n, std::uint64_t total, clock::time_point now);
    void report(std::uint64_t n, std::uint64_t total, double secs);
    [[nodiscard]] std::optional<double> time_left(std::uint64_t n, std::uint64_t total, double secs) const;
    bool enabled_;
    double time_limit_;
    bool printed_ = false;
    std::uint64_t last_n_ = 0;      // the n of the last line printed
    std::uint64_t last_total_ = 0;  // the total of the last call of at()
    clock::time_point start_, last_line_, last_sample_;
    std::vector<sample> samples_;
    bool warn_ = false;
};

struct period_answer {
    std::optional<sg::periodic_sequence> periodic;  // certified, or nullopt
    std::uint64_t examined = 0;                      // how many values were computed
    bool stopped = false;                            // stopped by --time-limit
    // With a period: G(0) .. G(certificate_end - 1) are the values the family's theorem
    // checks to prove it (nullopt when the theorem is not a range of values).
    std::optional<std::uint64_t> certificate_end;
};

struct family {
    std::string_view name;  // the subcommand: "subtraction", "octal"
    bool memory_budget = false;  // its engine takes --memory (else the option is refused)
    bool threads = false;        // its engine takes --threads K (else the option is refused)
    std::string_view help;  // lines for --help: the SPEC syntax and an example
    // G(0) .. G(n), stored narrow.
    std::function<sg::nimber_array(std::string_view spec, std::uint64_t n, progress&)> upto;
    // Shortest certified period looking at most max_len values (0: the family's default).
    std::function<period_answer(std::string_view spec, std::uint64_t max_len, progress&)> period;
    // G(n) for any 64-bit n, or sg::error if it cannot be answered exactly.
    std::function<sg::nimber(std::string_view spec, std::uint64_t n, progress&)> value;
    // Optional (octal): the mask splitting the values G(0) .. G(n) into common and rare
    // ones (G rare when popcount(G & mask) is even; 0: no split). Plots highlight rare values.
    std::function<std::uint64_t(std::string_view spec, std::uint64_t n, progress&)> rare_mask;
};

std::vector<family>& registry();

// A subtraction SET as `grundy subtraction` reads it (cli_subtraction.cpp): a finite
// set, an all-but set, or the membership test of a named infinite set. A bad SET
// throws usage_error.
using subtraction_set = std::variant<sg::subtraction_game, sg::all_but_subtraction_game, bool (*)(std::uint64_t)>;
subtraction_set parse_subtraction_set(std::string_view spec);

// The SVG of `--plot` (cli_family.cpp, tools/grundy/plot.hpp): the values G(0) .. G(N)
// of a family's SPEC, with the period of `ans` marked when it has one (nullptr: none).
std::string plot_svg(const family& fam, std::string_view spec, const sg::nimber_array& values, const period_answer* ans);
// How many values a `--period --plot` draws: the certificate and three periods after the
// preperiod (at least 100), or every value examined when no period is certified.
std::uint64_t period_plot_length(const period_answer& ans);

// `grundy FAMILY SPEC ...` (cli_family.cpp): args are the arguments after FAMILY.
int run_family(const family& fam, std::span<const std::string_view> args);

// The output format, a common option (`--format plain|json`, anywhere in the arguments,
// taken out before a subcommand sees them): plain lines, or one JSON object on stdout.
enum class output_format { plain, json };
output_format requested_format() noexcept;
void set_requested_format(output_format f) noexcept;
// For a subcommand with no JSON form: usage_error if --format json was given.
void refuse_json(std::string_view command);

// The memory budget, a common option (`--memory BYTES`, anywhere, taken out like
// --format): nullopt when not given. The subcommands give it to their solvers
// (set_memory_limit); one that has no budget refuses it with usage_error
// (refuse_memory). Passing it ends the command with one line and exit status 3.
std::optional<std::uint64_t> requested_memory() noexcept;
void set_requested_memory(std::optional<std::uint64_t> bytes) noexcept;
void refuse_memory(std::string_view command);
// The threads, a common option (`--threads K`, anywhere, taken out like --format): 1
// when not given. Only the families with `threads` set take it; the other commands
// refuse it with usage_error (refuse_threads).
unsigned requested_threads() noexcept;
void set_requested_threads(unsigned k) noexcept;
void refuse_threads(std::string_view command);
// The budget as a solver takes it: the requested bytes, else no limit.
inline std::size_t memory_budget_bytes() noexcept {
    const auto m = requested_memory();
    return m && *m < static_cast<std::uint64_t>(~std::size_t{0}) ? static_cast<std::size_t>(*m) : ~std::size_t{0};
}

// The one reader of numbers in arguments: the decimal digits of `text` from `pos` on, as
// one 64-bit number, with pos moved past them. `none` when there is no digit at pos
// (pos unchanged), `too_large` past 2^64 - 1 (pos past the digits all the same).
// parse_u64, parse_bytes and the subtraction SET's amounts are read through it.
struct number_read {
    enum class status { ok, none, too_large } result = status::none;
    std::uint64_t value = 0;
};
inline number_read read_number(std::string_view text, std::size_t& pos) {
    number_read r;
    for (; pos < text.size() && text[pos] >= '0' && text[pos] <= '9'; ++pos) {
        const auto d = static_cast<std::uint64_t>(text[pos] - '0');
        if (r.result == number_read::status::too_large) continue;
        if (r.value > (~std::uint64_t{0} - d) / 10) {
            r.result = number_read::status::too_large;
            continue;
        }
        r.value = r.value * 10 + d;
        r.result = number_read::status::ok;
    }
    return r;
}

// A whole decimal number of 64 bits, or usage_error naming `what`.
inline std::uint64_t parse_u64(std::string_view what, std::string_view text) {
    std::size_t pos = 0;
    const number_read r = read_number(text, pos);
    if (r.result != number_read::status::ok || pos != text.size())
        throw usage_error(std::string(what) + " needs a whole number from 0 to 18446744073709551615, not '" +
                          std::string(text) + "'");
    return r.value;
}
// A board or graph of n <= 256 cells or vertices (cli_search.cpp, the Python module): calls
// f(std::integral_constant<std::size_t, W>{}) for the fewest words W of 1, 2 and 4 whose
// states hold n cells or vertices (sg::basic_cram<W>, sg::basic_chomp<W>,
// sg::basic_node_kayles<W>), and returns what f returns.
template <class F>
auto with_words(std::size_t n, F&& f) {
    if (n <= 64) return f(std::integral_constant<std::size_t, 1>{});
    if (n <= 128) return f(std::integral_constant<std::size_t, 2>{});
    return f(std::integral_constant<std::size_t, 4>{});
}

// Seconds for --time-limit: a positive decimal number, fractions allowed; else
// usage_error (cli_family.cpp).
double parse_seconds(std::string_view text);

// --resume FILE: what a long run has done is saved every `save_every` seconds, when
// --time-limit stops it and when it ends, by replace_file: `write` makes FILE.tmp (its
// path given), which is then renamed over FILE, so an interruption at any moment leaves
// the last whole file; a failure is a usage_error naming FILE (cli_family.cpp).
inline constexpr double save_every = 600;
void replace_file(const std::string& path, const std::function<void(const std::string& tmp)>& write);

// A number of bytes for --memory: decimal digits, optionally followed by K, M, G or T
// (either case; times 2^10, 2^20, 2^30, 2^40), as 65536, 64M, 8G. At least 1, at most
// 2^64 - 1; anything else throws usage_error naming `what`.
inline std::uint64_t parse_bytes(std::string_view what, std::string_view text) {
    auto bad = [&]() {
        return usage_error(std::string(what) + " needs a number of bytes like 65536, 64M or 8G (suffixes K, M, G, T), not '" +
                           std::string(text) + "'");
    };
    std::string_view digits = text;
    unsigned shift = 0;
    if (!digits.empty()) {
        switch (digits.back()) {
            case 'K': case 'k': shift = 10; break;
            case 'M': case 'm': shift = 20; break;
            case 'G': case 'g': shift = 30; break;
            case 'T': case 't': shift = 40; break;
            default: break;
        }
        if (shift != 0) digits.remove_suffix(1);
    }
    std::size_t pos = 0;
    const number_read r = read_number(digits, pos);
    if (r.result != number_read::status::ok || pos != digits.size()) throw bad();
    const std::uint64_t v = r.value;
    if (v == 0 || (shift != 0 && v > (~std::uint64_t{0} >> shift))) throw bad();
    return v << shift;
}

// The options of a subcommand, read in order, one way for every subcommand:
//   option_reader r("misere", args);
//   while (r.next()) {
//       if (r.is("--quiet")) quiet = true;
//       else if (r.is("--max")) max = parse_u64("--max", r.value("a number"));
//       else r.unknown();
//   }
// is(name) takes the argument when it is `name`, and refuses an option given twice
// ("option --max given twice"); value(what) the argument after it ("--max needs a
// number"); unknown() refuses the argument ("misere: unknown argument '--fast'").
class option_reader {
public:
    option_reader(std::string_view command, std::span<const std::string_view> args) : command_(command), args_(args) {}

    // Moves to the next argument; false past the last.
    bool next() { return ++at_ < args_.size(); }
    [[nodiscard]] std::string_view current() const { return args_[at_]; }
    // Whether the argument is an option (starts with --) or a word (a PART, a heap).
    [[nodiscard]] bool is_option() const { return current().starts_with("--"); }

    // True when the argument is `name`; the second time, usage_error.
    bool is(std::string_view name) {
        if (current() != name) return false;
        for (std::string_view s : seen_)
            if (s == name) throw usage_error("option " + std::string(name) + " given twice");
        seen_.push_back(name);
        return true;
    }
    // The argument after the option just taken, or usage_error "OPTION needs WHAT". With
    // words_only, an argument that is an option does not count as one (--plot FILE).
    std::string_view value(std::string_view what, bool words_only = false) {
        if (at_ + 1 >= args_.size() || (words_only && args_[at_ + 1].starts_with("--")))
            throw usage_error(std::string(current()) + " needs " + std::string(what));
        return args_[++at_];
    }
    // The words after the option just taken, up to the next option.
    std::vector<std::string_view> words() {
        std::vector<std::string_view> w;
        while (at_ + 1 < args_.size() && !args_[at_ + 1].starts_with("--")) w.push_back(args_[++at_]);
        return w;
    }
    [[noreturn]] void unknown() const {
        throw usage_error(std::string(command_) + ": unknown argument '" + std::string(current()) + "'");
    }

private:
    std::string_view command_;
    std::span<const std::string_view> args_;
    std::size_t at_ = static_cast<std::size_t>(-1);
    std::vector<std::string_view> seen_;
};

// A command other than a family, `grundy NAME ARGS...` (cli_sum.cpp, cli_play.cpp, ...).
struct command {
    std::vector<std::string_view> names;  // "sum"; several for one command ("cram", "chomp", ...)
    int rank = 0;                         // its place in --help, among the commands
    std::string_view usage;               // --help's usage lines, each without "grundy ", one a line
    std::string_view help;                // its --help paragraph
    bool json = false;                    // takes --format json (else refused); no command takes --threads
    // Runs `grundy NAME ARGS...`: name is the one of `names` given, args what follows it.
    int (*run)(std::string_view name, std::span<const std::string_view> args) = nullptr;
};
std::vector<command>& commands();

// One registration path for both: SG_GRUNDY_FAMILY(f) and SG_GRUNDY_COMMAND(c) at
// namespace scope of the .cpp that defines it.
struct registrar {
    explicit registrar(family f) { registry().push_back(std::move(f)); }
    explicit registrar(command c) { commands().push_back(std::move(c)); }
};

}  // namespace grundy_cli

#define SG_GRUNDY_CONCAT2(a, b) a##b
#define SG_GRUNDY_CONCAT(a, b) SG_GRUNDY_CONCAT2(a, b)
// SG_GRUNDY_FAMILY(make_family()) at namespace scope in a family's .cpp.
#define SG_GRUNDY_FAMILY(expr) \
    static const ::grundy_cli::registrar SG_GRUNDY_CONCAT(sg_grundy_family_, __LINE__){expr}
// SG_GRUNDY_COMMAND(command{...}) at namespace scope in a command's .cpp.
#define SG_GRUNDY_COMMAND(expr) \
    static const ::grundy_cli::registrar SG_GRUNDY_CONCAT(sg_grundy_command_, __LINE__){expr}
