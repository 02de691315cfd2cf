# The Debian package: cpack -G DEB in the build folder BUILD, the .deb unpacked with
# dpkg-deb -x into WORK/root, then tests/consumer built against the unpacked tree through
# find_package(sg) (CMAKE_PREFIX_PATH) and through pkg-config --cflags sg, and the
# packaged grundy run.
#   cmake -DBUILD=... -DWORK=... -DCONSUMER=... -DCXX=... -DCPACK=... -DDPKG_DEB=...
#         -DPKG_CONFIG=... -DVERSION=... -P package.cmake
file(REMOVE_RECURSE "${WORK}")
function(run what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE r OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT r EQUAL 0)
    message(FATAL_ERROR "${what} failed (${r}):\n${out}\n${err}")
  endif()
  set(out "${out}" PARENT_SCOPE)
endfunction()

run("cpack -G DEB" ${CPACK} -G DEB --config ${BUILD}/CPackConfig.cmake -B ${WORK}/cpack)
file(GLOB debs "${WORK}/cpack/*.deb")
list(LENGTH debs n)
if(NOT n EQUAL 1)
  message(FATAL_ERROR "cpack made ${n} .deb files: ${debs}")
endif()

# What the package holds: headers, CMake package files, sg.pc, grundy and its man page.
run("dpkg-deb -c" ${DPKG_DEB} -c ${debs})
foreach(f IN ITEMS usr/include/sg/sg.hpp usr/include/sg/detail/config.hpp usr/share/cmake/sg/sg-config.cmake
                   usr/share/cmake/sg/sg-config-version.cmake usr/share/cmake/sg/sg-targets.cmake
                   usr/share/pkgconfig/sg.pc usr/bin/grundy usr/share/man/man1/grundy.1)
  string(FIND "${out}" " ./${f}\n" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the package has no ${f}:\n${out}")
  endif()
endforeach()
run("dpkg-deb -f" ${DPKG_DEB} -f ${debs} Package Version)
if(NOT out MATCHES "Package: sg\nVersion: ${VERSION}\n")
  message(FATAL_ERROR "package control fields:\n${out}")
endif()
run("dpkg-deb -x" ${DPKG_DEB} -x ${debs} ${WORK}/root)
set(root ${WORK}/root/usr)

# 1. find_package(sg) with CMAKE_PREFIX_PATH; the package found must be the unpacked one.
run("configuring the find_package consumer" ${CMAKE_COMMAND} -G Ninja -S ${CONSUMER} -B ${WORK}/find_package
    -DSG_MODE=find_package -DCMAKE_CXX_COMPILER=${CXX} -DCMAKE_PREFIX_PATH=${root}
    -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF)
file(STRINGS ${WORK}/find_package/CMakeCache.txt sg_dir REGEX "^sg_DIR:")
if(NOT sg_dir STREQUAL "sg_DIR:PATH=${root}/share/cmake/sg")
  message(FATAL_ERROR "find_package(sg) found '${sg_dir}', not the unpacked package under ${root}")
endif()
run("building the find_package consumer" ${CMAKE_COMMAND} --build ${WORK}/find_package)
run("the find_package consumer" ${WORK}/find_package/consumer)
if(NOT out STREQUAL "2\n")
  message(FATAL_ERROR "the find_package consumer printed '${out}'")
endif()

# 2. pkg-config, looking only at the unpacked package.
set(pc_env ${CMAKE_COMMAND} -E env PKG_CONFIG_LIBDIR=${root}/share/pkgconfig PKG_CONFIG_PATH=)
run("pkg-config --modversion sg" ${pc_env} ${PKG_CONFIG} --modversion sg)
if(NOT out STREQUAL "${VERSION}\n")
  message(FATAL_ERROR "pkg-config --modversion sg: '${out}', not ${VERSION}")
endif()
run("pkg-config --cflags sg" ${pc_env} ${PKG_CONFIG} --cflags sg)
string(STRIP "${out}" cflags)
separate_arguments(cflags UNIX_COMMAND "${cflags}")
list(GET cflags 0 first)
string(REGEX REPLACE "^-I" "" include_dir "${first}")
if(NOT EXISTS "${include_dir}/sg/sg.hpp")
  message(FATAL_ERROR "pkg-config --cflags sg gives '${cflags}': no sg/sg.hpp there")
endif()
file(MAKE_DIRECTORY ${WORK}/pkg-config)
run("compiling the consumer with pkg-config --cflags sg" ${CXX} -std=c++20 ${cflags} ${CONSUMER}/main.cpp
    -o ${WORK}/pkg-config/consumer)
run("the pkg-config consumer" ${WORK}/pkg-config/consumer)
if(NOT out STREQUAL "2\n")
  message(FATAL_ERROR "the pkg-config consumer printed '${out}'")
endif()

# 3. The packaged explorer answers.
run("the packaged grundy" ${root}/bin/grundy octal 0.137 --period)
if(NOT out STREQUAL "preperiod 52 period 34\n")
  message(FATAL_ERROR "the packaged grundy printed '${out}'")
endif()
message(STATUS "package ${debs}: contents, find_package, pkg-config and grundy checked")
