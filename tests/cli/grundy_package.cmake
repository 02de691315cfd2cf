# ctest case package.deb (tests/consumer/package.cmake): cpack builds the Debian package
# of this build folder, dpkg-deb unpacks it, and tests/consumer builds against it through
# find_package(sg) and through pkg-config. Needs the grundy binary and its man page
# (tools on, Python 3), dpkg-deb and pkg-config; skipped without them.
find_program(SG_DPKG_DEB dpkg-deb)
find_program(SG_PKG_CONFIG pkg-config)
if(TARGET grundy AND TARGET grundy_man AND SG_DPKG_DEB AND SG_PKG_CONFIG AND PROJECT_IS_TOP_LEVEL)
  add_test(NAME package.deb
    COMMAND ${CMAKE_COMMAND} -DBUILD=${PROJECT_BINARY_DIR} -DWORK=${CMAKE_CURRENT_BINARY_DIR}/package
            -DCONSUMER=${CMAKE_CURRENT_SOURCE_DIR}/consumer -DCXX=${CMAKE_CXX_COMPILER} -DCPACK=${CMAKE_CPACK_COMMAND}
            -DDPKG_DEB=${SG_DPKG_DEB} -DPKG_CONFIG=${SG_PKG_CONFIG} -DVERSION=${PROJECT_VERSION}
            -P ${CMAKE_CURRENT_SOURCE_DIR}/consumer/package.cmake)
  set_tests_properties(package.deb PROPERTIES TIMEOUT 300)
elseif(TARGET grundy)
  message(STATUS "sg: the package test needs dpkg-deb, pkg-config and Python 3; package.deb is not run")
endif()
if(TARGET grundy_man)
  find_package(Python3 COMPONENTS Interpreter)
  add_test(NAME grundy.man
    COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/cli/grundy_formats/check_man.py $<TARGET_FILE:grundy>
            ${SG_GRUNDY_MAN})
endif()
