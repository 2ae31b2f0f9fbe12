#include "linalg.h"

void vec_scale(int n, double a, double* x) {
  for (int i = 0; i < n; i++)
    x[i] *= a;
}

/* A division by a power of two is exact, so either form gives the same bits. */
void vec_scale_halve(int n, float* x) {
  for (int i = 0; i < n; i++)
    x[i] = x[i] / 2.0f;
}
