// expect: has no hash
// A state type with operator== but no hash, for the default hash memo; the twin gives
// it std::hash.
#include <sg/grundy.hpp>

#include <cstddef>
#include <functional>

struct pos {
    int n = 0;
    bool operator==(const pos&) const = default;
};

#ifndef SG_TWIN
// no hash for pos
#else
template <>
struct std::hash<pos> {
    std::size_t operator()(const pos& p) const noexcept { return std::hash<int>{}(p.n); }
};
#endif

struct game {
    using state = pos;
    void moves(const pos& p, auto&& emit) const {
        if (p.n > 0) emit(pos{p.n - 1});
    }
};

int main() {
    sg::grundy<game> g;
    return static_cast<int>(g(pos{3}));
}
