// Golden test: a library call inside a sequential loop that cannot be lifted as a whole. The
// loop's condition reads data (`stop[t] == 0`), so the loop stays as written; the regions of its
// body are lifted with `t` as a parameter and each trip calls the library for the
// matrix-vector product (the scaled copy into `x` stays a loop: a copy and a scaling cost more
// than it). Built, run and compared with the original for blas and auto.
//
// RUN: %cc %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar --target=blas --functions='^k_' %clean -o %t.blas.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BLAS --implicit-check-not='{{remark|warning|error}}:'
// RUN: FileCheck %s --check-prefix=FIX < %t.blas.c
// RUN: %cc %t.blas.c -o %t.blas -lopenblas -lm && %t.blas > %t.blas.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.blas.out
// RUN: liar --target=auto --functions='^k_' %clean -o %t.auto.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=AUTO --implicit-check-not='{{remark|warning|error}}:'
// RUN: %cc -fopenmp %t.auto.c -o %t.auto -lopenblas -lm && %t.auto > %t.auto.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.auto.out

#include <stdio.h>

#define N 100

void k_power_until(int n, int m, double A[restrict N][N], double x[restrict N],
                   double y[restrict N], const int stop[restrict N]) {
  for (int t = 0; t < n && stop[t] == 0; t++) {
    for (int i = 0; i < m; i++) {
      y[i] = 0.0;
      for (int j = 0; j < m; j++)
        y[i] += A[i][j] * x[j];
    }
    for (int i = 0; i < m; i++)
      x[i] = y[i] / m;
  }
}
// BLAS: remark: loop nest in 'k_power_until' replaced inside the loop: line [[@LINE-9]] replaced by cblas_dgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
// AUTO: remark: loop nest in 'k_power_until' replaced inside the loop: line [[@LINE-10]] replaced by cblas_dgemv and OpenMP loops (rescheduled, parallel); floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
// FIX: for (int t = 0; t < n && stop[t] == 0; t++) {
// FIX-NEXT: /* liar: blas (cblas_dgemv)
// FIX: cblas_dgemv(CblasRowMajor, CblasNoTrans,
// FIX: /* liar: end */
// FIX-NEXT: }

static double A[N][N], x[N], y[N];
static int stop[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < N; j++)
      A[i][j] = (i * 7 + j * 3) % 11 / 11.0 - 0.4;
    x[i] = (i % 5) * 0.25;
    stop[i] = i == 6;
  }
  k_power_until(N, 90, A, x, y, stop);
  for (int i = 0; i < N; i++)
    printf("%d %.17g %.17g\n", i, x[i], y[i]);
  return 0;
}
