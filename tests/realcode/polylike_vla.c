/* Style: PolyBench-like kernels with C99 variable-length array parameters (`double A[n][n]`),
   long loop counters, restrict on the outputs, and sizes from a struct of problem dimensions. */
#include "harness.h"

typedef struct {
  long n, m;
} Dims;

void gesummv(long n, double alpha, double beta, double A[n][n], double B[n][n],
             double* restrict tmp, const double* x, double* restrict y) {
  for (long i = 0; i < n; i++) {
    tmp[i] = 0.0;
    y[i] = 0.0;
    for (long j = 0; j < n; j++) {
      tmp[i] = A[i][j] * x[j] + tmp[i];
      y[i] = B[i][j] * x[j] + y[i];
    }
    y[i] = alpha * tmp[i] + beta * y[i];
  }
}

void mvt(long n, double x1[n], double x2[n], const double y1[n], const double y2[n],
         double A[n][n]) {
  for (long i = 0; i < n; i++)
    for (long j = 0; j < n; j++)
      x1[i] = x1[i] + A[i][j] * y1[j];
  for (long i = 0; i < n; i++)
    for (long j = 0; j < n; j++)
      x2[i] = x2[i] + A[j][i] * y2[j];
}

void three_mm(long n, long m, double E[n][m], double A[n][m], double B[m][m], double F[m][m],
              double C[m][m], double D[m][m], double G[n][m]) {
  for (long i = 0; i < n; i++)
    for (long j = 0; j < m; j++) {
      E[i][j] = 0.0;
      for (long k = 0; k < m; k++)
        E[i][j] += A[i][k] * B[k][j];
    }
  for (long i = 0; i < m; i++)
    for (long j = 0; j < m; j++) {
      F[i][j] = 0.0;
      for (long k = 0; k < m; k++)
        F[i][j] += C[i][k] * D[k][j];
    }
  for (long i = 0; i < n; i++)
    for (long j = 0; j < m; j++) {
      G[i][j] = 0.0;
      for (long k = 0; k < m; k++)
        G[i][j] += E[i][k] * F[k][j];
    }
}

void gemver_dims(const Dims* d, double alpha, double A[d->n][d->n], const double u1[d->n],
                 const double v1[d->n], double w[d->n], const double x[d->n]) {
  for (long i = 0; i < d->n; i++)
    for (long j = 0; j < d->n; j++)
      A[i][j] = A[i][j] + u1[i] * v1[j];
  for (long i = 0; i < d->n; i++)
    for (long j = 0; j < d->n; j++)
      w[i] = w[i] + alpha * A[i][j] * x[j];
}

enum { N = 72, MM = 48 };

static double A[N][N], B[N][N], tmp[N], x[N], y[N], x2[N];
static double E[N][MM], P[N][MM], Q[MM][MM], F[MM][MM], R[MM][MM], S[MM][MM], G[N][MM];

int main(void) {
  Dims d = {N, MM};
  harness_fill(&A[0][0], N * N);
  harness_fill(&B[0][0], N * N);
  harness_fill(x, N);
  harness_fill(x2, N);
  harness_fill(&P[0][0], N * MM);
  harness_fill(&Q[0][0], MM * MM);
  harness_fill(&R[0][0], MM * MM);
  harness_fill(&S[0][0], MM * MM);
  gesummv(N, 1.5, 0.5, A, B, tmp, x, y);
  harness_print("gesummv_y", y, N);
  mvt(N, x, x2, y, tmp, A);
  harness_print("mvt_x1", x, N);
  harness_print("mvt_x2", x2, N);
  three_mm(N, MM, E, P, Q, F, R, S, G);
  harness_print("3mm", &G[0][0], N * MM);
  gemver_dims(&d, 0.25, B, x, x2, y, tmp);
  harness_print("gemver_A", &B[0][0], N * N);
  harness_print("gemver_w", y, N);
  return 0;
}
