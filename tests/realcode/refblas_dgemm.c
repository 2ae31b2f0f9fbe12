/* Style: reference-BLAS DGEMM translated to row-major C, double. Const pointers with lda, ldb,
   ldc; the four transposes as separate loop nests; alpha applied inside the k loop or after a
   dot product; beta applied by its own scaling loop. The last call passes lda < K, so the rows
   of A overlap and the rewrite's guard must send it to the original loops. */
#include "harness.h"

static void dscal_rows(int m, int n, double beta, double* c, int ldc) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      c[i * ldc + j] *= beta;
}

/* C += alpha * A * B */
static void dgemm_nn(int m, int n, int k, double alpha, const double* a, int lda, const double* b,
                     int ldb, double* c, int ldc) {
  for (int i = 0; i < m; i++)
    for (int l = 0; l < k; l++) {
      double temp = alpha * a[i * lda + l];
      for (int j = 0; j < n; j++)
        c[i * ldc + j] += temp * b[l * ldb + j];
    }
}

/* C += alpha * A' * B, A stored k x m */
static void dgemm_tn(int m, int n, int k, double alpha, const double* a, int lda, const double* b,
                     int ldb, double* c, int ldc) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      double acc = 0.0;
      for (int l = 0; l < k; l++)
        acc += a[l * lda + i] * b[l * ldb + j];
      c[i * ldc + j] += alpha * acc;
    }
}

/* C += alpha * A * B', B stored n x k */
static void dgemm_nt(int m, int n, int k, double alpha, const double* a, int lda, const double* b,
                     int ldb, double* c, int ldc) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      double acc = 0.0;
      for (int l = 0; l < k; l++)
        acc += a[i * lda + l] * b[j * ldb + l];
      c[i * ldc + j] += alpha * acc;
    }
}

/* C += alpha * A' * B', A stored k x m and B stored n x k */
static void dgemm_tt(int m, int n, int k, double alpha, const double* a, int lda, const double* b,
                     int ldb, double* c, int ldc) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      double acc = 0.0;
      for (int l = 0; l < k; l++)
        acc += a[l * lda + i] * b[j * ldb + l];
      c[i * ldc + j] += alpha * acc;
    }
}

void dgemm(char transa, char transb, int m, int n, int k, double alpha, const double* a, int lda,
           const double* b, int ldb, double beta, double* c, int ldc) {
  if (beta != 1.0) dscal_rows(m, n, beta, c, ldc);
  if (transa == 'N' && transb == 'N')
    dgemm_nn(m, n, k, alpha, a, lda, b, ldb, c, ldc);
  else if (transa == 'T' && transb == 'N')
    dgemm_tn(m, n, k, alpha, a, lda, b, ldb, c, ldc);
  else if (transa == 'N')
    dgemm_nt(m, n, k, alpha, a, lda, b, ldb, c, ldc);
  else
    dgemm_tt(m, n, k, alpha, a, lda, b, ldb, c, ldc);
}

enum { M = 66, N = 50, K = 70, LD = 84 };

static double a[LD * LD], b[LD * LD], c[LD * LD];

int main(void) {
  harness_fill(a, LD * LD);
  harness_fill(b, LD * LD);
  harness_fill(c, LD * LD);
  dgemm('N', 'N', M, N, K, 0.5, a, LD, b, LD, 0.25, c, LD);
  harness_print("c_nn", c, LD * LD);
  dgemm('N', 'N', M, N, K, 1.0, a, K, b, N, 1.0, c, N);
  harness_print("c_nn_exact", c, LD * LD);
  dgemm('T', 'N', M, N, K, 0.5, a, LD, b, LD, 0.25, c, LD);
  harness_print("c_tn", c, LD * LD);
  dgemm('T', 'N', M, N, K, 1.0, a, M, b, N, 1.0, c, N);
  harness_print("c_tn_exact", c, LD * LD);
  dgemm('N', 'T', M, N, K, 0.5, a, LD, b, LD, 0.25, c, LD);
  harness_print("c_nt", c, LD * LD);
  dgemm('N', 'T', M, N, K, 1.0, a, K, b, K, 1.0, c, N);
  harness_print("c_nt_exact", c, LD * LD);
  dgemm('T', 'T', M, N, K, 0.5, a, LD, b, LD, 0.25, c, LD);
  harness_print("c_tt", c, LD * LD);
  dgemm('T', 'T', M, N, K, 1.0, a, M, b, K, 1.0, c, N);
  harness_print("c_tt_exact", c, LD * LD);
  /* lda = K - 10 < K: overlapping rows of A. */
  dgemm('N', 'N', M, N, K, 0.5, a, K - 10, b, N, 0.5, c, N);
  harness_print("c_overlap", c, LD * LD);
  /* K = 0 only scales C by beta; N = 0 does nothing. */
  dgemm('N', 'N', M, N, 0, 0.5, a, K, b, N, 0.75, c, N);
  dgemm('T', 'N', M, 0, K, 0.5, a, M, b, N, 0.75, c, N);
  harness_print("c_empty", c, LD * LD);
  return 0;
}
