// Golden test: the rank-1 update A += x y^T gives cblas_dger. With a scalar factor, the
// extracted term scales a copy of y first (cblas_dscal on a temporary that is malloc'ed and
// freed in a block of its own, adding <stdlib.h>) and calls cblas_dger with alpha 1.0.
// (Folding alpha into cblas_dger's own alpha argument would need no temporary; this test pins
// the current form.)
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines \
// RUN:   --implicit-check-not='#include <cblas.h>' --implicit-check-not='{{^ *}}for (int{{.*}}' < %t.c
// RUN: %cc -c %t.c -o %t.o

#define N 64
#define M 48

void ger(double A[restrict N][M], double x[restrict N], double y[restrict M]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'ger' replaced by cblas_dger; floating-point sums may be reassociated [liar-blas]
    for (int j = 0; j < M; j++)
      A[i][j] += x[i] * y[j];
}
// CHECK-FIXES: #include <cblas.h>
// CHECK-FIXES-NEXT: #include <stdlib.h>
// CHECK-FIXES-NEXT: // Golden test: the rank-1 update{{.*}}
// CHECK-FIXES: void ger(double A[restrict N][M], double x[restrict N], double y[restrict M]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_dger) */
// CHECK-FIXES-NEXT: cblas_dger(CblasRowMajor, N, M, 1.0, &x[0], 1, &y[0], 1, &A[0][0], M);
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

void ger_alpha(double alpha, double A[restrict N][M], double x[restrict N], double y[restrict M]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'ger_alpha' replaced by cblas_dscal, cblas_dger; floating-point sums may be reassociated [liar-blas]
    for (int j = 0; j < M; j++)
      A[i][j] += alpha * x[i] * y[j];
}
// CHECK-FIXES: void ger_alpha(double alpha, double A[restrict N][M], double x[restrict N], double y[restrict M]) {
// CHECK-FIXES-NEXT: /* liar: blas (cblas_dscal, cblas_dger) */
// CHECK-FIXES-NEXT: {
// CHECK-FIXES-NEXT: double *liar_t0 = malloc(sizeof(double) * (M));
// CHECK-FIXES-NEXT: for (long liar_i1 = 0; liar_i1 < M; liar_i1++) {
// CHECK-FIXES-NEXT: liar_t0[liar_i1] = y[liar_i1];
// CHECK-FIXES-NEXT: }
// CHECK-FIXES-NEXT: cblas_dscal(M, alpha, &liar_t0[0], 1);
// CHECK-FIXES-NEXT: cblas_dger(CblasRowMajor, N, M, 1.0, &x[0], 1, &liar_t0[0], 1, &A[0][0], M);
// CHECK-FIXES-NEXT: free(liar_t0);
// CHECK-FIXES-NEXT: }
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: }

// CHECK-MESSAGES: liar: 2 region(s) found, 2 lifted, 2 rewritten, 0 rejected
