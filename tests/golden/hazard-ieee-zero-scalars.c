// Regression test: library calls that skip work for a zero scalar. BLAS reads no C when beta
// is 0 and returns early when alpha is 0, OpenBLAS's scal by 0 writes zeros, LibTorch's addmm
// and addmv with beta 0 ignore their input; the loops compute NaN*0 = NaN and 0*Inf = NaN. The
// kernels below are called with a zero alpha, beta or factor over NaN and infinities, and with
// non-zero ones: each rewrite runs its call only when the scalar is not zero (a guard, the
// original loops otherwise), and prints what the original prints, bit for bit (a hash of every
// value printed with %a; the inputs are small dyadic numbers, whose sums are exact in any order).
//
// RUN: %cc %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar --target=blas --functions='^k_' %clean -o %t.blas.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BLAS
// RUN: FileCheck %s --check-prefix=BLAS-FIXES < %t.blas.c
// RUN: %cc %t.blas.c -o %t.blas -lopenblas -lm && %t.blas | diff %t.orig.out -
// RUN: liar --target=torch --functions='^k_' %clean -o %t.torch.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TORCH
// RUN: FileCheck %s --check-prefix=TORCH-FIXES < %t.torch.c
// RUN: %cc -I %runtime %t.torch.c -o %t.torch %torchlib -lm && %t.torch | diff %t.orig.out -
// RUN: liar --target=auto --functions='^k_' %clean -o %t.auto.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=AUTO
// RUN: %cc -I %runtime -fopenmp %t.auto.c -o %t.auto -lopenblas %torchlib -lm && %t.auto | diff %t.orig.out -

#include <math.h>
#include <stdio.h>

#define N 96

void k_gemm(int n, double alpha, double beta, double C[restrict n][n], double A[restrict n][n],
            double B[restrict n][n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      C[i][j] *= beta;
      for (int k = 0; k < n; k++)
        C[i][j] += alpha * A[i][k] * B[k][j];
    }
}
// BLAS: remark: loop nest in 'k_gemm' replaced by cblas_dgemm
// BLAS-FIXES: if (((n) > 0) && (alpha != 0) && (beta != 0)) {
// BLAS-FIXES: cblas_dgemm(
// TORCH: remark: loop nest in 'k_gemm' replaced by liar_torch_addmm_d
// TORCH-FIXES: if (((n) > 0) && (beta != 0) && (alpha != 0)) {
// TORCH-FIXES: liar_torch_addmm_d(
// AUTO: remark: loop nest in 'k_gemm' replaced by

void k_gemv(int n, double alpha, double beta, double y[restrict n], double A[restrict n][n],
            double x[restrict n]) {
  for (int i = 0; i < n; i++) {
    y[i] = beta * y[i];
    for (int j = 0; j < n; j++)
      y[i] += alpha * A[i][j] * x[j];
  }
}
// BLAS: remark: loop nest in 'k_gemv' replaced by cblas_dgemv
// BLAS-FIXES: if (((n) > 0) && (alpha != 0) && (beta != 0)) {
// BLAS-FIXES: cblas_dgemv(
// TORCH: remark: loop nest in 'k_gemv' replaced by liar_torch_addmv_d
// TORCH-FIXES: if (((n) > 0) && (beta != 0) && (alpha != 0)) {
// TORCH-FIXES: liar_torch_addmv_d(
// AUTO: remark: loop nest in 'k_gemv' replaced by

void k_axpy(int n, double alpha, double y[restrict n], double x[restrict n]) {
  for (int i = 0; i < n; i++)
    y[i] += alpha * x[i];
}
// BLAS: remark: loop nest in 'k_axpy' replaced by cblas_daxpy
// BLAS-FIXES: if (((n) > 0) && (alpha != 0)) {
// BLAS-FIXES: cblas_daxpy(

void k_scal(int n, double s, double x[restrict n]) {
  for (int i = 0; i < n; i++)
    x[i] = s * x[i];
}
// BLAS: remark: loop nest in 'k_scal' replaced by cblas_dscal
// BLAS-FIXES: if (((n) > 0) && (s != 0)) {
// BLAS-FIXES: cblas_dscal(

// Each row's alpha is read inside the region: the call checks it where it is made.
void k_rows(int n, double C[restrict n][n], double y[restrict n], double A[restrict n][n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i][j] += y[i] * A[i][j];
}
// BLAS: remark: loop nest in 'k_rows' replaced by cblas_daxpy
// BLAS-FIXES: if (liar_s{{[0-9]+}} != 0) {

static double A[N][N], B[N][N], C[N][N], x[N], y[N];

static void fill(double special) {
  for (int i = 0; i < N; i++) {
    x[i] = (i % 7 == 3) ? special : 0.25 * (i % 5) - 0.5;
    y[i] = (i % 11 == 2) ? special : 0.125 * (i % 9) + 1.0;
    for (int j = 0; j < N; j++) {
      A[i][j] = (i + 2 * j) % 13 == 0 ? special : 0.5 * ((i * j) % 7) - 1.0;
      B[i][j] = 0.25 * ((i + j) % 5) - 0.5;
      C[i][j] = (i * 3 + j) % 17 == 1 ? -special : 0.5 * ((i + 3 * j) % 3) + 0.25;
    }
  }
}

static void print(const char* what) {
  unsigned long h = 0;
  int nans = 0, infs = 0;
  for (int i = 0; i < N; i++) {
    const double* row[] = {C[i], &x[i], &y[i]};
    int len[] = {N, 1, 1};
    for (int r = 0; r < 3; r++)
      for (int j = 0; j < len[r]; j++) {
        // A NaN's sign and payload follow the order of operations, which a library call may
        // change (as it reassociates sums): every NaN is spelled alike.
        char buf[64];
        snprintf(buf, sizeof buf, isnan(row[r][j]) ? "NaN" : "%a", row[r][j]);
        for (const char* p = buf; *p; p++)
          h = h * 131 + (unsigned char)*p;
        nans += isnan(row[r][j]) != 0;
        infs += isinf(row[r][j]) != 0;
      }
  }
  printf("%s: %d NaN, %d Inf, hash %lx\n", what, nans, infs, h);
}

int main(void) {
  const double specials[] = {NAN, INFINITY};
  const double scalars[][2] = {{1.5, 0.0}, {0.0, 1.25}, {0.0, 0.0}, {1.5, 1.25}};
  for (int s = 0; s < 2; s++)
    for (int c = 0; c < 4; c++) {
      double alpha = scalars[c][0], beta = scalars[c][1];
      fill(specials[s]);
      k_gemm(N, alpha, beta, C, A, B);
      print("gemm");
      fill(specials[s]);
      k_gemv(N, alpha, beta, y, A, x);
      print("gemv");
      fill(specials[s]);
      k_axpy(N, alpha, y, x);
      print("axpy");
      fill(specials[s]);
      k_scal(N, beta, x);
      print("scal");
      fill(specials[s]);
      for (int i = 0; i < N; i += 3)
        y[i] = c < 3 ? 0.0 : y[i];
      k_rows(N, C, y, A);
      print("rows");
    }
  return 0;
}
