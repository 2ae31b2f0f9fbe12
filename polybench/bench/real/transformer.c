/* A transformer layer's forward pass in the style of small C inference programs: a struct of
 * sizes and pointers, rmsnorm, matmul through row pointers, softmax, attention over heads. */
#include <math.h>

typedef struct {
  int dim, hidden_dim, n_heads, seq_len;
} Config;

typedef struct {
  float *x, *xb, *q, *att, *hb;
  float *key_cache;
} RunState;

void rmsnorm(float *o, const float *x, const float *weight, int size) {
  float ss = 0.0f;
  for (int j = 0; j < size; j++)
    ss += x[j] * x[j];
  ss = 1.0f / sqrtf(ss / size + 1e-5f);
  for (int j = 0; j < size; j++)
    o[j] = weight[j] * (ss * x[j]);
}

void matmul(float *restrict xout, const float *restrict x, const float *restrict w, int n, int d) {
  for (int i = 0; i < d; i++) {
    const float *row = w + i * n;
    float val = 0.0f;
    for (int j = 0; j < n; j++)
      val += row[j] * x[j];
    xout[i] = val;
  }
}

void softmax(float *x, int size) {
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

void attention_scores(const Config *p, RunState *s, int pos) {
  int head_size = p->dim / p->n_heads;
  for (int h = 0; h < p->n_heads; h++) {
    float *q = s->q + h * head_size;
    float *att = s->att + h * p->seq_len;
    for (int t = 0; t <= pos; t++) {
      float *k = s->key_cache + t * p->dim + h * head_size;
      float score = 0.0f;
      for (int i = 0; i < head_size; i++)
        score += q[i] * k[i];
      att[t] = score / sqrtf((float)head_size);
    }
  }
}

void residual(float *restrict x, const float *restrict xb, int dim) {
  for (int i = 0; i < dim; i++)
    x[i] += xb[i];
}
