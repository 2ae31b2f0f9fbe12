// Regression test: mixed plans (library calls for some statements, OpenMP loops for the others)
// and a scalar sum folded into a later definition (`s += x[i]` ... `res[0] = s`).
//
// kernel_sum_in_call: res[0] = s becomes a ddot whose fold starts from s's value on entry to
// the region. The mixed form once joined the sum's statement to the next statement's OpenMP
// part, so the loop part added x's sum to s and the ddot added it again (twice the sum). The
// sum now joins the earliest part that reads it, the ddot's, and no loop part runs it.
//
// kernel_sum_read_twice: the sum is read by the OpenMP part (C1 += s * A2) and folded into the
// ddot: no placement runs it once for both, so the mixed form is refused (auto picks another).
//
// Both built, run (also with an empty extent, where the guard fails) and compared with the
// original.
//
// RUN: liar --target=auto --explain --functions=^kernel %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: %cc -O2 -fopenmp %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -O2 -fopenmp %t.c -o %t.new -lopenblas && OMP_NUM_THREADS=2 %t.new > %t.new.out
// RUN: python3 %S/compare-output.py --rtol 1e-12 %t.orig.out %t.new.out

#include <stdio.h>

#define MAXN 12
static double x[MAXN];
static double C1[MAXN][MAXN], A2[MAXN][MAXN], C3[MAXN][MAXN], A4[MAXN][MAXN], B5[MAXN][MAXN];

static void kernel_sum_in_call(int n, int m, int p, double *restrict res) {
  double s = 0.0;
  // CHECK-MESSAGES: :[[@LINE+2]]:3: remark: loop nest in 'kernel_sum_in_call' replaced by cblas_dgemm, cblas_ddot and OpenMP loops {{.*}}
  // CHECK-MESSAGES: note: {{.*}}mixed form, in dependence order: part of S1: OpenMP form
  for (int i = 0; i < n; i++)
    s += x[i];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      C1[i][j] = C1[i][j] + 2.0 * A2[j][i];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < p; k++)
        C3[i][j] += 2.0 * A4[i][k] * B5[k][j];
  res[0] = s;
}

static void kernel_sum_read_twice(int n, int m, int p, double *restrict res) {
  double s = 0.0;
  // CHECK-MESSAGES: :[[@LINE+2]]:3: remark: loop nest in 'kernel_sum_read_twice' replaced by {{.*}}
  // CHECK-MESSAGES: note: {{.*}}no mixed form: the library call for the statement at line [[@LINE+10]] computes again what the statement at line [[@LINE+2]] computes in another part
  for (int i = 0; i < n; i++)
    s += x[i];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      C1[i][j] = C1[i][j] + s * A2[j][i];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < p; k++)
        C3[i][j] += 2.0 * A4[i][k] * B5[k][j];
  res[0] = s;
}

static void dump(const char *name, double res) {
  printf("%s d %.17g\n", name, res);
  for (int i = 0; i < MAXN; i++)
    for (int j = 0; j < MAXN; j++)
      printf("C1 %d %d d %.17g C3 d %.17g\n", i, j, C1[i][j], C3[i][j]);
}

int main(void) {
  for (int i = 0; i < MAXN; i++) {
    x[i] = (double)((i * 7) % 11) / 11.0 + 0.25;
    for (int j = 0; j < MAXN; j++) {
      C1[i][j] = (double)((i * 7 + j * 3) % 11) / 11.0;
      A2[i][j] = (double)((i * 5 + j * 2) % 7) / 7.0;
      C3[i][j] = (double)((i + j * 7) % 5) / 5.0;
      A4[i][j] = (double)((i * 2 + j) % 9) / 9.0;
      B5[i][j] = (double)((i * 4 + j * 3) % 7) / 7.0;
    }
  }
  double res = 0.0;
  kernel_sum_in_call(11, 10, 5, &res);
  dump("sum_in_call", res);
  kernel_sum_in_call(0, 10, 5, &res); // the guard fails: the original loops run
  dump("sum_in_call_empty", res);
  kernel_sum_read_twice(11, 10, 5, &res);
  dump("sum_read_twice", res);
  kernel_sum_read_twice(11, 0, 5, &res);
  dump("sum_read_twice_empty", res);
  return 0;
}
