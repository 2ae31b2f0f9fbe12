#include "linalg.h"

void mat_transpose(int m, int n, const double* a, double* at) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      at[j * m + i] = a[i * n + j];
}
