#!/usr/bin/env bash
# Installs the whole stack liar needs on Debian 12 (bookworm). Idempotent: packages
# already present are skipped by apt, and a stamp file avoids re-running apt at all
# when the package list has not changed.
set -euo pipefail

PACKAGES=(
  build-essential cmake ninja-build pkg-config python3 git
  clang-19 libclang-19-dev llvm-19-dev clang-tools-19 libpolly-19-dev llvm-19-tools
  libomp-19-dev libclang-rt-19-dev
  libisl-dev libopenblas-dev libopenblas0-openmp libgtest-dev libtorch-dev
  clang-format-19
  python3-yaml python3-pygments python3-jsonschema curl ca-certificates
)

missing=()
for pkg in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done

# The SARIF tests validate against OASIS's published schema, fetched into a cache. Offline,
# the rest of the stack still installs: the SARIF schema test then fails and says why.
fetch_sarif_schema() {
  bash "$(dirname "$0")/fetch-sarif-schema.sh" ||
    echo "install-deps: warning: SARIF schema not fetched; the review.sarif_schema test will fail" >&2
}

if [ "${#missing[@]}" -eq 0 ]; then
  echo "install-deps: all ${#PACKAGES[@]} packages present"
  fetch_sarif_schema
  exit 0
fi

echo "install-deps: installing ${missing[*]}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
fetch_sarif_schema
