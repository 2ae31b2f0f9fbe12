// Golden test: a dot product repeated by an outer loop. Saturation finds the sum over the outer
// loop as a dot product of two constant vectors (the inner sum, repeated, against ones); the
// call's count is then the constant vectors' length. (Found by the fuzzer: the count was left
// empty, `cblas_ddot(, ...)`, and the file did not compile.) The rewrite is built, run and
// compared with the original.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc %t.c -o %t.new -lopenblas && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out

#include <stdio.h>

#define NMAX 13

static double x[NMAX], y[NMAX];

static double repeated_dot(int n) {
  double s = 0.0;
  for (int r = 0; r < 3; r++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'repeated_dot' replaced by cblas_ddot
    for (int i = 0; i < n; i++)
      s += x[i] * y[i];
  }
  return s;
}
// CHECK-FIXES: cblas_ddot(3, &liar_c{{[0-9]+}}, 0, &liar_c{{[0-9]+}}, 0)

int main(void) {
  for (int i = 0; i < NMAX; i++) {
    x[i] = (i * 6) % 11 / 11.0 - 0.25;
    y[i] = (i * 3) % 11 / 11.0 - 0.25;
  }
  printf("%.17g %.17g %.17g\n", repeated_dot(11), repeated_dot(0), repeated_dot(-2));
  return 0;
}
