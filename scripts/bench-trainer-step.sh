#!/usr/bin/env bash
# A linear layer's training step (tests/golden/trainer-matmul.c: forward, backward over
# batch-major activations, backward over time-major ones) two ways, each built with gcc CFLAGS
# -fopenmp and linked with OpenBLAS's OpenMP build as liar-cc links: the original, and liar's
# rewrite (--target=TARGET). Prints the time per step of each, its parts, and the ratio.
# usage: bench-trainer-step.sh [BUILD] [TARGET] [CFLAGS]
set -euo pipefail
BUILD=${1:-build}
TARGET=${2:-blas}
CFLAGS=${3:--O3}
source "$(dirname "$0")/bench-setup.sh"
"$BUILD/tool/liar" --target="$TARGET" "$GOLDEN/trainer-matmul.c" -o "$OUT/rewritten.c" -- \
  -fopenmp 2>/dev/null
for variant in original rewritten; do
  case $variant in
    original) src=$GOLDEN/trainer-matmul.c ;;
    rewritten) src=$OUT/rewritten.c ;;
  esac
  gcc $CFLAGS -fopenmp "$HERE/bench-trainer-step.c" "$src" -o "$OUT/$variant" "${LINK[@]}" -lm
done
eval "$("$BUILD/tool/liar" --check-env=shell)"
declare -A ms
for variant in original rewritten; do
  line=$("$OUT/$variant")
  ms[$variant]=${line%% ms*}
  echo "$variant: $line"
done
awk -v o="${ms[original]}" -v r="${ms[rewritten]}" 'BEGIN {
  printf "rewritten step: %.2fx the original\n", o / r }'
