// Regression test: a remark names the changes to floating-point results that its library calls
// make, read from the calls (saturation/Library.h, `rounding`), and no other. OpenBLAS's
// kernels fuse a multiply with an addition (one rounding where the loops round the product,
// then the sum): cblas_daxpy's y[i] + a*x[i] is not bit for bit the loop's, and its remark says
// "products may be fused with additions (one rounding)", but not that sums are reassociated
// (axpy adds no sum). cblas_dscal rounds each a*x[i] once, as the loop does: no phrase, and the
// same bits (%a, compared with diff). saxpy by 1 (`y[i] += x[i]`) adds exact products, the
// same bits too; a sum of a vector (cblas_ddot with ones) reassociates its sum but multiplies
// by one only, so its remark names the sum and no fusion. The `inexact` lines (k_axpy, k_sum)
// are compared to the golden tests' tolerance, the others bit for bit. Each rewrite is built
// with and without -fopenmp; under --fp-strict, which keeps the loops' rounding, k_axpy and
// k_sum are kept and the exact calls are still made.
//
// RUN: %cc %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: grep -v '^inexact' %t.orig.out > %t.orig.exact
// RUN: liar --functions='^k_' %clean -o %t.blas.c -- 2>&1 | FileCheck %s --check-prefix=BLAS \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: %cc %t.blas.c -o %t.blas -lopenblas && %t.blas > %t.blas.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.blas.out
// RUN: grep -v '^inexact' %t.blas.out | diff %t.orig.exact -
// RUN: %cc -fopenmp %t.blas.c -o %t.blasomp -lopenblas && %t.blasomp > %t.blasomp.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.blasomp.out
// RUN: grep -v '^inexact' %t.blasomp.out | diff %t.orig.exact -
// RUN: liar --functions='^k_' --target=auto --omp-min-work=0 %clean -o %t.auto.c -- 2>&1 | FileCheck %s --check-prefix=AUTO \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: %cc -fopenmp %t.auto.c -o %t.auto -lopenblas && %t.auto > %t.auto.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.auto.out
// RUN: grep -v '^inexact' %t.auto.out | diff %t.orig.exact -
// RUN: %cc -Wno-unknown-pragmas %t.auto.c -o %t.autos -lopenblas && %t.autos > %t.autos.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.autos.out
// RUN: grep -v '^inexact' %t.autos.out | diff %t.orig.exact -
// RUN: liar --functions='^k_' --fp-strict %clean -o %t.strict.c -- 2>&1 | FileCheck %s --check-prefix=STRICT \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: %cc %t.strict.c -o %t.strict -lopenblas && %t.strict | diff %t.orig.out -

#include <stdio.h>

#define N 4096

void k_axpy(int n, double a, double x[restrict n], double y[restrict n]) {
  // BLAS: :[[@LINE+3]]:3: remark: loop nest in 'k_axpy' replaced by cblas_daxpy; products may be fused with additions (one rounding) [liar-blas]
  // AUTO: :[[@LINE+2]]:3: remark: loop nest in 'k_axpy' replaced by cblas_daxpy; products may be fused with additions (one rounding) [liar-blas]
  // STRICT: :[[@LINE+1]]:3: remark: loop nest in 'k_axpy' not rewritten: --fp-strict: the library form fuses products with additions; loops kept [liar-missed-fp-strict]
  for (int i = 0; i < n; i++)
    y[i] += a * x[i];
}

void k_scal(int n, double a, double x[restrict n]) {
  // BLAS: :[[@LINE+3]]:3: remark: loop nest in 'k_scal' replaced by cblas_dscal [liar-blas]
  // AUTO: :[[@LINE+2]]:3: remark: loop nest in 'k_scal' replaced by cblas_dscal [liar-blas]
  // STRICT: :[[@LINE+1]]:3: remark: loop nest in 'k_scal' replaced by cblas_dscal [liar-blas]
  for (int i = 0; i < n; i++)
    x[i] *= a;
}

void k_add(int n, float x[restrict n], float y[restrict n]) {
  // BLAS: :[[@LINE+3]]:3: remark: loop nest in 'k_add' replaced by cblas_saxpy [liar-blas]
  // AUTO: :[[@LINE+2]]:3: remark: loop nest in 'k_add' replaced by cblas_saxpy [liar-blas]
  // STRICT: :[[@LINE+1]]:3: remark: loop nest in 'k_add' replaced by cblas_saxpy [liar-blas]
  for (int i = 0; i < n; i++)
    y[i] += x[i];
}

void k_sum(int n, double x[restrict n], double* restrict out) {
  double s = 0.0;
  // BLAS: :[[@LINE+3]]:3: remark: loop nest in 'k_sum' replaced by cblas_ddot; floating-point sums may be reassociated [liar-blas]
  // AUTO: :[[@LINE+2]]:3: remark: loop nest in 'k_sum' replaced by cblas_ddot; floating-point sums may be reassociated [liar-blas]
  // STRICT: :[[@LINE+1]]:3: remark: loop nest in 'k_sum' not rewritten: --fp-strict: the library form reorders floating-point sums; loops kept [liar-missed-fp-strict]
  for (int i = 0; i < n; i++)
    s += x[i];
  *out = s;
}

// BLAS: liar: 4 region(s) found, 4 lifted, 4 rewritten, 0 rejected
// AUTO: liar: 4 region(s) found, 4 lifted, 4 rewritten, 0 rejected
// STRICT: liar: 4 region(s) found, 4 lifted, 2 rewritten, 0 rejected

static double x[N], y[N], z[N], s;
static float xf[N], yf[N];

int main(void) {
  // Values with full mantissas, so that a fused a*x + y rounds otherwise than the loop's on
  // some elements (about one in ten with the Zen kernels of OpenBLAS 0.3).
  unsigned long state = 12345;
  for (int i = 0; i < N; i++) {
    state = state * 6364136223846793005UL + 1442695040888963407UL;
    x[i] = (double)(state >> 11) / 9007199254740992.0 * 3.1 - 1.3;
    state = state * 6364136223846793005UL + 1442695040888963407UL;
    y[i] = (double)(state >> 11) / 9007199254740992.0 * 2.7 - 0.9;
    z[i] = x[i];
    xf[i] = (float)y[i];
    yf[i] = (float)x[i];
  }
  volatile double a = 0.1;
  k_axpy(N, a, x, y);
  k_scal(N, a, z);
  k_add(N, xf, yf);
  k_sum(N, x, &s);
  for (int i = 0; i < N; i++)
    printf("inexact %a\nexact %a %a\n", y[i], z[i], (double)yf[i]);
  printf("inexact %a\n", s);
  return 0;
}
