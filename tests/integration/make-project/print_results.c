#include "solver.h"

#include <stdio.h>

/* Every stride-th element, then the sum of squares of the first few: a loop liar would
   rewrite (a dot product) if the configuration did not exclude this file. */
void print_results(int n, const double* a, int stride) {
  double squares = 0.0;
  for (int i = 0; i < 64; i++)
    squares += a[i] * a[i];
  for (int i = 0; i < n; i += stride)
    printf("a[%d] = %.15e\n", i, a[i]);
  printf("squares = %.15e\n", squares);
}
