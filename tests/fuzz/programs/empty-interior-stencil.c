/* Hazard program (empty ranges): a Jacobi step whose interior loops run from 1 to N - 1, with
   N = 2 as liar sees the file, so every loop of the nest is empty and every array the IR builds
   has no element. Saturation then makes all of them equal, and extraction once picked a form
   of a value that was its own argument (a cycle: liar crashed). The program is built with
   -DEDGE=3, where one interior point exists, and its output compared with the original's. */
// fuzz-config: -DEDGE=3
#include <stdio.h>

void fuzz_fill_f(float *p, int rows, int cols, int h);
void fuzz_dump_f(const char *name, const float *p, int rows, int cols);

#ifndef EDGE
#define EDGE 2
#endif

static void kernel_jacobi(float A[restrict EDGE][EDGE], float B[restrict EDGE][EDGE]) {
  for (int sweep = 0; sweep < 2; sweep++) {
    for (int i = 1; i < EDGE - 1; i++)
      for (int j = 1; j < EDGE - 1; j++)
        B[i][j] = 0.25f * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
    for (int i = 1; i < EDGE - 1; i++)
      for (int j = 1; j < EDGE - 1; j++)
        A[i][j] = B[i][j];
  }
}

int main(void) {
  static float A[EDGE][EDGE], B[EDGE][EDGE];
  fuzz_fill_f(&A[0][0], EDGE, EDGE, 2);
  fuzz_fill_f(&B[0][0], EDGE, EDGE, 4);
  kernel_jacobi(A, B);
  fuzz_dump_f("A", &A[0][0], EDGE, EDGE);
  fuzz_dump_f("B", &B[0][0], EDGE, EDGE);
  return 0;
}
