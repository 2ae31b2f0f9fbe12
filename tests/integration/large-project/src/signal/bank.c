#include <stdlib.h>

#include "dsp.h"
#include "util.h"

/* Scales band b of x (bands rows of n samples) by 1/(b+1); the rows are shared among the
   threads of this region by the work-sharing loop inside scale_rows_orphan. */
void filter_bank(int bands, int n, double* x) {
  double* gain = malloc(sizeof(double) * bands);
  for (int b = 0; b < bands; b++)
    gain[b] = 1.0 / (b + 1);
#pragma omp parallel
  scale_rows_orphan(bands, n, x, gain);
  free(gain);
}
