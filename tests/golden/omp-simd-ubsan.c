// Golden test: innermost dependence-free loops get `#pragma omp simd`, which asks the compiler
// to vectorize. Built by clang with -fsanitize=undefined, whose checks keep loops from
// vectorizing, every such loop drew a warning under -Wall ("loop not vectorized: the optimizer
// was unable to perform the requested transformation", -Wpass-failed). The pragma is now
// spelled `liar_simd()`, a macro that is `_Pragma("omp simd")` except under clang's
// undefined-behaviour sanitizer. The rewrite is built with and without the sanitizer, with
// -Wall -Werror, run, and compared with the original.
//
// RUN: liar --target=omp --omp-min-work=0 %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -O2 -fopenmp %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: clang-19 -std=c99 -O2 -Wall -Werror -fopenmp %t.c -o %t.new && OMP_NUM_THREADS=2 %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out
// RUN: clang-19 -std=c99 -O2 -Wall -Werror -fopenmp -fsanitize=address,undefined -fno-sanitize-recover=all %t.c -o %t.san
// RUN: OMP_NUM_THREADS=2 %t.san > %t.san.out && python3 %S/compare-output.py %t.orig.out %t.san.out
// RUN: %cc -O2 -fopenmp %t.c -o %t.gcc && OMP_NUM_THREADS=2 %t.gcc > %t.gcc.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.gcc.out

#include <stdio.h>
#include <stdlib.h>

static void update(int n, int m, float C[n][m], float A[n][m], float x[n], float y[n], float alpha) {
  for (int i = 0; i < n; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'update' replaced by OpenMP loops{{.*}}
    y[i] = x[i];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      C[i][j] = 1.5f * C[i][j] + alpha * A[i][j];
}
// CHECK-FIXES: #define liar_simd(...) liar_pragma(omp simd __VA_ARGS__)
// CHECK-FIXES: liar_simd()

int main(void) {
  int n = 8, m = 5;
  float (*C)[m] = malloc(sizeof(float) * n * m);
  float (*A)[m] = malloc(sizeof(float) * n * m);
  float *x = malloc(sizeof(float) * n), *y = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++) {
    x[i] = (float)i / 3.0f;
    for (int j = 0; j < m; j++) {
      C[i][j] = (float)(i - j) / 7.0f;
      A[i][j] = (float)(i * j % 5) / 5.0f;
    }
  }
  update(n, m, C, A, x, y, 0.5f);
  for (int i = 0; i < n; i++) {
    printf("y %d %.9g\n", i, y[i]);
    for (int j = 0; j < m; j++)
      printf("C %d %d %.9g\n", i, j, C[i][j]);
  }
  free(C);
  free(A);
  free(x);
  free(y);
  return 0;
}
