// Regression test: a region whose library form calls sgemm for one product and keeps loops for
// the rest. A scalar sum (`s = 0; s += x[i]`) is a temporary folded into the definition of
// `res[0]` (the last statement). The mixed form once joined its statements to the next part in
// text order, the sgemm, which never computes them: the OpenMP part stored `res[0] = s` with
// s's value before the region (0 instead of the sum). A temporary now joins the earliest part
// that reads it, here the OpenMP part that stores res[0], which computes the sum itself. Built,
// run (also with n = 0, where the guard fails and the original loops run) and compared with
// the original.
//
// RUN: liar --target=auto --explain --functions=^kernel %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -O2 -fopenmp %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -O2 -fopenmp %t.c -o %t.new -lopenblas && OMP_NUM_THREADS=2 %t.new > %t.new.out
// RUN: python3 %S/compare-output.py --rtol 1e-5 %t.orig.out %t.new.out

#include <stddef.h>
#include <stdio.h>

#define MAXN 9
static float x[MAXN];
static float C[MAXN][MAXN], A[MAXN][MAXN], B[MAXN][MAXN];
static float D[MAXN][MAXN], E[MAXN][MAXN], F[MAXN][MAXN];

static void kernel(size_t n, size_t m, size_t p, double *res) {
  double s = 0.0;
  // CHECK-MESSAGES: :[[@LINE+2]]:3: remark: loop nest in 'kernel' replaced by cblas_sgemm and OpenMP loops {{.*}}
  // CHECK-MESSAGES: note: {{.*}}mixed form, in dependence order: part of S0, S1, S4, S5, S6, S7: OpenMP form
  s = 0.0;
  for (size_t i = 0; i < n; i++)
    s += x[i];
  for (size_t i = 0; i < n; i++)
    for (size_t j = 0; j < m; j++) {
      C[i][j] = 1.5f * C[i][j];
      for (size_t k = 0; k < p; k++)
        C[i][j] += 0.5f * A[i][k] * B[k][j];
    }
  for (size_t i = 0; i < n; i++)
    for (size_t j = 0; j < m; j++) {
      double acc = 0.0;
      for (size_t k = 0; k < p; k++)
        acc += 0.5f * E[i][k] * F[k][j];
      D[i][j] += acc;
    }
  res[0] = s;
}
// CHECK-FIXES: cblas_sgemm(
// CHECK-FIXES: #define liar_S1(i) s += x[i]
// CHECK-FIXES: #define liar_S7() res[0] = s
// CHECK-FIXES: omp parallel for

int main(void) {
  for (int i = 0; i < MAXN; i++) {
    x[i] = (float)((i * 7) % 11) / 11.0f + 0.25f;
    for (int j = 0; j < MAXN; j++) {
      C[i][j] = (float)((i * 7 + j * 3) % 11) / 11.0f;
      A[i][j] = (float)((i * 5 + j * 2) % 7) / 7.0f;
      B[i][j] = (float)((i * 3 + j * 5) % 13) / 13.0f;
      D[i][j] = (float)((i + j * 7) % 5) / 5.0f;
      E[i][j] = (float)((i * 2 + j) % 9) / 9.0f;
      F[i][j] = (float)((i * 4 + j * 3) % 7) / 7.0f;
    }
  }
  double res = 0.0;
  kernel(7, 8, 9, &res);
  printf("res d %.17g\n", res);
  kernel(0, 8, 9, &res); // the guard fails: the original loops run
  printf("res d %.17g\n", res);
  for (int i = 0; i < MAXN; i++)
    for (int j = 0; j < MAXN; j++)
      printf("C %d %d f %.9g D f %.9g\n", i, j, C[i][j], D[i][j]);
  return 0;
}
