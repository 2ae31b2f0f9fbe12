#include <math.h>

#include "nn.h"

/* scores[i][j] = q_i . k_j / sqrt(d), rows of q and k d apart. */
void attention_scores(int t, int d, const float* q, const float* k, float* scores) {
  float scale = 1.0f / sqrtf((float)d);
  for (int i = 0; i < t; i++) {
    const float* qi = q + i * d;
    for (int j = 0; j < t; j++) {
      const float* kj = k + j * d;
      float dot = 0.0f;
      for (int c = 0; c < d; c++)
        dot += qi[c] * kj[c];
      scores[i * t + j] = dot * scale;
    }
  }
}
