#!/usr/bin/env bash
# make demo: liar on PolyBench's gemm kernel: the report, the rewrite as a diff, and the
# speedup of the rewritten kernel measured by the harness against gcc -O3, with OpenBLAS's
# kernels fixed as `liar --check-env` says (the fix is printed).
set -euo pipefail
BUILD=${1:-build}
LIAR="$BUILD/tool/liar"
KERNEL=polybench/linear-algebra/blas/gemm/gemm.c
FLAGS=(-Ipolybench/include -Ipolybench/linear-algebra/blas/gemm)

echo "=== liar $KERNEL (report) ==="
"$LIAR" "$KERNEL" --explain -- "${FLAGS[@]}"
echo
echo "=== liar --diff $KERNEL ==="
"$LIAR" --diff --functions='^kernel_' "$KERNEL" -- "${FLAGS[@]}"
echo
echo "=== the same kernel in the IR, as saturation sees it (liar --ir --stats) ==="
"$LIAR" --ir saturation/kernels/gemm.ir --target=blas --stats | grep -v '    iter'
echo
echo "=== the BLAS environment the rewrite will run on (liar --check-env) ==="
"$LIAR" --check-env
FIX=$("$LIAR" --check-env=shell)
if [ -n "$FIX" ]; then
  eval "$FIX"
  echo "demo: applied the fix: $FIX"
else
  echo "demo: OpenBLAS's kernels need no fix (OPENBLAS_CORETYPE=${OPENBLAS_CORETYPE:-unset})"
fi
echo
echo "=== speedup: gcc -O3 against liar-blas and liar-torch, LARGE dataset, 2 threads ==="
python3 polybench/harness.py --liar "$LIAR" --variants liar-blas,liar-torch --kernels gemm \
  --dataset LARGE --reps 3 --threads 2 --workdir "$BUILD/demo"
