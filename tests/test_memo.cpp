#include <sg/detail/narrow.hpp>
#include <sg/memo.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

#include "sg_catch.hpp"

namespace {
// All keys collide: probe runs wrap around the table and exercise backward shifts.
struct bad_hash {
    std::size_t operator()(int) const { return 7; }
};

// The bytes of a key beside a value, as a hash_memo slot lays them out: an int key and an
// 8-byte value take 16 bytes on x86-64 but 12 on i386, where a uint64_t in a struct is
// aligned to 4 bytes (so there a 64-bit key leaves no padding, and gets 4-byte values).
template <class Key, class Value>
struct slot_like {
    Key key;
    Value value;
};
constexpr std::size_t wide_int_slot = sizeof(slot_like<int, sg::nimber>);
template <class Key>
constexpr std::size_t first_width = sizeof(slot_like<Key, std::uint32_t>) < sizeof(slot_like<Key, sg::nimber>) ? 4 : 8;

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

TEST_CASE("hash_memo: values as narrow as the slot allows, widened when one does not fit") {
    SECTION("int keys: 8-byte slots, 4-byte values until one does not fit") {
        sg::hash_memo<int> m;
        CHECK(m.width() == 4);
        CHECK(m.slot_bytes() == 8);
        CHECK(m.memory_bytes() == 16 * 8);
        const sg::nimber top4 = (sg::nimber{1} << 32) - 3;  // the largest value of 4 bytes
        for (int i = 0; i < 100; ++i) m.put(i, static_cast<sg::nimber>(i) * 1000);
        m.put(100, top4);
        m.put(101, sg::pending_value);
        CHECK(m.width() == 4);
        CHECK(m.get(100) == top4);
        CHECK(m.get(101) == sg::pending_value);
        CHECK(m.get(102) == sg::no_value);
        const std::size_t slots = m.memory_bytes() / 8;
        m.put(102, top4 + 1);  // does not fit 4 bytes with the two markers
        CHECK(m.width() == 8);
        CHECK(m.slot_bytes() == wide_int_slot);
        CHECK(m.memory_bytes() == slots * wide_int_slot);  // the same slots, each key where it was
        CHECK(m.size() == 103);
        for (int i = 0; i < 100; ++i) REQUIRE(m.get(i) == static_cast<sg::nimber>(i) * 1000);
        CHECK(m.get(100) == top4);
        CHECK(m.get(101) == sg::pending_value);
        CHECK(m.get(102) == top4 + 1);
        m.put(103, sg::nimber{1} << 62);
        CHECK(m.get(103) == sg::nimber{1} << 62);
        m.erase(101);
        CHECK(m.get(101) == sg::no_value);
        CHECK(m.size() == 103);
        m.clear();
        CHECK(m.width() == 4);
        CHECK(m.size() == 0);
        CHECK(m.get(102) == sg::no_value);
    }
    SECTION("16-bit keys: 4-byte slots, 2-byte values") {
        sg::hash_memo<std::uint16_t> m;
        CHECK(m.width() == 2);
        CHECK(m.slot_bytes() == 4);
        m.put(1, 65533);
        CHECK(m.width() == 2);
        m.put(2, 65534);
        CHECK(m.width() == 8);
        CHECK(m.get(1) == 65533);
        CHECK(m.get(2) == 65534);
    }
    SECTION("8-byte and string keys: 8-byte values from the start (where a 64-bit value aligns to 8)") {
        sg::hash_memo<std::uint64_t> a;
        CHECK(a.width() == first_width<std::uint64_t>);
        CHECK(a.slot_bytes() == (first_width<std::uint64_t> == 8 ? sizeof(slot_like<std::uint64_t, sg::nimber>)
                                                                 : sizeof(slot_like<std::uint64_t, std::uint32_t>)));
        a.put(5, sg::nimber{1} << 63);
        CHECK(a.get(5) == sg::nimber{1} << 63);
        sg::hash_memo<std::string> b;
        CHECK(b.width() == first_width<std::string>);
        b.put("x", sg::pending_value);
        CHECK(b.get("x") == sg::pending_value);
    }
    SECTION("random puts, erases and gets against a map, in a widened table") {
        std::mt19937 rng(11);
        const auto widened = [](auto& m) {  // wide and empty: one large value put and erased
            m.put(-1, sg::nimber{1} << 40);
            m.erase(-1);
            REQUIRE(m.width() == 8);
            REQUIRE(m.size() == 0);
        };
        sg::hash_memo<int> m;
        widened(m);
        random_against_map(m, rng, +[](int x) { return x; }, 3000, 50000);
        sg::hash_memo<int, bad_hash> c;
        widened(c);
        random_against_map(c, rng, +[](int x) { return x; }, 200, 20000);
    }
    SECTION("growth_bytes: the doubled table at the present width") {
        sg::hash_memo<int> m;
        for (int i = 0; i < 11; ++i) {
            CHECK(m.growth_bytes() == 0);
            m.put(i, 1);
        }
        CHECK(m.memory_bytes() == 16 * 8);
        CHECK(m.growth_bytes() == 32 * 8);  // the 12th key passes 70% of 16 slots
        m.put(0, sg::nimber{1} << 40);
        CHECK(m.memory_bytes() == 16 * wide_int_slot);
        CHECK(m.growth_bytes() == 32 * wide_int_slot);
        m.put(11, 1);
        CHECK(m.memory_bytes() == 32 * wide_int_slot);
        CHECK(m.growth_bytes() == 0);
    }
    SECTION("reserve keeps the width") {
        sg::hash_memo<int> m;
        m.reserve(1000);
        CHECK(m.memory_bytes() == 2048 * 8);
        m.put(1, sg::nimber{1} << 40);
        m.reserve(5000);
        CHECK(m.memory_bytes() == 8192 * wide_int_slot);
        CHECK(m.get(1) == sg::nimber{1} << 40);
    }
}

TEST_CASE("dense_memo: a reader sees the table at its width") {
    sg::dense_memo m(10);
    m.put(3, 7);
    m.put(4, sg::pending_value);
    const auto look = [&](std::size_t i) { return m.read([&](const auto& r) { return r.get(i); }); };
    CHECK(look(3) == 7);
    CHECK(look(4) == sg::pending_value);
    CHECK(look(5) == sg::no_value);
    CHECK_THROWS_AS(look(10), sg::error);
    m.put(5, 100000);
    CHECK(m.width() == 4);
    CHECK(look(3) == 7);
    CHECK(look(4) == sg::pending_value);
    CHECK(look(5) == 100000);
}

namespace {
// Random stores into a narrow_store against a plain vector, widening at each threshold.
template <bool Markers>
void narrow_store_against_vector() {
    using store = sg::detail::narrow_store<Markers>;
    // The first value each width cannot hold (with markers, the two largest codes are taken).
    const sg::nimber over1 = Markers ? 254 : 256, over2 = Markers ? 65534 : 65536;
    const sg::nimber over4 = Markers ? 0xFFFF'FFFEu : sg::nimber{1} << 32;
    std::mt19937_64 rng(11);
    for (int round = 0; round < 40; ++round) {
        store s;
        s.resize(static_cast<std::size_t>(1 + rng() % 50), 0);
        std::vector<sg::nimber> want(s.size(), 0);
        unsigned width = 1;
        for (int step = 0; step < 300; ++step) {
            // Mostly values that fit, sometimes one at or just below a threshold.
            const sg::nimber limits[] = {over1 - 1, over1, over2 - 1, over2, over4 - 1, over4, sg::nimber{1} << 50};
            const sg::nimber v = rng() % 8 == 0 ? limits[static_cast<std::size_t>(rng() % 7)] : rng() % over1;
            width = std::max(width, v < over1 ? 1u : v < over2 ? 2u : v < over4 ? 4u : 8u);
            const auto i = static_cast<std::size_t>(rng() % want.size());
            CHECK(s[i] == want[i]);
            CHECK_FALSE(s.put(i, v));  // no value is no_value
            want[i] = v;
            REQUIRE(s.width() == width);
            REQUIRE(s.fits(v));
        }
        CHECK(s.to_vector() == want);
        CHECK(s.memory_bytes() >= want.size() * width);
        // visit hands the table itself, at the present width.
        s.visit([&](const auto& t) {
            CHECK(sizeof(t[0]) == width);
            CHECK(t.size() == want.size());
        });
        // resize keeps the width and appends copies of the fill.
        s.resize(want.size() + 3, 5);
        want.resize(want.size() + 3, 5);
        CHECK(s.to_vector() == want);
        CHECK(s.width() == width);
    }
}
}  // namespace

TEST_CASE("narrow_store: random stores against a plain vector, widening at each threshold") {
    SECTION("with markers (a memo)") {
        narrow_store_against_vector<true>();
    }
    SECTION("without (a sequence)") {
        narrow_store_against_vector<false>();
    }
}

TEST_CASE("narrow_store: markers keep their codes through a widening; widen_for reserves room") {
    sg::detail::narrow_store<true> s;
    s.resize(5, sg::no_value);
    CHECK(s.width() == 1);
    CHECK(s.put(1, sg::pending_value));
    CHECK(s.put(2, 253));
    CHECK_FALSE(s.put(2, 7));
    CHECK(s.width() == 1);
    CHECK(s.fits(253));
    CHECK_FALSE(s.fits(254));
    // A marker fits every width; the largest value left needs 8 bytes.
    CHECK(s.width_for(sg::no_value) == 1);
    CHECK(s.width_for(sg::pending_value) == 1);
    CHECK(s.width_for(sg::pending_value - 1) == 8);
    CHECK(sg::detail::narrow_store<false>::width_for(sg::no_value) == 8);
    s.widen_for(254, 100);
    CHECK(s.width() == 2);
    CHECK(s.memory_bytes() == 200);
    CHECK(s[0] == sg::no_value);
    CHECK(s[1] == sg::pending_value);
    CHECK(s[2] == 7);
    CHECK(s.put(3, 1u << 20));
    CHECK(s.width() == 4);
    CHECK(s[1] == sg::pending_value);
    s.fill(sg::no_value);
    CHECK(s.to_vector() == std::vector<sg::nimber>(5, sg::no_value));
    CHECK(s.width() == 4);
}
