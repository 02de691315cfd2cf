// sg/detail/search_file.hpp: the file format of sg::search's transposition table
// (save and load), for trivially copyable states.
#pragma once

#include "config.hpp"  // first: stops below C++20

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <istream>
#include <ostream>
#include <string>
#include <vector>

#include "../error.hpp"

namespace sg::detail {

// The table file (version 1), all integers little-endian:
//   bytes 0-7    "sgsearch"
//   8-11         version (1)
//   12-15        bytes of one state (sizeof(state))
//   16-23        the game's table_tag() (0 if the game has none)
//   24-31        number of entries n
//   then n entries: the state's bytes as in memory, excluded (u64: bit k set when the
//                state's nimber is known not to be k), floor (u64: the nimber is known
//                to be at least this), value (u64: the nimber, or 2^64 - 1 when
//                unknown), work (u64: search nodes the entry cost)
//   last 8       FNV-1a 64 of every byte before it
inline constexpr std::uint32_t search_file_version = 1;

struct search_file {
    static constexpr std::array<unsigned char, 8> magic = {'s', 'g', 's', 'e', 'a', 'r', 'c', 'h'};
    static constexpr std::size_t header = 32;

    static void put32(std::vector<unsigned char>& o, std::uint32_t v) {
        for (int i = 0; i < 4; ++i) o.push_back(static_cast<unsigned char>(v >> (8 * i)));
    }
    static void put64(std::vector<unsigned char>& o, std::uint64_t v) {
        for (int i = 0; i < 8; ++i) o.push_back(static_cast<unsigned char>(v >> (8 * i)));
    }
    static std::uint32_t get32(const std::vector<unsigned char>& in, std::size_t at) {
        std::uint32_t v = 0;
        for (std::size_t i = 0; i < 4; ++i) v |= static_cast<std::uint32_t>(in[at + i]) << (8 * i);
        return v;
    }
    static std::uint64_t get64(const std::vector<unsigned char>& in, std::size_t at) {
        std::uint64_t v = 0;
        for (std::size_t i = 0; i < 8; ++i) v |= static_cast<std::uint64_t>(in[at + i]) << (8 * i);
        return v;
    }
    static std::uint64_t fnv1a(const unsigned char* p, std::size_t n) {
        std::uint64_t h = 0xcbf29ce484222325ULL;
        for (std::size_t i = 0; i < n; ++i) h = (h ^ p[i]) * 0x100000001b3ULL;
        return h;
    }
};

// Writes the entries of `table` (a search_table) with the game's tag to os. Throws
// sg::error when writing fails.
template <class Table>
void save_search_table(const Table& table, std::uint64_t tag, std::ostream& os) {
    using state = typename Table::state;
    using f = search_file;
    std::vector<unsigned char> out;
    out.insert(out.end(), f::magic.begin(), f::magic.end());
    f::put32(out, search_file_version);
    f::put32(out, static_cast<std::uint32_t>(sizeof(state)));
    f::put64(out, tag);
    f::put64(out, table.size());
    table.each_entry([&](const auto& e) {
        const auto* b = reinterpret_cast<const unsigned char*>(&e.key);
        out.insert(out.end(), b, b + sizeof(state));
        f::put64(out, e.excluded);
        f::put64(out, e.floor());
        f::put64(out, e.value());
        f::put64(out, e.work());
    });
    f::put64(out, f::fnv1a(out.data(), out.size()));
    os.write(reinterpret_cast<const char*>(out.data()), static_cast<std::streamsize>(out.size()));
    if (!os) throw error("sg::search::save: writing the table failed");
}

// Merges the entries saved in is into `table` (its budget and replacement policy
// apply). Throws sg::error, leaving the table unchanged, if the data is not a table of
// this version, state size and tag, or is damaged.
template <class Table>
void load_search_table(Table& table, std::uint64_t tag, std::istream& is) {
    using state = typename Table::state;
    using f = search_file;
    std::vector<unsigned char> in;
    std::array<char, 4096> buf;
    while (is.read(buf.data(), buf.size()) || is.gcount() > 0)
        in.insert(in.end(), buf.begin(), buf.begin() + is.gcount());
    constexpr std::size_t record = sizeof(state) + 32;
    if (in.size() < f::header + 8 || !std::equal(f::magic.begin(), f::magic.end(), in.begin()))
        throw error("sg::search::load: not a search table (no \"sgsearch\" header)");
    if (const auto v = f::get32(in, 8); v != search_file_version)
        throw error("sg::search::load: table version " + std::to_string(v) + ", this library reads version " +
                    std::to_string(search_file_version));
    if (const auto b = f::get32(in, 12); b != sizeof(state))
        throw error("sg::search::load: the table holds states of " + std::to_string(b) + " bytes, this game's are " +
                    std::to_string(sizeof(state)));
    if (f::get64(in, 16) != tag) throw error("sg::search::load: the table was saved for another game");
    const std::uint64_t n = f::get64(in, 24);
    if (n > (in.size() - f::header - 8) / record || f::header + n * record + 8 != in.size())
        throw error("sg::search::load: the table is truncated or has extra bytes");
    if (f::get64(in, in.size() - 8) != f::fnv1a(in.data(), in.size() - 8))
        throw error("sg::search::load: checksum mismatch (the table is damaged)");
    table.reserve(static_cast<std::size_t>(n));
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t at = f::header + i * record;
        state s;
        std::copy_n(in.begin() + static_cast<std::ptrdiff_t>(at), sizeof(state), reinterpret_cast<unsigned char*>(&s));
        const std::size_t x = at + sizeof(state);
        table.merge(typename Table::entry{s, f::get64(in, x), f::get64(in, x + 8), f::get64(in, x + 16),
                                          std::max<std::uint64_t>(1, f::get64(in, x + 24))},
                    Table::unknown);
    }
}

}  // namespace sg::detail
