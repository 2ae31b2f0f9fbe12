// Regression test: a conversion int -> double inside a sum is part of what the program
// computes. With int data whose products overflow int, `(double)a[i] * b[i]` is not
// `a[i] * b[i]`: no arithmetic rule may drop the conversion, and no library call may read the
// int arrays. A double-to-float conversion is kept too.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: %cc %s -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: %cc %t.c -o %t.new -lopenblas -lm && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out
#include <stdio.h>

#define N 64

void cast_sum(double *restrict s, int a[restrict N], int b[restrict N]) {
  *s = 0.0;
  for (int i = 0; i < N; i++)
    *s += (double)a[i] * b[i];
}

void cast_gemv(double y[restrict N], int A[restrict N][N], double x[restrict N]) {
  for (int i = 0; i < N; i++) {
    y[i] = 0.0;
    for (int j = 0; j < N; j++)
      y[i] += (double)A[i][j] * x[j];
  }
}

void to_float(float y[restrict N], double A[restrict N][N], double x[restrict N]) {
  for (int i = 0; i < N; i++) {
    y[i] = 0.0f;
    for (int j = 0; j < N; j++)
      y[i] += (float)(A[i][j] * x[j]);
  }
}

// The same sum over double data keeps its library call.
void dgemv(double y[restrict N], double A[restrict N][N], double x[restrict N]) {
  for (int i = 0; i < N; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'dgemv' replaced by cblas_dgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    y[i] = 0.0;
    for (int j = 0; j < N; j++)
      y[i] += A[i][j] * x[j];
  }
}

static int a[N], b[N], A[N][N];
static double x[N], y[N], z[N], D[N][N];
static float f[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = 100000 + i;
    b[i] = 300000 - 7 * i;
    x[i] = 1.0 / (i + 3);
    for (int j = 0; j < N; j++) {
      A[i][j] = 70000 * (i - j);
      D[i][j] = (double)A[i][j] / 3.0;
    }
  }
  double s;
  cast_sum(&s, a, b);
  cast_gemv(y, A, x);
  to_float(f, D, x);
  dgemv(z, D, x);
  printf("%.17g\n", s);
  for (int i = 0; i < N; i++)
    printf("%.17g %.9g %.17g\n", y[i], f[i], z[i]);
  return 0;
}
