#!/bin/bash
# Installs liar's .deb on a clean Debian 12 system (a debootstrap chroot, minbase) and runs the
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
if [ ! -x "$CLEAN/bin/bash" ]; then
  debootstrap --variant=minbase bookworm "$CLEAN" http://deb.debian.org/debian
fi
mkdir -p "$CLEAN/root/liar"
cp "$DEB" "$CLEAN/root/liar/"
rm -rf "$CLEAN/root/liar/tests"
mkdir -p "$CLEAN/root/liar/tests"
cp -r "$ROOT/tests/integration" "$ROOT/tests/golden" "$CLEAN/root/liar/tests/"
mountpoint -q "$CLEAN/proc" || mount --bind /proc "$CLEAN/proc"
trap 'umount "$CLEAN/proc" 2>/dev/null || true' EXIT
chroot "$CLEAN" /bin/bash -euc '
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q >/dev/null
  apt-get install -y -q --no-install-recommends /root/liar/'"$(basename "$DEB")"' \
      gcc make cmake ninja-build clang-19 clang-tools-19 libomp-19-dev libc6-dev >/dev/null
  cd /root/liar/tests/integration
  for t in make_launcher cmake_launcher relative_database thread_pool large_project; do
    python3 test_$t.py --liar /usr/bin/liar --work /tmp/work-$t \
        --clang-apply-replacements /usr/bin/clang-apply-replacements-19 >/tmp/$t.log 2>&1 \
      && echo "PASS $t (installed package)" || { echo "FAIL $t"; tail -20 /tmp/$t.log; exit 1; }
  done'
