// Golden test (sizes too small to be worth threads by default, hence --omp-min-work=0): a
// triangular nest tiled with --tile-size=8: tile loops step by 8, point loops are clipped by
// the triangle (liar_min), the outer tile loop is parallel, parameters keep their spelling (N).
//
// RUN: liar --target=omp --omp-min-work=0 --tile-size=8 %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines < %t.c
// RUN: %cc -fopenmp -c %t.c -o %t.o
// The rewrite is built with a main, run, and compared with the original, element by element:
// RUN: %cc -fopenmp -DRUN_MAIN -I%S %clean -o %t.ref && %t.ref > %t.expected
// RUN: %cc -fopenmp -DRUN_MAIN -I%S %t.c -o %t.run0 && OMP_NUM_THREADS=2 %t.run0 > %t.got0 && cmp %t.expected %t.got0

#define N 64

void lower(double L[restrict N][N], double A[restrict N][N]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'lower' replaced by OpenMP loops (tiled, parallel) [liar-omp]
    for (int j = 0; j <= i; j++)
      L[i][j] = A[i][j] + A[j][i];
}
// CHECK-FIXES: void lower(double L[restrict N][N], double A[restrict N][N]) {
// CHECK-FIXES-NEXT:   /* liar: omp (tiled, parallel) */
// CHECK-FIXES-NEXT:   {
// CHECK-FIXES-NEXT:     #define liar_min(x, y) ((x) < (y) ? (x) : (y))
// CHECK-FIXES-NEXT:     #define liar_pragma(text) _Pragma(#text)
// CHECK-FIXES-NEXT:     #if defined(__has_feature)
// CHECK-FIXES-NEXT:     #if __has_feature(undefined_behavior_sanitizer)
// CHECK-FIXES-NEXT:     #define liar_simd(...)
// CHECK-FIXES-NEXT:     #endif
// CHECK-FIXES-NEXT:     #endif
// CHECK-FIXES-NEXT:     #ifndef liar_simd
// CHECK-FIXES-NEXT:     #define liar_simd(...) liar_pragma(omp simd __VA_ARGS__)
// CHECK-FIXES-NEXT:     #endif
// CHECK-FIXES-NEXT:     #define liar_S0(i, j) L[i][j] = A[i][j] + A[j][i]
// CHECK-FIXES-NEXT:     #pragma omp parallel for
// CHECK-FIXES-NEXT:     for (long c0 = 0; c0 < N; c0 += 8) {
// CHECK-FIXES-NEXT:       for (long c1 = 0; c1 <= liar_min(((long)N - 1), (c0 + 7)); c1 += 8) {
// CHECK-FIXES-NEXT:         for (long c2 = c0; c2 <= liar_min(((long)N - 1), (c0 + 7)); c2++) {
// CHECK-FIXES-NEXT:           liar_simd()
// CHECK-FIXES-NEXT:           for (long c3 = c1; c3 <= liar_min((c1 + 7), c2); c3++) {
// CHECK-FIXES-NEXT:             liar_S0(c2, c3);
// CHECK-FIXES-NEXT:           }
// CHECK-FIXES-NEXT:         }
// CHECK-FIXES-NEXT:       }
// CHECK-FIXES-NEXT:     }
// CHECK-FIXES-NEXT:     #undef liar_S0
// CHECK-FIXES-NEXT:     #undef liar_min
// CHECK-FIXES-NEXT:     #undef liar_simd
// CHECK-FIXES-NEXT:     #undef liar_pragma
// CHECK-FIXES-NEXT:   }
// CHECK-FIXES-NEXT:   /* liar: end */
// CHECK-FIXES-NEXT: }

#ifdef RUN_MAIN
#define KERNEL lower
#include "two-matrices-main.inc"
#endif
