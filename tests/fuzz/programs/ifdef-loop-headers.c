/* Hazard program (preprocessor configurations), as portable numeric code writes them: a loop
   header chosen by `#ifndef`, a statement under `#if defined(...) && ...`, an `#else` branch
   that accumulates in another order, and a `#define` inside a loop body. The program is built
   and run in both configurations (with and without -DFUZZ_ALT); a rewrite made for liar's own
   configuration must not change what the other computes. */
#include <stdio.h>

void fuzz_dump_d(const char *name, const double *p, int rows, int cols);

#define N 20

static double A[N][N], x[N], y[N], z[N];

static void kernel_mv(int n) {
  for (int i = 0; i < n; i++) {
    y[i] = 0.0;
#ifndef FUZZ_ALT
    for (int j = 0; j < n; j++)
#else
    for (int j = n - 1; j >= 0; j--)
#endif
      y[i] += A[i][j] * x[j];
  }
}

static void kernel_update(int n, double s) {
  for (int i = 0; i < n; i++) {
    z[i] = s * x[i];
#if defined(FUZZ_ALT) && N > 10
    z[i] += y[i];
#endif
  }
}

static void kernel_sum(int n, double *total) {
  double t = 0.0;
  for (int i = 0; i < n; i++) {
#define TERM(k) (x[k] * y[k])
    t += TERM(i);
#undef TERM
  }
  *total = t;
}

int main(void) {
  double total = 0.0;
  for (int i = 0; i < N; i++) {
    x[i] = (i % 5) * 0.25 - 0.5;
    for (int j = 0; j < N; j++)
      A[i][j] = ((i + j) % 7) * 0.125;
  }
  kernel_mv(N);
  fuzz_dump_d("y", y, N, 0);
  kernel_update(N, 1.5);
  fuzz_dump_d("z", z, N, 0);
  kernel_sum(N, &total);
  fuzz_dump_d("total", &total, 1, 0);
  return 0;
}
