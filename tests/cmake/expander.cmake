# Contest delivery: tools/sg-expand.py inlines sg into one source file for a judge.
#   expander.unit            the expander's own tests (tests/expander/test_*.py)
#   expander.build.<name>    examples/<name>.cpp expanded, then compiled alone, as a judge
#                            would: ${CMAKE_CXX_COMPILER} -std=c++20 -O2, no -I
#   expander.run.<case>      that program on examples/data/<case>.in (as example.<case>)
#   expander.single_header   sg_all.hpp (target sg_all) compiles alone, in two translation
#                            units of one program, and passes a smoke test
#   expander.recipes         the programs of docs/contest.md, expanded, compiled alone and
#                            run: their output must equal the text block under each
find_package(Python3 COMPONENTS Interpreter)
if(NOT Python3_Interpreter_FOUND)
  message(STATUS "sg: Python 3 not found; skipping the expander tests")
else()
  set(sg_expander ${PROJECT_SOURCE_DIR}/tools/sg-expand.py)
  set(sg_expander_dir ${CMAKE_CURRENT_SOURCE_DIR}/expander)
  set(sg_expander_work ${CMAKE_CURRENT_BINARY_DIR}/expander)

  add_test(NAME expander.unit
    COMMAND ${Python3_EXECUTABLE} -B -m unittest discover -s ${sg_expander_dir} -p "test_*.py")
  set_tests_properties(expander.unit PROPERTIES ENVIRONMENT
    "SG_EXPAND=${sg_expander};SG_LIB=${PROJECT_SOURCE_DIR}/include;SG_CXX=${CMAKE_CXX_COMPILER}" COST 19)

  # Every example, with every bundled input: expanded once, compiled once, run per input.
  file(GLOB sg_expander_examples CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/examples/*.cpp)
  foreach(sg_x_src IN LISTS sg_expander_examples)
    get_filename_component(sg_x_name "${sg_x_src}" NAME_WE)
    set(sg_x_work ${sg_expander_work}/${sg_x_name})
    add_test(NAME expander.build.${sg_x_name}
      COMMAND ${CMAKE_COMMAND} -DPYTHON=${Python3_EXECUTABLE} -DEXPANDER=${sg_expander}
              -DLIB=${PROJECT_SOURCE_DIR}/include -DSOURCE=${sg_x_src} -DWORK=${sg_x_work} -DCXX=${CMAKE_CXX_COMPILER}
              -P ${sg_expander_dir}/build-example.cmake)
    set_tests_properties(expander.build.${sg_x_name} PROPERTIES FIXTURES_SETUP expander.${sg_x_name})
    set(sg_x_data ${PROJECT_SOURCE_DIR}/examples/data)
    file(GLOB sg_x_inputs CONFIGURE_DEPENDS "${sg_x_data}/${sg_x_name}.*.in" "${sg_x_data}/${sg_x_name}.in")
    foreach(sg_x_in IN LISTS sg_x_inputs)
      get_filename_component(sg_x_case "${sg_x_in}" NAME_WLE)
      add_test(NAME expander.run.${sg_x_case}
        COMMAND ${CMAKE_COMMAND} -DPROGRAM=${sg_x_work}/${sg_x_name} -DINPUT=${sg_x_in} -DCASE=${sg_x_data}/${sg_x_case}
                -P ${PROJECT_SOURCE_DIR}/cmake/run-example.cmake)
      set_tests_properties(expander.run.${sg_x_case} PROPERTIES FIXTURES_REQUIRED expander.${sg_x_name})
    endforeach()
  endforeach()

  add_test(NAME expander.recipes
    COMMAND ${Python3_EXECUTABLE} -B ${sg_expander_dir}/check_recipes.py ${PROJECT_SOURCE_DIR}/docs/contest.md
            --expander ${sg_expander} --lib ${PROJECT_SOURCE_DIR}/include --cxx ${CMAKE_CXX_COMPILER}
            --work ${sg_expander_work}/recipes)
  set_tests_properties(expander.recipes PROPERTIES COST 34)  # started first: see tests/CMakeLists.txt

  if(TARGET sg_all)
    add_test(NAME expander.single_header
      COMMAND ${CMAKE_COMMAND} -DHEADER=${CMAKE_BINARY_DIR}/single_include/sg_all.hpp
              -DSMOKE=${sg_expander_dir} -DWORK=${sg_expander_work}/single_header -DCXX=${CMAKE_CXX_COMPILER}
              -P ${sg_expander_dir}/single-header.cmake)
  endif()
endif()
