// Golden test: one head of a transformer's attention, as single-file inference programs write
// it, with the head `h` a parameter (the body of their per-head loop). The key and value
// pointers are declared inside the loop over positions as the cache plus three offsets
// (`s->key_cache + loff + t*p->dim + h*head_size`): the offsets the loops do not change
// (`loff + h*head_size`) make a pointer computed once before them, `t*p->dim` stays the row,
// so that the scores are one matrix-vector product over the cached keys, rows p->dim apart (the
// run-time check `head_size <= p_dim` guards it), scaled by 1/sqrt(head_size), and the
// weighted sum of the values a transposed one. The main runs every head of a layer at several
// positions, and with no position (`pos < 0`), where the loops do nothing. Scaling by
// 1/sqrt(head_size) instead of dividing by sqrtf(head_size) rounds differently: it takes
// --fp-relaxed, and the remark says so; by default the scores are the same cblas_sgemv with
// alpha 1, each score then divided as written (gemv0-div).
//
// RUN: liar --functions='^head_scores$' %clean -- 2>&1 | FileCheck %s --check-prefix=EXACT
// RUN: liar --fp-relaxed %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -x c %S/mains/attn-head.inc -x none %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: %cc -x c %S/mains/attn-head.inc -x none %t.c -o %t.new -lopenblas -lm && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.new.out
// RUN: liar %clean -o %t.exact.c -- > /dev/null 2>&1
// RUN: %cc -x c %S/mains/attn-head.inc -x none %t.exact.c -o %t.exact -lopenblas -lm && %t.exact > %t.exact.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.exact.out

#include <math.h>

typedef struct {
  int dim, n_heads, seq_len;
} Config;

typedef struct {
  float *q, *att, *xb, *key_cache, *value_cache;
} RunState;

void head_scores(const Config *p, RunState *s, int loff, int h, int pos) {
  int head_size = p->dim / p->n_heads;
  float *q = s->q + h * head_size;
  float *att = s->att + h * p->seq_len;
  for (int t = 0; t <= pos; t++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'head_scores' replaced by cblas_sgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding); divisions replaced by reciprocal multiplications [liar-blas]
    // EXACT: :[[@LINE-2]]:3: remark: loop nest in 'head_scores' replaced by cblas_sgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    float *k = s->key_cache + loff + t * p->dim + h * head_size;
    float score = 0.0f;
    for (int i = 0; i < head_size; i++)
      score += q[i] * k[i];
    att[t] = score / sqrtf((float)head_size);
  }
}
// CHECK-FIXES: float *k_base = (pos >= 0) ? s_key_cache + loff + (h * head_size) : 0;
// CHECK-FIXES: head_size <= [[DIM:p_dim[_0-9]*]] &&
// CHECK-FIXES: cblas_sgemv(CblasRowMajor, CblasNoTrans, (pos + 1), head_size,
// CHECK-FIXES-NEXT:        (1.0f / sqrtf(((float)(head_size)))),
// CHECK-FIXES-NEXT:        &k_base[0], [[DIM]], &q[0], 1, 0.0f, &att[0], 1);

void head_mix(const Config *p, RunState *s, int loff, int h, int pos) {
  int head_size = p->dim / p->n_heads;
  float *att = s->att + h * p->seq_len;
  float *xb = s->xb + h * head_size;
  for (int i = 0; i < head_size; i++)
    xb[i] = 0.0f;
  for (int t = 0; t <= pos; t++) {
    // CHECK-MESSAGES: :[[@LINE-3]]:3: remark: loop nest in 'head_mix' replaced by cblas_sgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    float *v = s->value_cache + loff + t * p->dim + h * head_size;
    float a = att[t];
    for (int i = 0; i < head_size; i++)
      xb[i] += a * v[i];
  }
}
// CHECK-FIXES: float *v_base = (pos >= 0) ? s_value_cache + loff + (h * head_size) : 0;
// CHECK-FIXES: cblas_sgemv(CblasRowMajor, CblasTrans, (pos + 1), head_size, 1.0f,
// CHECK-FIXES-NEXT:        &v_base[0], [[DIM]], &att[0], 1, 0.0f, &xb[0], 1);

// The per-head pointers declared in the loop too: each is the state's array at an offset the
// loops do not change, a pointer of its own.
void head_scores_inner(const Config *p, RunState *s, int loff, int h, int pos) {
  int head_size = p->dim / p->n_heads;
  for (int t = 0; t <= pos; t++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'head_scores_inner' replaced by cblas_sgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    float *q = s->q + h * head_size;
    float *att = s->att + h * p->seq_len;
    float *k = s->key_cache + loff + t * p->dim + h * head_size;
    float score = 0.0f;
    for (int i = 0; i < head_size; i++)
      score += q[i] * k[i];
    att[t] = score;
  }
}
// CHECK-FIXES: float *q_base = (pos >= 0) ? s_q + (h * head_size) : 0;
// CHECK-FIXES: float *att_base = (pos >= 0) ? s_att + (h * p_seq_len) : 0;
// CHECK-FIXES: cblas_sgemv(CblasRowMajor, CblasNoTrans, (pos + 1), head_size, 1.0f,
// CHECK-FIXES-NEXT:        &k_base[0], [[DIM]], &q_base[0], 1, 0.0f, &att_base[0], 1);

// A pointer moved inside the loop is not followed to its base.
void moved_pointer(const Config *p, RunState *s, int loff, int pos) {
  for (int t = 0; t <= pos; t++) {
    float *k = s->key_cache + loff + t * p->dim;
    // CHECK-MESSAGES: :[[@LINE-1]]:16: remark: region not lifted: pointer 'k' is assigned again after its declaration: its accesses are not followed to 's->key_cache' [liar-missed-pointer-assigned-again]
    k = k + 1;
    s->att[t] = k[0];
  }
}

// CHECK-MESSAGES: liar: 4 region(s) found, 3 lifted, 3 rewritten, 1 rejected
