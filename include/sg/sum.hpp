// sg/sum.hpp: sums of positions of different games. sg::sum holds parts, each a sum
// of states of one solver (sg::grundy of your game, a family's solver, sg::nim, ...),
// and answers value, outcome, wins, every winning move and their number; a move names
// the part and what it becomes, in that solver's own state type.
#pragma once

#include "detail/config.hpp"  // first: stops below C++20

#include <any>
#include <cstddef>
#include <initializer_list>
#include <memory>
#include <optional>
#include <ranges>
#include <span>
#include <string>
#include <typeinfo>
#include <utility>
#include <vector>

#include "error.hpp"
#include "game.hpp"
#include "queries.hpp"
#include "value.hpp"

namespace sg {

class sum;

// A winning move in a sg::sum: part `part` becomes the states to<State>() of its own
// solver (all of the part's states after the move: the ones not moved in and what the
// moved one became, ascending when State is ordered; none if the part vanishes).
class sum_move {
public:
    std::size_t part = 0;

    // The states the part becomes; State must be the part's state type (else sg::error).
    template <class State>
    [[nodiscard]] const std::vector<State>& to() const {
        if (const auto* v = std::any_cast<std::vector<State>>(&to_)) return *v;
        throw error(std::string("sg::sum_move::to: part ") + std::to_string(part) +
                    " does not hold states of the type asked for");
    }

private:
    friend class sum;
    sum_move(std::size_t p, std::any to) : part(p), to_(std::move(to)) {}
    std::any to_;
};

// A sum of parts. A part is a solver (held by reference: it must outlive the sum) and a
// sum of its states. The solver must be additive (sg/queries.hpp: component_value and
// component_moves_to), which every normal-play solver of sg is. Each query makes one
// virtual call per part; inside a part the solver runs at full speed.
//
// Misère play and loopy games do not add up by values: for sums of different games
// there, join the games into one with sg::game_union (sg/game.hpp) and use sg::misere
// or sg::loopy on it.
class sum {
public:
    sum() = default;
    sum(const sum& o) { *this = o; }
    sum& operator=(const sum& o) {
        if (this != &o) {
            parts_.clear();
            for (const auto& p : o.parts_) parts_.push_back(p->clone());
        }
        return *this;
    }
    sum(sum&&) noexcept = default;
    sum& operator=(sum&&) noexcept = default;
    ~sum() = default;

    // Adds one part: state s of solver (or the sum of the states in a range or list).
    template <class Solver>
    sum& add(Solver& solver, const typename Solver::state& s) {
        return add_part(solver, std::vector<typename Solver::state>{s});
    }
    template <class Solver, range_of_states<typename Solver::state> R>
    sum& add(Solver& solver, R&& states) {
        using S = typename Solver::state;
        std::vector<S> v;
        for (const S& s : states) v.push_back(s);
        return add_part(solver, std::move(v));
    }
    template <class Solver>
    sum& add(Solver& solver, std::initializer_list<typename Solver::state> states) {
        return add_part(solver, std::vector<typename Solver::state>(states));
    }

    // Number of parts.
    [[nodiscard]] std::size_t size() const noexcept { return parts_.size(); }
    [[nodiscard]] bool empty() const noexcept { return parts_.empty(); }

    // The states of part k, as its solver's state type (else sg::error).
    template <class State>
    [[nodiscard]] const std::vector<State>& states(std::size_t k) const {
        if (const void* p = at(k).states_if(typeid(std::vector<State>)))
            return *static_cast<const std::vector<State>*>(p);
        throw error("sg::sum::states: part " + std::to_string(k) + " does not hold states of the type asked for");
    }

    // Value of the whole sum (XOR of the parts' values), value of part k.
    [[nodiscard]] nimber value() const {
        nimber x = 0;
        for (const auto& p : parts_) x ^= p->value();
        return x;
    }
    [[nodiscard]] nimber value(std::size_t k) const { return at(k).value(); }
    [[nodiscard]] sg::outcome outcome() const { return outcome_of(value()); }
    [[nodiscard]] bool wins() const { return value() != 0; }

    // Every winning move: parts in order, each part's moves in its solver's listing
    // order, each position a part can become once.
    [[nodiscard]] std::vector<sum_move> winning_moves() const {
        std::vector<sum_move> out;
        collect(out, false);
        return out;
    }
    [[nodiscard]] std::optional<sum_move> winning_move() const {
        std::vector<sum_move> out;
        collect(out, true);
        if (out.empty()) return std::nullopt;
        return std::move(out.front());
    }
    [[nodiscard]] std::size_t count_winning_moves() const { return winning_moves().size(); }

    // The sum after move m (a move of this sum: its part and the states it becomes).
    [[nodiscard]] sum after(const sum_move& m) const {
        sum next(*this);
        next.parts_.at(m.part) = at(m.part).with(m.to_);
        return next;
    }

private:
    struct part_base {
        virtual ~part_base() = default;
        [[nodiscard]] virtual nimber value() const = 0;
        // Appends the part's moves to positions of value target as sum_moves of part k;
        // here is the part's value (the caller has it already).
        virtual void moves_to(nimber here, nimber target, std::size_t k, std::vector<sum_move>& out,
                              bool first) const = 0;
        [[nodiscard]] virtual std::unique_ptr<part_base> clone() const = 0;
        [[nodiscard]] virtual std::unique_ptr<part_base> with(const std::any& states) const = 0;
        // The part's std::vector<State> if t names that type, else nullptr.
        [[nodiscard]] virtual const void* states_if(const std::type_info& t) const = 0;
    };

    template <class Solver>
    struct part_of final : part_base {
        using S = typename Solver::state;
        part_of(Solver& s, std::vector<S> v) : solver(&s), list(std::move(v)) {}
        Solver* solver;
        std::vector<S> list;

        nimber value() const override {
            nimber x = 0;
            for (const S& s : list) x ^= solver->component_value(s);
            return x;
        }
        void moves_to(nimber here, nimber target, std::size_t k, std::vector<sum_move>& out,
                      bool first) const override {
            std::vector<std::vector<S>> found;
            bool go = true;
            for (std::size_t j = 0; j < list.size() && go; ++j) {
                const nimber vj = solver->component_value(list[j]);
                solver->component_moves_to(list[j], vj ^ here ^ target, [&](std::span<const S> to) {
                    std::vector<S> next;
                    next.reserve(list.size() - 1 + to.size());
                    for (std::size_t q = 0; q < list.size(); ++q)
                        if (q != j) next.push_back(list[q]);
                    next.insert(next.end(), to.begin(), to.end());
                    detail::normalise(next);
                    found.push_back(std::move(next));
                    go = !first;
                    return go;
                });
            }
            detail::drop_repeats(found, 0, [](const std::vector<S>& x) -> const std::vector<S>& { return x; });
            for (auto& f : found) out.push_back(sum_move(k, std::any(std::move(f))));
        }
        std::unique_ptr<part_base> clone() const override { return std::make_unique<part_of>(*this); }
        std::unique_ptr<part_base> with(const std::any& states) const override {
            const auto* v = std::any_cast<std::vector<S>>(&states);
            if (v == nullptr) throw error("sg::sum::after: the move's states are not of the part's type");
            return std::make_unique<part_of>(*solver, *v);
        }
        const void* states_if(const std::type_info& t) const override {
            return t == typeid(std::vector<S>) ? &list : nullptr;
        }
    };

    template <class Solver>
    sum& add_part(Solver& solver, std::vector<typename Solver::state> v) {
        static_assert(additive_solver<Solver, typename Solver::state>,
                      "sg::sum: a part's solver must give normal-play Grundy values (component_value and "
                      "component_moves_to, sg/queries.hpp); for misère or loopy sums of different games, "
                      "join the games with sg::game_union");
        parts_.push_back(std::make_unique<part_of<Solver>>(solver, std::move(v)));
        return *this;
    }

    const part_base& at(std::size_t k) const {
        if (k >= parts_.size())
            throw error("sg::sum: part " + std::to_string(k) + " of a sum of " + std::to_string(parts_.size()));
        return *parts_[k];
    }

    void collect(std::vector<sum_move>& out, bool first) const {
        std::vector<nimber> values;
        values.reserve(parts_.size());
        nimber x = 0;
        for (const auto& p : parts_) x ^= values.emplace_back(p->value());
        if (x == 0) return;
        for (std::size_t k = 0; k < parts_.size(); ++k) {
            parts_[k]->moves_to(values[k], values[k] ^ x, k, out, first);
            if (first && !out.empty()) return;
        }
    }

    std::vector<std::unique_ptr<part_base>> parts_;
};

}  // namespace sg
