#!/usr/bin/env bash
# Installs the whole stack liar needs on Debian 12 (bookworm). Idempotent: packages
# already present are skipped by apt, and a stamp file avoids re-running apt at all
# when the package list has not changed.
set -euo pipefail

PACKAGES=(
  build-essential cmake ninja-build pkg-config python3 git
  clang-19 libclang-19-dev llvm-19-dev clang-tools-19 libpolly-19-dev llvm-19-tools
  libomp-19-dev libclang-rt-19-dev
  libisl-dev libopenblas-dev libgtest-dev libtorch-dev
  clang-format-19
)

missing=()
for pkg in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done

if [ "${#missing[@]}" -eq 0 ]; then
  echo "install-deps: all ${#PACKAGES[@]} packages present"
  exit 0
fi

echo "install-deps: installing ${missing[*]}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
