// POJ 3480 / HDU 1907 "John" (misère Nim) by hand: Bouton's misère rule. The baseline
// bench/contest_expand.sh compiles beside the expanded examples/john.cpp.
#include <cstdio>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 1;
    while (t--) {
        int n;
        std::scanf("%d", &n);
        unsigned long long x = 0;
        bool big = false;
        for (int i = 0; i < n; ++i) {
            unsigned long long h;
            std::scanf("%llu", &h);
            x ^= h;
            if (h > 1) big = true;
        }
        std::puts((big ? x != 0 : x == 0) ? "John" : "Brother");
    }
}
