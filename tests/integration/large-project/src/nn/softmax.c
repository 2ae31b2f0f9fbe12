#include <math.h>

#include "nn.h"

/* In place, shifted by the maximum for range. */
void softmax(int n, float* x) {
  float max = x[0];
  for (int i = 1; i < n; i++)
    if (x[i] > max) max = x[i];
  float sum = 0.0f;
  for (int i = 0; i < n; i++) {
    x[i] = expf(x[i] - max);
    sum += x[i];
  }
  for (int i = 0; i < n; i++)
    x[i] /= sum;
}
