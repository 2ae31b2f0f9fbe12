// Golden test: a kernel with run-time sizes, called with constant sizes from a main in the same
// file, so that gcc -O2 inlines it with n = 1. The stencil then runs no iteration, but the
// skewed tile loops of its wavefront form span 0 .. n + 3 and gcc cannot see that they are
// empty: it warned (-Warray-bounds) about `A[i - 1]` at i = 0, an access that never happens.
// Each top-level nest of a skewed schedule now sits under an `if` on the sizes for which it
// runs (`if (n >= 3)`), which the inlined constants fold away. The rewrite is built with
// -Wall -Werror, run at n = 1 and n = 12 (-DSIZE=12), and compared with the original.
//
// RUN: liar --target=omp %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -O2 -fopenmp %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -O2 -fopenmp %t.c -o %t.new && OMP_NUM_THREADS=2 %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out
// RUN: %cc -O2 -fopenmp -DSIZE=12 %clean -o %t.orig12 && %t.orig12 > %t.orig12.out
// RUN: %cc -O2 -fopenmp -DSIZE=12 %t.c -o %t.new12 && OMP_NUM_THREADS=2 %t.new12 > %t.new12.out
// RUN: python3 %S/compare-output.py %t.orig12.out %t.new12.out

#include <stdio.h>
#include <stdlib.h>

static void smooth(int n, int m, double Z[n][m], double A[n][n], double B[n][n]) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'smooth' replaced by OpenMP loops (tiled, wavefront-parallel){{.*}}
    for (int j = 0; j < m; j++)
      Z[i][j] = 0.0;
  for (int t = 0; t < 3; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        B[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        A[i][j] = B[i][j];
  }
}
// CHECK-FIXES: if (n >= 3) {

static void fill(int n, double A[n][n], double B[n][n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 11.0;
      B[i][j] = 0.0;
    }
}

static void print(int n, double A[n][n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      printf("%d %d %.17g\n", i, j, A[i][j]);
}

#ifndef SIZE
#define SIZE 1
#endif

int main(void) {
  // One call with constant sizes, which the compiler inlines and sees through.
  double (*Z)[SIZE] = malloc(sizeof(double) * SIZE * SIZE);
  double (*A)[SIZE] = malloc(sizeof(double) * SIZE * SIZE);
  double (*B)[SIZE] = malloc(sizeof(double) * SIZE * SIZE);
  fill(SIZE, A, B);
  smooth(SIZE, SIZE, Z, A, B);
  print(SIZE, Z);
  print(SIZE, A);
  free(Z);
  free(A);
  free(B);
  return 0;
}
