// Golden test: pointers the loops derive from an array by an offset (`const float *row =
// W + i*n;`, `&W[i*n]`) are followed to their base, the offset added to the subscript, and the
// access delinearised like a linearised one: a matrix-vector product written row by row over
// row pointers; and an axpy on a window of a buffer of unknown extent.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -x c %S/mains/real-derived.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -x c %S/mains/real-derived.inc -x none %t.c -o %t.new -lopenblas && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.new.out

// out = W x, W stored d x n (llama2.c's matmul shape, one row pointer per output).
void matmul(float *restrict out, const float *restrict x, const float *restrict W, int n, int d) {
  for (int i = 0; i < d; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'matmul' replaced by cblas_sgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    const float *row = W + i * n;
    float val = 0.0f;
    for (int j = 0; j < n; j++)
      val += row[j] * x[j];
    out[i] = val;
  }
}
// CHECK-FIXES: cblas_sgemv(CblasRowMajor, CblasNoTrans, d, n, 1.0f, &W[0], n, &x[0], 1, 0.0f, &out[0], 1);

// buf[off .. off+n) += a * x[0 .. n), with buf a pointer of unknown extent: a view at an
// offset the loop bounds give, which must not be negative (the alias checks count from buf).
void window_axpy(int n, int off, float a, const float *restrict x, float *restrict buf) {
  for (int j = off; j < off + n; j++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'window_axpy' replaced by cblas_saxpy; products may be fused with additions (one rounding) [liar-blas]
    buf[j] += a * x[j - off];
}
// CHECK-FIXES:      if ((n) > 0 &&
// CHECK-FIXES-NEXT:     a != 0 &&
// CHECK-FIXES-NEXT: (n) >= 32 &&
// CHECK-FIXES-NEXT:     off >= 0) {
// CHECK-FIXES-NEXT: cblas_saxpy(n, a, &x[0], 1, &buf[off], 1);

// CHECK-MESSAGES: liar: 2 region(s) found, 2 lifted, 2 rewritten, 0 rejected
