// sg/detail/narrow.hpp: nimbers kept as narrow as they fit. The codes of a narrow
// unsigned type (with room for the markers no_value and pending_value, for memos), and
// detail::narrow_store, the one table of values at 1, 2, 4 or 8 bytes a value that
// every dense table of values uses: the memo of dense games, the sequences of one-heap
// games, the values of a periodic sequence. It widens when a value does not fit,
// copying the table once.
#pragma once

#include "config.hpp"  // first: stops below C++20

#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <vector>

#include "../value.hpp"

namespace sg::detail {

// Values stored narrow in an unsigned T: the codes max and max - 1 of T stand for
// no_value and pending_value, every smaller code for itself.
template <class T>
[[nodiscard]] constexpr nimber narrow_decode(T x) noexcept {
    constexpr T top = std::numeric_limits<T>::max();
    if constexpr (sizeof(T) == sizeof(nimber))
        return x;
    else
        return x >= top - 1 ? nimber{x} + (no_value - top) : nimber{x};
}
template <class T>
[[nodiscard]] constexpr T narrow_encode(nimber v) noexcept {
    constexpr T top = std::numeric_limits<T>::max();
    if constexpr (sizeof(T) == sizeof(nimber))
        return v;
    else
        return static_cast<T>(v >= pending_value ? v - (no_value - top) : v);
}
// Does value v (not a marker) need a type wider than T?
template <class T>
[[nodiscard]] constexpr bool too_wide_for(nimber v) noexcept {
    if constexpr (sizeof(T) == sizeof(nimber))
        return false;
    else
        return v < pending_value && v >= nimber{std::numeric_limits<T>::max()} - 1;
}

// A table of nimbers, each in the narrowest of 1, 2, 4 or 8 bytes that has held every
// value stored so far. With Markers the two largest codes of each width stand for
// no_value and pending_value (narrow_encode), so a value fits one byte below 254;
// without, the whole range of the width is values (a memo needs markers, a sequence
// does not). A value that does not fit the present width widens the table first: the
// values are copied once into the wider table, which takes room for `room` values.
// Loops that read or append many values take the table at its present width by
// visit(f), which calls f with the std::vector<T>& itself (T: the width's unsigned type),
// or by table<T>() after a switch on width().
template <bool Markers>
class narrow_store {
public:
    // Only the vector of the present width holds values; the others are empty.
    [[nodiscard]] std::size_t size() const noexcept { return t1_.size() + t2_.size() + t4_.size() + t8_.size(); }
    // Bytes a value takes now: 1, 2, 4 or 8.
    [[nodiscard]] unsigned width() const noexcept { return width_; }
    // The table's block (a widening holds the old and the new one only while it copies).
    [[nodiscard]] std::size_t memory_bytes() const noexcept {
        return visit([](const auto& t) { return t.capacity() * sizeof t[0]; });
    }
    // Does v fit the present width?
    [[nodiscard]] bool fits(nimber v) const noexcept { return width_for(v) <= width_; }
    // The width v needs: 1, 2, 4 or 8. With Markers a marker fits every width, and a
    // value needs room for the two codes above it.
    [[nodiscard]] static unsigned width_for(nimber v) noexcept {
        if (Markers && v >= pending_value) return 1;
        const nimber top = Markers ? v + 2 : v;
        return top <= 0xFF ? 1 : top <= 0xFFFF ? 2 : top <= 0xFFFF'FFFF ? 4 : 8;
    }

    [[nodiscard]] nimber operator[](std::size_t i) const noexcept {
        if (width_ == 1) [[likely]]
            return decode(t1_[i]);
        return visit([i](const auto& t) { return decode(t[i]); });
    }
    // Stores v as value i (i < size()), widening first if it does not fit; returns
    // whether value i was no_value (a memo's empty slot).
    bool put(std::size_t i, nimber v) {
        if (width_ == 1 && width_for(v) == 1) [[likely]]
            return replace(t1_[i], v);
        return put_wide(i, v);
    }
    // Keeps the first n values, or appends copies of fill (which must fit).
    void resize(std::size_t n, nimber fill = 0) {
        visit([&](auto& t) { t.resize(n, encode<entry_type<decltype(t)>>(fill)); });
    }
    // Every value becomes fill (which must fit); the width stays.
    void fill(nimber v) {
        visit([&](auto& t) { t.assign(t.size(), encode<entry_type<decltype(t)>>(v)); });
    }
    // Widens the table until v fits, with room for `room` values (at least size()).
    void widen_for(nimber v, std::size_t room = 0) {
        const unsigned w = width_for(v);
        if (w <= width_) return;
        visit([&](auto& from) {
            if (w == 2)
                copy(from, t2_, room);
            else if (w == 4)
                copy(from, t4_, room);
            else
                copy(from, t8_, room);
        });
        width_ = w;
    }

    // f(t) with the table t, a std::vector<T>&, at the present width; returns what f
    // returns. Only the widths up to Max are made (the table must not be wider).
    template <class Max = nimber, class F>
    decltype(auto) visit(F&& f) {
        return visit_in<Max>(*this, f);
    }
    template <class Max = nimber, class F>
    decltype(auto) visit(F&& f) const {
        return visit_in<Max>(*this, f);
    }

    // The table of width sizeof(T): the values if that is the present width, else empty.
    template <class T>
    [[nodiscard]] const std::vector<T>& table() const noexcept {
        if constexpr (sizeof(T) == 1)
            return t1_;
        else if constexpr (sizeof(T) == 2)
            return t2_;
        else if constexpr (sizeof(T) == 4)
            return t4_;
        else
            return t8_;
    }
    [[nodiscard]] std::vector<nimber> to_vector() const {
        std::vector<nimber> v(size());
        for (std::size_t i = 0; i < v.size(); ++i) v[i] = (*this)[i];
        return v;
    }

private:
    template <class V>
    using entry_type = typename std::remove_cvref_t<V>::value_type;

    // visit() for a const or a mutable store.
    template <class Max, class Self, class F>
    static decltype(auto) visit_in(Self& self, F& f) {
        if constexpr (sizeof(Max) >= 8)
            if (self.width_ == 8) return f(self.t8_);
        if constexpr (sizeof(Max) >= 4)
            if (self.width_ == 4) return f(self.t4_);
        if constexpr (sizeof(Max) >= 2)
            if (self.width_ == 2) return f(self.t2_);
        return f(self.t1_);
    }
    template <class T>
    [[nodiscard]] static constexpr T encode(nimber v) noexcept {
        if constexpr (Markers)
            return narrow_encode<T>(v);
        else
            return static_cast<T>(v);
    }
    template <class T>
    [[nodiscard]] static constexpr nimber decode(T x) noexcept {
        if constexpr (Markers)
            return narrow_decode(x);
        else
            return x;
    }
    // put() past its fast path (a 1-byte table, a value that fits).
    bool put_wide(std::size_t i, nimber v) {
        widen_for(v);
        return visit([i, v](auto& t) { return replace(t[i], v); });
    }
    // Stores v in x; was x no_value (with markers, the largest code of T)?
    template <class T>
    static bool replace(T& x, nimber v) noexcept {
        const bool was_empty = Markers && x == std::numeric_limits<T>::max();
        x = encode<T>(v);
        return was_empty;
    }
    template <class From, class To>
    static void copy(std::vector<From>& from, std::vector<To>& to, std::size_t room) {
        to.reserve(room > from.size() ? room : from.size());
        for (const From x : from) to.push_back(encode<To>(decode(x)));
        std::vector<From>().swap(from);
    }

    unsigned width_ = 1;
    std::vector<std::uint8_t> t1_;
    std::vector<std::uint16_t> t2_;
    std::vector<std::uint32_t> t4_;
    std::vector<std::uint64_t> t8_;
};

}  // namespace sg::detail
