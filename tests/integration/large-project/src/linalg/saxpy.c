#include "linalg.h"

/* Single-precision axpy, written with a loop counter declared outside the loop. */
void vec_saxpy(int n, float a, const float* x, float* y) {
  int i;
  for (i = 0; i < n; ++i) {
    y[i] = y[i] + a * x[i];
  }
}
