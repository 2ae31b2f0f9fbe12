// Fuzz finding: compile-error under --target=blas, built with gcc.
// /tmp/liar-fuzz-2oxsshom/shrinkrfkdqvls/shrink95.blas.c:6:54: error: expected ‘)’ before numeric constant
// liar remarks:
//   loop nest in 'kernel0' replaced by cblas_dscal; floating-point sums may be reassociated
// Reproduce: python3 tests/fuzz/run.py --liar build/tool/liar --runtime-lib build/emit/runtime --targets blas --compilers gcc --liar-openmp always --program tests/fuzz/findings/compile-error-blas-100398.c
#include <stdlib.h>
// liar fuzz program, seed 100398
static void kernel0(int nn, int nm, int nk, double *A0, double *B1, double *x2) {
  for (int t = 0; t < 1; t++) {
    for (int i = 1; i < nn - 1; i++)
      A0[i] = B1[i];
  }
  for (int i = 0; i < nn; i++)
    x2[i] = 2.0 * x2[i];
}
int main(void) {
  {
    double *A0 = malloc(sizeof(double) * 1);
    double *B1 = malloc(sizeof(double) * 1);
    double *x2 = malloc(sizeof(double) * 1);
    for (int q0 = 0; q0 < 1; q0++)
      A0[q0] = (q0 * 3) % 11 / 11.0 - 0.25;
    for (int q0 = 0; q0 < 1; q0++)
      B1[q0] = (q0 * 5) % 11 / 11.0 - 0.25;
    for (int q0 = 0; q0 < 1; q0++)
      x2[q0] = (q0 * 5) % 11 / 11.0 - 0.25;
    kernel0(1, 1, 1, A0, B1, x2);
  }
}