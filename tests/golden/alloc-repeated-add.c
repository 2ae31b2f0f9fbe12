// Regression test: an update that adds one repeated value (`u[i] += 0.5`) next to a library
// call (`u[i] += dt * f[i]`) in one region. The chosen form adds the value as an axpy of a
// filled vector; it was printed as malloc, a fill loop, the axpy and free, inside the time loop
// around the region: an allocation per step. The destination itself serves: the value is added
// by a loop over it, and nothing is allocated. The values are dyadic and small, so every sum is
// exact in any order: the rewrites, built with and without -fopenmp, print the original's bits.
//
// RUN: %cc %clean -o %t.orig && %t.orig > %t.orig.out
// RUN: liar --target=blas %clean -o %t.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: test "$(grep -c 'malloc(' %t.c)" = 0
// RUN: %cc %t.c -o %t.new -lopenblas && %t.new | diff %t.orig.out -
// RUN: liar --target=auto %clean -o %t.auto.c -- -fopenmp > /dev/null 2>&1
// RUN: test "$(grep -c 'malloc(' %t.auto.c)" = 0
// RUN: %cc -fopenmp %t.auto.c -o %t.auto -lopenblas && OMP_NUM_THREADS=2 %t.auto | diff %t.orig.out -
// RUN: %cc -Wno-unknown-pragmas %t.auto.c -o %t.seq -lopenblas && %t.seq | diff %t.orig.out -

#include <stdio.h>

#define N 300

static double u[N], f[N];

void steps(int count, int n, double dt) {
  for (int t = 0; t < count; t++) {
    for (int i = 0; i < n; i++)
      u[i] += dt * f[i];
    // CHECK-MESSAGES: :[[@LINE-3]]:3: remark: loop nest in 'steps' replaced inside the loop: line [[#@LINE-2]] replaced by cblas_daxpy
    for (int i = 0; i < n; i++)
      u[i] += 0.5;
  }
}
// CHECK-FIXES: for (long liar_i{{[0-9]+}} = 0; liar_i{{[0-9]+}} < n; liar_i{{[0-9]+}}++)
// CHECK-FIXES-NEXT: u[liar_i{{[0-9]+}}] = 1.0 * 0.5 + u[liar_i{{[0-9]+}}];
// CHECK-FIXES-NEXT: cblas_daxpy(n, dt, &f[0], 1, &u[0], 1);

int main(void) {
  for (int i = 0; i < N; i++) {
    u[i] = (i % 8) * 0.125;
    f[i] = (i % 5) - 2.0;
  }
  steps(6, N, 0.25);
  for (int i = 0; i < N; i++)
    printf("%d %a\n", i, u[i]);
  return 0;
}
