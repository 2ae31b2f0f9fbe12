// Regression test: a loop iterator declared outside its loop and read after the region holds,
// after any rewrite, the value the original loops leave: the rewrite ends by replaying the loop
// headers (start, last value, one more step), nested iterators from the outer loop's last
// iteration, for every target. Each rewrite is built, run, and its output compared with the
// original's, for loop counts from zero up (so that an iterator whose loop never runs keeps
// its start value, and one whose outer loop never runs keeps its old value).
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

int k_dot(int n, double x[restrict n], double y[restrict n], double *r) {
  int i;
  double s = 0.0;
  for (i = 0; i < n; i++)
    s += x[i] * y[i];
  *r = s;
  return i;
}
// BLAS: remark: loop nest in 'k_dot' replaced by cblas_ddot
// AUTO: remark: loop nest in 'k_dot' replaced by cblas_ddot

int k_gemv(int n, int m, double A[restrict n][m], double x[restrict m], double y[restrict n]) {
  int i, j = -5;
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      y[i] += A[i][j] * x[j];
  return i * 1000 + j;
}
// BLAS: remark: loop nest in 'k_gemv' replaced by cblas_dgemv
// OMP: remark: loop nest in 'k_gemv' replaced by OpenMP loops
// AUTO: remark: loop nest in 'k_gemv' replaced by cblas_dgemv

int k_triangle(int n, double L[restrict n][n], double x[restrict n]) {
  int i, j = -5;
  for (i = 0; i < n; i++)
    for (j = 0; j <= i; j++)
      L[i][j] = x[i] * x[j];
  return i * 1000 + j;
}
// OMP: remark: loop nest in 'k_triangle' replaced by OpenMP loops
// AUTO: remark: loop nest in 'k_triangle' replaced by OpenMP loops

int k_steps(int n, double a, double x[restrict n], double y[restrict n]) {
  int i, k;
  for (i = n - 1; i >= 0; i -= 3)
    y[i] = a * x[i];
  for (k = 2; k <= n - 1; k += 5)
    x[k] = 2.0 * x[k];
  for (i = n; i > 1; i--)
    x[i - 1] = x[i - 1] + 1.0;
  return i * 1000 + k;
}
// OMP: remark: loop nest in 'k_steps' replaced by OpenMP loops
// AUTO: remark: loop nest in 'k_steps' replaced

static double A[300][300], L[300][300], x[300], y[300];

int main(void) {
  int sizes[] = {300, 17, 2, 1};
  for (int s = 0; s < 4; s++) {
    int n = sizes[s];
    for (int i = 0; i < n; i++) {
      x[i] = (i % 7) * 0.25;
      y[i] = 1.0 + (i % 3);
    }
    double r = 0.0;
    int Last = k_dot(n, x, y, &r);
    printf("dot %d %.6g\n", Last, r);
    int m = n > 1 ? n / 2 : 1;
    printf("gemv %d %.6g\n", k_gemv(n, m, (double(*)[m])A, x, y), y[n - 1]);
    printf("triangle %d %.6g\n", k_triangle(n, (double(*)[n])L, x), L[n - 1][0]);
    printf("steps %d %.6g %.6g\n", k_steps(n, 0.5, x, y), x[0], y[n - 1]);
  }
  double r0 = -1.0;
  printf("dot0 %d %.6g\n", k_dot(0, x, y, &r0), r0);
  return 0;
}
