// A library form that leaves loops reading a matrix against its rows. The column sums of a
// triangle cannot be printed with the rows outside (the count of each sum is its column), so
// the printed loops step down the columns of x, a row apart; beside them a single daxpy saves
// about 1% of the work, less than those loops cost in cache misses, and the region is kept.
// Beside a dgemm, the same loops are a small share of the work and the form is taken. The
// rewrite, built with and without -fopenmp, prints the original's bits.
//
// RUN: %cc -x c %S/mains/printed-layout.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -x c %S/mains/printed-layout.inc -x none %t.c -o %t.new -lopenblas
// RUN: %t.new | diff %t.orig.out -
// RUN: %cc -fopenmp -x c %S/mains/printed-layout.inc -x none %t.c -o %t.omp -lopenblas
// RUN: env OMP_NUM_THREADS=2 %t.omp | diff %t.orig.out -

void column_sums(int n, double x[n][n], double v[n], double y[n], const double z[n]) {
  // CHECK-MESSAGES: :[[@LINE+1]]:3: remark: loop nest in 'column_sums' not rewritten: the library form leaves loops with 99% of the work that read a matrix against its rows; its calls save less than that [liar-missed-layout]
  for (int i = 0; i < n; i++) {
    double s = 0.0;
    for (int r = 0; r < i; r++)
      s += x[r][i];
    v[i] = s;
  }
  for (int i = 0; i < n; i++)
    y[i] += 2.0 * z[i];
}

void product_and_sums(int n, double a[n][n], double b[n][n], double c[n][n], double v[n]) {
  // CHECK-MESSAGES: :[[@LINE+3]]:3: remark: loop nest in 'product_and_sums' replaced by cblas_dgemm;
  // CHECK-FIXES-NOT: cblas_daxpy
  // CHECK-FIXES: cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0,
  for (int i = 0; i < n; i++) {
    double s = 0.0;
    for (int r = 0; r < i; r++)
      s += a[r][i];
    v[i] = s;
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        c[i][j] += a[i][k] * b[k][j];
}
