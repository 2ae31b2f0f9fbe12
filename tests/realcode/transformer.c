/* Style: the forward pass of a small transformer layer stack, as single-file inference programs
   write it. Sizes live in a config struct, weights and activations behind pointers in structs;
   rmsnorm, matrix-vector products W x, softmax, attention over heads with per-head pointers
   (`float *q = s->q + h * head_size`), residual adds and a SwiGLU-style feed-forward. */
#include "harness.h"
#include <math.h>
#include <stdlib.h>

typedef struct {
  int dim, hidden_dim, n_layers, n_heads, seq_len;
} Config;

typedef struct {
  float *rms_att, *rms_ffn, *rms_final; /* (layer, dim) and (dim) */
  float *wq, *wk, *wv, *wo;             /* (layer, dim, dim) */
  float *w1, *w3;                       /* (layer, hidden_dim, dim) */
  float* w2;                            /* (layer, dim, hidden_dim) */
} Weights;

typedef struct {
  float *x, *xb, *xb2, *hb, *hb2, *q, *k, *v, *att;
  float *key_cache, *value_cache; /* (layer, seq_len, dim) */
} RunState;

void rmsnorm(float* o, float* x, float* weight, int size) {
  float ss = 0.0f;
  for (int j = 0; j < size; j++)
    ss += x[j] * x[j];
  ss /= size;
  ss += 1e-5f;
  ss = 1.0f / sqrtf(ss);
  for (int j = 0; j < size; j++)
    o[j] = weight[j] * (ss * x[j]);
}

void softmax(float* x, int size) {
  float max_val = x[0];
  for (int i = 1; i < size; i++)
    if (x[i] > max_val) max_val = x[i];
  float sum = 0.0f;
  for (int i = 0; i < size; i++) {
    x[i] = expf(x[i] - max_val);
    sum += x[i];
  }
  for (int i = 0; i < size; i++)
    x[i] /= sum;
}

/* W (d,n) @ x (n,) -> xout (d,) */
void matmul(float* xout, float* x, float* w, int n, int d) {
  int i;
  for (i = 0; i < d; i++) {
    float val = 0.0f;
    for (int j = 0; j < n; j++)
      val += w[i * n + j] * x[j];
    xout[i] = val;
  }
}

void attention(Config* p, RunState* s, int layer, int pos) {
  int head_size = p->dim / p->n_heads;
  int loff = layer * p->seq_len * p->dim;
  for (int h = 0; h < p->n_heads; h++) {
    float* q = s->q + h * head_size;
    float* att = s->att + h * p->seq_len;
    for (int t = 0; t <= pos; t++) {
      float* k = s->key_cache + loff + t * p->dim + h * head_size;
      float score = 0.0f;
      for (int i = 0; i < head_size; i++)
        score += q[i] * k[i];
      att[t] = score / sqrtf((float)head_size);
    }
    softmax(att, pos + 1);
    float* xb = s->xb + h * head_size;
    for (int i = 0; i < head_size; i++)
      xb[i] = 0.0f;
    for (int t = 0; t <= pos; t++) {
      float* v = s->value_cache + loff + t * p->dim + h * head_size;
      float a = att[t];
      for (int i = 0; i < head_size; i++)
        xb[i] += a * v[i];
    }
  }
}

void residual_add(float* x, float* delta, int size) {
  for (int i = 0; i < size; i++)
    x[i] += delta[i];
}

void swiglu(float* hb, float* hb2, int hidden_dim) {
  for (int i = 0; i < hidden_dim; i++) {
    float val = hb[i];
    val *= 1.0f / (1.0f + expf(-val));
    hb[i] = val * hb2[i];
  }
}

void layer_forward(Config* p, Weights* w, RunState* s, int l, int pos) {
  int dim = p->dim, hidden = p->hidden_dim;
  rmsnorm(s->xb, s->x, w->rms_att + l * dim, dim);
  matmul(s->q, s->xb, w->wq + l * dim * dim, dim, dim);
  matmul(s->k, s->xb, w->wk + l * dim * dim, dim, dim);
  matmul(s->v, s->xb, w->wv + l * dim * dim, dim, dim);
  float* kc = s->key_cache + l * p->seq_len * dim + pos * dim;
  float* vc = s->value_cache + l * p->seq_len * dim + pos * dim;
  for (int i = 0; i < dim; i++) {
    kc[i] = s->k[i];
    vc[i] = s->v[i];
  }
  attention(p, s, l, pos);
  matmul(s->xb2, s->xb, w->wo + l * dim * dim, dim, dim);
  residual_add(s->x, s->xb2, dim);
  rmsnorm(s->xb, s->x, w->rms_ffn + l * dim, dim);
  matmul(s->hb, s->xb, w->w1 + l * dim * hidden, dim, hidden);
  matmul(s->hb2, s->xb, w->w3 + l * dim * hidden, dim, hidden);
  swiglu(s->hb, s->hb2, hidden);
  matmul(s->xb, s->hb, w->w2 + l * dim * hidden, hidden, dim);
  residual_add(s->x, s->xb, dim);
}

void forward(Config* p, Weights* w, RunState* s, int pos) {
  for (int l = 0; l < p->n_layers; l++)
    layer_forward(p, w, s, l, pos);
}

static float* alloc_filled(long count) {
  float* p = malloc(sizeof(float) * count);
  harness_fill_float(p, count);
  return p;
}

int main(void) {
  Config p = {96, 192, 2, 4, 12};
  long dd = (long)p.n_layers * p.dim * p.dim, dh = (long)p.n_layers * p.dim * p.hidden_dim;
  long cache = (long)p.n_layers * p.seq_len * p.dim;
  Weights w = {alloc_filled((long)p.n_layers * p.dim),
               alloc_filled((long)p.n_layers * p.dim),
               alloc_filled(p.dim),
               alloc_filled(dd),
               alloc_filled(dd),
               alloc_filled(dd),
               alloc_filled(dd),
               alloc_filled(dh),
               alloc_filled(dh),
               alloc_filled(dh)};
  RunState s = {alloc_filled(p.dim),
                alloc_filled(p.dim),
                alloc_filled(p.dim),
                alloc_filled(p.hidden_dim),
                alloc_filled(p.hidden_dim),
                alloc_filled(p.dim),
                alloc_filled(p.dim),
                alloc_filled(p.dim),
                alloc_filled((long)p.n_heads * p.seq_len),
                alloc_filled(cache),
                alloc_filled(cache)};
  /* Weights in [0.5, 1.5) would blow activations up layer after layer: centre and shrink them. */
  harness_center(w.wq, dd, 0.05f);
  harness_center(w.wk, dd, 0.05f);
  harness_center(w.wv, dd, 0.05f);
  harness_center(w.wo, dd, 0.05f);
  harness_center(w.w1, dh, 0.05f);
  harness_center(w.w2, dh, 0.05f);
  harness_center(w.w3, dh, 0.05f);
  /* Positions 0, 1, ..., 6: each attends to the keys of all earlier ones. */
  forward(&p, &w, &s, 0);
  forward(&p, &w, &s, 1);
  forward(&p, &w, &s, 2);
  forward(&p, &w, &s, 3);
  forward(&p, &w, &s, 4);
  forward(&p, &w, &s, 5);
  forward(&p, &w, &s, 6);
  /* Scores as varied as a trained model's: the layers' centred weights give nearly equal ones,
     whose softmax is nearly uniform whatever a rewrite divides by. */
  float logits[10] = {-2.0f, 2.9f, 0.1f, -1.3f, 3.6f, 0.8f, -0.6f, 2.2f, 1.5f, -2.7f};
  softmax(logits, 10);
  harness_print_float("softmax", logits, 10);
  rmsnorm(s.x, s.x, w.rms_final, p.dim);
  harness_print_float("x", s.x, p.dim);
  harness_print_float("key_cache", s.key_cache, cache);
  harness_print_float("att", s.att, (long)p.n_heads * p.seq_len);
  return 0;
}
