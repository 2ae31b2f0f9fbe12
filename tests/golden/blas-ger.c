// Golden test: the rank-1 update A += x y^T gives cblas_dger; a scalar factor on either vector
// is folded into cblas_dger's alpha (no temporary).
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines \
// RUN:   --implicit-check-not='#include <cblas.h>' < %t.c
// RUN: %cc -c %t.c -o %t.o
// The rewrite is linked with a main that runs every kernel, run, and compared with the original:
// RUN: %cc -x c %S/mains/blas-ger.inc -x none %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -x c %S/mains/blas-ger.inc -x none %t.c -o %t.new -lopenblas && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out

#define N 64
#define M 48

void ger(double A[restrict N][M], double x[restrict N], double y[restrict M]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'ger' replaced by cblas_dger; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < M; j++)
      A[i][j] += x[i] * y[j];
}
// CHECK-FIXES: #include <cblas.h>
// CHECK-FIXES-NEXT: // Golden test: the rank-1 update{{.*}}
// CHECK-FIXES: void ger(double A[restrict N][M], double x[restrict N], double y[restrict M]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_dger) */
// CHECK-FIXES-NEXT: cblas_dger(CblasRowMajor, N, M, 1.0, &x[0], 1, &y[0], 1, &A[0][0], M);
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

void ger_alpha(double alpha, double A[restrict N][M], double x[restrict N], double y[restrict M]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'ger_alpha' replaced by cblas_dger; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < M; j++)
      A[i][j] += alpha * x[i] * y[j];
}
// CHECK-FIXES: void ger_alpha(double alpha, double A[restrict N][M], double x[restrict N], double y[restrict M]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_dger); the original loops run when a guard fails */
// CHECK-FIXES-NEXT: if (alpha != 0) {
// CHECK-FIXES-NEXT: cblas_dger(CblasRowMajor, N, M, alpha, &x[0], 1, &y[0], 1, &A[0][0], M);
// CHECK-FIXES-NEXT: } else {
// CHECK-FIXES: /* liar: end */
// CHECK-FIXES-NEXT: }

// CHECK-MESSAGES: liar: 2 region(s) found, 2 lifted, 2 rewritten, 0 rejected
