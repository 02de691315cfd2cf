// Nim product throughput: sg::nim_mul against the plain recursive definition and
// against the usual contest method (a 256 x 256 table of byte products, Karatsuba
// recursion above it), on independent products and on a dependent chain.
//
//   bench_nimber --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
//
// The counter per_op is the CPU time of one product (or one square, root, inverse).
#include <sg/nimber.hpp>

#include <benchmark/benchmark.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <random>
#include <vector>

namespace {

using sg::nimber;

// The usual contest method: products of bytes from a 64 KiB table, larger products by
// the Karatsuba split a*b = ((a0+a1)(b0+b1) + a0 b0) F + a0 b0 + (a1 b1) * F/2.
class byte_table_nim {
public:
    byte_table_nim() {
        for (unsigned a = 0; a < 256; ++a)
            for (unsigned b = 0; b < 256; ++b)
                table_[a][b] = static_cast<std::uint8_t>(sg::detail::nim_mul_reference(a, b));
    }
    [[nodiscard]] nimber mul(nimber a, nimber b) const { return mul(a, b, 32); }

private:
    [[nodiscard]] nimber mul(nimber a, nimber b, unsigned h) const {
        if (h == 4) return table_[a][b];
        const nimber low = (nimber{1} << h) - 1;
        const nimber a0 = a & low, a1 = a >> h, b0 = b & low, b1 = b >> h;
        const nimber c0 = mul(a0, b0, h / 2);
        const nimber c1 = mul(a0 ^ a1, b0 ^ b1, h / 2) ^ c0;
        const nimber c2 = mul(mul(a1, b1, h / 2), nimber{1} << (h - 1), h / 2);
        return (c1 << h) ^ c0 ^ c2;
    }
    std::array<std::array<std::uint8_t, 256>, 256> table_{};
};

const byte_table_nim& contest() {
    static const byte_table_nim t;
    return t;
}

constexpr std::size_t batch = 1 << 16;

struct inputs {
    std::vector<nimber> a, b;
    inputs() : a(batch), b(batch) {
        std::mt19937_64 rng(2024);
        for (std::size_t i = 0; i < batch; ++i) {
            a[i] = rng();
            b[i] = rng();
        }
        // The three methods agree before anything is timed.
        for (std::size_t i = 0; i < 1000; ++i) {
            const nimber want = sg::detail::nim_mul_reference(a[i], b[i]);
            if (sg::nim_mul(a[i], b[i]) != want || contest().mul(a[i], b[i]) != want) {
                std::fprintf(stderr, "bench_nimber: products disagree\n");
                std::exit(1);
            }
        }
    }
};

const inputs& data() {
    static const inputs d;
    return d;
}

void per_product(benchmark::State& state, std::size_t n) {
    state.counters["per_op"] = benchmark::Counter(static_cast<double>(n) * static_cast<double>(state.iterations()),
                                                  benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

template <class Mul>
void independent(benchmark::State& state, Mul mul, std::size_t n) {
    const auto& d = data();
    for (auto _ : state) {
        nimber acc = 0;
        for (std::size_t i = 0; i < n; ++i) acc ^= mul(d.a[i], d.b[i]);
        benchmark::DoNotOptimize(acc);
    }
    per_product(state, n);
}

template <class Mul>
void chain(benchmark::State& state, Mul mul, std::size_t n) {
    const auto& d = data();
    for (auto _ : state) {
        nimber x = d.a[0];
        for (std::size_t i = 0; i < n; ++i) x = mul(x, d.b[i]);  // each product waits for the last
        benchmark::DoNotOptimize(x);
    }
    per_product(state, n);
}

const auto sg_mul = [](nimber a, nimber b) { return sg::nim_mul(a, b); };
const auto contest_mul = [](nimber a, nimber b) { return contest().mul(a, b); };
const auto reference_mul = [](nimber a, nimber b) { return sg::detail::nim_mul_reference(a, b); };

void BM_independent_sg(benchmark::State& s) { independent(s, sg_mul, batch); }
void BM_independent_contest_byte_table(benchmark::State& s) { independent(s, contest_mul, batch); }
void BM_independent_recursive_definition(benchmark::State& s) { independent(s, reference_mul, 1024); }
void BM_chain_sg(benchmark::State& s) { chain(s, sg_mul, batch); }
void BM_chain_contest_byte_table(benchmark::State& s) { chain(s, contest_mul, batch); }
void BM_chain_recursive_definition(benchmark::State& s) { chain(s, reference_mul, 1024); }

// The other operations, on independent inputs.
template <class F>
void unary(benchmark::State& state, F f) {
    const auto& d = data();
    for (auto _ : state) {
        nimber acc = 0;
        for (std::size_t i = 0; i < batch; ++i) acc ^= f(d.a[i]);
        benchmark::DoNotOptimize(acc);
    }
    per_product(state, batch);
}
void BM_square_sg(benchmark::State& s) { unary(s, [](nimber a) { return sg::nim_square(a); }); }
void BM_sqrt_sg(benchmark::State& s) { unary(s, [](nimber a) { return sg::nim_sqrt(a); }); }
void BM_inverse_sg(benchmark::State& s) { unary(s, [](nimber a) { return sg::nim_inv(a | 1); }); }

// What the first call pays: building the tables (0.8 MB).
void BM_build_tables(benchmark::State& state) {
    for (auto _ : state) {
        auto t = std::make_unique<sg::detail::nim_tables>();
        benchmark::DoNotOptimize(t->exp.data());
    }
}

}  // namespace

BENCHMARK(BM_independent_sg);
BENCHMARK(BM_independent_contest_byte_table);
BENCHMARK(BM_independent_recursive_definition);
BENCHMARK(BM_chain_sg);
BENCHMARK(BM_chain_contest_byte_table);
BENCHMARK(BM_chain_recursive_definition);
BENCHMARK(BM_square_sg);
BENCHMARK(BM_sqrt_sg);
BENCHMARK(BM_inverse_sg);
BENCHMARK(BM_build_tables)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
