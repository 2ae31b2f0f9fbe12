// Golden test: declared meanings that cannot hold are errors at the place they are declared
// (a pragma's line, a configuration's value, the command line), the file is left unchanged
// and liar exits 1 (2 for a value that is no declaration at all). A meaning that is
// well-formed but wrong is what --check-idioms finds: here the reference of an unrolled axpy
// forgets the scale, and the harness reports the first element that differs.
//
// RUN: cp %clean %t.c && cp %clean %t.before.c
// RUN: not liar --fix %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-ERR \
// RUN:   --implicit-check-not='{{remark|warning|error}}:'
// RUN: cmp %t.c %t.before.c
// RUN: not liar --fix --config-file=%S/mains/declared-meanings-bad.yaml %t.c -- -DCHECKED 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CHECK-YAML
// RUN: cmp %t.c %t.before.c
// RUN: not liar --fix --meaning=vec_sdot %t.c -- -DCHECKED 2>&1 | FileCheck %s \
// RUN:   --check-prefix=CHECK-OPTION
// RUN: cmp %t.c %t.before.c
// RUN: not liar --check-idioms %t.c -- -DCHECKED 2>&1 | FileCheck %s --check-prefix=CHECK-WRONG
// RUN: liar --check-idioms %t.c -- -DCHECKED -DRIGHT 2>&1 | FileCheck %s \
// RUN:   --check-prefix=CHECK-RIGHT

static inline float ref_sdot(int n, const float *x, const float *y) {
  float s = 0.0f;
  for (int i = 0; i < n; ++i)
    s += x[i] * y[i];
  return s;
}

static inline void ref_scale(int n, float a, float *y) {
  for (int i = 0; i < n; ++i)
    y[i] *= a;
}

float vec_sdot(int n, const float *x, const float *y);
float vec_sum(int n, const float *x);
void vec_scale(int n, float a, const float *y);
double vec_ddot(int n, const double *x, const double *y);

#ifndef CHECKED
#pragma liar meaning(vec_sdot, ref_sdotx)
// CHECK-ERR: declared-meanings-errors.c:[[@LINE-1]]:1: error: meaning of 'vec_sdot' as 'ref_sdotx': this file does not define 'ref_sdotx'
#pragma liar meaning(vec_sum, ref_sdot)
// CHECK-ERR: declared-meanings-errors.c:[[@LINE-1]]:1: error: meaning of 'vec_sum' as 'ref_sdot': 'vec_sum' takes 2 parameter(s) and 'ref_sdot' 3
#pragma liar meaning(vec_scale, ref_scale)
// CHECK-ERR: declared-meanings-errors.c:[[@LINE-1]]:1: error: meaning of 'vec_scale' as 'ref_scale': 'ref_scale' may write through parameter 3 ('y'), which 'vec_scale' takes as const
#pragma liar meaning(vec_ddot, ref_sdot)
// CHECK-ERR: declared-meanings-errors.c:[[@LINE-1]]:1: error: meaning of 'vec_ddot' as 'ref_sdot': 'vec_ddot' returns 'double' and 'ref_sdot' 'float'
#pragma liar meaning(vec_dot, ref_sdot)
// CHECK-ERR: declared-meanings-errors.c:[[@LINE-1]]:1: error: meaning of 'vec_dot' as 'ref_sdot': no function 'vec_dot' is declared in this file
#pragma liar meanings(vec_sdot, ref_sdot)
// CHECK-ERR: declared-meanings-errors.c:[[@LINE-1]]:1: error: unknown '#pragma liar' (liar reads '#pragma liar meaning(opaque, reference)' and '#pragma liar target(routine, call, ...)')
#pragma liar meaning(vec_sdot ref_sdot)
// CHECK-ERR: declared-meanings-errors.c:[[@LINE-1]]:1: error: expected '#pragma liar meaning(opaque, reference)', two function names
// CHECK-ERR: liar: error: '{{.*}}' has declarations that do not hold; it is left unchanged
#endif
// CHECK-YAML: declared-meanings-bad.yaml:4:5: error: meaning of 'vec_sdot' as 'ref_sdot2': this file does not define 'ref_sdot2'
// CHECK-OPTION: liar: error: --meaning: expects opaque=reference, two function names

void rows_dot(int m, int n, const float *A, const float *x, float *y) {
  for (int i = 0; i < m; ++i)
    y[i] = vec_sdot(n, A + i * n, x);
}

#ifdef CHECKED
/* An axpy unrolled by four, and a reference that forgets the scale unless RIGHT. */
static inline void vec_saxpy(int n, float a, const float *x, float *y) {
  int i = 0;
  for (; i + 4 <= n; i += 4) {
    y[i] += a * x[i];
    y[i + 1] += a * x[i + 1];
    y[i + 2] += a * x[i + 2];
    y[i + 3] += a * x[i + 3];
  }
  for (; i < n; ++i)
    y[i] += a * x[i];
}

static inline void ref_saxpy(int n, float a, const float *x, float *y) {
  for (int i = 0; i < n; ++i)
#ifdef RIGHT
    y[i] += a * x[i];
#else
    y[i] += x[i];
#endif
}
#pragma liar meaning(vec_saxpy, ref_saxpy)
// CHECK-WRONG: declared-meanings-errors.c:[[@LINE-1]]:1: error: meaning of 'vec_saxpy' as 'ref_saxpy' does not hold: element 0 of 'y' is {{.*}}, the reference's {{.*}} (sizes 1)
// CHECK-RIGHT: declared-meanings-errors.c:[[@LINE-2]]:1: note: meaning of 'vec_saxpy' as 'ref_saxpy' holds on 68 trials
#endif
