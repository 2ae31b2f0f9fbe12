/* Hazard program (fuzz seeds 415122, 416415, reduced): a loop nest rewritten part by part
   whose second nest carries `#pragma omp parallel \` with `for` on a continuation line, after
   a nest whose body an `#ifdef` chooses. The replacement was indented from the continuation
   line, as if the `for` before it guarded it, and gcc and clang -Wall warned
   -Wmisleading-indentation where the original compiled clean. */
#include <stdio.h>

void fuzz_dump_dx(const char *name, const double *p, int rows, int cols);

#define NN 48
#define NM 40

static double C0[NN * NM], A1[NN * NM], y2[NN], x3[NN];

static void kernel0(int nn, int nm, double alpha) {
  int r = 0;
  while (r < 3) {
    #pragma omp parallel for \
        collapse(2)
    for (int i = 0; i < nn; i++)
      for (int j = 0; j < nm; j++)
        #ifdef FUZZ_ALT
        C0[i * nm + j] = -(1.5 * C0[i * nm + j] + 2.0 * A1[i * nm + j]);
        #else
        C0[i * nm + j] = 1.5 * C0[i * nm + j] + 2.0 * A1[i * nm + j];
        #endif
    #pragma omp parallel \
        for
    for (int i = 0; i < nn; i++)
      y2[i] += alpha * x3[i];
    r++;
  }
}

int main(void) {
  for (int i = 0; i < NN * NM; i++) {
    C0[i] = (i % 7) * 0.25;
    A1[i] = (i % 5) * 0.5 - 1.0;
  }
  for (int i = 0; i < NN; i++) {
    y2[i] = (i % 3) * 0.5;
    x3[i] = (i % 11) * 0.125;
  }
  kernel0(NN, NM, 0.75);
  fuzz_dump_dx("C0", C0, NN, NM);
  fuzz_dump_dx("y2", y2, NN, 0);
  return 0;
}
