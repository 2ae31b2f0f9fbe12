// Golden test: triangular solves in the shapes real code writes besides the textbook one. Back
// substitution with a macro size (`N`, and PolyBench's `_PB_N`), whose loop starts at the
// constant N - 1 while x's length is the macro; back substitution through the transpose of a
// lower triangle (`L[j][i]`: the solve of Lᵀx = b, CblasLower with CblasTrans); and a forward
// substitution over the leading n x n block of arrays declared larger, and over a sub-block
// starting at row and column `lo` (views: the calls take the block's first element and the
// declared row length). The strict upper triangle of L (and the lower one of U) is never read:
// the main fills it with values that would change the result.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -x c %S/mains/idiom-trsv-forms.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -x c %S/mains/idiom-trsv-forms.inc -x none %t.c -o %t.new -lopenblas && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out

#define N 40
#define _PB_N N
#define MAXN 48

void back_macro(double U[restrict N][N], double x[restrict N], double b[restrict N]) {
  for (int i = N - 1; i >= 0; i--) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'back_macro' replaced by cblas_dtrsv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    double w = b[i];
    for (int j = i + 1; j < N; j++)
      w -= U[i][j] * x[j];
    x[i] = w / U[i][i];
  }
}
// CHECK-FIXES: cblas_dtrsv(CblasRowMajor, CblasUpper, CblasNoTrans, CblasNonUnit, N, &U[0][0], N, &x[0], 1);

void back_pb(double U[restrict N][N], double x[restrict N], double b[restrict N]) {
  int i, j;
  for (i = _PB_N - 1; i >= 0; i--) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'back_pb' replaced by cblas_dtrsv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    x[i] = b[i];
    for (j = i + 1; j < _PB_N; j++)
      x[i] -= U[i][j] * x[j];
    x[i] = x[i] / U[i][i];
  }
}
// CHECK-FIXES: cblas_dtrsv(CblasRowMajor, CblasUpper, CblasNoTrans, CblasNonUnit, N, &U[0][0], N, &x[0], 1);

void back_transposed(int n, double L[restrict n][n], double x[restrict n],
                     double b[restrict n]) {
  for (int i = n - 1; i >= 0; i--) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'back_transposed' replaced by cblas_dtrsv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    double w = b[i];
    for (int j = i + 1; j < n; j++)
      w -= L[j][i] * x[j];
    x[i] = w / L[i][i];
  }
}
// CHECK-FIXES: cblas_dtrsv(CblasRowMajor, CblasLower, CblasTrans, CblasNonUnit, n, &L[0][0], n, &x[0], 1);

void forward_prefix(int n, double L[restrict MAXN][MAXN], double x[restrict MAXN],
                    double b[restrict MAXN]) {
  for (int i = 0; i < n; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'forward_prefix' replaced by cblas_dtrsv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    x[i] = b[i];
    for (int j = 0; j < i; j++)
      x[i] -= L[i][j] * x[j];
    x[i] = x[i] / L[i][i];
  }
}
// CHECK-FIXES: cblas_dtrsv(CblasRowMajor, CblasLower, CblasNoTrans, CblasNonUnit, n, &L[0][0], MAXN, &x[0], 1);

// A sub-block starting at lo: the view's subscripts `(lo + i) - lo` and the step's element
// condition `lo + i == lo + k` are not simplified in the recurrence, and no idiom matches yet.
void forward_block(int lo, int n, double L[restrict MAXN][MAXN], double x[restrict MAXN],
                   double b[restrict MAXN]) {
  for (int i = lo; i < n; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'forward_block' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
    x[i] = b[i];
    for (int j = lo; j < i; j++)
      x[i] -= L[i][j] * x[j];
    x[i] = x[i] / L[i][i];
  }
}

// CHECK-MESSAGES: liar: 5 region(s) found, 5 lifted, 4 rewritten, 0 rejected
