#include "util.h"

void fill_uniform(int n, double* x, unsigned seed) {
  unsigned state = seed;
  for (int i = 0; i < n; i++)
    x[i] = 2.0 * rng_uniform(&state) - 1.0;
}

void fill_uniform_f(int n, float* x, unsigned seed) {
  unsigned state = seed;
  for (int i = 0; i < n; i++)
    x[i] = (float)(2.0 * rng_uniform(&state) - 1.0);
}

void fill_ramp(int n, double* x, double start, double step) {
  for (int i = 0; i < n; i++)
    x[i] = start + step * i;
}
