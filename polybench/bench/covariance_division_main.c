/* Times covariance_sizes of tests/golden/covariance-division.c as written (cov_original) and
 * as liar --target=blas rewrote it (cov_blas), interleaved in one process so that both see the
 * same machine load. Usage: covariance_division_main REPS M N. Prints the median time of each,
 * the speedup and the largest difference between their results relative to the largest
 * covariance. */
#include "bench_time.h"

#include <math.h>
#include <stdio.h>

void cov_original(int m, int n, double float_n, double data[n][m], double cov[m][m],
                  double mean[m]);
void cov_blas(int m, int n, double float_n, double data[n][m], double cov[m][m],
              double mean[m]);

typedef void Kernel(int, int, double, double (*)[*], double (*)[*], double *);

/* PolyBench covariance's initialisation: columns of different means and spreads. */
static void fill(int m, int n, double data[n][m]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i][j] = (double)((i * (j + 1) + 3 * j) % n) / m + (double)(i % 13) / 4;
}

static double run(Kernel *k, int m, int n, double data[n][m], double cov[m][m], double *mean) {
  fill(m, n, data);
  double start = now();
  k(m, n, (double)n, data, cov, mean);
  return now() - start;
}

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: %s REPS M N\n", argv[0]);
    return 2;
  }
  int reps = atoi(argv[1]), m = atoi(argv[2]), n = atoi(argv[3]);
  double (*data)[m] = malloc(sizeof(double) * (size_t)n * (size_t)m);
  double (*cov)[m] = malloc(sizeof(double) * (size_t)m * (size_t)m);
  double (*ref)[m] = malloc(sizeof(double) * (size_t)m * (size_t)m);
  double *mean = malloc(sizeof(double) * (size_t)m);
  double *original = malloc(sizeof(double) * (size_t)reps);
  double *blas = malloc(sizeof(double) * (size_t)reps);
  if (!data || !cov || !ref || !mean || !original || !blas) return 1;
  for (int r = 0; r < reps; r++) {
    /* The order alternates, so that neither always runs on a warmer cache. */
    if (r % 2) blas[r] = run(cov_blas, m, n, data, cov, mean);
    original[r] = run(cov_original, m, n, data, ref, mean);
    if (!(r % 2)) blas[r] = run(cov_blas, m, n, data, cov, mean);
  }
  double largest = 0, diff = 0;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j++) {
      largest = fmax(largest, fabs(ref[i][j]));
      diff = fmax(diff, fabs(ref[i][j] - cov[i][j]));
    }
  double o = median(original, reps), b = median(blas, reps);
  printf("covariance M=%d N=%d, median of %d: original %.4f s, blas rewrite %.4f s: %.1fx; "
         "largest difference %.2g of the largest covariance\n",
         m, n, reps, o, b, o / b, diff / largest);
  return 0;
}
