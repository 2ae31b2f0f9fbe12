/* Deterministic inputs and printed results for the real-style programs of tests/realcode.

   Every program fills its inputs from this header's linear congruential generator (the same
   numbers with every compiler and library) and prints its results through it, so that the
   original and a rewrite print the same tokens. These helpers live in a header on purpose: liar
   rewrites the loops of the file it is given, never those of an included header, so the
   harness's own loops are not part of what the corpus measures. */
#ifndef REALCODE_HARNESS_H
#define REALCODE_HARNESS_H

#include <stdio.h>

static unsigned long harness_state = 12345u;

/* Knuth's MMIX multiplier; the top bits give a value in [0.5, 1.5): positive data keeps sums
   free of cancellation, so a reassociated sum stays within a relative tolerance. */
static inline double harness_next(void) {
  harness_state = harness_state * 6364136223846793005ul + 1442695040888963407ul;
  return 0.5 + (double)(harness_state >> 11) / 9007199254740992.0;
}

static inline void harness_fill(double* p, long count) {
  for (long i = 0; i < count; i++)
    p[i] = harness_next();
}

static inline void harness_fill_float(float* p, long count) {
  for (long i = 0; i < count; i++)
    p[i] = (float)harness_next();
}

/* Maps values in [0.5, 1.5) to [-scale/2, scale/2): weights centred on zero, as trained ones are.
 */
static inline void harness_center(float* p, long count, float scale) {
  for (long i = 0; i < count; i++)
    p[i] = (p[i] - 1.0f) * scale;
}

/* A weighted checksum (a permutation of the values changes it) and eight sampled values. */
static inline void harness_print(const char* name, const double* p, long count) {
  double sum = 0.0;
  for (long i = 0; i < count; i++)
    sum += p[i] * (double)(1 + i % 7);
  printf("%s sum %.17g", name, sum);
  for (long s = 0; s < 8 && count > 0; s++)
    printf(" %.17g", p[(2 * s + 1) * count / 16]);
  printf("\n");
}

static inline void harness_print_float(const char* name, const float* p, long count) {
  double sum = 0.0;
  for (long i = 0; i < count; i++)
    sum += (double)p[i] * (double)(1 + i % 7);
  printf("%s sum %.17g", name, sum);
  for (long s = 0; s < 8 && count > 0; s++)
    printf(" %.9g", (double)p[(2 * s + 1) * count / 16]);
  printf("\n");
}

/* Every seventh row of a matrix held as row pointers. */
static inline void harness_print_rows(const char* name, double** m, int rows, int cols) {
  char label[32];
  for (int i = 0; i < rows; i += 7) {
    snprintf(label, sizeof label, "%s[%d]", name, i);
    harness_print(label, m[i], cols);
  }
}

static inline void harness_print_int(const char* name, const int* p, long count) {
  printf("%s", name);
  for (long i = 0; i < count; i++)
    printf(" %d", p[i]);
  printf("\n");
}

#endif
