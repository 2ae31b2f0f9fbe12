// Golden test: running liar on its own output changes nothing. The input mixes a direct call, a
// guarded call (whose fallback branch holds the original loops), a call with a malloc'ed
// temporary, a scalar result, a NOLINT-suppressed nest, an existing include and a region that
// stays loops. The second run must write an identical file (`diff` empty), and must not rewrite
// anything again; --fix on the rewritten file must leave it unchanged too.
//
// RUN: liar %clean -o %t.1.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-FIRST
// RUN: liar %t.1.c -o %t.2.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-SECOND \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: diff %t.1.c %t.2.c
// RUN: cp %t.1.c %t.3.c && liar --fix %t.3.c -- && diff %t.1.c %t.3.c
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines < %t.2.c
// RUN: %cc -c %t.2.c -o %t.o

// CHECK-FIRST: liar: 6 region(s) found, 6 lifted, 4 rewritten, 0 rejected
// The second run sees only the code liar left as loops (the guards' fallbacks, one of them for a
// failed allocation of the temporary, and the temporary's copy loop are liar's own and stay
// silent) plus the two nests the first run kept.
// CHECK-SECOND: remark: loop nest in 'suppressed' not rewritten: rewrite suppressed by NOLINT [liar-suppressed]
// CHECK-SECOND: remark: loop nest in 'jacobi' not rewritten: no library form is cheaper than the loops [liar-missed-no-cheaper-form]
// CHECK-SECOND: liar: 5 region(s) found, 5 lifted, 0 rewritten, 0 rejected
// CHECK-FIXES: #include <cblas.h>
// CHECK-FIXES-NEXT: #include <stdlib.h>
// CHECK-FIXES-NEXT: /* liar: guard helpers */
// CHECK-FIXES: #endif
// CHECK-FIXES-NEXT: /* liar: end */
// CHECK-FIXES-NEXT: #include <stdio.h>
#include <stdio.h>

#define N 64
#define M 48

void gemm(double C[restrict N][N], double A[restrict N][N], double B[restrict N][N]) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
        C[i][j] += A[i][k] * B[k][j];
}
// CHECK-FIXES: cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, N, N, N, 1.0,
// CHECK-FIXES-NEXT:             &A[0][0], N, &B[0][0], N, 1.0, &C[0][0], N);

void gemv_guarded(double y[N], double A[N][N], double x[N]) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      y[i] += A[i][j] * x[j];
}
// CHECK-FIXES: /* liar: blas (cblas_dgemv); the original loops run when a guard fails */

void ger_squares(double A[restrict N][M], double x[restrict N], double y[restrict M]) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      A[i][j] += x[i] * (y[j] * y[j]);
}
// CHECK-FIXES: double *liar_t0 = NULL;
// CHECK-FIXES-NEXT: liar_t0 = malloc(sizeof(double) * (size_t)(M));
// CHECK-FIXES-NEXT: if (liar_t0 != NULL) {

void dot(double *restrict s, double x[restrict N], double y[restrict N]) {
  double acc = 0.0;
  for (int i = 0; i < N; i++)
    acc += x[i] * y[i];
  *s = acc;
}
// CHECK-FIXES: (*s) = (acc + cblas_ddot(N, &x[0], 1, &y[0], 1));

void suppressed(double y[restrict N], double x[restrict N]) {
  for (int i = 0; i < N; i++) // NOLINT(liar)
    y[i] += 2.0 * x[i];
}

void jacobi(double B[restrict N][N], double A[restrict N][N]) {
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++)
      B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
}
