// sg/detail/query_shapes_end.hpp: ends the scope detail/query_shapes.hpp opens. No
// include guard: see there.

#include "config.hpp"  // first: stops below C++20

#undef SG_DETAIL_QUERY_SHAPES
