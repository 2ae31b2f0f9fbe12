// Regression test: a later statement of the same region reads a loop's iterator (`B[0] = i;`
// after the loop). It must see the value the loop left, not the value on entry to the region:
// the region is not lifted as a whole ("iterator 'i' is read after its loop"), and each of its
// nests is rewritten on its own, followed by the replay of its iterators, so that the statement
// kept between them reads the right value. Built, run and compared for every target.
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

void k_later(int n, double x[restrict n], double y[restrict n], double B[restrict 2]) {
  int i;
  for (i = 0; i < n; i++)
    y[i] += 2.0 * x[i];
  B[0] = i;
}
// BLAS: remark: loop nest in 'k_later' replaced part by part: line [[@LINE-4]] replaced by cblas_daxpy
// OMP: remark: loop nest in 'k_later' replaced part by part: line [[@LINE-5]] replaced by OpenMP loops
// AUTO: remark: loop nest in 'k_later' replaced part by part: line [[@LINE-6]] replaced by cblas_daxpy

void k_parts(int n, int m, double A[restrict n][m], double x[restrict m], double y[restrict n],
             double B[restrict 2]) {
  int i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      y[i] += A[i][j] * x[j];
  B[1] = i * 100 + j;
  for (j = 1; j < m; j++)
    x[j] = x[j - 1] + B[1];
}
// BLAS: remark: loop nest in 'k_parts' replaced part by part: line [[@LINE-7]] replaced by cblas_dgemv
// OMP: remark: loop nest in 'k_parts' replaced part by part: line [[@LINE-8]] replaced by OpenMP loops
// AUTO: remark: loop nest in 'k_parts' replaced part by part: line [[@LINE-9]] replaced by cblas_dgemv

static double A[300][300], x[300], y[300], B[2];

int main(void) {
  int sizes[] = {300, 17, 1};
  for (int s = 0; s < 3; s++) {
    int n = sizes[s];
    for (int i = 0; i < n; i++) {
      x[i] = (i % 7) * 0.25;
      y[i] = 1.0 + (i % 3);
      for (int j = 0; j < n; j++)
        A[i][j] = ((i + j) % 5) * 0.5;
    }
    k_later(n, x, y, B);
    printf("later %.6g %.6g\n", B[0], y[n - 1]);
    k_parts(n, n, (double(*)[n])A, x, y, B);
    printf("parts %.6g %.6g %.6g\n", B[1], y[n - 1], x[n - 1]);
  }
  return 0;
}
