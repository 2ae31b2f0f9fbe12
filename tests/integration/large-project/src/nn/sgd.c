#include "nn.h"

void sgd_step(int n, float lr, const float* grad, float* w) {
  for (int i = 0; i < n; i++)
    w[i] -= lr * grad[i];
}
