#include "linalg.h"

/* C += A B over square arrays, parallel over the output's entries. */
void mat_gemm(int n, double a[n][n], double b[n][n], double c[n][n]) {
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        c[i][j] += a[i][k] * b[k][j];
}
