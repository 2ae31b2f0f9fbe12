/* A program with no OpenMP of its own: BLAS calls only. */
#include <stdio.h>

#include "pool.h"

#define N 4096

int main(void) {
  static double v[N];
  for (int i = 0; i < N; i++)
    v[i] = i / 3.0;
  for (int k = 0; k < 10; k++)
    scale(v, 1.0009765625, N);
  for (int i = 0; i < N; i += 511)
    printf("%d %.17g\n", i, v[i]);
  return 0;
}
