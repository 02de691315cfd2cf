// What the fuzzers share: require() (a failed check aborts, which libFuzzer reports as
// a crash with its input) and bytes, a reader of the fuzz input that gives 0 past its end.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>

namespace sg_fuzz {

inline void require(bool ok) {
    if (!ok) std::abort();
}

struct bytes {
    const std::uint8_t* p;
    std::size_t n;
    std::size_t at = 0;
    unsigned next() { return at < n ? p[at++] : 0u; }
    [[nodiscard]] bool done() const { return at >= n; }
};

}  // namespace sg_fuzz
