// Regression test: pragmas on loops that are not the first of their region, and on loops
// rewritten nest by nest. A nest rewritten on its own starts at its own pragmas (`#pragma omp
// parallel for`, `#pragma clang loop`), which go with it; a nest kept as it is keeps them; a
// pragma on an inner loop goes away with the nest it is in. `#pragma scop` regions still start
// after `#pragma scop`. Built with -fopenmp, run and compared with the original.
//
// RUN: %cc -fopenmp -Wno-unknown-pragmas %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: liar --target=blas --functions='^k_' %clean -o %t.blas.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BLAS
// RUN: %cc -fopenmp -Wno-unknown-pragmas %t.blas.c -o %t.blas -lopenblas -lm && %t.blas | diff %t.orig.out -
// RUN: liar --target=omp --omp-min-work=0 --functions='^k_' %clean -o %t.omp.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=OMP
// RUN: %cc -fopenmp -Wno-unknown-pragmas %t.omp.c -o %t.omp -lm && %t.omp | diff %t.orig.out -
// RUN: liar --target=auto --omp-min-work=0 --functions='^k_' %clean -o %t.auto.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=AUTO
// RUN: %cc -fopenmp -Wno-unknown-pragmas %t.auto.c -o %t.auto -lopenblas -lm && %t.auto | diff %t.orig.out -
// RUN: FileCheck %s --check-prefix=FIXES < %t.blas.c
// Clang honours `#pragma clang loop` (and rejects it before anything but a loop):
// RUN: clang-19 -fsyntax-only -fopenmp -Wno-unknown-pragmas %t.blas.c
// RUN: clang-19 -fsyntax-only -fopenmp -Wno-unknown-pragmas %t.auto.c

#include <stdio.h>

void k_two(int n, double A[restrict n][n], double x[restrict n], double y[restrict n],
           double z[restrict n]) {
  for (int i = 1; i < n; i++)
    z[i] = z[i - 1] + x[i];
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    #pragma omp simd
    for (int j = 0; j < n; j++)
      y[i] += A[i][j] * x[j];
}
// BLAS: remark: loop nest in 'k_two' replaced part by part: line [[@LINE-6]] replaced by cblas_dgemv
// OMP: remark: loop nest in 'k_two' replaced by OpenMP loops
// AUTO: remark: loop nest in 'k_two' replaced part by part: line [[@LINE-8]] replaced by cblas_dgemv
// FIXES: void k_two(
// FIXES: z[i] = z[i - 1] + x[i];
// FIXES-NEXT: /* liar: blas (cblas_dgemv); the original loops run when a guard fails */

void k_hint(int n, double x[restrict n], double y[restrict n]) {
  #pragma clang loop vectorize(enable)
  for (int i = 0; i < n; i++)
    y[i] += 4.0 * x[i];
}
// BLAS: :[[@LINE-4]]:3: remark: loop nest in 'k_hint' replaced by cblas_daxpy
// AUTO: :[[@LINE-5]]:3: remark: loop nest in 'k_hint' replaced by cblas_daxpy
// FIXES: void k_hint(
// FIXES-NEXT: /* liar: blas (cblas_daxpy); the original loops run when a guard fails */

void k_scop(int n, double x[restrict n], double y[restrict n]) {
#pragma scop
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    y[i] += 0.5 * x[i];
#pragma endscop
}
// BLAS: :[[@LINE-5]]:3: remark: loop nest in 'k_scop' replaced by cblas_daxpy
// AUTO: :[[@LINE-6]]:3: remark: loop nest in 'k_scop' replaced by cblas_daxpy
// FIXES: void k_scop(
// FIXES-NEXT: #pragma scop
// FIXES-NEXT: /* liar: blas (cblas_daxpy); the original loops run when a guard fails */

static double A[300][300], x[300], y[300], z[300];

int main(void) {
  int n = 300;
  for (int i = 0; i < n; i++) {
    x[i] = (i % 7) * 0.25;
    y[i] = 1.0 + (i % 3);
    for (int j = 0; j < n; j++)
      A[i][j] = ((i + j) % 5) * 0.5;
  }
  k_two(n, (double(*)[n])A, x, y, z);
  printf("two %.6g %.6g %.6g\n", y[0], y[n - 1], z[n - 1]);
  k_hint(n, x, y);
  printf("hint %.6g %.6g\n", y[0], y[n - 1]);
  k_scop(n, x, y);
  printf("scop %.6g %.6g\n", y[0], y[n - 1]);
  return 0;
}
