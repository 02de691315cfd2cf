// sg/games/cram.hpp: Cram on boards of up to 64 cells (players in turn place a domino
// on two free adjacent cells; who cannot move loses). A move splits the board into its
// free regions, each cropped and canonical under the board's symmetries.
#pragma once

#include "../detail/config.hpp"  // first: stops below C++20

#include <algorithm>
#include <array>
#include <bit>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <ostream>
#include <string>
#include <type_traits>

#include "../detail/bitmask.hpp"
#include "../detail/hash.hpp"
#include "../error.hpp"

namespace sg {

// A Cram position: the free cells of a rows x cols board, cell (r, c) at bit r * cols + c.
struct cram_board {
    std::uint64_t cells = 0;
    std::uint32_t rows = 0;
    std::uint32_t cols = 0;
    friend bool operator==(const cram_board&, const cram_board&) = default;
    friend auto operator<=>(const cram_board&, const cram_board&) = default;
};

// "rows x cols" and the free cells row by row ('.' free, '#' taken), rows separated by '/'.
inline std::ostream& operator<<(std::ostream& os, const cram_board& b) {
    os << b.rows << 'x' << b.cols;
    if (b.rows * b.cols > 0) os << ' ';
    for (std::uint32_t r = 0; r < b.rows; ++r) {
        if (r > 0) os << '/';
        for (std::uint32_t c = 0; c < b.cols; ++c) os << (((b.cells >> (r * b.cols + c)) & 1U) ? '.' : '#');
    }
    return os;
}

class cram {
public:
    using state = cram_board;
    struct hash {
        [[nodiscard]] std::size_t operator()(const cram_board& b) const noexcept {
            return detail::hash_combine(detail::hash_u64(b.cells), (std::size_t{b.rows} << 8) | b.cols);
        }
    };

    // The empty rows x cols board (either may be 0); sg::error if it has over 64 cells.
    [[nodiscard]] static cram_board board(std::uint32_t rows, std::uint32_t cols) {
        check(rows, cols);
        const std::uint64_t n = std::uint64_t{rows} * cols;
        return {n == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1, rows, cols};
    }
    // A rows x cols board whose free cells are `free` (bit r * cols + c).
    [[nodiscard]] static cram_board board(std::uint32_t rows, std::uint32_t cols, std::uint64_t free) {
        cram_board b = board(rows, cols);
        if ((free & ~b.cells) != 0) throw error("sg::cram: free cells outside the " + dims(rows, cols) + " board");
        b.cells = free;
        return b;
    }

    // Each domino on two free cells, horizontal ones first; the rest of the board as its
    // regions with at least two cells (a lone cell has no move), each in canonical form.
    // An emit that returns a bool stops the listing by returning false.
    template <class Emit>
    void moves(const cram_board& b, Emit&& emit) const {
        const grid g(b.rows, b.cols);
        std::uint64_t h = b.cells & (b.cells >> 1) & ~g.right;
        while (h != 0) {
            const int i = std::countr_zero(h);
            h &= h - 1;
            if (!emit_rest(g, b.cells & ~(std::uint64_t{3} << i), emit)) return;
        }
        std::uint64_t v = g.shr(b.cells, b.cols) & b.cells;
        while (v != 0) {
            const int i = std::countr_zero(v);
            v &= v - 1;
            if (!emit_rest(g, b.cells & ~((std::uint64_t{1} << i) | g.shl(std::uint64_t{1} << i, b.cols)), emit)) return;
        }
    }

    // The board cropped to its free cells' bounding box, turned so that rows <= cols,
    // the least cell set among its mirror images and rotations.
    [[nodiscard]] cram_board canonical(const cram_board& b) const { return canonical_of(b.cells, b.cols); }
    // The size of a region for the search's move ordering: its free cells, then its
    // domino placements (fewer first: a region with few placements is more often a
    // P-position, and cheaper to search).
    [[nodiscard]] std::uint64_t order_hint(const cram_board& b) const {
        const std::uint64_t right = last_column(b.cols);
        const auto placements =
            std::popcount(b.cells & (b.cells >> 1) & ~right) + std::popcount(grid::shr(b.cells, b.cols) & b.cells);
        return static_cast<std::uint64_t>(std::popcount(b.cells)) * 256 + static_cast<std::uint64_t>(placements);
    }
    // An upper bound on the nimber: a nimber is at most the number of options (domino
    // placements) and the length of the longest play, at most the free cells of either
    // colour of a chessboard colouring (a domino covers one of each). 0 when the board
    // is a second-player win by symmetry: its free cells are the same after a half turn
    // and no free cell or domino is its own image (the second player answers each
    // domino with its image).
    [[nodiscard]] std::uint64_t nimber_bound(const cram_board& b) const {
        const std::uint64_t x = b.cells;
        const auto placements = std::popcount(x & (x >> 1) & ~last_column(b.cols)) +
                                std::popcount(grid::shr(x, b.cols) & x);
        const auto dark = std::popcount(x & dark_cells(b.cols));
        const auto light = std::popcount(x) - dark;
        const auto most = static_cast<std::uint64_t>(std::min({placements, dark, light}));
        return most > 0 && half_turn_wins(b) ? 0 : most;
    }
    [[nodiscard]] std::uint64_t table_tag() const noexcept { return 0x6372616d00000001ULL; }  // "cram", 1
    // moves() emits canonical regions only.
    static constexpr bool canonical_moves = true;

private:
    static std::string dims(std::uint32_t rows, std::uint32_t cols) {
        return std::to_string(rows) + "x" + std::to_string(cols);
    }
    static void check(std::uint32_t rows, std::uint32_t cols) {
        if (std::uint64_t{rows} * cols > 64)
            throw error("sg::cram: a " + dims(rows, cols) + " board has more than 64 cells");
    }

    // The cells of the last column of boards `cols` wide, every row that fits in 64 bits.
    static std::uint64_t last_column(std::uint32_t cols) noexcept {
        static constexpr auto masks = [] {
            std::array<std::uint64_t, 65> m{};
            for (std::uint32_t c = 1; c <= 64; ++c)
                for (std::uint32_t at = c - 1; at < 64; at += c) m[c] |= std::uint64_t{1} << at;
            return m;
        }();
        return masks[cols <= 64 ? cols : 0];
    }

    // The cells (r, c) with r + c even of boards `cols` wide.
    static std::uint64_t dark_cells(std::uint32_t cols) noexcept {
        static constexpr auto masks = [] {
            std::array<std::uint64_t, 65> m{};
            for (std::uint32_t c = 1; c <= 64; ++c)
                for (std::uint32_t at = 0; at < 64; ++at)
                    if ((at / c + at % c) % 2 == 0) m[c] |= std::uint64_t{1} << at;
            return m;
        }();
        return masks[cols <= 64 ? cols : 0];
    }
    // Whether the second player wins b by answering each domino with its image under a
    // half turn of the rows x cols frame: the free cells are symmetric, and the centre
    // is neither a free cell (both sides odd) nor the middle of two free cells (one odd).
    static bool half_turn_wins(const cram_board& b) noexcept {
        const std::uint32_t n = b.rows * b.cols;
        if (n == 0 || n > 64) return false;
        if ((detail::reverse_bits(b.cells) >> (64 - n)) != b.cells) return false;
        const std::uint32_t mid = (b.rows / 2) * b.cols + b.cols / 2;  // the cell just past the centre
        // Both sides even: the centre is a corner of four cells, no cell or domino's own
        // image. Else mid is the centre cell, or with mid - 1 (rows odd) or mid - cols
        // (cols odd) the domino on the centre; its cells are free or taken together.
        return (b.rows % 2 == 0 && b.cols % 2 == 0) || ((b.cells >> mid) & 1U) == 0;
    }

    struct grid {
        std::uint32_t rows, cols;
        std::uint64_t right = 0, left = 0;  // the last and the first column
        grid(std::uint32_t r_, std::uint32_t c) : rows(r_), cols(c) {
            for (std::uint32_t r = 0; c > 0 && r < rows; ++r) {
                right |= std::uint64_t{1} << (r * c + c - 1);
                left |= std::uint64_t{1} << (r * c);
            }
        }
        static std::uint64_t shl(std::uint64_t x, std::uint32_t n) { return n >= 64 ? 0 : x << n; }
        static std::uint64_t shr(std::uint64_t x, std::uint32_t n) { return n >= 64 ? 0 : x >> n; }
        std::uint64_t spread(std::uint64_t s) const {
            return ((s & ~right) << 1) | ((s & ~left) >> 1) | shl(s, cols) | shr(s, cols);
        }
    };

    // emit(parts[0], ..., parts[n - 1]); false when emit returns false (asks to stop).
    template <class Emit, std::size_t N>
    static bool call_emit(Emit& emit, const std::array<cram_board, N>& parts, std::size_t n) {
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
    bool emit_rest(const grid& g, std::uint64_t rest, Emit& emit) const {
        std::array<cram_board, 8> parts{};
        std::size_t n = 0;
        std::uint64_t lump = 0;  // regions beyond the eighth stay together in the last part
        detail::for_each_component(
            rest, [&](std::uint64_t s) { return g.spread(s); },
            [&](std::uint64_t region) {
                if ((region & (region - 1)) == 0) return false;  // one cell: no move
                if (n < 7)
                    parts[n++] = region_board(region, g);
                else
                    lump |= region;
                return true;
            });
        if (lump != 0) parts[n++] = region_board(lump, g);
        return call_emit(emit, parts, n);
    }
    static cram_board region_board(std::uint64_t cells, const grid& g) {
        return canonical_of(cells, g.cols);
    }

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
    static void best_image(std::uint64_t down, std::uint32_t n, std::uint32_t width, cram_board& best, bool& have) {
        const std::uint64_t mask = low_bits(width);
        std::uint64_t up = 0;
        for (std::uint32_t i = 0; i < n; ++i) up |= ((down >> (i * width)) & mask) << ((n - 1 - i) * width);
        const std::uint32_t unused = 64 - n * width;
        const std::uint64_t img =
            std::min({down, up, detail::reverse_bits(down) >> unused, detail::reverse_bits(up) >> unused});
        const cram_board cand{img, n, width};
        if (!have || cand < best) best = cand, have = true;
    }
    static cram_board canonical_of(std::uint64_t cells, std::uint32_t cols) {
        if (cells == 0) return {};
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
        cram_board best{};
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
};

}  // namespace sg
