// Golden test: the matrix products of an LLM trainer, written as its forward and backward
// passes are, under the user's `omp parallel for`. The loops over the batch and its time steps
// walk the first two dimensions of the activations together: the forward product and the
// input gradient become one sgemm with M = B * T rows each, the weight gradient's sum one sgemm
// with K = B * T, and the bias gradient one sgemv with a vector of ones. A call without a bias
// (an output projection) runs the same loops' second version, lifted with the pointer null.
// Left as loops beside the calls, they had run on one thread in a cache-hostile order and the
// whole step 3.4x slower than the user's OpenMP. What the library form still prints as loops
// (the bias broadcast before the forward sgemm) keeps the user's `parallel for` when the build
// has OpenMP, and is a plain loop under --no-openmp.
// The same pass over activations stored time-major cannot be joined in place into one weight
// gradient sgemm: the output gradient, transposed, and the activations, in batch order, are
// copied into temporaries (work-shared loops, once before the call) and one sgemm with
// K = B * T reads them. Every build (with and without -fopenmp) runs and is compared
// with the original bit for bit: the data keeps every sum exact.
//
// RUN: %cc -Wno-unknown-pragmas -x c %S/mains/trainer-matmul.inc -x none %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar %clean -o %t.c -- -fopenmp 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -fopenmp -x c %S/mains/trainer-matmul.inc -x none %t.c -o %t.new -lopenblas -lm
// RUN: env OMP_NUM_THREADS=2 %t.new | diff %t.orig.out -
// RUN: %cc -Wno-unknown-pragmas -x c %S/mains/trainer-matmul.inc -x none %t.c -o %t.seq -lopenblas -lm
// RUN: %t.seq | diff %t.orig.out -
// RUN: liar %clean -o %t.nsa.c -- -fopenmp -fno-strict-aliasing -DNDEBUG 2>&1 | FileCheck %s \
// RUN:   --check-prefix=CHECK-MESSAGES --implicit-check-not='{{remark|warning|error}}:'
// RUN: %cc -fopenmp -fno-strict-aliasing -DNDEBUG -x c %S/mains/trainer-matmul.inc -x none %t.nsa.c -o %t.nsa -lopenblas -lm
// RUN: env OMP_NUM_THREADS=2 %t.nsa | diff %t.orig.out -
// RUN: liar --no-openmp %clean -o %t.noomp.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error}}:'
// RUN: FileCheck %s --check-prefix=CHECK-NOOMP < %t.noomp.c
// RUN: %cc -Wno-unknown-pragmas -x c %S/mains/trainer-matmul.inc -x none %t.noomp.c -o %t.noomp \
// RUN:   -lopenblas -lm
// RUN: %t.noomp | diff %t.orig.out -
// RUN: liar --target=auto %clean -o %t.auto.c -- -fopenmp 2>&1 | FileCheck %s --check-prefix=CHECK-AUTO
// RUN: %cc -fopenmp -x c %S/mains/trainer-matmul.inc -x none %t.auto.c -o %t.auto -lopenblas -lm
// RUN: env OMP_NUM_THREADS=2 %t.auto | diff %t.orig.out -
// RUN: %cc -Wno-unknown-pragmas -x c %S/mains/trainer-matmul.inc -x none %t.auto.c -o %t.auto.seq -lopenblas -lm
// RUN: %t.auto.seq | diff %t.orig.out -
#include <stddef.h>

void matmul_forward(float *out, const float *inp, const float *weight, const float *bias, int B,
                    int T, int C, int OC) {
#pragma omp parallel for collapse(2)
  // CHECK-MESSAGES: :[[@LINE-1]]:1: remark: loop nest in 'matmul_forward' replaced by cblas_sgemm; where 'bias' is null, replaced by cblas_sgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
  // CHECK-AUTO: :[[@LINE-2]]:1: remark: loop nest in 'matmul_forward' replaced by cblas_sgemm;
  // CHECK-FIXES:      liar_disjoint(&bias[0], sizeof(bias[0]) * OC, &out[0], sizeof(out[0]) * B * T * OC)) {
  // CHECK-FIXES-NEXT:   #pragma omp parallel for
  // CHECK-FIXES-NEXT:   for (long liar_i0 = 0; liar_i0 < (B) * (T); liar_i0++) {
  // CHECK-NOOMP:      liar_disjoint(&bias[0], sizeof(bias[0]) * OC, &out[0], sizeof(out[0]) * B * T * OC)) {
  // CHECK-NOOMP-NEXT:   for (long liar_i0 = 0; liar_i0 < (B) * (T); liar_i0++) {
  // CHECK-FIXES: cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, (B) * (T), OC, C, 1.0f,
  // CHECK-FIXES-NEXT:        &inp[0], C, &weight[0], C, 1.0f, &out[0], OC);
  // CHECK-FIXES: } else if (liar_checks && bias == 0) {
  // CHECK-FIXES: cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, (B) * (T), OC, C, 1.0f,
  // CHECK-FIXES-NEXT:        &inp[0], C, &weight[0], C, 0.0f, &out[0], OC);
  for (int b = 0; b < B; b++) {
    for (int t = 0; t < T; t++) {
      int bt = b * T + t;
      for (int o = 0; o < OC; o++) {
        float val = (bias != NULL) ? bias[o] : 0.0f;
        for (int i = 0; i < C; i++) {
          val += inp[bt * C + i] * weight[o * C + i];
        }
        out[bt * OC + o] = val;
      }
    }
  }
}

void matmul_backward(float *dinp, float *dweight, float *dbias, const float *dout,
                     const float *inp, const float *weight, int B, int T, int C, int OC) {
#pragma omp parallel for collapse(2)
  // CHECK-MESSAGES: :[[@LINE-1]]:1: remark: loop nest in 'matmul_backward' replaced by cblas_sgemm, cblas_sgemv; where 'dbias' is null, replaced by cblas_sgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
  // CHECK-AUTO: :[[@LINE-2]]:1: remark: loop nest in 'matmul_backward' replaced by cblas_sgemm, cblas_sgemv;
  // CHECK-FIXES: cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, (B) * (T), C, OC, 1.0f,
  // CHECK-FIXES-NEXT:        &dout[0], OC, &weight[0], C, 1.0f, &dinp[0], C);
  // CHECK-FIXES: cblas_sgemv(CblasRowMajor, CblasTrans, (B) * (T), OC, 1.0f,
  // CHECK-FIXES-NEXT:        &dout[0], OC, &{{liar_t[0-9]+}}[0], 1, 1.0f, &dbias[0], 1);
  // CHECK-FIXES: cblas_sgemm(CblasRowMajor, CblasTrans, CblasNoTrans, OC, C, (B) * (T), 1.0f,
  // CHECK-FIXES-NEXT:        &dout[0], OC, &inp[0], C, 1.0f, &dweight[0], C);
  // CHECK-FIXES: } else if (liar_checks && dbias == 0) {
  // CHECK-FIXES: cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, (B) * (T), C, OC, 1.0f,
  // CHECK-FIXES-NEXT:        &dout[0], OC, &weight[0], C, 1.0f, &dinp[0], C);
  // CHECK-FIXES: cblas_sgemm(CblasRowMajor, CblasTrans, CblasNoTrans, OC, C, (B) * (T), 1.0f,
  // CHECK-FIXES-NEXT:        &dout[0], OC, &inp[0], C, 1.0f, &dweight[0], C);
  for (int b = 0; b < B; b++) {
    for (int t = 0; t < T; t++) {
      const float *dout_bt = dout + b * T * OC + t * OC;
      float *dinp_bt = dinp + b * T * C + t * C;
      for (int o = 0; o < OC; o++) {
        const float *wrow = weight + o * C;
        float d = dout_bt[o];
        for (int i = 0; i < C; i++) {
          dinp_bt[i] += wrow[i] * d;
        }
      }
    }
  }
#pragma omp parallel for
  for (int o = 0; o < OC; o++) {
    for (int b = 0; b < B; b++) {
      for (int t = 0; t < T; t++) {
        const float *dout_bt = dout + b * T * OC + t * OC;
        const float *inp_bt = inp + b * T * C + t * C;
        float *dwrow = dweight + o * C;
        float d = dout_bt[o];
        if (dbias != NULL) {
          dbias[o] += d;
        }
        for (int i = 0; i < C; i++) {
          dwrow[i] += inp_bt[i] * d;
        }
      }
    }
  }
}

void backward_time_major(float *dinp, float *dweight, float *dbias, const float *dout,
                         const float *inp, const float *weight, int B, int T, int C, int OC) {
#pragma omp parallel for collapse(2)
  // CHECK-MESSAGES: :[[@LINE-1]]:1: remark: loop nest in 'backward_time_major' replaced by cblas_sgemm, cblas_sgemv; where 'dbias' is null, replaced by cblas_sgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
  // CHECK-AUTO: :[[@LINE-2]]:1: remark: loop nest in 'backward_time_major' replaced by
  // CHECK-FIXES:      cblas_sgemv(CblasRowMajor, CblasTrans, (B) * (T), OC, 1.0f,
  // CHECK-FIXES:      #pragma omp parallel for
  // CHECK-FIXES:      = (&dout[0])[(({{liar_i[0-9]+}}) * T + {{liar_i[0-9]+}}) * OC + {{liar_i[0-9]+}}];
  // CHECK-FIXES:      #pragma omp parallel for
  // CHECK-FIXES:      = (&inp[0])[(({{liar_i[0-9]+}}) * B + {{liar_i[0-9]+}}) * C + {{liar_i[0-9]+}}];
  // CHECK-FIXES:      cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, OC, C, (B) * (T), 1.0f,
  // CHECK-FIXES-NEXT: &liar_t{{[0-9]+}}[0][0][0], (B) * (T), &liar_t{{[0-9]+}}[0][0][0], C, 1.0f, &dweight[0], C);
  for (int b = 0; b < B; b++)
    for (int t = 0; t < T; t++)
      for (int o = 0; o < OC; o++)
        for (int i = 0; i < C; i++)
          dinp[(b * T + t) * C + i] += weight[o * C + i] * dout[(b * T + t) * OC + o];
#pragma omp parallel for
  for (int o = 0; o < OC; o++)
    for (int b = 0; b < B; b++)
      for (int t = 0; t < T; t++) {
        float d = dout[(b * T + t) * OC + o];
        if (dbias != NULL) {
          dbias[o] += d;
        }
        for (int i = 0; i < C; i++)
          dweight[o * C + i] += inp[(t * B + b) * C + i] * d;
      }
}
