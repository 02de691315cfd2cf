# docs.problems_zh: tests/docs/check_docs.py: every example is in the problem index
# (docs/problems.md and docs/zh/problems.md), every recipe of docs/contest.md is linked
# from it, every page of docs/zh/ links to its English original, and the code blocks of
# docs/zh/ are blocks of the English pages or compiled files.
find_package(Python3 COMPONENTS Interpreter)
if(Python3_Interpreter_FOUND)
  add_test(NAME docs.problems_zh COMMAND ${Python3_EXECUTABLE} -B ${CMAKE_CURRENT_SOURCE_DIR}/docs/check_docs.py
           ${PROJECT_SOURCE_DIR})
endif()
