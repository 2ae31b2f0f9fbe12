// Golden test: loops over part of an array. Loops to a run-time size over global arrays sized
// for the maximum, fixed-size parameters, padded rows, and a sub-block starting at offsets are
// seen as views (offset, length, the declared row length as leading dimension): each becomes
// the library call on the view, guarded by the view lying inside its declared array.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines < %t.c
// The rewrite is linked with a main that runs every kernel, and compared with the original:
// RUN: %cc -x c %S/mains/real-partial.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -x c %S/mains/real-partial.inc -x none %t.c -o %t.new -lopenblas && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out

#define MAXN 96

double x[MAXN], y[MAXN];
double A[MAXN][MAXN], B[MAXN][MAXN], C[MAXN][MAXN];

void axpy(int n, double a) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'axpy' replaced by cblas_daxpy; products may be fused with additions (one rounding) [liar-blas]
    y[i] += a * x[i];
}
// CHECK-FIXES:      if ((n) > 0 &&
// CHECK-FIXES-NEXT:     a != 0 &&
// CHECK-FIXES-NEXT: (n) >= 32 &&
// CHECK-FIXES-NEXT:     n <= MAXN) {
// CHECK-FIXES-NEXT: cblas_daxpy(n, a, &x[0], 1, &y[0], 1);

void gemv(int n, int m) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gemv' replaced by cblas_dgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < m; j++)
      y[i] += A[i][j] * x[j];
}
// CHECK-FIXES:      if ((n) > 0 &&
// CHECK-FIXES-NEXT:     (m) > 0 &&
// CHECK-FIXES-NEXT: (double)(m) * (n) >= 1024 &&
// CHECK-FIXES-NEXT:     n <= MAXN &&
// CHECK-FIXES-NEXT:     m <= MAXN) {
// CHECK-FIXES-NEXT: cblas_dgemv(CblasRowMajor, CblasNoTrans, n, m, 1.0, &A[0][0], MAXN, &x[0], 1, 1.0, &y[0], 1);

void gemm(int n) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gemm' replaced by cblas_dgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        C[i][j] += A[i][k] * B[k][j];
}
// CHECK-FIXES: cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0,
// CHECK-FIXES-NEXT:        &A[0][0], MAXN, &B[0][0], MAXN, 1.0, &C[0][0], MAXN);

// A sub-block: C[3:m][2:m] += A[3:m][0:m] * B[0:m][2:m].
void block(int m) {
  for (int i = 3; i < m; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'block' replaced by cblas_dgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 2; j < m; j++)
      for (int k = 0; k < m; k++)
        C[i][j] += A[i][k] * B[k][j];
}
// CHECK-FIXES: cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, (m - 3), (m - 2), m, 1.0,
// CHECK-FIXES-NEXT:        &A[3][0], MAXN, &B[0][2], MAXN, 1.0, &C[3][2], MAXN);

// Offsets that are run-time sizes too.
void window(int lo, int hi, double a) {
  for (int i = lo; i < hi; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'window' replaced by cblas_daxpy; products may be fused with additions (one rounding) [liar-blas]
    y[i] += a * x[i];
}
// CHECK-FIXES:      if (((hi - lo)) > 0 &&
// CHECK-FIXES-NEXT:     a != 0 &&
// CHECK-FIXES-NEXT: (hi - lo) >= 32 &&
// CHECK-FIXES-NEXT:     lo >= 0 &&
// CHECK-FIXES-NEXT:     hi <= MAXN) {
// CHECK-FIXES-NEXT: cblas_daxpy((hi - lo), a, &x[lo], 1, &y[lo], 1);

void fixed(int n, double a, const double xs[restrict 1000], double ys[restrict 1000]) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'fixed' replaced by cblas_daxpy; products may be fused with additions (one rounding) [liar-blas]
    ys[i] += a * xs[i];
}
// CHECK-FIXES:      if ((n) > 0 &&
// CHECK-FIXES-NEXT:     a != 0 &&
// CHECK-FIXES-NEXT: (n) >= 32 &&
// CHECK-FIXES-NEXT:     n <= 1000) {

// Rows padded to 72 doubles, of which the loops use n.
void padded(int n, double P[restrict 64][72], const double Q[restrict 64][72],
            const double R[restrict 64][72]) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'padded' replaced by cblas_dgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < n; j++) {
      P[i][j] = 0.0;
      for (int k = 0; k < n; k++)
        P[i][j] += Q[i][k] * R[k][j];
    }
}
// CHECK-FIXES: cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0,
// CHECK-FIXES-NEXT:        &Q[0][0], 72, &R[0][0], 72, 0.0, &P[0][0], 72);

// CHECK-MESSAGES: liar: 7 region(s) found, 7 lifted, 7 rewritten, 0 rejected
