#!/usr/bin/env bash
# tests/realcode/convnet.c's conv_direct (a direct convolution over channel-major arrays) four
# ways, each built with gcc CFLAGS -fopenmp and linked with OpenBLAS's OpenMP build as liar-cc
# links it: the original and liar's omp, blas and auto rewrites (the program's own main renamed). For each size (channels, filters, image edge, kernel edge)
# prints the best of 5 calls of each and the rewrites' speedups over the original.
# usage: bench-convolution.sh [BUILD] [CFLAGS]
set -euo pipefail
BUILD=${1:-build}
CFLAGS=${2:--O3}
source "$(dirname "$0")/bench-setup.sh"
variants=(original omp blas auto)
REALCODE=$HERE/../tests/realcode
for variant in "${variants[@]}"; do
  src=$REALCODE/convnet.c
  if [ "$variant" != original ]; then
    "$BUILD/tool/liar" --target="$variant" --functions='^conv_direct$' "$src" -o "$OUT/$variant.c" \
      -- -I "$REALCODE" -fopenmp 2>/dev/null
    src=$OUT/$variant.c
  fi
  gcc $CFLAGS -fopenmp -I "$REALCODE" -Dmain=convnet_main -c "$src" -o "$OUT/$variant.o"
  gcc $CFLAGS -fopenmp "$HERE/bench-convolution.c" "$OUT/$variant.o" -o "$OUT/$variant" \
    "${LINK[@]}" -lm
done
eval "$("$BUILD/tool/liar" --check-env=shell)"
echo "| channels | filters | image | kernel | copied windows | original | omp | blas | auto |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"
for size in "64 64 56 3" "3 32 224 3" "32 16 56 5" "32 16 128 5" "32 64 128 5"; do
  read -r c f n k <<<"$size"
  declare -A ms=()
  for variant in "${variants[@]}"; do
    line=$("$OUT/$variant" $c $f $n $k 5)
    ms[$variant]=${line%% ms*}
  done
  awk -v c="$c" -v f="$f" -v n="$n" -v k="$k" -v o="${ms[original]}" -v p="${ms[omp]}" \
    -v b="${ms[blas]}" -v a="${ms[auto]}" 'BEGIN {
    mb = 4.0 * c * k * k * (n - k + 1) * (n - k + 1) / 1e6
    printf "| %d | %d | %d | %d | %.1f MB | %.2f ms | %.2f ms (%.1fx) | %.2f ms (%.1fx) | %.2f ms (%.1fx) |\n",
      c, f, n, k, mb, o, p, o / p, b, o / b, a, o / a }'
done
