#!/bin/bash
# Installs liar's .debs on a clean Debian 12 system (a debootstrap chroot, minbase) and runs the
# integration corpus there with the installed liar, liar-cc and liar-run, as a user who only
# installed the package (and compilers, make, CMake, Ninja and clang-apply-replacements) would.
#     bash scripts/check-deb-clean.sh [BUILD_DIR] [CHROOT_DIR]
# Needs root and network access to deb.debian.org; takes about 10 minutes. Not part of
# `make test` (network, root).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=$(cd "${1:-$ROOT/build}" && pwd)
CLEAN=${2:-/tmp/liar-clean-bookworm}
command -v debootstrap >/dev/null || apt-get install -y -q debootstrap
(cd "$BUILD" && cpack -G DEB >/dev/null)
DEB=$(ls "$BUILD"/liar_*_amd64.deb | head -1)
RUNTIME_DEB=$(ls "$BUILD"/liar-torch-runtime_*_amd64.deb | head -1)
if [ ! -x "$CLEAN/bin/bash" ]; then
  debootstrap --variant=minbase bookworm "$CLEAN" http://deb.debian.org/debian
fi
mkdir -p "$CLEAN/root/liar"
cp "$DEB" "$RUNTIME_DEB" "$CLEAN/root/liar/"
rm -rf "$CLEAN/root/liar/tests"
mkdir -p "$CLEAN/root/liar/tests"
cp -r "$ROOT/tests/integration" "$ROOT/tests/golden" "$CLEAN/root/liar/tests/"
mountpoint -q "$CLEAN/proc" || mount --bind /proc "$CLEAN/proc"
trap 'umount "$CLEAN/proc" 2>/dev/null || true' EXIT
chroot "$CLEAN" /bin/bash -euc '
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q >/dev/null
  dpkg --purge liar liar-torch-runtime >/dev/null 2>&1 || true
  apt-get autoremove -y -q --purge >/dev/null
  apt-get install -y -q --no-install-recommends gcc make cmake ninja-build clang-19 \
      clang-tools-19 libomp-19-dev libc6-dev >/dev/null
  # The tool alone: no LibTorch comes with it.
  apt-get install -y -q --no-install-recommends /root/liar/'"$(basename "$DEB")"' >/dev/null
  if dpkg -s libtorch1.13 >/dev/null 2>&1; then echo "FAIL liar pulled in libtorch1.13"; exit 1; fi
  echo "PASS liar installs without LibTorch"
  cd /root/liar/tests/integration
  run() {
    python3 test_$1.py --liar /usr/bin/liar --work /tmp/work-$1 \
        --clang-apply-replacements /usr/bin/clang-apply-replacements-19 >/tmp/$1.log 2>&1 \
      && echo "PASS $1 ($2)" || { echo "FAIL $1"; tail -20 /tmp/$1.log; exit 1; }
  }
  for t in relative_database thread_pool large_project; do run $t "liar package only"; done
  # A torch rewrite without the runtime: liar-cc warns and builds the original.
  cd /root/liar/tests/integration/fixtures
  gcc -O2 matrix-product.c -o /tmp/mm-plain
  liar-cc --liar-flags=--target=torch gcc -O2 matrix-product.c -o /tmp/mm-torch 2>/tmp/mm.log
  grep -q "liar-torch-runtime" /tmp/mm.log && [ "$(/tmp/mm-plain)" = "$(/tmp/mm-torch)" ] \
    && echo "PASS a torch rewrite without the runtime builds the original" \
    || { echo "FAIL a torch rewrite without the runtime"; cat /tmp/mm.log; exit 1; }
  cd /root/liar/tests/integration
  apt-get install -y -q --no-install-recommends /root/liar/'"$(basename "$RUNTIME_DEB")"' >/dev/null
  for t in make_launcher cmake_launcher; do run $t "with liar-torch-runtime"; done'
