// sg/detail/query_shapes_end.hpp: ends the scope detail/query_shapes.hpp opens. No
// include guard: see there.

#undef SG_DETAIL_QUERY_SHAPES
