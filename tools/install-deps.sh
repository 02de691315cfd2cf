#!/usr/bin/env bash
# Installs what building and testing sg needs on Debian or Ubuntu, if it is missing.
# Run as root (or with sudo available). Does nothing when everything is there.
set -euo pipefail
packages=(cmake ninja-build g++ clang libclang-rt-14-dev catch2 libbenchmark-dev python3 pkg-config
          python3-dev pybind11-dev python3-pytest python3-pybind11 python3-setuptools python3-venv
          emscripten chromium python3-websockets)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if ! command -v apt-get >/dev/null; then
  echo "install-deps: missing ${missing[*]}, and apt-get is not available: install them by hand" >&2
  exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "install-deps: installing ${missing[*]}" >&2
$sudo apt-get update
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y "${missing[@]}"
