// Regression test: a long accumulator next to a library call. The part that stays a loop
// keeps the C type of its destination, so a sum of squares above INT_MAX is not truncated
// by an int temporary.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc %s -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: %cc %t.c -o %t.new -lopenblas -lm && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out
#include <stdio.h>

#define N 5

void mixed(double y[restrict N], double A[restrict N][N], double x[restrict N],
           long *restrict cnt, long L[restrict N]) {
  for (int i = 0; i < N; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'mixed' replaced by cblas_dgemv{{.*}}
    y[i] = 0.0;
    for (int j = 0; j < N; j++)
      y[i] += A[i][j] * x[j];
  }
  *cnt = 0;
  for (int i = 0; i < N; i++)
    *cnt += L[i] * L[i];
}
// CHECK-FIXES: long liar_acc{{[0-9]+}} = 0;

static double A[N][N], x[N], y[N];
static long L[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = i + 1;
    L[i] = 1000000000L + i;
    for (int j = 0; j < N; j++)
      A[i][j] = i * N + j;
  }
  long c;
  mixed(y, A, x, &c, L);
  printf("%ld\n", c);
  for (int i = 0; i < N; i++)
    printf("%.17g\n", y[i]);
  return 0;
}
