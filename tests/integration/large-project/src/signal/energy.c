#ifdef _OPENMP
#include <omp.h>
#endif

#include "dsp.h"

double signal_energy(int n, const double* x) {
  double s = 0.0;
#pragma omp parallel for reduction(+ : s)
  for (int i = 0; i < n; i++)
    s += x[i] * x[i];
  return s;
}

/* How many threads the parallel kernels of this module may use. */
int signal_threads(void) {
#ifdef _OPENMP
  return omp_get_max_threads();
#else
  return 1;
#endif
}
