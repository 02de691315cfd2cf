# Builds tests/consumer against sg, by add_subdirectory or by find_package after an
# install into a scratch prefix, then runs it.
file(REMOVE_RECURSE "${WORK}")
set(gen -G Ninja)
if(MODE STREQUAL "find_package")
  execute_process(COMMAND ${CMAKE_COMMAND} ${gen} -S "${SG_SOURCE}" -B "${WORK}/sg-build"
      -DCMAKE_INSTALL_PREFIX=${WORK}/prefix -DSG_BUILD_TESTS=OFF -DSG_BUILD_EXAMPLES=OFF
      -DSG_BUILD_BENCH=OFF -DSG_BUILD_TOOLS=OFF -DCMAKE_CXX_COMPILER=${CXX}
    RESULT_VARIABLE r)
  if(NOT r EQUAL 0)
    message(FATAL_ERROR "configuring sg failed")
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} --install "${WORK}/sg-build" RESULT_VARIABLE r)
  if(NOT r EQUAL 0)
    message(FATAL_ERROR "installing sg failed")
  endif()
  set(extra -DCMAKE_PREFIX_PATH=${WORK}/prefix)
else()
  set(extra -DSG_SOURCE=${SG_SOURCE})
endif()
execute_process(COMMAND ${CMAKE_COMMAND} ${gen} -S "${CONSUMER}" -B "${WORK}/build" -DSG_MODE=${MODE}
    -DCMAKE_CXX_COMPILER=${CXX} ${extra} RESULT_VARIABLE r)
if(NOT r EQUAL 0)
  message(FATAL_ERROR "configuring the consumer failed")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build "${WORK}/build" RESULT_VARIABLE r)
if(NOT r EQUAL 0)
  message(FATAL_ERROR "building the consumer failed")
endif()
execute_process(COMMAND "${WORK}/build/consumer" RESULT_VARIABLE r OUTPUT_VARIABLE out)
if(NOT r EQUAL 0 OR NOT out STREQUAL "2\n")
  message(FATAL_ERROR "the consumer printed '${out}' and exited ${r}")
endif()
