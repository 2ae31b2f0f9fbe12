// Regression test: a flattened view (doitgen's rows r and q seen as one dimension of nr*NQ
// rows). The product of extents is checked in size_t, after the guard that nr is positive,
// so it can neither overflow int nor reach BLAS as a negative or truncated size; nr <= 0
// runs the original loops, and so does a product below gemm's size threshold (nr = 3).
//
// RUN: liar %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc %s -o %t.orig -lm && %t.orig > %t.orig.out 2>&1
// RUN: %cc %t.c -o %t.new -lopenblas -lm && %t.new > %t.new.out 2>&1
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out
#include <stdio.h>

#define NQ 4
#define NP 5

void doitgen(int nr, double A[restrict][NQ][NP], double C4[restrict NP][NP],
             double sum[restrict][NQ][NP]) {
  for (int r = 0; r < nr; r++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'doitgen' replaced by cblas_dgemm{{.*}}
    for (int q = 0; q < NQ; q++)
      for (int p = 0; p < NP; p++) {
        sum[r][q][p] = 0.0;
        for (int s = 0; s < NP; s++)
          sum[r][q][p] += A[r][q][s] * C4[s][p];
      }
}
// CHECK-FIXES: #include <limits.h>
// CHECK-FIXES: #include <stddef.h>
// CHECK-FIXES: if ((nr) > 0 &&
// CHECK-FIXES-NEXT: liar_fits_int((size_t)(nr) * (size_t)(NQ)) &&
// CHECK-FIXES-NEXT: (double)((nr) * (NQ)) * (NP) * (NP) >= 512) {
// CHECK-FIXES-NEXT: cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, (nr) * (NQ), NP, NP,{{.*}}

static double A[8][NQ][NP], C4[NP][NP], sum[8][NQ][NP];

int main(void) {
  for (int r = 0; r < 8; r++)
    for (int q = 0; q < NQ; q++)
      for (int p = 0; p < NP; p++) {
        A[r][q][p] = 1.0 / (r + q + p + 1);
        sum[r][q][p] = -1.0;
      }
  for (int s = 0; s < NP; s++)
    for (int p = 0; p < NP; p++)
      C4[s][p] = s - p;
  int sizes[] = {0, -2, 3, 8};
  for (int k = 0; k < 4; k++) {
    doitgen(sizes[k], A, C4, sum);
    for (int q = 0; q < NQ; q++)
      printf("%.17g ", sum[0][q][1]);
    printf("\n");
  }
  return 0;
}
