// Golden test (a fuzzer finding, seed 301555): a statement that assigns an element to itself
// before accumulating into it (`D[i][j] = D[i][j];`, what is left of `D[i][j] = beta * D[i][j]`
// with beta = 1), inside a repetition loop that runs once (`r < 1`, a count set to 1). Lifted,
// the repetition is a fold of one step and the statement a step that is the identity,
// `ifold 1 d (λr acc. acc)`; the emitter printed it as a one-trip loop `acc = acc;`, which
// clang warns about under -Wall (-Wself-assign), the product stayed loops, and the constant 2
// of the third product became a dot product of one element. The iterators are read after the
// loops. The fold rules `fold-identity` and `fold-once` remove such steps: each product is one
// cblas_sgemm with its constant. The rewrite is built by clang and gcc with -Wall -Werror, run,
// and compared with the original.
//
// RUN: liar --target=blas %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: clang-19 -std=c99 -Wall -Werror %t.c -o %t.clang -lopenblas && %t.clang > %t.clang.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.clang.out
// RUN: %cc %t.c -o %t.gcc -lopenblas && %t.gcc > %t.gcc.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.gcc.out

#include <stdio.h>

#define NI 5
#define NJ 2
#define NK 7

static void chain(float T[restrict NI][NK], float A[restrict NI][NJ], float B[restrict NJ][NK],
                  float C[restrict NK][NJ], float D[restrict NI][NJ], float E[restrict NI][NJ],
                  float F[restrict NK][NI], float G[restrict NK][NJ], long *last) {
  int i = 0, j = 0, k = 0;
  for (int r = 0; r < 1; r++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'chain' replaced part by part: {{.*}}cblas_sgemm{{.*}}
    for (i = 0; i < NI; i++)
      for (j = 0; j < NK; j++) {
        T[i][j] = 0.0f;
        for (k = 0; k < NJ; k++)
          T[i][j] += A[i][k] * B[k][j];
      }
    for (i = 0; i < NI; i++)
      for (j = 0; j < NJ; j++) {
        D[i][j] = D[i][j];
        for (k = 0; k < NK; k++)
          D[i][j] += T[i][k] * C[k][j];
      }
    for (i = 0; i < NI; i++)
      for (j = 0; j < NJ; j++)
        for (k = 0; k < NK; k++)
          E[i][j] += 2.0f * F[k][i] * G[k][j];
  }
  *last = i + 100L * j + 10000L * k;
}
// CHECK-FIXES: cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, NI, NJ, NK, 1.0f,
// CHECK-FIXES-NEXT:        &T[0][0], NK, &C[0][0], NJ, 1.0f, &D[0][0], NJ);
// CHECK-FIXES: cblas_sgemm(CblasRowMajor, CblasTrans, CblasNoTrans, NI, NJ, NK, 2.0f,
// CHECK-FIXES-NEXT:        &F[0][0], NI, &G[0][0], NJ, 1.0f, &E[0][0], NJ);

static float value(int a, int b, int m) { return (float)((a * 3 + b * 5) % m) / (float)m; }

int main(void) {
  float T[NI][NK], A[NI][NJ], B[NJ][NK], C[NK][NJ], D[NI][NJ], E[NI][NJ], F[NK][NI], G[NK][NJ];
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++) {
      A[i][j] = value(i, j, 7);
      D[i][j] = value(i, j, 5);
      E[i][j] = value(j, i, 3);
    }
  for (int k = 0; k < NK; k++) {
    for (int j = 0; j < NJ; j++) {
      B[j][k] = value(j, k, 11);
      C[k][j] = value(k, j, 13);
      G[k][j] = value(k, j, 4);
    }
    for (int i = 0; i < NI; i++)
      F[k][i] = value(k, i, 9);
  }
  long last;
  chain(T, A, B, C, D, E, F, G, &last);
  printf("last %ld\n", last);
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      printf("%d %d %.9g %.9g\n", i, j, D[i][j], E[i][j]);
  return 0;
}
