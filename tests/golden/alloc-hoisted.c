// Regression test: a library call inside a loop whose operand must be computed gets one
// temporary, allocated before the loops (checked with the guard: on failure the original
// loops run) and rewritten in each iteration; before, such a region was kept ("a library call
// inside a loop would need a temporary"). A bias added to every row of every image of a batch
// is one sger per image against a vector of ones filled once per image. An update whose
// accumulated rows belong to the destination needs no temporary at all: a row of another
// array accumulated and copied back (malloc, copy, axpy, copy, free) is priced as the extra
// pass it is, and the extraction takes the axpy into the destination's own row. All rewrites
// are exact (products by one, one addition per element): compared bit for bit, also with a
// malloc that fails.
//
// RUN: %cc -Wl,--wrap=malloc %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar --functions='^(add_bias|matrix_add|add_strided)$' %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: test "$(grep -c 'malloc(sizeof' %t.c)" = 1
// RUN: %cc -Wl,--wrap=malloc %t.c -o %t.new -lopenblas -lm
// RUN: %t.new | diff %t.orig.out -
// RUN: LIAR_TEST_FAIL_MALLOC=1 %t.new | diff %t.orig.out -
// RUN: liar --target=auto --functions='^(add_bias|matrix_add|add_strided)$' %clean -o %t.auto.c -- -fopenmp > /dev/null 2>&1
// RUN: %cc -fopenmp -Wl,--wrap=malloc %t.auto.c -o %t.auto -lopenblas -lm
// RUN: env OMP_NUM_THREADS=2 %t.auto | diff %t.orig.out -

#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int rows, cols;
  float *vals;
} matrix;

void add_bias(float *output, const float *biases, int batch, int n, int size) {
  for (int b = 0; b < batch; ++b)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'add_bias' replaced by cblas_sger [liar-blas]
    // CHECK-FIXES: [[ONES:liar_t[0-9]+]] = malloc(sizeof(float) * (size_t)(size));
    // CHECK-FIXES-NEXT: }
    // CHECK-FIXES-NEXT: if ([[ONES]] != NULL) {
    // CHECK-FIXES-NEXT: for (long [[B:liar_i[0-9]+]] = 0; [[B]] < batch; [[B]]++) {
    // CHECK-FIXES: [[ONES]][{{liar_i[0-9]+}}] = 1.0f;
    // CHECK-FIXES-NEXT: cblas_sger(CblasRowMajor, n, size, 1.0f,
    // CHECK-FIXES-NEXT:            &biases[0], 1, &[[ONES]][0], 1, &output[([[B]]) * (n) * (size)], size);
    // CHECK-FIXES: free([[ONES]]);
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < size; ++j)
        output[(b * n + i) * size + j] += biases[i];
}

void matrix_add(matrix *a, const matrix *b) {
  for (int i = 0; i < a->rows; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'matrix_add' replaced by cblas_saxpy [liar-blas]
    // CHECK-FIXES: cblas_saxpy(a_cols, 1.0f,
    // CHECK-FIXES-NEXT:         &b_vals[({{liar_i[0-9]+}}) * (b_cols)], 1, &a_vals[({{liar_i[0-9]+}}) * (a_cols)], 1);
    for (int j = 0; j < a->cols; j++)
      a->vals[i * a->cols + j] += b->vals[i * b->cols + j];
}

void add_strided(float *a, const float *b, int m, int n, int lda, int ldb) {
  for (int r = 0; r < m; r++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'add_strided' replaced by cblas_saxpy [liar-blas]
    // CHECK-FIXES: cblas_saxpy(n, 1.0f, &b[({{liar_i[0-9]+}}) * (ldb)], 1, &a[({{liar_i[0-9]+}}) * (lda)], 1);
    for (int i = 0; i < n; i++)
      a[r * lda + i] += b[r * ldb + i];
}

void *__real_malloc(size_t size);

void *__wrap_malloc(size_t size) {
  return getenv("LIAR_TEST_FAIL_MALLOC") ? NULL : __real_malloc(size);
}

enum { BATCH = 3, N = 32, SIZE = 33, LD = 35 };

int main(void) {
  static float out[BATCH * N * SIZE], bias[N], av[N * SIZE], bv[N * LD], s[N * LD], t[N * LD];
  for (int i = 0; i < BATCH * N * SIZE; i++)
    out[i] = (float)(i % 11) * 0.25f - 1.0f;
  for (int i = 0; i < N; i++)
    bias[i] = (float)i * 0.5f + 0.125f;
  for (int i = 0; i < N * LD; i++) {
    bv[i] = (float)(i % 7) * 0.375f;
    s[i] = (float)(i % 5) - 2.0f;
    t[i] = (float)(i % 3) * 0.75f;
  }
  for (int i = 0; i < N * SIZE; i++)
    av[i] = (float)(i % 13) * 0.5f;
  matrix A = {N, SIZE, av}, B = {N, LD, bv};
  add_bias(out, bias, BATCH, N, SIZE);
  matrix_add(&A, &B);
  add_strided(s, t, N, SIZE, LD, LD);
  for (int i = 0; i < BATCH * N * SIZE; i++)
    printf("%a\n", out[i]);
  for (int i = 0; i < N * SIZE; i++)
    printf("%a\n", av[i]);
  for (int i = 0; i < N * LD; i++)
    printf("%a\n", s[i]);
  return 0;
}
