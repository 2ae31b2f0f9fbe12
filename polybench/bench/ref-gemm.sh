#!/bin/sh
# Rewrites ref_gemm.c with liar and times it against direct cblas_sgemm/cblas_dgemm calls of
# the same shapes (ref_gemm_main.c). Usage: ref-gemm.sh LIAR [REPS] [N]
# Benchmark, not a test: the figure goes to docs/results.md.
set -e
LIAR=${1:?usage: ref-gemm.sh LIAR [REPS] [N]}
REPS=${2:-7}
N=${3:-1024}
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
"$LIAR" "$HERE/ref_gemm.c" -o "$WORK/ref_gemm.c" --
grep -c 'cblas_[sd]gemm(' "$WORK/ref_gemm.c" | sed 's/^/calls in the rewrite: /'
gcc -O3 -march=native "$HERE/ref_gemm_main.c" "$WORK/ref_gemm.c" -lopenblas -o "$WORK/bench"
eval "$("$LIAR" --check-env=shell)"
"$WORK/bench" "$REPS" "$N"
