// Golden test: a transformer layer in the style of single-file inference programs. The sizes
// live in a config struct (`p->dim`, `p->n_heads`), the activations and weights behind pointer
// fields of a state struct (`s->x`, `s->wq`); the loops store only floats, so the fields are
// region parameters: rmsnorm (dot and scale), a matrix-vector product over the rows of a
// pointer field, one over row pointers derived from a field (`float *row = s->w1 + i*p->dim`),
// and per-head attention scores through `float *q = s->q + h*head_size`, which is a product of
// the queries and the cached keys. The main also runs the scores with no position (`pos < 0`),
// where the loops do nothing.
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -x c %S/mains/real-struct-transformer.inc -x none %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: %cc -x c %S/mains/real-struct-transformer.inc -x none %t.c -o %t.new -lopenblas -lm && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.new.out

#include <math.h>

typedef struct {
  int dim, hidden_dim, n_heads, seq_len;
} Config;

typedef struct {
  float *x, *xb, *q, *att, *key_cache, *hb;
  float *wq, *w1, *rms_weight;
} RunState;

void rmsnorm_state(const Config *p, RunState *s) {
  float ss = 0.0f;
  for (int j = 0; j < p->dim; j++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'rmsnorm_state' replaced by cblas_sdot, cblas_sscal; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    ss += s->x[j] * s->x[j];
  ss /= p->dim;
  ss += 1e-5f;
  ss = 1.0f / sqrtf(ss);
  for (int j = 0; j < p->dim; j++)
    s->xb[j] = s->rms_weight[j] * (ss * s->x[j]);
}
// CHECK-FIXES: int p_dim = p->dim;
// CHECK-FIXES-NEXT: float *s_x = (p_dim - 1 >= 0) ? s->x : 0;

void query(const Config *p, RunState *s) {
  for (int i = 0; i < p->dim; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'query' replaced by cblas_sgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    float val = 0.0f;
    for (int j = 0; j < p->dim; j++)
      val += s->wq[i * p->dim + j] * s->xb[j];
    s->q[i] = val;
  }
}
// CHECK-FIXES: cblas_sgemv(CblasRowMajor, CblasNoTrans, p_dim, p_dim, 1.0f,
// CHECK-FIXES-NEXT:        &s_wq[0], p_dim, &s_xb[0], 1, 0.0f, &s_q[0], 1);

void ffn_up(const Config *p, RunState *s) {
  for (int i = 0; i < p->hidden_dim; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'ffn_up' replaced by cblas_sgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    float *row = s->w1 + i * p->dim;
    float val = 0.0f;
    for (int j = 0; j < p->dim; j++)
      val += row[j] * s->xb[j];
    s->hb[i] = val;
  }
}
// CHECK-FIXES: cblas_sgemv(CblasRowMajor, CblasNoTrans, p_hidden_dim, p_dim, 1.0f,
// CHECK-FIXES-NEXT:        &s_w1[0], p_dim, &s_xb[0], 1, 0.0f, &s_hb[0], 1);

void scores(const Config *p, RunState *s, int pos) {
  int head_size = p->dim / p->n_heads;
  for (int h = 0; h < p->n_heads; h++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'scores' replaced by cblas_sgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    float *q = s->q + h * head_size;
    for (int t = 0; t <= pos; t++) {
      float *k = s->key_cache + t * p->dim;
      float score = 0.0f;
      for (int i = 0; i < head_size; i++)
        score += q[i] * k[i];
      s->att[h * p->seq_len + t] = score;
    }
  }
}
// CHECK-FIXES: cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, p_n_heads, (pos + 1), head_size, 1.0f,
// CHECK-FIXES-NEXT:        &s_q[0], head_size, &s_key_cache[0], p_dim, 0.0f, &s_att[0], p_seq_len);

// CHECK-MESSAGES: liar: 4 region(s) found, 4 lifted, 4 rewritten, 0 rejected
