// A value from a macro another build may define otherwise (`-DCOLS=24`) is printed as the
// user spelled it (`COLS - 1`), so the rewrite means the same in every build. Written inside
// another macro's body (`LASTCOL(A, i)`), it has no spelling a rewrite could print: the region
// is kept, with the remark that says so. liar sees the default configuration; the rewrite is
// built with -DCOLS=24, run, and compared with the original built the same way.
//
// RUN: liar --target=blas --functions='^k_' %clean -o %t.blas.c -- 2>&1 | FileCheck %s
// RUN: %cc -DCOLS=24 %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: %cc -DCOLS=24 %t.blas.c -o %t.blas -lopenblas -lm && %t.blas | diff %t.orig.out -
// RUN: FileCheck %s --check-prefix=FIXES < %t.blas.c

#include <stdio.h>

#ifndef COLS
#define COLS 16
#endif
#define LASTCOL(A, i) A[i][COLS - 1]

double k_last_column(int n, double A[n][COLS], const double* x) {
  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += A[i][COLS - 1] * x[i];
  return s;
}
// CHECK: :[[@LINE-4]]:3: remark: loop nest in 'k_last_column' replaced by cblas_ddot
// FIXES: cblas_ddot({{.*}}&A[0][COLS - 1], COLS,

double k_through_macro(int n, double A[n][COLS], const double* x) {
  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += LASTCOL(A, i) * x[i];
  return s;
}
// CHECK: :[[@LINE-3]]:18: remark: region not lifted: 'LASTCOL(A, i)' uses the value 16, which another build may change (macro 'COLS' is defined under '#ifndef' (line 14)), inside a macro's body, where a rewrite cannot spell it [liar-missed-unspellable-value]

static double A[40][COLS], x[40];

int main(void) {
  for (int i = 0; i < 40; i++) {
    x[i] = 0.5 + i % 3;
    for (int j = 0; j < COLS; j++)
      A[i][j] = (i * COLS + j) % 11;
  }
  printf("%.6g %.6g\n", k_last_column(40, A, x), k_through_macro(40, A, x));
  return 0;
}
