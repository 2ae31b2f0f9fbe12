// Golden test: triangular solves with a matrix right-hand side, in place. Forward substitution
// over the rows of B (B := L⁻¹B) lifts to a fold over the rows whose step sets row i of every
// column, which the trsm idiom turns into one cblas_dtrsm (CblasLeft, CblasLower); with a unit
// diagonal (no division; each sum in a scalar, so that row 0 is stored too), CblasUnit; back
// substitution from the last row up, CblasUpper. A solve from the right, row by row
// (B := BU⁻¹), lifts to a fold over the rows and within each over the columns: CblasRight,
// CblasUpper; reading the transpose of a lower triangle (`L[j][k]` for
// `U[k][j]`) passes L with CblasLower and CblasTrans. The other triangle is never read (the
// main fills it with values that would change the result).
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines --implicit-check-not='#include <cblas.h>' < %t.c
// RUN: %cc -c %t.c -o %t.o
// The rewrite is linked with a main that runs every kernel, run, and compared with the original:
// RUN: %cc -x c %S/mains/idiom-trsm.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -x c %S/mains/idiom-trsm.inc -x none %t.c -o %t.new -lopenblas && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out

// CHECK-FIXES: #include <cblas.h>

#define N 40
#define M 7

void trsm_left_lower(double L[restrict N][N], double B[restrict N][M]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'trsm_left_lower' replaced by cblas_dtrsm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < M; j++) {
      for (int k = 0; k < i; k++)
        B[i][j] -= L[i][k] * B[k][j];
      B[i][j] /= L[i][i];
    }
}
// CHECK-FIXES: void trsm_left_lower(double L[restrict N][N], double B[restrict N][M]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_dtrsm) */
// CHECK-FIXES-NEXT: cblas_dtrsm(CblasRowMajor, CblasLeft, CblasLower, CblasNoTrans, CblasNonUnit, N, M, 1.0,
// CHECK-FIXES-NEXT: &L[0][0], N, &B[0][0], M);
// CHECK-FIXES-NEXT: /* liar: end */

void trsm_left_lower_unit(double L[restrict N][N], double B[restrict N][M]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'trsm_left_lower_unit' replaced by cblas_dtrsm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < M; j++) {
      double s = B[i][j];
      for (int k = 0; k < i; k++)
        s -= L[i][k] * B[k][j];
      B[i][j] = s;
    }
}
// CHECK-FIXES: void trsm_left_lower_unit(double L[restrict N][N], double B[restrict N][M]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_dtrsm) */
// CHECK-FIXES-NEXT: cblas_dtrsm(CblasRowMajor, CblasLeft, CblasLower, CblasNoTrans, CblasUnit, N, M, 1.0,
// CHECK-FIXES-NEXT: &L[0][0], N, &B[0][0], M);
// CHECK-FIXES-NEXT: /* liar: end */

void trsm_left_upper(double U[restrict N][N], double B[restrict N][M]) {
  for (int i = N - 1; i >= 0; i--)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'trsm_left_upper' replaced by cblas_dtrsm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < M; j++) {
      for (int k = i + 1; k < N; k++)
        B[i][j] -= U[i][k] * B[k][j];
      B[i][j] /= U[i][i];
    }
}
// CHECK-FIXES: void trsm_left_upper(double U[restrict N][N], double B[restrict N][M]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_dtrsm) */
// CHECK-FIXES-NEXT: cblas_dtrsm(CblasRowMajor, CblasLeft, CblasUpper, CblasNoTrans, CblasNonUnit, N, M, 1.0,
// CHECK-FIXES-NEXT: &U[0][0], N, &B[0][0], M);
// CHECK-FIXES-NEXT: /* liar: end */

void trsm_right_upper(int n, int m, double U[restrict m][m], double B[restrict n][m]) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'trsm_right_upper' replaced by cblas_dtrsm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < m; j++) {
      for (int k = 0; k < j; k++)
        B[i][j] -= B[i][k] * U[k][j];
      B[i][j] /= U[j][j];
    }
}
// CHECK-FIXES: void trsm_right_upper(int n, int m, double U[restrict m][m], double B[restrict n][m]) {
// CHECK-FIXES: cblas_dtrsm(CblasRowMajor, CblasRight, CblasUpper, CblasNoTrans, CblasNonUnit, n, m, 1.0,
// CHECK-FIXES-NEXT: &U[0][0], m, &B[0][0], m);

void trsm_right_lower_trans(int n, int m, double L[restrict m][m], double B[restrict n][m]) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'trsm_right_lower_trans' replaced by cblas_dtrsm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < m; j++) {
      for (int k = 0; k < j; k++)
        B[i][j] -= B[i][k] * L[j][k];
      B[i][j] /= L[j][j];
    }
}
// CHECK-FIXES: void trsm_right_lower_trans(int n, int m, double L[restrict m][m], double B[restrict n][m]) {
// CHECK-FIXES: cblas_dtrsm(CblasRowMajor, CblasRight, CblasLower, CblasTrans, CblasNonUnit, n, m, 1.0,
// CHECK-FIXES-NEXT: &L[0][0], m, &B[0][0], m);

// CHECK-MESSAGES: liar: 5 region(s) found, 5 lifted, 5 rewritten, 0 rejected
