# Compiles SOURCE alone and expects failure with the text after "// expect: " in its
# first line somewhere in the compiler's output.
file(STRINGS "${SOURCE}" first LIMIT_COUNT 1)
string(REGEX REPLACE "^// expect: " "" expect "${first}")
execute_process(COMMAND "${CXX}" -std=c++20 -fsyntax-only -I "${INCLUDE}" "${SOURCE}"
  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(status EQUAL 0)
  message(FATAL_ERROR "${SOURCE} compiled, but it must not")
endif()
string(FIND "${out}${err}" "${expect}" pos)
if(pos EQUAL -1)
  message(FATAL_ERROR "the compiler's message lacks '${expect}':\n${err}")
endif()
