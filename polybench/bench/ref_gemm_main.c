/* Times ref_gemm.c's functions (linked as liar rewrote them) against direct cblas_sgemm and
 * cblas_dgemm calls of the same shapes, interleaved in one process so that both see the same
 * machine load. Usage: ref_gemm_main REPS N (M = N = K = N). Prints the median time of each
 * and the rewrite's speed as a percentage of the direct call's. */
#include "bench_time.h"

#include <cblas.h>
#include <stdio.h>

void ref_sgemm(int M, int N, int K, float ALPHA, const float *A, int lda, const float *B, int ldb,
               float BETA, float *C, int ldc);
void ref_dgemm(int M, int N, int K, double ALPHA, const double *A, int lda, const double *B,
               int ldb, double BETA, double *C, int ldc);

static void report(const char *what, double rewritten, double direct, long n) {
  double gflop = 2.0 * (double)n * (double)n * (double)n * 1e-9;
  printf("%s N=%ld: rewritten %.4f s (%.1f GFLOP/s), direct %.4f s (%.1f GFLOP/s): %.0f%%\n",
         what, n, rewritten, gflop / rewritten, direct, gflop / direct,
         100.0 * direct / rewritten);
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: %s REPS N\n", argv[0]);
    return 2;
  }
  int reps = atoi(argv[1]);
  int n = atoi(argv[2]);
  size_t count = (size_t)n * (size_t)n;
  float *fa = malloc(count * sizeof(float)), *fb = malloc(count * sizeof(float)),
        *fc = malloc(count * sizeof(float));
  double *da = malloc(count * sizeof(double)), *db = malloc(count * sizeof(double)),
         *dc = malloc(count * sizeof(double));
  double *ts = malloc(sizeof(double) * reps), *tsd = malloc(sizeof(double) * reps);
  double *td = malloc(sizeof(double) * reps), *tdd = malloc(sizeof(double) * reps);
  for (size_t i = 0; i < count; i++) {
    fa[i] = (float)(i % 7) / 7.0f, fb[i] = (float)(i % 5) / 5.0f, fc[i] = 0.0f;
    da[i] = fa[i], db[i] = fb[i], dc[i] = 0.0;
  }
  for (int r = 0; r < reps; r++) {
    double t0 = now();
    ref_sgemm(n, n, n, 1.0f, fa, n, fb, n, 0.5f, fc, n);
    double t1 = now();
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0f, fa, n, fb, n, 0.5f, fc,
                n);
    double t2 = now();
    ref_dgemm(n, n, n, 1.0, da, n, db, n, 0.5, dc, n);
    double t3 = now();
    cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0, da, n, db, n, 0.5, dc,
                n);
    double t4 = now();
    ts[r] = t1 - t0, tsd[r] = t2 - t1, td[r] = t3 - t2, tdd[r] = t4 - t3;
  }
  report("float ", median(ts, reps), median(tsd, reps), n);
  report("double", median(td, reps), median(tdd, reps), n);
  printf("checksum %g %g\n", (double)fc[count / 2], dc[count / 2]);
  return 0;
}
