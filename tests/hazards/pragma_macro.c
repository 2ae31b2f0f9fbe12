#include <stdio.h>
#define OMP_FOR _Pragma("omp for")
#define PRIV private(t)
#define PAR_FOR(v, n) _Pragma("omp parallel for") for (int v = 0; v < (n); v++)
#define N 300
static double x[N], y[N], z[N], w[N];
void k_orphan(void) {
  OMP_FOR
  for (int i = 0; i < N; i++)
    y[i] += 2.0 * x[i];
}
void k_region(void) {
#pragma omp parallel
  {
    k_orphan();
  }
}
void k_macro_loop(void) {
  PAR_FOR(i, N)
    z[i] = 3.0 * x[i];
}
void k_private(void) {
  double t = -1.0;
  _Pragma("omp parallel for private(t)")
  for (int i = 0; i < N; i++) {
    t = x[i] * 2.0;
    w[i] = t + 1.0;
  }
  printf("t=%a\n", t);
}
int main(void) {
  for (int i = 0; i < N; i++) { x[i] = i * 0.5; y[i] = 1; z[i] = 0; w[i] = 0; }
  k_region(); k_macro_loop(); k_private();
  for (int i = 0; i < N; i++) printf("%a %a %a\n", y[i], z[i], w[i]);
  return 0;
}
