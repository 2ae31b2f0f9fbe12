/* Hazard program (the user's OpenMP), as a parallel code base writes it: a parallel region
   whose team shares a worksharing loop with nowait and a single, a `parallel for simd` with a
   reduction, a `parallel for` with a private temporary, and a serial kernel after them. Built
   with -fopenmp and run on two threads; a replacement inside the team would run once per
   thread, a library call inside it would fight the team for the cores. The sums are of small
   dyadic values, exact in any order. */
#include <stdio.h>

void fuzz_dump_dx(const char *name, const double *p, int rows, int cols);

#define N 64

static double a[N], b[N], c[N], M[N][N], v[N];

static void kernel_team(int n, double s) {
#pragma omp parallel
  {
#pragma omp for nowait
    for (int i = 0; i < n; i++)
      a[i] = s * b[i] + c[i];
#pragma omp single
    v[0] = 1.0;
  }
}

static double kernel_dot(int n) {
  double acc = 0.0;
#pragma omp parallel for simd reduction(+ : acc)
  for (int i = 0; i < n; i++)
    acc += b[i] * c[i];
  return acc;
}

static void kernel_rows(int n) {
  double t;
#pragma omp parallel for private(t)
  for (int i = 0; i < n; i++) {
    t = 0.0;
    for (int j = 0; j < n; j++)
      t += M[i][j] * b[j];
    v[i] = t;
  }
}

static void kernel_serial(int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      M[i][j] += b[i] * c[j];
}

int main(void) {
  for (int i = 0; i < N; i++) {
    b[i] = (i % 9) * 0.5 - 2.0;
    c[i] = (i % 4) * 0.25;
    for (int j = 0; j < N; j++)
      M[i][j] = ((i * j) % 5) - 2.0;
  }
  kernel_team(N, 2.0);
  fuzz_dump_dx("a", a, N, 0);
  double d = kernel_dot(N);
  fuzz_dump_dx("dot", &d, 1, 0);
  kernel_rows(N);
  fuzz_dump_dx("v", v, N, 0);
  kernel_serial(N);
  fuzz_dump_dx("M", &M[0][0], N, N);
  return 0;
}
