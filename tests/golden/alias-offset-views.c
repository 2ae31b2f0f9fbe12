// Golden test: alias guards for offset views of one buffer. The caller passes `&buf[k]`,
// `buf + k*n` and the like, so the pointer parameters of a kernel may overlap partly, touch
// end to end, or be disjoint; a local pointer into an array (`row = A + k*stride`) may overlap the
// array it points into. Each guard compares the byte ranges the region really touches (its
// extents times the row length), so overlapping views run the original loops and disjoint ones
// the library. The main runs each case and the rewrite must print what the original prints.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: liar --target=auto %clean -o %t.auto.c --
// RUN: %cc -x c %S/mains/alias-offset-views.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -x c %S/mains/alias-offset-views.inc -x none %t.c -o %t.new -lopenblas
// RUN: %t.new > %t.new.out && python3 %S/compare-output.py %t.orig.out %t.new.out
// RUN: %cc -fopenmp -x c %S/mains/alias-offset-views.inc -x none %t.auto.c -o %t.auto -lopenblas
// RUN: OMP_NUM_THREADS=2 %t.auto > %t.auto.out && python3 %S/compare-output.py %t.orig.out %t.auto.out

void axpy(int n, double a, double *y, const double *x) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'axpy' replaced by cblas_daxpy{{.*}}
    y[i] += a * x[i];
}
// CHECK-FIXES: liar_disjoint(&y[0], sizeof(y[0]) * n, &x[0], sizeof(x[0]) * n)

void gemv(int n, int m, double *y, const double *A, const double *x) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gemv' replaced by cblas_dgemv{{.*}}
    for (int j = 0; j < m; j++)
      y[i] += A[i * m + j] * x[j];
}
// CHECK-FIXES: cblas_dgemv(CblasRowMajor, CblasNoTrans, n, m, 1.0, &A[0], m, &x[0], 1, 1.0, &y[0], 1);

void gemm(int n, double *C, const double *A, const double *B) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gemm' replaced by cblas_dgemm{{.*}}
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        C[i * n + j] += A[i * n + k] * B[k * n + j];
}

void row_update(int n, int k, int stride, double a, double *A) {
  double *row = A + k * stride;
  for (int j = 0; j < n; j++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'row_update' replaced by cblas_daxpy{{.*}}
    row[j] += a * A[j];
}
