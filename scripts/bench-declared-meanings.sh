#!/usr/bin/env bash
# A training step of tests/golden/declared-meanings.c's perceptron (SSE helpers with declared
# meanings) three ways, each built with gcc CFLAGS -fopenmp and linked with OpenBLAS's OpenMP
# build as liar-cc links: the original, liar's blas rewrite, and CBLAS calls written by hand.
# Prints the time per step of each and the ratios. usage: bench-declared-meanings.sh [BUILD]
# [CFLAGS]
set -euo pipefail
BUILD=${1:-build}
CFLAGS=${2:--O3}
source "$(dirname "$0")/bench-setup.sh"
"$BUILD/tool/liar" --target=blas "$GOLDEN/declared-meanings.c" -o "$OUT/rewritten.c" -- \
  -I "$GOLDEN" -fopenmp 2>/dev/null
for variant in original rewritten cblas; do
  case $variant in
    original) src=$GOLDEN/declared-meanings.c ;;
    rewritten) src=$OUT/rewritten.c ;;
    cblas) src=$HERE/bench-declared-meanings-cblas.c ;;
  esac
  gcc $CFLAGS -fopenmp -I "$GOLDEN" "$HERE/bench-declared-meanings.c" "$src" -o "$OUT/$variant" \
    "${LINK[@]}" -lm
done
eval "$("$BUILD/tool/liar" --check-env=shell)"
declare -A ms
for variant in original rewritten cblas; do
  line=$("$OUT/$variant")
  ms[$variant]=${line%% ms*}
  echo "$variant: $line"
done
awk -v o="${ms[original]}" -v r="${ms[rewritten]}" -v c="${ms[cblas]}" 'BEGIN {
  printf "rewritten: %.2fx the original, %.2fx the hand-written CBLAS step\n", o / r, c / r }'
