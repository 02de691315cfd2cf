#!/usr/bin/env bash
# tools/platforms.sh [m32] [windows]: sg on the judges' platforms (default: both parts).
#   m32      a 32-bit build (g++ -m32 -O2, SG_WERROR=ON) in build/m32 of part of the
#            test suite, test_odr, the grundy tool, every program of examples/ and two of
#            docs/examples/ (together they include every public header), then ctest on
#            those tests, the examples' bundled inputs (example.*), the two documented
#            outputs (doc.*) and the grundy cases (grundy.*): size_t of 32 bits, as on a
#            32-bit judge. On a kernel that does not run 32-bit programs (no IA-32
#            emulation), everything but the man page is built and nothing run, and the
#            summary says so.
#   windows  every examples/<name>.cpp built with MinGW-w64 (x86_64-w64-mingw32-g++-posix
#            -std=c++20 -O2 -static -I include, with sg's warnings as errors), as on
#            Codeforces, where long is 32 bits; each .exe run under wine on every
#            examples/data/<name>.<case>.in with the rules of cmake/run-example.cmake
#            (stdout equal to <case>.out, exit status <case>.status or 0, stderr one line
#            holding <case>.err). A Windows program writes "\r\n" for "\n" in text mode, so
#            CR LF pairs in stdout and stderr are read as LF before comparing.
# Installs what it needs if missing (Debian/Ubuntu, as root or with sudo): the tools of
# tools/install-deps.sh, g++-multilib, g++-mingw-w64-x86-64-posix, wine and wine64. Wine
# runs without a display in a throwaway prefix (WINEPREFIX in a temporary directory).
# Prints one line per program (and per failing case), then "N passed, M failed", counting
# the 32-bit build as one, each 32-bit ctest case, each Windows build and each Windows run;
# exits 1 if anything failed. JOBS (default 2) sets the parallel build jobs.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=${JOBS:-2}
parts=("$@")
[ ${#parts[@]} -eq 0 ] && parts=(m32 windows)
for p in "${parts[@]}"; do
  case $p in m32 | windows) ;; *) echo "platforms.sh: unknown part '$p' (m32, windows)" >&2; exit 2 ;; esac
done
wants() { [[ " ${parts[*]} " == *" $1 "* ]]; }

passed=0
failed=0
skipped=0  # parts built but not run, for want of the machine's support
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); }

# ---- packages
bash tools/install-deps.sh
packages=(perl)
wants m32 && packages+=(g++-multilib)
wants windows && packages+=(g++-mingw-w64-x86-64-posix wine wine64)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  echo "platforms: installing ${missing[*]}" >&2
  $sudo apt-get update
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "${missing[@]}"
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/sg-platforms.XXXXXX")
cleanup() {
  if [ -n "${WINEPREFIX:-}" ] && [ -d "$WINEPREFIX" ] && command -v wineserver >/dev/null; then
    wineserver -k >/dev/null 2>&1 || true
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT

# ---- 32-bit
# Tests that, with examples/, tools/grundy and two programs of docs/examples, #include
# every public header (checked below). The other tests are left out for time; they build
# and pass with -m32 as well, except test_subtraction and test_subtraction_segments
# (their own code indexes vectors with 64-bit integers: -Wconversion) and test_wythoff (its references use unsigned __int128,
# which -m32 lacks). Of the documented outputs, doc.search would differ: which entries
# its bounded table keeps depends on the states' hashes, which are size_t.
m32_tests=(test_error test_game test_value test_mex test_nimber test_memo test_periodic test_queries
           test_grundy test_nim test_input test_digraph test_arithmetic_period test_octal_period
           test_token_graph test_misere_sj test_cli_search test_bitboard)
m32_docs=(split dot)  # docs/examples/doc_<name>.cpp: grundys_game.hpp and io/dot.hpp
run_m32() {
  local build=build/m32 start=$SECONDS src
  local programs=() sources=(tests/odr/*.cpp tools/grundy/*.cpp tools/grundy/*.hpp)
  for src in "${m32_tests[@]}"; do
    if [ -f "tests/$src.cpp" ]; then sources+=("tests/$src.cpp"); else sources+=("tests/cli/$src.cpp"); fi
  done
  for src in examples/*.cpp "${m32_docs[@]/#/docs/examples/doc_}"; do
    src=${src%.cpp}.cpp
    programs+=("$(basename "$src" .cpp)")
    sources+=("$src")
  done
  # Every public header must be included by one of the programs built.
  local h uncovered=()
  for h in $(cd include && find sg -name '*.hpp' ! -path '*/detail/*' | sort); do
    grep -qs "#include <$h>" "${sources[@]}" || uncovered+=("$h")
  done
  if [ ${#uncovered[@]} -gt 0 ]; then
    echo "m32      no program of the 32-bit build includes: ${uncovered[*]}"
    fail
  fi
  local log=$tmp/m32-build.log
  # Whether this kernel runs 32-bit programs at all (some virtual machines' kernels are
  # built without IA-32 emulation: every such program fails with "Exec format error").
  # Where it does not, everything is still built with -m32 -Werror, and nothing is run.
  local runs=true man=grundy_man
  printf 'int main() { return 0; }\n' >"$tmp/probe.cpp"
  if g++ -m32 "$tmp/probe.cpp" -o "$tmp/probe32" >/dev/null 2>&1 && ! "$tmp/probe32" >/dev/null 2>&1; then
    runs=false
    man=  # the man page is made by running grundy --help
  fi
  # At -O2, the judges' level, grundy too (the Release build keeps -O3 for the tools).
  if ! cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE="-O2 -DNDEBUG" \
      -DCMAKE_CXX_COMPILER=g++ -DCMAKE_CXX_FLAGS=-m32 -DCMAKE_EXE_LINKER_FLAGS=-m32 -DSG_WERROR=ON \
      -DSG_BUILD_BENCH=OFF >"$log" 2>&1 ||
     ! nice -n 10 cmake --build "$build" -j "$jobs" \
         --target test_odr grundy $man "${m32_tests[@]}" "${programs[@]}" >>"$log" 2>&1; then
    echo "m32      build FAILED ($((SECONDS - start)) s); the first errors:"
    grep -E 'error|FAILED' "$log" | head -20 | sed 's/^/           /'
    fail
    return
  fi
  echo "m32      build ok: ${#m32_tests[@]} tests, test_odr, grundy and ${#programs[@]} example programs ($((SECONDS - start)) s)"
  pass
  if ! $runs; then
    echo "m32      not run: this kernel does not execute 32-bit programs (a -m32 'int main' fails to start); built only"
    skipped=$((skipped + 1))
    return
  fi
  local regex
  regex="^($(IFS='|'; echo "test_odr|${m32_tests[*]}"))\$|^doc\.($(IFS='|'; echo "${m32_docs[*]}"))\$|^example\.|^grundy\."
  local out=$tmp/m32-ctest.log
  ctest --test-dir "$build" -R "$regex" -j "$jobs" --timeout 600 --output-on-failure >"$out" 2>&1 || true
  local summary total nfail
  summary=$(grep -E 'tests passed, [0-9]+ tests? failed out of [0-9]+' "$out" || true)
  if [ -z "$summary" ]; then
    echo "m32      ctest gave no summary:"
    tail -20 "$out" | sed 's/^/           /'
    fail
    return
  fi
  total=$(sed -E 's/.* out of ([0-9]+).*/\1/' <<<"$summary")
  nfail=$(sed -E 's/.* ([0-9]+) tests? failed.*/\1/' <<<"$summary")
  passed=$((passed + total - nfail))
  failed=$((failed + nfail))
  echo "m32      ctest: $((total - nfail)) passed, $nfail failed ($((SECONDS - start)) s in all)"
  if [ "$nfail" -gt 0 ]; then
    sed -n '/The following tests FAILED/,$p' "$out" | sed 's/^/           /'
  fi
}

# ---- Windows
# Runs one case of an example as cmake/run-example.cmake does; prints nothing when it
# passes, else why. $1 the .exe, $2 the input, $3 the case path without .in.
check_case() {
  local exe=$1 input=$2 base=$3 args=() line status want_status=0 out=$tmp/out err=$tmp/err
  if [ -f "$base.args" ]; then
    while IFS= read -r line || [ -n "$line" ]; do [ -n "$line" ] && args+=("$line"); done <"$base.args"
  fi
  # A lost connection to the wineserver ("wine client error: ...") is wine's failure, not
  # the program's: such a run is made again, twice at most (counted in $tmp/retries).
  local attempt
  for attempt in 1 2 3; do
    status=0
    timeout 120 wine "$exe" "${args[@]}" <"$input" >"$out.raw" 2>"$err.raw" || status=$?
    grep -q '^wine client error:' "$err.raw" || break
    [ "$attempt" = 3 ] || echo x >>"$tmp/retries"
  done
  perl -pe 's/\r\n\z/\n/' "$out.raw" >"$out"
  perl -pe 's/\r\n\z/\n/' "$err.raw" >"$err"
  [ -f "$base.status" ] && want_status=$(tr -d ' \t\r\n' <"$base.status")
  if [ "$status" != "$want_status" ]; then
    echo "exit status $status, expected $want_status; stderr: $(head -c 300 "$err")"
    return
  fi
  if [ -f "$base.out" ]; then
    if ! cmp -s "$out" "$base.out"; then
      echo "stdout differs from $(basename "$base").out:"
      diff "$base.out" "$out" | head -6 | sed 's/^/  /'
      return
    fi
  elif [ "$want_status" = 0 ]; then
    echo "no $(basename "$base").out beside the input"
    return
  fi
  if [ -f "$base.err" ]; then
    local want text lines
    want=$(sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//' "$base.err")
    text=$(cat "$err")
    lines=$(tr -cd '\n' <"$err" | wc -c)
    if [[ "$text" != *"$want"* ]]; then
      echo "stderr lacks '$want'; stderr: $(head -c 300 "$err")"
    elif [ "$lines" -gt 1 ]; then
      echo "stderr has $lines lines, expected one: $(head -c 300 "$err")"
    fi
  fi
}

run_windows() {
  local start=$SECONDS cxx
  cxx=$(command -v x86_64-w64-mingw32-g++-posix || command -v x86_64-w64-mingw32-g++ || true)
  if [ -z "$cxx" ]; then
    echo "windows  no MinGW-w64 g++ (x86_64-w64-mingw32-g++-posix)"
    fail
    return
  fi
  local dir=build/windows
  mkdir -p "$dir"
  local flags=(-std=c++20 -O2 -static -I include
               -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion -Wnon-virtual-dtor -Wold-style-cast
               -Wcast-align -Woverloaded-virtual -Wnull-dereference -Wimplicit-fallthrough -Werror)
  # Builds, JOBS at a time; each leaves $tmp/<name>.build (its status) and .log.
  local names=() src name
  for src in examples/*.cpp; do names+=("$(basename "$src" .cpp)"); done
  for name in "${names[@]}"; do
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
    ( rc=0
      nice -n 10 "$cxx" "${flags[@]}" "examples/$name.cpp" -o "$dir/$name.exe" >"$tmp/$name.log" 2>&1 || rc=$?
      echo "$rc" >"$tmp/$name.build" ) &
  done
  wait
  echo "windows  built ${#names[@]} examples with $(basename "$cxx") $("$cxx" -dumpversion) ($((SECONDS - start)) s)"

  # Wine, without a display, in a prefix of its own.
  local wine_ok=1 why=""
  export WINEPREFIX=$tmp/wineprefix WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
  unset DISPLAY WAYLAND_DISPLAY
  if ! command -v wine >/dev/null; then
    wine_ok=0 why="no wine command"
  elif ! timeout 300 wineboot --init >"$tmp/wineboot.log" 2>&1; then
    wine_ok=0 why="wineboot --init failed: $(tail -c 300 "$tmp/wineboot.log")"
  fi
  local runs_start=$SECONDS
  for name in "${names[@]}"; do
    local rc note
    rc=$(cat "$tmp/$name.build" 2>/dev/null || echo 1)
    if [ "$rc" != 0 ]; then
      echo "windows  $name: build FAILED"
      head -20 "$tmp/$name.log" | sed 's/^/           /'
      fail
      continue
    fi
    pass
    local inputs=() in n_pass=0 n_fail=0 problems=()
    for in in examples/data/"$name".*.in examples/data/"$name".in; do [ -f "$in" ] && inputs+=("$in"); done
    if [ "$wine_ok" = 0 ]; then
      echo "windows  $name: built; ${#inputs[@]} runs not made ($why)"
      failed=$((failed + ${#inputs[@]}))
      continue
    fi
    for in in "${inputs[@]}"; do
      note=$(check_case "$dir/$name.exe" "$in" "${in%.in}")
      if [ -z "$note" ]; then
        n_pass=$((n_pass + 1))
      else
        n_fail=$((n_fail + 1))
        problems+=("$(basename "${in%.in}"): $note")
      fi
    done
    passed=$((passed + n_pass))
    failed=$((failed + n_fail))
    if [ "$n_fail" = 0 ]; then
      echo "windows  $name: build ok, $n_pass of ${#inputs[@]} runs passed"
    else
      echo "windows  $name: build ok, $n_fail of ${#inputs[@]} runs FAILED"
      printf '%s\n' "${problems[@]}" | sed 's/^/           /'
    fi
  done
  local retries=0
  [ -f "$tmp/retries" ] && retries=$(wc -l <"$tmp/retries")
  echo "windows  runs under wine: $((SECONDS - runs_start)) s; $((SECONDS - start)) s in all;" \
       "$retries made again after a wine client error"
}

if wants m32; then run_m32; fi
if wants windows; then run_windows; fi
echo "$passed passed, $failed failed$([ "$skipped" -gt 0 ] && echo ", $skipped built but not run")"
[ "$failed" -eq 0 ]
