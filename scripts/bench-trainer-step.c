// A training step of a linear layer, as tests/golden/trainer-matmul.c writes it (GPT-2 small
// sizes: B=4 sequences of T=64 tokens, C=OC=768 channels): the forward product, the backward
// pass over batch-major activations, and the backward pass over time-major activations. Prints
// the milliseconds per step, the best of 5 runs of 10 steps, and a checksum of the gradients so
// that the builds can be compared.
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

void matmul_forward(float *out, const float *inp, const float *weight, const float *bias, int B,
                    int T, int C, int OC);
void matmul_backward(float *dinp, float *dweight, float *dbias, const float *dout,
                     const float *inp, const float *weight, int B, int T, int C, int OC);
void backward_time_major(float *dinp, float *dweight, float *dbias, const float *dout,
                         const float *inp, const float *weight, int B, int T, int C, int OC);

enum { B = 4, T = 64, C = 768, OC = 768 };

static float *filled(size_t n, unsigned seed) {
  float *p = malloc(n * sizeof *p);
  for (size_t i = 0; i < n; i++) {
    seed = seed * 1103515245u + 12345u;
    p[i] = (float)((seed >> 16) % 17) / 16.0f - 0.5f;
  }
  return p;
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

int main(void) {
  float *inp = filled((size_t)B * T * C, 1), *weight = filled((size_t)OC * C, 2);
  float *bias = filled(OC, 3), *out = filled((size_t)B * T * OC, 4);
  float *dout = filled((size_t)B * T * OC, 5), *dinp = filled((size_t)B * T * C, 6);
  float *dweight = filled((size_t)OC * C, 7), *dbias = filled(OC, 8);
  double best[3] = {1e30, 1e30, 1e30};
  for (int run = 0; run < 5; run++) {
    double part[3] = {0, 0, 0};
    for (int step = 0; step < 10; step++) {
      double t0 = now();
      matmul_forward(out, inp, weight, bias, B, T, C, OC);
      double t1 = now();
      matmul_backward(dinp, dweight, dbias, dout, inp, weight, B, T, C, OC);
      double t2 = now();
      backward_time_major(dinp, dweight, dbias, dout, inp, weight, B, T, C, OC);
      double t3 = now();
      part[0] += t1 - t0;
      part[1] += t2 - t1;
      part[2] += t3 - t2;
    }
    for (int k = 0; k < 3; k++)
      if (part[k] < best[k]) best[k] = part[k];
  }
  double sum = 0;
  for (size_t i = 0; i < (size_t)OC * C; i++)
    sum += dweight[i];
  printf("%.3f ms per step (forward %.3f, backward %.3f, time-major backward %.3f); "
         "checksum %.6g\n",
         100 * (best[0] + best[1] + best[2]), 100 * best[0], 100 * best[1], 100 * best[2], sum);
  return 0;
}
