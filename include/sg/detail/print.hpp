// sg/detail/print.hpp: prints states in error messages where their type allows it.
#pragma once

#include "config.hpp"  // first: stops below C++20

#include <ostream>
#include <ranges>
#include <sstream>
#include <string>
#include <tuple>
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

template <class T>
constexpr bool printable() {
    if constexpr (ostreamable<T>) {
        return true;
    } else if constexpr (is_tuple_like<T>::value) {
        return []<std::size_t... I>(std::index_sequence<I...>) {
            return (printable<std::tuple_element_t<I, T>>() && ...);
        }(std::make_index_sequence<std::tuple_size_v<T>>{});
    } else if constexpr (std::ranges::input_range<const T>) {
        return printable<std::ranges::range_value_t<const T>>();
    } else {
        return false;
    }
}

template <class T>
void print(std::ostream& os, const T& t) {
    if constexpr (ostreamable<T>) {
        os << t;
    } else if constexpr (is_tuple_like<T>::value) {
        os << '(';
        std::apply(
            [&](const auto&... e) {
                const char* sep = "";
                ((os << sep, print(os, e), sep = ", "), ...);
            },
            t);
        os << ')';
    } else {
        os << '[';
        const char* sep = "";
        for (const auto& e : t) {
            os << sep;
            print(os, e);
            sep = ", ";
        }
        os << ']';
    }
}

template <class T>
std::string to_text(const T& t) {
    std::ostringstream os;
    print(os, t);
    return os.str();
}

}  // namespace sg::detail
