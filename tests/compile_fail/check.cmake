# Checks one compile-fail test and its twin. SOURCE starts with comment lines:
#   // expect: <text>   the compiler's output must contain <text> (required)
#   // std: c++17       the failing compile uses this standard (default c++20)
#   // errors: <n>      the failing compile reports exactly <n> errors, not counting the
#                       one fatal error that stops it (at most one)
# The twin is the same file compiled as C++20 with -DSG_TWIN, and must compile: a test
# whose file keeps its failing part under `#ifndef SG_TWIN` and the corrected part under
# `#else` cannot pass because the code fails for another reason. A test with a `std:`
# line is its own twin under C++20 (the standard is what it gets wrong); any other test
# must use SG_TWIN.
file(STRINGS "${SOURCE}" header LIMIT_COUNT 8 REGEX "^// [a-z]+: ")
set(expect "")
set(std "c++20")
set(errors "")
foreach(line IN LISTS header)
  if(line MATCHES "^// expect: (.*)$")
    set(expect "${CMAKE_MATCH_1}")
  elseif(line MATCHES "^// std: (.*)$")
    set(std "${CMAKE_MATCH_1}")
  elseif(line MATCHES "^// errors: ([0-9]+)$")
    set(errors "${CMAKE_MATCH_1}")
  endif()
endforeach()
if(expect STREQUAL "")
  message(FATAL_ERROR "${SOURCE} has no '// expect: ' line")
endif()
file(READ "${SOURCE}" text)
string(FIND "${text}" "SG_TWIN" twin_pos)
if(std STREQUAL "c++20" AND twin_pos EQUAL -1)
  message(FATAL_ERROR "${SOURCE} has no twin: put the failing part under #ifndef SG_TWIN, the fixed part under #else")
endif()

# The twin must compile.
execute_process(COMMAND "${CXX}" -std=c++20 -DSG_TWIN -fsyntax-only -I "${INCLUDE}" "${SOURCE}"
  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "the twin of ${SOURCE} (-std=c++20 -DSG_TWIN) does not compile:\n${out}${err}")
endif()

# The test itself must fail, with the expected text.
execute_process(COMMAND "${CXX}" -std=${std} -fsyntax-only -I "${INCLUDE}" "${SOURCE}"
  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(status EQUAL 0)
  message(FATAL_ERROR "${SOURCE} compiled (-std=${std}), but it must not")
endif()
string(FIND "${out}${err}" "${expect}" pos)
if(pos EQUAL -1)
  message(FATAL_ERROR "the compiler's message lacks '${expect}':\n${out}${err}")
endif()
if(NOT errors STREQUAL "")
  string(REGEX MATCHALL "[^\n]*error:[^\n]*" all "${out}${err}")
  set(fatal 0)
  set(other 0)
  foreach(e IN LISTS all)
    if(e MATCHES "fatal error:")
      math(EXPR fatal "${fatal} + 1")
    else()
      math(EXPR other "${other} + 1")
    endif()
  endforeach()
  if(NOT other EQUAL errors OR fatal GREATER 1)
    message(FATAL_ERROR "${SOURCE}: ${other} errors and ${fatal} fatal errors, expected ${errors} and at most one "
                        "fatal:\n${out}${err}")
  endif()
endif()
