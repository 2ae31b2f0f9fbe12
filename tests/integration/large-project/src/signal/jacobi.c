#include "dsp.h"

/* Five-point Jacobi sweeps on an nx x ny grid: one team for all the steps, the rows of each
   sweep shared among its threads. */
void jacobi2d(struct grid g, int steps, double* a, double* b) {
  int nx = g.nx, ny = g.ny;
#pragma omp parallel
  {
    for (int t = 0; t < steps; t++) {
#pragma omp for
      for (int i = 1; i < nx - 1; i++)
        for (int j = 1; j < ny - 1; j++)
          b[i * ny + j] = 0.2 * (a[i * ny + j] + a[(i - 1) * ny + j] + a[(i + 1) * ny + j] +
                                 a[i * ny + j - 1] + a[i * ny + j + 1]);
#pragma omp for
      for (int i = 1; i < nx - 1; i++)
        for (int j = 1; j < ny - 1; j++)
          a[i * ny + j] = b[i * ny + j];
    }
  }
}
