#include "linalg.h"

void vec_copy(int n, const double* src, double* dst) {
  for (int i = 0; i < n; i++)
    dst[i] = src[i];
}

/* Copies the rows of one view into another of the same shape. */
void mat_copy(struct matrix src, struct matrix dst) {
  for (int i = 0; i < src.rows; i++)
    for (int j = 0; j < src.cols; j++)
      dst.data[i * dst.ld + j] = src.data[i * src.ld + j];
}
