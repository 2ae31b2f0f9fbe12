/* Fortran-style column-major loops: A(i, j) is A[i + j*lda]. */
void gemv_colmajor(int m, int n, double alpha, const double *A, int lda, const double *x,
                   double *restrict y) {
  for (int j = 0; j < n; j++)
    for (int i = 0; i < m; i++)
      y[i] += alpha * A[i + j * lda] * x[j];
}

void gemm_colmajor(int m, int n, int k, const double *A, int lda, const double *B, int ldb,
                   double *restrict C, int ldc) {
  for (int j = 0; j < n; j++)
    for (int l = 0; l < k; l++)
      for (int i = 0; i < m; i++)
        C[i + j * ldc] += A[i + l * lda] * B[l + j * ldb];
}
