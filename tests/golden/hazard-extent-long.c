// Regression test: bounds of type long and size_t. BLAS takes an int, so a size above
// INT_MAX would be truncated: such sizes get a guard `liar_fits_int(n)` (and `> 0`), and the
// original loops run otherwise. A bound of type int needs only the positivity guard. Vectors
// shorter than the vector calls' threshold (n = 10) run the loops too.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc %s -o %t.orig -lm && %t.orig > %t.orig.out 2>&1
// RUN: %cc %t.c -o %t.new -lopenblas -lm && %t.new > %t.new.out 2>&1
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out
#include <stddef.h>
#include <stdio.h>

// CHECK-FIXES: /* liar: guard helpers */
// CHECK-FIXES: #include <limits.h>
// CHECK-FIXES: static __inline__ __attribute__((__unused__)) int liar_fits_int(uintmax_t liar_n) {
// CHECK-FIXES-NEXT: return liar_n <= INT_MAX;

void lscale(long n, double a, double *restrict x) {
  for (long i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'lscale' replaced by cblas_dscal{{.*}}
    x[i] = a * x[i];
}
// CHECK-FIXES:      if ((n) > 0 &&
// CHECK-FIXES-NEXT:     liar_fits_int(n) &&
// CHECK-FIXES-NEXT:     a != 0 &&
// CHECK-FIXES-NEXT:     (n) >= 32) {
// CHECK-FIXES-NEXT: cblas_dscal(n, a, &x[0], 1);

void zaxpy(size_t n, double a, double *restrict y, double *restrict x) {
  for (size_t i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'zaxpy' replaced by cblas_daxpy{{.*}}
    y[i] += a * x[i];
}
// CHECK-FIXES:      if ((n) > 0 &&
// CHECK-FIXES-NEXT:     liar_fits_int(n) &&
// CHECK-FIXES-NEXT:     a != 0 &&
// CHECK-FIXES-NEXT:     (n) >= 32) {
// CHECK-FIXES-NEXT: cblas_daxpy(n, a, &x[0], 1, &y[0], 1);

void iaxpy(int n, double a, double *restrict y, double *restrict x) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'iaxpy' replaced by cblas_daxpy{{.*}}
    y[i] += a * x[i];
}
// CHECK-FIXES: if ((n) > 0 &&
// CHECK-FIXES-NEXT: a != 0 &&
// CHECK-FIXES-NEXT: (n) >= 32) {
// CHECK-FIXES-NEXT: cblas_daxpy(n, a, &x[0], 1, &y[0], 1);

static double x[40], y[40];

int main(void) {
  for (int i = 0; i < 40; i++) {
    x[i] = 1.0 + i;
    y[i] = 0.5 * i;
  }
  long sizes[] = {0, -5, 10, 40};
  for (int k = 0; k < 4; k++) {
    lscale(sizes[k], 1.5, x);
    iaxpy((int)sizes[k], 2.0, y, x);
    zaxpy(k == 1 ? 0 : (size_t)sizes[k], 0.25, y, x);
    for (int i = 0; i < 40; i++)
      printf("%.17g %.17g ", x[i], y[i]);
    printf("\n");
  }
  return 0;
}
