# sg-internal: warnings and options for sg's own tests, examples, benchmarks and tools.
# Never linked by users: sg::sg itself carries no flags.
add_library(sg-internal INTERFACE)
target_link_libraries(sg-internal INTERFACE sg::sg)
if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
  target_compile_options(sg-internal INTERFACE
    -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion -Wnon-virtual-dtor
    -Wold-style-cast -Wcast-align -Woverloaded-virtual -Wnull-dereference -Wimplicit-fallthrough)
  if(SG_WERROR)
    target_compile_options(sg-internal INTERFACE -Werror)
  endif()
elseif(MSVC)
  target_compile_options(sg-internal INTERFACE /W4 /permissive-)
  if(SG_WERROR)
    target_compile_options(sg-internal INTERFACE /WX)
  endif()
endif()

# sg_use_judge_level(): the targets of the calling directory compile at -O2 in Release,
# the level of the contest judges (docs/contest.md), where CMake's Release gives -O3.
# Called by the tests and the programs that stand for solutions (examples/,
# docs/examples/): they compile a sixth faster and are tried as a judge builds them. The
# tools, benchmarks and Python module keep -O3, the level of their measured figures.
macro(sg_use_judge_level)
  if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    add_compile_options($<$<CONFIG:Release>:-O2>)
  endif()
endmacro()

# sg_add_example_data(<target> <dir>): one ctest case per <dir>/<target>*.in, comparing
# stdout with the .out file beside it (and the exit status with a .status file, 0 if
# there is none, and stderr with a .err file holding a substring it must contain).
function(sg_add_example_data target dir)
  file(GLOB inputs CONFIGURE_DEPENDS "${dir}/${target}.*.in" "${dir}/${target}.in")
  foreach(in IN LISTS inputs)
    get_filename_component(case "${in}" NAME_WLE)
    add_test(NAME "example.${case}"
      COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:${target}> -DINPUT=${in} -DCASE=${dir}/${case}
              -P ${PROJECT_SOURCE_DIR}/cmake/run-example.cmake)
  endforeach()
endfunction()
