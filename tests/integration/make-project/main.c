#include "solver.h"

#include <math.h>

static double a[LEN], b[LEN], x[LEN];

int main(void) {
  for (int i = 0; i < LEN; i++) {
    a[i] = sin(0.01 * i);
    b[i] = 0.0;
    x[i] = (double)(i % 10) / 10.0;
  }
  jacobi(STEPS, LEN, a, b);
  axpy(LEN, 0.5, x, a);
  print_results(LEN, a, 333);
  return 0;
}
