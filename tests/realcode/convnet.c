/* Style: a convolutional network framework's CPU layers, float. Tensors are flat arrays in
   channel-major order (c*h*w + y*w + x); a convolution is either six direct loops or im2col
   followed by a GEMM; bias, batch normalisation, leaky ReLU, max pooling and a fully connected
   layer follow. */
#include "harness.h"
#include <math.h>

/* Unfolds (channels, h, w) into rows of (channels*k*k) x (out_h*out_w), stride 1, no padding. */
void im2col(const float* im, int channels, int h, int w, int k, float* cols) {
  int out_h = h - k + 1, out_w = w - k + 1;
  for (int c = 0; c < channels * k * k; c++) {
    int kx = c % k, ky = (c / k) % k, ch = c / k / k;
    for (int y = 0; y < out_h; y++)
      for (int x = 0; x < out_w; x++)
        cols[(c * out_h + y) * out_w + x] = im[(ch * h + y + ky) * w + x + kx];
  }
}

/* out (m x n) = weights (m x kk) * cols (kk x n) */
void gemm_conv(int m, int n, int kk, const float* weights, const float* cols, float* out) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      float sum = 0;
      for (int p = 0; p < kk; p++)
        sum += weights[i * kk + p] * cols[p * n + j];
      out[i * n + j] = sum;
    }
}

void conv_direct(const float* in, int channels, int h, int w, const float* weights, int filters,
                 int k, float* out) {
  int out_h = h - k + 1, out_w = w - k + 1;
  for (int f = 0; f < filters; f++)
    for (int y = 0; y < out_h; y++)
      for (int x = 0; x < out_w; x++) {
        float sum = 0;
        for (int c = 0; c < channels; c++)
          for (int ky = 0; ky < k; ky++)
            for (int kx = 0; kx < k; kx++)
              sum += weights[((f * channels + c) * k + ky) * k + kx] *
                     in[(c * h + y + ky) * w + x + kx];
        out[(f * out_h + y) * out_w + x] = sum;
      }
}

void add_bias(float* out, const float* bias, int filters, int spatial) {
  for (int f = 0; f < filters; f++)
    for (int i = 0; i < spatial; i++)
      out[f * spatial + i] += bias[f];
}

void batchnorm(float* x, const float* mean, const float* variance, int filters, int spatial) {
  for (int f = 0; f < filters; f++)
    for (int i = 0; i < spatial; i++)
      x[f * spatial + i] = (x[f * spatial + i] - mean[f]) / (sqrtf(variance[f]) + .000001f);
}

void leaky_relu(float* x, int n) {
  for (int i = 0; i < n; i++)
    x[i] = x[i] > 0 ? x[i] : 0.1f * x[i];
}

void maxpool2(const float* in, int channels, int h, int w, float* out) {
  for (int c = 0; c < channels; c++)
    for (int y = 0; y < h / 2; y++)
      for (int x = 0; x < w / 2; x++) {
        float m = in[(c * h + 2 * y) * w + 2 * x];
        m = fmaxf(m, in[(c * h + 2 * y) * w + 2 * x + 1]);
        m = fmaxf(m, in[(c * h + 2 * y + 1) * w + 2 * x]);
        m = fmaxf(m, in[(c * h + 2 * y + 1) * w + 2 * x + 1]);
        out[(c * (h / 2) + y) * (w / 2) + x] = m;
      }
}

/* out (outputs) += W (outputs x inputs) in */
void connected(const float* in, int inputs, const float* weights, int outputs, float* out) {
  for (int j = 0; j < outputs; j++)
    for (int i = 0; i < inputs; i++)
      out[j] += weights[j * inputs + i] * in[i];
}

enum { C = 3, H = 20, W = 20, K = 3, F = 8, OH = H - K + 1, OW = W - K + 1 };
enum { SP = OH * OW, POOLED = F * (OH / 2) * (OW / 2), OUTPUTS = 10 };

static float image[C * H * W], weights[F * C * K * K], cols[C * K * K * SP];
static float conv1[F * SP], conv2[F * SP], bias[F], mean[F], var[F], pooled[POOLED];
static float fc_w[OUTPUTS * POOLED], fc_out[OUTPUTS];

int main(void) {
  harness_fill_float(image, C * H * W);
  harness_fill_float(weights, F * C * K * K);
  harness_center(weights, F * C * K * K, 0.5f);
  harness_fill_float(bias, F);
  harness_fill_float(mean, F);
  harness_fill_float(var, F);
  harness_fill_float(fc_w, OUTPUTS * POOLED);
  harness_center(fc_w, OUTPUTS * POOLED, 0.1f);
  im2col(image, C, H, W, K, cols);
  gemm_conv(F, SP, C * K * K, weights, cols, conv1);
  harness_print_float("conv_im2col", conv1, F * SP);
  conv_direct(image, C, H, W, weights, F, K, conv2);
  harness_print_float("conv_direct", conv2, F * SP);
  add_bias(conv1, bias, F, SP);
  batchnorm(conv1, mean, var, F, SP);
  leaky_relu(conv1, F * SP);
  harness_print_float("activated", conv1, F * SP);
  maxpool2(conv1, F, OH, OW, pooled);
  harness_print_float("pooled", pooled, POOLED);
  connected(pooled, POOLED, fc_w, OUTPUTS, fc_out);
  harness_print_float("fc", fc_out, OUTPUTS);
  return 0;
}
