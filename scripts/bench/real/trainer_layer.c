/* One block of a GPT-style trainer's step, written the way plain-C trainers write it: a matrix
 * product under the program's own `omp parallel for collapse(2)`, causal attention's softmax
 * per (batch, head, query), and layer normalisation forward and backward (per-row mean and
 * reciprocal standard deviation, the backward pass's two per-row means of the normalised
 * gradient, the weight and bias gradients summed over rows).
 * Prints a checksum of the gradients after the steps, so that builds can be compared. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef B
#define B 4
#endif
#ifndef T
#define T 64
#endif
#define C 256
#define NH 4
#define STEPS 20

static void matmul_forward(float* out, const float* inp, const float* weight, const float* bias,
                           int nb, int nt, int nc, int oc) {
#pragma omp parallel for collapse(2)
  for (int b = 0; b < nb; b++)
    for (int t = 0; t < nt; t++) {
      int bt = b * nt + t;
      for (int o = 0; o < oc; o++) {
        float val = bias[o];
        for (int i = 0; i < nc; i++)
          val += inp[bt * nc + i] * weight[o * nc + i];
        out[bt * oc + o] = val;
      }
    }
}

static void layernorm_forward(float* out, float* mean, float* rstd, const float* inp,
                              const float* weight, const float* bias, int n, int c) {
  for (int r = 0; r < n; r++) {
    float m = 0.0f;
    for (int i = 0; i < c; i++)
      m += inp[r * c + i];
    m = m / c;
    float v = 0.0f;
    for (int i = 0; i < c; i++) {
      float d = inp[r * c + i] - m;
      v += d * d;
    }
    v = v / c;
    float s = 1.0f / sqrtf(v + 1e-5f);
    for (int i = 0; i < c; i++)
      out[r * c + i] = (s * (inp[r * c + i] - m)) * weight[i] + bias[i];
    mean[r] = m;
    rstd[r] = s;
  }
}

static void layernorm_backward(float* dinp, float* dweight, float* dbias, const float* dout,
                               const float* inp, const float* weight, const float* mean,
                               const float* rstd, int n, int c) {
  for (int r = 0; r < n; r++) {
    float dnorm_mean = 0.0f, dnorm_norm_mean = 0.0f;
    for (int i = 0; i < c; i++) {
      float norm = (inp[r * c + i] - mean[r]) * rstd[r];
      float dnorm = weight[i] * dout[r * c + i];
      dnorm_mean += dnorm;
      dnorm_norm_mean += dnorm * norm;
    }
    dnorm_mean = dnorm_mean / c;
    dnorm_norm_mean = dnorm_norm_mean / c;
    for (int i = 0; i < c; i++) {
      float norm = (inp[r * c + i] - mean[r]) * rstd[r];
      float dnorm = weight[i] * dout[r * c + i];
      dbias[i] += dout[r * c + i];
      dweight[i] += norm * dout[r * c + i];
      dinp[r * c + i] += (dnorm - dnorm_mean - norm * dnorm_norm_mean) * rstd[r];
    }
  }
}

static void attention_softmax(float* att, const float* q, const float* k, int nb, int nt, int nc,
                              int nh) {
  int hs = nc / nh;
  float scale = 1.0f / sqrtf((float)hs);
#pragma omp parallel for collapse(3)
  for (int b = 0; b < nb; b++)
    for (int h = 0; h < nh; h++)
      for (int t = 0; t < nt; t++) {
        float* row = att + ((b * nh + h) * nt + t) * nt;
        float maxval = -10000.0f;
        for (int t2 = 0; t2 <= t; t2++) {
          float val = 0.0f;
          for (int i = 0; i < hs; i++)
            val += q[(b * nt + t) * nc + h * hs + i] * k[(b * nt + t2) * nc + h * hs + i];
          val *= scale;
          if (val > maxval) maxval = val;
          row[t2] = val;
        }
        float sum = 0.0f;
        for (int t2 = 0; t2 <= t; t2++) {
          row[t2] = expf(row[t2] - maxval);
          sum += row[t2];
        }
        for (int t2 = 0; t2 <= t; t2++)
          row[t2] = row[t2] / sum;
        for (int t2 = t + 1; t2 < nt; t2++)
          row[t2] = 0.0f;
      }
}

static float* filled(size_t n, unsigned seed) {
  float* p = malloc(n * sizeof *p);
  for (size_t i = 0; i < n; i++) {
    seed = seed * 1103515245u + 12345u;
    p[i] = ((seed >> 8) % 2001) / 1000.0f - 1.0f;
  }
  return p;
}

int main(void) {
  int n = B * T;
  float *inp = filled(n * C, 1), *w = filled(C * C, 2), *bias = filled(C, 3);
  float *lnw = filled(C, 4), *lnb = filled(C, 5), *dout = filled(n * C, 6);
  float *h = calloc(n * C, sizeof(float)), *ln = calloc(n * C, sizeof(float));
  float *mean = calloc(n, sizeof(float)), *rstd = calloc(n, sizeof(float));
  float *dinp = calloc(n * C, sizeof(float)), *dw = calloc(C, sizeof(float));
  float *db = calloc(C, sizeof(float)), *att = calloc(B * NH * T * T, sizeof(float));
  for (int s = 0; s < STEPS; s++) {
    matmul_forward(h, inp, w, bias, B, T, C, C);
    layernorm_forward(ln, mean, rstd, h, lnw, lnb, n, C);
    attention_softmax(att, ln, h, B, T, C, NH);
    layernorm_backward(dinp, dw, db, dout, h, lnw, mean, rstd, n, C);
  }
  double sum = 0.0;
  for (int i = 0; i < n * C; i++)
    sum += dinp[i];
  for (int i = 0; i < C; i++)
    sum += dw[i] + db[i];
  for (int i = 0; i < B * NH * T * T; i++)
    sum += att[i];
  printf("checksum %.6e\n", sum);
  return 0;
}
