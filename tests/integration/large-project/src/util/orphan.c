#include "util.h"

/* Meant to be called by every thread of a parallel region: the loop's rows are shared among
   them. Called outside one, the calling thread does all the rows. */
void scale_rows_orphan(int rows, int cols, double* a, const double* factor) {
#pragma omp for
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      a[i * cols + j] *= factor[i];
}
