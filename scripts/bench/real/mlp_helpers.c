/* A small neural-network library's multi-layer perceptron, in the style of such libraries'
 * scalar builds: the matrix products are row loops around `static inline` axpy and dot
 * helpers, applied per sample of a mini-batch of 64 with layers of 64 units, trained by
 * stochastic gradient descent over many mini-batches (millions of helper calls of length 64).
 * Prints a checksum of the weights after training, so that builds can be compared. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define IN 64
#define HID 64
#define OUT 16
#define BATCH 64
#define EPOCHS 3000

static inline void vec_axpy(int n, float a, const float* x, float* y) {
  for (int i = 0; i < n; i++)
    y[i] += a * x[i];
}

static inline float vec_dot(int n, const float* x, const float* y) {
  float s = 0.0f;
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}

/* y[m][n] = x[m][k] * w[n][k]^T: one dot per output. */
static void mat_mul_bt(int m, int n, int k, const float* x, const float* w, float* y) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      y[i * n + j] = vec_dot(k, x + i * k, w + j * k);
}

/* y[m][n] += x[m][k] * w[k][n]: one axpy per product term. */
static void mat_mul_acc(int m, int n, int k, const float* x, const float* w, float* y) {
  for (int i = 0; i < m; i++)
    for (int l = 0; l < k; l++)
      vec_axpy(n, x[i * k + l], w + l * n, y + i * n);
}

static float* filled(size_t n, unsigned seed, float scale) {
  float* p = malloc(n * sizeof *p);
  for (size_t i = 0; i < n; i++) {
    seed = seed * 1103515245u + 12345u;
    p[i] = scale * (((seed >> 8) % 2001) / 1000.0f - 1.0f);
  }
  return p;
}

int main(void) {
  float *x = filled(BATCH * IN, 1, 1.0f), *target = filled(BATCH * OUT, 2, 1.0f);
  float *w1 = filled(HID * IN, 3, 0.1f), *w2 = filled(OUT * HID, 4, 0.1f);
  float *h = calloc(BATCH * HID, sizeof(float)), *o = calloc(BATCH * OUT, sizeof(float));
  float *dh = calloc(BATCH * HID, sizeof(float)), *dout = calloc(BATCH * OUT, sizeof(float));
  float *gw1 = calloc(HID * IN, sizeof(float)), *gw2 = calloc(OUT * HID, sizeof(float));
  float *dht = calloc(BATCH * HID, sizeof(float));
  for (int e = 0; e < EPOCHS; e++) {
    mat_mul_bt(BATCH, HID, IN, x, w1, h);
    for (int i = 0; i < BATCH * HID; i++)
      h[i] = tanhf(h[i]);
    mat_mul_bt(BATCH, OUT, HID, h, w2, o);
    for (int i = 0; i < BATCH * OUT; i++)
      dout[i] = (o[i] - target[i]) / BATCH;
    for (int i = 0; i < BATCH * HID; i++)
      dht[i] = 0.0f;
    mat_mul_acc(BATCH, HID, OUT, dout, w2, dht);
    for (int i = 0; i < BATCH * HID; i++)
      dh[i] = dht[i] * (1.0f - h[i] * h[i]);
    for (int i = 0; i < OUT * HID; i++)
      gw2[i] = 0.0f;
    for (int j = 0; j < OUT; j++)
      for (int b = 0; b < BATCH; b++)
        vec_axpy(HID, dout[b * OUT + j], h + b * HID, gw2 + j * HID);
    for (int i = 0; i < HID * IN; i++)
      gw1[i] = 0.0f;
    for (int j = 0; j < HID; j++)
      for (int b = 0; b < BATCH; b++)
        vec_axpy(IN, dh[b * HID + j], x + b * IN, gw1 + j * IN);
    vec_axpy(HID * IN, -0.05f, gw1, w1);
    vec_axpy(OUT * HID, -0.05f, gw2, w2);
  }
  double sum = 0.0;
  for (int i = 0; i < HID * IN; i++)
    sum += w1[i];
  for (int i = 0; i < OUT * HID; i++)
    sum += w2[i];
  printf("checksum %.6e\n", sum);
  return 0;
}
