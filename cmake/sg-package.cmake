# sg-package: what `cmake --install` and `cpack` ship besides the headers and the CMake
# package files: sg.pc for pkg-config, the man page grundy.1 (written at build time from
# `grundy --help` by cmake/grundy-man.py), and the CPack settings for a Debian package:
#   cpack -G DEB          (in the build folder: sg_<version>_<arch>.deb)

# sg.pc, installed beside the CMake package files' data: <datadir>/pkgconfig (the library
# is the same on every architecture). Its prefix is relative to the file (${pcfiledir}).
set(sg_pc_dir ${CMAKE_INSTALL_DATADIR}/pkgconfig)
if(IS_ABSOLUTE "${sg_pc_dir}")
  set(SG_PC_PREFIX "${CMAKE_INSTALL_PREFIX}")
else()
  set(SG_PC_PREFIX "\${pcfiledir}")
  string(REGEX MATCHALL "[^/]+" sg_pc_parts "${sg_pc_dir}")
  foreach(part IN LISTS sg_pc_parts)
    string(APPEND SG_PC_PREFIX "/..")
  endforeach()
endif()
if(IS_ABSOLUTE "${CMAKE_INSTALL_INCLUDEDIR}")
  set(SG_PC_INCLUDEDIR "${CMAKE_INSTALL_INCLUDEDIR}")
else()
  set(SG_PC_INCLUDEDIR "\${prefix}/${CMAKE_INSTALL_INCLUDEDIR}")
endif()
configure_file(${CMAKE_CURRENT_LIST_DIR}/sg.pc.in ${CMAKE_CURRENT_BINARY_DIR}/sg.pc @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/sg.pc DESTINATION ${sg_pc_dir})

# grundy.1 from the same text as `grundy --help`, so the two never differ.
if(TARGET grundy)
  find_package(Python3 COMPONENTS Interpreter)
  if(Python3_Interpreter_FOUND)
    set(SG_GRUNDY_MAN ${CMAKE_CURRENT_BINARY_DIR}/man/grundy.1)
    add_custom_command(OUTPUT ${SG_GRUNDY_MAN}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_CURRENT_BINARY_DIR}/man
      COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/grundy-man.py $<TARGET_FILE:grundy> ${SG_GRUNDY_MAN}
      DEPENDS grundy ${CMAKE_CURRENT_LIST_DIR}/grundy-man.py
      COMMENT "Generating man/grundy.1 from grundy --help"
      VERBATIM)
    add_custom_target(grundy_man ALL DEPENDS ${SG_GRUNDY_MAN})
    install(FILES ${SG_GRUNDY_MAN} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
  else()
    message(STATUS "sg: Python 3 not found; the man page grundy.1 will not be built")
  endif()
endif()

# CPack: a Debian package of everything installed, under /usr.
if(PROJECT_IS_TOP_LEVEL)
  set(SG_PACKAGE_CONTACT "sg developers" CACHE STRING "Maintainer field of the Debian package")
  set(CPACK_PACKAGE_NAME sg)
  set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
  set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
  set(CPACK_PACKAGE_DESCRIPTION
      "Header-only C++20 library for impartial games (Grundy values, sums, winning moves, the classic families) with the grundy command-line explorer.")
  set(CPACK_PACKAGE_CONTACT "${SG_PACKAGE_CONTACT}")
  set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
  set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
  set(CPACK_GENERATOR DEB)
  set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
  set(CPACK_DEBIAN_PACKAGE_SECTION libdevel)
  find_program(SG_DPKG_SHLIBDEPS dpkg-shlibdeps)
  if(SG_DPKG_SHLIBDEPS)
    set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)  # the dependencies of the grundy binary
  else()
    set(CPACK_DEBIAN_PACKAGE_DEPENDS "libc6, libgcc-s1, libstdc++6")
  endif()
  set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build[^/]*/")
  include(CPack)
endif()
