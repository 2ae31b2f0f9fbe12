#include "kernels.h"

#include <stdio.h>

static double A[N][N], B[N][N], C[N][N];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (double)((i * j + 1) % 17) / 17.0;
      B[i][j] = (double)((i + 2 * j) % 13) / 13.0 - 0.5;
      C[i][j] = (double)(i - j) / N;
    }
  gemm(1.5, 0.25, C, A, B);
  for (int i = 0; i < N; i += 7)
    printf("C[%d] %.15e %.15e\n", i, C[i][i], C[i][N - 1 - i]);
  printf("dot %.15e\n", dot(N * N, &C[0][0], &A[0][0]));
  return 0;
}
