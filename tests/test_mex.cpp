#include <sg/mex.hpp>

#include <algorithm>
#include <random>
#include <set>
#include <vector>

#include "sg_catch.hpp"

TEST_CASE("mex of small sets") {
    CHECK(sg::mex({}) == 0);
    CHECK(sg::mex({1, 2}) == 0);
    CHECK(sg::mex({0, 1, 3}) == 2);
    CHECK(sg::mex({0, 0, 1, 1, 2}) == 3);
    CHECK(sg::mex(std::vector<int>{5, 0, 4, 1, 3, 2}) == 6);
    CHECK(sg::mex({0, ~sg::nimber{0}}) == 1);
}

TEST_CASE("mex_buffer agrees with a std::set reference over many reuses") {
    std::mt19937_64 rng(42);
    sg::mex_buffer buf(4);  // small on purpose: it must grow
    for (int round = 0; round < 20000; ++round) {
        const int k = static_cast<int>(rng() % 40);
        const sg::nimber range = 1 + rng() % 64;
        std::set<sg::nimber> ref;
        buf.begin();
        for (int i = 0; i < k; ++i) {
            sg::nimber v = rng() % range;
            if (rng() % 50 == 0) v = rng();  // occasionally huge
            ref.insert(v);
            buf.insert(v);
        }
        sg::nimber m = 0;
        while (ref.count(m)) ++m;
        REQUIRE(buf.mex() == m);
    }
}

TEST_CASE("mex_buffer: a value larger than the buffer that later matters") {
    sg::mex_buffer buf(2);
    buf.begin();
    for (sg::nimber v : {5u, 4u, 3u, 2u, 1u, 0u}) buf.insert(v);
    CHECK(buf.mex() == 6);
    buf.begin();
    CHECK(buf.mex() == 0);
    buf.insert(1);
    CHECK(buf.mex() == 0);
}
