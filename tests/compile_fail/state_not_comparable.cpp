// expect: needs operator==
#include <sg/grundy.hpp>

struct pos {
    int n;
};
struct game {
    using state = pos;
    void moves(const pos& p, auto&& emit) const { if (p.n > 0) emit(pos{p.n - 1}); }
};

int main() {
    sg::grundy<game> g;
    (void)g;
}
