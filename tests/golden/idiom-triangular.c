// Golden test: triangular and symmetric level-3 idioms. syrk and syr2k update one triangle of C
// and leave the other as it was (cblas_dsyrk/cblas_dsyr2k touch only the triangle they are
// given); symm reads only the lower triangle of A; trmm multiplies B in place by the transpose
// of a unit lower triangular A. The main prints every element of the results, the untouched
// triangle included.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines \
// RUN:   --implicit-check-not='#include <cblas.h>' < %t.c
// RUN: %cc -c %t.c -o %t.o
// The rewrite is linked with a main that runs every kernel, run, and compared with the original:
// RUN: %cc -x c %S/mains/idiom-triangular.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -x c %S/mains/idiom-triangular.inc -x none %t.c -o %t.new -lopenblas && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out

// CHECK-FIXES: #include <cblas.h>

#define N 40
#define M 24

void syrk(double alpha, double beta, double C[restrict N][N], double A[restrict N][M]) {
  for (int i = 0; i < N; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'syrk' replaced by cblas_dsyrk; floating-point sums may be reassociated; products may be fused with additions (one rounding); scalar factors may be regrouped [liar-blas]
    for (int j = 0; j <= i; j++)
      C[i][j] *= beta;
    for (int k = 0; k < M; k++)
      for (int j = 0; j <= i; j++)
        C[i][j] += alpha * A[i][k] * A[j][k];
  }
}
// CHECK-FIXES: if (alpha != 0 && beta != 0) {
// CHECK-FIXES: cblas_dsyrk(CblasRowMajor, CblasLower, CblasNoTrans, N, M, alpha,
// CHECK-FIXES-NEXT:        &A[0][0], M, beta, &C[0][0], N);

void syrk_upper(double alpha, double beta, double C[restrict N][N], double A[restrict N][M]) {
  for (int i = 0; i < N; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'syrk_upper' replaced by cblas_dsyrk; floating-point sums may be reassociated; products may be fused with additions (one rounding); scalar factors may be regrouped [liar-blas]
    for (int j = i; j < N; j++)
      C[i][j] *= beta;
    for (int k = 0; k < M; k++)
      for (int j = i; j < N; j++)
        C[i][j] += alpha * A[i][k] * A[j][k];
  }
}
// CHECK-FIXES: if (alpha != 0 && beta != 0) {
// CHECK-FIXES: cblas_dsyrk(CblasRowMajor, CblasUpper, CblasNoTrans, N, M, alpha,
// CHECK-FIXES-NEXT:        &A[0][0], M, beta, &C[0][0], N);

void syr2k(double alpha, double beta, double C[restrict N][N], double A[restrict N][M],
           double B[restrict N][M]) {
  for (int i = 0; i < N; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'syr2k' replaced by cblas_dsyr2k; floating-point sums may be reassociated; products may be fused with additions (one rounding); scalar factors may be regrouped [liar-blas]
    for (int j = 0; j <= i; j++)
      C[i][j] *= beta;
    for (int k = 0; k < M; k++)
      for (int j = 0; j <= i; j++)
        C[i][j] += A[j][k] * alpha * B[i][k] + B[j][k] * alpha * A[i][k];
  }
}
// CHECK-FIXES: if (alpha != 0 && beta != 0) {
// CHECK-FIXES: cblas_dsyr2k(CblasRowMajor, CblasLower, CblasNoTrans, N, M, alpha,
// CHECK-FIXES-NEXT:         &{{A|B}}[0][0], M, &{{A|B}}[0][0], M, beta, &C[0][0], N);

void symm(double alpha, double beta, double C[restrict N][M], double A[restrict N][N],
          double B[restrict N][M]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'symm' replaced by cblas_dsymm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < M; j++) {
      double acc = 0.0;
      for (int k = 0; k <= i; k++)
        acc += A[i][k] * B[k][j];
      for (int k = i + 1; k < N; k++)
        acc += A[k][i] * B[k][j];
      C[i][j] = beta * C[i][j] + alpha * acc;
    }
}
// CHECK-FIXES: if (alpha != 0 && beta != 0) {
// CHECK-FIXES: cblas_dsymm(CblasRowMajor, CblasLeft, CblasLower, N, M, alpha,
// CHECK-FIXES-NEXT:        &A[0][0], N, &B[0][0], M, beta, &C[0][0], M);

void trmm(double alpha, double A[restrict N][N], double B[restrict N][M]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'trmm' replaced by cblas_dtrmm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < M; j++) {
      for (int k = i + 1; k < N; k++)
        B[i][j] += A[k][i] * B[k][j];
      B[i][j] = alpha * B[i][j];
    }
}
// CHECK-FIXES: if (alpha != 0) {
// CHECK-FIXES: cblas_dtrmm(CblasRowMajor, CblasLeft, CblasLower, CblasTrans, CblasUnit, N, M, alpha,
// CHECK-FIXES-NEXT:        &A[0][0], N, &B[0][0], M);

// CHECK-MESSAGES: liar: 5 region(s) found, 5 lifted, 5 rewritten, 0 rejected
