# Copies HEADER (sg_all.hpp) and the smoke programs from SMOKE into the empty directory
# WORK, compiles them there as two translation units of one program with CXX and no -I
# (warnings are errors), and runs it.
if(NOT EXISTS "${HEADER}")
  message(FATAL_ERROR "${HEADER} does not exist: build the target sg_all first")
endif()
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
file(COPY "${HEADER}" "${SMOKE}/smoke.cpp" "${SMOKE}/smoke-other.cpp" DESTINATION "${WORK}")
execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=CPATH --unset=CPLUS_INCLUDE_PATH
                        "${CXX}" -std=c++20 -O1 -Wall -Wextra -Wpedantic -Werror
                        -o smoke smoke.cpp smoke-other.cpp
  WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "compiling against sg_all.hpp alone failed:\n${out}${err}")
endif()
execute_process(COMMAND "${WORK}/smoke" RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0 OR NOT out STREQUAL "sg_all.hpp: ok\n")
  message(FATAL_ERROR "the smoke test printed '${out}' (stderr '${err}') and exited ${status}")
endif()
