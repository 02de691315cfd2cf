# Expands SOURCE (an example program) with EXPANDER into the empty directory WORK, where
# the expander's own check compiles the result alone, as a judge would: CXX -std=c++20
# -O2, no -I, no include path from the environment, so a leftover sg include cannot be
# satisfied; and with -Wall -Wextra -Werror (--cxxflags), so that what the reduction
# leaves (a parameter only a cut branch used) gives a contestant's strict flags no
# warning. The program that check compiled is WORK/<name> (--program); the
# expander.run.<case> tests run it.
# The expansion is the default one, reduced to what the program uses, with --strict: a
# reduction that cannot be made or does not compile fails here instead of falling back
# to the whole expansion.
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
get_filename_component(name "${SOURCE}" NAME_WE)
set(expanded "${WORK}/${name}.cpp")
# Comments stripped and #line markers on: the stripper meets the whole library, and a
# compiler message names the original header and line.
execute_process(COMMAND "${PYTHON}" "${EXPANDER}" --lib "${LIB}" --strip-comments --line-markers
                        --strict --cxx "${CXX}" "--cxxflags=-Wall -Wextra -Werror" --program "${WORK}/${name}"
                        "${SOURCE}" -o "${expanded}"
  RESULT_VARIABLE status ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "expanding ${SOURCE} failed (${status}): ${err}")
endif()
file(STRINGS "${expanded}" left REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"]sg/")
if(left)
  message(FATAL_ERROR "the expanded ${name}.cpp still includes: ${left}")
endif()
if(NOT EXISTS "${WORK}/${name}")
  message(FATAL_ERROR "the expander wrote no program ${WORK}/${name}")
endif()
file(SIZE "${expanded}" bytes)
message(STATUS "${name}.cpp expanded, reduced, with --strip-comments --line-markers: ${bytes} bytes")
