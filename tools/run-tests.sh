#!/usr/bin/env bash
# Runs the whole test suite twice: g++ Release with -Werror, then clang++ with
# AddressSanitizer and UndefinedBehaviorSanitizer (-fno-sanitize-recover=all), less the
# expander.* and package.deb cases, which build their programs outside the sanitized build,
# and less the examples and docs examples (every header has its sanitized tests; the
# examples run sanitized on their bundled inputs in tools/fuzz.sh's fuzz_examples).
# Installs the build tools first if missing.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
# The tests run as many at a time as the machine has cores (unless CTEST_PARALLEL_LEVEL
# says otherwise); each pass prints the seconds it took.
export CTEST_PARALLEL_LEVEL=${CTEST_PARALLEL_LEVEL:-$(nproc)}
for preset in test test-sanitize; do
  start=$SECONDS
  cmake --workflow --preset "$preset"
  echo "run-tests: the $preset workflow took $((SECONDS - start)) s"
done
