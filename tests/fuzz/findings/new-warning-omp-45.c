// Fuzz finding: new-warning under --target=omp, built with clang-19.
// loop not vectorized: the optimizer was unable to perform the requested transformation; the transformation might be disabled or specified as part of an unsupported transformation ordering [-Wpass-failed=transform-warning]
// liar remarks:
//   loop nest in 'kernel0' replaced by OpenMP loops (rescheduled, parallel)
// Reproduce: python3 tests/fuzz/run.py --liar build/tool/liar --runtime-lib build/emit/runtime --targets omp --compilers clang-19 --liar-openmp never --program tests/fuzz/findings/new-warning-omp-45.c
// Found by the math-fn class (seed 45 of the sample; liar built at c2edabd, and at b017d00): the
// OpenMP form marks the loop `g0_y0[i] = exp(g0_x1[i])` `omp simd` (liar_simd); clang-19 has no
// vector variant of exp without a vector math library and warns under -Wall. Without that one
// liar_simd() the rewrite builds without the warning. Fixed: the OpenMP generator requests no
// simd in a region whose statements call a function (tests/golden/omp-simd-calls.c).
#include <math.h>
#include <stdio.h>

// liar fuzz program, seed 45
void fuzz_fill_d(double *p, int rows, int cols, int h);
void fuzz_fill_f(float *p, int rows, int cols, int h);
void fuzz_fill_i(int *p, int rows, int cols, int h);
void fuzz_dump_d(const char *name, const double *p, int rows, int cols);
#define G0_MAX 3
static double g0_y0[G0_MAX];
static double g0_x1[G0_MAX];
static double g0_T2[G0_MAX][G0_MAX];
static double g0_A3[G0_MAX][G0_MAX];
static double g0_B4[G0_MAX][G0_MAX];
static double g0_C5[G0_MAX][G0_MAX];
static double g0_D6[G0_MAX][G0_MAX];

static void kernel0(int nn, int nm, int nk) {
  for (int i = 0; i < nn; i++)
    g0_y0[i] = exp(g0_x1[i]);
  for (int i = 0; i < nn; i++)
    {
      for (int j = 0; j < nk; j++)
        {
          g0_T2[i][j] = 0.0;
          for (int k = 0; k < nm; k++)
            g0_T2[i][j] += g0_A3[i][k] * g0_B4[k][j];
        }
    }
  for (int i = 0; i < nn; i++)
    {
      for (int j = 0; j < nm; j++)
        {
          g0_D6[i][j] = g0_D6[i][j];
          for (int k = 0; k < nk; k++)
            g0_D6[i][j] += g0_T2[i][k] * g0_C5[k][j];
        }
    }
}

int main(void) {
  {
    fuzz_fill_d(g0_y0, 3, 0, 4);
    fuzz_fill_d(g0_x1, 3, 0, 4);
    fuzz_fill_d(&g0_T2[0][0], 3, 3, 4);
    fuzz_fill_d(&g0_A3[0][0], 3, 3, 6);
    fuzz_fill_d(&g0_B4[0][0], 3, 3, 3);
    fuzz_fill_d(&g0_C5[0][0], 3, 3, 5);
    fuzz_fill_d(&g0_D6[0][0], 3, 3, 2);
    kernel0(-1, 1, 1);
    fuzz_dump_d("k0_g0_B4", &g0_B4[0][0], 3, 3);
    fuzz_dump_d("k0_g0_C5", &g0_C5[0][0], 3, 3);
    fuzz_dump_d("k0_g0_D6", &g0_D6[0][0], 3, 3);
  }
  return 0;
}
