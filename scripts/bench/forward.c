/* A decoder-style forward pass as plain-C inference programs write it: per token and layer,
 * RMS normalisation, matrix-vector products in the program's own `omp parallel for`, a
 * SwiGLU feed-forward and residual additions. The benchmark of liar's thread-pool choice:
 * the matrix-vector products become BLAS calls inside a program that runs OpenMP itself
 * (its attention loop stays the program's own `omp parallel for`).
 * Prints a checksum of the final state, so that builds can be compared. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define DIM 768
#define HIDDEN 2048
#define LAYERS 4
#define TOKENS 16
#define HEADS 12
#define SEQ 256

static void matmul(float* out, const float* x, const float* w, int n, int d) {
  int i;
#pragma omp parallel for private(i)
  for (i = 0; i < d; i++) {
    float val = 0.0f;
    for (int j = 0; j < n; j++)
      val += w[i * n + j] * x[j];
    out[i] = val;
  }
}

static void rmsnorm(float* out, const float* x, const float* weight, int n) {
  float ss = 0.0f;
  for (int j = 0; j < n; j++)
    ss += x[j] * x[j];
  ss = 1.0f / sqrtf(ss / n + 1e-5f);
  for (int j = 0; j < n; j++)
    out[j] = weight[j] * (ss * x[j]);
}

/* Normalises each head's attention scores in the program's own parallel loop: work liar
 * leaves to the program (the loop calls a function that writes through its argument), so
 * the program runs OpenMP parallel regions beside the BLAS calls. */
static void softmax(float* x, int size) {
  float max = x[0];
  for (int i = 1; i < size; i++)
    if (x[i] > max) max = x[i];
  float sum = 0.0f;
  for (int i = 0; i < size; i++) {
    x[i] = expf(x[i] - max);
    sum += x[i];
  }
  for (int i = 0; i < size; i++)
    x[i] /= sum;
}

static void attention(float* att, const float* q, int pos) {
  int h;
#pragma omp parallel for private(h)
  for (h = 0; h < HEADS; h++) {
    float* scores = att + h * SEQ;
    for (int t = 0; t <= pos; t++)
      scores[t] = q[(h * 64 + t) % DIM] * 0.125f;
    softmax(scores, pos + 1);
  }
}

static float* filled(size_t n, unsigned seed) {
  float* p = malloc(n * sizeof *p);
  if (!p) {
    perror("malloc");
    exit(1);
  }
  for (size_t k = 0; k < n; k++) {
    seed = seed * 1103515245u + 12345u;
    p[k] = ((seed >> 9) % 2001 - 1000) * 1e-5f;
  }
  return p;
}

int main(void) {
  float* wq = filled((size_t)LAYERS * DIM * DIM, 1);
  float* wo = filled((size_t)LAYERS * DIM * DIM, 2);
  float* w1 = filled((size_t)LAYERS * HIDDEN * DIM, 3);
  float* w3 = filled((size_t)LAYERS * HIDDEN * DIM, 4);
  float* w2 = filled((size_t)LAYERS * DIM * HIDDEN, 5);
  float* norm = filled(DIM, 6);
  float* x = filled(DIM, 7);
  float *xb = filled(DIM, 8), *q = filled(DIM, 9), *h1 = filled(HIDDEN, 10);
  float* h3 = filled(HIDDEN, 11);
  float* att = filled((size_t)HEADS * SEQ, 12);
  for (int t = 0; t < TOKENS; t++) {
    for (int l = 0; l < LAYERS; l++) {
      rmsnorm(xb, x, norm, DIM);
      matmul(q, xb, wq + (size_t)l * DIM * DIM, DIM, DIM);
      attention(att, q, (t * 16 + l) % SEQ);
      matmul(xb, q, wo + (size_t)l * DIM * DIM, DIM, DIM);
      for (int j = 0; j < DIM; j++)
        x[j] += xb[j];
      rmsnorm(xb, x, norm, DIM);
      matmul(h1, xb, w1 + (size_t)l * HIDDEN * DIM, DIM, HIDDEN);
      matmul(h3, xb, w3 + (size_t)l * HIDDEN * DIM, DIM, HIDDEN);
      for (int j = 0; j < HIDDEN; j++)
        h1[j] = h1[j] / (1.0f + expf(-h1[j])) * h3[j];
      matmul(xb, h1, w2 + (size_t)l * DIM * HIDDEN, HIDDEN, DIM);
      for (int j = 0; j < DIM; j++)
        x[j] += xb[j];
    }
  }
  double sum = 0.0;
  for (int j = 0; j < DIM; j++)
    sum += x[j];
  printf("checksum %.6e\n", sum);
  return 0;
}
