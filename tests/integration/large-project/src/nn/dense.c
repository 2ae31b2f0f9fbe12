#include "nn.h"

/* out = W in + b, W stored row by row (l.rows x l.cols). */
void dense_forward(struct layer l, const float* in, float* out) {
  for (int o = 0; o < l.rows; o++) {
    float sum = l.bias[o];
    for (int i = 0; i < l.cols; i++)
      sum += l.weights[o * l.cols + i] * in[i];
    out[o] = sum;
  }
}

/* Adds the bias to each sample of a batch laid out sample after sample. */
void batch_bias_add(int batch, struct layer l, float* out) {
  for (int b = 0; b < batch; b++)
    for (int o = 0; o < l.rows; o++)
      out[b * l.rows + o] += l.bias[o];
}
