#include "solver.h"

#include <stdio.h>

/* Every stride-th element, then the running sums of the first few scaled by two: a loop liar
   would rewrite if the configuration did not exclude this file. */
void print_results(int n, const double* a, int stride) {
  double twice[64];
  for (int i = 0; i < 64; i++)
    twice[i] = 2.0 * a[i];
  for (int i = 0; i < n; i += stride)
    printf("a[%d] = %.15e\n", i, a[i]);
  printf("twice[63] = %.15e\n", twice[63]);
}
