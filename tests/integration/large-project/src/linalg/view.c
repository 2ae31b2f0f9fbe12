#include "linalg.h"

/* Constructors and predicates: no loops here. */
struct matrix mat_view(double* data, int rows, int cols, int ld) {
  struct matrix m = {rows, cols, ld, data};
  return m;
}

int mat_same_shape(struct matrix a, struct matrix b) {
  return a.rows == b.rows && a.cols == b.cols;
}
