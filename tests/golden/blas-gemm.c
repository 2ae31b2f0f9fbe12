// Golden test: the cblas_dgemm call forms — no transpose with alpha and beta folded in, beta = 0
// (C zeroed before the product), and the three transposed forms, with leading dimensions taken
// from the declared extents.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines --implicit-check-not='#include <cblas.h>' < %t.c
// RUN: %cc -c %t.c -o %t.o
// The rewrite is linked with a main that runs every kernel, run, and compared with the original:
// RUN: %cc -x c %S/mains/blas-gemm.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -x c %S/mains/blas-gemm.inc -x none %t.c -o %t.new -lopenblas && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out

// The include goes first, once.
// CHECK-FIXES: #include <cblas.h>
// CHECK-FIXES-NEXT: // Golden test: the cblas_dgemm call forms{{.*}}

#define NI 64
#define NJ 48
#define NK 32

void gemm_nn(double alpha, double beta, double C[restrict NI][NJ], double A[restrict NI][NK],
             double B[restrict NK][NJ]) {
  for (int i = 0; i < NI; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gemm_nn' replaced by cblas_dgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding); scalar factors may be regrouped [liar-blas]
    for (int j = 0; j < NJ; j++)
      C[i][j] *= beta;
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
  }
}
// CHECK-FIXES: void gemm_nn(double alpha, double beta, double C[restrict NI][NJ], double A[restrict NI][NK],
// CHECK-FIXES-NEXT: double B[restrict NK][NJ]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_dgemm); the original loops run when a guard fails */
// CHECK-FIXES-NEXT: if (alpha != 0 && beta != 0) {
// CHECK-FIXES-NEXT: cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, NI, NJ, NK, alpha,
// CHECK-FIXES-NEXT:             &A[0][0], NK, &B[0][0], NJ, beta, &C[0][0], NJ);
// CHECK-FIXES-NEXT: } else {
// CHECK-FIXES: /* liar: end */
// CHECK-FIXES-NEXT: }

void gemm_beta0(double C[restrict NI][NJ], double A[restrict NI][NK], double B[restrict NK][NJ]) {
  for (int i = 0; i < NI; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gemm_beta0' replaced by cblas_dgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < NJ; j++) {
      C[i][j] = 0.0;
      for (int k = 0; k < NK; k++)
        C[i][j] += A[i][k] * B[k][j];
    }
}
// CHECK-FIXES: void gemm_beta0(double C[restrict NI][NJ], double A[restrict NI][NK], double B[restrict NK][NJ]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_dgemm) */
// CHECK-FIXES-NEXT: cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, NI, NJ, NK, 1.0,
// CHECK-FIXES-NEXT:             &A[0][0], NK, &B[0][0], NJ, 0.0, &C[0][0], NJ);
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

// C += A * B^T: B is stored NJ x NK.
void gemm_nt(double C[restrict NI][NJ], double A[restrict NI][NK], double B[restrict NJ][NK]) {
  for (int i = 0; i < NI; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gemm_nt' replaced by cblas_dgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++)
        C[i][j] += A[i][k] * B[j][k];
}
// CHECK-FIXES: void gemm_nt(double C[restrict NI][NJ], double A[restrict NI][NK], double B[restrict NJ][NK]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_dgemm) */
// CHECK-FIXES-NEXT: cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasTrans, NI, NJ, NK, 1.0,
// CHECK-FIXES-NEXT:             &A[0][0], NK, &B[0][0], NK, 1.0, &C[0][0], NJ);
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

// C = alpha * A^T * B + beta * C: A is stored NK x NI.
void gemm_tn(double alpha, double beta, double C[restrict NI][NJ], double A[restrict NK][NI],
             double B[restrict NK][NJ]) {
  for (int i = 0; i < NI; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gemm_tn' replaced by cblas_dgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding); scalar factors may be regrouped [liar-blas]
    for (int j = 0; j < NJ; j++) {
      C[i][j] *= beta;
      for (int k = 0; k < NK; k++)
        C[i][j] += alpha * A[k][i] * B[k][j];
    }
}
// CHECK-FIXES: void gemm_tn(double alpha, double beta, double C[restrict NI][NJ], double A[restrict NK][NI],
// CHECK-FIXES-NEXT: double B[restrict NK][NJ]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_dgemm); the original loops run when a guard fails */
// CHECK-FIXES-NEXT: if (alpha != 0 && beta != 0) {
// CHECK-FIXES-NEXT: cblas_dgemm(CblasRowMajor, CblasTrans, CblasNoTrans, NI, NJ, NK, alpha,
// CHECK-FIXES-NEXT:             &A[0][0], NI, &B[0][0], NJ, beta, &C[0][0], NJ);
// CHECK-FIXES-NEXT: } else {
// CHECK-FIXES: /* liar: end */
// CHECK-FIXES-NEXT: }

// C += A^T * B^T.
void gemm_tt(double C[restrict NI][NJ], double A[restrict NK][NI], double B[restrict NJ][NK]) {
  for (int i = 0; i < NI; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gemm_tt' replaced by cblas_dgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++)
        C[i][j] += A[k][i] * B[j][k];
}
// CHECK-FIXES: void gemm_tt(double C[restrict NI][NJ], double A[restrict NK][NI], double B[restrict NJ][NK]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_dgemm) */
// CHECK-FIXES-NEXT: cblas_dgemm(CblasRowMajor, CblasTrans, CblasTrans, NI, NJ, NK, 1.0,
// CHECK-FIXES-NEXT:             &A[0][0], NI, &B[0][0], NK, 1.0, &C[0][0], NJ);
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

// CHECK-MESSAGES: liar: 5 region(s) found, 5 lifted, 5 rewritten, 0 rejected
