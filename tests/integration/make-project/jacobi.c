#include "solver.h"

/* A one-dimensional three-point Jacobi stencil, iterated in time. */
void jacobi(int steps, int n, double a[], double b[]) {
  for (int t = 0; t < steps; t++) {
    for (int i = 1; i < n - 1; i++)
      b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0;
    for (int i = 1; i < n - 1; i++)
      a[i] = b[i];
  }
}

/* How this file was compiled: a launcher that switched OpenMP on behind the build's back would
   change it (and the meaning of any `#pragma omp` of the user's). */
const char* build_kind(void) {
#ifdef _OPENMP
  return "OpenMP";
#else
  return "no OpenMP";
#endif
}
