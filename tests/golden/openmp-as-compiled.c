// OpenMP as the compiler reads it. A directive spelled through `_Pragma`, a macro that
// expands to it, a clause that comes from a macro, or a directive continued over lines means
// what the compiler makes of it: with -fopenmp among liar's flags it is read from Clang's
// OpenMP AST nodes; without, from its text with the macros expanded. Either way a loop
// work-shared by an orphaned `omp for` is kept (every thread would run a replacement), and a
// variable private to the loop and read after it is kept (its value after the loop depends on
// -fopenmp). Every rewrite is built with and without -fopenmp, run on two threads, and its
// output compared with the original's under the same flags.
//
// RUN: %cc -fopenmp %clean -o %t.orig && OMP_NUM_THREADS=2 %t.orig > %t.orig.out
// RUN: %cc -Wno-unknown-pragmas %clean -o %t.serial -lm && %t.serial > %t.serial.out
// RUN: liar --target=blas --functions='^k_' %clean -o %t.blas.c -- -fopenmp 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=KEPT,BLAS
// RUN: %cc -fopenmp %t.blas.c -o %t.blas -lopenblas -lm && OMP_NUM_THREADS=2 %t.blas | diff %t.orig.out -
// RUN: %cc -Wno-unknown-pragmas %t.blas.c -o %t.blas.serial -lopenblas -lm && %t.blas.serial | diff %t.serial.out -
// RUN: liar --target=blas --functions='^k_' %clean -o %t.text.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=KEPT,BLAS
// RUN: %cc -fopenmp %t.text.c -o %t.text -lopenblas -lm && OMP_NUM_THREADS=2 %t.text | diff %t.orig.out -
// RUN: %cc -Wno-unknown-pragmas %t.text.c -o %t.text.serial -lopenblas -lm && %t.text.serial | diff %t.serial.out -
// RUN: liar --target=omp --omp-min-work=0 --functions='^k_' %clean -o %t.omp.c -- 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=KEPT
// RUN: %cc -fopenmp %t.omp.c -o %t.omp -lm && OMP_NUM_THREADS=2 %t.omp | diff %t.orig.out -
// RUN: %cc -Wno-unknown-pragmas %t.omp.c -o %t.omp.serial -lm && %t.omp.serial | diff %t.serial.out -
// RUN: liar --target=auto --omp-min-work=0 --functions='^k_' %clean -o %t.auto.c -- -fopenmp 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=KEPT,AUTO
// RUN: %cc -fopenmp %t.auto.c -o %t.auto -lopenblas -lm && OMP_NUM_THREADS=2 %t.auto | diff %t.orig.out -
// RUN: %cc -Wno-unknown-pragmas %t.auto.c -o %t.auto.serial -lopenblas -lm && %t.auto.serial | diff %t.serial.out -

#include <stdio.h>

#define OMP(directive) _Pragma(#directive)
#define PRIVATE_T private(t)
#define WORK_SHARED_LOOP(i, n) OMP(omp for) for (int i = 0; i < (n); i++)

// Called inside a parallel region: the loop's iterations are shared among the team.
void k_orphan(int n, double* restrict y) {
  OMP(omp for)
  for (int i = 0; i < n; i++)
    y[i] = y[i] * 2.0;
}
// KEPT: :[[@LINE-3]]:3: remark: region not lifted: the loop is work-shared by the user's '#pragma omp for' (line [[@LINE-4]]){{.*}} [liar-missed-user-openmp]

void k_orphan_macro(int n, double* restrict y) {
  WORK_SHARED_LOOP(i, n)
  y[i] = y[i] + 1.0;
}
// KEPT: :[[@LINE-3]]:3: remark: region not lifted: the loop {{is work-shared by|nest runs inside}} the user's '#pragma omp {{.*}} [liar-missed-user-openmp]

double k_private(int n, const double* restrict x, double* restrict y) {
  double t = -1.0;
  OMP(omp parallel for PRIVATE_T)
  for (int i = 0; i < n; i++) {
    t = 3.0 * x[i];
    y[i] = t;
  }
  return t;
}
// KEPT: :[[@LINE-6]]:3: remark: region not lifted: {{.*}} [liar-missed-{{user-openmp|pragma-operator}}]

double k_continued(int n, const double* restrict x, double* restrict y) {
  double t = -1.0;
#pragma omp parallel for \
    PRIVATE_T
  for (int i = 0; i < n; i++) {
    t = 0.5 * x[i];
    y[i] = t;
  }
  return t;
}
// KEPT: :[[@LINE-8]]:1: remark: region not lifted: 't' is private to the user's '#pragma omp parallel for{{ +}}private(t)' {{.*}} [liar-missed-user-openmp]

// A loop-only directive with nothing private read after it: the loop may be replaced, and its
// pragma goes with it.
void k_scale(int n, double a, const double* restrict x, double* restrict y) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    y[i] += a * x[i];
}
// BLAS: :[[@LINE-4]]:1: remark: loop nest in 'k_scale' replaced by cblas_daxpy
// AUTO: :[[@LINE-5]]:1: remark: loop nest in 'k_scale' replaced by cblas_daxpy

static double x[1000], y[1000];

int main(void) {
  int n = 1000;
  for (int i = 0; i < n; i++) {
    x[i] = (i % 7) * 0.25;
    y[i] = 1.0 + (i % 3);
  }
#pragma omp parallel
  {
    k_orphan(n, y);
    k_orphan_macro(n, y);
  }
  printf("orphan %.6g %.6g\n", y[0], y[n - 1]);
  printf("private %.6g %.6g\n", k_private(n, x, y), y[n - 1]);
  printf("continued %.6g %.6g\n", k_continued(n, x, y), y[n - 2]);
  k_scale(n, 0.5, x, y);
  printf("scale %.6g %.6g\n", y[0], y[n - 1]);
  return 0;
}
