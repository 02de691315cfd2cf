# ctest cases for `grundy sum` (tools/grundy/cli_sum.cpp). Each case is a set of files in
# tests/cli/grundy_sum/ read by cmake/run-example.cmake:
#   <case>.args    the arguments, one per line ("sum", then each PART or --count)
#   <case>.out     the exact stdout (cases that answer)
#   <case>.status  the exit status (2 for a bad PART), with <case>.err, a text the one
#                  line on stderr must contain
# The .out files are what a search of the whole sum as one game prints
# (tests/cli/cli_sum_brute.hpp): test_cli_sum checks that, and compares the program
# with the same search on random sums of mixed families.
if(TARGET grundy)
  set(sg_grundy_sum_dir ${CMAKE_CURRENT_SOURCE_DIR}/cli/grundy_sum)
  file(GLOB sg_grundy_sum_cases CONFIGURE_DEPENDS ${sg_grundy_sum_dir}/*.args)
  foreach(sg_case_args IN LISTS sg_grundy_sum_cases)
    get_filename_component(sg_case "${sg_case_args}" NAME_WE)
    add_test(NAME grundy.sum.${sg_case}
      COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:grundy> -DCASE=${sg_grundy_sum_dir}/${sg_case}
              -P ${PROJECT_SOURCE_DIR}/cmake/run-example.cmake)
  endforeach()

  if(TARGET test_cli_sum)
    add_dependencies(test_cli_sum grundy)
    set_tests_properties(test_cli_sum PROPERTIES
      ENVIRONMENT "SG_GRUNDY=$<TARGET_FILE:grundy>;SG_GRUNDY_SUM_CASES=${sg_grundy_sum_dir}")
  endif()
endif()
