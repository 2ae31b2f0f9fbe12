// Fuzz finding: new-warning under --target=omp, built with gcc.
// array subscript 64 is above array bounds of ‘float[3]’ [-Warray-bounds]
// liar remarks:
//   loop nest in 'kernel0' replaced by OpenMP loops (tiled, parallel)
// Reproduce: python3 tests/fuzz/run.py --liar build/tool/liar --runtime-lib build/emit/runtime --targets omp --compilers gcc --program tests/fuzz/findings/new-warning-omp-1016.c
#include <stdio.h>
// liar fuzz program, seed 1016
#define G0_MAX 3
static float g0_x0[G0_MAX];
static float g0_y1[G0_MAX];
static float g0_y2[G0_MAX];
static float g0_A3[G0_MAX][G0_MAX];
static float g0_x4[G0_MAX];
static void kernel0(int nn, int nm, int nk, float *res_s2) {
  float s2 = 0.0f;
  for (int i = 0; i < nn; i++)
    s2 += g0_x0[i] * g0_y1[i];
  for (int i = 0; i < nn; i++)
    {
      g0_y2[i] = 0.0f * g0_y2[i];
      for (int j = 0; j < nm; j++)
        g0_y2[i] += g0_A3[i][j] * g0_x4[j];
    }
}
int main(void) {
  {
    for (int q0 = 0; q0 < 3; q0++)
      g0_x0[q0] = (q0 * 6) % 11 / 11.0f - 0.25;
    for (int q0 = 0; q0 < 3; q0++)
      g0_y1[q0] = (q0 * 3) % 11 / 11.0f - 0.25;
    for (int q0 = 0; q0 < 3; q0++)
      g0_y2[q0] = (q0 * 4) % 11 / 11.0f - 0.25;
    for (int q0 = 0; q0 < 3; q0++)
      for (int q1 = 0; q1 < 3; q1++)
        g0_A3[q0][q1] = (q0 * 4 + q1 * 6) % 11 / 11.0f - 0.25;
    for (int q0 = 0; q0 < 3; q0++)
      g0_x4[q0] = (q0 * 5) % 11 / 11.0f - 0.25;
    float res_s2 = 0;
    kernel0(-1, 1, 1, &res_s2);
    for (int d0 = 0; d0 < 3; d0++)
      printf("%s %d f %.9g\n", "k0_g0_x4", d0, g0_x4[d0]);
  }
}