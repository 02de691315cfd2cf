// Misère play: sg::misere against a plain whole-game search over sums (a sorted vector
// of component states, every component kept, no interning, no pruning), misère Nim
// against the same search, the misère Grundy value, and where the normal-play rules
// carry over and where they do not.
#include <sg/grundy.hpp>
#include <sg/misere.hpp>

#include <algorithm>
#include <cstddef>
#include <functional>
#include <map>
#include <set>
#include <utility>
#include <random>
#include <string>
#include <vector>

#include "sg_catch.hpp"
#include "range_games.hpp"

namespace {

struct nim {  // a heap; take any positive number
    using state = int;
    void moves(int n, auto&& emit) const {
        for (int k = 0; k < n; ++k) emit(k);
    }
};

struct kayles {  // knock down one pin or two adjacent ones: the row splits
    using state = int;
    void moves(int n, auto&& emit) const {
        for (int take = 1; take <= 2; ++take)
            for (int left = 0; left + take <= n; ++left) emit(left, n - take - left);
    }
};

struct dawson {  // Dawson's Kayles (octal 0.07): knock down two adjacent pins
    using state = int;
    void moves(int n, auto&& emit) const {
        for (int left = 0; left + 2 <= n; ++left) emit(left, n - 2 - left);
    }
};

struct subtraction {  // remove k in S; take_all: taking the whole heap is allowed too
    using state = int;
    std::vector<int> S;
    bool take_all = false;
    void moves(int n, auto&& emit) const {
        bool all = false;
        for (int k : S)
            if (k <= n) {
                emit(n - k);
                all = all || k == n;
            }
        if (take_all && n > 0 && !all) emit(0);
    }
};

struct dense_subtraction : subtraction {
    std::size_t limit = 0;
    std::size_t size() const { return limit; }
    std::size_t index(int n) const { return static_cast<std::size_t>(n); }
};

struct ring {  // a cycle of three states
    using state = int;
    void moves(int n, auto&& emit) const { emit((n + 1) % 3); }
};

// Nim heaps (n >= 0) plus one extra game, state -1, whose only move is to a heap of 2.
struct nim_and_star2_option {
    using state = int;
    void moves(int n, auto&& emit) const {
        if (n < 0) {
            emit(2);
            return;
        }
        for (int k = 0; k < n; ++k) emit(k);
    }
};

// The reference: a sum is a sorted vector of states; the player to move wins a misère
// game iff the position has no move or some move leads to a lost position; the misère
// Grundy value is 1 without moves, else the mex of the options' values.
template <class G>
class brute {
public:
    explicit brute(G g = G{}) : g_(std::move(g)) {}

    bool wins(std::vector<int> pos) {
        std::sort(pos.begin(), pos.end());
        if (auto it = win_.find(pos); it != win_.end()) return it->second;
        bool any = false, win = false;
        for_each_option(pos, [&](const std::vector<int>& next) {
            any = true;
            if (!win && !wins(next)) win = true;
        });
        return win_[pos] = win || !any;
    }

    sg::nimber value(std::vector<int> pos) {
        std::sort(pos.begin(), pos.end());
        if (auto it = value_.find(pos); it != value_.end()) return it->second;
        std::vector<sg::nimber> options;
        for_each_option(pos, [&](const std::vector<int>& next) { options.push_back(value(next)); });
        const sg::nimber v = options.empty() ? 1 : sg::mex(options);
        return value_[pos] = v;
    }

    // Every winning move of pos (components in the given order): (component, the
    // states it becomes, sorted), each once; the result is searched whole.
    std::set<std::pair<std::size_t, std::vector<int>>> winning_moves(const std::vector<int>& pos) {
        std::set<std::pair<std::size_t, std::vector<int>>> out;
        for (std::size_t i = 0; i < pos.size(); ++i)
            g_.moves(pos[i], [&](auto... parts) {
                std::vector<int> to{parts...};
                std::sort(to.begin(), to.end());
                std::vector<int> next;
                for (std::size_t j = 0; j < pos.size(); ++j)
                    if (j != i) next.push_back(pos[j]);
                next.insert(next.end(), to.begin(), to.end());
                if (!wins(next)) out.emplace(i, std::move(to));
            });
        return out;
    }
    // The moves of one state to a position of misère value v, sorted, each once.
    std::set<std::vector<int>> moves_to_value(int s, sg::nimber v) {
        std::set<std::vector<int>> out;
        g_.moves(s, [&](auto... parts) {
            std::vector<int> to{parts...};
            std::sort(to.begin(), to.end());
            if (value(to) == v) out.insert(std::move(to));
        });
        return out;
    }

private:
    template <class F>
    void for_each_option(const std::vector<int>& pos, F&& f) {
        for (std::size_t i = 0; i < pos.size(); ++i)
            g_.moves(pos[i], [&](auto... parts) {
                std::vector<int> next;
                for (std::size_t j = 0; j < pos.size(); ++j)
                    if (j != i) next.push_back(pos[j]);
                (next.push_back(parts), ...);
                f(next);
            });
    }

    G g_;
    std::map<std::vector<int>, bool> win_;
    std::map<std::vector<int>, sg::nimber> value_;
};

sg::outcome as_outcome(bool win) { return win ? sg::outcome::win : sg::outcome::lose; }

// Every multiset of `count` heaps with sizes 0..max (nondecreasing vectors).
void for_each_multiset(int count, int max, const std::function<void(const std::vector<int>&)>& f) {
    std::vector<int> v(static_cast<std::size_t>(count), 0);
    while (true) {
        f(v);
        int i = count - 1;
        while (i >= 0 && v[static_cast<std::size_t>(i)] == max) --i;
        if (i < 0) return;
        const int x = v[static_cast<std::size_t>(i)] + 1;
        for (int j = i; j < count; ++j) v[static_cast<std::size_t>(j)] = x;
    }
}

using move_set = std::set<std::pair<std::size_t, std::vector<int>>>;
move_set as_set(const std::vector<sg::move<int>>& moves) {
    move_set out;
    for (const auto& m : moves) out.emplace(m.component, m.to);
    return out;
}

// The states as a braced list (1 to 3 of them) given to f.
template <class F>
auto with_list(const std::vector<int>& t, F&& f) {
    if (t.size() == 1) return f({t[0]});
    if (t.size() == 2) return f({t[0], t[1]});
    return f({t[0], t[1], t[2]});
}

}  // namespace

TEST_CASE("misère Nim: Bouton's rule against whole-game search") {
    brute<nim> ref;
    sg::misere<nim> m;
    int checked = 0;
    for (int count = 0; count <= 4; ++count)
        for_each_multiset(count, 6, [&](const std::vector<int>& heaps) {
            std::vector<sg::nimber> h(heaps.begin(), heaps.end());
            const sg::outcome want = as_outcome(ref.wins(heaps));
            CHECK(sg::misere_nim(h) == want);
            CHECK(m.outcome(heaps) == want);
            const auto mv = sg::misere_nim_move(h);
            const bool can_move = std::any_of(h.begin(), h.end(), [](sg::nimber x) { return x > 0; });
            REQUIRE(mv.has_value() == (want == sg::outcome::win && can_move));
            if (mv) {
                REQUIRE(mv->to.size() == 1);
                REQUIRE(mv->component < h.size());
                CHECK(mv->to[0] < h[mv->component]);  // a legal move
                std::vector<int> after = heaps;
                after[mv->component] = static_cast<int>(mv->to[0]);
                CHECK(!ref.wins(after));
            }
            ++checked;
        });
    CHECK(checked == 1 + 7 + 28 + 84 + 210);
    CHECK(sg::misere_nim({}) == sg::outcome::win);  // no move: the player to move has won
    CHECK(sg::misere_nim({1}) == sg::outcome::lose);
    CHECK(sg::misere_nim({1, 1, 1}) == sg::outcome::lose);
    CHECK(sg::misere_nim({2, 2}) == sg::outcome::lose);
    CHECK(sg::misere_nim({~sg::nimber{0}, ~sg::nimber{0}, 1, 1}) == sg::outcome::lose);
    CHECK(sg::misere_nim({~sg::nimber{0}, 1}) == sg::outcome::win);
}

TEST_CASE("misère Nim winning moves in the endgame cases") {
    // one big heap: leave an odd number of single tokens
    CHECK(sg::misere_nim_move({5}) == sg::move<sg::nimber>{0, {1}});
    CHECK(sg::misere_nim_move({1, 5}) == sg::move<sg::nimber>{1, {0}});
    CHECK(sg::misere_nim_move({1, 7, 1}) == sg::move<sg::nimber>{1, {1}});
    // only single tokens, an even number of them: take one
    CHECK(sg::misere_nim_move({0, 1, 1}) == sg::move<sg::nimber>{1, {0}});
    CHECK(!sg::misere_nim_move({1, 1, 1}).has_value());
}

TEST_CASE("misère outcomes of sums against whole-game search") {
    std::mt19937 rng(20260601);
    auto check_game = [&](auto game, int max_heap, int max_count, int rounds) {
        using G = decltype(game);
        brute<G> ref(game);
        sg::misere<G> m(game);
        std::uniform_int_distribution<int> heap(0, max_heap), count(0, max_count);
        for (int r = 0; r < rounds; ++r) {
            std::vector<int> pos(static_cast<std::size_t>(count(rng)));
            for (int& h : pos) h = heap(rng);
            INFO("sum of " << pos.size() << " components");
            const sg::outcome want = as_outcome(ref.wins(pos));
            CHECK(m.outcome(pos) == want);
            CHECK(m.wins(pos) == (want == sg::outcome::win));
            const auto mv = m.winning_move(pos);
            bool can_move = false;
            for (int h : pos) game.moves(h, [&](auto...) { can_move = true; });
            REQUIRE(mv.has_value() == (want == sg::outcome::win && can_move));
            if (mv) {
                std::vector<int> after;
                for (std::size_t j = 0; j < pos.size(); ++j)
                    if (j != mv->component) after.push_back(pos[j]);
                after.insert(after.end(), mv->to.begin(), mv->to.end());
                CHECK(!ref.wins(after));
                // the move is one the game lists
                bool listed = false;
                game.moves(pos[mv->component], [&](auto... parts) {
                    listed = listed || std::vector<int>{parts...} == mv->to;
                });
                CHECK(listed);
            }
        }
    };
    SECTION("Kayles") { check_game(kayles{}, 9, 3, 150); }
    SECTION("Dawson's Kayles") { check_game(dawson{}, 11, 3, 150); }
    SECTION("subtraction {1, 3, 4}") { check_game(subtraction{{1, 3, 4}}, 14, 4, 150); }
    SECTION("Nim") { check_game(nim{}, 5, 4, 150); }
}

TEST_CASE("misère Grundy values against whole-game search") {
    SECTION("Nim heaps: g-(0) = 1, g-(1) = 0, g-(n) = n for n >= 2 (Conway, ONAG ch. 12)") {
        sg::misere<nim> m;
        CHECK(m.value(0) == 1);
        CHECK(m.value(1) == 0);
        for (int n = 2; n < 40; ++n) CHECK(m.value(n) == static_cast<sg::nimber>(n));
    }
    SECTION("Kayles and Dawson's Kayles: single rows and sums") {
        brute<kayles> rk;
        sg::misere<kayles> mk;
        for (int n = 0; n <= 16; ++n) CHECK(mk(n) == rk.value({n}));
        brute<dawson> rd;
        sg::misere<dawson> md;
        for (int n = 0; n <= 18; ++n) CHECK(md(n) == rd.value({n}));
        std::mt19937 rng(7);
        std::uniform_int_distribution<int> row(0, 8);
        for (int r = 0; r < 60; ++r) {
            const std::vector<int> pos{row(rng), row(rng), row(rng)};
            CHECK(mk.value(pos) == rk.value(pos));
            CHECK(md.value(pos) == rd.value(pos));
            CHECK((mk.value(pos) == 0) == (mk.outcome(pos) == sg::outcome::lose));
        }
    }
    SECTION("the misère value of a sum is not the XOR of the values") {
        sg::misere<nim> m;
        // *1 + *1: g- = 1 (the player to move wins), while g-(*1) ^ g-(*1) = 0
        CHECK(m.value({1, 1}) == 1);
        CHECK((m.value(1) ^ m.value(1)) == 0);
    }
}

TEST_CASE("when the SJ rule (misère Nim on Grundy values) decides misère sums") {
    // Games in which every position with moves can move straight to the end have
    // Grundy value 0 only at terminal positions; then the SJ rule is exact.
    std::mt19937 rng(42);
    std::uniform_int_distribution<int> pick(1, 9), heap(0, 12), count(1, 4);
    for (int game = 0; game < 20; ++game) {
        subtraction g{{pick(rng), pick(rng)}, true};
        sg::grundy<subtraction> normal(g);
        brute<subtraction> ref(g);
        for (int r = 0; r < 40; ++r) {
            std::vector<int> pos(static_cast<std::size_t>(count(rng)));
            std::vector<sg::nimber> values;
            for (int& h : pos) {
                h = heap(rng);
                values.push_back(normal(h));
            }
            CHECK(sg::misere_nim(values) == as_outcome(ref.wins(pos)));
        }
    }
    // A single game G = {*2} has Grundy value 0 but is not terminal: the rule says the
    // player to move wins, the game says otherwise (G -> *2 -> *1 -> 0).
    sg::grundy<nim_and_star2_option> normal;
    sg::misere<nim_and_star2_option> m;
    CHECK(normal(-1) == 0);
    CHECK(sg::misere_nim({normal(-1)}) == sg::outcome::win);
    CHECK(m.outcome(-1) == sg::outcome::lose);
    CHECK(!brute<nim_and_star2_option>{}.wins({-1}));
    // and the normal-play value does not decide a single game either: *0 and {*2}
    // both have Grundy value 0, one is won and one is lost under misère play
    CHECK(m.outcome(0) == sg::outcome::win);
}

TEST_CASE("deep games are searched without recursion") {
    sg::misere<subtraction> m(subtraction{{1}});
    // take one token at a time: the player to move takes the last one iff n is odd
    CHECK(m.outcome(200'000) == sg::outcome::win);
    CHECK(m.outcome(199'999) == sg::outcome::lose);
    CHECK(m.value(10) == 1);
    dense_subtraction d;
    d.S = {1, 2};
    d.limit = 100'001;
    sg::misere<dense_subtraction> md(d);
    // take 1 or 2: lost iff n = 1 (mod 3)
    for (int n : {0, 1, 2, 3, 4, 99'999, 100'000}) CHECK(md.outcome(n) == as_outcome(n % 3 != 1));
}

TEST_CASE("misère errors: cycles and the state limit") {
    sg::misere<ring> cyc;
    try {
        (void)cyc.outcome(0);
        FAIL("no throw");
    } catch (const sg::cycle_error& e) {
        CHECK(e.length() == 3);
        CHECK(std::string(e.what()).find("{0}") != std::string::npos);
    }
    // a failed search leaves nothing pending: it fails the same way again
    REQUIRE_THROWS_AS((void)cyc.value(1), sg::cycle_error);

    sg::misere<kayles> m(kayles{}, 50);
    REQUIRE_THROWS_AS((void)m.outcome({7, 8, 9}), sg::limit_error);
    CHECK(m.size() <= 50);
    m.set_state_limit(1'000'000);
    brute<kayles> ref;
    CHECK(m.outcome({7, 8, 9}) == as_outcome(ref.wins({7, 8, 9})));
    CHECK(m.value({4, 5}) == ref.value({4, 5}));
    m.clear();
    CHECK(m.size() == 0);
    CHECK(m.outcome({7, 8, 9}) == as_outcome(ref.wins({7, 8, 9})));
}

TEST_CASE("misère: every query for a state, a range and a braced list, against whole-game search") {
    std::mt19937 rng(31337);
    auto check_game = [&](auto game, int max_heap, int rounds) {
        using G = decltype(game);
        using list = std::initializer_list<int>;
        brute<G> ref(game);
        sg::misere<G> m(game);
        std::uniform_int_distribution<int> heap(0, max_heap), count(1, 3);
        for (int r = 0; r < rounds; ++r) {
            std::vector<int> pos(static_cast<std::size_t>(count(rng)));
            for (int& h : pos) h = heap(rng);
            CAPTURE(pos);
            const bool win = ref.wins(pos);
            const sg::outcome want = as_outcome(win);
            const sg::nimber v = ref.value(pos);
            const move_set moves = ref.winning_moves(pos);
            CHECK(m.value(pos) == v);
            CHECK(m.outcome(pos) == want);
            CHECK(m.wins(pos) == win);
            const auto all = m.winning_moves(pos);
            CHECK(as_set(all) == moves);
            CHECK(all.size() == moves.size());
            CHECK(m.count_winning_moves(pos) == moves.size());
            const auto first = m.winning_move(pos);
            CHECK(first.has_value() == !moves.empty());
            if (first) CHECK(*first == all.front());
            CHECK(with_list(pos, [&](list l) { return m.value(l); }) == v);
            CHECK(with_list(pos, [&](list l) { return m.outcome(l); }) == want);
            CHECK(with_list(pos, [&](list l) { return m.wins(l); }) == win);
            CHECK(as_set(with_list(pos, [&](list l) { return m.winning_moves(l); })) == moves);
            CHECK(with_list(pos, [&](list l) { return m.count_winning_moves(l); }) == moves.size());
            CHECK(with_list(pos, [&](list l) { return m.winning_move(l); }) == first);
            const int s = pos[0];
            const bool one_win = ref.wins({s});
            CHECK(m.value(s) == ref.value({s}));
            CHECK(m(s) == ref.value({s}));
            CHECK(m.outcome(s) == as_outcome(one_win));
            CHECK(m.wins(s) == one_win);
            CHECK(as_set(m.winning_moves(s)) == ref.winning_moves({s}));
            CHECK(m.count_winning_moves(s) == ref.winning_moves({s}).size());
            CHECK(m.winning_move(s).has_value() == !ref.winning_moves({s}).empty());
            for (sg::nimber target = 0; target <= 3; ++target) {
                const auto want_to = ref.moves_to_value(s, target);
                const auto got = m.moves_to_value(s, target);
                CHECK(std::set<std::vector<int>>(got.begin(), got.end()) == want_to);
                CHECK(got.size() == want_to.size());
                const auto one = m.move_to_value(s, target);
                CHECK(one.has_value() == !want_to.empty());
                if (one) CHECK(*one == got.front());
            }
        }
        CHECK(m.size() > 0);            // positions stored
        CHECK(m.component_count() > 0);  // distinct component states
    };
    SECTION("Kayles") { check_game(kayles{}, 8, 120); }
    SECTION("Dawson's Kayles") { check_game(dawson{}, 10, 120); }
    SECTION("subtraction {1, 3, 4}") { check_game(subtraction{{1, 3, 4}}, 12, 120); }
    SECTION("Nim") { check_game(nim{}, 5, 120); }
}

TEST_CASE("misere: moves to ranges of parts give the outcomes of fixed parts") {
    sg::misere<sg_test::fixed_parts> fixed;
    sg::misere<sg_test::range_parts> ranged;
    for (int a = 0; a <= 9; ++a)
        for (int b = 0; b <= a; ++b) {
            const std::vector<int> sum{a, b};
            CHECK(ranged.outcome(sum) == fixed.outcome(sum));
            CHECK(ranged.winning_moves(sum) == fixed.winning_moves(sum));
        }
}

TEST_CASE("misere: actions named by moves change no outcome") {
    sg::misere<sg_test::cut_runs> named;
    sg::misere<sg_test::cut_runs_plain> plain;
    for (int a = 0; a <= 8; ++a)
        for (int b = 0; b <= a; ++b) CHECK(named.outcome({a, b}) == plain.outcome({a, b}));
}
