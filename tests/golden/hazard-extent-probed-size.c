// Regression test: a size is guarded positive once, for every call that passes it on. The
// emitter prints a triangular update first as a probe (does the loop only read the element it
// writes?) and forgets the probe's text; it used to keep the probe's note that `m` was already
// guarded, so neither the cblas_sdot printed after it nor the cblas_sgemm got `m > 0`, and a
// call with m = -3 passed N = -3 to sgemm (OpenBLAS: "On entry to SGEMM parameter number 3 had
// an illegal value"; fuzz seed 332779). Built, run with a negative, a zero and a positive m,
// and compared with the original.
//
// RUN: liar --functions=^kernel %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -O2 -fopenmp %clean -o %t.orig && %t.orig > %t.orig.out 2>&1
// RUN: %cc -O2 -fopenmp %t.c -o %t.new -lopenblas && %t.new > %t.new.out 2>&1
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.new.out

#include <stdio.h>

#define MAXN 9
static float C[MAXN][MAXN], A[MAXN][MAXN];
static float D[MAXN][MAXN], E[MAXN][MAXN], F[MAXN][MAXN];

static void kernel(int n, int m, int p) {
  // CHECK-MESSAGES: :[[@LINE+1]]:3: remark: loop nest in 'kernel' replaced by cblas_sdot, cblas_sgemm; {{.*}}
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      for (int k = 0; k < m; k++)
        C[i][j] += 2.0f * A[i][k] * A[j][k];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      D[i][j] = 0.0f;
      for (int k = 0; k < p; k++)
        D[i][j] += -1.5f * E[i][k] * F[k][j];
    }
}
// CHECK-FIXES:      if ((n) > 0 &&
// CHECK-FIXES-NEXT:     (m) > 0 &&
// CHECK-FIXES-NEXT: (m) >= 32 &&
// CHECK-FIXES-NEXT:     (p) > 0 &&

int main(void) {
  for (int i = 0; i < MAXN; i++)
    for (int j = 0; j < MAXN; j++) {
      C[i][j] = (float)((i * 7 + j * 3) % 11) / 11.0f;
      A[i][j] = (float)((i * 5 + j * 2) % 7) / 7.0f;
      D[i][j] = (float)((i + j * 7) % 5) / 5.0f;
      E[i][j] = (float)((i * 2 + j) % 9) / 9.0f;
      F[i][j] = (float)((i * 4 + j * 3) % 7) / 7.0f;
    }
  kernel(7, -3, 7);
  kernel(7, 0, 7);
  kernel(7, 8, 9);
  for (int i = 0; i < MAXN; i++)
    for (int j = 0; j < MAXN; j++)
      printf("C %d %d %.9g D %.9g\n", i, j, C[i][j], D[i][j]);
  return 0;
}
