// Golden test: --fp-strict keeps the loops' rounding, so no region here is rewritten (gemm and
// dot reorder their sums and fuse products with additions): each one gets a [liar-missed-fp-strict]
// remark saying why, the output is byte-for-byte the input (no include added), and the same
// kernels are rewritten without the flag. Calls that round as the loops do (scal, copies) are
// still made: fp-fused.c.
//
// RUN: liar --fp-strict %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: cmp %clean %t.c
// RUN: liar %clean -o %t.fast.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-FAST \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'

#define N 64

void gemm(double C[restrict N][N], double A[restrict N][N], double B[restrict N][N]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gemm' not rewritten: --fp-strict: the library form reorders floating-point sums and fuses products with additions; loops kept [liar-missed-fp-strict]
    // CHECK-FAST: :[[@LINE-2]]:3: remark: loop nest in 'gemm' replaced by cblas_dgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
        C[i][j] += A[i][k] * B[k][j];
}

void dot(double *restrict s, double x[restrict N], double y[restrict N]) {
  *s = 0.0;
  // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'dot' not rewritten: --fp-strict: the library form reorders floating-point sums and fuses products with additions; loops kept [liar-missed-fp-strict]
  // CHECK-FAST: :[[@LINE-2]]:3: remark: loop nest in 'dot' replaced by cblas_ddot; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
  for (int i = 0; i < N; i++)
    *s += x[i] * y[i];
}

// CHECK-MESSAGES: liar: 2 region(s) found, 2 lifted, 0 rewritten, 0 rejected
// CHECK-FAST: liar: 2 region(s) found, 2 lifted, 2 rewritten, 0 rejected
