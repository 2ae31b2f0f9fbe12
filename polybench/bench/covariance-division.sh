#!/bin/sh
# Rewrites tests/golden/covariance-division.c with liar --target=blas and times its
# covariance_sizes (PolyBench's covariance, the division by n - 1 as written) against the
# original, both built with gcc -O3 -march=native (covariance_division_main.c).
# Usage: covariance-division.sh LIAR [REPS] [M] [N]; PolyBench's LARGE is M = 1200, N = 1400.
# Benchmark, not a test: the figure goes to docs/results.md.
set -e
LIAR=${1:?usage: covariance-division.sh LIAR [REPS] [M] [N]}
REPS=${2:-5}
M=${3:-1200}
N=${4:-1400}
HERE=$(cd "$(dirname "$0")" && pwd)
SOURCE="$HERE/../../tests/golden/covariance-division.c"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
"$LIAR" --target=blas "$SOURCE" -o "$WORK/blas.c" -- 2>&1 | grep "'covariance_sizes'"
# Both versions in one program: each file's functions get a name of their own.
for V in original blas; do
  FILE=$SOURCE
  [ "$V" = blas ] && FILE="$WORK/blas.c"
  gcc -O3 -march=native -c "$FILE" -o "$WORK/$V.o" -Dcovariance_sizes=cov_$V \
    -Dkernel_covariance=${V}_kernel_covariance -Dcorrelation_division=${V}_correlation_division
done
gcc -O3 -march=native "$HERE/covariance_division_main.c" "$WORK/original.o" "$WORK/blas.o" \
  -lopenblas -lm -o "$WORK/bench"
eval "$("$LIAR" --check-env=shell)"
"$WORK/bench" "$REPS" "$M" "$N"
