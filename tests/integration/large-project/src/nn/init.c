#include "nn.h"
#include "util.h"

/* Weights uniform in [-1/sqrt(cols)-ish, ...]: a small linear congruential sequence. */
void init_weights(struct layer l, unsigned seed) {
  unsigned state = seed;
  for (int i = 0; i < l.rows * l.cols; i++)
    l.weights[i] = (float)(rng_uniform(&state) - 0.5) / 8.0f;
  for (int o = 0; o < l.rows; o++)
    l.bias[o] = (float)o / (float)l.rows - 0.5f;
}
