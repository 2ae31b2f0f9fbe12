// Golden test: a column of a matrix is a BLAS vector whose increment is the row length, from
// its first element: A^T x written by hand, one column dot product per output over a
// linearised matrix (`a[i*m + j]`, BLAS style) whose outer loop stays as written (its ReLU
// stores under a condition on data), a column update (axpy) and a column scaling (scal) of a
// two-dimensional array. A column index that may lie outside the row (`j < 0` or `j >= m`) is
// valid C that reads another row: the guard checks `j >= 0` and `j + 1 <= m` and the original
// loops run otherwise. Built with and without -fopenmp, run and compared with the original
// (the dot products reassociate a double sum: 1e-12; the others compute each element alike).
//
// RUN: %cc -x c %S/mains/strides-column.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -x c %S/mains/strides-column.inc -x none %t.c -o %t.new -lopenblas && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out
// RUN: %cc -fopenmp -x c %S/mains/strides-column.inc -x none %t.c -o %t.newomp -lopenblas && %t.newomp > %t.newomp.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.newomp.out
// RUN: liar --target=auto %clean -o %t.auto.c -- -fopenmp 2>&1 | FileCheck %s --check-prefix=AUTO
// RUN: %cc -fopenmp -x c %S/mains/strides-column.inc -x none %t.auto.c -o %t.auto -lopenblas && %t.auto > %t.auto.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.auto.out

// y = relu(A^T x): each column of the n x m matrix against x.
void atx_relu(int n, int m, const double *a, const double *x, double *y) {
  for (int j = 0; j < m; j++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'atx_relu' replaced inside the loop: line [[@LINE+3]] replaced by cblas_ddot; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    // AUTO: :[[@LINE-2]]:3: remark: loop nest in 'atx_relu' replaced inside the loop: line [[@LINE+2]] replaced by cblas_ddot; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    double s = 0.0;
    for (int i = 0; i < n; i++)
      s += a[i * m + j] * x[i];
    y[j] = s;
    if (y[j] < 0.0)
      y[j] = 0.0;
  }
}
// CHECK-FIXES:      j + 1 <= m &&
// CHECK-FIXES-NEXT: j >= 0 &&
// CHECK-FIXES: = (s + cblas_ddot(n, &a[j], m, &x[0], 1));

// Column j of A updated by a * x.
void column_axpy(int n, int m, double A[n][m], const double *restrict x, double a, int j) {
  for (int i = 0; i < n; i++)
    A[i][j] += a * x[i];
  // CHECK-MESSAGES: :[[@LINE-2]]:3: remark: loop nest in 'column_axpy' replaced by cblas_daxpy; products may be fused with additions (one rounding) [liar-blas]
}
// CHECK-FIXES: cblas_daxpy(n, a, &x[0], 1, &A[0][j], m);

// Column j of A scaled.
void column_scale(int n, int m, double A[n][m], double a, int j) {
  for (int i = 0; i < n; i++)
    A[i][j] *= a;
  // CHECK-MESSAGES: :[[@LINE-2]]:3: remark: loop nest in 'column_scale' replaced by cblas_dscal [liar-blas]
}
// CHECK-FIXES: cblas_dscal(n, a, &A[0][j], m);

// CHECK-MESSAGES: liar: 3 region(s) found, 2 lifted, 3 rewritten, 1 rejected
