/* A training step of a transformer's feed-forward block as plain-C trainers write it: the
 * matrix products over B*T rows in the program's own `omp parallel for` (forward, and the
 * backward pass's input and weight gradients), a tanh GELU, a residual addition and an AdamW
 * update. The benchmark of the trainer's matrix products: liar turns them into sgemm calls,
 * the weight gradient one product over all B*T rows.
 * Prints a checksum of the parameters after the steps, so that builds can be compared. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define B 4
#define T 64
#define C 768
#define HID (4 * C)
#define STEPS 3

static void matmul_forward_naive(float* out, const float* inp, const float* weight,
                                 const float* bias, int nb, int nt, int nc, int oc) {
#pragma omp parallel for collapse(2)
  for (int b = 0; b < nb; b++) {
    for (int t = 0; t < nt; t++) {
      int bt = b * nt + t;
      for (int o = 0; o < oc; o++) {
        float val = (bias != NULL) ? bias[o] : 0.0f;
        for (int i = 0; i < nc; i++)
          val += inp[bt * nc + i] * weight[o * nc + i];
        out[bt * oc + o] = val;
      }
    }
  }
}

/* llm.c's form of the same product: blocks of 8 rows, one running sum per row of the block
 * in a local array (register blocking), the plain loops when B*T is not a multiple of 8. */
static void matmul_forward_unrolled(float* out, const float* inp, const float* weight,
                                    const float* bias, int nb, int nt, int nc, int oc) {
  const int LOOP_UNROLL = 8;
  if (nb * nt % LOOP_UNROLL != 0) {
    matmul_forward_naive(out, inp, weight, bias, nb, nt, nc, oc);
    return;
  }
#pragma omp parallel for
  for (int obt = 0; obt < nb * nt; obt += LOOP_UNROLL) {
    for (int o = 0; o < oc; o++) {
      float result[LOOP_UNROLL];
      for (int ibt = 0; ibt < LOOP_UNROLL; ibt++)
        result[ibt] = (bias != NULL) ? bias[o] : 0.0f;
      for (int i = 0; i < nc; i++) {
        float w = weight[i + o * nc];
        for (int ibt = 0; ibt < LOOP_UNROLL; ibt++) {
          int bt = obt + ibt;
          result[ibt] += inp[bt * nc + i] * w;
        }
      }
      for (int ibt = 0; ibt < LOOP_UNROLL; ibt++) {
        int bt = obt + ibt;
        out[bt * oc + o] = result[ibt];
      }
    }
  }
}

/* -DUNROLLED_FORWARD: the trainer's forward product as llm.c writes it. */
static void matmul_forward(float* out, const float* inp, const float* weight, const float* bias,
                           int nb, int nt, int nc, int oc) {
#ifdef UNROLLED_FORWARD
  matmul_forward_unrolled(out, inp, weight, bias, nb, nt, nc, oc);
#else
  matmul_forward_naive(out, inp, weight, bias, nb, nt, nc, oc);
#endif
}

static void matmul_backward(float* dinp, float* dweight, float* dbias, const float* dout,
                            const float* inp, const float* weight, int nb, int nt, int nc, int oc) {
#pragma omp parallel for collapse(2)
  for (int b = 0; b < nb; b++) {
    for (int t = 0; t < nt; t++) {
      const float* dout_bt = dout + b * nt * oc + t * oc;
      float* dinp_bt = dinp + b * nt * nc + t * nc;
      for (int o = 0; o < oc; o++) {
        const float* wrow = weight + o * nc;
        float d = dout_bt[o];
        for (int i = 0; i < nc; i++)
          dinp_bt[i] += wrow[i] * d;
      }
    }
  }
#pragma omp parallel for
  for (int o = 0; o < oc; o++) {
    for (int b = 0; b < nb; b++) {
      for (int t = 0; t < nt; t++) {
        const float* dout_bt = dout + b * nt * oc + t * oc;
        const float* inp_bt = inp + b * nt * nc + t * nc;
        float* dwrow = dweight + o * nc;
        float d = dout_bt[o];
        if (dbias != NULL) dbias[o] += d;
        for (int i = 0; i < nc; i++)
          dwrow[i] += inp_bt[i] * d;
      }
    }
  }
}

#define GELU_SCALE 0.7978845608f /* sqrt(2 / pi) */

static void gelu_forward(float* out, const float* inp, int n) {
  for (int i = 0; i < n; i++) {
    float x = inp[i];
    out[i] = 0.5f * x * (1.0f + tanhf(GELU_SCALE * (x + 0.044715f * x * x * x)));
  }
}

static void gelu_backward(float* dinp, const float* inp, const float* dout, int n) {
  for (int i = 0; i < n; i++) {
    float x = inp[i];
    float u = GELU_SCALE * (x + 0.044715f * x * x * x);
    float th = tanhf(u);
    float sech2 = 1.0f - th * th;
    float grad =
        0.5f * (1.0f + th) + 0.5f * x * sech2 * GELU_SCALE * (1.0f + 3.0f * 0.044715f * x * x);
    dinp[i] += grad * dout[i];
  }
}

static void adamw(float* p, const float* g, float* m, float* v, long n, float lr, int step) {
  for (long i = 0; i < n; i++) {
    float mi = 0.9f * m[i] + 0.1f * g[i];
    float vi = 0.999f * v[i] + 0.001f * g[i] * g[i];
    m[i] = mi;
    v[i] = vi;
    float mh = mi / (1.0f - powf(0.9f, (float)step));
    float vh = vi / (1.0f - powf(0.999f, (float)step));
    p[i] -= lr * (mh / (sqrtf(vh) + 1e-8f) + 0.01f * p[i]);
  }
}

static float* filled(long n, unsigned seed, float scale) {
  float* x = malloc(sizeof(float) * n);
  for (long i = 0; i < n; i++) {
    seed = seed * 1664525u + 1013904223u;
    x[i] = scale * ((float)(seed >> 8) / 16777216.0f - 0.5f);
  }
  return x;
}

static float* zeros(long n) {
  return calloc(n, sizeof(float));
}

int main(void) {
  long nparams = 2L * HID * C + HID + C;
  float* params = filled(nparams, 1, 0.05f);
  float *w1 = params, *w2 = params + (long)HID * C, *b1 = w2 + (long)C * HID, *b2 = b1 + HID;
  float* grads = zeros(nparams);
  float *dw1 = grads, *dw2 = grads + (long)HID * C, *db1 = dw2 + (long)C * HID, *db2 = db1 + HID;
  float *m = zeros(nparams), *v = zeros(nparams);
  float* x = filled((long)B * T * C, 2, 1.0f);
  float *h = zeros((long)B * T * HID), *a = zeros((long)B * T * HID), *y = zeros((long)B * T * C);
  float *dy = zeros((long)B * T * C), *da = zeros((long)B * T * HID),
        *dh = zeros((long)B * T * HID);
  float* dx = zeros((long)B * T * C);
  for (int step = 1; step <= STEPS; step++) {
    matmul_forward(h, x, w1, b1, B, T, C, HID);
    gelu_forward(a, h, B * T * HID);
    matmul_forward(y, a, w2, b2, B, T, HID, C);
    for (long i = 0; i < (long)B * T * C; i++)
      dy[i] = (y[i] + x[i]) * (1.0f / (B * T)); /* gradient of a quadratic loss on the residual */
    for (long i = 0; i < nparams; i++)
      grads[i] = 0.0f;
    for (long i = 0; i < (long)B * T * HID; i++)
      da[i] = dh[i] = 0.0f;
    for (long i = 0; i < (long)B * T * C; i++)
      dx[i] = 0.0f;
    matmul_backward(da, dw2, db2, dy, a, w2, B, T, HID, C);
    gelu_backward(dh, h, da, B * T * HID);
    matmul_backward(dx, dw1, db1, dh, x, w1, B, T, C, HID);
    adamw(params, grads, m, v, nparams, 1e-3f, step);
  }
  double sum = 0, sum_abs = 0;
  for (long i = 0; i < nparams; i++) {
    sum += params[i];
    sum_abs += fabs(params[i]);
  }
  printf("params sum %.6e abs %.6e\n", sum, sum_abs);
  return 0;
}
