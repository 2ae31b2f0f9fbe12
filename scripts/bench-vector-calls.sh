#!/usr/bin/env bash
# Times OpenBLAS's ddot, daxpy and dscal against gcc's loops per call, from 16 to 4096
# elements, under the OpenBLAS core liar --check-env picks; prints the markdown table of
# docs/results.md ("Vector calls against loops"). usage: bench-vector-calls.sh [BUILD] [CFLAGS]
set -euo pipefail
BUILD=${1:-build}
CFLAGS=${2:--O3}
OUT=$(mktemp -d)
gcc $CFLAGS -fopenmp "$(dirname "$0")/bench-vector-calls.c" -o "$OUT/bench" -lopenblas
eval "$("$BUILD/tool/liar" --check-env=shell)"
echo "gcc $CFLAGS, OpenBLAS core ${OPENBLAS_CORETYPE:-as detected}, ns per call:"
"$OUT/bench"
rm -rf "$OUT"
