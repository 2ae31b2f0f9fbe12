/*
 * polybench.c - support library of liar's PolyBench-style suite: aligned
 * allocation, cache flushing and the kernel timer used by polybench.h.
 */
#define _POSIX_C_SOURCE 200112L

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "polybench.h"

/* Never written: read through a volatile so kernel outputs stay live. */
volatile int polybench_never_true = 0;

/* Cache lines and vector loads: 64 bytes covers AVX-512 alignment. */
#define POLYBENCH_ALIGNMENT 64
/* Larger than the last-level cache of the machines we run on. */
#define POLYBENCH_CACHE_FLUSH_BYTES (32u * 1024u * 1024u)

static struct timespec polybench_t_start, polybench_t_end;

void *polybench_alloc_data(size_t n, size_t elt_size)
{
  void *p = NULL;
  size_t bytes = n * elt_size;
  if (elt_size != 0 && bytes / elt_size != n) {
    fprintf(stderr, "polybench: allocation size overflows\n");
    exit(1);
  }
  if (posix_memalign(&p, POLYBENCH_ALIGNMENT, bytes ? bytes : 1) != 0) {
    fprintf(stderr, "polybench: cannot allocate %zu bytes\n", bytes);
    exit(1);
  }
  return p;
}

void polybench_free_data(void *p)
{
  free(p);
}

/* Touch a buffer bigger than the cache so every variant starts cold; the sum
 * is checked so the loop cannot be optimised away. */
void polybench_flush_cache(void)
{
  size_t count = POLYBENCH_CACHE_FLUSH_BYTES / sizeof(double);
  double *buf = calloc(count, sizeof(double));
  double sum = 0.0;
  size_t k;
  if (buf == NULL)
    return;
  for (k = 0; k < count; k++)
    sum += buf[k];
  if (sum != 0.0)
    fprintf(stderr, "polybench: cache flush buffer not zero\n");
  free(buf);
}

void polybench_timer_start(void)
{
  polybench_flush_cache();
  clock_gettime(CLOCK_MONOTONIC, &polybench_t_start);
}

void polybench_timer_stop(void)
{
  clock_gettime(CLOCK_MONOTONIC, &polybench_t_end);
}

void polybench_timer_print(void)
{
  double s = (double)(polybench_t_end.tv_sec - polybench_t_start.tv_sec) +
             1e-9 * (double)(polybench_t_end.tv_nsec - polybench_t_start.tv_nsec);
  printf("%0.6f\n", s);
}
