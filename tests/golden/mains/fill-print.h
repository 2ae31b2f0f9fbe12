/* Deterministic inputs and full dumps for the mains of the golden tests: every value a kernel
   reads is a fixed function of its index (no rand()), and every value it may write is printed,
   so that the original and the rewrite can be compared token by token (compare-output.py).
   The functions are static inline so that a main that needs only some of them still builds
   with -Wall -Werror. */
#include <stdio.h>

/* Values in [-0.5, 0.5): a mix of signs, as real data has. */
static inline void fill_signed(double* x, int n, int k) {
  for (int i = 0; i < n; i++)
    x[i] = (i * k + 3) % 13 / 13.0 - 0.5;
}

/* Positive floats in (0, 1]: sums of positive terms have no cancellation, so a reassociated
   float sum stays within n * FLT_EPSILON of the loop's, relative to the result. */
static inline void fill_positive_f(float* x, int n, int k) {
  for (int i = 0; i < n; i++)
    x[i] = (float)((i * k + 3) % 13 + 1) / 13.0f;
}

static inline void print_d(const char* what, const double* x, int n) {
  for (int i = 0; i < n; i++)
    printf("%s %d %.17g\n", what, i, x[i]);
}

static inline void print_f(const char* what, const float* x, int n) {
  for (int i = 0; i < n; i++)
    printf("%s %d %.9g\n", what, i, (double)x[i]);
}
