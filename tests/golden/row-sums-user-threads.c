// A layer's backward pass under the user's `parallel for`: the input gradient is one sgemm, and
// the scale gradient (a sum over the rows of an elementwise product, which no BLAS routine
// computes) is printed as loops. The user's loop over its columns runs the rows innermost,
// against the layout; the printed loops run the rows outside the columns, each column its own
// accumulator, and cut the columns into blocks of 64 so that the block loop keeps the user's
// `parallel for`. Every column sees the same additions in the same order: with -fopenmp on 2
// and 3 threads, and without it, the rewrite prints the original's bits.
//
// RUN: %cc -Wno-unknown-pragmas -x c %S/mains/row-sums-user-threads.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: liar %clean -o %t.c -- -fopenmp 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -fopenmp -x c %S/mains/row-sums-user-threads.inc -x none %t.c -o %t.new -lopenblas
// RUN: env OMP_NUM_THREADS=2 %t.new | diff %t.orig.out -
// RUN: env OMP_NUM_THREADS=3 %t.new | diff %t.orig.out -
// RUN: %cc -Wno-unknown-pragmas -x c %S/mains/row-sums-user-threads.inc -x none %t.c -o %t.seq -lopenblas
// RUN: %t.seq | diff %t.orig.out -
// RUN: liar --no-openmp %clean -o %t.noomp.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error}}:'
// RUN: FileCheck %s --check-prefix=CHECK-NOOMP < %t.noomp.c
// RUN: %cc -Wno-unknown-pragmas -x c %S/mains/row-sums-user-threads.inc -x none %t.noomp.c -o %t.noomp -lopenblas
// RUN: %t.noomp | diff %t.orig.out -

void layer_backward(float *dinp, float *dscale, const float *dout, const float *inp,
                    const float *weight, int N, int C, int OC) {
#pragma omp parallel for
  // CHECK-MESSAGES: :[[@LINE-1]]:1: remark: loop nest in 'layer_backward' replaced by cblas_sgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
  // CHECK-FIXES:      cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, N, C, OC, 1.0f,
  // CHECK-FIXES:      #pragma omp parallel for
  // CHECK-FIXES-NEXT: for (long [[BLK:liar_i[0-9]+]] = 0; [[BLK]] < ((OC) + 63) / 64; [[BLK]]++) {
  // CHECK-FIXES-NEXT:   for (long [[ROW:liar_i[0-9]+]] = 0; [[ROW]] < N; [[ROW]]++) {
  // CHECK-FIXES-NEXT:     for (long [[COL:liar_i[0-9]+]] = 0; [[COL]] < ((OC) - [[BLK]] * 64 < 64 ? (OC) - [[BLK]] * 64 : 64); [[COL]]++) {
  // CHECK-FIXES-NEXT:       dscale[([[BLK]] * 64 + [[COL]])] = (dscale[([[BLK]] * 64 + [[COL]])] +
  // CHECK-NOOMP-NOT:  omp parallel for
  // CHECK-NOOMP:      for (long [[ROW:liar_i[0-9]+]] = 0; [[ROW]] < N; [[ROW]]++) {
  // CHECK-NOOMP-NEXT:   for (long [[COL:liar_i[0-9]+]] = 0; [[COL]] < OC; [[COL]]++) {
  // CHECK-NOOMP-NEXT:     dscale[[[COL]]] = (dscale[[[COL]]] +
  for (int n = 0; n < N; n++)
    for (int o = 0; o < OC; o++) {
      float d = dout[n * OC + o];
      for (int c = 0; c < C; c++)
        dinp[n * C + c] += weight[o * C + c] * d;
    }
#pragma omp parallel for
  for (int o = 0; o < OC; o++)
    for (int n = 0; n < N; n++)
      dscale[o] += dout[n * OC + o] * inp[n * OC + o];
}
