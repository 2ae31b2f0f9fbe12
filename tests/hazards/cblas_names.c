#define M 40
#define N 30
#define K 20
#define alpha 1.5
#include <stdio.h>
static double A[M][K], B[K][N], C[M][N];
void k_gemm(void) {
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < K; k++)
        C[i][j] += alpha * A[i][k] * B[k][j];
}
int main(void) {
  for (int i = 0; i < M; i++) for (int k = 0; k < K; k++) A[i][k] = (i + k) % 5;
  for (int k = 0; k < K; k++) for (int j = 0; j < N; j++) B[k][j] = (k * j) % 3;
  k_gemm();
  for (int i = 0; i < M; i++) for (int j = 0; j < N; j++) printf("%a\n", C[i][j]);
  return 0;
}
