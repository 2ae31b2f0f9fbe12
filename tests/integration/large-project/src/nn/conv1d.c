#include "nn.h"

/* Valid convolution: y has n - k + 1 entries. */
void conv1d(int n, int k, const float* x, const float* w, float* y) {
  for (int i = 0; i + k <= n; i++) {
    float acc = 0.0f;
    for (int j = 0; j < k; j++)
      acc += w[j] * x[i + j];
    y[i] = acc;
  }
}
