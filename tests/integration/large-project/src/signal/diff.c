#include "dsp.h"

/* Central differences inside, one-sided at the ends. */
void finite_diff(int n, double h, const double* x, double* dx) {
  double inv2h = 1.0 / (2.0 * h);
  dx[0] = (x[1] - x[0]) / h;
  for (int i = 1; i < n - 1; i++)
    dx[i] = (x[i + 1] - x[i - 1]) * inv2h;
  dx[n - 1] = (x[n - 1] - x[n - 2]) / h;
}
