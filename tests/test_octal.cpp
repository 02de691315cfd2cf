#include <sg/games/octal.hpp>
#include <sg/grundy.hpp>
#include <sg/sum.hpp>

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "octal_plain.hpp"
#include "sequence_queries.hpp"
#include "sg_catch.hpp"
#include "whole_sum.hpp"


namespace {

using seq = std::vector<sg::nimber>;

// The plain definition (tests/support/octal_plain.hpp).
seq plain_values(const std::string& code_text, std::size_t n) { return sg_test::octal_plain(code_text, n); }

seq engine_values(const std::string& code, std::size_t n) {
    sg::octal_sequence s(code);
    s.extend(n);
    return s.values();
}

// A whole position (a multiset of heaps) searched as one game (tests/support/
// whole_sum.hpp). Moves follow the code's digits directly (and their modifiers: '!'
// pairwise unequal heaps, '?' not all equal); no Grundy values, no XOR.
template <class State = unsigned>
auto whole_game(const sg::octal_code& code) {
    auto moves = [code](State h, auto&& emit) {
        for (State k = 0; k <= h && k <= code.length(); ++k) {
            const unsigned d = code.digit(static_cast<std::size_t>(k));  // k <= length()
            const sg::split_constraint rule = code.constraint(static_cast<std::size_t>(k));
            const bool unequal = rule == sg::split_constraint::unequal, not_all = rule == sg::split_constraint::not_all_equal;
            const State m = h - k;
            if ((d & 1) && m == 0) emit();
            if ((d & 2) && k > 0 && m > 0) emit(m);
            for (State a = 1; (d & 4) && a < m; ++a)
                if (rule == sg::split_constraint::none || a != m - a) emit(a, m - a);
            for (State a = 1; (d & 8) && a < m; ++a)
                for (State b = 1; a + b < m; ++b) {
                    const State c = m - a - b;
                    if (unequal && (a == b || b == c || a == c)) continue;
                    if (not_all && a == b && b == c) continue;
                    emit(a, b, c);
                }
        }
    };
    return sg_test::whole_sum_search<State, decltype(moves)>(moves, [](State h) { return h == 0; });
}

std::string random_code(std::minstd_rand& rng, bool hex) {
    const char* digits = "0123456789ABCDEF";
    std::string s;
    s += (rng() % 4 == 0) ? (hex && rng() % 2 ? 'C' : '4') : '0';
    s += '.';
    const auto len = static_cast<unsigned>(1 + rng() % 5);
    for (unsigned i = 0; i < len; ++i) s += digits[rng() % (hex ? 16 : 8)];
    return s;
}

// A random code whose digits with a split (4 or 8) carry a modifier '!' or '?' about
// half the time; d0 is 4 (or 8, C) more often than in random_code.
std::string random_modified_code(std::minstd_rand& rng, bool hex) {
    const char* digits = "0123456789ABCDEF";
    const char* first = hex ? "048C" : "04";
    std::string s;
    auto modifier = [&](unsigned d) {
        if ((d & 12) != 0 && rng() % 2 == 0) s += rng() % 2 ? '!' : '?';
    };
    const char c0 = first[rng() % (hex ? 4 : 2)];
    s += c0;
    modifier(static_cast<unsigned>(c0 >= 'A' ? c0 - 'A' + 10 : c0 - '0'));
    s += '.';
    const auto len = static_cast<unsigned>(rng() % 5);
    for (unsigned i = 0; i < len; ++i) {
        const unsigned d = static_cast<unsigned>(rng() % (hex ? 16 : 8));
        s += digits[d];
        modifier(d);
    }
    return s;
}

}  // namespace

TEST_CASE("octal codes: parsing and canonical text") {
    CHECK(sg::octal_code("0.07").str() == "0.07");
    CHECK(sg::octal_code(".137").str() == "0.137");
    CHECK(sg::octal_code("4.7").str() == "4.7");
    CHECK(sg::octal_code("0.3f").str() == "0.3F");
    CHECK(sg::octal_code("0.600").str() == "0.6");
    CHECK(sg::octal_code("0.").str() == "0.");
    CHECK(sg::octal_code("0.137").length() == 3);
    CHECK(sg::octal_code("0.137").digit(2) == 3);
    CHECK(sg::octal_code("0.137").digit(9) == 0);
    CHECK(sg::octal_code("0.33").max_heaps() == 1);
    CHECK(sg::octal_code("0.07").max_heaps() == 2);
    CHECK(sg::octal_code("0.3F").max_heaps() == 3);
    CHECK(sg::octal_code("0.3F").hexadecimal());
    CHECK(sg::octal_code("0.1") == sg::octal_code(".100"));
    const unsigned d[] = {4, 7};
    CHECK(sg::octal_code::from_digits(d) == sg::octal_code("4.7"));
}

TEST_CASE("octal codes: bad codes name the character and the reason") {
    auto message = [](const char* text) {
        try {
            (void)sg::octal_code(text);
        } catch (const sg::parse_error& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    CHECK(message("").find("empty") != std::string::npos);
    CHECK(message("0.1x7").find("'x' at position 4") != std::string::npos);
    CHECK(message("0.1x7").find("not an octal or hexadecimal digit") != std::string::npos);
    CHECK(message("2.7").find("'2' at position 1") != std::string::npos);
    CHECK(message("2.7").find("pass") != std::string::npos);
    CHECK(message("1.7").find("'1' at position 1") != std::string::npos);
    CHECK(message("07").find("'7' at position 2") != std::string::npos);
    CHECK(message("0").find("needs a point") != std::string::npos);
    CHECK(message("0.3.3").find("second point") != std::string::npos);
    CHECK(message("x.7").find("'x' at position 1") != std::string::npos);
    CHECK(message("0.1 ").find("position 4") != std::string::npos);
    // Modifiers ('!', '?'): only after a digit with a split, one a digit.
    CHECK(message("0.3!").find("'!' at position 4 follows a digit without a split") != std::string::npos);
    CHECK(message("0!.4").find("'!' at position 2 follows a digit without a split") != std::string::npos);
    CHECK(message("0.4!?").find("'?' at position 5 is a second modifier") != std::string::npos);
    CHECK(message("0.!4").find("'!' at position 3 must follow a digit") != std::string::npos);
    CHECK(message("0.(4!4)").find("parenthesised") != std::string::npos);
    CHECK(message("4!").find("needs a point") != std::string::npos);
    CHECK(message("4!7").find("should be '.'") != std::string::npos);
    REQUIRE_THROWS_AS(sg::octal_code("0.G"), sg::parse_error);
    REQUIRE_THROWS_AS(sg::octal_code("0.G"), sg::error);
}

TEST_CASE("octal_game through the generic solver equals the plain definition") {
    STATIC_REQUIRE(sg::impartial_game<sg::octal_game>);
    std::minstd_rand rng(20260105);
    for (int rep = 0; rep < 40; ++rep) {
        const bool hex = rep % 4 == 3;
        const std::string code = random_code(rng, hex);
        const std::size_t n = hex ? 30 : 60;
        const seq want = plain_values(code, n);
        sg::grundy<sg::octal_game> g{sg::octal_game(code)};
        for (std::size_t h = 0; h <= n; ++h) {
            INFO(code << " heap " << h);
            CHECK(g(h) == want[h]);
        }
    }
}

TEST_CASE("fast engine equals the plain definition for many codes") {
    std::minstd_rand rng(77);
    std::vector<std::string> codes = {"0.6",  "0.77", "0.137", "0.07",  "0.16",  "0.56", "4.7",  "0.4",
                                      "0.54", "0.1234", "0.777", "0.11337", "0.007", "4.",  "0.51", "0.3"};
    for (int rep = 0; rep < 60; ++rep) codes.push_back(random_code(rng, false));
    for (std::size_t i = 0; i < codes.size(); ++i) {
        INFO(codes[i]);
        const std::size_t n = i < 16 ? 2500 : 1100;  // past the first automatic mask choice at 1024
        CHECK(engine_values(codes[i], n) == plain_values(codes[i], n));
    }
}

TEST_CASE("fast engine: hexadecimal codes and every mask give the same values") {
    std::minstd_rand rng(5);
    for (int rep = 0; rep < 12; ++rep) {
        const std::string code = random_code(rng, true);
        INFO(code);
        CHECK(engine_values(code, 90) == plain_values(code, 90));
    }
    for (const char* code : {"0.6", "0.137", "0.16", "4.7", "0.54"}) {
        const seq want = plain_values(code, 1500);
        for (std::uint64_t mask : {0ULL, 1ULL, 2ULL, 3ULL, 7ULL, 46ULL, 494ULL, 1ULL << 40}) {
            INFO(code << " mask " << mask);
            sg::octal_sequence s(code);
            s.fix_mask(mask);
            s.extend(1500);
            CHECK(s.values() == want);
            CHECK(s.mask() == mask);
        }
    }
}

TEST_CASE("fast engine: automatic splits chosen at 2^10 values and every 1.5x after") {
    // Officers (0.6) and 0.16 get a split with few rare values; still exact.
    for (const char* code : {"0.6", "0.16"}) {
        INFO(code);
        const std::size_t n = 17000;
        const seq want = plain_values(code, n);
        sg::octal_sequence s(code);
        s.extend(n);
        CHECK(s.values() == want);
        CHECK(s.mask() != 0);
        CHECK(s.rare_count() < n / 8);  // 0.6: 1577 rare heaps, 0.16: 52
        // 1 byte a value while every value fits in 8 bits (0.16), else 2 (0.6).
        const sg::nimber top = *std::max_element(want.begin(), want.end());
        CHECK(s.value_bytes() == (top < 256 ? 1u : 2u));
        // value_bytes() a value, rare heaps 4 bytes each (vector growth: at most twice),
        // plus the small mex table and the bit sets of the splits.
        CHECK(s.memory_bytes() < s.value_bytes() * (n + 1) + 8 * s.rare_count() + 8 * 4096 + 4 * 8192);
    }
}

TEST_CASE("fast engine: a value too wide for the storage moves everything to wider storage") {
    // The engine as octal_sequence drives it (2 bytes, then 4, then 8), started here at one
    // byte so that C.F (values about 1.5 n) crosses the limit 255 near n = 170.
    const std::string code = "C.F";
    const seq want = plain_values(code, 220);
    sg::detail::octal_engine<std::uint8_t> narrow{sg::octal_code(code)};
    seq got;
    while (got.size() <= 220) {
        const sg::nimber v = narrow.compute();
        if (v > 255) break;
        narrow.push(v);
        got.push_back(v);
    }
    REQUIRE(got.size() < 220);
    sg::detail::octal_engine<std::uint16_t> wide(std::move(narrow));
    CHECK(wide.size() == got.size());
    while (got.size() <= 220) {
        const sg::nimber v = wide.compute();
        wide.push(v);
        got.push_back(v);
    }
    CHECK(got == want);
    for (std::size_t n = 0; n < got.size(); ++n) REQUIRE(wide[n] == want[n]);
}

TEST_CASE("whole-game brute force agrees with the XOR of engine values") {
    for (const char* code : {"0.137", "0.07", "0.77", "0.6", "4.7", "0.3F", "0.11337", "0.54"}) {
        INFO(code);
        auto brute = whole_game(sg::octal_code(code));
        sg::octal_sequence s(code);
        s.extend(16);
        std::minstd_rand rng(11);
        for (int rep = 0; rep < 60; ++rep) {
            std::vector<unsigned> heaps;
            unsigned total = 0;
            const auto count = static_cast<unsigned>(1 + rng() % 3);
            for (unsigned i = 0; i < count; ++i) {
                const auto h = static_cast<unsigned>(1 + rng() % 7);
                heaps.push_back(h);
                total += h;
            }
            sg::nimber x = 0;
            for (unsigned h : heaps) x ^= s[h];
            INFO("total " << total);
            CHECK(brute.wins(heaps) == (x != 0));
        }
    }
}

TEST_CASE("published nim-sequences") {
    // Kayles, 0.77: OEIS A002186 (offset 0); Winning Ways ch. 4, p. 91.
    const seq kayles = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7,
                        2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1,
                        2, 8, 1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1,
                        8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1};
    CHECK(engine_values("0.77", kayles.size() - 1) == kayles);
    // Dawson's chess, 0.137: OEIS A002187 (offset 0); Guy and Smith 1956.
    const seq dawson = {0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5,
                        2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1,
                        0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0,
                        2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1,
                        1, 3, 0, 2, 1, 1, 0, 4};
    CHECK(engine_values("0.137", dawson.size() - 1) == dawson);
    // Dawson's Kayles, 0.07: a(n-1) of A002187.
    seq dk = engine_values("0.07", dawson.size());
    CHECK(seq(dk.begin() + 1, dk.end()) == dawson);
    // Officers, 0.6: OEIS A046695 (offset 0); Caines et al., Amer. Math. Monthly 106 (1999).
    const seq officers = {0, 0, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4, 0, 3, 4, 2, 1, 3, 2, 1, 0, 2, 1, 4, 5, 1, 4, 5, 1, 2,
                          0, 1, 2, 3, 1, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 1, 0, 2, 8, 4, 5, 3, 4, 5, 6, 2, 5, 1, 2, 3,
                          1, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 0, 2, 3, 4, 5, 3, 4, 5, 6, 4, 5, 6, 2, 3, 1, 2, 3, 4,
                          2, 3, 4, 2, 3, 4, 2, 3, 0, 2, 3, 4};
    CHECK(engine_values("0.6", officers.size() - 1) == officers);
}

TEST_CASE("certified periods: published ones, shortest and smallest") {
    struct known {
        const char* code;
        std::uint64_t preperiod, period;
    };
    // Kayles: period 12, last exception n = 70 (Winning Ways p. 91, A002186).
    // Dawson's chess: period 34, exceptions up to n = 51 (A002187), so preperiod 52;
    // Dawson's Kayles 0.07 is the same shifted by one: preperiod 53.
    // 0.4: values a(n-2) of A002187; 0.177: period 20, last exception n = 496 (A071435);
    // 0.117: period 48, last exception n = 46 (A071453).
    for (known k : {known{"0.77", 71, 12}, known{"0.137", 52, 34}, known{"0.07", 53, 34}, known{"0.4", 54, 34},
                    known{"0.177", 497, 20}, known{"0.117", 47, 48}, known{"0.3", 0, 2}, known{"0.33", 0, 3}}) {
        INFO(k.code);
        sg::octal_sequence s(k.code);
        const auto p = s.search_period(1 << 16);
        REQUIRE(p.has_value());
        CHECK(p->preperiod == k.preperiod);
        CHECK(p->period == k.period);
        CHECK(p->saltus == 0);
        // The description answers any heap, equal to the values computed directly.
        s.extend(3000);
        for (std::uint64_t n = 0; n <= 3000; ++n) REQUIRE((*p)(n) == s[n]);
    }
}

TEST_CASE("certified periods: the check range, and n0 = 0") {
    const sg::octal_code octal("0.137"), hex("0.3F"), take("0.33");
    CHECK(octal.period_check_end(52, 34) == 2 * 52 + 34 + 3);  // Guy–Smith: 2 n0 + p + t
    CHECK(octal.period_check_end(0, 34) == 2 + 34 + 3);         // n0 = 0 checked as n0 = 1
    CHECK(hex.period_check_end(10, 5) == 3 * 10 + 2 * 5 + 2);   // three heaps: 3 n0 + 2 p + t
    CHECK(take.period_check_end(4, 3) == 4 + 2);                // no splits: n0 + t
    // 0.4 (take one token, leave two nonempty heaps) starts 0 0 0 1: G(n + 1) == G(n) for
    // n < 2 = 2 n0 + p + t with n0 = 0, yet G(3) = 1. The classical range needs n0 >= 1.
    sg::octal_sequence s("0.4");
    s.extend(3);
    CHECK(s.values() == seq{0, 0, 0, 1});
    CHECK_FALSE(s.certified_period().has_value());
}

TEST_CASE("certified periods are true far beyond the data that proved them") {
    // Every certificate found on short data holds on 20000 values computed directly.
    std::minstd_rand rng(99);
    int certified = 0;
    for (int rep = 0; rep < 80; ++rep) {
        const std::string code = random_code(rng, rep % 5 == 4);
        sg::octal_sequence s(code);
        const bool hex = sg::octal_code(code).hexadecimal();
        const std::uint64_t check = hex ? 150 : 6000;
        s.extend(std::min<std::uint64_t>(check, 400));
        if (const auto p = s.certified_period()) {
            ++certified;
            s.extend(check);
            INFO(code << " preperiod " << p->preperiod << " period " << p->period);
            for (std::uint64_t n = 0; n <= check; ++n) REQUIRE((*p)(n) == s[n]);
            // Shortest and smallest: no smaller period from the same start, and the value
            // just before the preperiod breaks it.
            if (p->preperiod > 0) CHECK(s[p->preperiod - 1] != s[p->preperiod - 1 + p->period]);
        }
    }
    CHECK(certified > 10);
}

TEST_CASE("value_within answers huge heaps from a certified period") {
    sg::octal_sequence s("0.77");
    const auto v = s.value_within(1'000'000'000'000'000'000ULL, 1 << 16, [](std::uint64_t) {});
    REQUIRE(v.has_value());
    // 10^18 = 71 + 12 q + r: r = (10^18 - 71) mod 12, and G = G(71 + r).
    const std::uint64_t r = (1'000'000'000'000'000'000ULL - 71) % 12;
    CHECK(*v == s[71 + r]);
    CHECK(s.size() < 5000);
    sg::octal_sequence officers("0.6");
    CHECK_FALSE(officers.value_within(1ULL << 40, 4096, [](std::uint64_t) {}).has_value());
    CHECK(officers.value_within(100, 4096, [](std::uint64_t) {}) == std::optional<sg::nimber>(plain_values("0.6", 100)[100]));
    REQUIRE_THROWS_AS(officers.extend(sg::octal_sequence::max_heap + 1), sg::limit_error);
}

TEST_CASE("the 0.56 certificate needs hundreds of thousands of values") {
    // Gangolli and Plambeck 1989 (A071436): 0.56 has period 144, last exception n = 326637.
    // Certifying it needs 2 * 326638 + 2 * 144 + 2 values; here only the values up to
    // 4000 are checked against the plain definition, the full run is in bench/bench_octal.cpp.
    CHECK(engine_values("0.56", 4000) == plain_values("0.56", 4000));
}

TEST_CASE("value_within and search_period without a progress callback") {
    sg::octal_sequence kayles("0.77");
    const std::uint64_t n = 1'000'000'000'000'000'000ULL;
    const auto v = kayles.value_within(n, 1 << 16);
    REQUIRE(v.has_value());
    CHECK(*v == kayles[71 + (n - 71) % 12]);
    CHECK_FALSE(sg::octal_sequence("0.6").value_within(1ULL << 40, 4096).has_value());
    sg::octal_sequence dawson("0.137");
    const auto p = dawson.search_period();  // period_search_length by default
    REQUIRE(p.has_value());
    CHECK(p->period == 34);
    CHECK(dawson.certified_period() == p);
    CHECK_FALSE(sg::octal_sequence("0.6").search_period(4096).has_value());
}

TEST_CASE("octal_sequence: every query against the whole-sum search") {
    // With modifiers too: the whole game follows the '!' and '?' rules itself.
    for (const char* code : {"0.77", "0.137", "0.07", "0.6", "4.7", "0.3F", "0.11337", "0.54", "0.31", "0.F", "4!.",
                             "0.4?", "8?.", "0.8!", "4!.7", "0.C?"}) {
        INFO(code);
        const sg::octal_code c(code);
        auto brute = whole_game<std::uint64_t>(c);
        sg::grundy ref{sg::octal_game(c)};
        sg::octal_sequence seq(c);
        const bool hex = c.hexadecimal();
        sg_test::check_sums(seq, brute, ref, hex ? 7 : 9, hex ? 5 : 6, 25, 3);
    }
}

TEST_CASE("octal_sequence: huge heaps through the certified period, and sums") {
    sg::octal_sequence kayles("0.77");
    const std::uint64_t big = 1'000'000'000'000'000'000ULL;
    const sg::nimber g = kayles.value(big);  // certifies the period on the way
    CHECK(kayles.size() < 5000);
    // The first winning move of big + (a heap of the same value) splits or shortens
    // the big heap; it leaves value 0.
    std::uint64_t twin = 1;
    while (kayles.value(twin) != g) ++twin;
    CHECK_FALSE(kayles.wins({big, twin}));
    const auto m = kayles.winning_move({big, twin + 1});
    if (kayles.wins({big, twin + 1})) {
        REQUIRE(m.has_value());
        std::vector<std::uint64_t> next = m->to;
        next.push_back(m->component == 0 ? twin + 1 : big);
        CHECK(kayles.value(next) == 0);
    }
    // Two codes as parts of one sg::sum.
    sg::octal_sequence dawson("0.137");
    sg::sum s;
    s.add(kayles, {3, 4}).add(dawson, 10);
    const sg::nimber ka = kayles.value({3, 4}), da = dawson.value(10);
    CHECK(s.value() == (ka ^ da));
    const auto moves = s.winning_moves();
    CHECK(moves.empty() == (s.value() == 0));
    for (const auto& mv : moves) {  // each leaves a sum of value 0
        const auto& to = mv.to<std::uint64_t>();
        CHECK((mv.part == 0 ? kayles.value(to) ^ da : ka ^ dawson.value(to)) == 0);
    }
}

TEST_CASE("modifiers: '!' pairwise unequal heaps, '?' not all equal (CGSuite's codes)") {
    const sg::octal_code grundy("4!.0");  // CGSuite's GrundysGame
    CHECK(grundy.str() == "4!.");
    CHECK(grundy == sg::octal_code("4!."));
    CHECK_FALSE(grundy == sg::octal_code("4."));
    CHECK_FALSE(grundy == sg::octal_code("4?."));
    CHECK(grundy.constrained());
    CHECK(grundy.constraint(0) == sg::split_constraint::unequal);
    CHECK(grundy.constraint(1) == sg::split_constraint::none);
    CHECK_FALSE(sg::octal_code("0.77").constrained());
    const sg::octal_code mixed("0.4?7C!");
    CHECK(mixed.str() == "0.4?7C!");
    CHECK(mixed.constraint(1) == sg::split_constraint::not_all_equal);
    CHECK(mixed.constraint(2) == sg::split_constraint::none);
    CHECK(mixed.constraint(3) == sg::split_constraint::unequal);
    CHECK(mixed.constraint(9) == sg::split_constraint::none);
    CHECK(sg::octal_code("0.8?").str() == "0.8?");
    CHECK(sg::octal_code(".4!00").str() == "0.4!");
    // For two heaps '!' and '?' are the same rule; for three they differ.
    CHECK(plain_values("4!.", 60) == plain_values("4?.", 60));
    CHECK(plain_values("8!.", 60) != plain_values("8?.", 60));
    // The moves octal_game lists: 7 under 4!. is (1, 6), (2, 5), (3, 4); 8 loses (4, 4).
    auto moves_of = [](const char* code, std::uint64_t n) {
        std::vector<std::vector<std::uint64_t>> out;
        sg::octal_game(code).moves(n, [&](auto... parts) { out.push_back({static_cast<std::uint64_t>(parts)...}); });
        return out;
    };
    using parts = std::vector<std::vector<std::uint64_t>>;
    CHECK(moves_of("4!.", 8) == parts{{1, 7}, {2, 6}, {3, 5}});
    CHECK(moves_of("4.", 8) == parts{{1, 7}, {2, 6}, {3, 5}, {4, 4}});
    CHECK(moves_of("8!.", 9) == parts{{1, 2, 6}, {1, 3, 5}, {2, 3, 4}});
    CHECK(moves_of("8?.", 6) == parts{{1, 1, 4}, {1, 2, 3}});  // (2, 2, 2) is out
    CHECK(moves_of("8.", 6) == parts{{1, 1, 4}, {1, 2, 3}, {2, 2, 2}});
}

TEST_CASE("modifiers: the engine equals the plain definition on thousands of codes") {
    std::minstd_rand rng(1956);
    int constrained = 0;
    for (int rep = 0; rep < 3000; ++rep) {
        const bool hex = rep % 3 == 2;
        const std::string code = rep % 2 ? random_modified_code(rng, hex) : random_code(rng, hex);
        constrained += sg::octal_code(code).constrained() ? 1 : 0;
        const std::size_t n = hex ? 40 : 120;
        INFO(code);
        REQUIRE(engine_values(code, n) == plain_values(code, n));
    }
    CHECK(constrained > 700);  // about 870 of the 1500 codes drawn with modifiers have one
    // Past the automatic split choices (2^10 values, then every 1.5x), where the pairs a = b
    // must stay out of the rare enumeration and of the search of common pairs.
    for (int rep = 0; rep < 24; ++rep) {
        const std::string code = random_modified_code(rng, false);
        INFO(code);
        CHECK(engine_values(code, 2600) == plain_values(code, 2600));
    }
    for (const char* code : {"4!.", "4?.", "0.4!", "0.4?", "0.04!", "0.6!", "0.74!", "4!.04!", "0.14!4!"}) {
        INFO(code);
        CHECK(engine_values(code, 3000) == plain_values(code, 3000));
    }
}

TEST_CASE("modifiers: every mask and common set gives the same values") {
    for (const char* code : {"4!.", "0.4!", "4!.4", "0.04!"}) {
        const seq want = plain_values(code, 1500);
        for (std::uint64_t mask : {0ULL, 1ULL, 2ULL, 3ULL, 6ULL, 14ULL, 30ULL, 62ULL, 126ULL, 254ULL}) {
            INFO(code << " mask " << mask);
            sg::octal_sequence s(code);
            s.fix_mask(mask);
            s.extend(1500);
            CHECK(s.values() == want);
        }
        std::minstd_rand rng(3);
        for (int rep = 0; rep < 6; ++rep) {
            std::vector<std::uint32_t> order(64);
            for (std::uint32_t x = 0; x < order.size(); ++x) order[x] = x;
            std::shuffle(order.begin(), order.end(), rng);
            INFO(code << " order " << rep);
            sg::detail::octal_engine<std::uint8_t> e{sg::octal_code(code)};
            e.fix_common_order(order);
            seq got;
            for (std::size_t n = 0; n <= 1500; ++n) {
                const sg::nimber v = e.compute();
                e.push(v);
                got.push_back(v);
            }
            CHECK(got == want);
        }
    }
}

TEST_CASE("fast engine: reached values agree one at a time and 64 at a time") {
    // A team's guesses are the first value that is neither marked nor reached, found 64
    // values at a time: reached_word must be reached() bit for bit (common sets and
    // masks, both parities of the heap, before and after the first choice of the splits
    // at 1024 values).
    std::minstd_rand rng(64);
    std::vector<std::string> codes = {"0.6", "4!.", "0.137", "0.16", "4.7", "0.54", "0.35", "0.3F", "4?.04"};
    for (int rep = 0; rep < 8; ++rep) codes.push_back(random_code(rng, rep % 2 == 1));
    for (std::size_t i = 0; i < codes.size(); ++i) {
        for (int variant = 0; variant < 2; ++variant) {
            INFO(codes[i] << " variant " << variant);
            sg::detail::octal_engine<std::uint16_t> e{sg::octal_code(codes[i])};
            if (variant == 1) e.fix_mask(i % 2 == 0 ? 6 : 0x2E);
            std::size_t checked = 0;
            for (std::size_t n = 0; n <= 2600; ++n) {
                if (n % 97 == 0 || (n >= 1020 && n <= 1030)) {
                    for (std::size_t h = n; h <= n + 1; ++h)
                        for (std::size_t q = 0; q < 20; ++q) {
                            std::uint64_t want = 0;
                            for (unsigned b = 0; b < 64; ++b) want |= std::uint64_t{e.reached(64 * q + b, h)} << b;
                            REQUIRE(e.reached_word(q, h) == want);
                            checked += want != 0 ? 1 : 0;
                        }
                }
                e.push(e.compute());
            }
            if (i == 0) CHECK(checked > 20);  // Officers: its common sets reach values
        }
    }
}

TEST_CASE("modifiers: no period certified") {
    // 4!. is Grundy's game: values only, no periodicity theorem for codes with modifiers.
    sg::octal_sequence grundy("4!.");
    grundy.extend(5000);
    CHECK_FALSE(grundy.certified_period().has_value());
    CHECK_FALSE(grundy.search_period(8192).has_value());
    CHECK(grundy.value_within(6000, 8192) == std::optional<sg::nimber>(plain_values("4!.", 6000)[6000]));
}
