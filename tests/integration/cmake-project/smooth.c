/* A 2-D five-point smoothing stencil iterated in time, then its checksum. */
#include <stdio.h>

#define T 20
#define M 200

static double A[M][M], B[M][M];

static void smooth(void) {
  for (int t = 0; t < T; t++) {
    for (int i = 1; i < M - 1; i++)
      for (int j = 1; j < M - 1; j++)
        B[i][j] = 0.2 * (A[i][j] + A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
    for (int i = 1; i < M - 1; i++)
      for (int j = 1; j < M - 1; j++)
        A[i][j] = B[i][j];
  }
}

int main(void) {
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      A[i][j] = (double)((i * 7 + j * 3) % 23) / 23.0;
  smooth();
  for (int i = 0; i < M; i += 19)
    printf("A[%d] %.15e %.15e\n", i, A[i][i], A[i][M / 2]);
  return 0;
}
