// Regression test: a temporary a rewrite allocates is checked. The rewrite used the result of
// malloc unchecked (a NULL dereference when the allocation failed); now each temporary is
// declared null, allocated before the branch once the guard's conditions hold, sized in
// size_t, and when an allocation fails the original loops run; it is freed after either
// branch. The program is linked with a malloc that fails on request (-Wl,--wrap=malloc): with
// it, the rewritten program must print exactly what the original prints (the loops ran);
// without it, the library call's result, up to the reordering of its sums. `a[i] += s` is no axpy into a
// temporary filled with s and copied back (malloc, fill, axpy, copy, free): the loop stays.
//
// RUN: %cc -Wl,--wrap=malloc %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar --functions='^k_' %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -Wl,--wrap=malloc %t.c -o %t.new -lopenblas -lm
// RUN: LIAR_TEST_FAIL_MALLOC=1 %t.new | diff %t.orig.out -
// RUN: %t.new > %t.new.out && python3 %S/compare-output.py %t.orig.out %t.new.out

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 300

void k_gemv_sqrt(int n, double A[restrict n][n], double x[restrict n], double y[restrict n]) {
  // CHECK-MESSAGES: :[[@LINE+1]]:3: remark: loop nest in 'k_gemv_sqrt' replaced by cblas_dgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
  for (int i = 0; i < n; i++) {
    y[i] = 0.0;
    for (int j = 0; j < n; j++)
      y[i] += A[i][j] * sqrt(x[j]);
  }
}
// CHECK-FIXES: double *[[T:liar_t[0-9]+]] = NULL;
// CHECK-FIXES-NEXT: if ((n) > 0 && (double)(n) * (n) >= 1024) {
// CHECK-FIXES-NEXT:   [[T]] = malloc(sizeof(double) * (size_t)(n));
// CHECK-FIXES-NEXT: }
// CHECK-FIXES-NEXT: if ([[T]] != NULL) {
// CHECK-FIXES: } else {
// CHECK-FIXES: free([[T]]);

void k_add_scalar(int n, double s, double a[restrict n]) {
  // CHECK-MESSAGES: :[[@LINE+1]]:3: remark: loop nest in 'k_add_scalar' not rewritten: library form found but not emitted: the updated operand is one value repeated: the loop needs no temporary [liar-missed-not-emitted]
  for (int i = 0; i < n; i++)
    a[i] += s;
}

void *__real_malloc(size_t size);

// Only the program's own calls go through here (the libraries keep the real malloc).
void *__wrap_malloc(size_t size) {
  return getenv("LIAR_TEST_FAIL_MALLOC") ? NULL : __real_malloc(size);
}

static double A[N][N], x[N], y[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = 1.0 + (double)(i % 23) / 7.0;
    for (int j = 0; j < N; j++)
      A[i][j] = (double)((i * 5 + j * 3) % 19) / 9.0 - 1.0;
  }
  k_gemv_sqrt(N, A, x, y);
  k_add_scalar(N, 0.375, y);
  for (int i = 0; i < N; i++)
    printf("%.17g\n", y[i]);
  return 0;
}
