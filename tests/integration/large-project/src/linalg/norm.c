#include <math.h>

#include "linalg.h"

double vec_norm2(int n, const double* x) {
  double ss = 0.0;
  for (int i = 0; i < n; i++)
    ss += x[i] * x[i];
  return sqrt(ss);
}
