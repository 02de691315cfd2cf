// sg/detail/query_shapes.hpp: defines SG_DETAIL_QUERY_SHAPES, the macro that writes a
// query's three shapes; detail/query_shapes_end.hpp undefines it. A header that uses it
// includes this one after all its other includes (an sg header included later would
// end the scope) and the other one at its end, so the macro never reaches a program.
// Neither has an include guard: each use opens and closes its own scope.

#include "config.hpp"  // first: stops below C++20

// The three shapes of a query, written once: member `name` for one state, a range of
// states and a braced list, each non-const where `mutable_ok` holds and const where
// `const_ok` holds, all forwarding to impl(self(), states). Used by sg::queries, and by the
// solvers with queries of their own (loopy's drawing_move and best_move, a compound's value).
#define SG_DETAIL_QUERY_SHAPES(ret, name, impl, mutable_ok, const_ok) \
    [[nodiscard]] ret name(const State& s) \
        requires(mutable_ok) \
    { \
        return impl(self(), ::sg::detail::one(s)); \
    } \
    [[nodiscard]] ret name(const State& s) const \
        requires(const_ok) \
    { \
        return impl(self(), ::sg::detail::one(s)); \
    } \
    template <::sg::range_of_states<State> R> \
        requires(std::ranges::forward_range<R> && (mutable_ok)) \
    [[nodiscard]] ret name(R&& r) { \
        return impl(self(), r); \
    } \
    template <::sg::range_of_states<State> R> \
        requires(std::ranges::forward_range<R> && (const_ok)) \
    [[nodiscard]] ret name(R&& r) const { \
        return impl(self(), r); \
    } \
    [[nodiscard]] ret name(std::initializer_list<State> l) \
        requires(mutable_ok) \
    { \
        return impl(self(), ::sg::detail::list(l)); \
    } \
    [[nodiscard]] ret name(std::initializer_list<State> l) const \
        requires(const_ok) \
    { \
        return impl(self(), ::sg::detail::list(l)); \
    }
