/* Repeated matrix-vector products between element-wise steps of the program's own. */
#include <stdio.h>
#include <stdlib.h>

#include "pool.h"

#define N 384
#define D 512

int main(void) {
  float* w = malloc(sizeof(float) * N * D);
  float *x = malloc(sizeof(float) * N), *y = malloc(sizeof(float) * D);
  if (!w || !x || !y)
    return 1;
  for (int k = 0; k < N * D; k++)
    w[k] = (float)((k * 7919) % 1000 - 500) / 65536.0f;
  for (int j = 0; j < N; j++)
    x[j] = (float)(j % 17) / 16.0f;
  for (int step = 0; step < 20; step++) {
    matvec(y, x, w, N, D);
    for (int j = 0; j < N; j++)
      x[j] = 0.5f * x[j] + y[j];
  }
  for (int j = 0; j < N; j += 37)
    printf("%d %.9e\n", j, x[j]);
  free(w);
  free(x);
  free(y);
  return 0;
}
