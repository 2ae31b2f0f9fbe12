// Golden test: loops that call a function of the file reading elements through its pointer
// parameters, as a neural-network framework's im2col reads a padded pixel through a helper
// that returns 0 outside the image. Such a reader is inlined into the caller's model: its
// parameters take the arguments' values, its pointers stand for the caller's arrays, its
// early returns become selects, and its reads are gathers (they may read any element of an
// array the loops never write). The loops are lifted; with no overlap to fear (restrict, or
// --assume-no-alias for the framework's plain pointers) the OpenMP target runs them in
// parallel. A helper that stores through its pointer (col2im's add) is not a reader: it is
// inlined as statements, which the OpenMP target does not print. Built with and without
// -fopenmp, run and compared with the original bit for bit.
//
// RUN: %cc -x c %S/mains/reader-helpers.inc -x none %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar --dump-ir %clean -- 2>&1 | FileCheck %s --check-prefix=CHECK-IR
// RUN: liar --target=omp --omp-min-work=0 %clean -o %t.c -- 2>&1 | FileCheck %s \
// RUN:   --check-prefix=CHECK-OMP --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: liar --target=omp --omp-min-work=0 --assume-no-alias %clean -o %t.c -- 2>&1 | FileCheck %s \
// RUN:   --check-prefix=CHECK-NOALIAS --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: %cc -fopenmp -x c %S/mains/reader-helpers.inc -x none %t.c -o %t.omp -lm && env OMP_NUM_THREADS=2 %t.omp > %t.omp.out
// RUN: diff %t.orig.out %t.omp.out
// RUN: %cc -Wno-unknown-pragmas -x c %S/mains/reader-helpers.inc -x none %t.c -o %t.seq -lm && %t.seq > %t.seq.out
// RUN: diff %t.orig.out %t.seq.out
// RUN: liar --target=auto --assume-no-alias %clean -o %t.auto.c -- > /dev/null 2>&1
// RUN: %cc -fopenmp -x c %S/mains/reader-helpers.inc -x none %t.auto.c -o %t.auto -lopenblas -lm && env OMP_NUM_THREADS=2 %t.auto > %t.auto.out
// RUN: diff %t.orig.out %t.auto.out

static float padded_pixel(const float *image, int height, int width, int row, int col,
                          int channel, int pad) {
  row -= pad;
  col -= pad;
  if (row < 0 || col < 0 || row >= height || col >= width) return 0;
  return image[col + width * (row + height * channel)];
}

void im2col_framework(const float *data_im, int channels, int height, int width, int ksize,
                      int stride, int pad, float *data_col) {
  int c, h, w;
  int height_col = (height + 2 * pad - ksize) / stride + 1;
  int width_col = (width + 2 * pad - ksize) / stride + 1;
  int channels_col = channels * ksize * ksize;
  for (c = 0; c < channels_col; ++c) {
    // CHECK-OMP: :[[@LINE-1]]:3: remark: loop nest in 'im2col_framework' not rewritten: arrays 'data_col' and 'data_im' may overlap and their extents are unknown (use --assume-no-alias) [liar-missed-guard]
    // CHECK-NOALIAS: :[[@LINE-2]]:3: remark: loop nest in 'im2col_framework' replaced by OpenMP loops (rescheduled, parallel)
    int w_offset = c % ksize;
    int h_offset = (c / ksize) % ksize;
    int c_im = c / ksize / ksize;
    for (h = 0; h < height_col; ++h) {
      for (w = 0; w < width_col; ++w) {
        int im_row = h_offset + h * stride;
        int im_col = w_offset + w * stride;
        int col_index = (c * height_col + h) * width_col + w;
        data_col[col_index] =
            padded_pixel(data_im, height, width, im_row, im_col, c_im, pad);
      }
    }
  }
}
// CHECK-IR: (kernel im2col_framework
// CHECK-IR: (array data_im float data_im.extent)
// CHECK-IR: (select (or (or (or (<

// A reader with a local and an `else`, over two arrays: a blend chosen by a mask.
static double blend(const double *a, const double *b, int i, double t) {
  double s = 1.0 - t;
  if (i % 2 == 0)
    return s * a[i] + t * b[i];
  else
    return a[i];
}

void blend_all(double *restrict out, const double *restrict a, const double *restrict b, int n,
               double t) {
  for (int i = 0; i < n; i++)
    // CHECK-OMP: :[[@LINE-1]]:3: remark: loop nest in 'blend_all' replaced by OpenMP loops
    // CHECK-NOALIAS: :[[@LINE-2]]:3: remark: loop nest in 'blend_all' replaced by OpenMP loops
    out[i] = blend(a, b, i, t) * 2.0;
}
// CHECK-IR: (kernel blend_all

// col2im's helper stores through its pointer: not a reader, but a helper whose body is
// inlined as the caller's statements. Those name the helper's variables, so the OpenMP target
// keeps the loops.
static void add_pixel(float *image, int width, int row, int col, float val) {
  image[col + width * row] += val;
}

void col2im_rows(const float *restrict cols, int height, int width, float *restrict image) {
  for (int h = 0; h < height; ++h)
    // CHECK-OMP: :[[@LINE-1]]:3: remark: loop nest in 'col2im_rows' not rewritten: no OpenMP form: the source text of a statement at line [[@LINE+3]] cannot be recovered [liar-missed-omp-form]
    // CHECK-NOALIAS: :[[@LINE-2]]:3: remark: loop nest in 'col2im_rows' not rewritten: no OpenMP form: the source text of a statement at line [[@LINE+2]] cannot be recovered [liar-missed-omp-form]
    for (int w = 0; w < width; ++w)
      add_pixel(image, width, h, w, cols[h * width + w]);
}
