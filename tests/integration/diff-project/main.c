#include <stdio.h>

#include "kernels.h"

static double A[N][N], B[N][N], C[N][N], x[N], y[N], z[N];

static double sum(double v[N]) {
  double s = 0.0;
  for (int i = 0; i < N; i++)
    s += v[i];
  return s;
}

int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = (i % 5) / 5.0 + 0.25;
    y[i] = (i % 3) / 3.0 - 0.5;
    for (int j = 0; j < N; j++) {
      A[i][j] = ((i * j) % 7) / 7.0;
      B[i][j] = ((i + 2 * j) % 11) / 11.0 - 0.5;
    }
  }
  gemm(C, A, B);
  gemv(z, C, x);
  printf("gemm+gemv %.12e\n", sum(z));
  printf("dot %.12e\n", dot(x, y));
  axpy(0.5, y, x);
  scale(2.0, y);
  printf("axpy+scale %.12e\n", sum(y));
  gemv_t(z, A, y);
  printf("gemv_t %.12e\n", sum(z));
  rank1(A, x, y);
  gemv(z, A, x);
  printf("rank1 %.12e\n", sum(z));
  return 0;
}
