// Golden test: a library call cannot read a computed array in place, so a rewrite of
// element-wise work needs a temporary filled by a loop of its own, and an extra pass over memory.
// The cost model charges that pass and the allocation: `z += x*y` stays one fused loop (it used
// to become a malloc'd product, an axpy and a copy back), while `z += a*x` still becomes an axpy
// because x is read in place.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --input-file=%t.c
// RUN: %cc -c %t.c -o %t.o

void fused(int n, float *restrict z, const float *restrict x, const float *restrict y) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'fused' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
    z[i] += x[i] * y[i];
}
// CHECK-FIXES: void fused(
// CHECK-FIXES-NEXT: for (int i = 0; i < n; i++)
// CHECK-FIXES-NOT: malloc

void scaled(int n, float a, float *restrict z, const float *restrict x) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'scaled' replaced by cblas_saxpy; products may be fused with additions (one rounding) [liar-blas]
    z[i] += a * x[i];
}
// CHECK-FIXES: cblas_saxpy(n, a, &x[0], 1, &z[0], 1);

// CHECK-MESSAGES: liar: 2 region(s) found, 2 lifted, 1 rewritten, 0 rejected
