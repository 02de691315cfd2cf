#!/usr/bin/env bash
# The weight of contest solutions: for each program given (default: every examples/*.cpp),
# its size as written, expanded whole and reduced to what it uses (tools/sg-expand.py),
# each plain and with -s, and the processor seconds (user + system) g++ -std=c++20 -O2
# takes to compile the whole and the reduced -s file, and, where bench/hand/NAME.cpp
# holds a hand-written solution of the same problem, that solution, in the same run,
# with the ratios reduced / whole and reduced / hand.
#
#   bash bench/contest_expand.sh [PROGRAM.cpp ...]
#
# Prints one Markdown table row a program (the table of docs/contest.md). A reduction
# that falls back to the whole expansion stops the script (--strict).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
expand=("python3" "$root/tools/sg-expand.py")
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
programs=("$@")
if [ ${#programs[@]} -eq 0 ]; then programs=("$root"/examples/*.cpp); fi

cpu() {  # processor seconds (user + system) of one compile, the compiler's children included
  python3 - "$1" "$work/a.out" <<'PY'
import resource, subprocess, sys
subprocess.run(["g++", "-std=c++20", "-O2", "-o", sys.argv[2], sys.argv[1]], check=True)
r = resource.getrusage(resource.RUSAGE_CHILDREN)
print(f"{r.ru_utime + r.ru_stime:.2f}", end="")
PY
}

echo "| program | source | whole | whole, -s | reduced | reduced, -s | compile whole -s (s) | reduced -s (s) | reduced / whole | hand (s) | reduced / hand |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
for src in "${programs[@]}"; do
  name="$(basename "$src" .cpp)"
  "${expand[@]}" --whole "$src" -o "$work/whole.cpp"
  "${expand[@]}" --whole -s "$src" -o "$work/whole_s.cpp"
  "${expand[@]}" --strict "$src" -o "$work/reduced.cpp"
  "${expand[@]}" --strict -s "$src" -o "$work/reduced_s.cpp"
  cw=$(cpu "$work/whole_s.cpp")
  cr=$(cpu "$work/reduced_s.cpp")
  ratio=$(awk -v a="$cr" -v b="$cw" 'BEGIN { printf "%.2f", a / b }')
  hand="$root/bench/hand/$name.cpp" ch="" rh=""
  if [ -f "$hand" ]; then
    ch=$(cpu "$hand")
    rh=$(awk -v a="$cr" -v b="$ch" 'BEGIN { printf "%.2f", a / b }')
  fi
  printf '| `%s` | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' "$name" "$(wc -c < "$src")" \
    "$(wc -c < "$work/whole.cpp")" "$(wc -c < "$work/whole_s.cpp")" "$(wc -c < "$work/reduced.cpp")" \
    "$(wc -c < "$work/reduced_s.cpp")" "$cw" "$cr" "$ratio" "$ch" "$rh"
done
