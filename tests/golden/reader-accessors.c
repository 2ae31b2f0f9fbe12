// Golden test: element accessors, as C code bases write them instead of macros
// (`get(A, ld, i, j)` returning `A[i*ld + j]`). A helper that reads through its pointer is
// inlined into the caller's model; when the arguments are affine in the caller's iterators and
// sizes, its reads are plain accesses of the caller's arrays (delinearised with the helper's
// row length) rather than gathers, so the loops have a library form: a matrix-vector product
// through `get` is a gemv, and a transposed accessor's a transposed one. An accessor whose
// subscript the helper changes (`r -= 1`) still reads by gather. The inputs are small integers:
// the rewrites, built with and without -fopenmp, print the original's bits.
//
// RUN: %cc %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: liar --target=blas %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: %cc %t.c -o %t.new -lopenblas && %t.new | diff %t.orig.out -
// RUN: liar --target=auto %clean -o %t.auto.c -- -fopenmp > /dev/null 2>&1
// RUN: %cc -fopenmp %t.auto.c -o %t.auto -lopenblas && OMP_NUM_THREADS=2 %t.auto | diff %t.orig.out -
// RUN: %cc -Wno-unknown-pragmas %t.auto.c -o %t.seq -lopenblas && %t.seq | diff %t.orig.out -

#include <stdio.h>

static inline double get(const double *a, int ld, int i, int j) { return a[i * ld + j]; }

static double get_t(const double *a, int ld, int i, int j) {
  int row = j, col = i;
  return a[row * ld + col];
}

static double above(const double *a, int ld, int r, int c) {
  r -= 1;
  if (r < 0) return 0.0;
  return a[r * ld + c];
}

void mv(int n, int m, const double *restrict A, const double *restrict x, double *restrict y) {
  for (int i = 0; i < n; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'mv' replaced by cblas_dgemv
    double s = 0.0;
    for (int j = 0; j < m; j++)
      s += get(A, m, i, j) * x[j];
    y[i] = s;
  }
}

void mv_t(int n, int m, const double *restrict A, const double *restrict x,
          double *restrict y) {
  for (int i = 0; i < m; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'mv_t' replaced by cblas_dgemv
    y[i] = 0.0;
    for (int j = 0; j < n; j++)
      y[i] += get_t(A, m, i, j) * x[j];
  }
}

void shift_down(int n, int m, const double *restrict A, double *restrict B) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'shift_down' not rewritten
    for (int j = 0; j < m; j++)
      B[i * m + j] = above(A, m, i, j);
}

int main(void) {
  enum { N = 9, M = 13 };
  static double A[N * M], x[M], xt[N], y[N], yt[M], B[N * M];
  for (int i = 0; i < N * M; i++)
    A[i] = (double)(i % 7 - 3);
  for (int j = 0; j < M; j++)
    x[j] = (double)(j % 4);
  for (int i = 0; i < N; i++)
    xt[i] = (double)(i % 3 - 1);
  mv(N, M, A, x, y);
  mv_t(N, M, A, xt, yt);
  shift_down(N, M, A, B);
  for (int i = 0; i < N; i++)
    printf("y %d %a\n", i, y[i]);
  for (int j = 0; j < M; j++)
    printf("yt %d %a\n", j, yt[j]);
  for (int i = 0; i < N * M; i++)
    printf("B %d %a\n", i, B[i]);
  return 0;
}
