// Regression test: the note that a rewrite mixes OpenMP loops and BLAS calls (run it with
// OMP_WAIT_POLICY=passive) is about the OpenMP loops liar inserts. It was printed whenever the
// rewritten text held `#pragma omp parallel`, also when the only OpenMP was the user's own: a
// loop liar keeps, or the original loop kept with its pragma in a guarded call's fallback.
// Here auto inserts BLAS calls only, and no note may appear; the rewrite is built with and
// without -fopenmp, run and compared with the original. The positive case (liar inserts both)
// is in blas-core-note.c.
//
// RUN: %cc -fopenmp %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: unset OMP_WAIT_POLICY; liar --target=auto --functions='^(user_loop|guarded_axpy)$' %clean -o %t.auto.c -- 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='note:'
// RUN: grep -q cblas_daxpy %t.auto.c && grep -q 'pragma omp parallel for' %t.auto.c
// RUN: %cc -fopenmp %t.auto.c -o %t.auto -lopenblas -lm && %t.auto | diff %t.orig.out -
// RUN: %cc -Wno-unknown-pragmas %t.auto.c -o %t.autos -lopenblas -lm && %t.autos | diff %t.orig.out -

#include <math.h>
#include <stdio.h>

#define N 4096

double squash(double v);

void user_loop(int n, double *restrict y, const double *restrict x) {
  // CHECK: :[[@LINE+3]]:12: remark: region not lifted: call to 'squash' is not a known side-effect-free math function [liar-missed-unknown-function]
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    y[i] = squash(x[i]);
}

void guarded_axpy(int n, double a, double *x, double *y) {
  // The pointers may overlap: the fallback keeps the user's pragma and loop.
  // CHECK: :[[@LINE+1]]:1: remark: loop nest in 'guarded_axpy' replaced by cblas_daxpy
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    y[i] += a * x[i];
}
// CHECK: liar: 2 region(s) found, 1 lifted, 1 rewritten, 1 rejected

// It reads a variable of the program: not a pure function, so the user's loop stays as written.
double softness = 1.0;
double squash(double v) { return v / (softness + fabs(v)); }

static double x[N], y[N];

int main(void) {
  for (int i = 0; i < N; i++)
    x[i] = (double)(i % 17) - 8.0;
  user_loop(N, y, x);
  guarded_axpy(N, 0.5, x, y);
  for (int i = 0; i < N; i += 97)
    printf("%a\n", y[i]);
  return 0;
}
