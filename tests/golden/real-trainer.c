// Golden test: an LLM trainer's loop shapes, where a bound or a row length is a product of
// sizes (`bt < B*T`, `a1_dimension * a2_dimension`, `b * (rows*cols)`): each product is a size
// of its own, computed once before the new code in the product's C type, and the nest is
// affine in it. The trainer's matrix product adds a bias that may be NULL (`bias != NULL ?
// bias[o] : 0.0f`): the library form assumes the pointer is set (the bias is copied into every
// row of the result, then one sgemm adds the product) and the original loops run when it is
// NULL. Each rewrite is built (with -fopenmp for auto), run and compared with the original.
//
// RUN: %cc -fopenmp -x c %S/mains/real-trainer.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -x c %S/mains/real-trainer.inc -x none %t.c -o %t.new -lopenblas && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.new.out
// RUN: liar --target=auto %clean -o %t.auto.c -- > /dev/null 2>&1
// RUN: %cc -fopenmp -x c %S/mains/real-trainer.inc -x none %t.auto.c -o %t.auto -lopenblas && %t.auto > %t.auto.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.auto.out

#include <stddef.h>

// out[B*T][OC] = inp[B*T][C] weight[OC][C]^T + bias[OC], bias optional.
void matmul_forward(float *out, const float *inp, const float *weight, const float *bias, int B,
                    int T, int C, int OC) {
  for (int bt = 0; bt < B * T; bt++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'matmul_forward' replaced by cblas_sgemm; where 'bias' is null, replaced by cblas_sgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int o = 0; o < OC; o++) {
      float val = (bias != NULL) ? bias[o] : 0.0f;
      for (int i = 0; i < C; i++)
        val += inp[bt * C + i] * weight[o * C + i];
      out[bt * OC + o] = val;
    }
  }
}
// CHECK-FIXES: int B_T = (B * T);
// CHECK-FIXES:      int liar_checks = (B_T) > 0 &&
// CHECK-FIXES-NEXT:                   (OC) > 0 &&
// CHECK-FIXES-NEXT:                   (C) > 0 &&
// CHECK-FIXES:      if (liar_checks &&
// CHECK-FIXES-NEXT:     bias != 0 &&
// CHECK-FIXES: (&out[0])[(liar_i0) * OC + liar_i1] = bias[liar_i1];
// CHECK-FIXES: cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, B_T, OC, C, 1.0f,
// CHECK-FIXES-NEXT:        &inp[0], C, &weight[0], C, 1.0f, &out[0], OC);

// The same without a bias.
void matmul_forward_nobias(float *out, const float *inp, const float *weight, int B, int T,
                           int C, int OC) {
  for (int bt = 0; bt < B * T; bt++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'matmul_forward_nobias' replaced by cblas_sgemm; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int o = 0; o < OC; o++) {
      float val = 0.0f;
      for (int i = 0; i < C; i++)
        val += inp[bt * C + i] * weight[o * C + i];
      out[bt * OC + o] = val;
    }
  }
}
// CHECK-FIXES: cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, B_T, OC, C, 1.0f,
// CHECK-FIXES-NEXT:        &inp[0], C, &weight[0], C, 0.0f, &out[0], OC);

// A tensor's element count as the product of its dimensions.
void scale_add(float *y, const float *x, float a, int a1_dimension, int a2_dimension) {
  for (int i = 0; i < a1_dimension * a2_dimension; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'scale_add' replaced by cblas_saxpy; products may be fused with additions (one rounding) [liar-blas]
    y[i] += a * x[i];
}
// CHECK-FIXES: int a1_dimension_a2_dimension = (a1_dimension * a2_dimension);
// CHECK-FIXES: cblas_saxpy(a1_dimension_a2_dimension, a, &x[0], 1, &y[0], 1);

// Gradients of nb examples summed into one: rows of rows*cols elements. The product is
// computed only when the outer loop runs, as the original computes it.
void sum_grads(float *acc, const float *g, int nb, int rows, int cols) {
  for (int b = 0; b < nb; b++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'sum_grads' replaced by cblas_sgemv; floating-point sums may be reassociated [liar-blas]
    for (int i = 0; i < rows * cols; i++)
      acc[i] += g[b * (rows * cols) + i];
}
// CHECK-FIXES: int rows_cols = (nb - 1 >= 0) ? (rows * cols) : 0;
