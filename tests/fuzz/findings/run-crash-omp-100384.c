// Fuzz finding: run-crash under --target=omp, built with gcc.
// exit status -11: 
// liar remarks:
//   loop nest in 'kernel0' replaced by OpenMP loops (tiled, parallel)
// Reproduce: python3 tests/fuzz/run.py --liar build/tool/liar --runtime-lib build/emit/runtime --targets omp --compilers gcc --liar-openmp always --program tests/fuzz/findings/run-crash-omp-100384.c
#include <stdio.h>
// liar fuzz program, seed 100384
#define G0_MAX 3
static double g0_Z0[G0_MAX][G0_MAX];
static double g0_x1[G0_MAX];
static double g0_T2[G0_MAX][G0_MAX];
static double g0_A3[G0_MAX][G0_MAX];
static double g0_B4[G0_MAX][G0_MAX];
static double g0_C5[G0_MAX][G0_MAX];
static double g0_D6[G0_MAX][G0_MAX];
static void kernel0(size_t nn, size_t nm, size_t nk, double *res_s2) {
  double s2 = 0.0;
  for (size_t i = 0; i < nn; i++)
    for (size_t j = 0; j < nm; j++)
      g0_Z0[i][j] = 0.0;
  for (size_t i = 0; i < nn; i++)
    s2 += g0_x1[i];
  for (size_t i = 0; i < nn; i++)
    {
      for (size_t j = 0; j < nk; j++)
        {
          for (size_t k = 0; k < nm; k++)
            g0_T2[i][j] += g0_A3[i][k] * g0_B4[k][j];
        }
    }
  for (size_t i = 0; i < nn; i++)
    {
      for (size_t j = 0; j < nm; j++)
        {
          g0_D6[i][j] = g0_D6[i][j];
          for (size_t k = 0; k < nk; k++)
            g0_D6[i][j] += g0_T2[i][k] * g0_C5[k][j];
        }
    }
}
int main(void) {
  {
    for (int q0 = 0; q0 < 3; q0++)
      for (int q1 = 0; q1 < 3; q1++)
        g0_Z0[q0][q1] = (q0 * 3 + q1 * 5) % 11 / 11.0 - 0.25;
    for (int q0 = 0; q0 < 3; q0++)
      g0_x1[q0] = (q0 * 4) % 11 / 11.0 - 0.25;
    for (int q0 = 0; q0 < 3; q0++)
      for (int q1 = 0; q1 < 3; q1++)
        g0_T2[q0][q1] = (q0 * 4 + q1 * 6) % 11 / 11.0 - 0.25;
    for (int q0 = 0; q0 < 3; q0++)
      for (int q1 = 0; q1 < 3; q1++)
        g0_A3[q0][q1] = (q0 * 6 + q1 * 8) % 11 / 11.0 - 0.25;
    for (int q0 = 0; q0 < 3; q0++)
      for (int q1 = 0; q1 < 3; q1++)
        g0_B4[q0][q1] = (q0 * 3 + q1 * 5) % 11 / 11.0 - 0.25;
    for (int q0 = 0; q0 < 3; q0++)
      for (int q1 = 0; q1 < 3; q1++)
        g0_C5[q0][q1] = (q0 * 5 + q1 * 7) % 11 / 11.0 - 0.25;
    for (int q0 = 0; q0 < 3; q0++)
      for (int q1 = 0; q1 < 3; q1++)
        g0_D6[q0][q1] = (q0 * 2 + q1 * 4) % 11 / 11.0 - 0.25;
    double res_s2 = 0;
    kernel0(1, 1, 1, &res_s2);
    for (int d0 = 0; d0 < 3; d0++)
      for (int d1 = 0; d1 < 3; d1++)
        printf("%s %d %d d %.17g\n", "k0_g0_D6", d0, d1, g0_D6[d0][d1]);
  }
}