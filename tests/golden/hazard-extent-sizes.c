// Regression test: run-time sizes that are zero or negative. The loops then do nothing;
// the rewrite must do the same: no library call with a negative size (OpenBLAS reports
// "parameter number 2 had an illegal value") and no malloc of a negative count. Every size
// the new code passes on is guarded positive, and the guarded-out case runs the loops.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc %s -o %t.orig -lm && %t.orig > %t.orig.out 2>&1
// RUN: %cc %t.c -o %t.new -lopenblas -lm && %t.new > %t.new.out 2>&1
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out
#include <stdio.h>

#define M 6

void gemv(int n, double *restrict y, double A[restrict][M], double *restrict x) {
  for (int i = 0; i < n; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gemv' replaced by cblas_dgemv{{.*}}
    y[i] = 0.0;
    for (int j = 0; j < M; j++)
      y[i] += A[i][j] * x[j];
  }
}
// CHECK-FIXES: if ((n) > 0 && (double)(M) * (n) >= 1024) {
// CHECK-FIXES-NEXT: cblas_dgemv(CblasRowMajor, CblasNoTrans, n, M,{{.*}}

void gemm(int n, double beta, double C[restrict][M], double A[restrict][M],
          double B[restrict][M]) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gemm' replaced by cblas_dgemm{{.*}}
    for (int j = 0; j < M; j++) {
      C[i][j] *= beta;
      for (int p = 0; p < M; p++)
        C[i][j] += A[i][p] * B[p][j];
    }
}
// CHECK-FIXES: if ((n) > 0 &&
// CHECK-FIXES-NEXT: beta != 0 &&
// CHECK-FIXES-NEXT: (double)(M) * (M) * (n) >= 512) {
// CHECK-FIXES-NEXT: cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, M, M,{{.*}}

// A malloc'd temporary of n elements (y is read while it is written).
void shift(int n, double *restrict y, double *restrict x) {
  for (int i = 0; i < n; i++)
    x[i] = x[i] + y[i];
  for (int i = 0; i < n; i++)
    y[i] = 2.0 * x[i];
}

static double A[M][M], B[M][M], C[M][M], x[M], y[M];

static void show(void) {
  for (int i = 0; i < M; i++)
    printf("%.17g %.17g ", y[i], C[i][0]);
  printf("\n");
}

int main(void) {
  for (int i = 0; i < M; i++) {
    x[i] = 1.0 + i;
    y[i] = -1.0;
    for (int j = 0; j < M; j++) {
      A[i][j] = 1.0 / (i + j + 1);
      B[i][j] = i - j;
      C[i][j] = 1.0;
    }
  }
  int sizes[] = {0, -3, 4};
  for (int s = 0; s < 3; s++) {
    gemv(sizes[s], y, A, x);
    gemm(sizes[s], 2.0, C, A, B);
    shift(sizes[s], y, x);
    show();
  }
  return 0;
}
