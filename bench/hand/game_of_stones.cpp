// Codeforces 768E "Game of Stones" by hand: a memoised search over (stones, amounts
// taken) states, as examples/game_of_stones.cpp does with sg::grundy, the piles added
// up by XOR. The baseline bench/contest_expand.sh compiles beside the expanded example.
#include <cstdint>
#include <cstdio>
#include <map>
#include <utility>

static std::map<std::pair<int, std::uint64_t>, int> memo;

// s stones left; bit a of used: amount a was taken from this pile already.
static int sg(int s, std::uint64_t used) {
    used &= (s >= 63 ? ~0ULL : ((1ULL << (s + 1)) - 1));  // amounts above s can never be taken
    auto it = memo.find({s, used});
    if (it != memo.end()) return it->second;
    std::uint64_t seen = 0;
    for (int a = 1; a <= s; ++a)
        if (!(used >> a & 1)) seen |= 1ULL << sg(s - a, used | 1ULL << a);
    int v = 0;
    while (seen >> v & 1) ++v;
    return memo[{s, used}] = v;
}

int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 1;
    int x = 0;
    for (int i = 0; i < n; ++i) {
        int s;
        std::scanf("%d", &s);
        x ^= sg(s, 0);
    }
    std::puts(x ? "NO" : "YES");
}
