#include <math.h>

#include "nn.h"

/* Mean negative log-likelihood of the labelled class, p holding one row per sample. */
double cross_entropy(int n, const float* p, const int* labels, int classes) {
  double loss = 0.0;
  for (int s = 0; s < n; s++)
    loss -= log((double)p[s * classes + labels[s]] + 1e-12);
  return loss / n;
}
