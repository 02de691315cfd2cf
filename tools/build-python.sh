#!/usr/bin/env bash
# tools/build-python.sh [--install]: builds the Python module sg (docs/python.md) into
# build/python/python with /usr/bin/python3's headers, installing what it needs first
# (tools/install-deps.sh). Prints the PYTHONPATH to use; with --install, copies the module
# into that interpreter's site-packages instead.
set -euo pipefail
cd "$(dirname "$0")/.."
install=false
case ${1:-} in
  '') ;;
  --install) install=true ;;
  *) echo "build-python.sh: unknown argument '$1' (only --install)" >&2; exit 2 ;;
esac
bash tools/install-deps.sh
python=/usr/bin/python3
cmake -S . -B build/python -G Ninja -DCMAKE_BUILD_TYPE=Release -DPython3_EXECUTABLE="$python" \
  -DSG_BUILD_PYTHON=ON -DSG_BUILD_TESTS=OFF -DSG_BUILD_EXAMPLES=OFF -DSG_BUILD_BENCH=OFF -DSG_WERROR=OFF >/dev/null
cmake --build build/python --target sg_python
module=$(ls build/python/python/sg.*.so)
if $install; then
  site=$("$python" -c 'import site; print(site.getsitepackages()[0])')
  mkdir -p "$site"
  cp "$module" "$site/"
  echo "build-python.sh: installed $(basename "$module") into $site"
else
  echo "build-python.sh: built $module; use it with"
  echo "  export PYTHONPATH=$PWD/build/python/python"
fi
"$python" -c "import sys; sys.path.insert(0, '$PWD/build/python/python'); import sg; assert sg.octal('0.77').period() == (71, 12)"
