// Regression test: the #include lines a rewrite needs go outside conditional groups. In a file
// whose first #include sat inside `#ifdef _OPENMP`, liar put `#include <cblas.h>` inside that
// group too: built without -fopenmp, the call had no prototype (an implicit int function) and
// the program printed 0 for a dot product. A header included only under some configuration
// (here <cblas.h> under USE_CBLAS) does not count as included: it is added all the same.
//
// RUN: %cc %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: liar --target=blas --functions='^k_' %clean -o %t.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CHECK-MESSAGES --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc %t.c -o %t.new -lopenblas -lm && %t.new > %t.new.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.new.out
// RUN: %cc -fopenmp %t.c -o %t.omp -lopenblas -lm && %t.omp > %t.omp.out
// RUN: python3 %S/compare-output.py %t.orig.out %t.omp.out

#ifdef _OPENMP
#include <omp.h>
#endif
#ifdef USE_CBLAS
#include <cblas.h>
#endif
#include <stdio.h>

// CHECK-FIXES: {{^}}#ifdef _OPENMP
// CHECK-FIXES-NEXT: {{^}}#include <omp.h>
// CHECK-FIXES-NEXT: {{^}}#endif
// CHECK-FIXES-NEXT: {{^}}#ifdef USE_CBLAS
// CHECK-FIXES-NEXT: {{^}}#include <cblas.h>
// CHECK-FIXES-NEXT: {{^}}#endif
// CHECK-FIXES-NEXT: {{^}}#include <cblas.h>
// CHECK-FIXES: {{^}}#include <stdio.h>

#define N 200

double k_dot(int n, const double* restrict x, const double* restrict y) {
  double s = 0.0;
  // CHECK-MESSAGES: :[[@LINE+1]]:3: remark: loop nest in 'k_dot' replaced by cblas_ddot; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}

int main(void) {
  static double x[N], y[N];
  for (int i = 0; i < N; i++) {
    x[i] = 1.0 + i % 7;
    y[i] = 0.5 + i % 5;
  }
  printf("%.17g\n", k_dot(N, x, y));
#ifdef _OPENMP
  printf("threads %d\n", omp_get_max_threads() > 0);
#else
  printf("threads 1\n");
#endif
  return 0;
}
