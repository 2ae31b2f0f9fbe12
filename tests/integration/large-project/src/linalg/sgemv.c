#include "linalg.h"

/* y += A x in single precision, with an explicit leading dimension. */
void mat_sgemv(int m, int n, int lda, const float* a, const float* x, float* y) {
  int i, j;
  for (i = 0; i < m; i++) {
    float acc = 0.0f;
    for (j = 0; j < n; j++)
      acc += a[i * lda + j] * x[j];
    y[i] += acc;
  }
}
