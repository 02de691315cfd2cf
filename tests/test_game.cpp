#include <sg/game.hpp>

#include <array>
#include <string>
#include <tuple>
#include <unordered_set>
#include <utility>
#include <vector>

#include "sg_catch.hpp"

namespace {

// The minimal archetype: a state type and moves(), nothing else.
struct archetype {
    using state = int;
    void moves(const state& s, auto&& emit) const {
        if (s > 0) emit(s - 1);
    }
};
struct splitting {
    using state = std::pair<int, int>;
    void moves(const state& s, auto&& emit) const {
        if (s.first > 1) emit(state{1, s.second}, state{s.first - 1, s.second});
        emit();
    }
};
struct dense : archetype {
    std::size_t size() const { return 10; }
    std::size_t index(int s) const { return static_cast<std::size_t>(s); }
};
struct own_hash : archetype {
    struct hash {
        std::size_t operator()(int) const { return 0; }
    };
};

// Not games.
struct no_state {
    void moves(int, auto&&) const {}
};
struct no_moves {
    using state = int;
};
struct moves_not_const {
    using state = int;
    void moves(int, auto&&) {}
};
struct wrong_argument {
    using state = int;
    void moves(const std::string&, auto&&) const {}
};
struct uncomparable {
    struct s {};
    using state = s;
    void moves(const state&, auto&&) const {}
};

}  // namespace

static_assert(sg::impartial_game<archetype>);
static_assert(sg::impartial_game<splitting>);
static_assert(sg::hashable_game<splitting>);
static_assert(sg::dense_game<dense>);
static_assert(!sg::dense_game<archetype>);
static_assert(std::is_same_v<sg::state_hash_t<own_hash>, own_hash::hash>);
static_assert(std::is_same_v<sg::state_hash_t<archetype>, sg::hash<int>>);
static_assert(!sg::impartial_game<no_state>);
static_assert(!sg::impartial_game<no_moves>);
static_assert(!sg::impartial_game<moves_not_const>);
static_assert(!sg::impartial_game<wrong_argument>);
static_assert(!sg::impartial_game<uncomparable>);
static_assert(!sg::impartial_game<int>);

TEST_CASE("list_moves reports single moves, splits and empty sums") {
    CHECK(sg::list_moves(archetype{}, 3) == std::vector<std::vector<int>>{{2}});
    CHECK(sg::list_moves(archetype{}, 0).empty());
    using P = std::pair<int, int>;
    const auto m = sg::list_moves(splitting{}, P{3, 2});
    REQUIRE(m.size() == 2);
    CHECK(m[0] == std::vector<P>{{1, 2}, {2, 2}});
    CHECK(m[1].empty());
}

TEST_CASE("sg::hash covers the usual state shapes") {
    using T = std::tuple<int, std::string, std::array<short, 3>>;
    std::unordered_set<T, sg::hash<T>> set;
    for (int i = 0; i < 1000; ++i) set.insert(T{i, std::to_string(i % 7), {short(i % 3), 1, 2}});
    CHECK(set.size() == 1000);
    std::unordered_set<std::vector<std::pair<int, int>>, sg::hash<std::vector<std::pair<int, int>>>> vs;
    for (int i = 0; i < 100; ++i)
        for (int j = 0; j < 10; ++j) vs.insert({{i, j}, {j, i}});
    CHECK(vs.size() == 1000);
    // Pairs that differ only by order hash differently (not a symmetric combination).
    CHECK(sg::hash<std::pair<int, int>>{}({1, 2}) != sg::hash<std::pair<int, int>>{}({2, 1}));
}

TEST_CASE("move equality") {
    CHECK(sg::move<int>{1, {2, 3}} == sg::move<int>{1, {2, 3}});
    CHECK_FALSE(sg::move<int>{0, {2}} == sg::move<int>{1, {2}});
}
