// Golden test: --target=torch matrix-vector and vector call forms — liar_torch_mv_d (y = A x and
// y = A^T x), liar_torch_addmv_d (y += A x, y += A^T x), liar_torch_dot_d with its result
// stored through a pointer.
//
// RUN: liar --target=torch %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines \
// RUN:   --implicit-check-not='#include <liar_torch.h>' --implicit-check-not='{{.*}}cblas{{.*}}' \
// RUN:   --implicit-check-not='{{^ *}}for ({{.*}}' < %t.c
// RUN: %cc -I %runtime -c %t.c -o %t.o
// The rewrite is linked with a main that runs every kernel, run, and compared with the original:
// RUN: %cc -x c %S/mains/torch-vector.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -I %runtime -x c %S/mains/torch-vector.inc -x none %t.c -o %t.new %torchlib && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out

// CHECK-FIXES: #include <liar_torch.h>
// CHECK-FIXES-NEXT: #include <stdio.h>
#include <stdio.h>

#define N 64
#define M 48

void mv(double y[restrict N], double A[restrict N][M], double x[restrict M]) {
  for (int i = 0; i < N; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'mv' replaced by liar_torch_mv_d; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-torch]
    y[i] = 0.0;
    for (int j = 0; j < M; j++)
      y[i] += A[i][j] * x[j];
  }
}
// CHECK-FIXES: void mv(double y[restrict N], double A[restrict N][M], double x[restrict M]) {
// CHECK-FIXES-NEXT: /* liar: torch (liar_torch_mv_d) */
// CHECK-FIXES-NEXT: liar_torch_mv_d(N, M, &A[0][0], M, 0, &x[0], &y[0]);
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

void mv_t(double y[restrict M], double A[restrict N][M], double x[restrict N]) {
  for (int j = 0; j < M; j++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'mv_t' replaced by liar_torch_mv_d; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-torch]
    y[j] = 0.0;
    for (int i = 0; i < N; i++)
      y[j] += A[i][j] * x[i];
  }
}
// CHECK-FIXES: void mv_t(double y[restrict M], double A[restrict N][M], double x[restrict N]) {
// CHECK-FIXES-NEXT: /* liar: torch (liar_torch_mv_d) */
// CHECK-FIXES-NEXT: liar_torch_mv_d(M, N, &A[0][0], M, 1, &x[0], &y[0]);
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

void addmv(double y[restrict N], double A[restrict N][M], double x[restrict M]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'addmv' replaced by liar_torch_addmv_d; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-torch]
    for (int j = 0; j < M; j++)
      y[i] += A[i][j] * x[j];
}
// CHECK-FIXES: void addmv(double y[restrict N], double A[restrict N][M], double x[restrict M]) {
// CHECK-FIXES-NEXT: /* liar: torch (liar_torch_addmv_d) */
// CHECK-FIXES-NEXT: liar_torch_addmv_d(N, M, 1.0, &y[0], 1.0, &A[0][0], M, 0, &x[0]);
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

void addmv_t(double y[restrict M], double A[restrict N][M], double x[restrict N]) {
  for (int j = 0; j < M; j++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'addmv_t' replaced by liar_torch_addmv_d; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-torch]
    for (int i = 0; i < N; i++)
      y[j] += A[i][j] * x[i];
}
// CHECK-FIXES: void addmv_t(double y[restrict M], double A[restrict N][M], double x[restrict N]) {
// CHECK-FIXES-NEXT: /* liar: torch (liar_torch_addmv_d) */
// CHECK-FIXES-NEXT: liar_torch_addmv_d(M, N, 1.0, &y[0], 1.0, &A[0][0], M, 1, &x[0]);
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

// A dot product pays for LibTorch's per-call overhead only on long vectors (L, not N).
#define L 4096
void dot(double *restrict s, double x[restrict L], double y[restrict L]) {
  *s = 0.0;
  // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'dot' replaced by liar_torch_dot_d; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-torch]
  for (int i = 0; i < L; i++)
    *s += x[i] * y[i];
}
// CHECK-FIXES: void dot(double *restrict s, double x[restrict L], double y[restrict L]) {
// CHECK-FIXES-NEXT: /* liar: torch (liar_torch_dot_d) */
// CHECK-FIXES-NEXT: (*s) = liar_torch_dot_d(L, &x[0], &y[0]);
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

// CHECK-MESSAGES: liar: 5 region(s) found, 5 lifted, 5 rewritten, 0 rejected
