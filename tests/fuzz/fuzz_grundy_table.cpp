// Differential fuzzer of sg::grundy: the input decodes to a game of up to 12 states
// given by a move table (a move goes to one state or splits into two smaller ones; some
// inputs allow moves to any state, so cycles), and to sums of up to three states. The
// solver's wins, value, winning moves (as a set) and their count must equal a minimax of
// the whole sum written here, which knows nothing of Grundy values; where a cycle is
// reachable the solver must throw sg::cycle_error and stay usable for the next query.
// Both memos are tried: the game is dense (size() and index()) or hashed.
#include <sg/error.hpp>
#include <sg/grundy.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <memory>
#include <set>
#include <utility>
#include <vector>

#include "fuzz_support.hpp"
#include "whole_sum.hpp"

namespace {
using sg_fuzz::require;

using sg_fuzz::bytes;

using table = std::vector<std::vector<std::vector<int>>>;  // table[s]: moves, each 1 or 2 states

struct hashed_game {
    using state = int;
    std::shared_ptr<const table> t;
    void moves(int s, auto&& emit) const {
        for (const auto& m : (*t)[static_cast<std::size_t>(s)]) {
            if (m.size() == 1)
                emit(m[0]);
            else
                emit(m[0], m[1]);
        }
    }
};
struct dense_game : hashed_game {
    std::size_t size() const { return t->size(); }
    std::size_t index(int s) const { return static_cast<std::size_t>(s); }
};

struct too_big {};

// Minimax of a whole sum: a position is the sorted multiset of its states.
class whole_game {
public:
    explicit whole_game(const table& t) : t_(t) {}
    bool wins(std::vector<int> pos) {
        std::sort(pos.begin(), pos.end());
        if (auto it = memo_.find(pos); it != memo_.end()) return it->second;
        if (memo_.size() > 100'000) throw too_big{};
        bool win = false;
        for (std::size_t i = 0; i < pos.size() && !win; ++i)
            for (const auto& m : t_[static_cast<std::size_t>(pos[i])])
                if (!wins(after(pos, i, m))) {
                    win = true;
                    break;
                }
        memo_.emplace(std::move(pos), win);
        return win;
    }
    std::set<std::pair<std::size_t, std::vector<int>>> winning_moves(const std::vector<int>& pos) {
        std::set<std::pair<std::size_t, std::vector<int>>> out;
        for (std::size_t i = 0; i < pos.size(); ++i)
            for (const auto& m : t_[static_cast<std::size_t>(pos[i])]) {
                std::vector<int> to = m;
                std::sort(to.begin(), to.end());
                if (!wins(after(pos, i, m))) out.emplace(i, std::move(to));
            }
        return out;
    }

private:
    static std::vector<int> after(const std::vector<int>& pos, std::size_t i, const std::vector<int>& m) {
        std::vector<int> next = pos;
        next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
        next.insert(next.end(), m.begin(), m.end());
        return next;
    }
    const table& t_;
    std::map<std::vector<int>, bool> memo_;
};

// cyclic[s]: a cycle of moves is reachable from s.
std::vector<bool> reaches_cycle(const table& t) {
    const std::size_t n = t.size();
    std::vector<int> colour(n, 0);  // 0 new, 1 on the path, 2 done
    std::vector<bool> cyclic(n, false);
    const auto visit = [&](auto&& self, std::size_t s) -> void {
        colour[s] = 1;
        for (const auto& m : t[s])
            for (const int x : m) {
                const auto u = static_cast<std::size_t>(x);
                if (colour[u] == 1) cyclic[s] = true;
                if (colour[u] == 0) self(self, u);
                if (cyclic[u]) cyclic[s] = true;
            }
        colour[s] = 2;
    };
    for (std::size_t s = 0; s < n; ++s)
        if (colour[s] == 0) visit(visit, s);
    // A state on a cycle found through a back edge is marked; propagate to predecessors.
    for (bool changed = true; changed;) {
        changed = false;
        for (std::size_t s = 0; s < n; ++s)
            for (const auto& m : t[s])
                for (const int x : m)
                    if (cyclic[static_cast<std::size_t>(x)] && !cyclic[s]) cyclic[s] = changed = true;
    }
    return cyclic;
}

template <class Game>
void run(const std::shared_ptr<const table>& t, bytes& in) {
    sg::grundy<Game> g(Game{{t}});
    whole_game whole(*t);
    const std::vector<bool> cyclic = reaches_cycle(*t);
    const std::size_t n = t->size();
    for (int query = 0; query < 6 && !in.done(); ++query) {
        const std::size_t k = 1 + in.next() % 3;
        std::vector<int> pos;
        bool cycle = false;
        for (std::size_t i = 0; i < k; ++i) {
            pos.push_back(static_cast<int>(in.next() % n));
            cycle = cycle || cyclic[static_cast<std::size_t>(pos.back())];
        }
        if (cycle) {
            bool threw = false;
            try {
                (void)g.wins(pos);
            } catch (const sg::cycle_error&) {
                threw = true;
            }
            require(threw);
            continue;
        }
        const bool win = whole.wins(pos);
        require(g.wins(pos) == win);
        require((g.value(pos) != 0) == win);
        const auto want = whole.winning_moves(pos);
        const auto moves = g.winning_moves(pos);
        require(moves.size() == want.size());  // each result once
        require(sg_test::as_set(moves) == want);
        require(g.count_winning_moves(pos) == want.size());
    }
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    bytes in{data, size};
    const unsigned head = in.next();
    const std::size_t n = 2 + head % 11;
    const bool dense = (head & 0x10u) != 0;
    const bool cycles = (head & 0x20u) != 0;
    auto t = std::make_shared<table>(n);
    for (std::size_t s = 0; s < n; ++s) {
        const unsigned count = in.next() % 5;
        for (unsigned c = 0; c < count; ++c) {
            const unsigned m = in.next();
            const std::size_t half = (s - 1) / 2 + 1;  // splits go to states below s / 2
            if ((m & 0x80u) && s >= 1) {
                (*t)[s].push_back({static_cast<int>((m & 7u) % half), static_cast<int>(((m >> 3) & 7u) % half)});
            } else if (cycles) {
                (*t)[s].push_back({static_cast<int>(m % n)});
            } else if (s >= 1) {
                (*t)[s].push_back({static_cast<int>(m % s)});
            }
        }
    }
    try {
        if (dense)
            run<dense_game>(t, in);
        else
            run<hashed_game>(t, in);
    } catch (const too_big&) {
    }
    return 0;
}
