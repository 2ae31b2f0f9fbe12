#include <math.h>

#include "nn.h"

void act_tanh(int n, float* x) {
  for (int i = 0; i < n; i++)
    x[i] = tanhf(x[i]);
}

void act_relu(int n, const float* x, float* y) {
  for (int i = 0; i < n; i++)
    y[i] = x[i] > 0.0f ? x[i] : 0.0f;
}
