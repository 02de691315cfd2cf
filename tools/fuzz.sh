#!/usr/bin/env bash
# tools/fuzz.sh [SECONDS [NAME...]]: builds every fuzzer of tests/fuzz/ (clang++ libFuzzer with
# AddressSanitizer and UndefinedBehaviorSanitizer) and runs each for SECONDS (default
# 60), $SG_FUZZ_JOBS builds or runs at a time (default: the cores); with NAMEs
# (text_input, sum, ...), only those. Prints one line per fuzzer (executions, coverage, crashes) and last
# "N fuzzers, M crashes"; exits 1 on any crash, keeping the reproducer under
# $SG_FUZZ_DIR/crashes/<fuzzer>/ (SG_FUZZ_DIR: default build/fuzz, which git ignores).
# The corpus each run grows is kept in $SG_FUZZ_DIR/corpus/<fuzzer>/ for the next run;
# the seeds (examples/data/*.in, tests/fuzz/seeds/NAME/) are read where they are, but for
# examples: each input after its program's name, written to $SG_FUZZ_DIR/seeds/examples/.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
seconds=${1:-60}
shift || true
only=" $* "
case $seconds in '' | *[!0-9]*) echo "fuzz.sh: SECONDS must be a whole number, got '$seconds'" >&2; exit 2 ;; esac
out=${SG_FUZZ_DIR:-$root/build/fuzz}
cxx=${SG_FUZZ_CXX:-clang++}
objcopy=${SG_FUZZ_OBJCOPY:-$(command -v llvm-objcopy || command -v llvm-objcopy-14 || echo objcopy)}
mkdir -p "$out"/bin "$out"/obj "$out"/logs "$out"/corpus "$out"/crashes "$out"/seeds

flags=(-std=c++20 -O1 -gline-tables-only -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all
       -I"$root/include" -I"$root/tests/support")

# The fuzzers to build and run.
names=()
for src in "$root"/tests/fuzz/fuzz_*.cpp; do
  name=$(basename "$src" .cpp)
  name=${name#fuzz_}
  if [ "$only" != "  " ] && [[ "$only" != *" $name "* ]]; then continue; fi
  names+=("$name")
done
# Is fuzzer $1 among them?
chosen() { [[ " ${names[*]} " == *" $1 "* ]]; }

# The builds run $SG_FUZZ_JOBS at a time (default: the machine's cores). spawn runs a
# command in the background once a slot is free; join waits for them all and fails if
# any failed (each failure has printed the compiler's errors).
max_jobs=${SG_FUZZ_JOBS:-$(nproc)}
spawn() {
  while [ "$(jobs -rp | wc -l)" -ge "$max_jobs" ]; do wait -n || true; done
  { "$@" || touch "$out/build-failed"; } &
}
join() {
  wait
  if [ -e "$out/build-failed" ]; then
    rm -f "$out/build-failed"
    echo "fuzz.sh: a build failed (its errors are above)" >&2
    exit 1
  fi
}
rm -f "$out/build-failed"
# Is $1 missing or older than anything under the other paths?
stale() {
  local target=$1
  shift
  [ ! -e "$target" ] || [ -n "$(find "$@" -newer "$target" -print -quit)" ]
}

# The grundy command's sources, for the fuzzers of its parsers (its main renamed, since
# libFuzzer has its own).
cli_objects=()
for src in "$root"/tools/grundy/*.cpp; do
  chosen cli || chosen subtraction_spec || break
  obj=$out/obj/$(basename "$src" .cpp).o
  cli_objects+=("$obj")
  if stale "$obj" "$root/include" "$root/tools/grundy"; then
    spawn "$cxx" "${flags[@]}" -fsanitize=fuzzer-no-link -DSG_VERSION='"fuzz"' -Dmain=sg_grundy_main \
      -c "$src" -o "$obj"
  fi
done

# The programs of examples/, for fuzz_examples: each compiled unchanged, its main renamed
# to sg_example_<name> in the object file (so it keeps main's implicit return 0).
example_object() {  # SRC NAME OBJ
  "$cxx" "${flags[@]}" -fsanitize=fuzzer-no-link -c "$1" -o "$3.tmp"
  "$objcopy" --redefine-sym main="sg_example_$2" "$3.tmp" "$3"
  rm -f "$3.tmp"
}
example_objects=()
example_list=""
for src in "$root"/examples/*.cpp; do
  chosen examples || break
  name=$(basename "$src" .cpp)
  obj=$out/obj/example_$name.o
  example_objects+=("$obj")
  example_list+="X($name) "
  if stale "$obj" "$root/include" "$src"; then spawn example_object "$src" "$name" "$obj"; fi
done

# Seeds per fuzzer: comma-separated files for -seed_inputs.
seeds() {
  local files=()
  case $1 in
    text_input) files=("$root"/examples/data/*.in) ;;
    token_graph) files=("$root"/examples/data/move_chess.*.in "$root"/examples/data/loopy_chess.*.in) ;;
    octal_code) files=("$root"/tests/fuzz/seeds/octal_code/*) ;;
    subtraction_spec) files=("$root"/tests/fuzz/seeds/subtraction_spec/*) ;;
    examples)  # "<name>\n" and then the program's input
      local f base
      rm -rf "$out/seeds/examples"
      mkdir -p "$out/seeds/examples"
      for f in "$root"/examples/data/*.in; do
        base=$(basename "$f")
        { printf '%s\n' "${base%%.*}"; cat "$f"; } >"$out/seeds/examples/$base"
        files+=("$out/seeds/examples/$base")
      done ;;
    *) [ -d "$root/tests/fuzz/seeds/$1" ] && files=("$root/tests/fuzz/seeds/$1"/*) ;;
  esac
  local IFS=,
  echo "${files[*]}"
}

# Build every fuzzer (once the objects above are built), then run them.
join
for name in "${names[@]}"; do
  src=$root/tests/fuzz/fuzz_$name.cpp
  bin=$out/bin/fuzz_$name
  extra=()
  case $name in
    subtraction_spec | cli) extra=("${cli_objects[@]}" -I"$root/tools/grundy") ;;
    examples) extra=("${example_objects[@]}" -DSG_FUZZ_EXAMPLES="$example_list") ;;
  esac
  if stale "$bin" "$root/include" "$root/tests/support" "$root/tests/fuzz" "$root/tools/grundy" "$root/examples"; then
    spawn "$cxx" "${flags[@]}" -fsanitize=fuzzer "$src" "${extra[@]}" -o "$bin"
  fi
done
join

# Runs fuzzer $1 for $seconds, its output in $out/logs/$1.log and its exit status in
# $out/logs/$1.status. The fuzzers run $max_jobs at a time, as the builds do.
run_fuzzer() {
  local name=$1 s status=0
  local log=$out/logs/$name.log
  mkdir -p "$out/corpus/$name" "$out/crashes/$name"
  local args=(-max_total_time="$seconds" -rss_limit_mb=2048 -timeout=30 -print_final_stats=1
              -artifact_prefix="$out/crashes/$name/")
  s=$(seeds "$name")
  [ -n "$s" ] && args+=(-seed_inputs="$s")
  # The programs of examples/ are slow on long inputs (a whole input is read and solved).
  [ "$name" = examples ] && args+=(-max_len=4096)
  ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1} \
    "$out/bin/fuzz_$name" "${args[@]}" "$out/corpus/$name" >"$log" 2>&1 || status=$?
  echo "$status" >"$out/logs/$name.status"
}
for name in "${names[@]}"; do
  rm -f "$out/logs/$name.status"
  spawn run_fuzzer "$name"
done
wait

# One line per fuzzer, in order.
fuzzers=0
crashes=0
for name in "${names[@]}"; do
  fuzzers=$((fuzzers + 1))
  log=$out/logs/$name.log
  status=$(cat "$out/logs/$name.status" 2>/dev/null || echo "?")
  runs=$(grep -oE 'stat::number_of_executed_units: [0-9]+' "$log" | grep -oE '[0-9]+$' | tail -1 || true)
  cov0=$(grep -E '#[0-9]+[[:space:]]+INITED' "$log" | grep -oE 'cov: [0-9]+' | grep -oE '[0-9]+' | tail -1 || true)
  cov=$(grep -oE 'cov: [0-9]+' "$log" | grep -oE '[0-9]+' | tail -1 || true)
  found=0
  if [ "$status" != 0 ]; then
    found=1
    crashes=$((crashes + 1))
  fi
  line="$name: ${runs:-?} executions in ${seconds} s, coverage ${cov:-?} edges (+$(( ${cov:-0} - ${cov0:-${cov:-0}} )) new), $found crashes"
  if [ "$found" -ne 0 ]; then
    repro=$(grep -oE 'Test unit written to [^ ]+' "$log" | tail -1 | sed 's/Test unit written to //' || true)
    line+=" (exit $status; reproducer ${repro:-none written}; log $log)"
  fi
  echo "$line"
done
echo "$fuzzers fuzzers, $crashes crashes"
[ "$crashes" -eq 0 ]
