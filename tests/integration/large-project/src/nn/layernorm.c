#include <math.h>

#include "nn.h"

void layernorm(int n, const float* x, float* y, float eps) {
  float mean = 0.0f;
  for (int i = 0; i < n; i++)
    mean += x[i];
  mean /= n;
  float var = 0.0f;
  for (int i = 0; i < n; i++) {
    float d = x[i] - mean;
    var += d * d;
  }
  var /= n;
  float inv = 1.0f / sqrtf(var + eps);
  for (int i = 0; i < n; i++)
    y[i] = (x[i] - mean) * inv;
}
