#include "dsp.h"

/* y[i] = sum_t h[t] x[i - t], with the first taps - 1 outputs left at zero. */
void fir_filter(int n, int taps, const double* x, const double* h, double* y) {
  for (int i = 0; i < taps - 1 && i < n; i++)
    y[i] = 0.0;
  for (int i = taps - 1; i < n; i++) {
    double acc = 0.0;
    for (int t = 0; t < taps; t++)
      acc += h[t] * x[i - t];
    y[i] = acc;
  }
}
