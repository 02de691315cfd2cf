#include <sg/value.hpp>

#include <type_traits>
#include <vector>

#include "sg_catch.hpp"

static_assert(std::is_same_v<sg::nimber, std::uint64_t>);
static_assert(sg::nim_sum({1, 2, 3}) == 0);
static_assert(sg::outcome_of(0) == sg::outcome::lose);
static_assert(sg::outcome_of(7) == sg::outcome::win);

TEST_CASE("nim sums and outcomes") {
    CHECK(sg::nim_sum(std::vector<sg::nimber>{}) == 0);
    CHECK(sg::nim_sum(std::vector<int>{3, 4, 5}) == 2);
    CHECK(sg::nim_sum({~sg::nimber{0}, 1}) == ~sg::nimber{1});
    CHECK(sg::to_string(sg::outcome::lose) == "lose");
    CHECK(sg::to_string(sg::outcome::win) == "win");
    CHECK(sg::to_string(sg::outcome::draw) == "draw");
}
