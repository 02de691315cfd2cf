// sg/games/cram.hpp: Cram (players in turn place a domino on two free adjacent cells;
// who cannot move loses): sg::cram on boards of up to 64 cells (a board is one word),
// sg::basic_cram<Words> up to 64 * Words cells, each side at most 64 (an sg::bitboard).
// A move leaves the board without the cells its value does not depend on, split into its
// free regions, each cropped and canonical under the board's symmetries.
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <array>
#include <bit>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <ostream>
#include <string>
#include <type_traits>

#include "../detail/bitmask.hpp"
#include "../detail/hash.hpp"
#include "../error.hpp"
#include "bitboard.hpp"

namespace sg {

// A Cram position: the free cells of a rows x cols board, cell (r, c) at bit r * cols + c
// of a word (Words 1) or of an sg::bitboard<Words>.
template <std::size_t Words>
struct basic_cram_board {
    using cells_type = std::conditional_t<Words == 1, std::uint64_t, bitboard<Words>>;
    cells_type cells{};
    std::uint32_t rows = 0;
    std::uint32_t cols = 0;
    friend bool operator==(const basic_cram_board&, const basic_cram_board&) = default;
    friend auto operator<=>(const basic_cram_board&, const basic_cram_board&) = default;
};
using cram_board = basic_cram_board<1>;

// "rows x cols" and the free cells row by row ('.' free, '#' taken), rows separated by '/'.
template <std::size_t Words>
std::ostream& operator<<(std::ostream& os, const basic_cram_board<Words>& b) {
    os << b.rows << 'x' << b.cols;
    if (b.rows * b.cols > 0) os << ' ';
    for (std::uint32_t r = 0; r < b.rows; ++r) {
        if (r > 0) os << '/';
        for (std::uint32_t c = 0; c < b.cols; ++c) os << (detail::contains(b.cells, r * b.cols + c) ? '.' : '#');
    }
    return os;
}

namespace detail {

// The canonical form of a Cram region (sg::basic_cram<Words>::canonical): the cropped
// board's least image under the symmetries of its frame.
template <std::size_t Words>
struct cram_form {
    using state = basic_cram_board<Words>;
    using cells_type = typename state::cells_type;

    // The low n bits of x in reverse order.
    static std::uint64_t mirrored(std::uint64_t x, std::uint32_t n) noexcept { return reverse_bits(x) >> (64 - n); }
    static std::uint64_t low_bits(std::uint32_t n) { return n >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1; }
    // The row of cell `at` (< 64) on a board `cols` wide (1 .. 64), without a division.
    static std::uint32_t row_of(std::uint32_t at, std::uint32_t cols) noexcept {
        static constexpr auto rows = [] {
            std::array<std::array<std::uint8_t, 64>, 65> r{};
            for (std::uint32_t c = 1; c <= 64; ++c)
                for (std::uint32_t i = 0; i < 64; ++i) r[c][i] = static_cast<std::uint8_t>(i / c);
            return r;
        }();
        return rows[cols][at];
    }
    // An 8 x 8 block, bit 8 r + c, transposed: bit 8 c + r (three exchanges of blocks
    // across the diagonal: single bits, 2 x 2, 4 x 4).
    static std::uint64_t transpose8(std::uint64_t x) noexcept {
        std::uint64_t t = (x ^ (x >> 7)) & 0x00aa00aa00aa00aaULL;
        x ^= t ^ (t << 7);
        t = (x ^ (x >> 14)) & 0x0000cccc0000ccccULL;
        x ^= t ^ (t << 14);
        t = (x ^ (x >> 28)) & 0x00000000f0f0f0f0ULL;
        return x ^ t ^ (t << 28);
    }
    // The least of the four images of `down`, n lines of `width` cells (line i at bit
    // i * width), under the two mirrors: the lines in order and in reverse order, and
    // each of them reversed bit for bit (which mirrors every line and reverses their
    // order at once).
    static void best_image(std::uint64_t down, std::uint32_t n, std::uint32_t width, state& best, bool& have) {
        const std::uint64_t mask = low_bits(width);
        std::uint64_t up = 0;
        for (std::uint32_t i = 0; i < n; ++i) up |= ((down >> (i * width)) & mask) << ((n - 1 - i) * width);
        const std::uint32_t unused = 64 - n * width;
        const std::uint64_t img = std::min({down, up, reverse_bits(down) >> unused, reverse_bits(up) >> unused});
        const state cand{img, n, width};
        if (!have || cand < best) best = cand, have = true;
    }
    // The same on a board of several words: n lines of `width` cells given one word each.
    // The images are compared line by line from the last (the most significant bits), so
    // only the least is written out.
    static void best_image(const std::array<std::uint64_t, 64>& line, std::uint32_t n, std::uint32_t width, state& best,
                           bool& have) {
        const auto image = [&](int k, std::size_t i) {  // lines in order (k < 2) or reversed, mirrored if k is odd
            const std::uint64_t x = line[k < 2 ? i : n - 1 - i];
            return k % 2 == 0 ? x : mirrored(x, width);
        };
        const int least = least_image(4, n, image);
        state cand{{}, n, width};
        for (std::size_t i = 0; i < n; ++i) cand.cells.set_bits(i * width, width, image(least, i));
        if (!have || cand < best) best = cand, have = true;
    }
    static state canonical_of(const cells_type& cells, std::uint32_t cols) {
        if (cells == cells_type{}) return {};
        if constexpr (Words == 1)
            return canonical_of_word(cells, cols);
        else
            return canonical_of_rows(cells, cols);
    }
    static state canonical_of_word(std::uint64_t cells, std::uint32_t cols) {
        const std::uint32_t r0 = row_of(static_cast<std::uint32_t>(std::countr_zero(cells)), cols);
        const std::uint32_t r1 = row_of(static_cast<std::uint32_t>(63 - std::countl_zero(cells)), cols);
        std::uint64_t used = 0;  // the columns with a free cell
        for (std::uint32_t r = r0; r <= r1; ++r) used |= (cells >> (r * cols)) & low_bits(cols);
        const auto c0 = static_cast<std::uint32_t>(std::countr_zero(used));
        const auto c1 = static_cast<std::uint32_t>(63 - std::countl_zero(used));
        const std::uint32_t R = r1 - r0 + 1, C = c1 - c0 + 1;
        const std::uint64_t mask = low_bits(C);
        std::uint64_t down = 0;  // the cropped board: R lines of C cells
        for (std::uint32_t i = 0; i < R; ++i) down |= ((cells >> ((r0 + i) * cols + c0)) & mask) << (i * C);
        state best{};
        bool have = false;
        if (R <= C) best_image(down, R, C, best, have);
        if (R >= C) {  // the transposed board: C lines of R cells
            std::uint64_t across = 0;
            if (R <= 8) {  // as an 8 x 8 block (line i at bit 8 i), transposed at once
                std::uint64_t block = 0;
                for (std::uint32_t i = 0; i < R; ++i) block |= ((down >> (i * C)) & mask) << (8 * i);
                const std::uint64_t x = transpose8(block);
                for (std::uint32_t j = 0; j < C; ++j) across |= ((x >> (8 * j)) & 0xff) << (j * R);
            } else {
                for (std::uint64_t m = down; m != 0; m &= m - 1) {
                    const auto at = static_cast<std::uint32_t>(std::countr_zero(m));
                    const std::uint32_t i = row_of(at, C), j = at - i * C;
                    across |= std::uint64_t{1} << (j * R + i);
                }
            }
            best_image(across, C, R, best, have);
        }
        return best;
    }
    // Several words: the cropped board as one word per line (both sides are at most 64).
    static state canonical_of_rows(const cells_type& cells, std::uint32_t cols) {
        const auto r0 = static_cast<std::uint32_t>(cells.lowest() / cols);
        const auto r1 = static_cast<std::uint32_t>(cells.highest() / cols);
        const std::uint32_t R = r1 - r0 + 1;
        std::array<std::uint64_t, 64> down{};  // line i: row r0 + i
        std::uint64_t used = 0;                // the columns with a free cell
        for (std::uint32_t i = 0; i < R; ++i) used |= down[i] = cells.bits((r0 + i) * cols, cols);
        const auto c0 = static_cast<std::uint32_t>(std::countr_zero(used));
        const auto C = static_cast<std::uint32_t>(64 - std::countl_zero(used)) - c0;
        for (std::uint32_t i = 0; i < R; ++i) down[i] >>= c0;
        state best{};
        bool have = false;
        if (R <= C) best_image(down, R, C, best, have);
        if (R >= C) {  // the transposed board: C lines of R cells
            std::array<std::uint64_t, 64> across{};
            for (std::uint32_t i = 0; i < R; ++i)
                for_each_bit(down[i], [&](std::size_t j) { across[j] |= std::uint64_t{1} << i; });
            best_image(across, C, R, best, have);
        }
        return best;
    }
};

// The frame of a Cram board (sg::basic_cram<Words>): the first and last columns, the
// neighbours of a set, and the reduction of a position before it is split into regions.
template <std::size_t Words>
struct cram_grid {
    using cells_type = typename basic_cram_board<Words>::cells_type;

    // The cells of the last column of boards `cols` wide: every row that fits in the word
    // (Words 1, from a table), else the rows of the board.
    static cells_type last_column(std::uint32_t rows, std::uint32_t cols) noexcept {
        if constexpr (Words == 1) {
            static constexpr auto masks = [] {
                std::array<std::uint64_t, 65> m{};
                for (std::uint32_t c = 1; c <= 64; ++c)
                    for (std::uint32_t at = c - 1; at < 64; at += c) m[c] |= std::uint64_t{1} << at;
                return m;
            }();
            (void)rows;
            return masks[cols <= 64 ? cols : 0];
        } else {
            cells_type m{};
            for (std::uint32_t r = 0; cols > 0 && r < rows; ++r) m |= cells_type::single(r * cols + cols - 1);
            return m;
        }
    }

    std::uint32_t rows, cols;
    cells_type right{}, left{};  // the last and the first column
    cram_grid(std::uint32_t r_, std::uint32_t c) : rows(r_), cols(c) {
        if (c == 0) return;
        right = last_column(rows, c);
        left = shifted_down(right, c - 1);
    }
    // The cells next to those of s, across the horizontal placements whose left cells are
    // `joins` (all of them: ~right) and every vertical one.
    cells_type spread(const cells_type& s, const cells_type& joins) const {
        return shifted_up(s & joins, 1) | shifted_down(s & shifted_up(joins, 1), 1) | shifted_up(s, cols) |
               shifted_down(s, cols);
    }

    // The free cells of p whose neighbour above, below, left or right is free.
    struct sides {
        cells_type up, down, left, right;
        sides(const cram_grid& g, const cells_type& p)
            : up(p & shifted_up(p, g.cols)),
              down(p & shifted_down(p, g.cols)),
              left(p & shifted_up(p & ~g.right, 1)),
              right(p & shifted_down(p & ~g.left, 1)) {}
    };
    // Cram is Arc Kayles on the graph of free cells (a move takes two adjacent cells
    // out), and these take out cells its value does not depend on (docs/cram.md has the
    // proofs): of the ends (cells with one free neighbour) at one cell v, all but one
    // (the moves from them onto v lead to the same position, up to the lone end left);
    // and every cell neither an end nor next to one, whose free neighbours all have an
    // end (a domino on it and such a neighbour v is worth the domino on v and its end).
    // Lone cells go too.
    cells_type reduced(const cells_type& p, const sides& s) const {
        const cells_type odd = s.up ^ s.down ^ s.left ^ s.right;
        const cells_type two = (s.up & s.down) | (s.left & s.right) | ((s.up | s.down) & (s.left | s.right));
        const cells_type end = odd & ~two;
        // The cells next to an end, direction by direction; an end whose cell was met
        // in an earlier direction goes.
        cells_type next = shifted_up(end & s.down, cols), gone{};  // ends above their cell
        cells_type at = shifted_down(end & s.up, cols);  // ends below their cell
        gone |= shifted_up(at & next, cols);
        next |= at;
        at = shifted_down(end & s.left, 1);  // ends right of their cell
        gone |= shifted_up(at & next, 1);
        next |= at;
        at = shifted_up(end & s.right, 1);  // ends left of their cell
        gone |= shifted_down(at & next, 1);
        next |= at;
        const cells_type other = p & ~(end | next);
        return p & ~(gone | (other & ~spread(other, ~right)));
    }
    // The left cells of the horizontal placements that need not connect p's regions: in
    // a 2 x 2 square of free cells whose two opposite corners have no other free
    // neighbour, the corners are twins (swapping them maps the board onto itself), so
    // the square's horizontal placements are worth its vertical ones, and a board
    // without them has the same value.
    cells_type twin_rows(const cells_type& p, const sides& s) const {
        const cells_type pair = s.right;  // a cell and its right neighbour free
        const cells_type square = pair & shifted_down(pair, cols);  // top left corners
        const cells_type falling =  // the top left and bottom right corners closed
            ~(s.up | s.left) & shifted_down(p & ~(s.down | s.right), cols + 1);
        const cells_type rising =  // the top right and bottom left corners closed
            shifted_down(p & ~(s.up | s.right), 1) & shifted_down(p & ~(s.down | s.left), cols);
        const cells_type cut = square & (falling | rising);
        return cut | shifted_up(cut, cols);
    }
    // Calls add(region) for each region of p once reduced; a region split off by a twin
    // square's cut is reduced again.
    template <class Add>
    void regions(const cells_type& p, Add& add) const {
        const sides s(*this, p);
        const cells_type rest = reduced(p, s);
        const cells_type cut = rest == p ? twin_rows(p, s) : twin_rows(rest, sides(*this, rest));
        const cells_type across = ~(right | cut);  // placements that join regions
        for_each_component(
            rest, [&](const cells_type& x) { return spread(x, across); },
            [&](const cells_type& region) {
                if (cut != cells_type{} && region != rest)
                    regions(region, add);
                else
                    add(region);
                return true;
            });
    }
};

}  // namespace detail

template <std::size_t Words>
class basic_cram {
public:
    using state = basic_cram_board<Words>;
    using cells_type = typename state::cells_type;
    static constexpr std::size_t max_cells = 64 * Words;
    struct hash {
        [[nodiscard]] std::size_t operator()(const state& b) const noexcept {
            std::size_t h;
            if constexpr (Words == 1)
                h = detail::hash_u64(b.cells);
            else
                h = std::hash<cells_type>{}(b.cells);
            return detail::hash_combine(h, (std::size_t{b.rows} << 8) | b.cols);
        }
    };

    // The empty rows x cols board (either may be 0); sg::error over max_cells cells or,
    // past 64 cells, with a side over 64.
    [[nodiscard]] static state board(std::uint32_t rows, std::uint32_t cols) {
        check(rows, cols);
        return {all_cells(std::size_t{rows} * cols), rows, cols};
    }
    // A rows x cols board whose free cells are `free` (bit r * cols + c).
    [[nodiscard]] static state board(std::uint32_t rows, std::uint32_t cols, const cells_type& free) {
        state b = board(rows, cols);
        if ((free & ~b.cells) != cells_type{})
            throw error(name() + ": free cells outside the " + dims(rows, cols) + " board");
        b.cells = free;
        return b;
    }

    // Each domino on two free cells, nearest the centre first; the rest of the board
    // reduced (cells its value does not depend on taken out), as its regions with at
    // least two cells (a lone cell has no move), each in canonical form.
    // An emit that returns a bool stops the listing by returning false.
    template <class Emit>
    void moves(const state& b, Emit&& emit) const {
        if (b.cols == 0) return;
        const grid g(b.rows, b.cols);
        const cells_type& x = b.cells;
        const cells_type tops = detail::shifted_down(x, b.cols) & x;         // top cells of vertical dominoes
        const cells_type lefts = x & detail::shifted_down(x, 1) & ~g.right;  // left cells of horizontal ones
        // The order of listing, sorted: (the distance of the domino's middle from the
        // board's centre, in half cells, then vertical first) << 17 | horizontal << 16 | cell.
        std::array<std::uint32_t, 2 * max_cells> order;
        std::size_t n = 0;
        const auto off = [](std::uint32_t twice, std::uint32_t span) {  // |twice - (span - 1)|
            return twice >= span - 1 ? twice - (span - 1) : span - 1 - twice;
        };
        // The dominoes of one row whose first cells are `line`: a domino's middle lies h
        // half cells right of its first cell and 1 - h below (h = 1: horizontal).
        const auto put = [&](std::uint64_t line, std::uint32_t r, std::uint32_t h) {
            const std::uint32_t down = off(2 * r + 1 - h, b.rows);
            detail::for_each_bit(line, [&](std::size_t at) {
                const auto c = static_cast<std::uint32_t>(at);
                order[n++] = ((down + off(2 * c + h, b.cols)) * 2 + h) << 17 | h << 16 | (r * b.cols + c);
            });
        };
        for (std::uint32_t r = 0; r < b.rows; ++r) {
            put(detail::bits_of(tops, r * b.cols, b.cols), r, 0);
            put(detail::bits_of(lefts, r * b.cols, b.cols), r, 1);
        }
        std::sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(n));
        for (std::size_t i = 0; i < n; ++i) {
            const cells_type a = detail::single_set<cells_type>(order[i] & 0xffff);
            const cells_type domino = a | detail::shifted_up(a, (order[i] >> 16 & 1U) != 0 ? 1 : b.cols);
            if (!emit_rest(g, x & ~domino, emit)) return;
        }
    }

    // The board cropped to its free cells' bounding box, turned so that rows <= cols,
    // the least cell set among its mirror images and rotations.
    [[nodiscard]] state canonical(const state& b) const { return form::canonical_of(b.cells, b.cols); }
    // The size of a region for the search's move ordering: its free cells (regions of
    // one size are tried in the order moves() lists them, from the centre out).
    [[nodiscard]] std::uint64_t order_hint(const state& b) const { return bit_count(b.cells); }
    // An upper bound on the nimber: a nimber is at most the number of options (domino
    // placements) and the length of the longest play, at most the free cells of either
    // colour of a chessboard colouring (a domino covers one of each). 0 when the board
    // is a second-player win by symmetry: its free cells are the same after a half turn
    // and no free cell or domino is its own image (the second player answers each
    // domino with its image).
    [[nodiscard]] std::uint64_t nimber_bound(const state& b) const {
        const std::size_t dark = bit_count(b.cells & dark_cells(b.rows, b.cols));
        const std::size_t light = bit_count(b.cells) - dark;
        const auto most = std::min<std::uint64_t>({placements(b), dark, light});
        return most > 0 && half_turn_wins(b) ? 0 : most;
    }
    // Identifies Cram tables (and the state's words).
    [[nodiscard]] std::uint64_t table_tag() const noexcept { return 0x6372616d00000001ULL | ((Words - 1) << 8); }
    // moves() emits canonical regions only.
    static constexpr bool canonical_moves = true;

private:
    using form = detail::cram_form<Words>;
    using grid = detail::cram_grid<Words>;
    static std::string name() {
        return Words == 1 ? "sg::cram" : "sg::basic_cram<" + std::to_string(Words) + ">";
    }
    static std::string dims(std::uint32_t rows, std::uint32_t cols) {
        return std::to_string(rows) + "x" + std::to_string(cols);
    }
    static void check(std::uint32_t rows, std::uint32_t cols) {
        const std::uint64_t n = std::uint64_t{rows} * cols;
        if (n > max_cells)
            throw error(name() + ": a " + dims(rows, cols) + " board has more than " + std::to_string(max_cells) +
                        " cells" + (Words == 1 ? " (sg::basic_cram<W> takes 64 W)" : ""));
        if (n > 0 && (rows > 64 || cols > 64))
            throw error(name() + ": a " + dims(rows, cols) + " board has a side over 64 cells");
    }
    static cells_type all_cells(std::size_t n) {
        if constexpr (Words == 1)
            return n == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
        else
            return cells_type::first(n);
    }
    static cells_type lowest_bit(const cells_type& x) {
        using detail::lowest_bit;  // a word's; a bitboard's is found by argument lookup
        return lowest_bit(x);
    }
    static std::size_t bit_count(const cells_type& x) {
        using detail::bit_count;
        return bit_count(x);
    }

    // The cells (r, c) with r + c even of boards `cols` wide: every row that fits in the
    // word (Words 1, from a table), else the rows of the board.
    static cells_type dark_cells(std::uint32_t rows, std::uint32_t cols) noexcept {
        if constexpr (Words == 1) {
            static constexpr auto masks = [] {
                std::array<std::uint64_t, 65> m{};
                for (std::uint32_t c = 1; c <= 64; ++c)
                    for (std::uint32_t at = 0; at < 64; ++at)
                        if ((at / c + at % c) % 2 == 0) m[c] |= std::uint64_t{1} << at;
                return m;
            }();
            (void)rows;
            return masks[cols <= 64 ? cols : 0];
        } else {
            cells_type m{};
            for (std::uint32_t r = 0; r < rows; ++r) m.set_bits(r * cols, cols, 0x5555555555555555ULL << (r % 2));
            return m;
        }
    }
    // The domino placements of b: horizontal, then vertical.
    static std::uint64_t placements(const state& b) {
        const cells_type& x = b.cells;
        return bit_count(x & detail::shifted_down(x, 1) & ~grid::last_column(b.rows, b.cols)) +
               bit_count(detail::shifted_down(x, b.cols) & x);
    }
    // Whether the second player wins b by answering each domino with its image under a
    // half turn of the rows x cols frame: the free cells are symmetric, and the centre
    // is neither a free cell (both sides odd) nor the middle of two free cells (one odd).
    static bool half_turn_wins(const state& b) noexcept {
        const std::uint64_t n = std::uint64_t{b.rows} * b.cols;
        if (n == 0 || n > max_cells) return false;
        if constexpr (Words == 1) {
            if (form::mirrored(b.cells, static_cast<std::uint32_t>(n)) != b.cells) return false;
        } else {
            for (std::uint32_t r = 0; 2 * r < b.rows; ++r)
                if (form::mirrored(b.cells.bits(r * b.cols, b.cols), b.cols) != b.cells.bits((b.rows - 1 - r) * b.cols, b.cols))
                    return false;
        }
        const std::uint32_t mid = (b.rows / 2) * b.cols + b.cols / 2;  // the cell just past the centre
        // Both sides even: the centre is a corner of four cells, no cell or domino's own
        // image. Else mid is the centre cell, or with mid - 1 (rows odd) or mid - cols
        // (cols odd) the domino on the centre; its cells are free or taken together.
        return (b.rows % 2 == 0 && b.cols % 2 == 0) || !detail::contains(b.cells, mid);
    }

    // emit(parts[0], ..., parts[n - 1]); false when emit returns false (asks to stop).
    template <class Emit, std::size_t N>
    static bool call_emit(Emit& emit, const std::array<state, N>& parts, std::size_t n) {
        bool go = true;
        const auto call = [&](const auto&... ps) {
            if constexpr (std::is_convertible_v<decltype(emit(ps...)), bool>)
                go = static_cast<bool>(emit(ps...));
            else
                emit(ps...);
        };
        detail::emit_parts(call, parts, n);
        return go;
    }
    // Emits the regions of rest; false when emit asks to stop.
    template <class Emit>
    bool emit_rest(const grid& g, const cells_type& rest, Emit& emit) const {
        std::array<state, 8> parts{};
        std::size_t n = 0;
        cells_type lump{};  // regions beyond the eighth stay together in the last part
        const auto add = [&](const cells_type& region) {
            if ((region ^ lowest_bit(region)) == cells_type{}) return;  // one cell: no move
            if (n < 7)
                parts[n++] = form::canonical_of(region, g.cols);
            else
                lump |= region;
        };
        g.regions(rest, add);
        if (lump != cells_type{}) parts[n++] = form::canonical_of(lump, g.cols);
        return call_emit(emit, parts, n);
    }
};

// Cram on up to 64 cells, a board one word.
using cram = basic_cram<1>;

}  // namespace sg
