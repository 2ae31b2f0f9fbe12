// Regression test: integer arrays (int, long, unsigned, char, short) in products and
// reductions whose result is double. C converts each integer element (or integer product)
// to double; no cblas_d*/cblas_s* call takes integer pointers, so the loops stay, and the
// rewritten program prints what the original prints. The double-only kernel keeps its call.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc %s -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: %cc %t.c -o %t.new -lopenblas -lm && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out
#include <stdio.h>

#define N 40

void iprod(double C[restrict N][N], int A[restrict N][N], int B[restrict N][N]) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
        C[i][j] += A[i][k] * B[k][j];
}

void umv(double y[restrict N], unsigned U[restrict N][N], double v[restrict N]) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      y[i] += U[i][j] * v[j];
}

void lsum(double *restrict s, long L[restrict N]) {
  *s = 0.0;
  for (int i = 0; i < N; i++)
    *s += L[i];
}

void usum(double *restrict s, unsigned U[restrict N]) {
  *s = 0.0;
  for (int i = 0; i < N; i++)
    *s += U[i] - 1000u; // wraps around in unsigned before the conversion
}

void cscale(double alpha, double y[restrict N], char c[restrict N], short h[restrict N]) {
  for (int i = 0; i < N; i++)
    y[i] = alpha * c[i] + h[i];
}

void ddot(double *restrict s, double x[restrict N], double y[restrict N]) {
  *s = 0.0;
  // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'ddot' replaced by cblas_ddot; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
  for (int i = 0; i < N; i++)
    *s += x[i] * y[i];
}
// CHECK-FIXES: (*s) = cblas_ddot(N, &x[0], 1, &y[0], 1);

static int A[N][N], B[N][N];
static unsigned U[N][N], u[N];
static long L[N];
static char c[N];
static short h[N];
static double C[N][N], y[N], v[N], w[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < N; j++) {
      A[i][j] = (i * 7 + j * 3) % 201 - 100;
      B[i][j] = (i * 5 + j * 11) % 151 - 75;
      U[i][j] = (unsigned)(i * 13 + j * 17) % 1000u;
      C[i][j] = 0.0;
    }
    u[i] = (unsigned)(i * 31) % 2000u;
    L[i] = 3000000000L + i;
    c[i] = (char)(i % 100);
    h[i] = (short)(i * 300 - 5000);
    v[i] = 1.0 / (i + 1);
    w[i] = i % 5;
    y[i] = 0.0;
  }
  double s1, s2, s3;
  iprod(C, A, B);
  umv(y, U, v);
  lsum(&s1, L);
  usum(&s2, u);
  ddot(&s3, v, w);
  printf("%.17g %.17g %.17g %.17g %.17g\n", C[3][5], y[7], s1, s2, s3);
  cscale(0.25, y, c, h);
  for (int i = 0; i < N; i++)
    printf("%.17g ", y[i]);
  printf("\n");
  return 0;
}
