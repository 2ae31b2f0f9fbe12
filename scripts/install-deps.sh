#!/usr/bin/env bash
# Installs what liar needs on Debian 12 (bookworm). Idempotent: packages already present are
# skipped, and apt runs only when one is missing.
#
#   install-deps.sh          the whole stack: the tool, its runtime and the test suite
#   install-deps.sh --demo   only what `make demo` needs: building the tool and its LibTorch
#                            runtime and running the PolyBench harness on one kernel
set -euo pipefail

# Building liar and its runtime. Debian's LLVM CMake package checks that Polly's libraries
# and the clang tools exist, so find_package(LLVM/Clang) needs libpolly-19-dev and
# clang-tools-19 even though liar links neither.
TOOL_PACKAGES=(
  build-essential cmake ninja-build pkg-config python3
  clang-19 libclang-19-dev llvm-19-dev clang-tools-19 libpolly-19-dev
  libisl-dev libopenblas-dev libopenblas0-openmp libtorch-dev
)
# The test suite: GoogleTest, FileCheck, clang's OpenMP and sanitizer runtimes, the style
# check, clang-tidy (which loads liar's module), and the SARIF and YAML checks' Python modules.
TEST_PACKAGES=(
  git llvm-19-tools libomp-19-dev libclang-rt-19-dev libgtest-dev clang-format-19 clang-tidy-19
  python3-yaml python3-pygments python3-jsonschema curl ca-certificates
)

PACKAGES=("${TOOL_PACKAGES[@]}")
WITH_TESTS=1
if [ "${1:-}" = "--demo" ]; then
  WITH_TESTS=0
else
  PACKAGES+=("${TEST_PACKAGES[@]}")
fi

missing=()
for pkg in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done

# The SARIF tests validate against OASIS's published schema, fetched into a cache. Offline,
# the rest of the stack still installs: the SARIF schema test then fails and says why.
fetch_sarif_schema() {
  [ "$WITH_TESTS" -eq 1 ] || return 0
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
