#!/usr/bin/env bash
# tools/build-web.sh [OUTDIR]: builds the playground (docs/web.md) into OUTDIR (default
# build/web): the WebAssembly module sg_web.js + sg_web.wasm, made by emscripten (Debian's
# emscripten) from web/sg_web.cpp and the grundy command's parts, beside the page's own
# files from web/. Serve OUTDIR with any static file server, for example
#   python3 -m http.server -d build/web 8000
# and open http://localhost:8000/. Needs em++ (Debian's emscripten; tools/install-deps.sh installs it).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-build/web}
if ! command -v em++ >/dev/null; then
  echo "build-web.sh: em++ not found: install emscripten (Debian: apt-get install emscripten, or bash tools/install-deps.sh)" >&2
  exit 1
fi
# Debian's emscripten runs its JavaScript optimizer with node and needs node-acorn, which
# a node from another source does not find by itself.
export NODE_PATH=${NODE_PATH:+$NODE_PATH:}/usr/share/nodejs
mkdir -p "$out"
parts=(cli_common cli_family cli_octal cli_subtraction cli_play)
sources=(web/sg_web.cpp)
for p in "${parts[@]}"; do sources+=("tools/grundy/$p.cpp"); done
# One object per source, two at a time, then the link; the objects go in a folder of
# their own that is removed at the end, so that OUTDIR holds only what is served.
obj=$(mktemp -d)
trap 'rm -rf "$obj"' EXIT
objects=()
pids=()
for s in "${sources[@]}"; do
  o="$obj/$(basename "$s" .cpp).o"
  objects+=("$o")
  em++ -std=c++20 -O2 -fexceptions -Wall -Wextra -Werror -Iinclude -Itools/grundy -c "$s" -o "$o" &
  pids+=($!)
  if [ ${#pids[@]} -ge 2 ]; then wait "${pids[0]}"; pids=("${pids[@]:1}"); fi
done
for p in "${pids[@]}"; do wait "$p"; done
em++ -O2 -fexceptions --bind -sMODULARIZE=1 -sEXPORT_NAME=createSg -sALLOW_MEMORY_GROWTH=1 \
  -sENVIRONMENT=web "${objects[@]}" -o "$out/sg_web.js"
cp web/index.html web/app.js web/style.css "$out/"
echo "build-web.sh: built $out (serve it: python3 -m http.server -d $out 8000)"
