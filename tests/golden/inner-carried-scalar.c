// Golden test: liveness across the trips of a loop around an inner region. In k_carried, the
// inner loop leaves in `s` its last iteration's value, which the next trip reads first: that
// value has no IR form, so the inner region is refused and everything stays as written. In
// k_accumulated, the dot product adds to `s` across trips and the loop reads it before the
// region: `s` is live out of the region and read on entry, so the call adds to it
// (`s = s + ddot`). Built, run and compared with the original for blas and auto.
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

#define N 64

void k_carried(int n, int T, const int stop[restrict N], double x[restrict N],
               double y[restrict N], double out[restrict N]) {
  double s = 1.0;
  for (int t = 0; t < T && stop[t] == 0; t++) {
    out[t] = s;
    for (int i = 0; i < n; i++) {
      s = 2.0 * x[i] + t;
      y[i] = s;
    }
  }
}
// BLAS: remark: region not lifted: loop condition 't < T && stop[t] == 0' does not bound the iterator in the direction of its step [liar-missed-loop-condition]
// AUTO: remark: loop nest in 'k_carried' replaced inside the loop: line [[@LINE-8]] replaced by OpenMP loops (rescheduled, parallel); threads start when the run-time sizes give enough work [liar-omp]
// FIX-LABEL: void k_carried(
// FIX-NOT: liar:
// FIX: s = 2.0 * x[i] + t;

void k_accumulated(int n, int T, const int stop[restrict N], double A[restrict N][N],
                   double x[restrict N], double out[restrict N]) {
  double s = 0.0;
  for (int t = 0; t < T && stop[t] == 0; t++) {
    out[t] = s;
    for (int i = 0; i < n; i++)
      s += A[t][i] * x[i];
  }
}
// BLAS: remark: loop nest in 'k_accumulated' replaced inside the loop: line [[@LINE-5]] replaced by cblas_ddot; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
// AUTO: remark: loop nest in 'k_accumulated' replaced inside the loop: line [[@LINE-6]] replaced by cblas_ddot; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
// FIX-LABEL: void k_accumulated(
// FIX: for (int t = 0; t < T && stop[t] == 0; t++) {
// FIX-NEXT: /* liar: blas (cblas_ddot)
// FIX: s = (s + cblas_ddot(n, &A[t + 0][0], 1, &x[0], 1));

static double A[N][N], x[N], y[N], out[N];
static int stop[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < N; j++)
      A[i][j] = (i * 5 + j) % 13 / 13.0 - 0.5;
    x[i] = (i % 3) * 0.5;
    stop[i] = i == 9;
  }
  k_carried(N, 20, stop, x, y, out);
  for (int i = 0; i < N; i++)
    printf("carried %d %.17g %.17g\n", i, out[i], y[i]);
  k_accumulated(N, 20, stop, A, x, out);
  for (int i = 0; i < N; i++)
    printf("accumulated %d %.17g\n", i, out[i]);
  return 0;
}
