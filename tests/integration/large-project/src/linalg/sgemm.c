#include "linalg.h"

/* C = A B with A m x k, B k x n, all row-major and contiguous (i-k-j order). */
void mat_sgemm(int m, int n, int k, const float* a, const float* b, float* c) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      c[i * n + j] = 0.0f;
  for (int i = 0; i < m; i++)
    for (int p = 0; p < k; p++)
      for (int j = 0; j < n; j++)
        c[i * n + j] += a[i * k + p] * b[p * n + j];
}
