/* A framework's recurrent layer run one time step at a time, the way small libraries run an
 * LSTM: per step, the gate pre-activations of a 64-unit cell (two small matrix-vector
 * products and a bias), the gates' sigmoids and tanh, the cell update, and a softmax over the
 * 32 outputs of a projection. Every loop is small and entered hundreds of thousands of times:
 * what a rewrite adds per entry (a library call's or a parallel region's fixed cost) shows.
 * Prints a checksum of the outputs, so that builds can be compared. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define H 64
#define IN 32
#define OUT 32
#define STEPS 40000

static void gates(int n, int m, const float* w, const float* x, const float* u, const float* h,
                  const float* bias, float* g) {
  for (int i = 0; i < n; i++) {
    float s = bias[i];
    for (int j = 0; j < m; j++)
      s += w[i * m + j] * x[j];
    for (int j = 0; j < H; j++)
      s += u[i * H + j] * h[j];
    g[i] = s;
  }
}

static void softmax(int n, const float* z, float* p) {
  float mx = z[0];
  for (int i = 1; i < n; i++)
    if (z[i] > mx) mx = z[i];
  float sum = 0.0f;
  for (int i = 0; i < n; i++) {
    p[i] = expf(z[i] - mx);
    sum += p[i];
  }
  for (int i = 0; i < n; i++)
    p[i] = p[i] / sum;
}

static void project(int n, int m, const float* v, const float* h, float* z) {
  for (int i = 0; i < n; i++) {
    float s = 0.0f;
    for (int j = 0; j < m; j++)
      s += v[i * m + j] * h[j];
    z[i] = s;
  }
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
  float *w = filled(4 * H * IN, 1, 0.1f), *u = filled(4 * H * H, 2, 0.1f);
  float *bias = filled(4 * H, 3, 0.1f), *v = filled(OUT * H, 4, 0.1f);
  float *x = filled(IN, 5, 1.0f), *h = calloc(H, sizeof(float)), *c = calloc(H, sizeof(float));
  float *g = calloc(4 * H, sizeof(float)), *z = calloc(OUT, sizeof(float));
  float *p = calloc(OUT, sizeof(float));
  double sum = 0.0;
  for (int s = 0; s < STEPS; s++) {
    x[s % IN] = 0.5f * p[s % OUT];
    gates(4 * H, IN, w, x, u, h, bias, g);
    for (int i = 0; i < H; i++) {
      float in = 1.0f / (1.0f + expf(-g[i])), fo = 1.0f / (1.0f + expf(-g[H + i]));
      float out = 1.0f / (1.0f + expf(-g[2 * H + i])), cand = tanhf(g[3 * H + i]);
      c[i] = fo * c[i] + in * cand;
      h[i] = out * tanhf(c[i]);
    }
    project(OUT, H, v, h, z);
    softmax(OUT, z, p);
    sum += p[s % OUT] * (s % 7) + h[s % H];
  }
  printf("checksum %.6e\n", sum);
  return 0;
}
