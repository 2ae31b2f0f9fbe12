#include "kernels.h"

/* The dot product of two vectors of n elements. */
double dot(int n, const double* x, const double* y) {
  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}
