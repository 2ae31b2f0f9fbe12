// Golden test: direct convolutions with several filters and channels become one gemm (cblas, or
// the LibTorch runtime's mm and addmm) over the input windows copied into a temporary (im2col):
// the filters are a [F][C*K*K] matrix as stored, the windows a [C*K*K][H*W] one, the output
// [F][H*W] as stored. In the styles real code writes them: pointers to each filter and input
// plane with the output sizes as locals, C99 array parameters, a stride of 2, a 1-D convolution
// over time, one input channel, a sum started from the bias (C, the bias broadcast over each
// filter's row, with beta 1) and sums added to the output in place (darknet's style: C is the
// output itself). Each rewrite is built with and without -fopenmp, run over sizes above and
// below the calls' threshold and with a copy too large for its two filters (the original loops
// run there), and compared with the original's output within rounding (the gemm sums in its own
// order).
//
// RUN: %cc -x c %S/mains/conv-gemm.inc -x none %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar --target=blas %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-BLAS
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -x c %S/mains/conv-gemm.inc -x none %t.c -o %t.blas -lopenblas -lm
// RUN: %t.blas > %t.blas.out && python3 %S/compare-output.py %t.orig.out %t.blas.out --rtol 1e-5
// RUN: %cc -fopenmp -x c %S/mains/conv-gemm.inc -x none %t.c -o %t.blas2 -lopenblas -lm
// RUN: env OMP_NUM_THREADS=2 %t.blas2 > %t.blas2.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.blas2.out --rtol 1e-5
// RUN: liar --target=blas %clean -o %t.nsa.c -- -fopenmp -fno-strict-aliasing -DNDEBUG 2>&1 | \
// RUN:   FileCheck %s --check-prefix=CHECK-BLAS
// RUN: %cc -fopenmp -fno-strict-aliasing -DNDEBUG -x c %S/mains/conv-gemm.inc -x none %t.nsa.c \
// RUN:   -o %t.nsa -lopenblas -lm
// RUN: env OMP_NUM_THREADS=2 %t.nsa > %t.nsa.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.nsa.out --rtol 1e-5
// RUN: liar --target=auto %clean -o %t.auto.c -- -fopenmp 2>&1 | FileCheck %s \
// RUN:   --check-prefix=CHECK-AUTO
// RUN: %cc -fopenmp -x c %S/mains/conv-gemm.inc -x none %t.auto.c -o %t.auto -lopenblas -lm
// RUN: env OMP_NUM_THREADS=2 %t.auto > %t.auto.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.auto.out --rtol 1e-5
// RUN: liar --target=blas --fp-strict %clean -o %t.strict.c -- 2>&1 | FileCheck %s \
// RUN:   --check-prefix=CHECK-STRICT
// RUN: liar --target=torch %clean -o %t.torch.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-TORCH
// RUN: %cc -I %runtime -x c %S/mains/conv-gemm.inc -x none %t.torch.c -o %t.torch %torchlib -lm
// RUN: %t.torch > %t.torch.out && python3 %S/compare-output.py %t.orig.out %t.torch.out --rtol 1e-5

void conv_chw(const float *in, int channels, int h, int w, const float *weights, int filters,
              int k, float *out) {
  int out_h = h - k + 1, out_w = w - k + 1;
  for (int f = 0; f < filters; f++) {
    const float *wf = weights + f * channels * k * k;
    for (int y = 0; y < out_h; y++)
      for (int x = 0; x < out_w; x++) {
        float acc = 0.0f;
        for (int c = 0; c < channels; c++) {
          const float *plane = in + c * h * w;
          for (int i = 0; i < k; i++)
            for (int j = 0; j < k; j++)
              acc += wf[(c * k + i) * k + j] * plane[(y + i) * w + (x + j)];
        }
        out[(f * out_h + y) * out_w + x] = acc;
      }
  }
}
// CHECK-BLAS: :[[@LINE-15]]:3: remark: loop nest in 'conv_chw' replaced by cblas_sgemm
// CHECK-AUTO: :[[@LINE-16]]:3: remark: loop nest in 'conv_chw' replaced by cblas_sgemm
// CHECK-STRICT: :[[@LINE-17]]:3: remark: loop nest in 'conv_chw' not rewritten
// CHECK-TORCH: :[[@LINE-18]]:3: remark: loop nest in 'conv_chw' replaced by liar_torch_mm_s
// CHECK-FIXES: ((double)(channels) * (k) * (k) * (out_h) * (out_w) * sizeof(float) <= 32.0 * 1024 * 1024 || {{.*}} * (filters) >= 32.0 * (double)(channels) * (k) * (k) * (out_h) * (out_w)) &&
// CHECK-FIXES: cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, filters, (out_h) * (out_w),

void conv_arrays(int F, int C, int H, int W, int K, double in[C][H + K - 1][W + K - 1],
                 double wt[F][C][K][K], double out[F][H][W]) {
  for (int f = 0; f < F; f++)
    for (int y = 0; y < H; y++)
      for (int x = 0; x < W; x++) {
        double s = 0.0;
        for (int c = 0; c < C; c++)
          for (int i = 0; i < K; i++)
            for (int j = 0; j < K; j++)
              s += in[c][y + i][x + j] * wt[f][c][i][j];
        out[f][y][x] = s;
      }
}
// CHECK-BLAS: :[[@LINE-11]]:3: remark: loop nest in 'conv_arrays' replaced by cblas_dgemm
// CHECK-FIXES: cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, F, (H) * (W),

void conv_stride2(const float *in, int channels, int h, int w, const float *weights,
                  int filters, float *restrict out) {
  int oh = (h - 3) / 2 + 1, ow = (w - 3) / 2 + 1;
  for (int f = 0; f < filters; f++)
    for (int y = 0; y < oh; y++)
      for (int x = 0; x < ow; x++) {
        float sum = 0;
        for (int c = 0; c < channels; c++)
          for (int ky = 0; ky < 3; ky++)
            for (int kx = 0; kx < 3; kx++)
              sum += weights[((f * channels + c) * 3 + ky) * 3 + kx] *
                     in[(c * h + 2 * y + ky) * w + 2 * x + kx];
        out[(f * oh + y) * ow + x] = sum;
      }
}
// CHECK-BLAS: :[[@LINE-12]]:3: remark: loop nest in 'conv_stride2' replaced by cblas_sgemm

void conv1d_time(int filters, int channels, int t_out, int taps, const float *x,
                 const float *kernel, float *y) {
  for (int f = 0; f < filters; f++)
    for (int t = 0; t < t_out; t++) {
      float acc = 0.0f;
      for (int c = 0; c < channels; c++)
        for (int k = 0; k < taps; k++)
          acc += kernel[(f * channels + c) * taps + k] * x[c * (t_out + taps - 1) + t + k];
      y[f * t_out + t] = acc;
    }
}
// CHECK-BLAS: :[[@LINE-9]]:3: remark: loop nest in 'conv1d_time' replaced by cblas_sgemm

void conv_one_channel(int filters, int h, int w, const float *img, const float *k3,
                      float *out) {
  for (int f = 0; f < filters; f++)
    for (int y = 0; y < h - 2; y++)
      for (int x = 0; x < w - 2; x++) {
        float s = 0.0f;
        for (int i = 0; i < 3; i++)
          for (int j = 0; j < 3; j++)
            s += k3[(f * 3 + i) * 3 + j] * img[(y + i) * w + x + j];
        out[(f * (h - 2) + y) * (w - 2) + x] = s;
      }
}
// CHECK-BLAS: :[[@LINE-10]]:3: remark: loop nest in 'conv_one_channel' replaced by cblas_sgemm

void conv_bias(const float *in, int channels, int h, int w, const float *weights,
               const float *bias, int filters, float *restrict out) {
  int oh = h - 2, ow = w - 2;
  for (int f = 0; f < filters; f++)
    for (int y = 0; y < oh; y++)
      for (int x = 0; x < ow; x++) {
        float sum = bias[f];
        for (int c = 0; c < channels; c++)
          for (int ky = 0; ky < 3; ky++)
            for (int kx = 0; kx < 3; kx++)
              sum += weights[((f * channels + c) * 3 + ky) * 3 + kx] *
                     in[(c * h + y + ky) * w + x + kx];
        out[(f * oh + y) * ow + x] = sum;
      }
}
// CHECK-BLAS: :[[@LINE-12]]:3: remark: loop nest in 'conv_bias' replaced by cblas_sgemm
// CHECK-TORCH: :[[@LINE-13]]:3: remark: loop nest in 'conv_bias' replaced by liar_torch_addmm_s

void conv_accumulate(const float *in, int channels, int h, int w, const float *weights,
                     int filters, int k, float *restrict out) {
  int oh = h - k + 1, ow = w - k + 1;
  for (int f = 0; f < filters; f++)
    for (int c = 0; c < channels; c++)
      for (int y = 0; y < oh; y++)
        for (int x = 0; x < ow; x++)
          for (int ky = 0; ky < k; ky++)
            for (int kx = 0; kx < k; kx++)
              out[(f * oh + y) * ow + x] += weights[((f * channels + c) * k + ky) * k + kx] *
                                            in[(c * h + y + ky) * w + x + kx];
}
// CHECK-BLAS: :[[@LINE-9]]:3: remark: loop nest in 'conv_accumulate' replaced by cblas_sgemm
