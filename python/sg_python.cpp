// The Python module `sg` (pybind11): nim-sequences of octal and subtraction games with
// certified periods and plots, games defined in Python, sums of parts of different
// families, misère outcomes, quotients and genus, Cram, Chomp and Node Kayles, and
// nimber arithmetic. A thin layer: the sequences, plots and sums are the grundy
// command's own (tools/grundy), everything else the headers' solvers. See docs/python.md.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "cli.hpp"
#include "parts.hpp"

#include <sg/error.hpp>
#include <sg/games/chomp.hpp>
#include <sg/games/cram.hpp>
#include <sg/games/node_kayles.hpp>
#include <sg/games/octal.hpp>
#include <sg/games/subtraction.hpp>
#include <sg/games/wythoff.hpp>
#include <sg/grundy.hpp>
#include <sg/misere.hpp>
#include <sg/misere_quotient.hpp>
#include <sg/nimber.hpp>
#include <sg/search.hpp>

#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <ostream>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace py = pybind11;

namespace {

using u64 = std::uint64_t;

// Work in the C++ engines: the interpreter's lock released (other Python threads run),
// and one engine call at a time, since the grundy command's families keep one sequence
// per process and a solver object is not to be used by two threads at once. The mutex
// is taken after the lock is released and given back before it is taken again.
std::mutex engine_mutex;
class engine_section {
public:
    engine_section() : held_(engine_mutex) {}

private:
    py::gil_scoped_release free_;  // first: released before the mutex is waited for
    std::lock_guard<std::mutex> held_;
};

// ---- sequences: `grundy octal` and `grundy subtraction`, through their family entries

const grundy_cli::family& family_named(std::string_view name) {
    for (const auto& f : grundy_cli::registry())
        if (f.name == name) return f;
    throw sg::error("the family '" + std::string(name) + "' is not linked in");
}

class sequence {
public:
    sequence(std::string_view family, std::string spec) : fam_(&family_named(family)), spec_(std::move(spec)) {
        (void)values(0);  // a bad SPEC is refused here
    }
    [[nodiscard]] std::string spec() const { return spec_; }
    [[nodiscard]] std::string name() const { return std::string(fam_->name) + " " + spec_; }

    [[nodiscard]] std::vector<sg::nimber> values(u64 n) const {
        engine_section free;
        grundy_cli::progress silent(false);
        return fam_->upto(spec_, n, silent).to_vector();
    }
    [[nodiscard]] sg::nimber value(u64 n) const {
        engine_section free;
        grundy_cli::progress silent(false);
        return fam_->value(spec_, n, silent);
    }
    [[nodiscard]] std::optional<std::pair<u64, u64>> period(u64 max_len) const {
        const grundy_cli::period_answer a = period_answer(max_len);
        if (!a.periodic) return std::nullopt;
        return std::pair{a.periodic->preperiod, a.periodic->period};
    }
    [[nodiscard]] std::string plot(std::optional<u64> n) const {
        engine_section free;
        grundy_cli::progress silent(false);
        if (n) return grundy_cli::plot_svg(*fam_, spec_, fam_->upto(spec_, *n, silent), nullptr);
        const grundy_cli::period_answer a = fam_->period(spec_, 0, silent);
        const u64 len = grundy_cli::period_plot_length(a);
        if (len == 0) throw sg::error("no values to plot");
        return grundy_cli::plot_svg(*fam_, spec_, fam_->upto(spec_, len - 1, silent), &a);
    }

private:
    grundy_cli::period_answer period_answer(u64 max_len) const {
        engine_section free;
        grundy_cli::progress silent(false);
        return fam_->period(spec_, max_len, silent);
    }
    const grundy_cli::family* fam_;
    std::string spec_;
};

std::string set_text(const std::variant<std::string, std::vector<u64>>& amounts) {
    if (const auto* s = std::get_if<std::string>(&amounts)) return *s;
    std::string out;
    for (u64 a : std::get<std::vector<u64>>(amounts)) out += (out.empty() ? "" : ",") + std::to_string(a);
    if (out.empty()) throw grundy_cli::usage_error("a subtraction set needs at least one amount");
    return out;
}

// ---- a part of a sum, in the PART notation of `grundy sum`, and sums of parts

struct part {
    std::string text;
};

class sum_of_parts {
public:
    explicit sum_of_parts(const std::vector<std::variant<part, std::string>>& parts)
        : builder_(std::make_unique<grundy_cli::sum_builder>("sum")) {
        for (const auto& p : parts) {
            const std::string& t = std::holds_alternative<part>(p) ? std::get<part>(p).text : std::get<std::string>(p);
            builder_->add(t);
            texts_.push_back(t);
        }
        if (texts_.empty()) throw grundy_cli::usage_error("a sum needs at least one part");
    }
    [[nodiscard]] sg::nimber value() const {
        engine_section free;
        return builder_->sum().value();
    }
    [[nodiscard]] bool wins() const { return value() != 0; }
    // (part index, what the part becomes: heap sizes ascending, or the Wythoff pair)
    [[nodiscard]] std::vector<std::pair<std::size_t, std::vector<u64>>> winning_moves() const {
        std::vector<grundy_cli::entry> moves;
        {
            engine_section free;
            moves = builder_->winning_moves();
        }
        std::vector<std::pair<std::size_t, std::vector<u64>>> out;
        for (auto& e : moves) out.emplace_back(e.part, e.to);
        return out;
    }
    [[nodiscard]] const std::vector<std::string>& parts() const noexcept { return texts_; }

private:
    std::unique_ptr<grundy_cli::sum_builder> builder_;
    std::vector<std::string> texts_;
};

// ---- games defined in Python

// A state: any hashable Python value, its hash taken once.
struct py_state {
    py::object o = py::none();
    std::size_t h = 0;
    py_state() = default;
    explicit py_state(py::object x) : o(std::move(x)), h(static_cast<std::size_t>(py::hash(o))) {}
    friend bool operator==(const py_state& a, const py_state& b) { return a.h == b.h && a.o.equal(b.o); }
    friend std::ostream& operator<<(std::ostream& os, const py_state& s) {
        return os << py::repr(s.o).cast<std::string>();
    }
};

// A move to a sum of states (a split): sg.split(a, b, ...).
struct split {
    std::vector<py::object> parts;
};

struct python_game {
    using state = py_state;
    struct hash {
        std::size_t operator()(const py_state& s) const noexcept { return s.h; }
    };
    py::object moves_of;
    void moves(const py_state& s, auto&& emit) const {
        const py::object options = moves_of(s.o);
        for (const py::handle option : options) {
            if (py::isinstance<split>(option)) {
                std::vector<py_state> parts;
                for (const py::object& p : option.cast<const split&>().parts) parts.emplace_back(p);
                emit(parts);
            } else {
                emit(py_state(py::reinterpret_borrow<py::object>(option)));
            }
        }
    }
};

class python_solver {
public:
    explicit python_solver(py::object moves) : solver_(python_game{std::move(moves)}) {}
    [[nodiscard]] sg::nimber value(const py::args& states) {
        const busy b(*this);
        return solver_.value(sum(states));
    }
    [[nodiscard]] bool wins(const py::args& states) {
        const busy b(*this);
        return solver_.wins(sum(states));
    }
    // One state: the options that win (a state, or sg.split for a sum of states); several:
    // (index, option) pairs.
    [[nodiscard]] py::list winning_moves(const py::args& states) {
        const busy b(*this);
        py::list out;
        for (const auto& m : solver_.winning_moves(sum(states))) {
            py::object to;
            if (m.to.size() == 1) {
                to = m.to[0].o;
            } else {
                split s;
                for (const auto& p : m.to) s.parts.push_back(p.o);
                to = py::cast(std::move(s));
            }
            if (states.size() == 1)
                out.append(to);
            else
                out.append(py::make_tuple(m.component, to));
        }
        return out;
    }
    [[nodiscard]] std::size_t count_winning_moves(const py::args& states) {
        const busy b(*this);
        return solver_.count_winning_moves(sum(states));
    }
    [[nodiscard]] std::size_t size() const noexcept { return solver_.size(); }

private:
    // The moves function runs Python code, which may call this solver again (from
    // itself, or from another thread while the interpreter switches): the search is not
    // reentrant, so such a call is refused.
    struct busy {
        python_solver& s;
        explicit busy(python_solver& x) : s(x) {
            if (s.busy_)
                throw std::runtime_error(
                    "sg.grundy: this solver is already searching (called from its own moves function, or from two "
                    "threads at once)");
            s.busy_ = true;
        }
        ~busy() { s.busy_ = false; }
        busy(const busy&) = delete;
        busy& operator=(const busy&) = delete;
    };
    bool busy_ = false;
    static std::vector<py_state> sum(const py::args& states) {
        if (states.size() == 0) throw grundy_cli::usage_error("give at least one state");
        std::vector<py_state> out;
        for (const py::handle s : states) out.emplace_back(py::reinterpret_borrow<py::object>(s));
        return out;
    }
    sg::grundy<python_game> solver_;
};

// ---- misère play of an octal code or a finite subtraction set

template <class Game>
class misere_of {
public:
    explicit misere_of(Game g) : game_(std::move(g)), search_(game_) {}
    [[nodiscard]] bool wins(const std::vector<u64>& heaps) {
        engine_section free;
        return search_.wins(heaps);
    }
    [[nodiscard]] std::string genus(u64 h) const {
        engine_section free;
        return sg::genus_string(sg::genus(game_, h));
    }
    [[nodiscard]] py::dict quotient(std::size_t n, std::size_t max_order, bool complete) const {
        sg::quotient_limits limits;
        limits.max_order = max_order;
        std::optional<sg::misere_quotient<Game>> q;
        {
            engine_section free;
            if (complete)
                q.emplace(sg::periodic_quotient(game_, n, limits));
            else
                q.emplace(game_, n, limits);
        }
        py::dict d;
        d["order"] = q->order();
        std::vector<std::string> p, heaps;
        for (auto x : q->p_portion()) p.push_back(q->element_name(x));
        for (std::size_t h = 0; h <= q->heap_bound(); ++h) heaps.push_back(q->element_name(q->heap_element(h)));
        py::dict gens;
        for (auto g : q->generator_heaps()) gens[py::str(q->element_name(q->heap_element(g)))] = g;
        d["p_portion"] = p;
        d["generators"] = gens;
        d["heaps"] = heaps;
        d["period"] = q->period() ? py::object(py::make_tuple(q->period()->period, q->period()->preperiod)) : py::none();
        return d;
    }

private:
    Game game_;
    sg::misere<Game> search_;
};

class misere_game {
public:
    using rule = std::variant<std::string, std::vector<u64>>;
    explicit misere_game(const rule& r) : impl_(make(r)) {}
    bool wins(const py::args& heaps) {
        const auto h = heaps_of(heaps);
        return std::visit([&](auto& m) { return m.wins(h); }, impl_);
    }
    std::string genus(u64 h) const {
        return std::visit([&](const auto& m) { return m.genus(h); }, impl_);
    }
    py::dict quotient(std::size_t n, std::size_t max_order, bool complete) const {
        return std::visit([&](const auto& m) { return m.quotient(n, max_order, complete); }, impl_);
    }

private:
    using octal = misere_of<sg::octal_game>;
    using subtraction = misere_of<sg::subtraction_game>;
    static std::variant<octal, subtraction> make(const rule& r) {
        if (const auto* code = std::get_if<std::string>(&r))
            return std::variant<octal, subtraction>(std::in_place_type<octal>, sg::octal_game{*code});
        const auto& amounts = std::get<std::vector<u64>>(r);
        if (amounts.empty()) throw grundy_cli::usage_error("a subtraction set needs at least one amount");
        return std::variant<octal, subtraction>(std::in_place_type<subtraction>, sg::subtraction_game(amounts));
    }
    static std::vector<u64> heaps_of(const py::args& heaps) {
        if (heaps.size() == 0) throw grundy_cli::usage_error("give at least one heap");
        std::vector<u64> out;
        for (const py::handle h : heaps) out.push_back(h.cast<u64>());
        return out;
    }
    std::variant<octal, subtraction> impl_;
};

const char* outcome_text(bool wins) { return wins ? "win" : "lose"; }

}  // namespace

PYBIND11_MODULE(sg, m) {
    m.doc() =
        "Sprague-Grundy theory: Grundy values (nimbers) and outcomes of impartial games.\n"
        "Nim-sequences of octal and subtraction games with certified periods, games defined\n"
        "by a Python function, sums of parts of different families, misere play, Cram,\n"
        "Chomp, Node Kayles and nimber arithmetic. See docs/python.md.";

    // Errors: a bad code, set, part or argument is a ValueError; the library's own
    // conditions are sg.Error and its subclasses.
    static py::exception<sg::error> error(m, "Error");
    static py::exception<sg::limit_error> limit(m, "LimitError", error.ptr());
    static py::exception<sg::cycle_error> cycle(m, "CycleError", error.ptr());
    py::register_exception_translator([](std::exception_ptr p) {
        try {
            if (p) std::rethrow_exception(p);
        } catch (const grundy_cli::usage_error& e) {
            PyErr_SetString(PyExc_ValueError, e.what());
        } catch (const sg::parse_error& e) {
            PyErr_SetString(PyExc_ValueError, e.what());
        } catch (const sg::cycle_error& e) {
            cycle(e.what());
        } catch (const sg::limit_error& e) {
            limit(e.what());
        } catch (const sg::error& e) {
            error(e.what());
        }
    });

    py::class_<sequence>(m, "Sequence",
                         "The nim-sequence G(0), G(1), ... of a heap game (sg.octal, sg.subtraction).")
        .def_property_readonly("spec", &sequence::spec, "The code or set as written.")
        .def("value", &sequence::value, py::arg("n"),
             "G(n) for any n up to 2**64 - 1 (past the values computed, by the certified period;\n"
             "sg.Error when no period is certified).")
        .def("values", &sequence::values, py::arg("n"), "The list G(0) .. G(n).")
        .def("period", &sequence::period, py::arg("max_len") = 0,
             "(preperiod, period) once a theorem certifies them, looking at most at max_len\n"
             "values (0: the family's default); None when none is certified.")
        .def("plot", &sequence::plot, py::arg("n") = py::none(),
             "The SVG of `grundy ... --plot`: G(0) .. G(n), or with n None the values that\n"
             "certify the period, the period shaded.")
        .def("heap", [](const sequence& s, u64 n) { return part{s.name() + " " + std::to_string(n)}; },
             py::arg("n"), "A heap of n as a part of sg.sum.")
        .def("__repr__", [](const sequence& s) { return "sg.Sequence('" + s.name() + "')"; });

    m.def("octal", [](const std::string& code) { return sequence("octal", code); }, py::arg("code"),
          "An octal or hexadecimal game by its code, as `grundy octal` reads it: '0.77' (Kayles),\n"
          "'0.137', '4.7', '0.6' ... with the modifiers '!' and '?'. ValueError for a bad code.");
    m.def("subtraction",
          [](const std::variant<std::string, std::vector<u64>>& amounts) {
              return sequence("subtraction", set_text(amounts));
          },
          py::arg("amounts"),
          "The subtraction game of a set: a list of amounts [1, 3, 4], or the notation of\n"
          "`grundy subtraction` ('1-5,8', 'all-but:1,2', and the named sets: 'primes', ...).");

    py::class_<part>(m, "Part", "One part of a sum, in the PART notation of `grundy sum`.")
        .def(py::init<std::string>(), py::arg("text"))
        .def_readonly("text", &part::text)
        .def("__repr__", [](const part& p) { return "sg.Part('" + p.text + "')"; });
    m.def("nim", [](u64 n) { return part{"nim " + std::to_string(n)}; }, py::arg("n"), "A Nim heap of n.");
    m.def("wythoff", [](u64 a, u64 b) { return part{"wythoff " + std::to_string(a) + " " + std::to_string(b)}; },
          py::arg("a"), py::arg("b"), "A Wythoff position of two heaps.");

    py::class_<sum_of_parts>(m, "Sum", "A sum of parts of different families (`grundy sum`).")
        .def(py::init<const std::vector<std::variant<part, std::string>>&>(), py::arg("parts"))
        .def_property_readonly("parts", &sum_of_parts::parts)
        .def("value", &sum_of_parts::value, "The Grundy value: the XOR of the parts' values.")
        .def("wins", &sum_of_parts::wins, "True iff the player to move wins.")
        .def("outcome", [](const sum_of_parts& s) { return outcome_text(s.wins()); }, "'win' or 'lose'.")
        .def("winning_moves", &sum_of_parts::winning_moves,
             "Every winning move, each result once: (part index from 0, what the part\n"
             "becomes: heap sizes ascending, [] for nothing, or the Wythoff pair).")
        .def("count_winning_moves", [](const sum_of_parts& s) { return s.winning_moves().size(); });
    m.def("sum", [](const std::vector<std::variant<part, std::string>>& parts) { return sum_of_parts(parts); },
          py::arg("parts"),
          "A sum of parts: sg.nim(3), sg.wythoff(1, 2), sg.octal('0.77').heap(4), or PART\n"
          "strings such as 'subtraction 1,3,4 10'.");

    py::class_<split>(m, "split", "A move to a sum of states: return sg.split(a, b) among the options.")
        .def(py::init([](const py::args& parts) {
            split s;
            for (const py::handle p : parts) s.parts.push_back(py::reinterpret_borrow<py::object>(p));
            return s;
        }))
        .def_property_readonly("parts", [](const split& s) { return py::tuple(py::cast(s.parts)); })
        .def("__eq__", [](const split& a, const split& b) {
            if (a.parts.size() != b.parts.size()) return false;
            for (std::size_t i = 0; i < a.parts.size(); ++i)
                if (!a.parts[i].equal(b.parts[i])) return false;
            return true;
        })
        .def("__repr__", [](const split& s) {
            std::string out = "sg.split(";
            for (std::size_t i = 0; i < s.parts.size(); ++i)
                out += (i ? ", " : "") + py::repr(s.parts[i]).cast<std::string>();
            return out + ")";
        });

    py::class_<python_solver>(m, "grundy",
                              "A game defined in Python: grundy(moves), moves(state) an iterable of the\n"
                              "options of a state (any hashable value), an option a state or sg.split(...)\n"
                              "for a move to a sum. Values are kept between calls; the search is not\n"
                              "recursive (no recursion limit). A cycle raises sg.CycleError naming it.")
        .def(py::init<py::object>(), py::arg("moves"))
        .def("value", &python_solver::value, "The Grundy value of a state, or of the sum of several.")
        .def("wins", &python_solver::wins, "True iff the player to move wins.")
        .def("outcome", [](python_solver& s, const py::args& a) { return outcome_text(s.wins(a)); },
             "'win' or 'lose' for the player to move.")
        .def("winning_moves", &python_solver::winning_moves,
             "The winning options of a state; of a sum, (index, option) pairs.")
        .def("count_winning_moves", &python_solver::count_winning_moves)
        .def("__len__", &python_solver::size, "States whose value is stored.");

    py::class_<misere_game>(m, "misere",
                            "Misere play (whoever cannot move wins) of an octal code ('0.77') or of a\n"
                            "finite subtraction set ([1, 3, 4]).")
        .def(py::init<const misere_game::rule&>(), py::arg("rule"))
        .def("wins", &misere_game::wins, "True iff the player to move wins the sum of these heaps.")
        .def("outcome", [](misere_game& g, const py::args& h) { return outcome_text(g.wins(h)); })
        .def("genus", &misere_game::genus, py::arg("heap"), "Conway's genus, as '0^120'.")
        .def("quotient", &misere_game::quotient, py::arg("n"), py::arg("max_order") = 8192,
             py::arg("complete") = false,
             "The misere quotient of the heaps up to n: a dict of order, p_portion,\n"
             "generators (name: heap), heaps (each heap's element) and period ((period,\n"
             "preperiod) when the heaps prove one, then the quotient of every heap, else\n"
             "None); complete=True stops at the first bound up to n that proves one.\n"
             "sg.LimitError when none is verified within max_order elements.");

    m.def("cram", [](std::uint32_t rows, std::uint32_t cols) {
        engine_section free;
        return grundy_cli::with_words(std::size_t{rows} * cols, [&](auto words) {
            sg::search<sg::basic_cram<words()>> s;
            return s.value(sg::basic_cram<words()>::board(rows, cols));
        });
    }, py::arg("rows"), py::arg("cols"),
          "The nimber of the empty rows x cols Cram board (at most 256 cells, each side at most 64).");
    m.def("chomp", [](std::uint32_t rows, std::uint32_t cols) {
        engine_section free;
        return grundy_cli::with_words(std::size_t{rows} * cols, [&](auto words) {
            const sg::basic_chomp<words()> game(rows, cols);
            sg::search<sg::basic_chomp<words()>> s(game);
            return s.value(game.rectangle());
        });
    }, py::arg("rows"), py::arg("cols"), "The nimber of the full rows x cols Chomp board (at most 256 squares).");
    m.def("node_kayles", [](std::size_t n, const std::vector<std::pair<std::size_t, std::size_t>>& edges) {
        engine_section free;
        return grundy_cli::with_words(n, [&](auto words) {
            const sg::basic_node_kayles<words()> g(n, edges);
            sg::search<sg::basic_node_kayles<words()>> s(g);
            return s.value(g.all());
        });
    }, py::arg("n"), py::arg("edges"), "The nimber of Node Kayles on vertices 0 .. n-1 with these edges (n <= 256).");

    m.def("nim_mul", [](u64 a, u64 b) { return sg::nim_mul(a, b); }, "Conway's nim product of 64-bit nimbers.");
    m.def("nim_square", [](u64 a) { return sg::nim_square(a); });
    m.def("nim_pow", [](u64 a, u64 e) { return sg::nim_pow(a, e); });
    m.def("nim_inv", [](u64 a) { return sg::nim_inv(a); }, "The nim inverse (sg.Error for 0).");
    m.def("nim_sqrt", [](u64 a) { return sg::nim_sqrt(a); });
}
