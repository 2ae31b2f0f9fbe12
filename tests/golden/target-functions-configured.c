// Golden test: target functions declared by the configuration (`target-function:` in a
// .liar.yaml given with --config-file) and by the command line (--target-function=), for a
// project whose kernel header defines them. A configured target serves the regions after its
// function's declaration (here the header's #include), comes before the file's own pragma
// targets at equal priority, and is skipped in a file that does not declare its function. The
// rewrite is built with and without -fopenmp and run: the targets' results are bit-identical
// to the original's ("f": they add in the loops' order), the library's within the rounding of
// a reordered sum, and each target ran where its guard held. Then the errors: an argument
// count the function does not take (the command line), a name that is no parameter of the
// routine (the configuration's line), and a value that does not read as a target; the file
// is left unchanged. --check-idioms tries the configured targets as it tries the pragmas' (the
// call counters they update live in the program's main file: LIAR_CHECK_LIBS links them).
//
// RUN: %cc -I %S -x c %S/mains/target-functions-configured.inc -x none %clean -o %t.orig
// RUN: %t.orig > %t.orig.out 2> %t.orig.err
// RUN: FileCheck %s --check-prefix=CHECK-NONE < %t.orig.err
// RUN: liar --target=blas --config-file=%S/mains/target-functions.yaml %clean -o %t.c -- -I %S \
// RUN:   2>&1 | FileCheck %s --check-prefix=CHECK-LIB --implicit-check-not='{{remark|warning|error}}:'
// RUN: FileCheck %s --check-prefix=CHECK-FIXES < %t.c
// RUN: %cc -I %S -x c %S/mains/target-functions-configured.inc -x none %t.c -o %t.blas -lopenblas
// RUN: %t.blas > %t.blas.out 2> %t.blas.err
// RUN: FileCheck %s --check-prefix=CHECK-CALLS < %t.blas.err
// RUN: grep '^f' %t.orig.out > %t.orig.f && grep '^f' %t.blas.out > %t.blas.f
// RUN: cmp %t.orig.f %t.blas.f
// RUN: python3 %S/compare-output.py --rtol 1e-12 %t.orig.out %t.blas.out
// RUN: liar --target=auto --no-config \
// RUN:   --target-function='cblas_dgemm, my_dgemm(M, N, K, A, B, C), when(TransA == CblasNoTrans && TransB == CblasNoTrans && lda == K && ldb == N && ldc == N && alpha == 1 && beta == 1 && M <= 32)' \
// RUN:   --target-function='cblas_ddot, my_ddot(N, X, Y), when(incX == 1 && incY == 1 && (N & 1) == 0)' \
// RUN:   %clean -o %t.auto.c -- -I %S -fopenmp 2>&1 | FileCheck %s --check-prefix=CHECK-LIB \
// RUN:   --implicit-check-not='{{remark|warning|error}}:'
// RUN: %cc -fopenmp -I %S -x c %S/mains/target-functions-configured.inc -x none %t.auto.c \
// RUN:   -o %t.auto -lopenblas
// RUN: env OMP_NUM_THREADS=2 %t.auto > %t.auto.out 2> %t.auto.err
// RUN: FileCheck %s --check-prefix=CHECK-CALLS < %t.auto.err
// RUN: grep '^f' %t.auto.out > %t.auto.f && cmp %t.orig.f %t.auto.f
// RUN: python3 %S/compare-output.py --rtol 1e-12 %t.orig.out %t.auto.out
// RUN: echo 'int my_dgemm_calls, my_ddot_calls, file_ddot_calls;' > %t.counters.c
// RUN: %cc -c %t.counters.c -o %t.counters.o
// RUN: export LIAR_CHECK_LIBS=%t.counters.o; liar --check-idioms \
// RUN:   --config-file=%S/mains/target-functions.yaml %clean -- -I %S 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CHECK-IDIOMS --implicit-check-not='{{note|warning|error}}:'
// RUN: cp %clean %t.bad.c
// RUN: not liar --fix --target-function='cblas_dgemm, my_dgemm(M, N)' %t.bad.c -- -I %S 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CHECK-ARITY
// RUN: cmp %t.bad.c %clean
// RUN: not liar --fix --config-file=%S/mains/target-functions-bad.yaml %t.bad.c -- -I %S 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CHECK-NAME
// RUN: cmp %t.bad.c %clean
// RUN: not liar --fix --target-function='cblas_dgemm my_dgemm' %t.bad.c -- -I %S 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CHECK-SYNTAX
// RUN: cmp %t.bad.c %clean

// CHECK-IDIOMS: target-functions.yaml:4:5: note: target 'my_dgemm' of 'cblas_dgemm' computes what the routine does on the {{[0-9]+}} trials its guard admits
// CHECK-IDIOMS: target-functions.yaml:5:5: note: target 'my_ddot' of 'cblas_ddot' computes what the routine does on the {{[0-9]+}} trials its guard admits
// CHECK-IDIOMS: target-functions-configured.clean.c:{{[0-9]+}}:1: note: target 'file_ddot' of 'cblas_ddot' computes what the routine does on the 56 trials its guard admits
// CHECK-NONE: calls: gemm 0 dot 0 file dot 0
// CHECK-CALLS: calls: gemm 1 dot 1 file dot 1
// CHECK-ARITY: the command line: error: target of 'cblas_dgemm': 'my_dgemm' takes 6 parameter(s); 2 argument(s) are given
// CHECK-NAME: target-functions-bad.yaml:3:5: error: target of 'cblas_ddot': 'Z' is not a parameter of cblas_ddot
// CHECK-SYNTAX: liar: error: --target-function: expected

#include "mains/target-kernels.h"

double file_ddot(int n, const double *x, const double *y);

#ifdef __liar__
#pragma liar target(cblas_ddot, file_ddot(N, X, Y))
#endif

void layer(int m, int n, int k, const double *x, const double *w, double *y) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      for (int p = 0; p < k; p++)
        y[i * n + j] += x[i * k + p] * w[p * n + j];
}
// CHECK-LIB: target-functions-configured.clean.c:[[@LINE-5]]:3: remark: loop nest in 'layer' replaced by my_dgemm, cblas_dgemm;
// CHECK-FIXES: if (m <= 32)
// CHECK-FIXES-NEXT: my_dgemm(m, n, k, &x[0], &w[0], &y[0]);
// CHECK-FIXES-NEXT: else
// CHECK-FIXES-NEXT: cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, m, n, k, 1.0,

double energy(int n, const double *a, const double *b) {
  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}
// CHECK-LIB: target-functions-configured.clean.c:[[@LINE-4]]:3: remark: loop nest in 'energy' replaced by my_ddot, file_ddot;
// CHECK-FIXES: (n % 2 == 0 ? my_ddot(n, &a[0], &b[0]) : file_ddot(n, &a[0], &b[0]))

double file_ddot(int n, const double *x, const double *y) {
  ++file_ddot_calls;
  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}
