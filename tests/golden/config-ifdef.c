// Regression test: a loop nest whose text holds a conditional directive (`#ifdef SCALED ...
// #else ... #endif`) has code in configurations liar's own parse did not see. Rewritten for
// liar's configuration, the other branch was deleted and a build with -DSCALED computed
// something else. Such a region is refused with a remark naming the directive and its line; so
// is one holding a `#define`/`#undef`. A loop next to it without directives is still
// rewritten. The original and every rewrite are built with and without -DSCALED (and the OpenMP
// ones with and without -fopenmp), run and compared bit for bit.
//
// RUN: %cc %clean -o %t.orig -lm && %t.orig > %t.orig.out
// RUN: %cc -DSCALED %clean -o %t.origs -lm && %t.origs > %t.origs.out
// RUN: not diff -q %t.orig.out %t.origs.out
// RUN: liar --functions='^k_' --target=blas %clean -o %t.blas.c -- 2>&1 | FileCheck %s --check-prefix=CHECK-MESSAGES \
// RUN:   --implicit-check-not='{{remark|warning|error|note}}:'
// RUN: %cc %t.blas.c -o %t.blas -lopenblas -lm && %t.blas | diff %t.orig.out -
// RUN: %cc -DSCALED %t.blas.c -o %t.blasx -lopenblas -lm && %t.blasx | diff %t.origs.out -
// RUN: liar --functions='^k_' --target=omp --omp-min-work=0 %clean -o %t.omp.c -- 2>&1 | FileCheck %s --check-prefix=OMP
// RUN: %cc -fopenmp %t.omp.c -o %t.omp -lm && %t.omp | diff %t.orig.out -
// RUN: %cc -fopenmp -DSCALED %t.omp.c -o %t.ompx -lm && %t.ompx | diff %t.origs.out -
// RUN: %cc -Wno-unknown-pragmas %t.omp.c -o %t.omps -lm && %t.omps | diff %t.orig.out -
// RUN: %cc -Wno-unknown-pragmas -DSCALED %t.omp.c -o %t.ompsx -lm && %t.ompsx | diff %t.origs.out -
// RUN: liar --functions='^k_' --target=auto --omp-min-work=0 %clean -o %t.auto.c -- 2>&1 | FileCheck %s --check-prefix=AUTO
// RUN: %cc -fopenmp %t.auto.c -o %t.auto -lopenblas -lm && %t.auto | diff %t.orig.out -
// RUN: %cc -fopenmp -DSCALED %t.auto.c -o %t.autox -lopenblas -lm && %t.autox | diff %t.origs.out -
// RUN: %cc -Wno-unknown-pragmas -DSCALED %t.auto.c -o %t.autosx -lopenblas -lm && %t.autosx | diff %t.origs.out -

#include <stdio.h>

#define N 64

void k_gemv(double A[restrict N][N], double x[restrict N], double y[restrict N]) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
#ifdef SCALED
      y[i] += 2.0 * A[i][j] * x[j];
#else
      y[i] += A[i][j] * x[j];
#endif
}
// CHECK-MESSAGES: :[[@LINE-6]]:2: remark: region not lifted: the loop nest contains a preprocessor directive '#ifdef' (line [[@LINE-6]]): a rewrite would drop the code of other configurations [liar-missed-directive]
// OMP: :[[@LINE-7]]:2: remark: region not lifted: the loop nest contains a preprocessor directive '#ifdef'
// AUTO: :[[@LINE-8]]:2: remark: region not lifted: the loop nest contains a preprocessor directive '#ifdef'

void k_scale(double x[restrict N], double y[restrict N]) {
  for (int i = 0; i < N; i++) {
#if !defined(SCALED)
    y[i] = 3.0 * x[i];
#elif N > 8
    y[i] = 5.0 * x[i];
#endif
  }
}
// CHECK-MESSAGES: :[[@LINE-7]]:2: remark: region not lifted: the loop nest contains a preprocessor directive '#if' (line [[@LINE-7]])
// OMP: :[[@LINE-8]]:2: remark: region not lifted: the loop nest contains a preprocessor directive '#if'
// AUTO: :[[@LINE-9]]:2: remark: region not lifted: the loop nest contains a preprocessor directive '#if'

void k_define(double x[restrict N], double y[restrict N]) {
  for (int i = 0; i < N; i++) {
#define WEIGHT 0.25
    y[i] += WEIGHT * x[i];
#undef WEIGHT
  }
}
// CHECK-MESSAGES: :[[@LINE-5]]:9: remark: region not lifted: the loop nest contains a preprocessor directive '#define' (line [[@LINE-5]])
// OMP: :[[@LINE-6]]:9: remark: region not lifted: the loop nest contains a preprocessor directive '#define'
// AUTO: :[[@LINE-7]]:9: remark: region not lifted: the loop nest contains a preprocessor directive '#define'

void k_plain(double A[restrict N][N], double x[restrict N], double y[restrict N]) {
  // CHECK-MESSAGES: :[[@LINE+3]]:3: remark: loop nest in 'k_plain' replaced by cblas_dgemv; floating-point sums may be reassociated; products may be fused with additions (one rounding) [liar-blas]
  // OMP: :[[@LINE+2]]:3: remark: loop nest in 'k_plain' replaced by OpenMP loops
  // AUTO: :[[@LINE+1]]:3: remark: loop nest in 'k_plain' replaced by
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      y[i] += A[i][j] * x[j];
}

static double A[N][N], x[N], y[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = 1.0 + (double)(i % 7) / 8.0;
    y[i] = (double)(i % 5) / 4.0;
    for (int j = 0; j < N; j++)
      A[i][j] = (double)((i * 3 + j) % 11) / 16.0;
  }
  k_gemv(A, x, y);
  k_scale(x, y);
  k_define(x, y);
  k_plain(A, x, y);
  for (int i = 0; i < N; i++)
    printf("%a\n", y[i]);
  return 0;
}
