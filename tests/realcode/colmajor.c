/* Style: column-major numerical code in the manner of Fortran translated to C. Element (i, j)
   of an m x n matrix with leading dimension lda is a[i + j*lda]; loops run j outside, i inside,
   as the Fortran originals do for unit stride. */
#include "harness.h"

/* y := alpha*A*x + y, A m x n */
void dgemv_n(int m, int n, double alpha, const double* a, int lda, const double* x, double* y) {
  for (int j = 0; j < n; j++) {
    double temp = alpha * x[j];
    for (int i = 0; i < m; i++)
      y[i] += temp * a[i + j * lda];
  }
}

/* y := alpha*A'*x + y */
void dgemv_t(int m, int n, double alpha, const double* a, int lda, const double* x, double* y) {
  for (int j = 0; j < n; j++) {
    double temp = 0.0;
    for (int i = 0; i < m; i++)
      temp += a[i + j * lda] * x[i];
    y[j] += alpha * temp;
  }
}

/* C := alpha*A*B + C, column by column */
void dgemm_cm(int m, int n, int k, double alpha, const double* a, int lda, const double* b, int ldb,
              double* c, int ldc) {
  for (int j = 0; j < n; j++)
    for (int l = 0; l < k; l++) {
      double temp = alpha * b[l + j * ldb];
      for (int i = 0; i < m; i++)
        c[i + j * ldc] += temp * a[i + l * lda];
    }
}

/* A := alpha*x*y' + A */
void dger_cm(int m, int n, double alpha, const double* x, const double* y, double* a, int lda) {
  for (int j = 0; j < n; j++)
    for (int i = 0; i < m; i++)
      a[i + j * lda] += alpha * x[i] * y[j];
}

/* B := A' (out of place) */
void transpose_cm(int m, int n, const double* a, int lda, double* b, int ldb) {
  for (int j = 0; j < n; j++)
    for (int i = 0; i < m; i++)
      b[j + i * ldb] = a[i + j * lda];
}

enum { M = 90, N = 70, K = 60, LD = 96 };

static double a[LD * LD], b[LD * LD], c[LD * LD], t[LD * LD], x[LD], y[LD];

int main(void) {
  harness_fill(a, LD * LD);
  harness_fill(b, LD * LD);
  harness_fill(c, LD * LD);
  harness_fill(x, LD);
  harness_fill(y, LD);
  dgemv_n(M, N, 0.5, a, LD, x, y);
  harness_print("y_n", y, LD);
  dgemv_t(M, N, 2.0, a, M, y, x);
  harness_print("x_t", x, LD);
  dgemm_cm(M, N, K, 1.5, a, LD, b, K, c, LD);
  harness_print("c", c, LD * LD);
  dger_cm(M, N, -0.25, x, y, c, M);
  harness_print("c_ger", c, LD * LD);
  transpose_cm(M, N, c, LD, t, N);
  harness_print("t", t, LD * LD);
  /* lda = M - 5 < M: the columns of a overlap; the original meaning must be kept. */
  dgemm_cm(M, N, K, 1.0, a, M - 5, b, K, c, LD);
  harness_print("c_overlap", c, LD * LD);
  /* Empty sizes: nothing changes. */
  dgemv_n(M, 0, 0.5, a, LD, x, y);
  dgemm_cm(0, N, K, 1.0, a, LD, b, K, c, LD);
  harness_print("y_empty", y, LD);
  harness_print("c_empty", c, LD * LD);
  return 0;
}
