// Golden test: a first-order recursive filter along each row, carried by scalars (`ym1`,
// `xm1`), after coefficients set by chained assignments. The IR has no form for a running
// value stored inside its loop, so the region is not lifted; its affine model is complete,
// and the OpenMP form runs the rows in parallel, each thread with its own `ym1` and `xm1`.
// The chained assignment `b = a = c0 * 0.5` is two statements, `a = c0 * 0.5` then `b = a`:
// they must keep that order. The loop iterators are prefixed (`liar_c0`), since the statements
// use `c0`. The rewritten program prints exactly what the original prints, with 1 and with 4
// threads. Under --target=blas the region is reported and left byte-identical.
//
// RUN: liar --target=omp --functions=filter %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: liar --target=blas --functions=filter %clean -o %t.blas.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-BLAS
// RUN: cmp %clean %t.blas.c
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines < %t.c
// RUN: %cc -Wno-unknown-pragmas -fopenmp %t.c -o %t.omp && %cc -Wno-unknown-pragmas %clean -o %t.ref
// RUN: %t.ref > %t.expected
// RUN: OMP_NUM_THREADS=1 %t.omp > %t.one && cmp %t.expected %t.one
// RUN: OMP_NUM_THREADS=4 %t.omp > %t.four && cmp %t.expected %t.four

#include <stdio.h>

#define W 600
#define H 800

static double In[W][H], Out[W][H];

void filter(double c0, double c1) {
  double a, b, ym1, xm1;
#pragma scop
  b = a = c0 * 0.5;
  // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'filter' replaced by OpenMP loops (rescheduled, parallel) [liar-omp]
  // CHECK-BLAS: :[[@LINE+4]]:5: remark: region not lifted: running value of accumulator 'ym1' is stored inside its loop [liar-missed-running-accumulator]
  for (int i = 0; i < W; i++) {
    ym1 = 0.0;
    xm1 = 0.0;
    for (int j = 0; j < H; j++) {
      Out[i][j] = a * In[i][j] + b * xm1 + c1 * ym1;
      xm1 = In[i][j];
      ym1 = Out[i][j];
    }
  }
#pragma endscop
}
// CHECK-FIXES:        #define liar_S0() a = c0 * 0.5
// CHECK-FIXES-NEXT:   #define liar_S1() b = a
// CHECK-FIXES:        liar_S0();
// CHECK-FIXES-NEXT:   liar_S1();
// CHECK-FIXES-NEXT:   #pragma omp parallel for private(ym1, xm1)
// CHECK-FIXES-NEXT:   for (long liar_c0 = 0; liar_c0 < W; liar_c0++) {

int main(void) {
  for (int i = 0; i < W; i++)
    for (int j = 0; j < H; j++)
      In[i][j] = ((i * 13 + j * 7) % 17) / 17.0;
  filter(0.6, 0.35);
  double Sum = 0.0;
  for (int i = 0; i < W; i++)
    for (int j = 0; j < H; j++)
      Sum += Out[i][j] * ((i + j) % 5);
  printf("%.17g %.17g\n", Sum, Out[W / 2][H - 1]);
  return 0;
}
