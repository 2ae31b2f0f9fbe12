#include "kernels.h"

/* y = A^T * x */
void gemv_t(double y[N], double A[N][N], double x[N]) {
  for (int j = 0; j < N; j++)
    y[j] = 0.0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      y[j] += A[i][j] * x[i];
}

/* A += x * y^T */
void rank1(double A[N][N], double x[N], double y[N]) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      /* one element of the outer product */
      A[i][j] += x[i] * y[j];
    }
}
