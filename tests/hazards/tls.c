#include <stdio.h>
#define N 4000
static double tp[N];
#pragma omp threadprivate(tp)
static _Thread_local double acc;
static __thread double acc2;
static double x[N], y[N];
void k_fill(void) {
  for (int i = 0; i < N; i++)
    tp[i] = x[i] * 2.0;
}
double k_dot(void) {
  acc = 0.0;
  for (int i = 0; i < N; i++)
    acc += x[i] * y[i];
  return acc;
}
double k_dot2(void) {
  acc2 = 0.0;
  for (int i = 0; i < N; i++)
    acc2 += x[i] * x[i];
  return acc2;
}
int main(void) {
  for (int i = 0; i < N; i++) { x[i] = (i % 13) * 0.5; y[i] = (i % 7); }
  k_fill();
  double s = 0;
#pragma omp parallel copyin(tp) reduction(+:s)
  { s += tp[N - 1] - tp[N - 1]; }
  printf("%a %a %a %a\n", tp[0], tp[N-1], k_dot(), k_dot2());
  return 0;
}
