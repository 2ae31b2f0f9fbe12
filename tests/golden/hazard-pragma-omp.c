// Regression test: a loop carrying the user's own pragmas. A pragma that applies to the next
// statement (`#pragma omp parallel for`, `#pragma omp simd`, `#pragma GCC unroll`, `#pragma GCC
// ivdep`) belongs to the loop: the rewritten region starts at the pragma, so that the
// replacement takes it away with the loop, and a guarded replacement keeps it, with the loop,
// in the fallback branch. Left in front of a library call or of liar's own OpenMP loops, it
// made the file fail to compile with -fopenmp ("for statement expected"). A pragma of another
// kind stays where it is. Every rewrite is built with -fopenmp, run and compared with the
// original.
//
// RUN: %cc -fopenmp %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: liar --target=blas --functions='^k_' %clean -o %t.blas.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BLAS
// RUN: %cc -fopenmp %t.blas.c -o %t.blas -lopenblas -lm && %t.blas | diff %t.orig.out -
// RUN: liar --target=omp --omp-min-work=0 --functions='^k_' %clean -o %t.omp.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=OMP
// RUN: %cc -fopenmp %t.omp.c -o %t.omp -lm && %t.omp | diff %t.orig.out -
// RUN: liar --target=auto --omp-min-work=0 --functions='^k_' %clean -o %t.auto.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=AUTO
// RUN: %cc -fopenmp %t.auto.c -o %t.auto -lopenblas -lm && %t.auto | diff %t.orig.out -
// RUN: FileCheck %s --check-prefix=FIXES < %t.blas.c

#include <stdio.h>

void k_gemv(int n, int m, double A[restrict n][m], double x[restrict m], double y[restrict n]) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      y[i] += A[i][j] * x[j];
}
// BLAS: :[[@LINE-5]]:1: remark: loop nest in 'k_gemv' replaced by cblas_dgemv
// OMP: :[[@LINE-6]]:1: remark: loop nest in 'k_gemv' replaced by OpenMP loops
// AUTO: :[[@LINE-7]]:1: remark: loop nest in 'k_gemv' replaced by cblas_dgemv
// FIXES: void k_gemv(
// FIXES-NEXT: /* liar: blas (cblas_dgemv); the original loops run when a guard fails */

void k_axpy(int n, double a, double* x, double* y) {
  // The pointers may overlap: the fallback keeps the pragma and the loop.
  #pragma omp parallel for
  // a comment between the pragma and its loop
  for (int i = 0; i < n; i++)
    y[i] += a * x[i];
}
// BLAS: :[[@LINE-5]]:3: remark: loop nest in 'k_axpy' replaced by cblas_daxpy
// AUTO: :[[@LINE-6]]:3: remark: loop nest in 'k_axpy' replaced by cblas_daxpy
// FIXES: void k_axpy(
// FIXES: /* liar: blas (cblas_daxpy); the original loops run when a guard fails */
// FIXES: } else {
// FIXES-NEXT: #pragma omp parallel for
// FIXES-NEXT: // a comment between the pragma and its loop
// FIXES-NEXT: for (int i = 0; i < n; i++)

void k_hints(int n, double x[restrict n], double y[restrict n]) {
#pragma GCC diagnostic push
#pragma GCC ivdep
#pragma GCC unroll 4
  for (int i = 0; i < n; i++)
    y[i] += 2.0 * x[i];
#pragma GCC diagnostic pop
}
// BLAS: :[[@LINE-6]]:1: remark: loop nest in 'k_hints' replaced by cblas_daxpy
// AUTO: :[[@LINE-7]]:1: remark: loop nest in 'k_hints' replaced by cblas_daxpy
// FIXES: void k_hints(
// FIXES-NEXT: #pragma GCC diagnostic push
// FIXES-NEXT: /* liar: blas (cblas_daxpy); the original loops run when a guard fails */

double k_simd(int n, double x[restrict n], double y[restrict n]) {
  double s = 0.0;
  #pragma omp simd reduction(+ : s)
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}
// BLAS: :[[@LINE-5]]:3: remark: loop nest in 'k_simd' replaced by cblas_ddot
// AUTO: :[[@LINE-6]]:3: remark: loop nest in 'k_simd' replaced by cblas_ddot

static double A[300][300], x[300], y[300];

int main(void) {
  int n = 300;
  for (int i = 0; i < n; i++) {
    x[i] = (i % 7) * 0.25;
    y[i] = 1.0 + (i % 3);
    for (int j = 0; j < n; j++)
      A[i][j] = ((i + j) % 5) * 0.5;
  }
  k_gemv(n, n, (double(*)[n])A, x, y);
  printf("gemv %.6g %.6g\n", y[0], y[n - 1]);
  k_axpy(n, 0.5, x, y);
  printf("axpy %.6g %.6g\n", y[0], y[n - 1]);
  k_hints(n, x, y);
  printf("hints %.6g %.6g\n", y[0], y[n - 1]);
  printf("simd %.6g\n", k_simd(n, x, y));
  return 0;
}
