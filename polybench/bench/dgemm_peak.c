/* The reference for "within 90% of a direct cblas_dgemm": times cblas_dgemm on the
 * shapes of a kernel's matrix products, the way the kernel's own timer would see them.
 * Usage: dgemm_peak REPS M N K [M N K ...]  (one triple per product of the kernel)
 * Prints the median over REPS of the summed time of all products, and their GFLOP/s. */
#include "bench_time.h"

#include <cblas.h>
#include <stdio.h>

int main(int argc, char **argv) {
  if (argc < 5 || (argc - 2) % 3 != 0) {
    fprintf(stderr, "usage: %s REPS M N K [M N K ...]\n", argv[0]);
    return 2;
  }
  int reps = atoi(argv[1]);
  int products = (argc - 2) / 3;
  double flops = 0;
  double **a = malloc(sizeof(double *) * products), **b = malloc(sizeof(double *) * products),
         **c = malloc(sizeof(double *) * products);
  long *dims = malloc(sizeof(long) * 3 * products);
  for (int p = 0; p < products; p++) {
    long m = atol(argv[2 + 3 * p]), n = atol(argv[3 + 3 * p]), k = atol(argv[4 + 3 * p]);
    dims[3 * p] = m, dims[3 * p + 1] = n, dims[3 * p + 2] = k;
    a[p] = malloc(sizeof(double) * m * k);
    b[p] = malloc(sizeof(double) * k * n);
    c[p] = malloc(sizeof(double) * m * n);
    for (long i = 0; i < m * k; i++)
      a[p][i] = (double)(i % 7) / 7.0;
    for (long i = 0; i < k * n; i++)
      b[p][i] = (double)(i % 5) / 5.0;
    for (long i = 0; i < m * n; i++)
      c[p][i] = 0.0;
    flops += 2.0 * (double)m * (double)n * (double)k;
  }
  double *times = malloc(sizeof(double) * reps);
  for (int r = 0; r < reps; r++) {
    double start = now();
    for (int p = 0; p < products; p++)
      cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, dims[3 * p], dims[3 * p + 1],
                  dims[3 * p + 2], 1.5, a[p], dims[3 * p + 2], b[p], dims[3 * p + 1], 1.2, c[p],
                  dims[3 * p + 1]);
    times[r] = now() - start;
  }
  double middle = median(times, reps);
  printf("%.6f s  %.1f GFLOP/s\n", middle, flops / middle * 1e-9);
  return 0;
}
