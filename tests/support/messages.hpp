// An exception's message as a value a test can compare: the text of the E that a call
// throws, and whether a message holds a part.
#pragma once

#include <string>

namespace sg_test {

// The message of the E that f throws, "" if it throws none (an exception of another type
// passes through and fails the test).
template <class E, class F>
std::string message_of(F&& f) {
    try {
        f();
    } catch (const E& e) {
        return e.what();
    }
    return "";
}

inline bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace sg_test
