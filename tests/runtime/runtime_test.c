/* Calls every function of liar_torch.h in both precisions and checks it against plain C loops
 * (relative error 1e-12 for double, 1e-5 for float, relative to the sum of the magnitudes of the
 * terms so that cancellation does not make the bound meaningless). Matrices are sub-blocks of
 * larger arrays, so every leading dimension differs from the column count, and every transpose
 * combination is used. Compiled as C99 to check that the header is plain C.
 *
 * With the argument "bad-ld" it instead makes an invalid call, which must abort with a message
 * naming the function (checked by expect_abort.cmake). */
#include "liar_torch.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define GUARD 12345.0
#define TOL_d 1e-12
#define TOL_s 1e-5

static int Failures;
static unsigned long Seed = 12345;

/* Deterministic values in [-1, 1) with no more than 20 significant bits, so they are exact in
 * float and the two precisions see the same inputs. */
static double signedValue(void) {
  Seed = Seed * 6364136223846793005UL + 1442695040888963407UL;
  return (double)((Seed >> 40) & 0xFFFFF) / (double)(1 << 19) - 1.0;
}

static void checkClose(const char* Where, double Got, double Ref, double Mag, double Tol) {
  /* Mag bounds the rounding error of any summation order; the small absolute floor covers
   * results that are exactly zero. */
  if (!(fabs(Got - Ref) <= Tol * Mag + 1e-300)) {
    fprintf(stderr, "FAIL %s: got %.17g, want %.17g (tolerance %g)\n", Where, Got, Ref, Tol * Mag);
    ++Failures;
  }
}

#define REAL double
#define SUF(X) X##_d
#include "runtime_test.inc"
#undef REAL
#undef SUF

#define REAL float
#define SUF(X) X##_s
#include "runtime_test.inc"
#undef REAL
#undef SUF

int main(int argc, char** argv) {
  if (argc > 1 && strcmp(argv[1], "bad-ld") == 0) {
    double A[6] = {0}, B[6] = {0}, C[4];
    /* A is 2 x 3 but lda = 2 < 3: rows would overlap. Must abort, not return. */
    liar_torch_mm_d(2, 2, 3, A, 2, 0, B, 2, 0, C, 2);
    fprintf(stderr, "liar_torch_mm_d returned after an invalid leading dimension\n");
    return 1;
  }
  if (argc > 1 && strcmp(argv[1], "bad-threads") == 0) {
    liar_torch_set_num_threads(0);
    fprintf(stderr, "liar_torch_set_num_threads returned after n = 0\n");
    return 1;
  }

  printf("liar_torch threads at start: %d\n", liar_torch_get_num_threads());
  testAll_d();
  testAll_s();

  /* The thread count is honoured, and results stay right with more than one thread. */
  liar_torch_set_num_threads(2);
  if (liar_torch_get_num_threads() != 2) {
    fprintf(stderr, "FAIL set_num_threads(2): get_num_threads() = %d\n",
            liar_torch_get_num_threads());
    ++Failures;
  }
  testAll_d();
  liar_torch_set_num_threads(1);
  if (liar_torch_get_num_threads() != 1) {
    fprintf(stderr, "FAIL set_num_threads(1): get_num_threads() = %d\n",
            liar_torch_get_num_threads());
    ++Failures;
  }
  testAll_s();

  if (Failures) {
    fprintf(stderr, "%d check(s) failed\n", Failures);
    return 1;
  }
  printf("all liar_torch runtime checks passed\n");
  return 0;
}
