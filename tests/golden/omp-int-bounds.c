// Golden test: OpenMP loops whose bounds compute what the original loops never did. A stencil
// over a window of time steps `t0 <= t < T` (a simulation resumed at step t0) only compares
// `t` with `T`; skewed into wavefronts, the new loops run to about `2 * T`, which overflows an
// `int` once T passes 1.07e9 although the original computes nothing above T (and a 1-D
// Jacobi pair to `3 * T`, `3 * t0`). The bounds'
// arithmetic is now done in `long` (`2 * (long)T`), for `int` parameters as for unsigned ones.
// The main runs each kernel over a few steps near INT_MAX, and at small sizes, and compares the
// rewrite with the original, also under -fsanitize=undefined (which reports the overflow).
//
// RUN: liar --target=omp --omp-min-work=0 --tile-size=8 %clean -o %t.c -- 2>&1 | FileCheck %s \
// RUN:   --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -x c %S/mains/omp-int-bounds.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -fopenmp -x c %S/mains/omp-int-bounds.inc -x none %t.c -o %t.new
// RUN: OMP_NUM_THREADS=2 timeout 60 %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out
// RUN: %cc -fopenmp -fsanitize=address,undefined -fno-sanitize-recover=all \
// RUN:   -x c %S/mains/omp-int-bounds.inc -x none %t.c -o %t.asan
// RUN: OMP_NUM_THREADS=2 timeout 60 %t.asan > %t.asan.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.asan.out

#define N 20

void seidel(int t0, int T, double A[restrict N][N]) {
  for (int t = t0; t < T; t++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'seidel' replaced by OpenMP loops (tiled, wavefront-parallel){{.*}}
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i][j] = (A[i - 1][j] + A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j]) / 5.0;
}
// CHECK-FIXES: for (long c0 = (8 * liar_floord(((long)t0 + 1), 4)) - 8; c0 <= ((2 * (long)T) + 16); c0 += 8) {

void jacobi(int t0, int T, double A[restrict N], double B[restrict N]) {
  for (int t = t0; t < T; t++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'jacobi' replaced by OpenMP loops (tiled, wavefront-parallel){{.*}}
    for (int i = 1; i < N - 1; i++)
      B[i] = (A[i - 1] + A[i] + A[i + 1]) / 3.0;
    for (int i = 1; i < N - 1; i++)
      A[i] = B[i];
  }
}
// CHECK-FIXES: for (long c0 = (8 * liar_floord(((3 * (long)t0) + 2), 8)) - 8; c0 <= ((3 * (long)T) + 15); c0 += 8) {
