// Golden test: the cblas_dgemv call forms — y = alpha*A*x + beta*y (no transpose), y += A^T x
// (transpose: the loop over A's rows is the inner one), y = alpha*A^T*x + beta*y, and beta = 0
// (y zeroed first). The file already has an include: <cblas.h> goes before it.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines \
// RUN:   --implicit-check-not='#include <cblas.h>' < %t.c
// RUN: %cc -c %t.c -o %t.o
// The rewrite is linked with a main that runs every kernel, run, and compared with the original:
// RUN: %cc -x c %S/mains/blas-gemv.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -x c %S/mains/blas-gemv.inc -x none %t.c -o %t.new -lopenblas && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out

// CHECK-FIXES: #include <cblas.h>
// CHECK-FIXES-NEXT: #include <stddef.h>
#include <stddef.h>

#define N 64
#define M 48

void gemv_n(double alpha, double beta, double y[restrict N], double A[restrict N][M],
            double x[restrict M]) {
  for (int i = 0; i < N; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gemv_n' replaced by cblas_dgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding); scalar factors may be regrouped [liar-blas]
    y[i] = beta * y[i];
    for (int j = 0; j < M; j++)
      y[i] += alpha * A[i][j] * x[j];
  }
}
// CHECK-FIXES: void gemv_n(double alpha, double beta, double y[restrict N], double A[restrict N][M],
// CHECK-FIXES-NEXT: double x[restrict M]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_dgemv); the original loops run when a guard fails */
// CHECK-FIXES-NEXT: if (alpha != 0 && beta != 0) {
// CHECK-FIXES-NEXT: cblas_dgemv(CblasRowMajor, CblasNoTrans, N, M, alpha, &A[0][0], M, &x[0], 1, beta, &y[0], 1);
// CHECK-FIXES-NEXT: } else {
// CHECK-FIXES: /* liar: end */
// CHECK-FIXES-NEXT: }

void gemv_t(double y[restrict M], double A[restrict N][M], double x[restrict N]) {
  for (int j = 0; j < M; j++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gemv_t' replaced by cblas_dgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int i = 0; i < N; i++)
      y[j] += A[i][j] * x[i];
}
// CHECK-FIXES: void gemv_t(double y[restrict M], double A[restrict N][M], double x[restrict N]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_dgemv) */
// CHECK-FIXES-NEXT: cblas_dgemv(CblasRowMajor, CblasTrans, N, M, 1.0, &A[0][0], M, &x[0], 1, 1.0, &y[0], 1);
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

void gemv_t_scaled(double alpha, double beta, double y[restrict M], double A[restrict N][M],
                   double x[restrict N]) {
  for (int j = 0; j < M; j++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gemv_t_scaled' replaced by cblas_dgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding); scalar factors may be regrouped [liar-blas]
    y[j] = beta * y[j];
    for (int i = 0; i < N; i++)
      y[j] += alpha * A[i][j] * x[i];
  }
}
// CHECK-FIXES: void gemv_t_scaled(double alpha, double beta, double y[restrict M], double A[restrict N][M],
// CHECK-FIXES-NEXT: double x[restrict N]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_dgemv); the original loops run when a guard fails */
// CHECK-FIXES-NEXT: if (alpha != 0 && beta != 0) {
// CHECK-FIXES-NEXT: cblas_dgemv(CblasRowMajor, CblasTrans, N, M, alpha, &A[0][0], M, &x[0], 1, beta, &y[0], 1);
// CHECK-FIXES-NEXT: } else {
// CHECK-FIXES: /* liar: end */
// CHECK-FIXES-NEXT: }

void gemv_beta0(double y[restrict N], double A[restrict N][M], double x[restrict M]) {
  for (int i = 0; i < N; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gemv_beta0' replaced by cblas_dgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    y[i] = 0.0;
    for (int j = 0; j < M; j++)
      y[i] += A[i][j] * x[j];
  }
}
// CHECK-FIXES: void gemv_beta0(double y[restrict N], double A[restrict N][M], double x[restrict M]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_dgemv) */
// CHECK-FIXES-NEXT: cblas_dgemv(CblasRowMajor, CblasNoTrans, N, M, 1.0, &A[0][0], M, &x[0], 1, 0.0, &y[0], 1);
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

// CHECK-MESSAGES: liar: 4 region(s) found, 4 lifted, 4 rewritten, 0 rejected
