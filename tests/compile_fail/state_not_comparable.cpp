// expect: needs operator==
// A state type without operator==; the twin gives it one (and the game a hasher).
#include <sg/grundy.hpp>

#include <cstddef>

struct pos {
    int n;
#ifdef SG_TWIN
    bool operator==(const pos&) const = default;
#endif
};

struct game {
    using state = pos;
#ifdef SG_TWIN
    struct hash {
        std::size_t operator()(const pos& p) const noexcept { return static_cast<std::size_t>(p.n); }
    };
#endif
    void moves(const pos& p, auto&& emit) const {
        if (p.n > 0) emit(pos{p.n - 1});
    }
};

int main() {
    sg::grundy<game> g;
    (void)g;
}
