// Regression test: float data with a double accumulator, and float arrays scaled by a double
// scalar. C computes these in double (usual arithmetic conversions), which cblas_sdot,
// cblas_ddot on float pointers or cblas_saxpy with alpha rounded to float do not: the loops
// stay, and the rewritten program prints what the original prints. Products of floats converted
// to double (mixed_dot) are what cblas_dsdot computes on paper, but OpenBLAS 0.3.21's dsdot
// kernels for AVX2 and AVX-512 cores sum in float (482131.6417 against 482131.6437 here), so
// those loops stay too.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --implicit-check-not='cblas_{{[ds]}}{{dot|axpy}}(' < %t.c
// RUN: %cc %s -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: %cc %t.c -o %t.new -lopenblas -lm && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out
// RUN: liar --target=torch %clean -o %t.torch.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-TORCH
// RUN: %cc -I %runtime -c %t.torch.c -o %t.torch.o
#include <stdio.h>

#define N 4096

void dsum(double *restrict s, float x[restrict N], float y[restrict N]) {
  *s = 0.0;
  for (int i = 0; i < N; i++)
    *s += x[i] * y[i];
}

void mixed_dot(double *restrict s, float x[restrict N], float y[restrict N]) {
  *s = 0.0;
  for (int i = 0; i < N; i++)
    *s += (double)x[i] * y[i];
}

void plain_sum(double *restrict s, float x[restrict N]) {
  *s = 0.0;
  for (int i = 0; i < N; i++)
    *s += x[i];
}

void axpy_double_alpha(double alpha, float y[restrict N], float x[restrict N]) {
  for (int i = 0; i < N; i++)
    y[i] = y[i] + alpha * x[i];
}

// CHECK-TORCH-NOT: replaced by liar_torch_dot_d
// CHECK-TORCH: loop nest in 'sdot' replaced by liar_torch_dot_s

// float everywhere: the library form is exact in type and stays.
void sdot(float *restrict s, float x[restrict N], float y[restrict N]) {
  *s = 0.0f;
  // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'sdot' replaced by cblas_sdot; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
  for (int i = 0; i < N; i++)
    *s += x[i] * y[i];
}
// CHECK-FIXES: (*s) = cblas_sdot(N, &x[0], 1, &y[0], 1);

static float x[N], y[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = 1.0f + (float)(i % 97) / 7.0f;
    y[i] = 0.5f + (float)(i % 89) / 3.0f;
  }
  double a, b, c;
  dsum(&a, x, y);
  mixed_dot(&b, x, y);
  plain_sum(&c, x);
  printf("%.17g %.17g %.17g\n", a, b, c);
  axpy_double_alpha(0.1, y, x);
  double t = 0.0;
  for (int i = 0; i < N; i++)
    t += y[i] * (double)(i + 16777217); // exact in double, not in float
  printf("%.17g\n", t);
  return 0;
}
