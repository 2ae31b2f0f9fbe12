// Golden test: a mixed region under --target=auto. The first nest is a matrix product, which
// becomes cblas_dgemm; the second, a five-point average of the product, has no library form
// and becomes tiled OpenMP loops; they run in that order, the order of their dependences. The
// matrices hold small integers, so the product is exact in any summation order and the
// rewritten program prints exactly what the original prints, with 1 and with 4 threads.
// A second function keeps its loops: its temporary `t` is recomputed in every iteration of
// `r`, so a library call for `t` cannot run before the loops that read each of its values.
//
// RUN: liar --target=auto --explain --functions='^(product|recomputed)' %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines < %t.c
// RUN: %cc -fopenmp %t.c -o %t.mixed -lopenblas && %cc %clean -o %t.ref
// RUN: %t.ref > %t.expected
// RUN: OMP_NUM_THREADS=1 %t.mixed > %t.one && cmp %t.expected %t.one
// RUN: OMP_NUM_THREADS=4 %t.mixed > %t.four && cmp %t.expected %t.four

#include <stdio.h>

#define N 400

static double A[N][N], B[N][N], C[N][N], D[N][N], t[N], E[N][N];

void product_then_average(void) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'product_then_average' replaced by cblas_dgemm and OpenMP loops (tiled, parallel); floating-point sums may be reassociated [liar-blas]
    // CHECK-MESSAGES: :[[@LINE-2]]:3: note: {{.*}}mixed form, in dependence order: part of S2: OpenMP form: about 1.58e+05 statement instances, 100% of them in parallel loops
    for (int j = 0; j < N; j++) {
      C[i][j] = 0.0;
      for (int k = 0; k < N; k++)
        C[i][j] += A[i][k] * B[k][j];
    }
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++)
      D[i][j] = 0.2 * (C[i][j] + C[i - 1][j] + C[i + 1][j] + C[i][j - 1] + C[i][j + 1]);
}
// CHECK-FIXES: void product_then_average(void) {
// CHECK-FIXES-NEXT:   /* liar: blas (cblas_dgemm) and omp (tiled, parallel) */
// CHECK-FIXES-NEXT:   cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, N, N, N, 1.0, &A[0][0], N, &B[0][0], N, 0.0, &C[0][0], N);
// CHECK-FIXES-NEXT:   {
// CHECK-FIXES:          #define S2(i, j) D[i][j] = 0.2 * (C[i][j] + C[i - 1][j] + C[i + 1][j] + C[i][j - 1] + C[i][j + 1])
// CHECK-FIXES-NEXT:     #pragma omp parallel for
// CHECK-FIXES-NEXT:     for (long c0 = 0; c0 <= 398; c0 += 64) {
// CHECK-FIXES:                S2(c2, c3);
// CHECK-FIXES:          #undef S2
// CHECK-FIXES:        }
// CHECK-FIXES-NEXT:   /* liar: end */
// CHECK-FIXES-NEXT: }

void recomputed_temporary(void) {
  for (int r = 0; r < N; r++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'recomputed_temporary' replaced by OpenMP loops
    // CHECK-MESSAGES: :[[@LINE-2]]:3: note: {{.*}}no mixed form: the statement at line [[@LINE+4]] must run after the statement at line [[@LINE+7]] (anti dependence), which a later part computes
    for (int p = 0; p < N; p++) {
      t[p] = 0.0;
      for (int s = 0; s < N; s++)
        t[p] += A[r][s] * B[s][p];
    }
    for (int p = 1; p < N; p++)
      E[r][p] = t[p] - t[p - 1];
  }
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (i * 7 + j * 3) % 5 - 2;
      B[i][j] = (i * 2 + j * 5) % 7 - 3;
    }
  product_then_average();
  recomputed_temporary();
  double Sum = 0.0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      Sum += D[i][j] * (i + 1) + E[i][j] * (j + 1);
  printf("%.17g %.17g %.17g\n", Sum, D[N / 2][N / 3], E[N / 3][N / 2]);
  return 0;
}
