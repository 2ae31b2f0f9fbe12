// Golden test (sizes too small to be worth threads by default, hence --omp-min-work=0): a
// scalar temporary declared in the loop body. Its declaration moves to the top of the generated
// block, and since every read of `t` sees the write of the same iteration, both loops are
// parallel with `t` private.
//
// RUN: liar --target=omp --omp-min-work=0 %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines < %t.c
// RUN: %cc -fopenmp -c %t.c -o %t.o
// The rewrite is built with a main, run, and compared with the original, element by element:
// RUN: %cc -fopenmp -DRUN_MAIN -I%S %clean -o %t.ref && %t.ref > %t.expected
// RUN: %cc -fopenmp -DRUN_MAIN -I%S %t.c -o %t.run0 && OMP_NUM_THREADS=2 %t.run0 > %t.got0 && cmp %t.expected %t.got0

#define N 100

void tmp(double A[restrict N][N], double B[restrict N][N]) {
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'tmp' replaced by OpenMP loops (rescheduled, parallel) [liar-omp]
    for (int j = 0; j < N; j++) {
      double t = A[i][j] * 2.0;
      B[i][j] = t + t * t;
    }
}
// CHECK-FIXES: void tmp(double A[restrict N][N], double B[restrict N][N]) {
// CHECK-FIXES-NEXT:   /* liar: omp (rescheduled, parallel) */
// CHECK-FIXES-NEXT:   {
// CHECK-FIXES-NEXT:     double t;
// CHECK-FIXES-NEXT:     #define liar_pragma(text) _Pragma(#text)
// CHECK-FIXES-NEXT:     #if defined(__has_feature)
// CHECK-FIXES-NEXT:     #if __has_feature(undefined_behavior_sanitizer)
// CHECK-FIXES-NEXT:     #define liar_simd(...)
// CHECK-FIXES-NEXT:     #endif
// CHECK-FIXES-NEXT:     #endif
// CHECK-FIXES-NEXT:     #ifndef liar_simd
// CHECK-FIXES-NEXT:     #define liar_simd(...) liar_pragma(omp simd __VA_ARGS__)
// CHECK-FIXES-NEXT:     #endif
// CHECK-FIXES-NEXT:     #define liar_S0(i, j) t = A[i][j] * 2.0
// CHECK-FIXES-NEXT:     #define liar_S1(i, j) B[i][j] = t + t * t
// CHECK-FIXES-NEXT:     #pragma omp parallel for private(t)
// CHECK-FIXES-NEXT:     for (long c0 = 0; c0 < N; c0++) {
// CHECK-FIXES-NEXT:       liar_simd(private(t))
// CHECK-FIXES-NEXT:       for (long c1 = 0; c1 < N; c1++) {
// CHECK-FIXES-NEXT:         liar_S0(c0, c1);
// CHECK-FIXES-NEXT:         liar_S1(c0, c1);
// CHECK-FIXES-NEXT:       }
// CHECK-FIXES-NEXT:     }
// CHECK-FIXES-NEXT:     #undef liar_S0
// CHECK-FIXES-NEXT:     #undef liar_S1
// CHECK-FIXES-NEXT:     #undef liar_simd
// CHECK-FIXES-NEXT:     #undef liar_pragma
// CHECK-FIXES-NEXT:   }
// CHECK-FIXES-NEXT:   /* liar: end */
// CHECK-FIXES-NEXT: }

#ifdef RUN_MAIN
#define KERNEL tmp
#include "two-matrices-main.inc"
#endif
