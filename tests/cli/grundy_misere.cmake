# ctest cases for `grundy misere` (tools/grundy/cli_misere.cpp). Each case is a set of
# files in tests/cli/grundy_misere/ read by cmake/run-example.cmake:
#   <case>.args    the arguments, one per line
#   <case>.out     the exact stdout
#   <case>.status  the exit status when not 0 (2 bad arguments, 3 no quotient within the
#                  bounds), with <case>.err, a text stderr must contain
# The --outcome answers are those of sg::misere searching the whole sum as one game (the
# period_outcome cases: heaps of 4e9 and 4e9 + 1 have the elements of 8 and 9 in 0.75,
# whose sums 8 + 1 + 2 and 9 + 3 the search answers); the quotients and genera are those
# test_misere_quotient checks against the same search.
if(TARGET grundy)
  set(sg_grundy_misere_dir ${CMAKE_CURRENT_SOURCE_DIR}/cli/grundy_misere)
  file(GLOB sg_grundy_misere_cases CONFIGURE_DEPENDS ${sg_grundy_misere_dir}/*.args)
  foreach(sg_case_args IN LISTS sg_grundy_misere_cases)
    get_filename_component(sg_case "${sg_case_args}" NAME_WE)
    add_test(NAME grundy.misere.${sg_case}
      COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:grundy> -DCASE=${sg_grundy_misere_dir}/${sg_case}
              -P ${PROJECT_SOURCE_DIR}/cmake/run-example.cmake)
  endforeach()
  # --resume FILE takes two runs: test_cli_misere (tests/cli/test_cli_misere.cpp).
  if(TARGET test_cli_misere)
    add_dependencies(test_cli_misere grundy)
    set_tests_properties(test_cli_misere PROPERTIES ENVIRONMENT "SG_GRUNDY=$<TARGET_FILE:grundy>")
  endif()
endif()
