// Golden test: loops over a block of constant bounds smaller than the declared array (a
// sub-block `3 <= i < N`, a window `8 <= i < N - 8`, a triangle-free corner) are views with
// constant offsets and lengths, just as run-time bounds are: each becomes the library call on
// the view, and the elements outside the block keep their values.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines < %t.c
// The rewrite is linked with a main that runs every kernel, and compared with the original:
// RUN: %cc -x c %S/mains/real-const-block.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -x c %S/mains/real-const-block.inc -x none %t.c -o %t.new -lopenblas && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out

#define N 64

double A[N][N], B[N][N], C[N][N], x[N], y[N];

void sub_gemm(void) {
  for (int i = 3; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'sub_gemm' replaced by cblas_dgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 3; j < N; j++)
      for (int k = 3; k < N; k++)
        C[i][j] += A[i][k] * B[k][j];
}
// CHECK-FIXES: cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, (N - 3), (N - 3), (N - 3), 1.0,
// CHECK-FIXES-NEXT:        &A[3][3], N, &B[3][3], N, 1.0, &C[3][3], N);

void window_axpy(double a) {
  for (int i = 8; i < N - 8; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'window_axpy' replaced by cblas_daxpy; products may be fused with additions (one rounding) [liar-blas]
    y[i] += a * x[i];
}
// CHECK-FIXES: cblas_daxpy(48, a, &x[8], 1, &y[8], 1);

// The lower-right corner times a middle slice of x.
void corner_gemv(void) {
  for (int i = 32; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'corner_gemv' replaced by cblas_dgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 16; j < 48; j++)
      y[i] += A[i][j] * x[j];
}
// CHECK-FIXES: cblas_dgemv(CblasRowMajor, CblasNoTrans, (N - 32), 32, 1.0,
// CHECK-FIXES-NEXT:        &A[32][16], N, &x[16], 1, 1.0, &y[32], 1);
