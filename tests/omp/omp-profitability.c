// Golden test: a 1-D smoothing stencil whose sweeps (2000 points) are too short to pay for
// starting the threads 100 times. liar estimates the statement instances each entry of a
// parallel loop runs, with the parameters' values (T, N); below --omp-min-work (default
// 100000) the loop gets no `parallel for`. With nothing worth running in parallel there is no
// OpenMP form, and --target=auto leaves the file exactly as it was. --omp-min-work=0 shows the
// parallel form the dependences allow: time-tiled wavefronts.
//
// RUN: liar --target=auto --explain %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-AUTO
// RUN: cmp %clean %t.c
// RUN: liar --target=omp %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-AUTO
// RUN: liar --target=omp --omp-min-work=0 --tile-size=32 %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-FORCED
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -fopenmp -c %t.c -o %t.o

#define T 100
#define N 2000

void smooth(double A[restrict N], double B[restrict N]) {
  for (int t = 0; t < T; t++) {
    // CHECK-FORCED: :[[@LINE-1]]:3: remark: loop nest in 'smooth' replaced by OpenMP loops (tiled, wavefront-parallel) [liar-omp]
    for (int i = 1; i < N - 1; i++)
      B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
    // CHECK-AUTO: :[[@LINE-1]]:7: remark: region not lifted: 'A[i - 1]' reads values of 'A' both before and after they are updated; no OpenMP form: no loop is both parallel and worth the threads [liar-missed-read-before-after]
    for (int i = 1; i < N - 1; i++)
      A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
  }
}
// CHECK-FIXES: for (long c0 = 0; c0 <= ((3 * (long)T) + 1995); c0 += 32) {
// CHECK-FIXES-NEXT: #pragma omp parallel for
