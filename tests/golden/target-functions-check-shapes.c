// Golden test: --check-idioms knows the shape of every routine family it tries. A target that
// computes its routine's values (plain loops, honouring the transposes, triangles, sides and
// scalars the trials vary) holds on every trial its guard admits, so no line of
// tool/TargetHarness's shape table sets up a parameter otherwise than its routine reads it.
//
// RUN: liar --check-idioms %clean -- 2>&1 | FileCheck %s \
// RUN:   --implicit-check-not='{{note|warning|error}}:'

#include <cblas.h>
#include <math.h>

double r_dnrm2(int n, const double *x) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += x[i] * x[i];
  return sqrt(s);
}

double r_dasum(int n, const double *x) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += fabs(x[i]);
  return s;
}

void r_daxpy(int n, double a, const double *x, double *y) {
  for (int i = 0; i < n; i++)
    y[i] += a * x[i];
}

void r_dscal(int n, double a, double *x) {
  for (int i = 0; i < n; i++)
    x[i] *= a;
}

void r_dcopy(int n, const double *x, double *y) {
  for (int i = 0; i < n; i++)
    y[i] = x[i];
}

/* y = a op(A) x + b y, A stored m x n. */
void r_dgemv(int t, int m, int n, double a, const double *A, const double *x, double b,
             double *y) {
  int rows = t ? n : m, cols = t ? m : n;
  for (int i = 0; i < rows; i++) {
    double s = 0;
    for (int j = 0; j < cols; j++)
      s += (t ? A[j * n + i] : A[i * n + j]) * x[j];
    y[i] = a * s + b * y[i];
  }
}

void r_dger(int m, int n, double a, const double *x, const double *y, double *A) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      A[i * n + j] += a * x[i] * y[j];
}

/* The triangle `up` of C = a op(A) op(A)^T + b C, A stored n x k (k x n transposed). */
void r_dsyrk(int up, int t, int n, int k, double a, const double *A, double b, double *C) {
  for (int i = 0; i < n; i++)
    for (int j = up ? i : 0; j <= (up ? n - 1 : i); j++) {
      double s = 0;
      for (int p = 0; p < k; p++)
        s += t ? A[p * n + i] * A[p * n + j] : A[i * k + p] * A[j * k + p];
      C[i * n + j] = a * s + b * C[i * n + j];
    }
}

void r_dsyr2k(int up, int t, int n, int k, double a, const double *A, const double *B, double b,
              double *C) {
  for (int i = 0; i < n; i++)
    for (int j = up ? i : 0; j <= (up ? n - 1 : i); j++) {
      double s = 0;
      for (int p = 0; p < k; p++)
        s += t ? A[p * n + i] * B[p * n + j] + B[p * n + i] * A[p * n + j]
               : A[i * k + p] * B[j * k + p] + B[i * k + p] * A[j * k + p];
      C[i * n + j] = a * s + b * C[i * n + j];
    }
}

/* Element (i, j) of the symmetric s x s matrix whose triangle `up` A stores. */
static double sym(const double *A, int s, int up, int i, int j) {
  return (up ? i <= j : i >= j) ? A[i * s + j] : A[j * s + i];
}

/* C = a A B + b C (A on the left, m x m) or a B A + b C (on the right, n x n). */
void r_dsymm(int right, int up, int m, int n, double a, const double *A, const double *B,
             double b, double *C) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      double s = 0;
      if (right)
        for (int p = 0; p < n; p++)
          s += B[i * n + p] * sym(A, n, up, p, j);
      else
        for (int p = 0; p < m; p++)
          s += sym(A, m, up, i, p) * B[p * n + j];
      C[i * n + j] = a * s + b * C[i * n + j];
    }
}

#ifdef __liar__
#pragma liar target(cblas_dnrm2, r_dnrm2(N, X), when(incX == 1))
// CHECK: target-functions-check-shapes.clean.c:[[@LINE-1]]:1: note: target 'r_dnrm2' of 'cblas_dnrm2' computes what the routine does on the 56 trials its guard admits
#pragma liar target(cblas_dasum, r_dasum(N, X), when(incX == 1))
// CHECK: target-functions-check-shapes.clean.c:[[@LINE-1]]:1: note: target 'r_dasum' of 'cblas_dasum' computes what the routine does on the 56 trials its guard admits
#pragma liar target(cblas_daxpy, r_daxpy(N, alpha, X, Y), when(incX == 1 && incY == 1))
// CHECK: target-functions-check-shapes.clean.c:[[@LINE-1]]:1: note: target 'r_daxpy' of 'cblas_daxpy' computes what the routine does on the 56 trials its guard admits
#pragma liar target(cblas_dscal, r_dscal(N, alpha, X), when(incX == 1))
// CHECK: target-functions-check-shapes.clean.c:[[@LINE-1]]:1: note: target 'r_dscal' of 'cblas_dscal' computes what the routine does on the 56 trials its guard admits
#pragma liar target(cblas_dcopy, r_dcopy(N, X, Y), when(incX == 1 && incY == 1))
// CHECK: target-functions-check-shapes.clean.c:[[@LINE-1]]:1: note: target 'r_dcopy' of 'cblas_dcopy' computes what the routine does on the 56 trials its guard admits
#pragma liar target(cblas_dgemv, r_dgemv(TransA == CblasTrans, M, N, alpha, A, X, beta, Y), \
    when(lda == N && incX == 1 && incY == 1))
// CHECK: target-functions-check-shapes.clean.c:[[@LINE-2]]:1: note: target 'r_dgemv' of 'cblas_dgemv' computes what the routine does on the 56 trials its guard admits
#pragma liar target(cblas_dger, r_dger(M, N, alpha, X, Y, A), \
    when(lda == N && incX == 1 && incY == 1))
// CHECK: target-functions-check-shapes.clean.c:[[@LINE-2]]:1: note: target 'r_dger' of 'cblas_dger' computes what the routine does on the 56 trials its guard admits
#pragma liar target(cblas_dsyrk, \
    r_dsyrk(Uplo == CblasUpper, Trans == CblasTrans, N, K, alpha, A, beta, C), \
    when(ldc == N && lda == (Trans == CblasTrans ? N : K)))
// CHECK: target-functions-check-shapes.clean.c:[[@LINE-3]]:1: note: target 'r_dsyrk' of 'cblas_dsyrk' computes what the routine does on the 56 trials its guard admits
#pragma liar target(cblas_dsyr2k, \
    r_dsyr2k(Uplo == CblasUpper, Trans == CblasTrans, N, K, alpha, A, B, beta, C), \
    when(ldc == N && lda == (Trans == CblasTrans ? N : K) && ldb == lda))
// CHECK: target-functions-check-shapes.clean.c:[[@LINE-3]]:1: note: target 'r_dsyr2k' of 'cblas_dsyr2k' computes what the routine does on the 56 trials its guard admits
#pragma liar target(cblas_dsymm, \
    r_dsymm(Side == CblasRight, Uplo == CblasUpper, M, N, alpha, A, B, beta, C), \
    when(ldb == N && ldc == N && lda == (Side == CblasRight ? N : M)))
// CHECK: target-functions-check-shapes.clean.c:[[@LINE-3]]:1: note: target 'r_dsymm' of 'cblas_dsymm' computes what the routine does on the 56 trials its guard admits
#endif
