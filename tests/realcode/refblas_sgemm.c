/* Style: a neural-network framework's CPU GEMM in reference-BLAS style, float. Row-major
   matrices passed as pointers with leading dimensions, all four transposes, the beta scaling
   loop, hoisted `register` scalars. One call passes lda < K: the rows of A then overlap, which
   is legal C, and a rewrite must fall back to the loops. */
#include "harness.h"

void gemm_nn(int M, int N, int K, float ALPHA, float* A, int lda, float* B, int ldb, float* C,
             int ldc) {
  int i, j, k;
  for (i = 0; i < M; ++i) {
    for (k = 0; k < K; ++k) {
      register float A_PART = ALPHA * A[i * lda + k];
      for (j = 0; j < N; ++j) {
        C[i * ldc + j] += A_PART * B[k * ldb + j];
      }
    }
  }
}

void gemm_nt(int M, int N, int K, float ALPHA, float* A, int lda, float* B, int ldb, float* C,
             int ldc) {
  int i, j, k;
  for (i = 0; i < M; ++i) {
    for (j = 0; j < N; ++j) {
      register float sum = 0;
      for (k = 0; k < K; ++k) {
        sum += ALPHA * A[i * lda + k] * B[j * ldb + k];
      }
      C[i * ldc + j] += sum;
    }
  }
}

void gemm_tn(int M, int N, int K, float ALPHA, float* A, int lda, float* B, int ldb, float* C,
             int ldc) {
  int i, j, k;
  for (i = 0; i < M; ++i) {
    for (k = 0; k < K; ++k) {
      register float A_PART = ALPHA * A[k * lda + i];
      for (j = 0; j < N; ++j) {
        C[i * ldc + j] += A_PART * B[k * ldb + j];
      }
    }
  }
}

void gemm_tt(int M, int N, int K, float ALPHA, float* A, int lda, float* B, int ldb, float* C,
             int ldc) {
  int i, j, k;
  for (i = 0; i < M; ++i) {
    for (j = 0; j < N; ++j) {
      register float sum = 0;
      for (k = 0; k < K; ++k) {
        sum += ALPHA * A[i + k * lda] * B[k + j * ldb];
      }
      C[i * ldc + j] += sum;
    }
  }
}

void gemm(int TA, int TB, int M, int N, int K, float ALPHA, float* A, int lda, float* B, int ldb,
          float BETA, float* C, int ldc) {
  int i, j;
  for (i = 0; i < M; ++i) {
    for (j = 0; j < N; ++j) {
      C[i * ldc + j] *= BETA;
    }
  }
  if (!TA && !TB)
    gemm_nn(M, N, K, ALPHA, A, lda, B, ldb, C, ldc);
  else if (TA && !TB)
    gemm_tn(M, N, K, ALPHA, A, lda, B, ldb, C, ldc);
  else if (!TA && TB)
    gemm_nt(M, N, K, ALPHA, A, lda, B, ldb, C, ldc);
  else
    gemm_tt(M, N, K, ALPHA, A, lda, B, ldb, C, ldc);
}

#define M 72
#define N 56
#define K 64
#define LD 80

static float a[LD * LD], b[LD * LD], c[LD * LD];

int main(void) {
  harness_fill_float(a, LD * LD);
  harness_fill_float(b, LD * LD);
  harness_fill_float(c, LD * LD);
  /* Each transpose with padded leading dimensions, then once more with the exact ones. */
  gemm(0, 0, M, N, K, 0.5f, a, LD, b, LD, 0.25f, c, LD);
  harness_print_float("c_nn", c, LD * LD);
  gemm(0, 0, M, N, K, 1.0f, a, K, b, N, 1.0f, c, N);
  harness_print_float("c_nn_exact", c, LD * LD);
  gemm(1, 0, M, N, K, 0.5f, a, LD, b, LD, 0.25f, c, LD);
  harness_print_float("c_tn", c, LD * LD);
  gemm(1, 0, M, N, K, 1.0f, a, M, b, N, 1.0f, c, N);
  harness_print_float("c_tn_exact", c, LD * LD);
  gemm(0, 1, M, N, K, 0.5f, a, LD, b, LD, 0.25f, c, LD);
  harness_print_float("c_nt", c, LD * LD);
  gemm(0, 1, M, N, K, 1.0f, a, K, b, K, 1.0f, c, N);
  harness_print_float("c_nt_exact", c, LD * LD);
  gemm(1, 1, M, N, K, 0.5f, a, LD, b, LD, 0.25f, c, LD);
  harness_print_float("c_tt", c, LD * LD);
  gemm(1, 1, M, N, K, 1.0f, a, M, b, K, 1.0f, c, N);
  harness_print_float("c_tt_exact", c, LD * LD);
  /* lda = K - 8 < K: row i of A starts 8 elements before row i - 1 ends. */
  gemm(0, 0, M, N, K, 0.5f, a, K - 8, b, N, 0.5f, c, N);
  harness_print_float("c_overlap", c, LD * LD);
  /* K = 0 only scales C by BETA; M = 0 does nothing. */
  gemm(0, 0, M, N, 0, 0.5f, a, K, b, N, 0.75f, c, N);
  gemm(1, 1, 0, N, K, 0.5f, a, M, b, K, 0.75f, c, N);
  harness_print_float("c_empty", c, LD * LD);
  return 0;
}
