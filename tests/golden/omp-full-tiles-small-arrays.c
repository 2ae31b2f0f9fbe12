// Regression test from fuzz seed 100262: tiled OpenMP loops over arrays smaller than a tile.
// ISL separates full tiles from partial ones, and a full tile's innermost loop runs exactly
// 64 times (`c7 <= c5 + 63`, no `min` with the size), guarded by outer bounds such as
// `c4 < liar_min(nk, nm - 63)` that hold only when the sizes reach a whole tile. gcc -O2
// sees that such a loop over a 9-element array would go out of bounds at its 10th iteration
// and warns "iteration 9 invokes undefined behavior" (-Waggressive-loop-optimizations, on by
// default). The warning is about code that never runs: with sizes below a tile the guard is
// false, and with sizes of a tile or more the original loops themselves would overrun the
// arrays. The rewrite is built with the sanitizers (bounds included) and run for several
// sizes up to the arrays' extent, and must print what the original prints. (When every array
// has a known extent no larger than a tile, liar does not tile at all; here the pointer `p`
// has no known extent.)
//
// RUN: liar --target=omp --tile-size=64 %clean -o %t.c -- 2>&1 | FileCheck %s \
// RUN:   --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -O2 -fopenmp -Wno-aggressive-loop-optimizations -fsanitize=address,undefined \
// RUN:   -fsanitize=bounds-strict -fno-sanitize-recover=all %t.c -o %t.new
// RUN: OMP_NUM_THREADS=2 %t.new > %t.new.out && python3 %S/compare-output.py %t.orig.out %t.new.out
#include <stdio.h>

#define G0_MAX 9
static float T[G0_MAX][G0_MAX], A[G0_MAX][G0_MAX], B[G0_MAX][G0_MAX], C[G0_MAX][G0_MAX];
static float D[G0_MAX][G0_MAX], y[G0_MAX], x[G0_MAX];

static void kernel0(int nn, int nm, int nk, const float *restrict p) {
  for (int r = 0; r < 3; r++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'kernel0' replaced by OpenMP loops (tiled{{.*}}
    for (int i = 0; i < nn; i++)
      for (int j = 0; j < nk; j++) {
        T[i][j] = 0.0f;
        for (int k = 0; k < nm; k++)
          T[i][j] += A[i][k] * B[k][j];
      }
    for (int i = 0; i < nn; i++)
      for (int j = 0; j < nm; j++) {
        D[i][j] = 0.0f * D[i][j];
        for (int k = 0; k < nk; k++)
          D[i][j] += T[i][k] * C[k][j];
      }
    for (int i = 0; i < nn; i++)
      y[i] = x[i] + p[i];
  }
}
// The sizes are run-time parameters: the outer tile loop is parallel when they give enough
// work, so the skewed schedule with its full tiles, which this test was written for, is no
// longer tried; the rewrite must still build under the sanitizers and print what the
// original prints.
// CHECK-FIXES: #pragma omp parallel for
// CHECK-FIXES-NEXT: for (long c0 = 0; c0 < nn; c0 += 64) {

static void fill(float *v, int n, int k) {
  for (int i = 0; i < n; i++)
    v[i] = (i * k + 3) % 11 / 11.0f - 0.25f;
}

static void dump(const char *what, const float *v, int n) {
  for (int i = 0; i < n; i++)
    printf("%s %d %.9g\n", what, i, v[i]);
}

int main(void) {
  static const float Zero[G0_MAX];
  const int Sizes[][3] = {{7, 7, 7}, {9, 9, 9}, {0, 5, 3}, {4, 0, 9}, {9, 2, 1}};
  for (int s = 0; s < 5; s++) {
    fill(&T[0][0], G0_MAX * G0_MAX, 3);
    fill(&A[0][0], G0_MAX * G0_MAX, 5);
    fill(&B[0][0], G0_MAX * G0_MAX, 7);
    fill(&C[0][0], G0_MAX * G0_MAX, 2);
    fill(&D[0][0], G0_MAX * G0_MAX, 6);
    fill(y, G0_MAX, 4);
    fill(x, G0_MAX, 8);
    kernel0(Sizes[s][0], Sizes[s][1], Sizes[s][2], Zero);
    dump("T", &T[0][0], G0_MAX * G0_MAX);
    dump("D", &D[0][0], G0_MAX * G0_MAX);
    dump("y", y, G0_MAX);
  }
  return 0;
}
