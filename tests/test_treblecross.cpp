#include <sg/games/treblecross.hpp>

#include <map>
#include <random>
#include <string>

#include "sg_catch.hpp"

namespace {

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
    sg::treblecross::answer solve(const std::string& b) {
        sg::treblecross::answer a;
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

}  // namespace

TEST_CASE("treblecross: every small board against the whole-board search") {
    treblecross_brute brute;
    sg::treblecross t(8);  // grows on demand
    std::size_t boards = 0, immediate = 0;
    auto check = [&](const std::string& b) {
        const sg::treblecross::answer want = brute.solve(b), got = t.solve(b);
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
        (void)t.solve("..a.");
        FAIL("no throw");
    } catch (const sg::error& e) {
        CHECK(std::string(e.what()).find("cell 3 is 'a'") != std::string::npos);
    }
    CHECK_THROWS_AS(t.solve(".XXX."), sg::error);
    CHECK(t.solve("").moves.empty());
    CHECK_FALSE(t.solve("").winning);
}

TEST_CASE("treblecross: the runs follow the octal game 0.11337") {
    sg::treblecross t;
    sg::octal_sequence seq("0.11337");
    for (std::size_t n = 0; n < 300; ++n) REQUIRE(t.run(n) == seq.value(n));
    CHECK(t.solve("X.X").moves == std::vector<std::size_t>{1});  // completes XXX at once
    CHECK(t.solve(std::string(250, '.')).winning == (t.run(250) != 0));  // beyond the precomputed 200
}
