/* Timing helpers shared by the benchmark programs of this folder: a monotonic clock in
 * seconds and the median of a set of times. */
#ifndef LIAR_BENCH_TIME_H
#define LIAR_BENCH_TIME_H

#include <stdlib.h>
#include <time.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static int compare_times(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* Sorts t in place. */
static double median(double *t, int n) {
  qsort(t, (size_t)n, sizeof(double), compare_times);
  return t[n / 2];
}

#endif
