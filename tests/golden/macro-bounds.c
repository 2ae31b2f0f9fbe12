// Golden test: macros keep their spelling. Loop bounds spelled with polybench-style _PB_ macros
// appear as those macros in the call (not their values), leading dimensions as the macros of the
// declared extents, VLA parameter sizes as the parameters; a function-like macro in the body is
// folded into alpha.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines \
// RUN:   --implicit-check-not='{{.*}}cblas_{{.*}}{{64|48|32}}{{.*}}' < %t.c
// RUN: %cc -c %t.c -o %t.o
// The rewrite is linked with a main that runs every kernel, run, and compared with the original:
// RUN: %cc -x c %S/mains/macro-bounds.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -x c %S/mains/macro-bounds.inc -x none %t.c -o %t.new -lopenblas && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out

#define NI 64
#define NJ 48
#define NK 32
#define _PB_NI NI
#define _PB_NJ NJ
#define _PB_NK NK
#define SCALE(x) (2.0 * (x))
// The macro definitions themselves are untouched.
// CHECK-FIXES: #define _PB_NI NI
// CHECK-FIXES: #define SCALE(x) (2.0 * (x))

void gemm(double C[restrict NI][NJ], double A[restrict NI][NK], double B[restrict NK][NJ]) {
  for (int i = 0; i < _PB_NI; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gemm' replaced by cblas_dgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < _PB_NJ; j++)
      for (int k = 0; k < _PB_NK; k++)
        C[i][j] += A[i][k] * B[k][j];
}
// CHECK-FIXES: cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, _PB_NI, _PB_NJ, _PB_NK, 1.0,
// CHECK-FIXES-NEXT:        &A[0][0], NK, &B[0][0], NJ, 1.0, &C[0][0], NJ);

void gemv(double y[restrict NI], double A[restrict NI][NJ], double x[restrict NJ]) {
  for (int i = 0; i < _PB_NI; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gemv' replaced by cblas_dgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < _PB_NJ; j++)
      y[i] += A[i][j] * x[j];
}
// CHECK-FIXES: cblas_dgemv(CblasRowMajor, CblasNoTrans, _PB_NI, _PB_NJ, 1.0,
// CHECK-FIXES-NEXT:        &A[0][0], NJ, &x[0], 1, 1.0, &y[0], 1);

void gemm_vla(int ni, int nj, int nk, double C[restrict ni][nj], double A[restrict ni][nk],
              double B[restrict nk][nj]) {
  for (int i = 0; i < ni; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gemm_vla' replaced by cblas_dgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < nj; j++)
      for (int k = 0; k < nk; k++)
        C[i][j] += SCALE(A[i][k]) * B[k][j];
}
// CHECK-FIXES: cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, ni, nj, nk, 2.0,
// CHECK-FIXES-NEXT:        &A[0][0], nk, &B[0][0], nj, 1.0, &C[0][0], nj);

// CHECK-MESSAGES: liar: 3 region(s) found, 3 lifted, 3 rewritten, 0 rejected
