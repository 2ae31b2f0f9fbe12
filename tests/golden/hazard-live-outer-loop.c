// Regression test: liveness is not textual order. A region inside an outer `for` or `while`
// (or reached again by a backward `goto`) whose body reads a scalar before the region, or
// whose region reads the scalar's value on entry, needs the scalar's final value on the next
// trip: it is live-out (kept as the region's output, `lastprivate` in OpenMP code), never
// dropped. A temporary set in each iteration of the region's loop and read on the next trip
// is refused by the library path (its last iteration's value has no library form). Built, run
// and compared with the original for every target.
//
// RUN: %cc %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: liar --target=blas --functions='^k_' %clean -o %t.blas.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BLAS
// RUN: %cc %t.blas.c -o %t.blas -lopenblas -lm && %t.blas | diff %t.orig.out -
// RUN: liar --target=omp --omp-min-work=0 --functions='^k_' %clean -o %t.omp.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=OMP
// RUN: %cc -fopenmp %t.omp.c -o %t.omp -lm && %t.omp | diff %t.orig.out -
// RUN: liar --target=auto --omp-min-work=0 --functions='^k_' %clean -o %t.auto.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=AUTO
// RUN: %cc -fopenmp %t.auto.c -o %t.auto -lopenblas -lm && %t.auto | diff %t.orig.out -

#include <stdio.h>

void touch(double* p) { p[0] += 0.0; }

void k_carried(int n, int T, double x[restrict n], double y[restrict n], double out[restrict T]) {
  double s = 1.0;
  int t = 0;
  while (t < T) {
    out[t] = s;
    touch(out);
    for (int i = 0; i < n; i++) {
      s = 2.0 * x[i] + t;
      y[i] = s;
    }
    t++;
  }
}
// BLAS: remark: region not lifted: scalar 's' is used after the region with the value of a loop's last iteration
// OMP: remark: loop nest in 'k_carried' replaced by OpenMP loops
// AUTO: remark: loop nest in 'k_carried' replaced by OpenMP loops

void k_accumulated(int n, int T, double x[restrict n], double y[restrict n]) {
  double s = 0.0;
  int t = 0;
  while (t < T) {
    for (int i = 0; i < n; i++)
      s += x[i] * x[i];
    for (int i = 0; i < n; i++)
      y[i] += s;
    t++;
  }
}
// `y[i] += s` would be an axpy into a temporary filled with s: the form is not emitted.
// BLAS: remark: loop nest in 'k_accumulated' not rewritten: library form found but not emitted: the updated operand is one value repeated
// AUTO: remark: loop nest in 'k_accumulated' replaced by OpenMP loops

void k_iterator(int n, int T, double x[restrict n], double y[restrict n], int out[restrict T]) {
  int i = -1, t = 0;
  while (t < T) {
    out[t] = i;
    for (i = 0; i < n; i++)
      y[i] += 3.0 * x[i];
    t++;
  }
}
// BLAS: remark: loop nest in 'k_iterator' replaced by cblas_daxpy
// AUTO: remark: loop nest in 'k_iterator' replaced by cblas_daxpy

void k_goto(int n, int T, double x[restrict n], double y[restrict n], double out[restrict T]) {
  double s = 0.0;
  int t = 0;
again:
  out[t] = s;
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  if (++t < T) goto again;
}
// BLAS: remark: loop nest in 'k_goto' replaced by cblas_ddot
// AUTO: remark: loop nest in 'k_goto' replaced by cblas_ddot

static double x[300], y[300], out[4];
static int iout[4];

int main(void) {
  enum { n = 300, T = 4 };
  for (int i = 0; i < n; i++) {
    x[i] = (i % 5) * 0.5;
    y[i] = i % 3;
  }
  k_carried(n, T, x, y, out);
  printf("carried %.6g %.6g %.6g %.6g\n", out[1], out[2], out[3], y[n - 1]);
  k_accumulated(n, T, x, y);
  printf("accumulated %.6g %.6g\n", y[0], y[n - 1]);
  k_iterator(n, T, x, y, iout);
  printf("iterator %d %d %d %d\n", iout[0], iout[1], iout[2], iout[3]);
  k_goto(n, T, x, y, out);
  printf("goto %.6g %.6g %.6g\n", out[1], out[2], out[3]);
  return 0;
}
