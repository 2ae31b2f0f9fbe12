// Golden test: a Jacobi-2D stencil with a time loop (rejected by lifting: the IR cannot carry
// the time dependence) still gets an affine model. By default --target=omp time-tiles it: the
// time loop's parallelism is nested, so ISL skews the nest (2t+i, 2t+j), the 32x32x32 tiles run
// as parallel wavefronts, and inside a tile each statement gets its own innermost loop, which
// the dependences leave free (`simd`). With --tile-size=0 the same nest keeps the time loop
// sequential and each sweep is parallel. Statements are printed from their source text
// (SCALAR_VAL stays). --omp-min-work=0: these sizes are too small to be worth threads otherwise.
//
// RUN: liar --target=omp --omp-min-work=0 --tile-size=32 %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines < %t.c
// RUN: %cc -fopenmp -c %t.c -o %t.o
// RUN: liar --target=omp --omp-min-work=0 --tile-size=0 %clean -o %t0.c --
// RUN: FileCheck %s --check-prefix=CHECK-SWEEPS --match-full-lines < %t0.c
// RUN: %cc -fopenmp -c %t0.c -o %t0.o
// The rewrite is built with a main, run, and compared with the original, element by element:
// RUN: %cc -fopenmp -DRUN_MAIN -I%S %clean -o %t.ref && %t.ref > %t.expected
// RUN: %cc -fopenmp -DRUN_MAIN -I%S %t.c -o %t.run0 && OMP_NUM_THREADS=2 %t.run0 > %t.got0 && cmp %t.expected %t.got0
// RUN: %cc -fopenmp -DRUN_MAIN -I%S %t0.c -o %t.run1 && OMP_NUM_THREADS=2 %t.run1 > %t.got1 && cmp %t.expected %t.got1

#define TSTEPS 10
#define N 100
#define SCALAR_VAL(x) x

void jacobi(double A[restrict N][N], double B[restrict N][N]) {
  for (int t = 0; t < TSTEPS; t++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'jacobi' replaced by OpenMP loops (tiled, wavefront-parallel) [liar-omp]
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        B[i][j] = SCALAR_VAL(0.2) * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i][j] = SCALAR_VAL(0.2) * (B[i][j] + B[i][j - 1] + B[i][j + 1] + B[i + 1][j] + B[i - 1][j]);
  }
}
// CHECK-FIXES: void jacobi(double A[restrict N][N], double B[restrict N][N]) {
// CHECK-FIXES-NEXT:   /* liar: omp (tiled, wavefront-parallel) */
// CHECK-FIXES-NEXT:   {
// CHECK-FIXES-NEXT:     #define liar_min(x, y) ((x) < (y) ? (x) : (y))
// CHECK-FIXES-NEXT:     #define liar_max(x, y) ((x) > (y) ? (x) : (y))
// CHECK-FIXES-NEXT:     #define liar_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
// CHECK-FIXES-NEXT:     #define liar_pragma(text) _Pragma(#text)
// CHECK-FIXES-NEXT:     #if defined(__has_feature)
// CHECK-FIXES-NEXT:     #if __has_feature(undefined_behavior_sanitizer)
// CHECK-FIXES-NEXT:     #define liar_simd(...)
// CHECK-FIXES-NEXT:     #endif
// CHECK-FIXES-NEXT:     #endif
// CHECK-FIXES-NEXT:     #ifndef liar_simd
// CHECK-FIXES-NEXT:     #define liar_simd(...) liar_pragma(omp simd __VA_ARGS__)
// CHECK-FIXES-NEXT:     #endif
// CHECK-FIXES-NEXT:     #define liar_S0(t, i, j) B[i][j] = SCALAR_VAL(0.2) * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j])
// CHECK-FIXES-NEXT:     #define liar_S1(t, i, j) A[i][j] = SCALAR_VAL(0.2) * (B[i][j] + B[i][j - 1] + B[i][j + 1] + B[i + 1][j] + B[i - 1][j])
// CHECK-FIXES-NEXT:    if (TSTEPS >= 1) {
// CHECK-FIXES-NEXT:       for (long c0 = 0; c0 <= ((3 * (long)TSTEPS) + 95); c0 += 32) {
// CHECK-FIXES-NEXT:         #pragma omp parallel for
// CHECK-FIXES-NEXT:         for (long c1 = liar_max(((32 * liar_floord(((-(long)TSTEPS) + c0), 32)) + 32), (32 * ((c0 + 47) / 48))); c1 <= liar_min(((2 * (long)TSTEPS) + 96), liar_min(c0, ((c0 - ((c0 + 1) / 3)) + 53))); c1 += 32) {
// CHECK-FIXES-NEXT:           for (long c2 = liar_max((c1 - 128), ((2 * c0) - (2 * c1))); c2 <= liar_min(((2 * (long)TSTEPS) + 96), liar_min((c1 + 128), (((2 * c0) - (2 * c1)) + 160))); c2 += 32) {
// CHECK-FIXES-NEXT:             for (long c3 = liar_max((c0 - c1), liar_max(((c1 / 2) - 49), ((c2 / 2) - 49))); c3 <= liar_min(((long)TSTEPS - 1), liar_min(((c0 - c1) + 31), liar_min(((c1 / 2) + 15), ((c2 / 2) + 15)))); c3++) {
// CHECK-FIXES-NEXT:               for (long c4 = liar_max(c1, ((2 * c3) + 1)); c4 <= liar_min((c1 + 31), liar_min(((2 * c3) + 99), (((c2 / 2) + c3) + 113))); c4++) {
// CHECK-FIXES-NEXT:                 if (((2 * c3) + 98) >= c4) {
// CHECK-FIXES-NEXT:                   liar_simd()
// CHECK-FIXES-NEXT:                   for (long c5 = liar_max(c2, ((2 * c3) + 1)); c5 <= liar_min((c2 + 31), ((2 * c3) + 98)); c5++) {
// CHECK-FIXES-NEXT:                     liar_S0(c3, ((-2 * c3) + c4), ((-2 * c3) + c5));
// CHECK-FIXES-NEXT:                   }
// CHECK-FIXES-NEXT:                 }
// CHECK-FIXES-NEXT:                 if (c4 >= ((2 * c3) + 2)) {
// CHECK-FIXES-NEXT:                   liar_simd()
// CHECK-FIXES-NEXT:                   for (long c5 = liar_max(c2, ((2 * c3) + 2)); c5 <= liar_min((c2 + 31), ((2 * c3) + 99)); c5++) {
// CHECK-FIXES-NEXT:                     liar_S1(c3, (((-2 * c3) + c4) - 1), (((-2 * c3) + c5) - 1));
// CHECK-FIXES-NEXT:                   }
// CHECK-FIXES-NEXT:                 }
// CHECK-FIXES-NEXT:               }
// CHECK-FIXES-NEXT:             }
// CHECK-FIXES-NEXT:           }
// CHECK-FIXES-NEXT:         }
// CHECK-FIXES-NEXT:       }
// CHECK-FIXES-NEXT:    }
// CHECK-FIXES-NEXT:     #undef liar_S0
// CHECK-FIXES-NEXT:     #undef liar_S1
// CHECK-FIXES-NEXT:     #undef liar_min
// CHECK-FIXES-NEXT:     #undef liar_max
// CHECK-FIXES-NEXT:     #undef liar_floord
// CHECK-FIXES-NEXT:     #undef liar_simd
// CHECK-FIXES-NEXT:     #undef liar_pragma
// CHECK-FIXES-NEXT:   }
// CHECK-FIXES-NEXT:   /* liar: end */
// CHECK-SWEEPS: void jacobi(double A[restrict N][N], double B[restrict N][N]) {
// CHECK-SWEEPS-NEXT:   /* liar: omp (rescheduled, parallel) */
// CHECK-SWEEPS-NEXT:   {
// CHECK-SWEEPS-NEXT:     #define liar_pragma(text) _Pragma(#text)
// CHECK-SWEEPS-NEXT:     #if defined(__has_feature)
// CHECK-SWEEPS-NEXT:     #if __has_feature(undefined_behavior_sanitizer)
// CHECK-SWEEPS-NEXT:     #define liar_simd(...)
// CHECK-SWEEPS-NEXT:     #endif
// CHECK-SWEEPS-NEXT:     #endif
// CHECK-SWEEPS-NEXT:     #ifndef liar_simd
// CHECK-SWEEPS-NEXT:     #define liar_simd(...) liar_pragma(omp simd __VA_ARGS__)
// CHECK-SWEEPS-NEXT:     #endif
// CHECK-SWEEPS-NEXT:     #define liar_S0(t, i, j) B[i][j] = SCALAR_VAL(0.2) * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j])
// CHECK-SWEEPS-NEXT:     #define liar_S1(t, i, j) A[i][j] = SCALAR_VAL(0.2) * (B[i][j] + B[i][j - 1] + B[i][j + 1] + B[i + 1][j] + B[i - 1][j])
// CHECK-SWEEPS-NEXT:     for (long c0 = 0; c0 < TSTEPS; c0++) {
// CHECK-SWEEPS-NEXT:       #pragma omp parallel for
// CHECK-SWEEPS-NEXT:       for (long c1 = 1; c1 <= 98; c1++) {
// CHECK-SWEEPS-NEXT:         liar_simd()
// CHECK-SWEEPS-NEXT:         for (long c2 = 1; c2 <= 98; c2++) {
// CHECK-SWEEPS-NEXT:           liar_S0(c0, c1, c2);
// CHECK-SWEEPS-NEXT:         }
// CHECK-SWEEPS-NEXT:       }
// CHECK-SWEEPS-NEXT:       #pragma omp parallel for
// CHECK-SWEEPS-NEXT:       for (long c1 = 1; c1 <= 98; c1++) {
// CHECK-SWEEPS-NEXT:         liar_simd()
// CHECK-SWEEPS-NEXT:         for (long c2 = 1; c2 <= 98; c2++) {
// CHECK-SWEEPS-NEXT:           liar_S1(c0, c1, c2);
// CHECK-SWEEPS-NEXT:         }
// CHECK-SWEEPS-NEXT:       }
// CHECK-SWEEPS-NEXT:     }
// CHECK-SWEEPS-NEXT:     #undef liar_S0
// CHECK-SWEEPS-NEXT:     #undef liar_S1
// CHECK-SWEEPS-NEXT:     #undef liar_simd
// CHECK-SWEEPS-NEXT:     #undef liar_pragma
// CHECK-SWEEPS-NEXT:   }
// CHECK-SWEEPS-NEXT:   /* liar: end */

#ifdef RUN_MAIN
#define KERNEL jacobi
#include "two-matrices-main.inc"
#endif
