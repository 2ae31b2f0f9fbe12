/* Vector kernels. */
#include "kernels.h"

/* y += a * x */
void axpy(double a, double y[N], double x[N]) {
  for (int i = 0; i < N; i++)
    y[i] += a * x[i];
}

/* x *= a */
void scale(double a, double x[N]) {
  for (int i = 0; i < N; i++)
    x[i] *= a;
}
