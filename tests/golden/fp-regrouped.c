// Regression test: a library call applies its scalar (alpha) once to the sum it computes, where
// loops like `y[i] += alpha * A[i][j] * x[j]` multiply each term by it: alpha * (sum A*x)
// rounds otherwise than sum (alpha*A)*x, and the remark says so ("scalar factors may be
// regrouped"); so does a scal by a*b where the loops compute (a*x[i])*b. It does not where the loops already scale the sum
// (`y[i] = alpha * s`), where the factor is a power of two (0.5: exact in either grouping), nor
// where there is no sum (axpy). LibTorch's form of the first kernel keeps alpha on each term
// (mv of A by alpha*x), so its remark has no such phrase either. Each row of A has one non-zero
// product, so every sum is exact in any order: k_after and k_half print the same bits (%a) as
// the original under both targets. k_inside (alpha * (A*x) rounds otherwise than
// (alpha*A)*x, as does A*(alpha*x)), k_dot and k_axpy (OpenBLAS's kernel may fuse a*x + y
// into one rounding) and k_two_scalars print `inexact` lines, compared to the golden tests'
// tolerance. Under --fp-strict every kernel whose form changes rounding keeps its loops.
//
// RUN: %cc %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: liar --functions='^k_' %clean -o %t.blas.c -- 2>&1 | FileCheck %s --check-prefix=BLAS \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: %cc %t.blas.c -o %t.blas -lopenblas && %t.blas > %t.blas.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.blas.out
// RUN: grep -v '^inexact' %t.orig.out > %t.orig.exact && grep -v '^inexact' %t.blas.out | diff %t.orig.exact -
// RUN: liar --functions='^k_' --target=torch %clean -o %t.torch.c -- 2>&1 | FileCheck %s --check-prefix=TORCH \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: %cc -I %runtime %t.torch.c -o %t.torch %torchlib && %t.torch > %t.torch.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.torch.out
// RUN: grep -v '^inexact' %t.torch.out | diff %t.orig.exact -
// RUN: liar --functions='^k_two' --fp-strict %clean -- 2>&1 | FileCheck %s --check-prefix=STRICT

#include <stdio.h>

#define N 96

// alpha multiplies each term; gemv multiplies the sum.
void k_inside(int n, double alpha, double A[restrict n][n], double x[restrict n],
              double y[restrict n]) {
  // BLAS: :[[@LINE+2]]:3: remark: loop nest in 'k_inside' replaced by cblas_dgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding); scalar factors may be regrouped [liar-blas]
  // TORCH: :[[@LINE+1]]:3: remark: loop nest in 'k_inside' replaced by liar_torch_mv_d; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-torch]
  for (int i = 0; i < n; i++) {
    y[i] = 0.0;
    for (int j = 0; j < n; j++)
      y[i] += alpha * A[i][j] * x[j];
  }
}

// alpha multiplies the sum, as gemv does.
void k_after(int n, double alpha, double A[restrict n][n], double x[restrict n],
             double y[restrict n]) {
  // BLAS: :[[@LINE+2]]:3: remark: loop nest in 'k_after' replaced by cblas_dgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
  // TORCH: :[[@LINE+1]]:3: remark: loop nest in 'k_after' replaced by liar_torch_mv_d, liar_torch_mul_d; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-torch]
  for (int i = 0; i < n; i++) {
    double s = 0.0;
    for (int j = 0; j < n; j++)
      s += A[i][j] * x[j];
    y[i] = alpha * s;
  }
}

// A power of two: the same bits in either grouping.
void k_half(int n, double A[restrict n][n], double x[restrict n], double y[restrict n]) {
  // BLAS: :[[@LINE+2]]:3: remark: loop nest in 'k_half' replaced by cblas_dgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
  // TORCH: :[[@LINE+1]]:3: remark: loop nest in 'k_half' replaced by liar_torch_mv_d; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-torch]
  for (int i = 0; i < n; i++) {
    y[i] = 0.0;
    for (int j = 0; j < n; j++)
      y[i] += 0.5 * A[i][j] * x[j];
  }
}

// A dot product with a scalar in each term.
void k_dot(int n, double a, double x[restrict n], double y[restrict n], double* restrict out) {
  double s = 0.0;
  // BLAS: :[[@LINE+2]]:3: remark: loop nest in 'k_dot' replaced by cblas_ddot; floating-point sums may be reassociated; products may be fused with additions (one rounding); scalar factors may be regrouped [liar-blas]
  // TORCH: :[[@LINE+1]]:3: remark: loop nest in 'k_dot' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
  for (int i = 0; i < n; i++)
    s += a * x[i] * y[i];
  *out = s;
}

// No sum: axpy multiplies each element, as the loop does.
void k_axpy(int n, double a, double x[restrict n], double y[restrict n]) {
  // BLAS: :[[@LINE+2]]:3: remark: loop nest in 'k_axpy' replaced by cblas_daxpy; products may be fused with additions (one rounding) [liar-blas]
  // TORCH: :[[@LINE+1]]:3: remark: loop nest in 'k_axpy' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
  for (int i = 0; i < n; i++)
    y[i] += a * x[i];
}

// a and b multiply each element one after the other; a scal multiplies by their product.
void k_two_scalars(int n, double a, double b, double x[restrict n]) {
  // BLAS: :[[@LINE+3]]:3: remark: loop nest in 'k_two_scalars' replaced by cblas_dscal; scalar factors may be regrouped [liar-blas]
  // TORCH: :[[@LINE+2]]:3: remark: loop nest in 'k_two_scalars' {{.*}}[liar-
  // STRICT: :[[@LINE+1]]:3: remark: loop nest in 'k_two_scalars' not rewritten: --fp-strict: the library form regroups scalar factors; loops kept [liar-missed-fp-strict]
  for (int i = 0; i < n; i++)
    x[i] = a * x[i] * b;
}

// BLAS: liar: 6 region(s) found, 6 lifted, 6 rewritten, 0 rejected
// TORCH: liar: 6 region(s) found, 6 lifted, {{[0-9]+}} rewritten, 0 rejected

static double A[N][N], x[N], y1[N], y2[N], y3[N], y4[N], z[N], d;

int main(void) {
  for (int i = 0; i < N; i++) {
    A[i][(i * 7) % N] = 1.0 + i * 0.37; // one product per row: its sum is exact
    x[i] = 0.3 + i * 0.011;
    y4[i] = 1.0 - i * 0.021;
    z[i] = 0.7 - i * 0.013;
  }
  volatile double alpha = 0.1;
  k_inside(N, alpha, A, x, y1);
  k_after(N, alpha, A, x, y2);
  k_half(N, A, x, y3);
  k_dot(N, alpha, x, z, &d);
  k_axpy(N, alpha, x, y4);
  k_two_scalars(N, alpha, 0.3, z);
  for (int i = 0; i < N; i++)
    printf("inexact %a %a\nexact %a %a\n", y1[i], y4[i], y2[i], y3[i]);
  printf("inexact %a\n", d);
  for (int i = 0; i < N; i++)
    printf("inexact %a\n", z[i]);
  return 0;
}
