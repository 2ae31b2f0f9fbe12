// Golden test: a loop whose statements call a math function (`exp`, `tanhf`) is not marked
// `omp simd`. Compilers vectorise such calls only with a vector math library; clang-19 without
// one warns under -Wall that the requested transformation failed (-Wpass-failed), so a
// -Werror build of the rewrite broke (found by the fuzzer, tests/fuzz/findings/
// new-warning-omp-45.c). A region without calls keeps the request. Each rewrite is built by
// clang-19 and gcc with -Wall -Werror and -fopenmp, run with 2 threads, and compared bit for bit
// with the original (element-wise loops: nothing is reassociated).
//
// RUN: liar --target=omp --omp-min-work=0 %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -O2 -fopenmp %clean -lm -o %t.orig && %t.orig > %t.orig.out
// RUN: clang-19 -std=c99 -O2 -Wall -Werror -fopenmp %t.c -lm -o %t.new && OMP_NUM_THREADS=2 %t.new > %t.new.out
// RUN: cmp %t.orig.out %t.new.out
// RUN: %cc -O2 -Wall -Werror -fopenmp %t.c -lm -o %t.gcc && OMP_NUM_THREADS=2 %t.gcc > %t.gcc.out
// RUN: cmp %t.orig.out %t.gcc.out

#include <math.h>
#include <stdio.h>

#define N 40
#define M 30

static void activate(int n, int m, double Y[N][M], const double X[N][M], float H[N][M],
                     const float G[N][M]) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'activate' replaced by OpenMP loops{{.*}}
    for (int j = 0; j < m; j++)
      Y[i][j] = exp(X[i][j]);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      H[i][j] = tanhf(G[i][j]) * 0.5f;
}

static void blend(int n, int m, double Z[N][M], const double X[N][M], const double Y[N][M]) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'blend' replaced by OpenMP loops{{.*}}
    for (int j = 0; j < m; j++)
      Z[i][j] = 0.25 * X[i][j] + Y[i][j];
}
// CHECK-FIXES: static void activate(
// CHECK-FIXES-NOT: omp simd
// CHECK-FIXES-NOT: {{^[[:space:]]*}}liar_simd(
// CHECK-FIXES: static void blend(
// CHECK-FIXES: {{^[[:space:]]*}}liar_simd()

int main(void) {
  static double X[N][M], Y[N][M], Z[N][M];
  static float G[N][M], H[N][M];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      X[i][j] = ((i * 7 + j) % 37) / 9.0 - 2.0;
      G[i][j] = (float)(((i + j * 3) % 23) / 5.0 - 2.0);
    }
  activate(N, M, Y, X, H, G);
  blend(N, M, Z, X, Y);
  for (int i = 0; i < N; i += 3)
    for (int j = 0; j < M; j += 7)
      printf("%d %d %a %a %a\n", i, j, Y[i][j], (double)H[i][j], Z[i][j]);
  return 0;
}
