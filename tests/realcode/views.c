/* Style: loops to a run-time size over larger arrays. Globals sized for the largest problem,
   fixed-size array parameters, padded rows, and sub-blocks that start at an offset. */
#include "harness.h"
#include <stdlib.h>

#define MAXN 300
#define PAD 8

static double A[MAXN][MAXN], B[MAXN][MAXN], C[MAXN][MAXN];
static double P[MAXN][MAXN + PAD], P2[MAXN][MAXN];
static double x[MAXN], y[MAXN], z[MAXN];

void axpy_prefix(int n, double a) {
  for (int i = 0; i < n; i++)
    y[i] += a * x[i];
}

void gemv_prefix(int n, double alpha) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      z[i] += alpha * A[i][j] * x[j];
}

void gemm_prefix(int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        C[i][j] += A[i][k] * B[k][j];
}

void gemm_block(int m) {
  int i, j, k;
  for (i = 3; i < m; i++)
    for (j = 2; j < m; j++)
      for (k = 0; k < m; k++)
        C[i][j] += 0.5 * A[i][k] * B[k][j];
}

/* A sub-range of a vector: the first 4 and last entries are left alone. */
void shift_window(int m, double a) {
  int i;
  for (i = 4; i < m - 1; i++)
    y[i] = a * x[i] + z[i - 2];
}

/* A fixed-size 2-D parameter, of which only the leading n x n block is used. */
void gemm_param(int n, double alpha, double S[MAXN][MAXN], double T[MAXN][MAXN],
                double U[MAXN][MAXN]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double acc = 0.0;
      for (int k = 0; k < n; k++)
        acc += S[i][k] * T[k][j];
      U[i][j] = alpha * acc;
    }
}

double dot_fixed(double u[MAXN], double v[MAXN], int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += u[i] * v[i];
  return s;
}

void scale_fixed(double v[MAXN], int n, double factor) {
  for (int i = 0; i < n; i++)
    v[i] *= factor;
}

/* Rows of P are MAXN + PAD long; only the first n columns hold data. */
void gemv_padded(int n) {
  for (int i = 0; i < n; i++) {
    double t = 0.0;
    for (int j = 0; j < n; j++)
      t += P[i][j] * y[j];
    z[i] = t;
  }
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 201;
  harness_fill(&A[0][0], (long)MAXN * MAXN);
  harness_fill(&B[0][0], (long)MAXN * MAXN);
  harness_fill(&C[0][0], (long)MAXN * MAXN);
  harness_fill(&P[0][0], (long)MAXN * (MAXN + PAD));
  harness_fill(x, MAXN);
  harness_fill(y, MAXN);
  harness_fill(z, MAXN);

  axpy_prefix(n, 0.75);
  harness_print("y", y, MAXN);
  gemv_prefix(n, 1.25);
  harness_print("z", z, MAXN);
  gemm_prefix(n);
  gemm_block(n - 7);
  harness_print("C", &C[0][0], (long)MAXN * MAXN);
  printf("dot %.17g\n", dot_fixed(x, y, n));
  scale_fixed(x, n - 1, 1.5);
  harness_print("x", x, MAXN);
  gemv_padded(n);
  harness_print("zp", z, MAXN);
  shift_window(n + 20, -0.5);
  harness_print("y_window", y, MAXN);
  gemm_param(n - 50, 2.0, A, B, P2);
  harness_print("P2", &P2[0][0], (long)MAXN * MAXN);
  /* Empty ranges: the loops do nothing, and neither may a rewrite. */
  axpy_prefix(0, 2.0);
  gemm_block(3);
  gemv_prefix(-1, 1.0);
  printf("dot_empty %.17g\n", dot_fixed(x, y, 0));
  harness_print("y_empty", y, MAXN);
  harness_print("C_empty", &C[0][0], (long)MAXN * MAXN);
  return 0;
}
