/* Style: matrices as arrays of row pointers (double **), allocated row by row as numerical
   code in the Numerical Recipes manner does. a[i][j] looks like a 2-D array but is two loads:
   rows need not be contiguous, nor distinct. One matrix here shares a row between two indices,
   which a rewrite treating it as one block would get wrong. */
#include "harness.h"
#include <stdlib.h>

static double** matrix(int rows, int cols) {
  double** m = malloc(sizeof(double*) * rows);
  for (int i = 0; i < rows; i++) {
    m[i] = malloc(sizeof(double) * (cols + 3)); /* rows padded and scattered */
    harness_fill(m[i], cols + 3);
  }
  return m;
}

void mat_mul(int n, int p, int q, double** a, double** b, double** c) {
  int i, j, k;
  for (i = 0; i < n; i++)
    for (j = 0; j < q; j++) {
      double sum = 0.0;
      for (k = 0; k < p; k++)
        sum += a[i][k] * b[k][j];
      c[i][j] = sum;
    }
}

void mat_vec(int n, int m, double** a, const double* x, double* y) {
  for (int i = 0; i < n; i++) {
    y[i] = 0.0;
    for (int j = 0; j < m; j++)
      y[i] += a[i][j] * x[j];
  }
}

/* Relaxation sweeps of a 2-D heat equation on a grid of row pointers. */
void heat_step(int n, double** u, double** unew, double r) {
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      unew[i][j] =
          u[i][j] + r * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4.0 * u[i][j]);
}

int main(void) {
  enum { N = 40, P = 36, Q = 44 };
  double **a = matrix(N, P), **b = matrix(P, Q), **c = matrix(N, Q);
  double **u = matrix(N, N), **v = matrix(N, N);
  double x[Q], y[N];
  harness_fill(x, Q);
  mat_mul(N, P, Q, a, b, c);
  harness_print_rows("c", c, N, Q);
  mat_vec(N, Q, c, x, y);
  harness_print("y", y, N);
  /* Rows 5 and 6 of b are the same row: a legal alias of row pointers. */
  b[6] = b[5];
  mat_mul(N, P, Q, a, b, c);
  harness_print_rows("c_shared_row", c, N, Q);
  heat_step(N, u, v, 0.1);
  heat_step(N, v, u, 0.1);
  harness_print_rows("u", u, N, N);
  return 0;
}
