/* Style: PolyBench's kernels as a different programmer would write them: flat pointer
   parameters with their sizes, row-major index arithmetic, int loops, #define sizes, output
   arrays cleared inside the kernels. */
#include "harness.h"

#define NI 80
#define NJ 90
#define NK 70
#define TSTEPS 20
#define LEN 400

#define IDX(i, j, ld) ((i) * (ld) + (j))

void kernel_atax(int m, int n, double* A, double* x, double* y, double* tmp) {
  int i, j;
  for (i = 0; i < n; i++)
    y[i] = 0;
  for (i = 0; i < m; i++) {
    tmp[i] = 0.0;
    for (j = 0; j < n; j++)
      tmp[i] = tmp[i] + A[IDX(i, j, n)] * x[j];
    for (j = 0; j < n; j++)
      y[j] = y[j] + A[IDX(i, j, n)] * tmp[i];
  }
}

void kernel_bicg(int m, int n, double* A, double* s, double* q, double* p, double* r) {
  for (int i = 0; i < m; i++)
    s[i] = 0;
  for (int i = 0; i < n; i++) {
    q[i] = 0.0;
    for (int j = 0; j < m; j++) {
      s[j] += r[i] * A[i * m + j];
      q[i] += A[i * m + j] * p[j];
    }
  }
}

void kernel_syrk(int n, int k, double alpha, double beta, double* C, double* A) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i; j++)
      C[i * n + j] *= beta;
    for (int l = 0; l < k; l++)
      for (int j = 0; j <= i; j++)
        C[i * n + j] += alpha * A[i * k + l] * A[j * k + l];
  }
}

void kernel_2mm(int ni, int nj, int nk, double alpha, double* tmp, double* A, double* B) {
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      tmp[i * nj + j] = 0.0;
      for (int k = 0; k < nk; ++k)
        tmp[i * nj + j] += alpha * A[i * nk + k] * B[k * nj + j];
    }
}

void kernel_jacobi_1d(int tsteps, int n, double* A, double* B) {
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++)
      B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
    for (int i = 1; i < n - 1; i++)
      A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
  }
}

static double A[NI * NK], B[NK * NJ], C[NI * NI], tmp[NI * NJ], x[NJ], y[NJ], t[NI];
static double u[LEN], v[LEN], r[NI];

int main(void) {
  harness_fill(A, NI * NK);
  harness_fill(B, NK * NJ);
  harness_fill(C, NI * NI);
  harness_fill(x, NJ);
  harness_fill(u, LEN);
  harness_fill(v, LEN);
  harness_fill(r, NI);
  kernel_atax(NI, NK, A, x, y, t);
  harness_print("atax_y", y, NJ);
  kernel_bicg(NK, NI, A, y, t, x, r);
  harness_print("bicg_s", y, NJ);
  harness_print("bicg_q", t, NI);
  kernel_syrk(NI, NK, 1.5, 0.5, C, A);
  harness_print("syrk", C, NI * NI);
  kernel_2mm(NI, NJ, NK, 0.75, tmp, A, B);
  harness_print("2mm", tmp, NI * NJ);
  /* The output overlaps an input (legal C without restrict): a rewrite's alias guard must
     keep the loops, whose result depends on the order they write in. */
  kernel_2mm(NI / 2, NJ, NK, 0.75, tmp, tmp + 10, B);
  harness_print("2mm_overlap", tmp, NI * NJ);
  kernel_jacobi_1d(TSTEPS, LEN, u, v);
  harness_print("jacobi", u, LEN);
  return 0;
}
