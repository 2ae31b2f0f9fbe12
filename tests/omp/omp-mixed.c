// Golden test: mixed regions under --target=auto. In product_then_average the first nest is a
// matrix product, which becomes cblas_dgemm; the second, a five-point average of the product,
// has no library form and becomes tiled OpenMP loops; they run in that order, the order of
// their dependences. recomputed_temporary gets no mixed form, only OpenMP loops: its temporary
// `t` is recomputed in every iteration of `r`, so a library call for `t` cannot run before
// the loops that read each of its values. Regions that cannot be lifted as a whole (a time
// loop, a recurrence) are rewritten nest by nest: in product_then_smooth the product becomes
// cblas_dgemm and the time-stepped smoothing after it OpenMP loops; product_then_recurrence
// becomes cblas_dgemv and keeps its sequential recurrence. The matrices hold small integers,
// so the products are exact in any summation order and the rewritten program prints exactly
// what the original prints, with 1 and with 4 threads. A second run changes nothing.
//
// RUN: liar --target=auto --explain --functions='^(product|recomputed)' %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines < %t.c
// RUN: %cc -fopenmp %t.c -o %t.mixed -lopenblas && %cc %clean -o %t.ref
// RUN: %t.ref > %t.expected
// RUN: OMP_NUM_THREADS=1 %t.mixed > %t.one && cmp %t.expected %t.one
// RUN: OMP_NUM_THREADS=4 %t.mixed > %t.four && cmp %t.expected %t.four
// RUN: liar --target=auto --functions='^(product|recomputed)' %t.c -o %t.again.c -- && cmp %t.c %t.again.c
// The fixes exported for clang-apply-replacements give the same file; the nest-by-nest fix
// covers only the rewritten nest, not the recurrence after it.
// RUN: mkdir -p %t.d/yaml && cp %clean %t.d/mixed.c
// RUN: liar --target=auto --functions='^(product|recomputed)' --export-fixes=%t.d/yaml/fixes.yaml %t.d/mixed.c -- > /dev/null 2>&1
// RUN: FileCheck %s --check-prefix=CHECK-YAML < %t.d/yaml/fixes.yaml
// RUN: clang-apply-replacements %t.d/yaml && cmp %t.c %t.d/mixed.c

#include <stdio.h>

#define N 400

static double A[N][N], B[N][N], C[N][N], D[N][N], t[N], E[N][N], F[N][N], G[N][N];
static double x[N], y[N], z[N];

void product_then_average(void) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'product_then_average' replaced by cblas_dgemm and OpenMP loops (tiled, parallel); floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
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
// CHECK-FIXES-NEXT:   cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, N, N, N, 1.0,
// CHECK-FIXES-NEXT:               &A[0][0], N, &B[0][0], N, 0.0, &C[0][0], N);
// CHECK-FIXES-NEXT:   {
// CHECK-FIXES:          #define liar_S2(i, j) D[i][j] = 0.2 * (C[i][j] + C[i - 1][j] + C[i + 1][j] + C[i][j - 1] + C[i][j + 1])
// CHECK-FIXES-NEXT:     #pragma omp parallel for
// CHECK-FIXES-NEXT:     for (long c0 = 0; c0 <= 398; c0 += 64) {
// CHECK-FIXES:                liar_S2(c2, c3);
// CHECK-FIXES:          #undef liar_S2
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

void product_then_smooth(void) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'product_then_smooth' replaced part by part: line [[@LINE-1]] replaced by cblas_dgemm, line [[@LINE+6]] replaced by OpenMP loops (rescheduled, parallel); floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    for (int j = 0; j < N; j++) {
      F[i][j] = 0.0;
      for (int k = 0; k < N; k++)
        F[i][j] += A[i][k] * B[k][j];
    }
  for (int t = 0; t < 4; t++) {
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        G[i][j] = 0.2 * (F[i][j] + F[i - 1][j] + F[i + 1][j] + F[i][j - 1] + F[i][j + 1]);
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        F[i][j] = 0.2 * (G[i][j] + G[i - 1][j] + G[i + 1][j] + G[i][j - 1] + G[i][j + 1]);
  }
}
// CHECK-FIXES: void product_then_smooth(void) {
// CHECK-FIXES-NEXT:   /* liar: blas (cblas_dgemm) */
// CHECK-FIXES-NEXT:   cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, N, N, N, 1.0,
// CHECK-FIXES-NEXT:               &A[0][0], N, &B[0][0], N, 0.0, &F[0][0], N);
// CHECK-FIXES-NEXT:   /* liar: end */
// CHECK-FIXES-NEXT:   /* liar: omp (rescheduled, parallel) */
// CHECK-FIXES:        /* liar: end */
// CHECK-FIXES-NEXT: }

void product_then_recurrence(void) {
  for (int i = 0; i < N; i++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'product_then_recurrence' replaced part by part: line [[@LINE-1]] replaced by cblas_dgemv; 1 other nest(s) kept; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
    // CHECK-MESSAGES: :[[@LINE-2]]:3: note: {{.*}}line [[@LINE+5]] kept: {{.*}}no loop is both parallel and worth the threads
    y[i] = 0.0;
    for (int j = 0; j < N; j++)
      y[i] += A[i][j] * x[j];
  }
  for (int i = 1; i < N; i++)
    z[i] = z[i - 1] * 0.5 + y[i];
}
// CHECK-YAML:      Message: "loop nest replaced part by part: line {{[0-9]+}} replaced by cblas_dgemv; 1 other nest(s) kept"
// CHECK-YAML:      ReplacementText: "/* liar: blas (cblas_dgemv) */\n  cblas_dgemv({{.*}});\n  /* liar: end */"
// CHECK-FIXES: void product_then_recurrence(void) {
// CHECK-FIXES-NEXT:   /* liar: blas (cblas_dgemv) */
// CHECK-FIXES-NEXT:   cblas_dgemv(CblasRowMajor, CblasNoTrans, N, N, 1.0, &A[0][0], N, &x[0], 1, 0.0, &y[0], 1);
// CHECK-FIXES-NEXT:   /* liar: end */
// CHECK-FIXES-NEXT:   for (int i = 1; i < N; i++)
// CHECK-FIXES-NEXT:     z[i] = z[i - 1] * 0.5 + y[i];
// CHECK-FIXES-NEXT: }

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (i * 7 + j * 3) % 5 - 2;
      B[i][j] = (i * 2 + j * 5) % 7 - 3;
    }
  for (int i = 0; i < N; i++)
    x[i] = i % 3 - 1;
  product_then_average();
  recomputed_temporary();
  product_then_smooth();
  product_then_recurrence();
  double Sum = 0.0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      Sum += D[i][j] * (i + 1) + E[i][j] * (j + 1) + F[i][j];
  for (int i = 0; i < N; i++)
    Sum += z[i] * (i % 5);
  printf("%.17g %.17g %.17g %.17g\n", Sum, D[N / 2][N / 3], E[N / 3][N / 2], F[N / 2][N / 2]);
  return 0;
}
