// Golden test: a sum of absolute values is cblas_dasum (fabs) or cblas_sasum (fabsf), also over
// a column (increment M, guarded by the column's range) and with the accumulator's value before
// the loop added in.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines \
// RUN:   --implicit-check-not='#include <cblas.h>' < %t.c
// RUN: %cc -c %t.c -o %t.o
// The rewrite is linked with a main that runs every kernel, run, and compared with the original.
// The terms |x_i| are never negative, so no sum cancels: the loop's order and OpenBLAS's are
// each within (n-1) units of rounding of the exact sum, relative to it. Double results
// (n = 1000: 2 * 999 * 1.1e-16 = 2.2e-13) are compared to 1e-12, float ones (n = 64:
// 2 * 63 * 6e-8 = 7.5e-6) to 1e-5, each in its own run of the main.
// RUN: %cc -x c %S/mains/blas-asum.inc -x none %clean -o %t.orig -lm
// RUN: %cc -x c %S/mains/blas-asum.inc -x none %t.c -o %t.new -lopenblas -lm
// RUN: %t.orig double > %t.orig.d && %t.new double > %t.new.d
// RUN: python3 %S/compare-output.py %t.orig.d %t.new.d
// RUN: %t.orig float > %t.orig.f && %t.new float > %t.new.f
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.f %t.new.f

// CHECK-FIXES: #include <cblas.h>
// CHECK-FIXES-NEXT: #include <math.h>
#include <math.h>

#define N 1000
#define M 64

void dasum(double *restrict s, double x[restrict N]) {
  double acc = 0.0;
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'dasum' replaced by cblas_dasum; floating-point sums may be reassociated [liar-blas]
    acc += fabs(x[i]);
  *s = acc;
}
// CHECK-FIXES: void dasum(double *restrict s, double x[restrict N]) {
// CHECK-FIXES-NEXT: double acc = 0.0;
// CHECK-FIXES-NEXT: /* liar: blas (cblas_dasum) */
// CHECK-FIXES-NEXT: (*s) = (acc + cblas_dasum(N, &x[0], 1));
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

void dasum_column(double *restrict s, double A[restrict N][M], int j) {
  *s = 1.5;
  // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'dasum_column' replaced by cblas_dasum; floating-point sums may be reassociated [liar-blas]
  for (int i = 0; i < N; i++)
    *s += fabs(A[i][j]);
}
// CHECK-FIXES: void dasum_column(double *restrict s, double A[restrict N][M], int j) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_dasum); the original loops run when a guard fails */
// CHECK-FIXES-NEXT: if (j >= 0 && j + 1 <= M) {
// CHECK-FIXES-NEXT: (*s) = (1.5 + cblas_dasum(N, &A[0][j], M));
// CHECK-FIXES-NEXT: } else {
// CHECK-FIXES: /* liar: end */
// CHECK-FIXES-NEXT: }

void sasum(float *restrict s, float x[restrict M]) {
  float acc = 0.0f;
  for (int i = 0; i < M; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'sasum' replaced by cblas_sasum; floating-point sums may be reassociated [liar-blas]
    acc += fabsf(x[i]);
  *s = acc;
}
// CHECK-FIXES: void sasum(float *restrict s, float x[restrict M]) {
// CHECK-FIXES-NEXT: float acc = 0.0f;
// CHECK-FIXES-NEXT: /* liar: blas (cblas_sasum) */
// CHECK-FIXES-NEXT: (*s) = (acc + cblas_sasum(M, &x[0], 1));
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

// CHECK-MESSAGES: liar: 3 region(s) found, 3 lifted, 3 rewritten, 0 rejected
