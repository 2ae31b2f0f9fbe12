#!/usr/bin/env bash
# Times OpenBLAS's calls against gcc's loops per routine family and size, in a program built
# with -fopenmp and linked as liar-cc links one (OpenBLAS's OpenMP build: one thread pool), under
# the OpenBLAS core liar --check-env picks; prints the tables of docs/results.md ("Library calls
# against loops"). Run it on an idle machine. usage: bench-call-thresholds.sh [BUILD] [CFLAGS]
set -euo pipefail
BUILD=${1:-build}
CFLAGS=${2:--O3}
source "$(dirname "$0")/bench-setup.sh"
gcc $CFLAGS -fopenmp "$HERE/bench-call-thresholds.c" -o "$OUT/bench" "${LINK[@]}"
eval "$("$BUILD/tool/liar" --check-env=shell)"
echo "gcc $CFLAGS -fopenmp, OpenBLAS's OpenMP build, core ${OPENBLAS_CORETYPE:-as detected}," \
  "threads ${OMP_NUM_THREADS:-all ($(nproc))}, per call:"
"$OUT/bench"
