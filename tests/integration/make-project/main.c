#include "solver.h"

#include <math.h>
#include <stdio.h>

static double a[LEN], b[LEN], x[LEN];
static double p[PN][PN], q[PN][PN], r[PN][PN];

int main(void) {
  for (int i = 0; i < LEN; i++) {
    a[i] = sin(0.01 * i);
    x[i] = (double)(i % 10) / 10.0;
  }
  for (int i = 0; i < PN; i++)
    for (int j = 0; j < PN; j++) {
      p[i][j] = (double)((i * 3 + j) % 7) - 3.0;
      q[i][j] = (double)((i + 2 * j) % 5) * 0.25;
    }
  product(r, p, q);
  jacobi(STEPS, LEN, a, b);
  axpy(LEN, 0.5, x, a);
  print_results(LEN, a, 333);
  printf("r[7][11] = %.15e, r[100][3] = %.15e\n", r[7][11], r[100][3]);
  printf("jacobi.c built with %s\n", build_kind());
  return 0;
}
