// Golden test: the covariance of the columns of a data matrix. The column means are one
// cblas_dgemv with a vector of ones (the division by n is its alpha), the centring stays a
// loop, the product of the centred columns on the upper triangle is one cblas_dsyrk with
// beta = 0 (the division by n - 1 is its alpha: x / c = (1 / c) * x), and the mirror into the
// lower triangle stays a loop. A lower-triangle Gram matrix scaled by a factor is the same
// syrk on the lower triangle. Integer division is never turned into a multiplication.
//
// The divisions by n become alphas of 1/n, which rounds differently: --fp-relaxed. By default
// the calls have alpha 1 and the loops' divisions follow them (covariance-division.c).
// RUN: liar --fp-relaxed %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: liar --functions='^covariance$' %clean -- 2>&1 | FileCheck %s --check-prefix=EXACT
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines --implicit-check-not='#include <cblas.h>' < %t.c
// RUN: %cc -c %t.c -o %t.o
// The rewrite is linked with a main that runs every kernel, run, and compared with the original:
// RUN: %cc -x c %S/mains/idiom-covariance.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -x c %S/mains/idiom-covariance.inc -x none %t.c -o %t.new -lopenblas && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out

// CHECK-FIXES: #include <cblas.h>

#define N 60
#define M 40

void covariance(double float_n, double data[restrict N][M], double cov[restrict M][M],
                double mean[restrict M]) {
  for (int j = 0; j < M; j++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'covariance' replaced by cblas_dgemv, cblas_dsyrk; floating-point sums may be reassociated; products may be fused with additions (one rounding); divisions replaced by reciprocal multiplications [liar-blas]
    // EXACT: :[[@LINE-2]]:3: remark: loop nest in 'covariance' replaced by cblas_dgemv, cblas_dsyrk; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    mean[j] = 0.0;
    for (int i = 0; i < N; i++)
      mean[j] += data[i][j];
    mean[j] /= float_n;
  }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      data[i][j] -= mean[j];
  for (int i = 0; i < M; i++)
    for (int j = i; j < M; j++) {
      cov[i][j] = 0.0;
      for (int k = 0; k < N; k++)
        cov[i][j] += data[k][i] * data[k][j];
      cov[i][j] /= (float_n - 1.0);
      cov[j][i] = cov[i][j];
    }
}
// CHECK-FIXES: cblas_dgemv(CblasRowMajor, CblasTrans, N, M, (1.0 / float_n),
// CHECK-FIXES-NEXT:        &data[0][0], M, &{{liar_t[0-9]+}}[0], 1, 0.0, &mean[0], 1);
// CHECK-FIXES: cblas_dsyrk(CblasRowMajor, CblasUpper, CblasTrans, M, N, (1.0 / (float_n - 1.0)),
// CHECK-FIXES-NEXT:        &data[0][0], M, 0.0, &cov[0][0], M);

void gram_lower(double alpha, double A[restrict M][N], double G[restrict M][M]) {
  for (int i = 0; i < M; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gram_lower' replaced by cblas_dsyrk; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j <= i; j++) {
      double s = 0.0;
      for (int k = 0; k < N; k++)
        s += A[i][k] * A[j][k];
      G[i][j] = alpha * s;
    }
}
// CHECK-FIXES: cblas_dsyrk(CblasRowMajor, CblasLower, CblasNoTrans, M, N, alpha,
// CHECK-FIXES-NEXT:        &A[0][0], N, 0.0, &G[0][0], M);

void int_means(int n, int counts[restrict N][M], int imean[restrict M]) {
  for (int j = 0; j < M; j++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'int_means' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
    int s = 0;
    for (int i = 0; i < N; i++)
      s += counts[i][j];
    imean[j] = s / n;
  }
}
// CHECK-FIXES: void int_means(int n, int counts[restrict N][M], int imean[restrict M]) {
// CHECK-FIXES-NEXT: for (int j = 0; j < M; j++) {

// CHECK-MESSAGES: liar: 3 region(s) found, 3 lifted, 2 rewritten, 0 rejected
