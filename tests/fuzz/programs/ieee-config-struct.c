/* Hazard program (IEEE special values), written as a library with a configuration struct: the
   scalars arrive in a struct passed by value (or through a pointer, which liar refuses: a
   store to c may change the struct), the matrices are flat and row-major with a
   leading dimension, and the caller passes a zero beta over a C that holds NaN and infinities,
   a zero alpha over an infinite input, and a zero scale over NaN. The loops propagate them
   (0 * NaN = NaN, 0 * Inf = NaN); a library call that skips work for a zero scalar would not.
   The inputs are small integers, so every sum is exact in any order: the dumps compare bit for
   bit. */
#include <math.h>
#include <stdio.h>

void fuzz_dump_dx(const char *name, const double *p, int rows, int cols);
void fuzz_dump_fx(const char *name, const float *p, int rows, int cols);

typedef struct {
  int m, n, k, ld;
  double alpha, beta;
} gemm_config;

static double A[12 * 12], B[12 * 12], C[12 * 12];
static float x[40], y[40];

static void kernel_gemm(gemm_config cfg, const double *a, const double *b, double *c) {
  for (int i = 0; i < cfg.m; ++i)
    for (int j = 0; j < cfg.n; ++j) {
      double acc = 0.0;
      for (int p = 0; p < cfg.k; ++p)
        acc += a[i * cfg.ld + p] * b[p * cfg.ld + j];
      c[i * cfg.ld + j] = cfg.alpha * acc + cfg.beta * c[i * cfg.ld + j];
    }
}

static void kernel_gemm_by_pointer(const gemm_config *cfg, const double *a, const double *b,
                                   double *c) {
  for (int i = 0; i < cfg->m; ++i)
    for (int j = 0; j < cfg->n; ++j) {
      double acc = 0.0;
      for (int p = 0; p < cfg->k; ++p)
        acc += a[i * cfg->ld + p] * b[p * cfg->ld + j];
      c[i * cfg->ld + j] = cfg->alpha * acc + cfg->beta * c[i * cfg->ld + j];
    }
}

static void kernel_axpy(int n, const float *alpha, const float *src, float *dst) {
  for (int i = 0; i < n; i++)
    dst[i] = dst[i] + *alpha * src[i];
}

static void kernel_scale(int n, float s, float *v) {
  int i = 0;
  while (i < n) {
    v[i] = v[i] * s;
    i++;
  }
}

static void fill(void) {
  for (int i = 0; i < 12 * 12; i++) {
    A[i] = (double)(i % 5 - 2);
    B[i] = (double)(i % 3 - 1);
    C[i] = (double)(i % 7);
  }
  C[5] = NAN;
  C[17] = INFINITY;
  C[30] = -INFINITY;
  for (int i = 0; i < 40; i++) {
    x[i] = (float)(i % 4);
    y[i] = (float)(i % 6 - 3);
  }
  x[3] = INFINITY;
  y[7] = NAN;
}

int main(void) {
  float zero = 0.0f, two = 2.0f;
  gemm_config cfg = {10, 11, 9, 12, 1.0, 0.0};
  fill();
  kernel_gemm(cfg, A, B, C);
  fuzz_dump_dx("gemm_beta0", C, 12, 12);
  fill();
  kernel_gemm_by_pointer(&cfg, A, B, C);
  fuzz_dump_dx("gemm_by_pointer_beta0", C, 12, 12);
  cfg.alpha = 0.0;
  cfg.beta = 2.0;
  fill();
  kernel_gemm(cfg, A, B, C);
  fuzz_dump_dx("gemm_alpha0", C, 12, 12);
  cfg.alpha = 3.0;
  fill();
  kernel_gemm(cfg, A, B, C);
  fuzz_dump_dx("gemm", C, 12, 12);
  fill();
  kernel_axpy(33, &zero, x, y);
  fuzz_dump_fx("axpy_alpha0", y, 40, 0);
  kernel_axpy(33, &two, x, y);
  fuzz_dump_fx("axpy", y, 40, 0);
  kernel_scale(40, 0.0f, y);
  fuzz_dump_fx("scale0", y, 40, 0);
  return 0;
}
