# ctest cases for the machine-readable outputs of grundy (tools/grundy): --format json of
# every command and family parsed back and compared with the plain output
# (grundy_formats/check_json.py), and --plot FILE.svg parsed back as XML with its marks,
# labels and bands compared with the values (grundy_formats/check_svg.py).
if(TARGET grundy)
  find_package(Python3 COMPONENTS Interpreter)
  if(Python3_Interpreter_FOUND)
    add_test(NAME grundy.format.json
      COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/cli/grundy_formats/check_json.py $<TARGET_FILE:grundy>)
    add_test(NAME grundy.format.svg
      COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/cli/grundy_formats/check_svg.py $<TARGET_FILE:grundy>
              ${CMAKE_CURRENT_BINARY_DIR}/grundy_svg)
  endif()
endif()
