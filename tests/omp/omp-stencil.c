// Golden test: a Jacobi-2D stencil with a time loop (rejected by lifting: the IR cannot carry
// the time dependence) still gets an affine model, and --target=omp reschedules it: the time
// loop stays sequential, each sweep is tiled 32x32 with its outer tile loop parallel and its
// innermost loop simd, and the statements are printed from their source text (SCALAR_VAL stays).
//
// RUN: liar --target=omp %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines < %t.c
// RUN: %cc -fopenmp -c %t.c -o %t.o

#define TSTEPS 10
#define N 100
#define SCALAR_VAL(x) x

void jacobi(double A[restrict N][N], double B[restrict N][N]) {
  for (int t = 0; t < TSTEPS; t++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'jacobi' replaced by OpenMP loops (tiled, parallel) [liar-omp]
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        B[i][j] = SCALAR_VAL(0.2) * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i][j] = SCALAR_VAL(0.2) * (B[i][j] + B[i][j - 1] + B[i][j + 1] + B[i + 1][j] + B[i - 1][j]);
  }
}
// CHECK-FIXES: void jacobi(double A[restrict N][N], double B[restrict N][N]) {
// CHECK-FIXES-NEXT:   /* liar: omp (tiled, parallel) */
// CHECK-FIXES-NEXT:   {
// CHECK-FIXES-NEXT:     #define liar_min(x, y) ((x) < (y) ? (x) : (y))
// CHECK-FIXES-NEXT:     #define liar_max(x, y) ((x) > (y) ? (x) : (y))
// CHECK-FIXES-NEXT:     #define S0(t, i, j) B[i][j] = SCALAR_VAL(0.2) * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j])
// CHECK-FIXES-NEXT:     #define S1(t, i, j) A[i][j] = SCALAR_VAL(0.2) * (B[i][j] + B[i][j - 1] + B[i][j + 1] + B[i + 1][j] + B[i - 1][j])
// CHECK-FIXES-NEXT:     for (long c0 = 0; c0 < TSTEPS; c0++) {
// CHECK-FIXES-NEXT:       #pragma omp parallel for
// CHECK-FIXES-NEXT:       for (long c1 = 0; c1 <= 98; c1 += 32) {
// CHECK-FIXES-NEXT:         for (long c2 = 0; c2 <= 98; c2 += 32) {
// CHECK-FIXES-NEXT:           for (long c3 = liar_max(1, c1); c3 <= liar_min(98, (c1 + 31)); c3++) {
// CHECK-FIXES-NEXT:             #pragma omp simd
// CHECK-FIXES-NEXT:             for (long c4 = liar_max(1, c2); c4 <= liar_min(98, (c2 + 31)); c4++) {
// CHECK-FIXES-NEXT:               S0(c0, c3, c4);
// CHECK-FIXES-NEXT:             }
// CHECK-FIXES-NEXT:           }
// CHECK-FIXES-NEXT:         }
// CHECK-FIXES-NEXT:       }
// CHECK-FIXES-NEXT:       #pragma omp parallel for
// CHECK-FIXES-NEXT:       for (long c1 = 0; c1 <= 98; c1 += 32) {
// CHECK-FIXES-NEXT:         for (long c2 = 0; c2 <= 98; c2 += 32) {
// CHECK-FIXES-NEXT:           for (long c3 = liar_max(1, c1); c3 <= liar_min(98, (c1 + 31)); c3++) {
// CHECK-FIXES-NEXT:             #pragma omp simd
// CHECK-FIXES-NEXT:             for (long c4 = liar_max(1, c2); c4 <= liar_min(98, (c2 + 31)); c4++) {
// CHECK-FIXES-NEXT:               S1(c0, c3, c4);
// CHECK-FIXES-NEXT:             }
// CHECK-FIXES-NEXT:           }
// CHECK-FIXES-NEXT:         }
// CHECK-FIXES-NEXT:       }
// CHECK-FIXES-NEXT:     }
// CHECK-FIXES-NEXT:     #undef S0
// CHECK-FIXES-NEXT:     #undef S1
// CHECK-FIXES-NEXT:     #undef liar_min
// CHECK-FIXES-NEXT:     #undef liar_max
// CHECK-FIXES-NEXT:   }
// CHECK-FIXES-NEXT:   /* liar: end */
// CHECK-FIXES-NEXT: }
