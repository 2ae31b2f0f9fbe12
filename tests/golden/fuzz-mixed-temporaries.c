// Fuzz finding (seed 369562, auto): a mixed form whose two library parts each need a
// temporary declared both as liar_t0 before the guard, and the rewrite did not compile
// ("redefinition of 'liar_t0'"). Each part names its temporaries from liar_t0 on; a name an
// earlier part took is now renamed in the later part's code. Built with and without -fopenmp,
// run and compared with the original; the values are dyadic, so every sum is exact.
//
// RUN: %cc %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar --target=auto --functions='^kernel' %clean -o %t.c -- -fopenmp 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -fopenmp %t.c -o %t.omp -lopenblas -lm && OMP_NUM_THREADS=2 %t.omp | diff %t.orig.out -
// RUN: %cc -Wno-unknown-pragmas %t.c -o %t.seq -lopenblas -lm && %t.seq | diff %t.orig.out -

#include <math.h>
#include <stdio.h>

#define N 40

static float ya[N], xa[N], yb[N], xb[N], yc[N], xc[N];

void kernel(int n) {
  for (int r = 0; r < 3; r++) {
    // CHECK-MESSAGES: :[[@LINE-1]]:3: remark: loop nest in 'kernel' replaced by cblas_sdot, cblas_saxpy and OpenMP loops
    for (int i = 0; i < n; i++)
      ya[i] += 0.5f * xa[i];
    for (int i = 0; i < n; i++)
      yb[i] = sqrtf(fabsf(xb[i]));
    for (int i = 0; i < n; i++)
      yc[i] += 2.0f * xc[i];
  }
}
// CHECK-FIXES: float *liar_t0 = NULL;
// CHECK-FIXES-NEXT: float *liar_t0_1 = NULL;

int main(void) {
  for (int i = 0; i < N; i++) {
    xa[i] = (float)(i % 5) * 0.25f;
    xb[i] = (float)(i % 7) - 3.0f;
    xc[i] = (float)(i % 3) * 0.5f;
    ya[i] = (float)i;
    yc[i] = (float)(N - i);
  }
  kernel(N);
  for (int i = 0; i < N; i++)
    printf("%d %a %a %a\n", i, (double)ya[i], (double)yb[i], (double)yc[i]);
  return 0;
}
