// Golden test: loops that call the C math library (tanhf, logf, cosf, sinf, powf) or a static
// function of the file whose body is pure (an activation) change nothing but their stores, so
// their affine model is complete. The IR calls such a function by its C name as an element
// function (`fn.tanhf`): the region is lifted, no idiom matches the call (no library form),
// and the OpenMP target runs the loops in parallel, each statement as written. GELU as an LLM
// trainer writes it, a sum of logarithms (cross-entropy's loss), RoPE's rotation and SiLU
// through a helper (restrict: the OpenMP loops check no overlap of pointers of unknown
// extent). Built with and without -fopenmp, run and compared with the original.
//
// RUN: liar --dump-ir %clean -- 2>&1 | FileCheck %s --check-prefix=CHECK-IR
// CHECK-IR: (kernel gelu_forward
// CHECK-IR: (fn.tanhf (*
// CHECK-IR: (kernel sum_log
// CHECK-IR: (neg (fn.logf (index probs i))
// CHECK-IR: (kernel silu
// CHECK-IR: (* (index x i) (fn.sigmoid (index x i)))
// RUN: liar --target=blas %clean -o %t.blas.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-BLAS
// CHECK-BLAS: remark: loop nest in 'gelu_forward' not rewritten: no library form is cheaper than the loops
// CHECK-BLAS: remark: loop nest in 'sum_log' not rewritten: no library form is cheaper than the loops
//
// RUN: %cc -fopenmp -x c %S/mains/real-activations.inc -x none %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar --target=omp --omp-min-work=0 %clean -o %t.c -- 2>&1 | FileCheck %s \
// RUN:   --check-prefix=CHECK-MESSAGES --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -fopenmp -x c %S/mains/real-activations.inc -x none %t.c -o %t.new -lm && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.new.out
// RUN: %cc -Wno-unknown-pragmas -x c %S/mains/real-activations.inc -x none %t.c -o %t.seq -lm && %t.seq > %t.seq.out
// RUN: diff %t.orig.out %t.seq.out

#include <math.h>

void gelu_forward(float *restrict out, const float *restrict inp, int N) {
  for (int i = 0; i < N; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'gelu_forward' replaced by OpenMP loops
    float x = inp[i];
    float cube = 0.044715f * x * x * x;
    out[i] = 0.5f * x * (1.0f + tanhf(0.7978845608f * (x + cube)));
  }
}
// CHECK-FIXES: #define liar_S2(i) out[i] = 0.5f * x * (1.0f + tanhf(0.7978845608f * (x + cube)))

float sum_log(const float *probs, int n) {
  float loss = 0.0f;
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'sum_log' replaced by OpenMP loops
    loss += -logf(probs[i]);
  return loss;
}
// CHECK-FIXES: reduction(+:loss)

void rope(float *q, int dim, int pos) {
  for (int i = 0; i < dim; i += 2) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'rope' replaced by OpenMP loops
    float freq = 1.0f / powf(10000.0f, i / (float)dim);
    float val = pos * freq;
    float fcr = cosf(val), fci = sinf(val);
    float v0 = q[i], v1 = q[i + 1];
    q[i] = v0 * fcr - v1 * fci;
    q[i + 1] = v0 * fci + v1 * fcr;
  }
}

static float sigmoid(float x) { return 1.0f / (1.0f + expf(-x)); }

void silu(float *restrict out, const float *restrict x, int n) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'silu' replaced by OpenMP loops
    out[i] = x[i] * sigmoid(x[i]);
}
// CHECK-FIXES: out[i] = x[i] * sigmoid(x[i])
