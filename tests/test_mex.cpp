#include <sg/mex.hpp>

#include <algorithm>
#include <cstdint>
#include <random>
#include <set>
#include <vector>

#include "sg_catch.hpp"

namespace {
// The mex by its definition: the least value the set does not hold. The reference every
// mex of this file is checked against.
template <class T>
T set_mex(const std::set<T>& in) {
    T m = 0;
    while (in.count(m)) ++m;
    return m;
}
sg::nimber set_mex(const std::vector<sg::nimber>& v) { return set_mex(std::set<sg::nimber>(v.begin(), v.end())); }
}  // namespace

TEST_CASE("mex of small sets") {
    CHECK(sg::mex({}) == 0);
    CHECK(sg::mex({1, 2}) == 0);
    CHECK(sg::mex({0, 1, 3}) == 2);
    CHECK(sg::mex({0, 0, 1, 1, 2}) == 3);
    CHECK(sg::mex(std::vector<int>{5, 0, 4, 1, 3, 2}) == 6);
    CHECK(sg::mex({0, ~sg::nimber{0}}) == 1);
}

TEST_CASE("sg::mex agrees with a std::set reference: repeats, gaps, values past the count, huge ones") {
    std::mt19937_64 rng(11);
    for (int round = 0; round < 5000; ++round) {
        std::vector<sg::nimber> v(static_cast<std::size_t>(rng() % 70));
        const sg::nimber range = 1 + rng() % 80;
        for (auto& x : v) x = rng() % 16 == 0 ? ~sg::nimber{0} - rng() % 3 : rng() % range;
        REQUIRE(sg::mex(v) == set_mex(v));
    }
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
        REQUIRE(buf.mex() == set_mex(ref));
    }
}

TEST_CASE("mex_buffer: the mex past a full buffer, from values that repeat, leave gaps or are huge") {
    std::mt19937_64 rng(7);
    for (int round = 0; round < 5000; ++round) {
        const std::size_t n = 1 + rng() % 8;
        sg::mex_buffer buf(n);  // new each round: every set below fills the buffer
        std::set<sg::nimber> ref;
        buf.begin();
        for (sg::nimber v = 0; v < n; ++v) {
            ref.insert(v);
            buf.insert(v);
        }
        const int k = static_cast<int>(rng() % 12);
        for (int i = 0; i < k; ++i) {
            sg::nimber v = n + rng() % (1 + rng() % 16);  // at or past the buffer, often repeated
            if (rng() % 8 == 0) v = ~sg::nimber{0} - rng() % 3;
            ref.insert(v);
            buf.insert(v);
        }
        const sg::nimber m = set_mex(ref);
        REQUIRE(buf.mex() == m);
        buf.begin();  // and the buffer, grown, still answers
        buf.insert(m + 1);
        REQUIRE(buf.mex() == 0);
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

TEST_CASE("mex_buffer: membership, room and the counting insert") {
    sg::mex_buffer buf(4);
    buf.begin();
    buf.insert(1);
    buf.insert(100);  // beyond the buffer: kept aside
    CHECK(buf.contains(1));
    CHECK(buf.contains(100));
    CHECK_FALSE(buf.contains(0));
    CHECK_FALSE(buf.contains(99));
    buf.reserve(256);
    CHECK(buf.capacity() >= 256);
    CHECK(buf.contains(1));  // the set survives reserve()
    const auto ins = buf.begin_set();
    CHECK(ins.insert_new(7));
    CHECK_FALSE(ins.insert_new(7));
    CHECK(ins.contains(7));
    CHECK_FALSE(ins.contains(1));  // a new set
    ins(0);
    CHECK(buf.mex() == 1);
}

TEST_CASE("mex_buffer: a prefix inserted at once, values taken out") {
    sg::mex_buffer buf(64);
    for (int round = 0; round < 3; ++round) {  // each set starts empty, whatever the last held
        const auto ins = buf.begin_set();
        CHECK_FALSE(ins.contains(0));
        ins.insert_below(40);
        for (sg::nimber v = 0; v < 64; ++v) CHECK(ins.contains(v) == (v < 40));
        ins.erase(7);
        ins.erase(39);
        CHECK_FALSE(ins.contains(7));
        CHECK(ins.contains(8));
        CHECK(ins.mex_unchecked() == 7);
        CHECK(ins.insert_new(7));  // absent again, so the counting insert counts it
        CHECK(ins.mex_unchecked() == 39);
        ins.insert_below(0);  // nothing
        CHECK(ins.mex_unchecked() == 39);
    }
}

TEST_CASE("mex_buffer: contains_word is contains for 64 values at once") {
    sg::mex_buffer buf(256);
    std::mt19937_64 rng(11);
    for (int round = 0; round < 20; ++round) {
        const auto ins = buf.begin_set();
        for (int k = 0; k < 120; ++k) ins(rng() % 256);
        if (round % 4 == 1) ins.erase(rng() % 256);
        for (std::size_t q = 0; q < 4; ++q) {
            std::uint64_t want = 0;
            for (unsigned i = 0; i < 64; ++i) want |= std::uint64_t{ins.contains(64 * q + i)} << i;
            REQUIRE(ins.contains_word(q) == want);
        }
    }
    const auto empty = buf.begin_set();
    CHECK(empty.contains_word(3) == 0);
    empty.insert_below(70);
    CHECK(empty.contains_word(0) == ~std::uint64_t{0});
    CHECK(empty.contains_word(1) == 0x3F);
}

TEST_CASE("mex_bits agrees with a std::set reference, one word and run-time words") {
    std::mt19937_64 rng(7);
    sg::mex_bits<1> one;
    sg::mex_bits<> many(300);
    for (int rep = 0; rep < 3000; ++rep) {
        std::vector<sg::nimber> v(static_cast<std::size_t>(rng() % 63));
        for (auto& x : v) x = rng() % 64;
        one.clear();
        for (auto x : v) one.insert(x);
        REQUIRE(one.mex() == set_mex(v));
        const auto bound = static_cast<std::size_t>(1 + rng() % 300);
        std::vector<sg::nimber> w(static_cast<std::size_t>(rng() % bound));
        for (auto& x : w) x = rng() % bound;
        const sg::nimber want = set_mex(w);
        many.clear(bound);
        CHECK(many.bound() > bound);
        for (auto x : w) many.insert(x);
        REQUIRE(many.mex() == want);
        sg::mex_bits<> fresh(bound);  // sized by its constructor, never cleared
        CHECK(fresh.bound() > bound);
        for (auto x : w) fresh.insert(x);
        REQUIRE(fresh.mex() == want);
    }
    // All of 0 .. 62 present: the mex is 63, the last bit of the word.
    one.clear();
    for (sg::nimber x = 0; x < 63; ++x) one.insert(x);
    CHECK(one.mex() == 63);
}

TEST_CASE("mex_buffer: unchecked inserts and mex agree with a std::set reference") {
    std::mt19937_64 rng(17);
    sg::mex_buffer buf(41);  // sets of at most 40 values below 41 leave one out
    for (int rep = 0; rep < 3000; ++rep) {
        std::vector<sg::nimber> v(static_cast<std::size_t>(rng() % 41));
        for (auto& x : v) x = rng() % 41;
        const auto ins = buf.begin_set();
        for (auto x : v) (void)ins.insert_new(x);
        REQUIRE(ins.mex_unchecked() == set_mex(v));
    }
}

TEST_CASE("running_mex: the mex of a growing set agrees with a std::set reference") {
    std::minstd_rand rng(27);
    for (int rep = 0; rep < 20; ++rep) {
        const std::size_t room = 1 + rng() % 300;
        sg::detail::running_mex r;
        r.reserve(room);
        std::set<std::size_t> ref;
        CHECK(r.mex() == 0);
        for (int i = 0; i < 400; ++i) {
            // Small values often, so the mex climbs; now and then any value of the room.
            const std::size_t v = rng() % 4 == 0 ? rng() % room : rng() % std::min<std::size_t>(room, 2 + ref.size());
            CHECK(r.insert(v) == ref.insert(v).second);
            REQUIRE(r.mex() == set_mex(ref));
            CHECK(r.contains(v));
        }
        for (std::size_t v = 0; v < room + 5; ++v) CHECK(r.contains(v) == (ref.count(v) != 0));
        // More room keeps what is present.
        r.reserve(room + 100);
        CHECK(r.mex() == set_mex(ref));
        CHECK(r.capacity() >= room + 100);
    }
}
