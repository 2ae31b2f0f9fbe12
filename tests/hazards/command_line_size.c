// Sizes come from the command line only (`gcc -DN=100`), and a leading dimension may too: liar
// is run with one of the builds' flags, and the rewrite must build and compute the same in
// every other one.
#include <stdio.h>
#ifndef LDA
#define LDA N
#endif
static double A[N][LDA], x[N], y[N];
void k_gemv(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      y[i] += A[i][j] * x[j];
}
void k_tail(void) {
  for (int i = 0; i < N; i++)
    y[i] += 0.5 * A[i][N - 1];
}
int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = i % 5;
    for (int j = 0; j < LDA; j++) A[i][j] = (i * 7 + j) % 9;
  }
  k_gemv();
  k_tail();
  for (int i = 0; i < N; i++) printf("%a\n", y[i]);
  return 0;
}
