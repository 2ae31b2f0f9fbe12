// Golden test: a dot product, a scaling and a transposed matrix-vector product over
// file-scope arrays of 14 x 14, whose result goes through a pointer parameter (`res[0]`) of
// unknown extent. Tiles of 64 gain nothing over arrays of 14, and the second tile of the
// product's tiled form, whose loop starts at 64, indexes `A[64]`: gcc warned about it
// (-Warray-bounds) although it never runs. `res` counts by the lifted IR's view of it, one
// element, so every array is known to be no larger than a tile and the loops are not tiled.
// The rewrite is built with -Wall -Werror, run, and compared with the original.
//
// RUN: liar --target=omp %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -O2 -fopenmp %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -O2 -fopenmp %t.c -o %t.new && OMP_NUM_THREADS=2 %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out

#include <stdio.h>

#define MAXN 14
static int A[MAXN][MAXN];
static int x[MAXN];
static int y[MAXN];
static int z[MAXN];

static void kernel(int n, int m, int beta, double *res) {
  double s;
  s = 0.0;
  // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'kernel' replaced by OpenMP loops (rescheduled, parallel){{.*}}
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  for (int i = 0; i < n; i++)
    z[i] = -1 * z[i];
  for (int i = 0; i < n; i++) {
    y[i] = beta * y[i];
    for (int j = 0; j < m; j++)
      y[i] += A[j][i] * x[j];
  }
  res[0] = s;
}
// CHECK-FIXES-NOT: += 64

int main(void) {
  for (int i = 0; i < MAXN; i++) {
    x[i] = (i * 7) % 5 - 2;
    y[i] = (i * 3) % 4;
    z[i] = i % 3;
    for (int j = 0; j < MAXN; j++)
      A[i][j] = (i * 7 + j * 3) % 11 - 5;
  }
  double res = 0.0;
  kernel(12, 8, -1, &res);
  printf("res %.17g\n", res);
  for (int i = 0; i < MAXN; i++)
    printf("y %d %d z %d\n", i, y[i], z[i]);
  return 0;
}
