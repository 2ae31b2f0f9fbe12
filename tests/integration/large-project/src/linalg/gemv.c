#include "linalg.h"

/* y = A x for a row-major view A. */
void mat_gemv(struct matrix a, const double* x, double* y) {
  for (int i = 0; i < a.rows; i++) {
    y[i] = 0.0;
    for (int j = 0; j < a.cols; j++)
      y[i] += a.data[i * a.ld + j] * x[j];
  }
}
