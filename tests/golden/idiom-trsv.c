// Golden test: forward substitution. The loops of a lower triangular solve lift to a fold over
// the rows whose accumulator is x, which the trsv idiom turns into one cblas_dtrsv after b is
// copied into x; with a unit diagonal (no division), CblasUnit; a solve in place (x holds b on
// entry) calls it on x with no copy; back substitution from the last row up with the upper
// triangle, CblasUpper. A recurrence that is no solve lifts the same way and
// stays loops. The strict upper triangle of L is never read (the main fills it with values
// that would change the result; the lower one, for the back substitution).
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines --implicit-check-not='#include <cblas.h>' < %t.c
// RUN: %cc -c %t.c -o %t.o
// The rewrite is linked with a main that runs every kernel, run, and compared with the original:
// RUN: %cc -x c %S/mains/idiom-trsv.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -x c %S/mains/idiom-trsv.inc -x none %t.c -o %t.new -lopenblas && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out

// CHECK-FIXES: #include <cblas.h>

#define N 50

void trisolv(double L[restrict N][N], double x[restrict N], double b[restrict N]) {
  for (int i = 0; i < N; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'trisolv' replaced by cblas_dtrsv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    x[i] = b[i];
    for (int j = 0; j < i; j++)
      x[i] -= L[i][j] * x[j];
    x[i] = x[i] / L[i][i];
  }
}
// CHECK-FIXES: void trisolv(double L[restrict N][N], double x[restrict N], double b[restrict N]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_dtrsv) */
// CHECK-FIXES-NEXT: for (long liar_i0 = 0; liar_i0 < N; liar_i0++) {
// CHECK-FIXES-NEXT: x[liar_i0] = b[liar_i0];
// CHECK-FIXES-NEXT: }
// CHECK-FIXES-NEXT: cblas_dtrsv(CblasRowMajor, CblasLower, CblasNoTrans, CblasNonUnit, N, &L[0][0], N, &x[0], 1);
// CHECK-FIXES-NEXT: /* liar: end */

void trsv_unit(double L[restrict N][N], double x[restrict N], double b[restrict N]) {
  for (int i = 0; i < N; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'trsv_unit' replaced by cblas_dtrsv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    x[i] = b[i];
    for (int j = 0; j < i; j++)
      x[i] -= L[i][j] * x[j];
  }
}
// CHECK-FIXES: void trsv_unit(double L[restrict N][N], double x[restrict N], double b[restrict N]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_dtrsv) */
// CHECK-FIXES-NEXT: for (long liar_i0 = 0; liar_i0 < N; liar_i0++) {
// CHECK-FIXES-NEXT: x[liar_i0] = b[liar_i0];
// CHECK-FIXES-NEXT: }
// CHECK-FIXES-NEXT: cblas_dtrsv(CblasRowMajor, CblasLower, CblasNoTrans, CblasUnit, N, &L[0][0], N, &x[0], 1);
// CHECK-FIXES-NEXT: /* liar: end */

void trsv_in_place(double L[restrict N][N], double x[restrict N]) {
  for (int i = 0; i < N; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'trsv_in_place' replaced by cblas_dtrsv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < i; j++)
      x[i] -= L[i][j] * x[j];
    x[i] /= L[i][i];
  }
}
// CHECK-FIXES: void trsv_in_place(double L[restrict N][N], double x[restrict N]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_dtrsv) */
// CHECK-FIXES-NEXT: cblas_dtrsv(CblasRowMajor, CblasLower, CblasNoTrans, CblasNonUnit, N, &L[0][0], N, &x[0], 1);
// CHECK-FIXES-NEXT: /* liar: end */

void trsv_upper(int n, double U[restrict n][n], double x[restrict n], double y[restrict n]) {
  for (int i = n - 1; i >= 0; i--) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'trsv_upper' replaced by cblas_dtrsv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    double w = y[i];
    for (int j = i + 1; j < n; j++)
      w -= U[i][j] * x[j];
    x[i] = w / U[i][i];
  }
}
// CHECK-FIXES: void trsv_upper(int n, double U[restrict n][n], double x[restrict n], double y[restrict n]) {
// CHECK-FIXES: cblas_dtrsv(CblasRowMajor, CblasUpper, CblasNoTrans, CblasNonUnit, n, &U[0][0], n, &x[0], 1);

// Both solves of an LU factorisation, sharing the scalar w: each nest overwrites w before it
// reads it, so w's value after a nest is dead and the nests are rewritten one by one.
void lu_solve(int n, double L[restrict n][n], double U[restrict n][n], double b[restrict n],
              double y[restrict n], double x[restrict n]) {
  double w;
  for (int i = 0; i < n; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'lu_solve' replaced part by part: line [[@LINE-1]] replaced by cblas_dtrsv, line [[@LINE+6]] replaced by cblas_dtrsv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    w = b[i];
    for (int j = 0; j < i; j++)
      w -= L[i][j] * y[j];
    y[i] = w / L[i][i];
  }
  for (int i = n - 1; i >= 0; i--) {
    w = y[i];
    for (int j = i + 1; j < n; j++)
      w -= U[i][j] * x[j];
    x[i] = w / U[i][i];
  }
}
// CHECK-FIXES: cblas_dtrsv(CblasRowMajor, CblasLower, CblasNoTrans, CblasNonUnit, n, &L[0][0], n, &y[0], 1);
// CHECK-FIXES: cblas_dtrsv(CblasRowMajor, CblasUpper, CblasNoTrans, CblasNonUnit, n, &U[0][0], n, &x[0], 1);

void doubling(double a[restrict N]) {
  for (int i = 1; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'doubling' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
    a[i] = a[i - 1] * 2.0 + 1.0;
}
// CHECK-FIXES: void doubling(double a[restrict N]) {
// CHECK-FIXES-NEXT: for (int i = 1; i < N; i++)

// CHECK-MESSAGES: liar: 6 region(s) found, 6 lifted, 5 rewritten, 0 rejected
