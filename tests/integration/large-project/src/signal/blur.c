#include "dsp.h"

/* Box blur of the interior; USE_FAST_PATH multiplies by the reciprocal instead of dividing. */
void blur(int n, float in[n][n], float out[n][n]) {
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++) {
#ifdef USE_FAST_PATH
      out[i][j] = (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1]) * 0.25f;
#else
      out[i][j] = (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1] + in[i][j]) / 5.0f;
#endif
    }
}
