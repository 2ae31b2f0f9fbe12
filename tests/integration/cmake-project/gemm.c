#include "kernels.h"

/* C = alpha * A * B + beta * C */
void gemm(double alpha, double beta, double C[N][N], double A[N][N], double B[N][N]) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      C[i][j] *= beta;
      for (int k = 0; k < N; k++)
        C[i][j] += alpha * A[i][k] * B[k][j];
    }
}
