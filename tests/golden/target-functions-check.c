// Golden test: --check-idioms tries each target function against the CBLAS routine it stands
// in for, on copies of the same random inputs of the routine's shape (sizes 1 to 33 for M, N
// and K apart, both transposes, scalars other than 1, a special value in one input), wherever
// its guard holds. A target that computes the routine's values holds (the dot, the product
// for plain calls, the product that honours its scalars and transposes); one that swaps M and
// N, or forgets alpha where its guard admits other scalars, does not, and the first element
// that differs is named, as for a lower-triangular trmm whose guard forgets the triangle; a
// guard that no trial meets is a warning, and so is a routine the
// harness has no shapes for. The file's macro `N` does not rename cblas.h's `N`. liar exits 1
// when a target does not hold, 0 when all the checked ones do.
//
// RUN: not liar --check-idioms %clean -- -DWRONG 2>&1 | FileCheck %s \
// RUN:   --check-prefixes=CHECK,CHECK-WRONG --implicit-check-not='{{note|warning|error}}:'
// RUN: liar --check-idioms %clean -- 2>&1 | FileCheck %s --check-prefix=CHECK \
// RUN:   --implicit-check-not='{{note|warning|error}}:'

#include <cblas.h>

#define N 48

/* C += A B for contiguous row-major operands. */
void plain_dgemm(int m, int n, int k, const double *A, const double *B, double *C) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      for (int p = 0; p < k; p++)
        C[i * n + j] += A[i * k + p] * B[p * n + j];
}

/* C = alpha op(A) op(B) + beta C, with the leading dimensions and both transposes. */
void full_dgemm(int ta, int tb, int m, int n, int k, double alpha, const double *A, int lda,
                const double *B, int ldb, double beta, double *C, int ldc) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      double s = 0.0;
      for (int p = 0; p < k; p++)
        s += (ta ? A[p * lda + i] : A[i * lda + p]) * (tb ? B[j * ldb + p] : B[p * ldb + j]);
      C[i * ldc + j] = alpha * s + beta * C[i * ldc + j];
    }
}

float loop_sdot(int n, const float *x, const float *y) {
  float s = 0.0f;
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}

/* B := alpha L B, L lower triangular (its diagonal as stored), from the left: trmm's plainest
   case. */
void lower_trmm(int m, int n, double alpha, const double *L, double *B) {
  for (int i = m - 1; i >= 0; i--)
    for (int j = 0; j < n; j++) {
      double s = 0.0;
      for (int p = 0; p <= i; p++)
        s += L[i * m + p] * B[p * n + j];
      B[i * n + j] = alpha * s;
    }
}

void solve_lower(int n, const double *L, double *x);

#ifdef __liar__
#pragma liar target(cblas_dgemm, plain_dgemm(M, N, K, A, B, C), \
    when(TransA == CblasNoTrans && TransB == CblasNoTrans && alpha == 1 && beta == 1 && \
         lda == K && ldb == N && ldc == N))
// CHECK: target-functions-check.clean.c:[[@LINE-3]]:1: note: target 'plain_dgemm' of 'cblas_dgemm' computes what the routine does on the 17 trials its guard admits
#pragma liar target(cblas_dgemm, full_dgemm(TransA == CblasTrans, TransB == CblasTrans, M, N, K, \
    alpha, A, lda, B, ldb, beta, C, ldc))
// CHECK: target-functions-check.clean.c:[[@LINE-2]]:1: note: target 'full_dgemm' of 'cblas_dgemm' computes what the routine does on the 56 trials its guard admits
#pragma liar target(cblas_sdot, loop_sdot(N, X, Y), when(incX == 1 && incY == 1))
// CHECK: target-functions-check.clean.c:[[@LINE-1]]:1: note: target 'loop_sdot' of 'cblas_sdot' computes what the routine does on the 56 trials its guard admits
#pragma liar target(cblas_dgemm, plain_dgemm(M, N, K, A, B, C), when(M < 0))
// CHECK: target-functions-check.clean.c:[[@LINE-1]]:1: warning: target 'plain_dgemm' of 'cblas_dgemm' is not checked: its guard held in no trial
#pragma liar target(cblas_dtrmm, lower_trmm(M, N, alpha, A, B), \
    when(Side == CblasLeft && Uplo == CblasLower && TransA == CblasNoTrans && \
         Diag == CblasNonUnit && lda == M && ldb == N))
// CHECK: target-functions-check.clean.c:[[@LINE-3]]:1: note: target 'lower_trmm' of 'cblas_dtrmm' computes what the routine does on the {{[0-9]+}} trials its guard admits
#pragma liar target(cblas_dtrsv, solve_lower(N, A, X), when(Uplo == CblasLower))
// CHECK: target-functions-check.clean.c:[[@LINE-1]]:1: warning: target 'solve_lower' of 'cblas_dtrsv' is not checked: --check-idioms tries targets of dot, nrm2, asum, axpy, scal, copy, gemv, ger, gemm, syrk, syr2k, symm, trmm only
#ifdef WRONG
#pragma liar target(cblas_dtrmm, lower_trmm(M, N, alpha, A, B), \
    when(Side == CblasLeft && TransA == CblasNoTrans && Diag == CblasNonUnit && lda == M && \
         ldb == N))
// CHECK-WRONG: target-functions-check.clean.c:[[@LINE-3]]:1: error: target 'lower_trmm' of 'cblas_dtrmm' does not compute what the routine does: element {{[0-9]+}} of 'B' is
#pragma liar target(cblas_dgemm, plain_dgemm(N, M, K, A, B, C), \
    when(TransA == CblasNoTrans && TransB == CblasNoTrans && alpha == 1 && beta == 1 && \
         lda == K && ldb == N && ldc == N))
// CHECK-WRONG: target-functions-check.clean.c:[[@LINE-3]]:1: error: target 'plain_dgemm' of 'cblas_dgemm' does not compute what the routine does: element {{[0-9]+}} of 'C' is
#pragma liar target(cblas_dgemm, plain_dgemm(M, N, K, A, B, C), \
    when(TransA == CblasNoTrans && TransB == CblasNoTrans && lda == K && ldb == N && ldc == N))
// CHECK-WRONG: target-functions-check.clean.c:[[@LINE-2]]:1: error: target 'plain_dgemm' of 'cblas_dgemm' does not compute what the routine does: element {{[0-9]+}} of 'C' is
#endif
#endif
