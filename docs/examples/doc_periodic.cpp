// docs/periodic.md: find a certified period and answer a huge index.
#include <sg/periodic.hpp>

#include <iostream>
#include <vector>

int main() {
    // Subtraction set S = {1, 3, 4}: t = max S = 4. Compute a prefix of G by the rule.
    std::vector<sg::nimber> g(40);
    for (std::size_t n = 0; n < g.size(); ++n) {
        bool seen[5] = {};
        for (std::size_t k : {1u, 3u, 4u})
            if (k <= n) seen[g[n - k]] = true;
        while (seen[g[n]]) ++g[n];
    }
    // Certificate: G(n + p) = G(n) for t consecutive n from n0 proves period p from n0.
    const auto ps = sg::find_period(g, [](std::uint64_t, std::uint64_t) { return 4; });
    if (!ps) return 1;
    std::cout << "preperiod " << ps->preperiod << " period " << ps->period << '\n';
    std::cout << "G(10^18) = " << (*ps)(1'000'000'000'000'000'000ULL) << '\n';
}
