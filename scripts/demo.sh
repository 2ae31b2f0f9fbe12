#!/usr/bin/env bash
# make demo: saturates PolyBench's gemm and 2mm, written in the IR, for both targets and shows
# the library programs found, with saturation statistics.
set -euo pipefail
BUILD=${1:-build}
LIAR="$BUILD/tool/liar"
for kernel in gemm 2mm doitgen; do
  echo "=== $kernel: input program (saturation/kernels/$kernel.ir) ==="
  grep -v '^;' "saturation/kernels/$kernel.ir"
  for target in blas torch; do
    echo
    echo "--- liar --ir saturation/kernels/$kernel.ir --target=$target --stats ---"
    "$LIAR" --ir "saturation/kernels/$kernel.ir" --target="$target" --stats | grep -v '    iter'
  done
  echo
done
