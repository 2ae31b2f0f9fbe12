// Golden test: interior windows of a row-major image, `1 <= c < w-1` writing `out[r*w + c]` and
// reading `in[r*w + c + 1]`: the linearised subscripts (an offset after the row product) are
// delinearised because ISL proves each inner index inside [0, w); the nests are then rewritten
// as OpenMP loops, built with -fopenmp, run and compared with the original.
//
// RUN: liar --target=omp %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: %cc -fopenmp -x c %S/mains/real-interior.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -fopenmp -x c %S/mains/real-interior.inc -x none %t.c -o %t.new && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out

void blur_rows(int w, int h, const float *restrict in, float *restrict out) {
  for (int r = 0; r < h; r++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'blur_rows' replaced by OpenMP loops (tiled, parallel); threads start when the run-time sizes give enough work [liar-omp]
    for (int c = 1; c < w - 1; c++)
      out[r * w + c] = (in[r * w + c - 1] + in[r * w + c] + in[r * w + c + 1]) / 3.0f;
}

void shift_left(int w, int h, const float *restrict in, float *restrict out) {
  for (int r = 0; r < h; r++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'shift_left' replaced by OpenMP loops (tiled, parallel); threads start when the run-time sizes give enough work [liar-omp]
    for (int c = 0; c < w - 1; c++)
      out[r * w + c] = in[r * w + c + 1];
}

// CHECK-MESSAGES: liar: 2 region(s) found, 2 lifted, 2 rewritten, 0 rejected
