// OpenBLAS's vector calls (ddot, daxpy, dscal) against the loops gcc builds for them, per call
// and length: where a call's fixed overhead makes the loop faster. Built and run by
// scripts/bench-vector-calls.sh; the table is in docs/results.md ("Vector calls against
// loops").
#include <cblas.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

// noipa: the compiler may not see that the loops compute the same thing every time.
__attribute__((noipa)) static double loop_dot(int n, const double *x, const double *y) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}
__attribute__((noipa)) static void loop_axpy(int n, double a, const double *x, double *y) {
  for (int i = 0; i < n; i++)
    y[i] += a * x[i];
}
__attribute__((noipa)) static void loop_scal(int n, double a, double *x) {
  for (int i = 0; i < n; i++)
    x[i] *= a;
}

int main(void) {
  enum { MAX = 4096 };
  static const int Sizes[] = {16, 32, 64, 128, 256, 1024, 4096};
  double *x = malloc(sizeof(double) * MAX), *y = malloc(sizeof(double) * MAX), sink = 0;
  for (int i = 0; i < MAX; i++) {
    x[i] = 1.0 / (i + 1);
    y[i] = 0.5;
  }
  printf("| n | dot: loop | ddot | axpy: loop | daxpy | scal: loop | dscal |\n");
  printf("| --- | --- | --- | --- | --- | --- | --- |\n");
  for (size_t s = 0; s < sizeof(Sizes) / sizeof(Sizes[0]); s++) {
    int n = Sizes[s];
    long reps = 20000000L / n;
    double t[6], t0;
    t0 = now();
    for (long r = 0; r < reps; r++) sink += loop_dot(n, x, y);
    t[0] = now() - t0;
    t0 = now();
    for (long r = 0; r < reps; r++) sink += cblas_ddot(n, x, 1, y, 1);
    t[1] = now() - t0;
    t0 = now();
    for (long r = 0; r < reps; r++) loop_axpy(n, 1e-9, x, y);
    t[2] = now() - t0;
    t0 = now();
    for (long r = 0; r < reps; r++) cblas_daxpy(n, 1e-9, x, 1, y, 1);
    t[3] = now() - t0;
    t0 = now();
    for (long r = 0; r < reps; r++) loop_scal(n, 1.0000001, y);
    t[4] = now() - t0;
    t0 = now();
    for (long r = 0; r < reps; r++) cblas_dscal(n, 1.0000001, y, 1);
    t[5] = now() - t0;
    printf("| %d |", n);
    for (int k = 0; k < 6; k++) printf(" %.1f |", 1e9 * t[k] / reps);
    printf("\n");
  }
  return sink == 12345.0; // keeps the sums alive
}
