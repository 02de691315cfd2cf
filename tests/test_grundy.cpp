#include <sg/grundy.hpp>

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "sg_catch.hpp"

namespace {

struct subtraction {  // remove k in S tokens from a heap
    using state = int;
    std::vector<int> S;
    void moves(int n, auto&& emit) const {
        for (int k : S)
            if (k <= n) emit(n - k);
    }
};

struct dense_subtraction : subtraction {
    std::size_t size() const { return limit; }
    std::size_t index(int n) const { return static_cast<std::size_t>(n); }
    std::size_t limit = 0;
};

struct kayles {  // knock down one pin or two adjacent pins of a row
    using state = int;
    void moves(int n, auto&& emit) const {
        for (int take = 1; take <= 2; ++take)
            for (int left = 0; left + take <= n; ++left) emit(left, n - take - left);
    }
};

struct cycle3 {
    using state = int;
    void moves(int n, auto&& emit) const { emit((n + 1) % 3); }
};

}  // namespace

TEST_CASE("take 1 or 2: G(n) = n mod 3") {
    sg::grundy<subtraction> g{subtraction{{1, 2}}};
    for (int n = 0; n < 50; ++n) CHECK(g(n) == static_cast<sg::nimber>(n % 3));
    CHECK(g.size() == 50);
    CHECK(g.wins({1, 4}) == false);  // 1 ^ 1
    CHECK(g.wins({1, 2}) == true);   // 1 ^ 2
    CHECK(g.wins({1, 1, 1}) == true);
}

TEST_CASE("Kayles nim-sequence") {
    // OEIS A002186
    const std::vector<sg::nimber> want = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7};
    sg::grundy<kayles> g;
    for (std::size_t n = 0; n < want.size(); ++n) CHECK(g(static_cast<int>(n)) == want[n]);
}

TEST_CASE("cycle is reported") {
    sg::grundy<cycle3> g;
    try {
        (void)g(0);
        FAIL("no throw");
    } catch (const sg::cycle_error& e) {
        CHECK(e.length() == 3);
        CHECK(std::string(e.what()).find("0 -> 1 -> 2 -> 0") != std::string::npos);
    }
    CHECK(g.size() == 0);
}

TEST_CASE("deep chain with dense memo") {
    dense_subtraction d;
    d.S = {1, 2};
    d.limit = 10'000'001;
    sg::grundy<dense_subtraction> g{d};
    CHECK(g(10'000'000) == 10'000'000 % 3);
}
