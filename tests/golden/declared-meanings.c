// Golden test: a small neural-network library whose vector helpers are SSE intrinsics (its
// default build on x86) or plain loops (-DMLP_SCALAR), and one dot product of another library
// that the file only declares. liar cannot see through any of them; the file declares what
// each computes with `#pragma liar meaning(helper, reference)`, the references and pragmas
// under `#ifdef __liar__`, which only liar's parse defines (gcc and clang -Wall -Werror see
// nothing of them). Every row loop around a helper is then one library call, in both builds.
// `--check-idioms` builds the helpers against their references and finds that they agree
// (the other library's function given with LIAR_CHECK_LIBS; without it, the check says so).
// Each rewrite is built with and without -fopenmp, run and compared with its own build of the
// original.
//
// RUN: %cc -I %S -x c %S/mains/declared-meanings.inc %S/mains/ext-sdot.c -x none \
// RUN:   %clean -o %t.orig
// RUN: %t.orig > %t.orig.out
// RUN: %cc -DMLP_SCALAR -I %S -x c %S/mains/declared-meanings.inc %S/mains/ext-sdot.c -x none \
// RUN:   %clean -o %t.scalar
// RUN: %t.scalar > %t.scalar.out
// RUN: (export LIAR_CHECK_LIBS=%S/mains/ext-sdot.c; liar --check-idioms %clean -- -I %S) \
// RUN:   | FileCheck %s --check-prefix=CHECK-HOLDS
// RUN: (export LIAR_CHECK_LIBS=%S/mains/ext-sdot.c; \
// RUN:  liar --check-idioms %clean -- -I %S -DMLP_SCALAR) | FileCheck %s --check-prefix=CHECK-HOLDS
// RUN: not liar --check-idioms %clean -- -I %S 2>&1 | FileCheck %s --check-prefix=CHECK-NOLIB
// RUN: liar --target=blas %clean -o %t.c -- -I %S 2>&1 | FileCheck %s --check-prefix=CHECK-LIB \
// RUN:   --implicit-check-not='{{remark|warning|error}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -I %S -x c %S/mains/declared-meanings.inc %S/mains/ext-sdot.c -x none \
// RUN:   %t.c -o %t.blas -lopenblas
// RUN: %t.blas > %t.blas.out && python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.blas.out
// RUN: %cc -fopenmp -I %S -x c %S/mains/declared-meanings.inc %S/mains/ext-sdot.c -x none \
// RUN:   %t.c -o %t.blas.omp -lopenblas
// RUN: env OMP_NUM_THREADS=2 %t.blas.omp > %t.blas.omp.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.blas.omp.out
// RUN: liar --target=blas %clean -o %t.s.c -- -I %S -DMLP_SCALAR 2>&1 | FileCheck %s \
// RUN:   --check-prefix=CHECK-LIB --implicit-check-not='{{remark|warning|error}}:'
// RUN: %cc -DMLP_SCALAR -I %S -x c %S/mains/declared-meanings.inc %S/mains/ext-sdot.c -x none \
// RUN:   %t.s.c -o %t.sblas -lopenblas
// RUN: %t.sblas > %t.sblas.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.scalar.out %t.sblas.out
// RUN: liar --target=auto %clean -o %t.auto.c -- -I %S -fopenmp 2>&1 | FileCheck %s \
// RUN:   --check-prefix=CHECK-LIB --implicit-check-not='{{remark|warning|error}}:'
// RUN: %cc -fopenmp -I %S -x c %S/mains/declared-meanings.inc %S/mains/ext-sdot.c -x none \
// RUN:   %t.auto.c -o %t.auto -lopenblas
// RUN: env OMP_NUM_THREADS=2 %t.auto > %t.auto.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.auto.out

#include "mains/declared-meanings.h"

#ifdef __liar__
/* What the helpers compute, as plain loops: liar reads them, the compiler never sees them. */
static inline float ref_sdot(int n, const float *x, const float *y) {
  float s = 0.0f;
  for (int i = 0; i < n; ++i)
    s += x[i] * y[i];
  return s;
}

static inline void ref_saxpy(int n, float a, const float *x, float *y) {
  for (int i = 0; i < n; ++i)
    y[i] += a * x[i];
}
#pragma liar meaning(mlp_sdot, ref_sdot)
#pragma liar meaning(mlp_saxpy, ref_saxpy)
#pragma liar meaning(ext_sdot, ref_sdot)
#endif
// CHECK-HOLDS: :[[@LINE-4]]:1: note: meaning of 'mlp_sdot' as 'ref_sdot' holds on 68 trials
// CHECK-HOLDS: :[[@LINE-4]]:1: note: meaning of 'mlp_saxpy' as 'ref_saxpy' holds on 68 trials
// CHECK-HOLDS: :[[@LINE-4]]:1: note: meaning of 'ext_sdot' as 'ref_sdot' holds on 68 trials
// CHECK-NOLIB: :[[@LINE-5]]:1: error: meaning of 'ext_sdot' as 'ref_sdot' could not be checked: the harness stopped (it crashed or ran out of time; an opaque function of another library needs LIAR_CHECK_LIBS)

/* The forward product: each sample's row dotted with each output's weights. */
void mlp_forward(int batch, int n_out, int n_in, const float *x, const float *w, float *y) {
  for (int b = 0; b < batch; ++b)
    for (int o = 0; o < n_out; ++o)
      y[b * n_out + o] = mlp_sdot(n_in, x + b * n_in, w + o * n_in);
}
// CHECK-LIB: :[[@LINE-4]]:3: remark: loop nest in 'mlp_forward' replaced by cblas_sgemm;
// CHECK-FIXES: cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, batch, n_out, n_in,

/* The input gradient: each sample's gradient a sum of weight rows, one axpy per output. */
void mlp_backward_input(int batch, int n_out, int n_in, const float *dy, const float *w,
                        float *dx) {
  for (int b = 0; b < batch; ++b) {
    for (int i = 0; i < n_in; ++i)
      dx[b * n_in + i] = 0.0f;
    for (int o = 0; o < n_out; ++o)
      mlp_saxpy(n_in, dy[b * n_out + o], w + o * n_in, dx + b * n_in);
  }
}
// CHECK-LIB: :[[@LINE-7]]:3: remark: loop nest in 'mlp_backward_input' replaced by cblas_sgemm;
// CHECK-FIXES: cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, batch, n_in, n_out,

/* The weight gradient: each output's gradient a sum of input rows over the batch. */
void mlp_weight_grad(int batch, int n_out, int n_in, const float *dy, const float *x, float *dw) {
  for (int o = 0; o < n_out; ++o) {
    for (int i = 0; i < n_in; ++i)
      dw[o * n_in + i] = 0.0f;
    for (int b = 0; b < batch; ++b)
      mlp_saxpy(n_in, dy[b * n_out + o], x + b * n_in, dw + o * n_in);
  }
}
// CHECK-LIB: :[[@LINE-7]]:3: remark: loop nest in 'mlp_weight_grad' replaced by cblas_sgemm;
// CHECK-FIXES: cblas_sgemm(CblasRowMajor, CblasTrans, CblasNoTrans, n_out, n_in, batch,

/* One sample through a layer, with the other library's dot product. */
void mlp_layer_one(int n_out, int n_in, const float *x, const float *w, float *y) {
  for (int o = 0; o < n_out; ++o)
    y[o] = ext_sdot(n_in, x, w + o * n_in);
}
// CHECK-LIB: :[[@LINE-3]]:3: remark: loop nest in 'mlp_layer_one' replaced by cblas_sgemv;
// CHECK-FIXES: cblas_sgemv(CblasRowMajor, CblasNoTrans, n_out, n_in,
