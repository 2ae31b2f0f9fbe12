#include "solver.h"

/* y = alpha * x + y */
void axpy(int n, double alpha, const double* x, double* y) {
  for (int i = 0; i < n; i++)
    y[i] = alpha * x[i] + y[i];
}
