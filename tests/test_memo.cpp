#include <sg/memo.hpp>

#include <map>
#include <random>
#include <string>
#include <unordered_map>

#include "sg_catch.hpp"

namespace {
// All keys collide: probe runs wrap around the table and exercise backward shifts.
struct bad_hash {
    std::size_t operator()(int) const { return 7; }
};

template <class Memo, class Key>
void random_against_map(Memo& memo, std::mt19937& rng, Key (*make)(int), int key_range, int ops) {
    std::map<Key, sg::nimber> ref;
    for (int i = 0; i < ops; ++i) {
        const Key k = make(static_cast<int>(rng() % static_cast<unsigned>(key_range)));
        switch (rng() % 4) {
            case 0:
            case 1: {
                const sg::nimber v = rng() % 1000;
                memo.put(k, v);
                ref[k] = v;
                break;
            }
            case 2:
                memo.erase(k);
                ref.erase(k);
                break;
            default: {
                auto it = ref.find(k);
                REQUIRE(memo.get(k) == (it == ref.end() ? sg::no_value : it->second));
            }
        }
        REQUIRE(memo.size() == ref.size());
    }
    for (const auto& [k, v] : ref) REQUIRE(memo.get(k) == v);
}
}  // namespace

static_assert(sg::memo_for<sg::dense_memo, std::size_t>);
static_assert(sg::memo_for<sg::hash_memo<int>, int>);
static_assert(sg::memo_for<sg::map_memo<std::map<std::string, sg::nimber>>, std::string>);
static_assert(sg::no_value != sg::pending_value);

TEST_CASE("hash_memo behaves like a map under random puts, erases and gets") {
    std::mt19937 rng(5);
    SECTION("ints") {
        sg::hash_memo<int> m;
        random_against_map(m, rng, +[](int x) { return x; }, 3000, 200000);
    }
    SECTION("all keys colliding") {
        sg::hash_memo<int, bad_hash> m;
        random_against_map(m, rng, +[](int x) { return x; }, 200, 20000);
    }
    SECTION("strings") {
        sg::hash_memo<std::string> m;
        random_against_map(m, rng, +[](int x) { return std::to_string(x * 7919); }, 500, 50000);
    }
    SECTION("clear and reserve") {
        sg::hash_memo<int> m;
        m.reserve(1000);
        for (int i = 0; i < 1000; ++i) m.put(i, static_cast<sg::nimber>(i));
        CHECK(m.size() == 1000);
        m.clear();
        CHECK(m.size() == 0);
        CHECK(m.get(5) == sg::no_value);
    }
}

TEST_CASE("dense_memo counts and checks its range") {
    sg::dense_memo m(5);
    CHECK(m.capacity() == 5);
    m.put(0, 3);
    m.put(4, 1);
    m.put(4, 2);
    CHECK(m.size() == 2);
    CHECK(m.get(4) == 2);
    CHECK(m.get(1) == sg::no_value);
    m.erase(0);
    m.erase(0);
    CHECK(m.size() == 1);
    CHECK_THROWS_AS(m.get(5), sg::error);
    CHECK_THROWS_AS(m.put(7, 1), sg::error);
    m.clear();
    CHECK(m.size() == 0);
}

TEST_CASE("map_memo adapts std::unordered_map") {
    sg::map_memo<std::unordered_map<int, sg::nimber>> m;
    std::mt19937 rng(9);
    random_against_map(m, rng, +[](int x) { return x; }, 100, 5000);
}
