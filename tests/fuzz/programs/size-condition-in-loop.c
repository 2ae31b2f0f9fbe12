/* Hazard program (a condition on sizes alone inside the nest): a product whose inner loop runs
   only when the row is long enough (`if (n >= 4)`), and a scaling whose else branch takes over
   for short rows. Such a condition holds for all iterations or for none; a rewrite that drops
   it computes what the original skips. Called with sizes on both sides of each condition, and
   large enough for the library calls' thresholds. */
#include <stdio.h>

void fuzz_fill_f(float *p, int rows, int cols, int h);
void fuzz_dump_f(const char *name, const float *p, int rows, int cols);

#define R 24
#define C 24

static void kernel_gemm_if(int m, int n, int k, const float *A, const float *B, float *Out) {
  for (int i = 0; i < m; ++i)
    for (int p = 0; p < k; ++p)
      if (n >= 4)
        for (int j = 0; j < n; ++j)
          Out[i * n + j] += A[i * k + p] * B[p * n + j];
}

static void kernel_scale_else(int m, int n, float s, float *X) {
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j)
      if (n > 8)
        X[i * n + j] *= s;
      else
        X[i * n + j] += s;
}

int main(void) {
  static float A[R * C], B[R * C], Out[R * C], X[R * C];
  for (int round = 0; round < 2; ++round) {
    int n = round ? 20 : 2; /* the condition fails, then holds */
    fuzz_fill_f(A, R, C, 3 + round);
    fuzz_fill_f(B, R, C, 5 + round);
    fuzz_fill_f(Out, R, C, 7 + round);
    fuzz_fill_f(X, R, C, 11 + round);
    kernel_gemm_if(R, n, 20, A, B, Out);
    kernel_scale_else(R, n, 1.5f, X);
    fuzz_dump_f(round ? "Out_long" : "Out_short", Out, R, C); /* names unique per round */
    fuzz_dump_f(round ? "X_long" : "X_short", X, R, C);
  }
  return 0;
}
