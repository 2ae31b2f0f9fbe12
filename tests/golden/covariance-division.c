// Golden test: covariance as PolyBench writes it, written here from its mathematics: column
// means, centring, then on the upper triangle cov[i][j] = (sum_k data[k][i] * data[k][j]) /
// (float_n - 1.0), mirrored into the lower triangle. By default (exact numerics) the product is
// one cblas_dsyrk with alpha 1 and beta 0, followed by the loops' own division of each element
// of the triangle (syrk0-upper-div), and the means one cblas_dgemv with alpha 1 followed by the
// division by n (gemv0-div): a division is never a multiplication by a reciprocal. The same with
// run-time sizes, and a correlation whose products are divided by n times a product of standard
// deviations on the strict upper triangle (syrk0-strict-upper-div; its divisor is grouped as the
// loops group it).
//
// RUN: liar --target=blas %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines < %t.c
// The rewrite is linked with a main that runs every kernel, run, and compared with the original:
// RUN: %cc -x c %S/mains/covariance-division.inc -x none %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: %cc -x c %S/mains/covariance-division.inc -x none %t.c -o %t.new -lopenblas -lm && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out
// Linked with BLAS routines that sum in the loops' order, the rewrite prints the original's bits:
// RUN: %cc -x c %S/mains/covariance-division.inc %S/mains/sequential-blas.inc -x none %t.c -o %t.seq -lm && %t.seq > %t.seq.out
// RUN: diff %t.orig.out %t.seq.out
// while the --fp-relaxed form, whose alphas are reciprocals 1/(n - 1), does not:
// RUN: liar --target=blas --fp-relaxed %clean -o %t.relaxed.c -- 2>&1 | FileCheck %s --check-prefix=RELAXED
// RUN: %cc -x c %S/mains/covariance-division.inc %S/mains/sequential-blas.inc -x none %t.relaxed.c -o %t.relaxed -lm && %t.relaxed > %t.relaxed.out
// RUN: not diff -q %t.orig.out %t.relaxed.out

// CHECK-FIXES: #include <cblas.h>
#include <math.h>

#define N 60
#define M 40

void kernel_covariance(int m, int n, double float_n, double data[N][M], double cov[M][M],
                       double mean[M]) {
  int i, j, k;

  for (j = 0; j < M; j++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'kernel_covariance' replaced by cblas_dgemv, cblas_dsyrk; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    // RELAXED: :[[@LINE-2]]:3: remark: loop nest in 'kernel_covariance' replaced by cblas_dgemv, cblas_dsyrk; {{.*}}; divisions replaced by reciprocal multiplications [liar-blas]
    mean[j] = 0.0;
    for (i = 0; i < N; i++)
      mean[j] += data[i][j];
    mean[j] /= float_n;
  }
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      data[i][j] -= mean[j];
  for (i = 0; i < M; i++)
    for (j = i; j < M; j++) {
      cov[i][j] = 0.0;
      for (k = 0; k < N; k++)
        cov[i][j] += data[k][i] * data[k][j];
      cov[i][j] /= (float_n - 1.0);
      cov[j][i] = cov[i][j];
    }
}
// CHECK-FIXES: cblas_dgemv(CblasRowMajor, CblasTrans, N, M, 1.0,
// CHECK-FIXES-NEXT:        &data[0][0], M, &{{liar_t[0-9]+}}[0], 1, 0.0, &mean[0], 1);
// CHECK-FIXES-NEXT: for (long [[I:liar_i[0-9]+]] = 0; [[I]] < M; [[I]]++) {
// CHECK-FIXES-NEXT: mean[[[I]]] = (mean[[[I]]] / float_n);
// CHECK-FIXES: cblas_dsyrk(CblasRowMajor, CblasUpper, CblasTrans, M, N, 1.0,
// CHECK-FIXES-NEXT:        &data[0][0], M, 0.0, &cov[0][0], M);
// CHECK-FIXES-NEXT: for (long [[I:liar_i[0-9]+]] = 0; [[I]] < M; [[I]]++) {
// CHECK-FIXES-NEXT: for (long [[J:liar_i[0-9]+]] = 0; [[J]] < M; [[J]]++) {
// CHECK-FIXES-NEXT: cov[[[I]]][[[J]]] = (([[I]] <= [[J]]) ? (cov[[[I]]][[[J]]] / (float_n - 1.0)) : cov[[[I]]][[[J]]]);

void covariance_sizes(int m, int n, double float_n, double data[n][m], double cov[m][m],
                      double mean[m]) {
  int i, j, k;

  for (j = 0; j < m; j++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'covariance_sizes' replaced by cblas_dgemv, cblas_dsyrk; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    // RELAXED: :[[@LINE-2]]:3: remark: loop nest in 'covariance_sizes' replaced by cblas_dgemv, cblas_dsyrk; {{.*}}; divisions replaced by reciprocal multiplications [liar-blas]
    mean[j] = 0.0;
    for (i = 0; i < n; i++)
      mean[j] += data[i][j];
    mean[j] /= float_n;
  }
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      data[i][j] -= mean[j];
  for (i = 0; i < m; i++)
    for (j = i; j < m; j++) {
      cov[i][j] = 0.0;
      for (k = 0; k < n; k++)
        cov[i][j] += data[k][i] * data[k][j];
      cov[i][j] /= (float_n - 1.0);
      cov[j][i] = cov[i][j];
    }
}
// CHECK-FIXES: cblas_dgemv(CblasRowMajor, CblasTrans, n, m, 1.0,
// CHECK-FIXES-NEXT:        &data[0][0], m, &{{liar_t[0-9]+}}[0], 1, 0.0, &mean[0], 1);
// CHECK-FIXES: cblas_dsyrk(CblasRowMajor, CblasUpper, CblasTrans, m, n, 1.0,
// CHECK-FIXES-NEXT:        &data[0][0], m, 0.0, &cov[0][0], m);
// CHECK-FIXES-NEXT: for (long [[I:liar_i[0-9]+]] = 0; [[I]] < m; [[I]]++) {
// CHECK-FIXES-NEXT: for (long [[J:liar_i[0-9]+]] = 0; [[J]] < m; [[J]]++) {
// CHECK-FIXES-NEXT: cov[[[I]]][[[J]]] = (([[I]] <= [[J]]) ? (cov[[[I]]][[[J]]] / (float_n - 1.0)) : cov[[[I]]][[[J]]]);

void correlation_division(int m, int n, double float_n, double data[n][m], double corr[m][m],
                          double mean[m], double stddev[m]) {
  int i, j, k;

  for (j = 0; j < m; j++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'correlation_division' replaced by cblas_dgemv, cblas_dsyrk; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    // RELAXED: :[[@LINE-2]]:3: remark: loop nest in 'correlation_division' replaced by cblas_dgemv, cblas_dsyrk; {{.*}}; divisions replaced by reciprocal multiplications [liar-blas]
    mean[j] = 0.0;
    for (i = 0; i < n; i++)
      mean[j] += data[i][j];
    mean[j] /= float_n;
  }
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      data[i][j] -= mean[j];
  for (j = 0; j < m; j++) {
    stddev[j] = 0.0;
    for (i = 0; i < n; i++)
      stddev[j] += data[i][j] * data[i][j];
    stddev[j] = sqrt(stddev[j] / float_n);
  }
  for (i = 0; i < m - 1; i++) {
    corr[i][i] = 1.0;
    for (j = i + 1; j < m; j++) {
      corr[i][j] = 0.0;
      for (k = 0; k < n; k++)
        corr[i][j] += data[k][i] * data[k][j];
      corr[i][j] /= float_n * stddev[i] * stddev[j];
      corr[j][i] = corr[i][j];
    }
  }
  corr[m - 1][m - 1] = 1.0;
}
// CHECK-FIXES: cblas_dsyrk(CblasRowMajor, CblasUpper, CblasTrans, m, n, 1.0,
// CHECK-FIXES-NEXT:        &data[0][0], m, 0.0, &corr[0][0], m);
// CHECK-FIXES: corr[[[I:liar_i[0-9]+]]][[[J:liar_i[0-9]+]]] = (([[I]] < [[J]]) ? (corr[[[I]]][[[J]]] / ((float_n * stddev[[[I]]]) * stddev[[[J]]])) : corr[[[I]]][[[J]]]);

// CHECK-MESSAGES: liar: 3 region(s) found, 3 lifted, 3 rewritten, 0 rejected
