#include <sg/error.hpp>

#include <type_traits>

#include "sg_catch.hpp"

static_assert(std::is_base_of_v<std::runtime_error, sg::error>);
static_assert(std::is_base_of_v<sg::error, sg::cycle_error>);
static_assert(std::is_base_of_v<sg::error, sg::limit_error>);
static_assert(std::is_base_of_v<sg::error, sg::parse_error>);

TEST_CASE("errors carry their message and details") {
    try {
        throw sg::cycle_error("a cycle", 4);
    } catch (const sg::error& e) {
        CHECK(std::string(e.what()) == "a cycle");
        REQUIRE(dynamic_cast<const sg::cycle_error*>(&e));
        CHECK(dynamic_cast<const sg::cycle_error&>(e).length() == 4);
    }
    try {
        throw sg::limit_error("too many", 10);
    } catch (const sg::limit_error& e) {
        CHECK(e.limit() == 10);
    }
    CHECK_THROWS_AS(throw sg::parse_error("bad"), sg::error);
}
