// Golden test: the alias guard. Array parameters without restrict that the region writes and
// that may overlap another array it uses get an address-range test; the library call runs when
// the ranges are disjoint and the original loops, byte for byte, otherwise. A restrict output
// needs no guard, and only the pairs involving a written array without restrict are tested.
// With --assume-no-alias no alias guard is emitted (a run-time size keeps its guard that it
// is positive).
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines < %t.c
// RUN: %cc -c %t.c -o %t.o
// RUN: liar --assume-no-alias %clean -o %t.noalias.c -- 2>&1 | FileCheck %s \
// RUN:   --check-prefix=CHECK-MESSAGES --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-NOALIAS --match-full-lines \
// RUN:   --implicit-check-not='{{^ *}}if ({{.*}}char{{.*}}' --implicit-check-not='{{^ *}}for ({{.*}}' < %t.noalias.c
// RUN: %cc -c %t.noalias.c -o %t.noalias.o
// The rewrite runs the library on disjoint arrays and the fallback on overlapping ones:
// RUN: %cc -DALIAS_MAIN %clean -o %t.orig && %cc -DALIAS_MAIN %t.c -o %t.new -lopenblas
// RUN: %t.orig > %t.expected && %t.new > %t.got && cmp %t.expected %t.got

#include <stddef.h>

#define N 64

void gemv(double y[N], double A[N][N], double x[N]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gemv' replaced by cblas_dgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < N; j++)
      y[i] += A[i][j] * x[j];
}
// CHECK-FIXES: void gemv(double y[N], double A[N][N], double x[N]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_dgemv); the original loops run when a guard fails */
// CHECK-FIXES-NEXT: if (liar_disjoint(&y[0], sizeof(y[0]) * N, &A[0][0], sizeof(A[0][0]) * N * N) &&
// CHECK-FIXES-NEXT:     liar_disjoint(&y[0], sizeof(y[0]) * N, &x[0], sizeof(x[0]) * N)) {
// CHECK-FIXES-NEXT: cblas_dgemv(CblasRowMajor, CblasNoTrans, N, N, 1.0, &A[0][0], N, &x[0], 1, 1.0, &y[0], 1);
// CHECK-FIXES-NEXT: } else {
// CHECK-FIXES-NEXT: for (int i = 0; i < N; i++)
// CHECK-FIXES-NEXT: //
// CHECK-FIXES-NEXT: for (int j = 0; j < N; j++)
// CHECK-FIXES-NEXT: y[i] += A[i][j] * x[j];
// CHECK-FIXES-NEXT: }
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }
// CHECK-NOALIAS: void gemv(double y[N], double A[N][N], double x[N]) {
// CHECK-NOALIAS-NEXT: /* liar: blas (cblas_dgemv) */
// CHECK-NOALIAS-NEXT: cblas_dgemv(CblasRowMajor, CblasNoTrans, N, N, 1.0, &A[0][0], N, &x[0], 1, 1.0, &y[0], 1);
// CHECK-NOALIAS-NEXT: /* liar: end */
// CHECK-NOALIAS-NEXT: }

// Plain pointers with a runtime length: the guard's extents are the loop bounds.
void axpy(int n, double a, double *y, const double *x) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'axpy' replaced by cblas_daxpy; products may be fused with additions (one rounding) [liar-blas]
    y[i] += a * x[i];
}
// CHECK-FIXES: void axpy(int n, double a, double *y, const double *x) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_daxpy); the original loops run when a guard fails */
// CHECK-FIXES-NEXT: if ((n) > 0 &&
// CHECK-FIXES-NEXT:     a != 0 &&
// CHECK-FIXES-NEXT: (n) >= 32 &&
// CHECK-FIXES-NEXT:     liar_disjoint(&y[0], sizeof(y[0]) * n, &x[0], sizeof(x[0]) * n)) {
// CHECK-FIXES-NEXT: cblas_daxpy(n, a, &x[0], 1, &y[0], 1);
// CHECK-FIXES-NEXT: } else {
// CHECK-FIXES-NEXT: for (int i = 0; i < n; i++)
// CHECK-FIXES-NEXT: //
// CHECK-FIXES-NEXT: y[i] += a * x[i];
// CHECK-FIXES-NEXT: }
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }
// The size guards stay (a negative n must not reach BLAS, a short one runs the loop), and so
// does the one on alpha.
// CHECK-NOALIAS: void axpy(int n, double a, double *y, const double *x) {
// CHECK-NOALIAS-NEXT: /* liar: blas (cblas_daxpy); the original loops run when a guard fails */
// CHECK-NOALIAS-NEXT: if ((n) > 0 &&
// CHECK-NOALIAS-NEXT: a != 0 &&
// CHECK-NOALIAS-NEXT: (n) >= 32) {
// CHECK-NOALIAS-NEXT: cblas_daxpy(n, a, &x[0], 1, &y[0], 1);
// CHECK-NOALIAS-NEXT: } else {
// CHECK-NOALIAS-NEXT: for (int i = 0; i < n; i++)
// CHECK-NOALIAS-NEXT: //
// CHECK-NOALIAS-NEXT: y[i] += a * x[i];
// CHECK-NOALIAS-NEXT: }
// CHECK-NOALIAS-NEXT: /* liar: end */
// CHECK-NOALIAS-NEXT: }

// x is restrict: only y against A is tested.
void gemv_x_restrict(double y[N], double A[N][N], double x[restrict N]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gemv_x_restrict' replaced by cblas_dgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < N; j++)
      y[i] += A[i][j] * x[j];
}
// CHECK-FIXES: void gemv_x_restrict(double y[N], double A[N][N], double x[restrict N]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_dgemv); the original loops run when a guard fails */
// CHECK-FIXES-NEXT: if (liar_disjoint(&y[0], sizeof(y[0]) * N, &A[0][0], sizeof(A[0][0]) * N * N)) {
// CHECK-FIXES-NEXT: cblas_dgemv(CblasRowMajor, CblasNoTrans, N, N, 1.0, &A[0][0], N, &x[0], 1, 1.0, &y[0], 1);
// CHECK-FIXES-NEXT: } else {
// CHECK-FIXES-NEXT: for (int i = 0; i < N; i++)
// CHECK-FIXES-NEXT: //
// CHECK-FIXES-NEXT: for (int j = 0; j < N; j++)
// CHECK-FIXES-NEXT: y[i] += A[i][j] * x[j];
// CHECK-FIXES-NEXT: }
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }
// CHECK-NOALIAS: void gemv_x_restrict(double y[N], double A[N][N], double x[restrict N]) {
// CHECK-NOALIAS-NEXT: /* liar: blas (cblas_dgemv) */

// The written array is restrict: no guard, even though A and B are not.
void gemm_c_restrict(double C[restrict N][N], double A[N][N], double B[N][N]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gemm_c_restrict' replaced by cblas_dgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
        C[i][j] += A[i][k] * B[k][j];
}
// CHECK-FIXES: void gemm_c_restrict(double C[restrict N][N], double A[N][N], double B[N][N]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_dgemm) */
// CHECK-FIXES-NEXT: cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, N, N, N, 1.0,
// CHECK-FIXES-NEXT:             &A[0][0], N, &B[0][0], N, 1.0, &C[0][0], N);
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }
// CHECK-NOALIAS: void gemm_c_restrict(double C[restrict N][N], double A[N][N], double B[N][N]) {
// CHECK-NOALIAS-NEXT: /* liar: blas (cblas_dgemm) */
// CHECK-NOALIAS-NEXT: cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, N, N, N, 1.0,
// CHECK-NOALIAS-NEXT:             &A[0][0], N, &B[0][0], N, 1.0, &C[0][0], N);
// CHECK-NOALIAS-NEXT: /* liar: end */
// CHECK-NOALIAS-NEXT: }

#ifdef ALIAS_MAIN
#include <stdio.h>
// y one element after x: each iteration reads what the one before wrote (a running sum),
// which a library call on the same pointers would not reproduce. (No `for` here: CHECK-NOALIAS
// checks that no loop is left in the kernels.)
int main(void) {
  double v[N + 1], w[N];
  int i = 0;
  while (i <= N) {
    v[i] = i % 4 + 1;
    w[i % N] = 2 * (i % N) - N;
    i++;
  }
  axpy(N, 2.0, w, v);     // disjoint: cblas_daxpy
  axpy(N, 1.0, v + 1, v); // overlapping: the original loop
  while (i-- > 0)
    printf("%.17g %.17g\n", v[i], i < N ? w[i] : 0.0);
  return 0;
}
#endif

// CHECK-MESSAGES: liar: 4 region(s) found, 4 lifted, 4 rewritten, 0 rejected
