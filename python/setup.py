"""Builds the extension module sg: python/sg_python.cpp and the grundy command's parts
(tools/grundy, all but cli_main.cpp), with the headers of include/. The same sources as
CMake's sg_python target (python/CMakeLists.txt)."""
from pathlib import Path

from pybind11.setup_helpers import ParallelCompile, Pybind11Extension, build_ext
from setuptools import setup

ParallelCompile("SG_BUILD_JOBS").install()  # one compiler per core (SG_BUILD_JOBS=N: N)

here = Path(__file__).resolve().parent
root = here.parent
parts = sorted(p for p in (root / "tools" / "grundy").glob("*.cpp") if p.name != "cli_main.cpp")
sources = ["sg_python.cpp"] + ["../tools/grundy/" + p.name for p in parts]
# Every header the sources include: a later install after a change to one recompiles.
headers = [str(p) for p in sorted((root / "include").rglob("*.hpp")) + sorted((root / "tools" / "grundy").glob("*.hpp"))]

setup(
    ext_modules=[
        Pybind11Extension(
            "sg",
            sources,
            include_dirs=[str(root / "include"), str(root / "tools" / "grundy")],
            depends=headers,
            cxx_std=20,
        )
    ],
    cmdclass={"build_ext": build_ext},
)
