#include <sg/games/treblecross.hpp>

#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "sg_catch.hpp"

namespace {

struct answer {
    bool winning = false;
    std::vector<std::size_t> moves;  // 0-based cells, increasing
};

// Treblecross on the whole board, by its rules: a move puts an X on an empty cell, and
// who makes XXX wins.
struct treblecross_brute {
    std::map<std::string, bool> memo;
    bool completes(std::string b, std::size_t c) {
        b[c] = 'X';
        return b.find("XXX") != std::string::npos;
    }
    bool wins(const std::string& b) {
        if (auto it = memo.find(b); it != memo.end()) return it->second;
        bool win = false;
        for (std::size_t c = 0; c < b.size() && !win; ++c) {
            if (b[c] != '.') continue;
            std::string next = b;
            next[c] = 'X';
            win = completes(b, c) || !wins(next);
        }
        memo.emplace(b, win);
        return win;
    }
    answer solve(const std::string& b) {
        answer a;
        a.winning = wins(b);
        for (std::size_t c = 0; c < b.size(); ++c) {
            if (b[c] != '.') continue;
            std::string next = b;
            next[c] = 'X';
            if (completes(b, c) || !wins(next)) a.moves.push_back(c);
        }
        return a;
    }
};

// Several boards played together: a move puts an X on an empty cell of one board, and
// who makes XXX on any board wins; with no empty cell left, the player to move loses.
struct boards_brute {
    std::map<std::vector<std::string>, bool> memo;
    static bool completes(std::string b, std::size_t c) {
        b[c] = 'X';
        return b.find("XXX") != std::string::npos;
    }
    bool wins(const std::vector<std::string>& p) {
        if (auto it = memo.find(p); it != memo.end()) return it->second;
        bool win = false;
        for (std::size_t i = 0; i < p.size() && !win; ++i)
            for (std::size_t c = 0; c < p[i].size() && !win; ++c) {
                if (p[i][c] != '.') continue;
                std::vector<std::string> next = p;
                next[i][c] = 'X';
                win = completes(p[i], c) || !wins(next);
            }
        memo.emplace(p, win);
        return win;
    }
    // The winning moves as (board, board after the X).
    std::set<std::pair<std::size_t, std::vector<std::string>>> winning_moves(const std::vector<std::string>& p) {
        std::set<std::pair<std::size_t, std::vector<std::string>>> out;
        for (std::size_t i = 0; i < p.size(); ++i)
            for (std::size_t c = 0; c < p[i].size(); ++c) {
                if (p[i][c] != '.') continue;
                std::vector<std::string> next = p;
                next[i][c] = 'X';
                if (completes(p[i], c) || !wins(next)) out.emplace(i, std::vector<std::string>{next[i]});
            }
        return out;
    }
};

// The solver's answer for one board: the cell of each winning move, where the board
// after it differs.
answer solve(sg::treblecross& t, const std::string& b) {
    answer a;
    a.winning = t.wins(b);
    for (const auto& m : t.winning_moves(b)) {
        REQUIRE(m.component == 0);
        REQUIRE(m.to.size() == 1);
        a.moves.push_back(static_cast<std::size_t>(
            std::mismatch(b.begin(), b.end(), m.to[0].begin()).first - b.begin()));
    }
    CHECK(t.count_winning_moves(b) == a.moves.size());
    return a;
}

std::string random_board(std::minstd_rand& rng, std::size_t len) {
    for (;;) {
        std::string b(len, '.');
        for (auto& c : b)
            if (rng() % 5 == 0) c = 'X';
        if (b.find("XXX") == std::string::npos) return b;
    }
}

}  // namespace

TEST_CASE("treblecross: every small board against the whole-board search") {
    treblecross_brute brute;
    sg::treblecross t(8);  // grows on demand
    std::size_t boards = 0, immediate = 0;
    auto check = [&](const std::string& b) {
        const answer want = brute.solve(b), got = solve(t, b);
        INFO(b);
        CHECK(got.winning == want.winning);
        CHECK(got.moves == want.moves);
        ++boards;
        for (std::size_t c = 0; c < b.size(); ++c)
            if (b[c] == '.' && brute.completes(b, c)) {
                ++immediate;
                break;
            }
    };
    for (std::size_t len = 3; len <= 11; ++len)
        for (std::size_t bits = 0; bits < (std::size_t{1} << len); ++bits) {
            std::string b(len, '.');
            for (std::size_t i = 0; i < len; ++i)
                if (bits >> i & 1) b[i] = 'X';
            if (b.find("XXX") == std::string::npos) check(b);
        }
    std::minstd_rand rng(10561);
    for (int rep = 0; rep < 150; ++rep) {
        const auto len = static_cast<std::size_t>(12 + rng() % 7);
        std::string b(len, '.');
        for (auto& c : b)
            if (rng() % 6 == 0) c = 'X';
        if (b.find("XXX") == std::string::npos) check(b);
    }
    CHECK(boards > 2000);
    CHECK(immediate > 500);  // boards that already allow an immediate win are covered
}

TEST_CASE("treblecross: bad boards are errors naming the problem") {
    sg::treblecross t;
    try {
        (void)t.wins("..a.");
        FAIL("no throw");
    } catch (const sg::error& e) {
        CHECK(std::string(e.what()).find("cell 3 is 'a'") != std::string::npos);
    }
    CHECK_THROWS_AS(t.winning_moves(".XXX."), sg::error);
    CHECK_THROWS_AS(t.wins({std::string("..."), std::string("X.b")}), sg::error);
    CHECK(t.winning_moves(std::string()).empty());
    CHECK_FALSE(t.wins(std::string()));
    // A board that completes XXX at once is won and has no value.
    CHECK(t.wins("X.X"));
    CHECK_THROWS_AS(t.value("X.X"), sg::error);
}

TEST_CASE("treblecross: the runs follow the octal game 0.11337") {
    sg::treblecross t;
    sg::octal_sequence seq("0.11337");
    for (std::size_t n = 0; n < 300; ++n) REQUIRE(t.run(n) == seq.value(n));
    CHECK(solve(t, "X.X").moves == std::vector<std::size_t>{1});  // completes XXX at once
    CHECK(t.wins(std::string(250, '.')) == (t.run(250) != 0));  // beyond the precomputed 200
    CHECK(t.value(std::string(250, '.')) == t.run(250));
    CHECK(t.value("X...X") == 0);        // every empty cell within 2 of an X
    CHECK(t.value("X.....X") == t.run(1));  // only the middle cell is free
}

TEST_CASE("treblecross: several boards against the search of the whole position") {
    boards_brute brute;
    sg::treblecross t(8);
    std::minstd_rand rng(2024);
    std::size_t won = 0;
    for (int rep = 0; rep < 400; ++rep) {
        std::vector<std::string> boards(1 + rng() % 3);
        std::size_t cells = 0;
        for (auto& b : boards) {
            b = random_board(rng, rng() % 6);  // 0 to 5 cells, short boards included
            cells += b.size();
        }
        if (cells > 12) boards.pop_back();
        std::string text;
        for (const auto& b : boards) text += " [" + b + "]";
        INFO(text);
        const bool win = brute.wins(boards);
        won += win;
        CHECK(t.wins(boards) == win);
        CHECK(t.outcome(boards) == (win ? sg::outcome::win : sg::outcome::lose));
        const auto want = brute.winning_moves(boards);
        const auto got = t.winning_moves(boards);
        std::set<std::pair<std::size_t, std::vector<std::string>>> got_set;
        for (const auto& m : got) got_set.emplace(m.component, m.to);
        CHECK(got_set == want);
        CHECK(got.size() == want.size());
        CHECK(t.count_winning_moves(boards) == want.size());
        CHECK(t.winning_move(boards).has_value() == win);
        // The value is the XOR of the boards' values when no board is won at once.
        bool immediate = false;
        for (const auto& b : boards)
            for (std::size_t c = 0; c < b.size(); ++c) immediate = immediate || (b[c] == '.' && boards_brute::completes(b, c));
        if (!immediate) {
            sg::nimber x = 0;
            for (const auto& b : boards) x ^= t.value(b);
            CHECK(t.value(boards) == x);
            CHECK((x != 0) == win);
        }
    }
    CHECK(won > 100);
    CHECK(won < 350);
}
