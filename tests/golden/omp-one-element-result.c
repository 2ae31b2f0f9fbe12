// Regression test from fuzz seed 366495: a region over arrays smaller than a tile that also
// stores its result through a pointer, `res[0] = s`. liar does not tile loops whose arrays are
// all no larger than a tile (a second tile would start past their declared ends, which gcc -O2
// flags with -Warray-bounds although it never runs), but the pointer's extent is unknown, so
// the region was tiled and the rewrite warned. The statements touch one element of it: it
// now counts as an array of one element, the loops are not tiled, and the rewrite compiles
// with -Wall -Werror -O2. Built with and without -fopenmp, run (also with no rows, where the
// rewrite's size conditions send it past every loop) and compared bit for bit.
//
// RUN: %cc -O2 %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: liar --target=omp %clean -o %t.c -- -fopenmp 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: %cc -O2 -fopenmp %t.c -o %t.new && env OMP_NUM_THREADS=2 %t.new | diff %t.orig.out -
// RUN: %cc -O2 -Wno-unknown-pragmas %t.c -o %t.seq && %t.seq | diff %t.orig.out -
#include <stdio.h>

#define MAXN 10
static double C[MAXN][MAXN], A[MAXN][MAXN], B[MAXN][MAXN], x[MAXN], y[MAXN];
static double U[MAXN][MAXN], V[MAXN][MAXN];

static void kernel(int nn, int nm, int nk, double beta, double *res) {
  double s = 0.0;
  for (int t = 0; t < 3; t++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'kernel' replaced by OpenMP loops ({{rescheduled|parallel}}
    // CHECK-MESSAGES-NOT: tiled
    for (int i = 1; i < nn - 1; i++)
      for (int j = 1; j < nn - 1; j++)
        V[i][j] = 0.25 * (U[i - 1][j] + U[i + 1][j] + U[i][j - 1] + U[i][j + 1]);
    for (int i = 1; i < nn - 1; i++)
      for (int j = 1; j < nn - 1; j++)
        U[i][j] = V[i][j];
  }
  for (int i = 0; i < nn; i++)
    s += x[i] * y[i];
  for (int i = 0; i < nn; i++)
    for (int j = 0; j < nm; j++) {
      C[i][j] = beta * C[i][j];
      for (int k = 0; k < nk; k++)
        C[i][j] += 2.0 * A[i][k] * B[k][j];
    }
  res[0] = s;
}

int main(void) {
  double r = 0.0;
  for (int i = 0; i < MAXN; i++) {
    x[i] = i * 0.5;
    y[i] = 1.0 + i;
    for (int j = 0; j < MAXN; j++) {
      A[i][j] = (i + 2 * j) % 7;
      B[i][j] = (3 * i + j) % 5;
      C[i][j] = i - j;
      U[i][j] = (i * j) % 3;
    }
  }
  /* No rows: the rewrite's size conditions fail and nothing runs, as in the loops. */
  kernel(0, MAXN - 1, MAXN - 2, 0.5, &r);
  printf("%a\n", r);
  kernel(MAXN, MAXN - 1, MAXN - 2, 0.5, &r);
  printf("%a\n", r);
  for (int i = 0; i < MAXN; i++)
    for (int j = 0; j < MAXN; j++)
      printf("%a %a\n", C[i][j], U[i][j]);
  return 0;
}
