// Golden test: float arrays give the cblas_s* forms (cblas_sgemm, cblas_sgemv transposed,
// cblas_saxpy, cblas_sdot, cblas_sger), with float constants (1.0f).
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines \
// RUN:   --implicit-check-not='#include <cblas.h>' \
// RUN:   --implicit-check-not='{{.*}}cblas_d{{.*}}' < %t.c
// RUN: %cc -c %t.c -o %t.o
// The rewrite is linked with a main that runs every kernel, run, and compared with the original:
// RUN: %cc -x c %S/mains/blas-float.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -x c %S/mains/blas-float.inc -x none %t.c -o %t.new -lopenblas && %t.new > %t.new.out
// Float results are compared to 1e-5: the main's inputs are positive, so a reassociated
// float sum of n terms stays within n * FLT_EPSILON (4e-6 for n = 64) of the loop's.
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.new.out

// CHECK-FIXES: #include <cblas.h>
// CHECK-FIXES-NEXT: // Golden test: float arrays{{.*}}
#define N 64
#define M 48

void sgemm(float alpha, float beta, float C[restrict N][M], float A[restrict N][N],
           float B[restrict N][M]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'sgemm' replaced by cblas_sgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding); scalar factors may be regrouped [liar-blas]
    for (int j = 0; j < M; j++) {
      C[i][j] *= beta;
      for (int k = 0; k < N; k++)
        C[i][j] += alpha * A[i][k] * B[k][j];
    }
}
// CHECK-FIXES: void sgemm(float alpha, float beta, float C[restrict N][M], float A[restrict N][N],
// CHECK-FIXES-NEXT: float B[restrict N][M]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_sgemm); the original loops run when a guard fails */
// CHECK-FIXES-NEXT: if (alpha != 0 && beta != 0) {
// CHECK-FIXES-NEXT: cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, N, M, N, alpha,
// CHECK-FIXES-NEXT:             &A[0][0], N, &B[0][0], M, beta, &C[0][0], M);
// CHECK-FIXES-NEXT: } else {
// CHECK-FIXES: /* liar: end */
// CHECK-FIXES-NEXT: }

void sgemv_t(float y[restrict M], float A[restrict N][M], float x[restrict N]) {
  for (int j = 0; j < M; j++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'sgemv_t' replaced by cblas_sgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int i = 0; i < N; i++)
      y[j] += A[i][j] * x[i];
}
// CHECK-FIXES: void sgemv_t(float y[restrict M], float A[restrict N][M], float x[restrict N]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_sgemv) */
// CHECK-FIXES-NEXT: cblas_sgemv(CblasRowMajor, CblasTrans, N, M, 1.0f, &A[0][0], M, &x[0], 1, 1.0f, &y[0], 1);
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

void saxpy(float a, float y[restrict N], float x[restrict N]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'saxpy' replaced by cblas_saxpy; products may be fused with additions (one rounding) [liar-blas]
    y[i] = y[i] + a * x[i];
}
// CHECK-FIXES: void saxpy(float a, float y[restrict N], float x[restrict N]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_saxpy); the original loops run when a guard fails */
// CHECK-FIXES-NEXT: if (a != 0) {
// CHECK-FIXES-NEXT: cblas_saxpy(N, a, &x[0], 1, &y[0], 1);
// CHECK-FIXES-NEXT: } else {
// CHECK-FIXES: /* liar: end */
// CHECK-FIXES-NEXT: }

void sdot(float *restrict s, float x[restrict N], float y[restrict N]) {
  *s = 0.0f;
  // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'sdot' replaced by cblas_sdot; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
  for (int i = 0; i < N; i++)
    *s += x[i] * y[i];
}
// CHECK-FIXES: void sdot(float *restrict s, float x[restrict N], float y[restrict N]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_sdot) */
// CHECK-FIXES-NEXT: (*s) = cblas_sdot(N, &x[0], 1, &y[0], 1);
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

void sger(float A[restrict N][M], float x[restrict N], float y[restrict M]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'sger' replaced by cblas_sger; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < M; j++)
      A[i][j] += x[i] * y[j];
}
// CHECK-FIXES: void sger(float A[restrict N][M], float x[restrict N], float y[restrict M]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_sger) */
// CHECK-FIXES-NEXT: cblas_sger(CblasRowMajor, N, M, 1.0f, &x[0], 1, &y[0], 1, &A[0][0], M);
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

// CHECK-MESSAGES: liar: 5 region(s) found, 5 lifted, 5 rewritten, 0 rejected
