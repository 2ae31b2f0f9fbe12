// Golden test: level-1 call forms — cblas_daxpy, cblas_dscal, memset for a zero fill (adds
// <string.h>), and cblas_ddot whose scalar result is stored through a pointer; in the first dot
// product the accumulator's initialisation before the loop stays and is added in.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines \
// RUN:   --implicit-check-not='#include <cblas.h>' < %t.c
// RUN: %cc -c %t.c -o %t.o
// The rewrite is linked with a main that runs every kernel, run, and compared with the original:
// RUN: %cc -x c %S/mains/blas-level1.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -x c %S/mains/blas-level1.inc -x none %t.c -o %t.new -lopenblas && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out

// CHECK-FIXES: #include <cblas.h>
// CHECK-FIXES-NEXT: #include <string.h>
// CHECK-FIXES-NEXT: #include <math.h>
#include <math.h>

#define N 1000

void axpy(double a, double y[restrict N], double x[restrict N]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'axpy' replaced by cblas_daxpy; products may be fused with additions (one rounding) [liar-blas]
    y[i] += a * x[i];
}
// CHECK-FIXES: void axpy(double a, double y[restrict N], double x[restrict N]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_daxpy); the original loops run when a guard fails */
// CHECK-FIXES-NEXT: if (a != 0) {
// CHECK-FIXES-NEXT: cblas_daxpy(N, a, &x[0], 1, &y[0], 1);
// CHECK-FIXES-NEXT: } else {
// CHECK-FIXES: /* liar: end */
// CHECK-FIXES-NEXT: }

void scal(double a, double x[restrict N]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'scal' replaced by cblas_dscal [liar-blas]
    x[i] = a * x[i];
}
// CHECK-FIXES: void scal(double a, double x[restrict N]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_dscal); the original loops run when a guard fails */
// CHECK-FIXES-NEXT: if (a != 0) {
// CHECK-FIXES-NEXT: cblas_dscal(N, a, &x[0], 1);
// CHECK-FIXES-NEXT: } else {
// CHECK-FIXES: /* liar: end */
// CHECK-FIXES-NEXT: }

void zero(double x[restrict N]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'zero' replaced by memset [liar-blas]
    x[i] = 0.0;
}
// CHECK-FIXES: void zero(double x[restrict N]) {
// CHECK-FIXES-NEXT: /* liar: blas (memset) */
// CHECK-FIXES-NEXT: memset(&x[0], 0, sizeof(x[0]) * (N));
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

void dot_acc(double *restrict s, double x[restrict N], double y[restrict N]) {
  double acc = 0.0;
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'dot_acc' replaced by cblas_ddot; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    acc += x[i] * y[i];
  *s = acc;
}
// CHECK-FIXES: void dot_acc(double *restrict s, double x[restrict N], double y[restrict N]) {
// CHECK-FIXES-NEXT: double acc = 0.0;
// CHECK-FIXES-NEXT: /* liar: blas (cblas_ddot) */
// CHECK-FIXES-NEXT: (*s) = (acc + cblas_ddot(N, &x[0], 1, &y[0], 1));
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

void dot_ptr(double *restrict s, double x[restrict N], double y[restrict N]) {
  *s = 0.0;
  // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'dot_ptr' replaced by cblas_ddot; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
  for (int i = 0; i < N; i++)
    *s += x[i] * y[i];
}
// CHECK-FIXES: void dot_ptr(double *restrict s, double x[restrict N], double y[restrict N]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_ddot) */
// CHECK-FIXES-NEXT: (*s) = cblas_ddot(N, &x[0], 1, &y[0], 1);
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

// CHECK-MESSAGES: liar: 5 region(s) found, 5 lifted, 5 rewritten, 0 rejected
