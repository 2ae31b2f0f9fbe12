// Golden test: every k-th element of a vector (DSP style: complex numbers interleaved as re, im
// in one float array) is a BLAS vector with increment k, from its first element: the real
// parts' dot product (cblas_sdot, incx = incy = 2), a gain on the imaginary parts (cblas_saxpy
// from element 1) and a scaling of the real parts (cblas_sscal), the increment spelled as the
// source spells the stride. A -D configuration makes the stride 4 (two interleaved complex
// channels). Each build is rewritten, built with and without
// -fopenmp, run and compared with the original; the dot product reassociates a float sum of
// positive terms (1e-5), the axpy and scal compute each element as the loop does.
//
// RUN: %cc -x c %S/mains/strides-interleaved.inc -x none %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -x c %S/mains/strides-interleaved.inc -x none %t.c -o %t.new -lopenblas -lm && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.new.out
// RUN: %cc -fopenmp -x c %S/mains/strides-interleaved.inc -x none %t.c -o %t.newomp -lopenblas -lm && %t.newomp > %t.newomp.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.newomp.out
// RUN: liar --target=auto %clean -o %t.auto.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: %cc -fopenmp -x c %S/mains/strides-interleaved.inc -x none %t.auto.c -o %t.auto -lopenblas -lm && %t.auto > %t.auto.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.auto.out
// RUN: %cc -DSTRIDE=4 -x c %S/mains/strides-interleaved.inc -x none %clean -o %t.orig4 -lm && %t.orig4 > %t.orig4.out
// RUN: liar %clean -o %t.4.c -- -DSTRIDE=4 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.4.c
// RUN: %cc -DSTRIDE=4 -fopenmp -x c %S/mains/strides-interleaved.inc -x none %t.4.c -o %t.new4 -lopenblas -lm && %t.new4 > %t.new4.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig4.out %t.new4.out

#ifndef STRIDE
#define STRIDE 2
#endif

// The real parts' correlation of two interleaved signals.
float real_dot(int n, const float *restrict a, const float *restrict b) {
  float s = 0.0f;
  for (int i = 0; i < n; i++)
    s += a[STRIDE * i] * b[STRIDE * i];
  // CHECK-MESSAGES: :[[@LINE-2]]:3: remark: loop nest in 'real_dot' replaced by cblas_sdot; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
  return s;
}
// CHECK-FIXES: s = (s + cblas_sdot(n, &a[0], STRIDE, &b[0], STRIDE));

// A gain added onto the imaginary parts.
void imag_gain(int n, float g, const float *restrict x, float *restrict y) {
  for (int i = 0; i < n; i++)
    y[STRIDE * i + 1] += g * x[STRIDE * i + 1];
  // CHECK-MESSAGES: :[[@LINE-2]]:3: remark: loop nest in 'imag_gain' replaced by cblas_saxpy; products may be fused with additions (one rounding) [liar-blas]
}
// CHECK-FIXES: cblas_saxpy(n, g, &x[1], STRIDE, &y[1], STRIDE);

// The real parts scaled in place.
void real_scale(int n, float g, float *x) {
  for (int i = 0; i < n; i++)
    x[STRIDE * i] = g * x[STRIDE * i];
  // CHECK-MESSAGES: :[[@LINE-2]]:3: remark: loop nest in 'real_scale' replaced by cblas_sscal [liar-blas]
}
// CHECK-FIXES: cblas_sscal(n, g, &x[0], STRIDE);

// CHECK-MESSAGES: liar: 3 region(s) found, 3 lifted, 3 rewritten, 0 rejected
