#!/usr/bin/env bash
# Builds the examples (Release) and runs each on its bundled inputs in examples/data/,
# with the compiled examples of docs/. Installs the build tools first if missing.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
cmake --workflow --preset examples
