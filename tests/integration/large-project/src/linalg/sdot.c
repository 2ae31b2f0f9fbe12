#include "linalg.h"

/* Float vectors, double accumulator: the sum keeps double precision. */
double vec_sdot_wide(int n, const float* x, const float* y) {
  double acc = 0;
  for (int i = 0; i < n; i++)
    acc += (double)x[i] * y[i];
  return acc;
}
