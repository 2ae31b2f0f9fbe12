/* Times a training step of the two-layer perceptron of tests/golden/declared-meanings.c (its
   vector helpers SSE intrinsics, one dot product of another library) against the same step
   written with CBLAS calls by hand, as a library author's optional CBLAS path writes it.
   Linked three ways by bench-declared-meanings.sh: the original, liar's rewrite of it with
   the helpers' declared meanings, and the CBLAS step. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

void mlp_forward(int batch, int n_out, int n_in, const float *x, const float *w, float *y);
void mlp_backward_input(int batch, int n_out, int n_in, const float *dy, const float *w,
                        float *dx);
void mlp_weight_grad(int batch, int n_out, int n_in, const float *dy, const float *x, float *dw);
void mlp_layer_one(int n_out, int n_in, const float *x, const float *w, float *y);

float ext_sdot(int n, const float *x, const float *y) {
  float s = 0.0f;
  for (int i = 0; i < n; ++i)
    s += x[i] * y[i];
  return s;
}

enum { BATCH = 64, IN = 512, HIDDEN = 512, STEPS = 20 };

int main(void) {
  float *x = malloc(sizeof(float) * BATCH * IN), *w = malloc(sizeof(float) * HIDDEN * IN);
  float *h = malloc(sizeof(float) * BATCH * HIDDEN), *dh = malloc(sizeof(float) * BATCH * HIDDEN);
  float *dx = malloc(sizeof(float) * BATCH * IN), *dw = malloc(sizeof(float) * HIDDEN * IN);
  float *one = malloc(sizeof(float) * HIDDEN);
  for (int i = 0; i < BATCH * IN; ++i)
    x[i] = (float)(i % 17) / 17.0f - 0.5f;
  for (int i = 0; i < HIDDEN * IN; ++i)
    w[i] = (float)(i % 13) / 130.0f - 0.05f;
  for (int i = 0; i < BATCH * HIDDEN; ++i)
    dh[i] = (float)(i % 7) / 70.0f;
  double best = 1e30, check = 0.0;
  for (int rep = 0; rep < 3; ++rep) {
    double start = omp_get_wtime();
    for (int s = 0; s < STEPS; ++s) {
      mlp_forward(BATCH, HIDDEN, IN, x, w, h);
      mlp_backward_input(BATCH, HIDDEN, IN, dh, w, dx);
      mlp_weight_grad(BATCH, HIDDEN, IN, dh, x, dw);
      mlp_layer_one(HIDDEN, IN, x, w, one);
    }
    double t = (omp_get_wtime() - start) / STEPS;
    best = t < best ? t : best;
  }
  for (int i = 0; i < HIDDEN * IN; i += 97)
    check += dw[i] + h[i % (BATCH * HIDDEN)] + dx[i % (BATCH * IN)] + one[i % HIDDEN];
  printf("%.3f ms per step (checksum %.4f)\n", best * 1e3, check);
  return 0;
}
