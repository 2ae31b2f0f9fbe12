// Golden test: integer indices declared before the loops and only stepped by them (`k += 2`,
// `k++`, `dst[m++] = ...`, two steps per trip), as DSP and codec code writes them. The index
// holds its value on entry (a size of the model, read by the new code before any step) plus
// the steps of the earlier trips, so the accesses through it are affine: a stepped gather
// becomes a strided copy. An index read after the loops gets the value they leave (`k = (k +
// n);` after the new code) when that value has a C form; one whose count has a division and
// one stepped under a condition are refused with the reason. One stepped by an inner loop
// (`out[k++]` over i and j) is followed in the inner loop, from the value the outer loop's
// earlier trips left: each column becomes a strided copy. The
// rewrites are built with and without -fopenmp, run and compared with the original bit for bit.
//
// RUN: %cc -x c %S/mains/stepped-indices.inc -x none %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar --target=blas %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -x c %S/mains/stepped-indices.inc -x none %t.c -o %t.new -lopenblas -lm && %t.new > %t.new.out
// RUN: diff %t.orig.out %t.new.out
// RUN: liar --dump-ir %clean -- 2>&1 | FileCheck %s --check-prefix=CHECK-IR
// RUN: liar --target=auto %clean -o %t.auto.c -- > /dev/null 2>&1
// RUN: %cc -fopenmp -x c %S/mains/stepped-indices.inc -x none %t.auto.c -o %t.auto -lopenblas -lm && env OMP_NUM_THREADS=2 %t.auto > %t.auto.out
// RUN: diff %t.orig.out %t.auto.out
// RUN: %cc -Wno-unknown-pragmas -x c %S/mains/stepped-indices.inc -x none %t.auto.c -o %t.seq -lopenblas -lm && %t.seq > %t.seq.out
// RUN: diff %t.orig.out %t.seq.out

void every_other(float *restrict y, const float *restrict x, int n, int start) {
  int k = start;
  for (int i = 0; i < n; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'every_other' replaced by cblas_scopy [liar-blas]
    y[i] = x[k];
    k += 2;
  }
}
// CHECK-FIXES: cblas_scopy(n, &x[k], 2, &y[0], 1);

void compact_odd(float *restrict dst, const float *restrict src, int n) {
  int m = 0;
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'compact_odd' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
    dst[m++] = src[2 * i + 1] * 0.5f;
}
// CHECK-IR: (kernel compact_odd
// CHECK-IR: (param m

void interleave(float *restrict dst, const float *restrict re, const float *restrict im, int n) {
  int o = 0;
  for (int i = 0; i < n; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'interleave' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
    dst[o++] = re[i];
    dst[o++] = im[i];
  }
}
// CHECK-IR: (kernel interleave
// CHECK-IR: (array dst float (* 2 n))

int count_out(float *restrict y, const float *restrict x, int n) {
  int k = 0;
  for (int i = 0; i < n; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'count_out' replaced by cblas_saxpy [liar-blas]
    y[k] = x[i] + 1.0f;
    k++;
  }
  return k;
}
// CHECK-FIXES: k = (k + n);

// Stepped by two per trip of a loop whose own step is two: the count has a division, and
// the final value read after the loop has no C form here.
int count_halves(float *restrict y, const float *restrict x, int n) {
  int k = 0;
  for (int i = 0; i < n; i += 2) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: region not lifted: index 'k' is stepped by the region and read after it: its final value is not kept [liar-missed-walking-pointer-live-out]
    y[k] = x[i];
    k++;
  }
  return k;
}

void keep_positive(float *restrict y, const float *restrict x, int n) {
  int k = 0;
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE+1]]:9: remark: region not lifted: condition 'x[i] > 0' is not affine [liar-missed-nonaffine-condition]
    if (x[i] > 0)
      y[k++] = x[i];
}

void flatten(float *restrict out, int n, int m, const float *restrict a) {
  int k = 0;
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'flatten' replaced inside the loop: line [[@LINE+1]] replaced by cblas_scopy [liar-blas]
    for (int j = 0; j < m; j++)
      out[k++] = a[j * n + i];
}
