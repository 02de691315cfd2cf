// AcWing 893 "Set-Nim" by hand, as a contestant writes it: a memoised mex over the set
// S for each heap, the heaps added up by XOR. The baseline bench/contest_expand.sh
// compiles beside the expanded examples/set_nim.cpp (same input format, no checks).
#include <cstdio>
#include <cstring>
#include <unordered_set>
#include <vector>

static std::vector<int> s, f;

static int sg(int x) {
    if (f[x] != -1) return f[x];
    std::unordered_set<int> seen;
    for (int a : s)
        if (x >= a) seen.insert(sg(x - a));
    for (int v = 0;; ++v)
        if (!seen.count(v)) return f[x] = v;
}

int main() {
    int k, n;
    if (std::scanf("%d", &k) != 1) return 1;
    s.resize(k);
    for (int& a : s) std::scanf("%d", &a);
    std::scanf("%d", &n);
    f.assign(10001, -1);
    int x = 0;
    for (int i = 0; i < n; ++i) {
        int h;
        std::scanf("%d", &h);
        x ^= sg(h);
    }
    std::puts(x ? "Yes" : "No");
}
