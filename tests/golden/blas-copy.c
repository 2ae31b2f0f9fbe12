// Golden test: copies. A loop that copies one array into another is a pass the e-graph sees as
// the array itself; it becomes C's memmove where both arrays are contiguous (float, int, a
// whole matrix, a shifted range), and BLAS's copy for strided vectors (darknet's copy_cpu with
// run-time increments, under the guard that they are positive). A copy of a column into a
// row of integers has no library form: it keeps its loops, or takes OpenMP's under auto. Every build runs and is compared
// with the original bit for bit.
//
// RUN: %cc -Wno-unknown-pragmas -x c %S/mains/blas-copy.inc -x none %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefixes=CHECK-MESSAGES,CHECK-BLAS \
// RUN:   --implicit-check-not='{{remark|warning|error}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -x c %S/mains/blas-copy.inc -x none %t.c -o %t.new -lopenblas -lm
// RUN: %t.new | diff %t.orig.out -
// RUN: liar --target=auto %clean -o %t.auto.c -- -fopenmp -O3 2>&1 | FileCheck %s --check-prefixes=CHECK-MESSAGES,CHECK-AUTO \
// RUN:   --implicit-check-not='{{remark|warning|error}}:'
// RUN: %cc -fopenmp -O3 -x c %S/mains/blas-copy.inc -x none %t.auto.c -o %t.auto -lopenblas -lm
// RUN: env OMP_NUM_THREADS=2 %t.auto | diff %t.orig.out -

void copy_floats(int n, const float *x, float *y) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'copy_floats' replaced by memmove [liar-blas]
    // CHECK-FIXES: memmove(&y[0], &x[0], sizeof(y[0]) * (n));
    y[i] = x[i];
}

void copy_ints(int n, const int *x, int *y) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'copy_ints' replaced by memmove [liar-blas]
    // CHECK-FIXES: memmove(&y[0], &x[0], sizeof(y[0]) * (n));
    y[i] = x[i];
}

void copy_matrix(int n, int m, double a[n][m], double b[n][m]) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'copy_matrix' replaced by memmove [liar-blas]
    // CHECK-FIXES: memmove(&b[0][0], &a[0][0], sizeof(b[0][0]) * (n) * (m));
    for (int j = 0; j < m; j++)
      b[i][j] = a[i][j];
}

void shift_right(int n, const double *x, double *y) {
  for (int i = 1; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'shift_right' replaced by memmove [liar-blas]
    // CHECK-FIXES: memmove(&y[1], &x[0], sizeof(y[1 + 0]) * ((n - 1)));
    y[i] = x[i - 1];
}

void copy_cpu(int N, float *X, int INCX, float *Y, int INCY) {
  int i;
  for (i = 0; i < N; ++i)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'copy_cpu' replaced by cblas_scopy [liar-blas]
    // CHECK-FIXES: cblas_scopy(N, &X[0], INCX, &Y[0], INCY);
    Y[i * INCY] = X[i * INCX];
}

void column_to_row(int n, int m, int a[n][m], int *row, int j) {
  for (int i = 0; i < n; i++)
    // CHECK-BLAS: :[[@LINE-1]]:3: remark: loop nest in 'column_to_row' not rewritten: the library form prints as loops only [liar-missed-loops-only]
    // CHECK-AUTO: :[[@LINE-2]]:3: remark: loop nest in 'column_to_row' replaced by OpenMP loops
    row[i] = a[i][j];
}
