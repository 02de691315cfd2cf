// docs/memo.md: the memo a solver picks, and a map of your own.
#include <sg/grundy.hpp>

#include <iostream>
#include <map>
#include <type_traits>

struct bash {  // remove 1..3 tokens
    using state = long;
    void moves(long n, auto&& emit) const {
        for (long k = 1; k <= 3 && k <= n; ++k) emit(n - k);
    }
};

struct dense_bash : bash {  // heaps 0 .. 999 map onto indices: a flat table
    std::size_t size() const { return 1000; }
    std::size_t index(long n) const { return static_cast<std::size_t>(n); }
};

int main() {
    static_assert(std::is_same_v<sg::default_memo_t<bash>, sg::hash_memo<long, sg::hash<long>>>);
    static_assert(std::is_same_v<sg::default_memo_t<dense_bash>, sg::dense_memo>);

    sg::grundy<dense_bash> flat;
    sg::grundy<bash> hashed;
    sg::grundy<bash, sg::map_memo<std::map<long, sg::nimber>>> ordered;
    std::cout << flat(999) << ' ' << hashed(999) << ' ' << ordered(999) << '\n';

    // The std::map keeps the states in order: the first stored values.
    std::cout << "first values:";
    for (const auto& [n, v] : ordered.memo().map()) {
        if (n >= 8) break;
        std::cout << ' ' << n << ':' << v;
    }
    std::cout << '\n';
    std::cout << "stored: " << flat.size() << ' ' << hashed.size() << ' ' << ordered.size() << '\n';
}
