// docs/mex.md: mex once, repeatedly with one buffer, and in a one-word bitset.
#include <sg/mex.hpp>

#include <iostream>
#include <vector>

int main() {
    std::cout << sg::mex({0, 1, 3}) << ' ' << sg::mex(std::vector<int>{2, 0, 1}) << '\n';

    // G(n) for "remove 1, 3 or 4" with one buffer reused for every n.
    std::vector<sg::nimber> g(20);
    sg::mex_buffer buf;
    for (std::size_t n = 0; n < g.size(); ++n) {
        buf.begin();
        for (std::size_t k : {1u, 3u, 4u})
            if (k <= n) buf.insert(g[n - k]);
        g[n] = buf.mex();
    }
    for (sg::nimber v : g) std::cout << v << ' ';
    std::cout << '\n';

    // The same with one 64-bit word: three options, so the mex is below 64.
    for (std::size_t n = 0; n < g.size(); ++n) {
        sg::mex_bits<1> seen;
        for (std::size_t k : {1u, 3u, 4u})
            if (k <= n) seen.insert(g[n - k]);
        std::cout << (seen.mex() == g[n] ? '=' : '!');
    }
    std::cout << '\n';
}
