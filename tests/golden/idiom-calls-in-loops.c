// Golden test: library calls inside a loop. A build whose element is a library call becomes a C
// loop whose body calls the library on row views that depend on the loop variable (a dot per
// row, a norm per row, a gemv per batch, an axpy per row with a per-row factor); no temporary
// is allocated.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines \
// RUN:   --implicit-check-not='#include <cblas.h>' --implicit-check-not='{{.*}}malloc{{.*}}' < %t.c
// RUN: %cc -c %t.c -o %t.o
// The rewrite is linked with a main that runs every kernel, run, and compared with the original:
// RUN: %cc -x c %S/mains/idiom-calls-in-loops.inc -x none %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: %cc -x c %S/mains/idiom-calls-in-loops.inc -x none %t.c -o %t.new -lopenblas -lm && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out

// CHECK-FIXES: #include <cblas.h>
#include <math.h>

#define N 64
#define M 256
#define R 3

void row_dots(double out[restrict N], double A[restrict N][M]) {
  for (int i = 0; i < N; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'row_dots' replaced by cblas_ddot; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    out[i] = 0.0;
    for (int k = 0; k < M; k++)
      out[i] += A[i][k] * A[i][k];
  }
}
// CHECK-FIXES: void row_dots(double out[restrict N], double A[restrict N][M]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_ddot) */
// CHECK-FIXES-NEXT: for (long liar_i0 = 0; liar_i0 < N; liar_i0++) {
// CHECK-FIXES-NEXT: out[liar_i0] = cblas_ddot(M, &A[liar_i0][0], 1, &A[liar_i0][0], 1);
// CHECK-FIXES-NEXT: }
// CHECK-FIXES-NEXT: /* liar: end */

// The Euclidean norm of each row: sqrt of a dot product, which is faster than cblas_dnrm2 and,
// like the loop, not scaled against overflow.
void row_norms(double out[restrict N], double A[restrict N][M]) {
  for (int i = 0; i < N; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'row_norms' replaced by cblas_ddot; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    double s = 0.0;
    for (int k = 0; k < M; k++)
      s += A[i][k] * A[i][k];
    out[i] = sqrt(s);
  }
}
// CHECK-FIXES: void row_norms(double out[restrict N], double A[restrict N][M]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_ddot) */
// CHECK-FIXES-NEXT: for (long liar_i0 = 0; liar_i0 < N; liar_i0++) {
// CHECK-FIXES-NEXT: out[liar_i0] = sqrt(cblas_ddot(M, &A[liar_i0][0], 1, &A[liar_i0][0], 1));
// CHECK-FIXES-NEXT: }

void batched_gemv(double y[restrict R][N], double T[restrict R][N][M], double x[restrict R][M]) {
  for (int b = 0; b < R; b++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'batched_gemv' replaced by cblas_dgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int i = 0; i < N; i++) {
      y[b][i] = 0.0;
      for (int j = 0; j < M; j++)
        y[b][i] += T[b][i][j] * x[b][j];
    }
}
// CHECK-FIXES: void batched_gemv(double y[restrict R][N], double T[restrict R][N][M], double x[restrict R][M]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_dgemv) */
// CHECK-FIXES-NEXT: for (long liar_i0 = 0; liar_i0 < R; liar_i0++) {
// CHECK-FIXES-NEXT: cblas_dgemv(CblasRowMajor, CblasNoTrans, N, M, 1.0,
// CHECK-FIXES-NEXT:             &T[liar_i0][0][0], M, &x[liar_i0][0], 1, 0.0, &y[liar_i0][0], 1);
// CHECK-FIXES-NEXT: }

void row_axpy(double Y[restrict N][M], double a[restrict N], double X[restrict N][M]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'row_axpy' replaced by cblas_daxpy; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < M; j++)
      Y[i][j] += a[i] * X[i][j];
}
// CHECK-FIXES: void row_axpy(double Y[restrict N][M], double a[restrict N], double X[restrict N][M]) {
// The row's alpha is read in the loop, so no guard in front of the region can check it: each
// call runs when it is not zero, and the zero case computes each element as the loops do.
// CHECK-FIXES-NEXT: /* liar: blas (cblas_daxpy) */
// CHECK-FIXES-NEXT: {
// CHECK-FIXES-NEXT: for (long liar_i0 = 0; liar_i0 < N; liar_i0++) {
// CHECK-FIXES-NEXT: const double liar_s1 = a[liar_i0];
// CHECK-FIXES-NEXT: if (liar_s1 != 0) {
// CHECK-FIXES-NEXT: cblas_daxpy(M, liar_s1, &X[liar_i0][0], 1, &Y[liar_i0][0], 1);
// CHECK-FIXES-NEXT: } else {
// CHECK-FIXES-NEXT: for (long liar_i2 = 0; liar_i2 < M; liar_i2++)
// CHECK-FIXES-NEXT: Y[liar_i0][liar_i2] = liar_s1 * X[liar_i0][liar_i2] + Y[liar_i0][liar_i2];
// CHECK-FIXES-NEXT: }

// CHECK-MESSAGES: liar: 4 region(s) found, 4 lifted, 4 rewritten, 0 rejected
