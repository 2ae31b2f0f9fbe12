// A region with loop-carried dependences in every loop (Gauss-Seidel: each point reads the
// new values of its upper and left neighbours and the previous sweep's others). No original
// loop is parallel, and the time loop's parallelism is nested: liar skews the nest (ISL with
// outer coincidence off), tiles it and runs the tiles as wavefronts: the outer wavefront loop
// is sequential, the tiles of one wavefront run in parallel, and no point loop gets a pragma
// (each carries a dependence). The rewritten program must print exactly what the original
// prints, with 1 and with 4 threads.
//
// RUN: liar --target=omp --omp-min-work=0 --tile-size=8 %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -fopenmp %t.c -o %t.omp && %cc %clean -o %t.ref
// RUN: %t.ref > %t.expected
// RUN: OMP_NUM_THREADS=1 %t.omp > %t.one && cmp %t.expected %t.one
// RUN: OMP_NUM_THREADS=4 %t.omp > %t.four && cmp %t.expected %t.four

#include <stdio.h>

#define T 6
#define N 40

void seidel(double A[restrict N][N]) {
  for (int t = 0; t < T; t++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'seidel' replaced by OpenMP loops (tiled, wavefront-parallel) [liar-omp]
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i][j] = (A[i - 1][j] + A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j]) / 5.0;
}
// The outermost loop is the sequential wavefront of 8x8x8 tiles; parallelism starts one level in.
// CHECK-FIXES: #define liar_S0(t, i, j) A[i][j] = (A[i - 1][j] + A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j]) / 5.0
// CHECK-FIXES-NEXT: if (T >= 1) {
// CHECK-FIXES-NEXT: for (long c0 = 0; c0 <= ((2 * (long)T) + 36); c0 += 8) {
// CHECK-FIXES-NEXT: #pragma omp parallel for
// CHECK-FIXES-NEXT: for (long c1 =
// CHECK-FIXES-NEXT: for (long c2 = c0 - c1;
// CHECK-FIXES-NEXT: for (long c3 =
// CHECK-FIXES-NEXT: for (long c4 =
// CHECK-FIXES-NEXT: for (long c5 =
// CHECK-FIXES-NEXT: liar_S0(c3, ((-c3) + c4), ((-c3) + c5));
static double A[N][N];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (double)((i * 7 + j * 13) % 17) / 17.0;
  seidel(A);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      printf("%.17g\n", A[i][j]);
  return 0;
}
