#include <stdio.h>
#include <math.h>
#define N 4096
static double x[N], y[N], z[N], w[N];
void k_addzero(void) {
  for (int i = 0; i < N; i++)
    y[i] = x[i] + 0.0;
}
void k_subzero(void) {
  for (int i = 0; i < N; i++)
    z[i] = x[i] - 0.0;
}
void k_mulone(void) {
  for (int i = 0; i < N; i++)
    w[i] = x[i] * 1.0 + 0.0;
}
int main(void) {
  double vals[] = {-0.0, 0.0, 1.0, -1.0, INFINITY, -INFINITY, NAN, 4.9e-324};
  for (int i = 0; i < N; i++) x[i] = vals[i % 8];
  k_addzero(); k_subzero(); k_mulone();
  for (int i = 0; i < N; i++) printf("%a %a %a\n", y[i], z[i], w[i]);
  return 0;
}
