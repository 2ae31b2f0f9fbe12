#include "kernels.h"

/* C = A * B */
void gemm(double C[N][N], double A[N][N], double B[N][N]) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      C[i][j] = 0.0;
      for (int k = 0; k < N; k++)
        C[i][j] += A[i][k] * B[k][j];
    }
}

/* y = A * x */
void gemv(double y[N], double A[N][N], double x[N]) {
  for (int i = 0; i < N; i++) {
    y[i] = 0.0;
    for (int j = 0; j < N; j++)
      y[i] += A[i][j] * x[j];
  }
}

/* x . y */
double dot(double x[N], double y[N]) {
  double s = 0.0;
  for (int i = 0; i < N; i++)
    s += x[i] * y[i];
  return s;
}
