#include "util.h"

/* Two passes, the first one walking a pointer. */
void stats_mean_var(int n, const double* x, double* mean, double* var) {
  double sum = 0.0;
  const double *p = x, *end = x + n;
  while (p != end)
    sum += *p++;
  double m = sum / n;
  double ss = 0.0;
  for (int i = 0; i < n; i++)
    ss += (x[i] - m) * (x[i] - m);
  *mean = m;
  *var = ss / (n - 1);
}
