# ctest cases for `grundy play` (tools/grundy/cli_play.cpp).
#   grundy.play.<case>  a scripted game from the files in tests/cli/grundy_play/, read by
#                       cmake/run-example.cmake: <case>.args the arguments, one per line
#                       ("play", then each PART and option), <case>.in the human's lines,
#                       <case>.out the exact stdout, <case>.status and <case>.err for the
#                       games that end with an error (a bad PART, end of input)
#   grundy.play.games   tests/cli/play/check_play.py: random games through pipes, against a
#                       search of the whole sum written from the families' rules
if(TARGET grundy)
  set(sg_grundy_play_dir ${CMAKE_CURRENT_SOURCE_DIR}/cli/grundy_play)
  file(GLOB sg_grundy_play_cases CONFIGURE_DEPENDS ${sg_grundy_play_dir}/*.args)
  foreach(sg_case_args IN LISTS sg_grundy_play_cases)
    get_filename_component(sg_case "${sg_case_args}" NAME_WE)
    set(sg_case_input)
    if(EXISTS ${sg_grundy_play_dir}/${sg_case}.in)
      set(sg_case_input -DINPUT=${sg_grundy_play_dir}/${sg_case}.in)
    endif()
    add_test(NAME grundy.play.${sg_case}
      COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:grundy> -DCASE=${sg_grundy_play_dir}/${sg_case}
              ${sg_case_input} -P ${PROJECT_SOURCE_DIR}/cmake/run-example.cmake)
  endforeach()

  find_package(Python3 COMPONENTS Interpreter)
  if(Python3_Interpreter_FOUND)
    add_test(NAME grundy.play.games
      COMMAND ${Python3_EXECUTABLE} -B ${CMAKE_CURRENT_SOURCE_DIR}/cli/play/check_play.py $<TARGET_FILE:grundy>
              --games 300)
  endif()
endif()
