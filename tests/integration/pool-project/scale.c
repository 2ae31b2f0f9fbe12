/* Work with no OpenMP of its own: liar replaces the loop by cblas_dscal. */
#include "pool.h"

void scale(double* v, double s, int n) {
  for (int i = 0; i < n; i++)
    v[i] = v[i] * s;
}
