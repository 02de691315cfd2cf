// sg/detail/print.hpp: prints states in error messages where their type allows it.
#pragma once

#include "config.hpp"  // first: stops below C++20

#include <concepts>
#include <ostream>
#include <ranges>
#include <sstream>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

namespace sg::detail {

template <class T>
concept ostreamable = requires(std::ostream& os, const T& t) { os << t; };

template <class T>
struct is_tuple_like : std::false_type {};
template <class... T>
struct is_tuple_like<std::tuple<T...>> : std::true_type {};
template <class A, class B>
struct is_tuple_like<std::pair<A, B>> : std::true_type {};

// Written as text without a stream: text itself and the integers, which std::to_string
// spells as operator<< does (char, signed char and unsigned char are characters, as for
// a stream; the other character types, which a narrow stream refuses, are numbers).
template <class T>
concept plain_text = std::convertible_to<const T&, std::string_view> || std::integral<T>;

// The tests run from the plain kinds to a stream, so that a program whose states are
// integers, text and tuples of them instantiates no stream (and a reduced contest file
// keeps neither <ostream> nor <sstream>).
template <class T>
constexpr bool printable() {
    if constexpr (plain_text<T>) {
        return true;
    } else if constexpr (is_tuple_like<T>::value) {
        return []<std::size_t... I>(std::index_sequence<I...>) {
            return (printable<std::tuple_element_t<I, T>>() && ...);
        }(std::make_index_sequence<std::tuple_size_v<T>>{});
    } else if constexpr (ostreamable<T>) {
        return true;
    } else if constexpr (std::ranges::input_range<const T>) {
        return printable<std::ranges::range_value_t<const T>>();
    } else {
        return false;
    }
}

// Appends t to out: as operator<< writes it, or the parts of a tuple or pair "(a, b)",
// or the elements of a range "[a, b]".
template <class T>
void print(std::string& out, const T& t) {
    if constexpr (plain_text<T>) {
        if constexpr (std::same_as<T, char> || std::same_as<T, signed char> || std::same_as<T, unsigned char>)
            out += static_cast<char>(t);
        else if constexpr (std::integral<T>)
            out += std::to_string(t);
        else
            out += std::string_view(t);
    } else if constexpr (is_tuple_like<T>::value) {
        out += '(';
        std::apply(
            [&](const auto&... e) {
                const char* sep = "";
                ((out += sep, print(out, e), sep = ", "), ...);
            },
            t);
        out += ')';
    } else if constexpr (ostreamable<T>) {
        std::ostringstream os;
        os << t;
        out += os.str();
    } else {
        out += '[';
        const char* sep = "";
        for (const auto& e : t) {
            out += sep;
            print(out, e);
            sep = ", ";
        }
        out += ']';
    }
}

template <class T>
std::string to_text(const T& t) {
    std::string out;
    print(out, t);
    return out;
}

}  // namespace sg::detail
