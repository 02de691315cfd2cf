// sg/detail/config.hpp: the language check every sg header makes first. sg needs
// C++20 (concepts, std::span); below it, compilation stops here with one message
// instead of pages of errors about `concept`.
#pragma once

#if defined(_MSVC_LANG) ? _MSVC_LANG < 202002L : __cplusplus < 202002L
#error "sg needs C++20: compile with -std=c++20 (g++ 10+, clang 13+, MSVC /std:c++20)"
// A missing include is a fatal error in every compiler, so nothing after this line is
// compiled and the #error above is the only message.
#include <sg_needs_cpp20_stop_here>
#endif
