/* Hazard program (allocations and asymptotic cost), as a simulation writes it: an update
   inside a time loop (`u[i] += dt * f[i]`, a shift by a constant, a scale), a softmax whose
   maximum and sum are computed once per row, and a norm computed once and applied to every
   element. A rewrite must not allocate per time step or per row, nor evaluate per element what
   the loops evaluate once. The sums are compared to the dump's tolerance. */
#include <math.h>
#include <stdio.h>

void fuzz_dump_d(const char *name, const double *p, int rows, int cols);

#define STEPS 7
#define N 300

static double u[N], f[N], P[4][N];

static void kernel_steps(int steps, int n, double dt) {
  for (int t = 0; t < steps; t++) {
    for (int i = 0; i < n; i++)
      u[i] += dt * f[i];
    for (int i = 0; i < n; i++)
      u[i] += 0.5;
    for (int i = 0; i < n; i++)
      f[i] *= 0.75;
  }
}

static void kernel_softmax(int rows, int n) {
  for (int r = 0; r < rows; r++) {
    double mx = P[r][0];
    for (int i = 1; i < n; i++)
      mx = P[r][i] > mx ? P[r][i] : mx;
    double s = 0.0;
    for (int i = 0; i < n; i++) {
      P[r][i] = exp(P[r][i] - mx);
      s += P[r][i];
    }
    for (int i = 0; i < n; i++)
      P[r][i] = P[r][i] / s;
  }
}

static void kernel_normalise(int n) {
  double ss = 0.0;
  for (int i = 0; i < n; i++)
    ss += u[i] * u[i];
  double norm = sqrt(ss);
  for (int i = 0; i < n; i++)
    u[i] = u[i] / norm;
}

int main(void) {
  for (int i = 0; i < N; i++) {
    u[i] = (i % 10) * 0.1;
    f[i] = (i % 3) - 1.0;
    for (int r = 0; r < 4; r++)
      P[r][i] = ((r * 31 + i * 7) % 17) * 0.2 - 1.0;
  }
  kernel_steps(STEPS, N, 0.01);
  fuzz_dump_d("u", u, N, 0);
  fuzz_dump_d("f", f, N, 0);
  kernel_softmax(4, N);
  fuzz_dump_d("P", &P[0][0], 4, N);
  kernel_normalise(N);
  fuzz_dump_d("unorm", u, N, 0);
  return 0;
}
