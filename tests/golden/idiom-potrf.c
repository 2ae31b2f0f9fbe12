// Golden test: the row-by-row Cholesky factorisation in place (PolyBench's cholesky) gives
// LAPACK's dpotrf on the lower triangle, which keeps the strict upper triangle as it was. A
// matrix that is not positive definite makes dpotrf stop (info != 0): the rewrite then restores
// the matrix and runs the loops' recurrence, so that it computes what the loops compute (the
// main factors such a matrix too, whose square roots of negatives give NaNs).
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines < %t.c
// The rewrite is linked with a main that runs the kernel, run, and compared with the original:
// RUN: %cc -x c %S/mains/idiom-potrf.inc -x none %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: %cc -x c %S/mains/idiom-potrf.inc -x none %t.c -o %t.new -lopenblas -lm && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out
#include <math.h>

#define N 40

void cholesky(double A[restrict N][N]) {
  for (int i = 0; i < N; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'cholesky' replaced by dpotrf_; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[j][k];
      A[i][j] /= A[j][j];
    }
    for (int k = 0; k < i; k++)
      A[i][i] -= A[i][k] * A[i][k];
    A[i][i] = sqrt(A[i][i]);
  }
}
// CHECK-FIXES: void cholesky(double A[restrict N][N]) {
// CHECK-FIXES-NEXT: /* liar: blas (dpotrf_); the original loops run when a guard fails */
// CHECK-FIXES-NEXT: {
// CHECK-FIXES-NEXT: double (*[[T:liar_t[0-9]+]])[(N) > 0 ? (N) : 1] = NULL;
// CHECK-FIXES-NEXT: [[T]] = malloc(sizeof(double) * (size_t)(N) * (size_t)(N));
// CHECK-FIXES-NEXT: if ([[T]] != NULL) {
// CHECK-FIXES:   dpotrf_("U", &liar_n{{[0-9]+}}, &A[0][0], &liar_ld{{[0-9]+}}, &liar_info[[INFO:[0-9]+]], 1);
// CHECK-FIXES-NEXT:   if (liar_info[[INFO]] != 0) {
// CHECK-FIXES:       A[liar_i{{[0-9]+}}][liar_i{{[0-9]+}}] = sqrt(A[liar_i{{[0-9]+}}][liar_i{{[0-9]+}}]);
// CHECK-FIXES: /* liar: end */

// CHECK-MESSAGES: liar: 1 region(s) found, 1 lifted, 1 rewritten, 0 rejected
