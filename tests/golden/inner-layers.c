// Golden test: a per-layer loop over struct-held sizes and pointers, as in inference programs.
// The layer loop cannot be lifted as a whole (`s->x[i]` is read flat by one nest and as rows
// by the other), so its body's nests are lifted with `l` as a parameter: a matrix product over
// the pointer fields (delinearised with the struct's row lengths) and an axpy over `size`
// elements, each called once per layer with the fields read into local copies first.
//
// RUN: %cc %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar --target=blas --functions='^k_' %clean -o %t.blas.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BLAS --implicit-check-not='{{remark|warning|error}}:'
// RUN: FileCheck %s --check-prefix=FIX < %t.blas.c
// RUN: %cc %t.blas.c -o %t.blas -lopenblas -lm && %t.blas > %t.blas.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.blas.out
// RUN: liar --target=auto --functions='^k_' %clean -o %t.auto.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=AUTO --implicit-check-not='{{remark|warning|error}}:'
// RUN: %cc -fopenmp %t.auto.c -o %t.auto -lopenblas -lm && %t.auto > %t.auto.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.auto.out

#include <stdio.h>

typedef struct {
  int n_layers, rows, cols, size; /* size = rows * cols */
} Config;

typedef struct {
  double *x, *h, *w;
} State;

void k_layers(const Config* cfg, State* s, double rate) {
  for (int l = 0; l < cfg->n_layers; l++) {
    for (int i = 0; i < cfg->rows; i++)
      for (int j = 0; j < cfg->cols; j++) {
        s->h[i * cfg->cols + j] = 0.0;
        for (int k = 0; k < cfg->rows; k++)
          s->h[i * cfg->cols + j] += s->w[i * cfg->rows + k] * s->x[k * cfg->cols + j];
      }
    for (int i = 0; i < cfg->size; i++)
      s->x[i] += rate * s->h[i];
  }
}
// BLAS: remark: loop nest in 'k_layers' replaced inside the loop: line [[@LINE-10]] replaced part by part: line [[@LINE-10]] replaced by cblas_dgemm, line [[@LINE-4]] replaced by cblas_daxpy; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
// AUTO: remark: loop nest in 'k_layers' replaced inside the loop: line [[@LINE-11]] replaced part by part: line [[@LINE-11]] replaced by cblas_dgemm, line [[@LINE-5]] replaced by cblas_daxpy; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
// FIX: for (int l = 0; l < cfg->n_layers; l++) {
// FIX: int cfg_rows = cfg->rows;
// FIX: cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, cfg_rows, cfg_cols, cfg_rows, 1.0, &s_w[0], cfg_rows, &s_x[0], cfg_cols, 0.0, &s_h[0], cfg_cols);
// FIX: cblas_daxpy(cfg_size, rate, &s_h[0], 1, &s_x[0], 1);

static double x[24 * 10], h[24 * 10], w[24 * 24];

int main(void) {
  Config cfg = {3, 24, 10, 24 * 10};
  for (int i = 0; i < 24 * 10; i++)
    x[i] = (i % 9) / 9.0 - 0.5;
  for (int i = 0; i < 24 * 24; i++)
    w[i] = (i % 7) / 7.0 - 0.4;
  State s = {x, h, w};
  k_layers(&cfg, &s, 0.125);
  State aliased = {x, x, w}; /* h overlaps x: the guard runs the original loops */
  k_layers(&cfg, &aliased, 0.125);
  for (int i = 0; i < 24 * 10; i++)
    printf("%d %.17g %.17g\n", i, x[i], h[i]);
  return 0;
}
