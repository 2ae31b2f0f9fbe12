// Fuzz finding (generator seed 5, shrunk): --target=torch rewrites C = 2 * A * B on flat
// pointers (C[i * nm + j]) with liar_torch_mm_d into a temporary and then scales it row by row
// with liar_torch_mul_d(..., &C0[liar_i1][0]): C0 is a plain double *, so the rewrite does not
// compile ("subscripted value is neither array nor pointer nor vector").
// Reproduce: python3 tests/fuzz/run.py --liar build/tool/liar --runtime-lib build/emit/runtime
//              --targets torch --compilers gcc --program tests/fuzz/findings/compile-error-torch-flat-scale.c
#include <stdio.h>
#include <stdlib.h>

static void kernel0(int nn, int nm, int nk, double *C0, double *A1, double *B2) {
  for (int i = 0; i < nn; i++)
    for (int j = 0; j < nm; j++) {
      C0[i * nm + j] = 0.0;
      for (int k = 0; k < nk; k++)
        C0[i * nm + j] += 2.0 * A1[i * nk + k] * B2[k * nm + j];
    }
}

int main(void) {
  double *C0 = malloc(sizeof(double) * 6), *A1 = malloc(sizeof(double) * 6),
         *B2 = malloc(sizeof(double) * 9);
  for (int q = 0; q < 6; q++)
    C0[q] = A1[q] = q % 5 / 5.0;
  for (int q = 0; q < 9; q++)
    B2[q] = q % 4 / 4.0;
  kernel0(2, 3, 3, C0, A1, B2);
  for (int q = 0; q < 6; q++)
    printf("C0 %d d %.17g\n", q, C0[q]);
  free(C0), free(A1), free(B2);
  return 0;
}
