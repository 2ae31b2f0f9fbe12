// Golden test: a scalar sum over a 2-D array. Every iteration of the outer loop adds into `s`,
// so that loop carries a dependence; since `s` is only ever accumulated into (`s += e`, e free
// of s), the loop may run with `reduction(+:s)`, which reorders the floating-point additions.
// Under --fp-strict that is not allowed and the nest has no parallel form, so it is kept.
// The array holds small integers, whose sums are exact in any order: the rewritten program
// prints exactly what the original prints, with 1 and with 4 threads.
//
// RUN: liar --target=omp --functions=total %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES --match-full-lines < %t.c
// RUN: %cc -fopenmp %t.c -o %t.omp && %cc %clean -o %t.ref
// RUN: %t.ref > %t.expected
// RUN: OMP_NUM_THREADS=1 %t.omp > %t.one && cmp %t.expected %t.one
// RUN: OMP_NUM_THREADS=4 %t.omp > %t.four && cmp %t.expected %t.four
// RUN: liar --target=omp --fp-strict --functions=total %clean -o %t.strict.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-STRICT
// RUN: cmp %clean %t.strict.c

#include <stdio.h>

#define N 1000

double total(double A[restrict N][N]) {
  double s = 0.0;
  for (int i = 0; i < N; i++)
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'total' replaced by OpenMP loops (rescheduled, parallel); floating-point sums may be reassociated [liar-omp]
    // CHECK-STRICT: :[[@LINE-2]]:3: remark: loop nest in 'total' not rewritten: no OpenMP form: no loop is both parallel and worth the threads [liar-missed-omp-form]
    for (int j = 0; j < N; j++)
      s += A[i][j];
  return s;
}
// CHECK-FIXES: double total(double A[restrict N][N]) {
// CHECK-FIXES-NEXT:   double s = 0.0;
// CHECK-FIXES-NEXT:   /* liar: omp (rescheduled, parallel) */
// CHECK-FIXES-NEXT:   {
// CHECK-FIXES-NEXT:     #define liar_S0(i, j) s += A[i][j]
// CHECK-FIXES-NEXT:     #pragma omp parallel for reduction(+:s)
// CHECK-FIXES-NEXT:     for (long c0 = 0; c0 < N; c0++) {
// CHECK-FIXES-NEXT:       for (long c1 = 0; c1 < N; c1++) {
// CHECK-FIXES-NEXT:         liar_S0(c0, c1);
// CHECK-FIXES-NEXT:       }
// CHECK-FIXES-NEXT:     }
// CHECK-FIXES-NEXT:     #undef liar_S0
// CHECK-FIXES-NEXT:   }
// CHECK-FIXES-NEXT:   /* liar: end */
// CHECK-FIXES-NEXT:   return s;
// CHECK-FIXES-NEXT: }

static double A[N][N];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (double)((i * 7 + j * 13) % 17);
  printf("%.17g\n", total(A));
  return 0;
}
