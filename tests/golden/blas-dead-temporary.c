// Golden test: a local accumulator whose final value is stored through a pointer. The library
// code writes the result directly, so the accumulator is no longer read; the rewrite marks it
// used (`(void)s;`) so that a file built with -Wall -Werror still builds (found by the fuzzer,
// seed 100362). The rewrite is built, run and compared with the original.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc %t.c -o %t.new -lopenblas && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out

#include <stdio.h>

#define N 64

static void dot_through_pointer(double x[restrict N], double y[restrict N], double *restrict out) {
  double s = 0.0;
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'dot_through_pointer' replaced by cblas_ddot
    s += x[i] * y[i];
  *out = s;
}
// CHECK-FIXES: (void)s;

int main(void) {
  double x[N], y[N], r = 0.0;
  for (int i = 0; i < N; i++) {
    x[i] = (i % 7) - 3;
    y[i] = (i % 5) * 0.5;
  }
  dot_through_pointer(x, y, &r);
  printf("%.17g\n", r);
  return 0;
}
