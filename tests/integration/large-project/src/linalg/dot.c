#include "linalg.h"

double vec_dot(int n, const double* x, const double* y) {
  double s = 0.0;
#pragma omp parallel for reduction(+ : s)
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}
