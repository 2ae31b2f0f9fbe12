#include "dsp.h"

/* Three-point moving average; the ends are copied. */
void smooth3(int n, const double* x, double* y) {
  y[0] = x[0];
  y[n - 1] = x[n - 1];
  for (int i = 1; i < n - 1; i++)
    y[i] = (x[i - 1] + x[i] + x[i + 1]) / 3.0;
}
