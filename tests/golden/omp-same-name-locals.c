// Golden test (a fuzzer finding, seed 308836): two loops that each declare their own scalar
// `double t`. The OpenMP rewrite declares a region's scalars once, at its top, and makes them
// private to the parallel loops; the model listed `t` once per declaration, and the loops came
// out as `#pragma omp parallel for private(t, t)`, which gcc rejects ("'t' appears more than
// once in data clauses"). Both declarations are one name in the model's accesses, so they are
// one scalar: it is listed once. The rewrite is built with -Wall -Werror -fopenmp, run on two
// threads, and compared with the original.
//
// RUN: liar --target=omp --omp-min-work=0 %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -O2 -fopenmp %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -O2 -fopenmp %t.c -o %t.new && OMP_NUM_THREADS=2 %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out

#include <stdio.h>

static void rows(int n, int m, double y[n], double z[n], double A[n][m]) {
  for (int i = 0; i < n; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'rows' replaced by OpenMP loops{{.*}}
    double t = 0.0;
    for (int j = 0; j < m; j++)
      t += A[i][j];
    y[i] = t;
  }
  for (int i = 0; i < n; i++) {
    double t = 1.0;
    for (int j = 0; j < m; j++)
      t *= 1.0 + A[i][j] / 8.0;
    z[i] = t;
  }
}
// CHECK-FIXES: double t;
// CHECK-FIXES: #pragma omp parallel for private(t)
// CHECK-FIXES-NOT: private(t, t)

int main(void) {
  enum { N = 6, M = 5 };
  double y[N], z[N], A[N][M];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 11.0 - 0.25;
  rows(N, M, y, z, A);
  for (int i = 0; i < N; i++)
    printf("%d %.17g %.17g\n", i, y[i], z[i]);
  return 0;
}
