// Golden test: the correlation of the columns of a data matrix. The means are one cblas_dgemv
// with a vector of ones; the standard deviations (a square root and a floor at eps) and the
// normalisation stay loops; the products of the normalised columns on the strict upper
// triangle are one cblas_dsyrk with beta = 0, around which the diagonal the loops set to 1 is
// saved and restored (BLAS would overwrite it); the mirror stays a loop. A strict lower
// triangle that keeps a diagonal written elsewhere is the same call on the lower triangle.
// The sizes are parameters, as in PolyBench: with constant sizes ISL writes the triangle's
// condition as (and (<= i 38) (< i j)), which no rule reduces to (< i j) yet, and with loops
// shorter than the arrays as (and (< i j) (< j m)).
//
// The divisions by n become alphas of 1/n, which rounds differently: --fp-relaxed. By default
// the means' gemv has alpha 1 and the loops' division follows it.
// RUN: liar --fp-relaxed %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: liar --functions='^correlation$' %clean -- 2>&1 | FileCheck %s --check-prefix=EXACT
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines --implicit-check-not='#include <cblas.h>' < %t.c
// RUN: %cc -c %t.c -o %t.o
// The rewrite is linked with a main that runs every kernel, run, and compared with the original:
// RUN: %cc -x c %S/mains/idiom-correlation.inc -x none %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: %cc -x c %S/mains/idiom-correlation.inc -x none %t.c -o %t.new -lopenblas -lm && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out

// CHECK-FIXES: #include <cblas.h>
#include <math.h>

#define N 60
#define M 40

void correlation(int m, int n, double float_n, double data[restrict n][m],
                 double corr[restrict m][m], double mean[restrict m], double stddev[restrict m]) {
  double eps = 0.1;
  for (int j = 0; j < m; j++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'correlation' replaced by cblas_dgemv, cblas_dsyrk; floating-point sums may be reassociated; products may be fused with additions (one rounding); divisions replaced by reciprocal multiplications [liar-blas]
    // EXACT: :[[@LINE-2]]:3: remark: loop nest in 'correlation' replaced by cblas_dgemv, cblas_dsyrk; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    mean[j] = 0.0;
    for (int i = 0; i < n; i++)
      mean[j] += data[i][j];
    mean[j] /= float_n;
  }
  for (int j = 0; j < m; j++) {
    stddev[j] = 0.0;
    for (int i = 0; i < n; i++)
      stddev[j] += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
    stddev[j] /= float_n;
    stddev[j] = sqrt(stddev[j]);
    stddev[j] = stddev[j] <= eps ? 1.0 : stddev[j];
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      data[i][j] -= mean[j];
      data[i][j] /= sqrt(float_n) * stddev[j];
    }
  for (int i = 0; i < m - 1; i++) {
    corr[i][i] = 1.0;
    for (int j = i + 1; j < m; j++) {
      corr[i][j] = 0.0;
      for (int k = 0; k < n; k++)
        corr[i][j] += data[k][i] * data[k][j];
      corr[j][i] = corr[i][j];
    }
  }
  corr[m - 1][m - 1] = 1.0;
}
// CHECK-FIXES: cblas_dgemv(CblasRowMajor, CblasTrans, n, m, (1.0 / float_n),
// CHECK-FIXES-NEXT:        &data[0][0], m, &{{liar_t[0-9]+}}[0], 1, 0.0, &mean[0], 1);
// CHECK-FIXES: {{liar_t[0-9]+}}[[[I:liar_i[0-9]+]]] = corr[[[I]]][[[I]]];
// CHECK-FIXES-NEXT: cblas_dsyrk(CblasRowMajor, CblasUpper, CblasTrans, m, n, 1.0,
// CHECK-FIXES-NEXT:             &data[0][0], m, 0.0, &corr[0][0], m);
// CHECK-FIXES-NEXT: for (long [[J:liar_i[0-9]+]] = 0; [[J]] < m; [[J]]++)
// CHECK-FIXES-NEXT: corr[[[J]]][[[J]]] = {{liar_t[0-9]+}}[[[J]]];

void gram_strict_lower(double alpha, double A[restrict M][N], double G[restrict M][M]) {
  for (int i = 1; i < M; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gram_strict_lower' replaced by cblas_dsyrk; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < i; j++) {
      double s = 0.0;
      for (int k = 0; k < N; k++)
        s += A[i][k] * A[j][k];
      G[i][j] = alpha * s;
    }
}
// CHECK-FIXES: cblas_dsyrk(CblasRowMajor, CblasLower, CblasNoTrans, M, N, alpha,
// CHECK-FIXES-NEXT:        &A[0][0], N, 0.0, &G[0][0], M);

// CHECK-MESSAGES: liar: 2 region(s) found, 2 lifted, 2 rewritten, 0 rejected
