// Golden test: --target=torch matrix-matrix call forms of the LibTorch runtime — liar_torch_mm_d
// (C = A B, and A^T B), liar_torch_addmm_d (C = beta C + alpha A B, C += A B, C += alpha A B^T),
// liar_torch_mm_s for float; transposes are 0/1 flags, leading dimensions the declared extents.
//
// RUN: liar --target=torch %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines \
// RUN:   --implicit-check-not='#include <liar_torch.h>' --implicit-check-not='{{.*}}cblas{{.*}}' \
// RUN:   < %t.c
// RUN: %cc -I %runtime -c %t.c -o %t.o
// The rewrite is linked with a main that runs every kernel, run, and compared with the original:
// RUN: %cc -x c %S/mains/torch-matrix.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -I %runtime -x c %S/mains/torch-matrix.inc -x none %t.c -o %t.new %torchlib && %t.new > %t.new.out
// Float results are compared to 1e-5: the main's inputs are positive, so a reassociated
// float sum of n terms stays within n * FLT_EPSILON (4e-6 for n = 64) of the loop's.
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.new.out

// CHECK-FIXES: #include <liar_torch.h>
// CHECK-FIXES-NEXT: // Golden test: --target=torch matrix-matrix{{.*}}
#define NI 64
#define NJ 48
#define NK 32

void mm(double C[restrict NI][NJ], double A[restrict NI][NK], double B[restrict NK][NJ]) {
  for (int i = 0; i < NI; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'mm' replaced by liar_torch_mm_d; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-torch]
    for (int j = 0; j < NJ; j++) {
      C[i][j] = 0.0;
      for (int k = 0; k < NK; k++)
        C[i][j] += A[i][k] * B[k][j];
    }
}
// CHECK-FIXES: void mm(double C[restrict NI][NJ], double A[restrict NI][NK], double B[restrict NK][NJ]) {
// CHECK-FIXES-NEXT: /* liar: torch (liar_torch_mm_d) */
// CHECK-FIXES-NEXT: liar_torch_mm_d(NI, NJ, NK, &A[0][0], NK, 0, &B[0][0], NJ, 0, &C[0][0], NJ);
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

void mm_tn(double C[restrict NI][NJ], double A[restrict NK][NI], double B[restrict NK][NJ]) {
  for (int i = 0; i < NI; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'mm_tn' replaced by liar_torch_mm_d; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-torch]
    for (int j = 0; j < NJ; j++) {
      C[i][j] = 0.0;
      for (int k = 0; k < NK; k++)
        C[i][j] += A[k][i] * B[k][j];
    }
}
// CHECK-FIXES: void mm_tn(double C[restrict NI][NJ], double A[restrict NK][NI], double B[restrict NK][NJ]) {
// CHECK-FIXES-NEXT: /* liar: torch (liar_torch_mm_d) */
// CHECK-FIXES-NEXT: liar_torch_mm_d(NI, NJ, NK, &A[0][0], NI, 1, &B[0][0], NJ, 0, &C[0][0], NJ);
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

void addmm(double alpha, double beta, double C[restrict NI][NJ], double A[restrict NI][NK],
           double B[restrict NK][NJ]) {
  for (int i = 0; i < NI; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'addmm' replaced by liar_torch_addmm_d; floating-point sums may be reassociated; products may be fused with additions (one rounding); scalar factors may be regrouped [liar-torch]
    for (int j = 0; j < NJ; j++) {
      C[i][j] *= beta;
      for (int k = 0; k < NK; k++)
        C[i][j] += alpha * A[i][k] * B[k][j];
    }
}
// CHECK-FIXES: void addmm(double alpha, double beta, double C[restrict NI][NJ], double A[restrict NI][NK],
// CHECK-FIXES-NEXT: double B[restrict NK][NJ]) {
// CHECK-FIXES-NEXT: /* liar: torch (liar_torch_addmm_d); the original loops run when a guard fails */
// CHECK-FIXES-NEXT: if (beta != 0 && alpha != 0) {
// CHECK-FIXES-NEXT: liar_torch_addmm_d(NI, NJ, NK, beta, &C[0][0], NJ, alpha, &A[0][0], NK, 0, &B[0][0], NJ, 0);
// CHECK-FIXES-NEXT: } else {
// CHECK-FIXES: /* liar: end */
// CHECK-FIXES-NEXT: }

void addmm_acc(double C[restrict NI][NJ], double A[restrict NI][NK], double B[restrict NK][NJ]) {
  for (int i = 0; i < NI; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'addmm_acc' replaced by liar_torch_addmm_d; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-torch]
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++)
        C[i][j] += A[i][k] * B[k][j];
}
// CHECK-FIXES: void addmm_acc(double C[restrict NI][NJ], double A[restrict NI][NK], double B[restrict NK][NJ]) {
// CHECK-FIXES-NEXT: /* liar: torch (liar_torch_addmm_d) */
// CHECK-FIXES-NEXT: liar_torch_addmm_d(NI, NJ, NK, 1.0, &C[0][0], NJ, 1.0, &A[0][0], NK, 0, &B[0][0], NJ, 0);
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

void addmm_nt(double alpha, double C[restrict NI][NJ], double A[restrict NI][NK],
              double B[restrict NJ][NK]) {
  for (int i = 0; i < NI; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'addmm_nt' replaced by liar_torch_addmm_d; floating-point sums may be reassociated; products may be fused with additions (one rounding); scalar factors may be regrouped [liar-torch]
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++)
        C[i][j] += alpha * A[i][k] * B[j][k];
}
// CHECK-FIXES: void addmm_nt(double alpha, double C[restrict NI][NJ], double A[restrict NI][NK],
// CHECK-FIXES-NEXT: double B[restrict NJ][NK]) {
// CHECK-FIXES-NEXT: /* liar: torch (liar_torch_addmm_d); the original loops run when a guard fails */
// CHECK-FIXES-NEXT: if (alpha != 0) {
// CHECK-FIXES-NEXT: liar_torch_addmm_d(NI, NJ, NK, 1.0, &C[0][0], NJ, alpha, &A[0][0], NK, 0, &B[0][0], NK, 1);
// CHECK-FIXES-NEXT: } else {
// CHECK-FIXES: /* liar: end */
// CHECK-FIXES-NEXT: }

void smm(float C[restrict NI][NJ], float A[restrict NI][NK], float B[restrict NK][NJ]) {
  for (int i = 0; i < NI; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'smm' replaced by liar_torch_mm_s; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-torch]
    for (int j = 0; j < NJ; j++) {
      C[i][j] = 0.0f;
      for (int k = 0; k < NK; k++)
        C[i][j] += A[i][k] * B[k][j];
    }
}
// CHECK-FIXES: void smm(float C[restrict NI][NJ], float A[restrict NI][NK], float B[restrict NK][NJ]) {
// CHECK-FIXES-NEXT: /* liar: torch (liar_torch_mm_s) */
// CHECK-FIXES-NEXT: liar_torch_mm_s(NI, NJ, NK, &A[0][0], NK, 0, &B[0][0], NJ, 0, &C[0][0], NJ);
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

// CHECK-MESSAGES: liar: 6 region(s) found, 6 lifted, 6 rewritten, 0 rejected
