#include <stdio.h>
#define N 48
#ifdef HEAVY
#define W 2.0
#else
#define W 1.0
#endif
static inline double get(const double *A, int i, int j) {
#ifdef TRANSPOSED
  return A[j * N + i];
#else
  return A[i * N + j];
#endif
}
static double A[N * N], x[N], y[N], z[N];
void k_gemv(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      y[i] += get(A, i, j) * x[j];
}
void k_scale(void) {
  for (int i = 0; i < N; i++)
    z[i] = W * x[i];
}
int main(void) {
  for (int i = 0; i < N; i++) { x[i] = i % 7; y[i] = 0; for (int j = 0; j < N; j++) A[i*N+j] = i * 3 + j; }
  k_gemv(); k_scale();
  for (int i = 0; i < N; i++) printf("%a %a\n", y[i], z[i]);
  return 0;
}
