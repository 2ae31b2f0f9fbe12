// Golden test: subscripts through index variables, as a neural-network framework, TACO and
// DSP code write them. A local integer assigned an affine expression of the iterators and sizes
// (`int index = j*filters*spatial + i*spatial + k;`, TACO's `int ja = i*N + j;`, im2col's
// `col_index`), or advanced by a constant step once per iteration (`idx += 3;` after `idx =
// 0;`), stands for that expression in the subscripts it appears in; a sum of products of
// iterators and sizes delinearises into rows of those sizes (`[j][i][k]` of rows `filters`,
// `spatial`). The rewrites are built (with and without -fopenmp), run and compared with the
// original bit for bit (%a), or to a relative 1e-5 where a library call reassociates sums.
//
// RUN: %cc -x c %S/mains/real-index-vars.inc -x none %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -x c %S/mains/real-index-vars.inc -x none %t.c -o %t.new -lopenblas -lm && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.new.out
// RUN: liar --target=omp %clean -o %t.omp.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-OMP
// RUN: %cc -fopenmp -x c %S/mains/real-index-vars.inc -x none %t.omp.c -o %t.omp -lm && %t.omp > %t.omp.out
// RUN: diff %t.orig.out %t.omp.out
// RUN: %cc -Wno-unknown-pragmas -x c %S/mains/real-index-vars.inc -x none %t.omp.c -o %t.omp1 -lm && %t.omp1 > %t.omp1.out
// RUN: diff %t.orig.out %t.omp1.out
// RUN: liar --target=auto %clean -o %t.auto.c -- > /dev/null 2>&1
// RUN: %cc -fopenmp -x c %S/mains/real-index-vars.inc -x none %t.auto.c -o %t.auto -lopenblas -lm && %t.auto > %t.auto.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.auto.out

#include <math.h>

// A framework's batch-normalisation statistics over x[batch][filters][spatial].
void mean_cpu(const float *x, int batch, int filters, int spatial, float *mean) {
  float scale = 1.f / (batch * spatial);
  for (int i = 0; i < filters; ++i) {
  // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'mean_cpu' replaced by cblas_sdot; floating-point sums may be reassociated [liar-blas]
    mean[i] = 0;
    for (int j = 0; j < batch; ++j) {
      for (int k = 0; k < spatial; ++k) {
        int index = j * filters * spatial + i * spatial + k;
        mean[i] += x[index];
      }
    }
    mean[i] *= scale;
  }
}

void variance_cpu(const float *restrict x, const float *restrict mean, int batch, int filters, int spatial,
                  float *restrict variance) {
  float scale = 1.f / (batch * spatial - 1);
  for (int i = 0; i < filters; ++i) {
  // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'variance_cpu' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
  // CHECK-OMP: :[[@LINE-2]]:3: remark: loop nest in 'variance_cpu' replaced by OpenMP loops (rescheduled, parallel); threads start when the run-time sizes give enough work [liar-omp]
    variance[i] = 0;
    for (int j = 0; j < batch; ++j) {
      for (int k = 0; k < spatial; ++k) {
        int index = j * filters * spatial + i * spatial + k;
        variance[i] += powf((x[index] - mean[i]), 2);
      }
    }
    variance[i] *= scale;
  }
}

void normalize_cpu(float *restrict x, const float *restrict mean, const float *restrict variance, int batch, int filters,
                   int spatial) {
  for (int b = 0; b < batch; ++b) {
  // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'normalize_cpu' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
  // CHECK-OMP: :[[@LINE-2]]:3: remark: loop nest in 'normalize_cpu' replaced by OpenMP loops (rescheduled, parallel); threads start when the run-time sizes give enough work [liar-omp]
    for (int f = 0; f < filters; ++f) {
      for (int i = 0; i < spatial; ++i) {
        int index = b * filters * spatial + f * spatial + i;
        x[index] = (x[index] - mean[f]) / (sqrtf(variance[f]) + .000001f);
      }
    }
  }
}

// im2col for a 3x3 kernel, stride 1, no padding, as a framework writes it: one column row per
// channel and kernel offset, offsets and the column index held in index variables.
void im2col_cpu(const float *restrict data_im, int channels, int height, int width,
                float *restrict data_col) {
  int height_col, width_col;
  height_col = height - 2;
  // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'im2col_cpu' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
  // CHECK-OMP: :[[@LINE-2]]:3: remark: loop nest in 'im2col_cpu' replaced by OpenMP loops (rescheduled, parallel); threads start when the run-time sizes give enough work [liar-omp]
  width_col = width - 2;
  for (int c = 0; c < channels * 3 * 3; ++c) {
    int w_offset = c % 3;
    int h_offset = (c / 3) % 3;
    int c_im = c / 3 / 3;
    for (int h = 0; h < height_col; ++h) {
      for (int w = 0; w < width_col; ++w) {
        int im_row = h_offset + h;
        int im_col = w_offset + w;
        int col_index = (c * height_col + h) * width_col + w;
        data_col[col_index] = data_im[im_col + width * (im_row + height * c_im)];
      }
    }
  }
}

// TACO-generated dense matrix-vector product.
void taco_gemv(float *restrict y, const float *restrict A, const float *restrict x, int M,
               int N) {
  for (int i = 0; i < M; i++) {
  // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'taco_gemv' replaced by cblas_sgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
  // CHECK-OMP: :[[@LINE-2]]:3: remark: loop nest in 'taco_gemv' replaced by OpenMP loops (rescheduled, parallel); threads start when the run-time sizes give enough work [liar-omp]
    float tjy = 0.0f;
    for (int j = 0; j < N; j++) {
      int ja = i * N + j;
      tjy += A[ja] * x[j];
    }
    y[i] = tjy;
  }
}

// CHECK-FIXES: cblas_sgemv(CblasRowMajor, CblasNoTrans, M, N, 1.0f, &A[0], N, &x[0], 1, 0.0f, &y[0], 1);

// An optimiser step over the parameters of all layers, one block of per_layer values each.
void sgd_momentum(float *restrict w, float *restrict v, const float *restrict g, int layers,
                  int per_layer, float lr, float momentum) {
  for (int l = 0; l < layers; l++)
  // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'sgd_momentum' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
  // CHECK-OMP: :[[@LINE-2]]:3: remark: loop nest in 'sgd_momentum' replaced by OpenMP loops (rescheduled, parallel); threads start when the run-time sizes give enough work [liar-omp]
    for (int i = 0; i < per_layer; i++) {
      int p = l * per_layer + i;
      v[p] = momentum * v[p] - lr * g[p];
      w[p] += v[p];
    }
}

// DSP: every third sample, the read index advanced once per output; its final value is used.
int decimate(float *restrict y, const float *restrict x, int n) {
  int idx;
  idx = 1;
  // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'decimate' not rewritten: library form found but not emitted: library calls need double or float arrays, not int [liar-missed-not-emitted]
  for (int i = 0; i < n; i++) {
    y[i] = 0.5f * x[idx];
    idx += 3;
  }
  return idx;
}
