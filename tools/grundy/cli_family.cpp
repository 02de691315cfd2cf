// `grundy FAMILY SPEC ...`: the options of a family command, its answer in the plain or
// the JSON format (`--format`), and its plot (`--plot FILE.svg`). The JSON schema is in
// docs/grundy-cli.md.
#include "cli.hpp"
#include "json.hpp"
#include "plot.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>

namespace grundy_cli {

namespace {
output_format current_format = output_format::plain;
std::optional<std::uint64_t> current_memory;
unsigned current_threads = 1;
bool threads_given = false;
}  // namespace

unsigned requested_threads() noexcept {
    return current_threads;
}
void set_requested_threads(unsigned k) noexcept {
    current_threads = k;
    threads_given = true;
}
void refuse_threads(std::string_view command) {
    if (threads_given) throw usage_error(std::string(command) + " runs on one thread (--threads goes with octal)");
}

std::optional<std::uint64_t> requested_memory() noexcept {
    return current_memory;
}
void set_requested_memory(std::optional<std::uint64_t> bytes) noexcept {
    current_memory = bytes;
}
void refuse_memory(std::string_view command) {
    if (current_memory)
        throw usage_error(std::string(command) + " has no memory budget yet (every other command takes --memory)");
}

output_format requested_format() noexcept {
    return current_format;
}
void set_requested_format(output_format f) noexcept {
    current_format = f;
}
void refuse_json(std::string_view command) {
    if (current_format == output_format::json)
        throw usage_error(std::string(command) + " has no JSON form (--format json goes with the other commands)");
}

double parse_seconds(std::string_view text) {
    // Decimal digits with an optional fraction and exponent, read by strtod (the C locale:
    // the command never sets another); std::from_chars for double is missing from some
    // standard libraries (libc++ before 17, which the playground's emscripten has).
    const bool decimal = !text.empty() && text.front() != '+' && std::all_of(text.begin(), text.end(), [](char c) {
        return (c >= '0' && c <= '9') || c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-';
    });
    const std::string copy(text);
    char* end = nullptr;
    const double v = decimal ? std::strtod(copy.c_str(), &end) : 0;
    if (!decimal || end != copy.c_str() + copy.size() || !(v > 0) || !std::isfinite(v))
        throw usage_error("--time-limit needs a positive number of seconds, not '" + std::string(text) + "'");
    return v;
}

void replace_file(const std::string& path, const std::function<void(const std::string& tmp)>& write) {
    const std::string tmp = path + ".tmp";
    write(tmp);
    std::error_code ec;
    std::filesystem::rename(tmp, path, ec);
    if (ec) throw usage_error("--resume: cannot write '" + path + "': " + ec.message());
}

namespace {

using u64 = std::uint64_t;

// The values a --period plot shows: the certificate, at least three periods after the
// preperiod, at least 100 values; everything examined when nothing is certified.
constexpr u64 plot_min_values = 100;
constexpr u64 plot_max_values = 100'000'001;

void write_file(const std::string& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    if (out) out << text;
    if (!out || !out.flush()) throw sg::error("cannot write the plot to '" + path + "'");
}

}  // namespace

u64 period_plot_length(const period_answer& ans) {
    u64 len = ans.examined;
    if (ans.periodic) {
        const auto& p = *ans.periodic;
        len = std::max({ans.certificate_end.value_or(0), p.preperiod + 3 * p.period, plot_min_values});
    }
    return std::min(len, plot_max_values);
}

std::string plot_svg(const family& fam, std::string_view spec, const sg::nimber_array& narrow, const period_answer* ans) {
    const std::vector<sg::nimber> values = narrow.to_vector();
    plot::input in;
    in.title = std::string(fam.name) + " " + std::string(spec);
    if (fam.rare_mask && !values.empty()) {
        progress silent(false);
        in.rare_mask = fam.rare_mask(spec, values.size() - 1, silent);
    }
    if (ans && ans->periodic) {
        in.preperiod = ans->periodic->preperiod;
        in.period = ans->periodic->period;
        in.saltus = ans->periodic->saltus;
        in.certificate_end = ans->certificate_end;
    }
    in.values = values;
    return plot::svg(in);
}

namespace {

enum class mode { none, upto, period, value };

// What a family command asks for, from its options.
struct family_request {
    std::string_view spec;
    mode m = mode::none;
    u64 n = 0, max_len = 0;
    double time_limit = 0;
    bool quiet = false, have_max = false;
    std::optional<std::string> plot_file;
};

family_request parse_family_args(const family& fam, std::span<const std::string_view> args) {
    if (args.empty() || args[0].starts_with("--")) throw usage_error(std::string(fam.name) + " needs a SPEC");
    if (!fam.memory_budget) refuse_memory(fam.name);
    if (!fam.threads) refuse_threads(fam.name);
    family_request q;
    q.spec = args[0];
    option_reader r(fam.name, args.subspan(1));
    const auto set_mode = [&](mode k) {
        if (q.m != mode::none) throw usage_error("give one of --upto, --period, --value");
        q.m = k;
    };
    while (r.next()) {
        if (r.is("--upto")) {
            set_mode(mode::upto);
            q.n = parse_u64("--upto", r.value("a number"));
        } else if (r.is("--value")) {
            set_mode(mode::value);
            q.n = parse_u64("--value", r.value("a number"));
        } else if (r.is("--period")) {
            set_mode(mode::period);
        } else if (r.is("--max")) {
            q.max_len = parse_u64("--max", r.value("a number"));
            q.have_max = true;
        } else if (r.is("--time-limit")) {
            q.time_limit = parse_seconds(r.value("a number"));
        } else if (r.is("--quiet")) {
            q.quiet = true;
        } else if (r.is("--plot")) {
            q.plot_file = std::string(r.value("a FILE to write the SVG to", true));
        } else {
            r.unknown();
        }
    }
    if (q.m == mode::none) throw usage_error("give one of --upto, --period, --value");
    if (q.have_max && q.m != mode::period) throw usage_error("--max goes with --period");
    if (q.plot_file && q.m == mode::value) throw usage_error("--plot goes with --upto or --period");
    return q;
}

// One family command answered: computed by the family, printed plain or as JSON; each
// returns the exit status.
class family_answer {
public:
    family_answer(const family& fam, const family_request& q)
        : fam_(fam), q_(q), prog_(!q.quiet, q.time_limit), json_(requested_format() == output_format::json) {
        if (q_.m == mode::period && q_.max_len == 0) prog_.warn_if_long();
    }

    int run() {
        try {
            switch (q_.m) {
                case mode::upto: return upto();
                case mode::period: return period();
                case mode::value: return value();
                case mode::none: break;
            }
        } catch (const time_limit_reached& t) {
            const int status = stopped(t.values, q_.m == mode::period ? "no period certified yet" : "no answer yet");
            if (json_) return emit_json(status, "null", t.values);
            return status;
        }
        return 2;
    }

private:
    int upto() {
        const auto seq = fam_.upto(q_.spec, q_.n, prog_);
        if (q_.plot_file) write_file(*q_.plot_file, plot_svg(fam_, q_.spec, seq, nullptr));
        if (json_) {
            json::object a;
            a.raw("values", json::numbers(seq));
            if (fam_.rare_mask) {
                progress silent(false);
                a.num("rare_mask", fam_.rare_mask(q_.spec, q_.n, silent));
            }
            return emit_json(0, a.text(), std::nullopt);
        }
        // Written in blocks of 64 KiB: the text of G(0 .. 2^28) is a gigabyte.
        std::string block;
        block.reserve(std::size_t{1} << 16);
        char buf[24];
        for (std::size_t k = 0; k < seq.size(); ++k) {
            if (k) block += ' ';
            auto [p, ec] = std::to_chars(buf, buf + sizeof buf, seq[k]);
            block.append(buf, p);
            if (block.size() >= (std::size_t{1} << 16) - sizeof buf) {
                std::cout.write(block.data(), static_cast<std::streamsize>(block.size()));
                block.clear();
            }
        }
        std::cout << block << '\n';
        return 0;
    }

    int period() {
        const period_answer ans = fam_.period(q_.spec, q_.max_len, prog_);
        if (q_.plot_file) {
            progress silent(false);
            if (const u64 len = period_plot_length(ans); len > 0)
                write_file(*q_.plot_file, plot_svg(fam_, q_.spec, fam_.upto(q_.spec, len - 1, silent), &ans));
        }
        const int status = ans.periodic ? 0 : 3;
        if (!ans.periodic && ans.stopped) (void)stopped(ans.examined, "no period certified within them");
        if (json_) {
            json::object a;
            a.boolean("periodic", ans.periodic.has_value());
            if (ans.periodic) {
                const auto& p = *ans.periodic;
                a.num("preperiod", p.preperiod).num("period", p.period).num("saltus", p.saltus);
                if (p.runs.empty())
                    a.raw("values", json::numbers(p.values));
                else  // too many to list (a subtraction set with huge amounts)
                    a.null("values");
                a.num("certificate_end", ans.certificate_end);
            }
            a.num("examined", ans.examined).boolean("stopped", ans.stopped);
            return emit_json(status, a.text(), ans.stopped ? std::optional<u64>(ans.examined) : std::nullopt);
        }
        if (!ans.periodic) {
            std::cout << "no period certified up to " << ans.examined << '\n';
            return 3;
        }
        std::cout << "preperiod " << ans.periodic->preperiod << " period " << ans.periodic->period;
        if (ans.periodic->saltus != 0) std::cout << " saltus " << ans.periodic->saltus;
        std::cout << '\n';
        return 0;
    }

    int value() {
        const sg::nimber v = fam_.value(q_.spec, q_.n, prog_);
        if (json_) return emit_json(0, json::object{}.num("value", v).text(), std::nullopt);
        std::cout << v << '\n';
        return 0;
    }

    // One JSON object: the family, the spec, the request, the answer and the time taken.
    int emit_json(int status, const std::string& answer, std::optional<u64> stopped_after) {
        json::object request;
        request.str("mode", q_.m == mode::upto ? "upto" : q_.m == mode::period ? "period" : "value");
        if (q_.m != mode::period) request.num("n", q_.n);
        if (q_.m == mode::period)
            request.num("max", q_.have_max && q_.max_len != 0 ? std::optional<u64>(q_.max_len) : std::nullopt);
        if (q_.time_limit > 0)
            request.seconds("time_limit", q_.time_limit);
        else
            request.null("time_limit");
        json::object o;
        o.str("command", fam_.name).str("family", fam_.name).str("spec", q_.spec).raw("request", request.text());
        o.num("status", static_cast<u64>(status)).raw("answer", answer);
        if (stopped_after)
            o.raw("time_limit_reached", json::object{}.num("values", *stopped_after).text());
        else
            o.null("time_limit_reached");
        o.raw("plot", q_.plot_file ? json::quote(*q_.plot_file) : "null");
        o.raw("timings", json::object{}.seconds("seconds", prog_.seconds()).text());
        std::cout << o.text() << '\n';
        return status;
    }

    // The line on stderr for a --time-limit reached; its exit status.
    int stopped(u64 values, std::string_view what) {
        char secs[32];
        std::snprintf(secs, sizeof secs, "%.1f", prog_.seconds());
        std::cerr << "grundy: stopped by --time-limit after " << secs << " s: " << values << " values computed, "
                  << what << '\n';
        return 3;
    }

    const family& fam_;
    const family_request& q_;
    progress prog_;
    bool json_;
};

}  // namespace

int run_family(const family& fam, std::span<const std::string_view> args) {
    const family_request q = parse_family_args(fam, args);
    return family_answer(fam, q).run();
}

}  // namespace grundy_cli
