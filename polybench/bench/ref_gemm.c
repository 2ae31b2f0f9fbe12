/* Reference-BLAS-style GEMM, as neural-network frameworks write their CPU fallback: flat
 * pointers, leading dimensions as parameters, the BETA scaling and a hoisted `register`
 * scalar. ref-gemm.sh rewrites this file with liar and times the result against a direct
 * cblas call (ref_gemm_main.c). */

void ref_sgemm(int M, int N, int K, float ALPHA, const float *A, int lda, const float *B, int ldb,
               float BETA, float *C, int ldc) {
  int i, j, k;
  for (i = 0; i < M; ++i) {
    for (j = 0; j < N; ++j)
      C[i * ldc + j] *= BETA;
    for (k = 0; k < K; ++k) {
      register float A_PART = ALPHA * A[i * lda + k];
      for (j = 0; j < N; ++j)
        C[i * ldc + j] += A_PART * B[k * ldb + j];
    }
  }
}

void ref_dgemm(int M, int N, int K, double ALPHA, const double *A, int lda, const double *B,
               int ldb, double BETA, double *C, int ldc) {
  int i, j, k;
  for (i = 0; i < M; ++i) {
    for (j = 0; j < N; ++j)
      C[i * ldc + j] *= BETA;
    for (k = 0; k < K; ++k) {
      register double A_PART = ALPHA * A[i * lda + k];
      for (j = 0; j < N; ++j)
        C[i * ldc + j] += A_PART * B[k * ldb + j];
    }
  }
}
