// Golden test: target functions the user declares. The file has its own float products (a
// plain one for rows of at most 64, one four rows at a time, one with the second matrix
// transposed) and declares, with `#pragma liar target`, where liar should call them instead
// of cblas_sgemm: guards on the shape (rows in a multiple of 4, short rows), the strides
// (leading dimensions equal to the rows' lengths), the transposes and the scalars, and a
// priority between the two targets that both fit a plain product. What the call's own
// arguments decide is decided when the call is printed (the transposes, the scalars, the
// leading dimensions); the rest is a chain of `if`s that ends in cblas_sgemm. The double
// product has one target below the library (priority -1): cblas_dgemm for sizes that reach its
// threshold, the user's small product for those that do not (the loops ran there before). `N` is also a macro of the file: the pragma's
// names are cblas.h's parameters, not the macro. The rewrite is built with and without
// -fopenmp and run: the results of the targets are bit-identical to the original's ("f": the
// targets add in the loops' order), the others within the rounding of a reordered sum, and
// each target ran where its guard held.
//
// RUN: %cc -x c %S/mains/target-functions.inc -x none %clean -o %t.orig
// RUN: %t.orig > %t.orig.out 2> %t.orig.err
// RUN: FileCheck %s --check-prefix=CHECK-NONE < %t.orig.err
// RUN: liar --target=blas %clean -o %t.c 2>&1 | FileCheck %s --check-prefix=CHECK-LIB \
// RUN:   --implicit-check-not='{{remark|warning|error}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -x c %S/mains/target-functions.inc -x none %t.c -o %t.blas -lopenblas
// RUN: %t.blas > %t.blas.out 2> %t.blas.err
// RUN: FileCheck %s --check-prefix=CHECK-CALLS < %t.blas.err
// RUN: grep '^f' %t.orig.out > %t.orig.f && grep '^f' %t.blas.out > %t.blas.f
// RUN: cmp %t.orig.f %t.blas.f
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.blas.out
// RUN: liar --target=auto %clean -o %t.auto.c -- -fopenmp 2>&1 | FileCheck %s \
// RUN:   --check-prefix=CHECK-LIB --implicit-check-not='{{remark|warning|error}}:'
// RUN: %cc -fopenmp -x c %S/mains/target-functions.inc -x none %t.auto.c -o %t.auto -lopenblas
// RUN: env OMP_NUM_THREADS=2 %t.auto > %t.auto.out 2> %t.auto.err
// RUN: FileCheck %s --check-prefix=CHECK-CALLS < %t.auto.err
// RUN: grep '^f' %t.auto.out > %t.auto.f && cmp %t.orig.f %t.auto.f
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.auto.out

// CHECK-NONE: calls: plain 0 blocked 0 transposed 0 small 0
// CHECK-CALLS: calls: plain 1 blocked 1 transposed 1 small 1

#define N 48

int plain_calls, blocked_calls, transposed_calls, small_calls;

/* C += A B, row-major, contiguous (kept simple: for rows of at most 64). */
void my_sgemm(int m, int n, int k, const float *A, const float *B, float *C) {
  ++plain_calls;
  for (int i = 0; i < m; ++i)
    for (int p = 0; p < k; ++p)
      for (int j = 0; j < n; ++j)
        C[i * n + j] += A[i * k + p] * B[p * n + j];
}

/* The same four rows at a time: m a multiple of 4. */
void my_sgemm_4rows(int m, int n, int k, const float *A, const float *B, float *C) {
  ++blocked_calls;
  for (int i = 0; i < m; i += 4)
    for (int p = 0; p < k; ++p)
      for (int j = 0; j < n; ++j)
        for (int r = 0; r < 4; ++r)
          C[(i + r) * n + j] += A[(i + r) * k + p] * B[p * n + j];
}

/* C += A B^T: B holds n rows of k. */
void my_sgemm_bt(int m, int n, int k, const float *A, const float *B, float *C) {
  ++transposed_calls;
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j)
      for (int p = 0; p < k; ++p)
        C[i * n + j] += A[i * k + p] * B[j * k + p];
}

/* C += A B in double, for products too small for BLAS. */
void my_dgemm_small(int m, int n, int k, const double *A, const double *B, double *C) {
  ++small_calls;
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j)
      for (int p = 0; p < k; ++p)
        C[i * n + j] += A[i * k + p] * B[p * n + j];
}

#ifdef __liar__
#pragma liar target(cblas_dgemm, my_dgemm_small(M, N, K, A, B, C), \
    when(TransA == CblasNoTrans && TransB == CblasNoTrans && alpha == 1 && beta == 1 && \
         lda == K && ldb == N && ldc == N), priority(-1))
#pragma liar target(cblas_sgemm, my_sgemm(M, N, K, A, B, C), \
    when(N <= 64 && Order == CblasRowMajor && TransA == CblasNoTrans && \
         TransB == CblasNoTrans && alpha == 1 && beta == 1 && lda == K && ldb == N && ldc == N), \
    priority(1))
#pragma liar target(cblas_sgemm, my_sgemm_4rows(M, N, K, A, B, C), \
    when(M % 4 == 0 && Order == CblasRowMajor && TransA == CblasNoTrans && \
         TransB == CblasNoTrans && alpha == 1 && beta == 1 && lda == K && ldb == N && ldc == N), \
    priority(2))
#pragma liar target(cblas_sgemm, my_sgemm_bt(M, N, K, A, B, C), \
    when(Order == CblasRowMajor && TransA == CblasNoTrans && TransB == CblasTrans && \
         alpha == 1 && beta == 1 && lda == K && ldb == K && ldc == N))
#endif

void layer(int m, int n, int k, const float *x, const float *w, float *y) {
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j)
      for (int p = 0; p < k; ++p)
        y[i * n + j] += x[i * k + p] * w[p * n + j];
}
// CHECK-LIB: :[[@LINE-5]]:3: remark: loop nest in 'layer' replaced by my_sgemm_4rows, my_sgemm, cblas_sgemm;
// CHECK-FIXES: if (m % 4 == 0)
// CHECK-FIXES-NEXT: my_sgemm_4rows(m, n, k, &x[0], &w[0], &y[0]);
// CHECK-FIXES-NEXT: else if (n <= 64)
// CHECK-FIXES-NEXT: my_sgemm(m, n, k, &x[0], &w[0], &y[0]);
// CHECK-FIXES-NEXT: else
// CHECK-FIXES-NEXT: cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, m, n, k, 1.0f,

void layer_transposed(int m, int n, int k, const float *x, const float *w, float *y) {
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j)
      for (int p = 0; p < k; ++p)
        y[i * n + j] += x[i * k + p] * w[j * k + p];
}
// CHECK-LIB: :[[@LINE-5]]:3: remark: loop nest in 'layer_transposed' replaced by my_sgemm_bt;
// CHECK-FIXES: {{^    }}my_sgemm_bt(m, n, k, &x[0], &w[0], &y[0]);

void layer_double(int m, int n, int k, const double *x, const double *w, double *y) {
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j)
      for (int p = 0; p < k; ++p)
        y[i * n + j] += x[i * k + p] * w[p * n + j];
}
// CHECK-LIB: :[[@LINE-5]]:3: remark: loop nest in 'layer_double' replaced by cblas_dgemm, my_dgemm_small;
// CHECK-FIXES-NOT: my_sgemm
// CHECK-FIXES: if ((double)(k) * (m) * (n) >= 512)
// CHECK-FIXES-NEXT: cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, m, n, k,
// CHECK-FIXES: else
// CHECK-FIXES-NEXT: my_dgemm_small(m, n, k, &x[0], &w[0], &y[0]);
