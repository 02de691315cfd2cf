// sg/detail/acyclic.hpp: the one depth-first search of the solvers of acyclic games
// (sg::grundy, sg::misere, the compounds' remoteness and suspense numbers): iterative,
// its path on the heap, nodes marked pending while they are on it, the marks removed
// when an error stops it, and the cycle it meets at a pending node.
#pragma once

#include "config.hpp"  // first: stops below C++20

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "../value.hpp"

namespace sg::detail {

// The path of a search from its root: a frame per node being solved, the root's first.
// Frame has a member `node`. The solver S marks a node pending when it pushes its
// frame (in open) and stores its value when the frame is done (in close); run() does
// the rest through S's hooks:
//   s.look(f, see)   calls see(t) for the top frame f's next options t in turn, and
//                    returns false when f has no option left to look at (all looked at,
//                    or a cut-off), true to be called again: at the latest when see
//                    returns false (t was new: opened, and f may dangle now); see
//                    returns true when t was known and taken.
//   s.status(t)      what is known of t, as a memo says it (sg/memo.hpp): its value
//                    (solved), pending_value (on the path) or no_value (not reached).
//   s.take(f, v)     the option f gave see is solved, of value v: f takes it.
//   s.open(t)        t is new: solves it at once (every option known), or marks it
//                    pending and pushes its frame.
//   s.close(f)       f has no option left: stores f.node's value and returns true, or
//                    returns false where f found new options to look at.
//   s.throw_cycle(t) t is pending: throws cycle_error (cycle() gives the cycle).
//   s.unmark(f)      removes f.node's pending mark (unwind()); noexcept.
template <class Frame>
class acyclic_path {
public:
    using node_type = decltype(Frame::node);

    [[nodiscard]] bool empty() const noexcept { return frames_.empty(); }
    void push(Frame f) { frames_.push_back(std::move(f)); }
    // Bytes of the frames' vector (its capacity).
    [[nodiscard]] std::size_t memory_bytes() const noexcept { return frames_.capacity() * sizeof(Frame); }

    // Solves the frames on the path, each after the options it opened, until the path
    // is empty.
    template <class S>
    void run(S& s) {
        while (!frames_.empty()) {
            Frame& f = frames_.back();
            const bool more = s.look(f, [&](const node_type& t) {
                const nimber v = s.status(t);
                if (v < pending_value) {
                    s.take(f, v);
                    return true;
                }
                if (v == pending_value) s.throw_cycle(t);
                s.open(t);  // f may dangle now
                return false;
            });
            if (!more && s.close(f)) frames_.pop_back();
        }
    }

    // Removes the pending marks of a search an error stopped (finished values stay) and
    // empties the path.
    template <class S>
    void unwind(S& s) noexcept {
        for (const Frame& f : frames_) s.unmark(f);
        frames_.clear();
    }

    // The cycle the search met at a pending node t, which lies on the path: the nodes
    // from t to the top frame, then `from` (a node being listed, not on the path yet) if
    // given; the move back to t closes it. Pointers into the frames and to from.
    [[nodiscard]] std::vector<const node_type*> cycle(const node_type& t, const node_type* from = nullptr) const {
        std::vector<const node_type*> path;
        if (from) path.push_back(from);
        for (auto it = frames_.rbegin(); it != frames_.rend(); ++it) {
            path.push_back(&it->node);
            if (it->node == t) break;
        }
        return {path.rbegin(), path.rend()};
    }

private:
    std::vector<Frame> frames_;
};

}  // namespace sg::detail
