#include <math.h>

#include "dsp.h"

void hann_window(int n, float* w) {
  const float two_pi = 6.28318530717958647692f;
  for (int i = 0; i < n; i++)
    w[i] = 0.5f - 0.5f * cosf(two_pi * (float)i / (float)(n - 1));
}
