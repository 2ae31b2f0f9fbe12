/* A matrix-vector product in the program's own OpenMP parallel loop, as inference programs
 * write it: liar replaces the loop (and its directive) by cblas_sgemv. */
#include "pool.h"

void matvec(float* out, const float* x, const float* w, int n, int d) {
  int i;
#pragma omp parallel for private(i)
  for (i = 0; i < d; i++) {
    float val = 0.0f;
    for (int j = 0; j < n; j++)
      val += w[i * n + j] * x[j];
    out[i] = val;
  }
}
