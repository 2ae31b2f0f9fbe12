// Fuzz finding: wrong-output under --target=blas, built with clang-19.
// k0_live 1: 0, expected 111
// liar remarks:
//   loop nest in 'kernel0' replaced by cblas_dgemm; floating-point sums may be reassociated
// Reproduce: python3 tests/fuzz/run.py --liar build/tool/liar --runtime-lib build/emit/runtime --targets blas --compilers clang-19 --program tests/fuzz/findings/wrong-output-blas-1.c
#include <stdio.h>
// liar fuzz program, seed 1
#define K0_N 1
#define K0_M 11
#define K0_K 1
static void kernel0(double C0[K0_N][K0_M], double A1[K0_N][K0_K], double B2[K0_K][K0_M], long *live) {
  int i = 0, j = 0, k = 0;
  for (i = 0; i < K0_N; i++)
    {
      for (j = 0; j < K0_M; j++)
        {
          for (k = 0; k < K0_K; k++)
            C0[i][j] += A1[i][k] * B2[k][j];
        }
    }
  live[1] = (long)j + 100 * (long)k;
}
int main(void) {
  {
    static double C0[K0_N][K0_M];
    static double A1[K0_N][K0_K];
    static double B2[K0_K][K0_M];
    for (int q0 = 0; q0 < 1; q0++)
      for (int q1 = 0; q1 < 11; q1++)
        C0[q0][q1] = (q0 * 5 + q1 * 7) % 11 / 11.0 - 0.25;
    for (int q0 = 0; q0 < 1; q0++)
      for (int q1 = 0; q1 < 1; q1++)
        A1[q0][q1] = (q0 * 4 + q1 * 6) % 11 / 11.0 - 0.25;
    for (int q0 = 0; q0 < 1; q0++)
      for (int q1 = 0; q1 < 11; q1++)
        B2[q0][q1] = (q0 * 6 + q1 * 8) % 11 / 11.0 - 0.25;
    long live[2] = {0, 0};
    kernel0(C0, A1, B2, live);
    printf("k0_live 0 i %ld\nk0_live 1 i %ld\n", live[0], live[1]);
    for (int d0 = 0; d0 < 1; d0++)
      for (int d1 = 0; d1 < 11; d1++)
        printf("%s %d %d d %.17g\n", "k0_B2", d0, d1, B2[d0][d1]);
  }
}